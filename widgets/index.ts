import type { RegistryFieldsType, Widget } from '@rjsf/utils';
import type { CustomFieldName, WidgetName } from '../schemas/step-definition';
import type { PeopleListField } from '../schemas/steps/step-module';
import { AccountNumberWidget } from './AccountNumberWidget';
import { CalculatedWidget } from './CalculatedWidget';
import { CardNumberWidget } from './CardNumberWidget';
import { CheckboxWidget } from './CheckboxWidget';
import { DateWidget } from './DateWidget';
import { EmailWidget } from './EmailWidget';
import { HealthConditionQuestionsField } from './fields/HealthConditionQuestionsField';
import { HealthMedicationQuestionField } from './fields/HealthMedicationQuestionField';
import { FileUploadField } from './fields/FileUploadField';
import { ObjectWidgetField } from './fields/ObjectWidgetField';
import { RepeatingGroupField } from './fields/RepeatingGroupField';
import { GenderWidget } from './GenderWidget';
import { HeadingWidget } from './HeadingWidget';
import { HeightFeetWidget } from './HeightFeetWidget';
import { HeightInchesWidget } from './HeightInchesWidget';
import { HolidayPolicyWidget } from './HolidayPolicyWidget';
import { MaritalStatusWidget } from './MaritalStatusWidget';
import { NumberWidget } from './NumberWidget';
import { PercentageWidget } from './PercentageWidget';
import { PhoneWidget } from './PhoneWidget';
import { RadioWidget } from './RadioWidget';
import { RoutingWidget } from './RoutingWidget';
import { SecurityCodeWidget } from './SecurityCodeWidget';
import { SelectWidget } from './SelectWidget';
import { SignatureWidget } from './SignatureWidget';
import { SsnWidget } from './SsnWidget';
import { StateWidget } from './StateWidget';
import { TextareaWidget } from './TextareaWidget';
import { TextWidget } from './TextWidget';
import { WeightWidget } from './WeightWidget';
import { ZipWidget } from './ZipWidget';
import { templates } from './templates';

/**
 * The widgets/ theme package: one widget per WIDGET_NAMES key (schemas/step-definition.ts owns the
 * names, this registry the components), the fields and the templates the StepRenderer passes to <Form>.
 */
export const widgets = {
  text: TextWidget,
  textarea: TextareaWidget,
  number: NumberWidget,
  select: SelectWidget,
  radio: RadioWidget,
  checkbox: CheckboxWidget,
  date: DateWidget,
  ssn: SsnWidget,
  phone: PhoneWidget,
  zip: ZipWidget,
  state: StateWidget,
  email: EmailWidget,
  maritalStatus: MaritalStatusWidget,
  gender: GenderWidget,
  heightFeet: HeightFeetWidget,
  heightInches: HeightInchesWidget,
  weight: WeightWidget,
  percentage: PercentageWidget,
  holidayPolicy: HolidayPolicyWidget,
  routing: RoutingWidget,
  accountNumber: AccountNumberWidget,
  cardNumber: CardNumberWidget,
  calculated: CalculatedWidget,
  securityCode: SecurityCodeWidget,
  signature: SignatureWidget,
  heading: HeadingWidget,
} satisfies Record<WidgetName, Widget>;

/**
 * Custom fields: 'objectWidget' renders an object-typed property through its 'ui:widget'; one per
 * CUSTOM_FIELD_NAMES key but the people pages' lists (the health questions). A people list's field is
 * its kind's (steps/<kind>/page.tsx, `peopleLists`): the people page adds it to this theme for its one
 * form, under the name its step declares, and it gets what only the page gives through formContext.people.
 */
export const fields: RegistryFieldsType = {
  objectWidget: ObjectWidgetField,
  ...({
    healthConditionQuestions: HealthConditionQuestionsField,
    healthMedicationQuestion: HealthMedicationQuestionField,
    repeatingGroup: RepeatingGroupField,
    fileUpload: FileUploadField,
  } satisfies Record<Exclude<CustomFieldName, PeopleListField>, RegistryFieldsType[string]>),
};

export { templates };
export type { PeopleListContext, PersonFormRequest, WizardFormContext } from './support/form-context';
