import { useMemo, useRef } from 'react';
import Form from '@rjsf/core';
import type { FieldTemplateProps, ObjectFieldTemplateProps, RJSFSchema, UiSchema, ValidatorType } from '@rjsf/utils';
import type { PeopleDeclaration } from '../../schemas/steps';
import { fields, templates, widgets, type PeopleListContext, type WizardFormContext } from '../../widgets';
import type { PeopleListFieldComponent } from './people-list';
import './people-list-form.css';

/**
 * The list field draws its own labelled list, total and messages: the property adds no label,
 * description or error region, and the root no grid (the theme's templates, overridden for this
 * property and its object through the uiSchema).
 */
function BareFieldTemplate({ children }: FieldTemplateProps) {
  return children;
}

function BareObjectFieldTemplate({ properties }: ObjectFieldTemplateProps) {
  return properties.map((p) => p.content);
}

/**
 * The list's rules are the step module's, checked by the server on save and shown by the list field
 * itself (the total, the most people): the form has nothing to validate and is never submitted.
 */
const listValidator: ValidatorType = {
  validateFormData: () => ({ errors: [], errorSchema: {} }),
  isValid: () => true,
  rawValidation: () => ({}),
};

/** The schema of a people page's list: one array property, the save payload's key. */
export function peopleListSchema(property: string): RJSFSchema {
  return { type: 'object', properties: { [property]: { type: 'array', items: { type: 'object' } } } };
}

/** The uiSchema that names the registered list field of the step's declaration, with its max and total as 'ui:options'. */
export function peopleListUiSchema(declared: PeopleDeclaration, property: string): UiSchema {
  const options = declared.total === undefined ? { max: declared.max } : { max: declared.max, total: declared.total };
  return {
    'ui:ObjectFieldTemplate': BareObjectFieldTemplate,
    'ui:submitButtonOptions': { norender: true },
    [property]: { 'ui:field': declared.field, 'ui:FieldTemplate': BareFieldTemplate, 'ui:options': options },
  };
}

/**
 * RJSF keeps its registry (formContext included) while the context compares equal, and it counts any
 * two functions as equal: the page's callbacks reach the field through stable functions that call
 * the page's latest ones, and the context's data (canDelete, addable, addHeld) is compared as usual.
 */
function useLatestPeopleContext<Item>(context: PeopleListContext<Item>): PeopleListContext<Item> {
  const latest = useRef(context);
  // The field calls renderForm while it renders, right after this render: the ref must hold this
  // render's context before the children render, so an effect would be one render late.
  // eslint-disable-next-line react-hooks/refs -- the 'latest callbacks' pattern RJSF's function-blind formContext comparison needs
  latest.current = context;
  const calls = useMemo(
    () => ({
      renderForm: (request: Parameters<PeopleListContext<Item>['renderForm']>[0]) => latest.current.renderForm(request),
      validate: (item: Item) => latest.current.validate(item),
      onEditingChange: (open: boolean) => latest.current.onEditingChange?.(open),
    }),
    [],
  );
  return { ...context, ...calls };
}

export interface PeopleListFormProps<Item> {
  /** The step's people declaration: the registered list field, the most people, the total. */
  declared: PeopleDeclaration;
  /** The list's property (the save payload's key: beneficiaries, dependents). */
  property: string;
  value: readonly Item[];
  /** Called with the new list when the list field changes it (an add, an edit, a delete). */
  onChange: (list: Item[]) => void;
  /** What only the page gives the list field. */
  context: PeopleListContext<Item>;
  /** The kind's list field, registered under the declared name for this form. */
  field: PeopleListFieldComponent;
}

/**
 * A people page's list through <Form> with the widgets/ theme (its fields, widgets and templates) and
 * the kind's list field:
 * the list is the one property of a schema whose uiSchema names the registered list field of the
 * step's declaration (beneficiaryList, dependentList). The page's part reaches the field as
 * formContext.people, the declared max and total as the field's 'ui:options'. Rendered as a <div>:
 * the one-person forms inside it are forms of their own.
 */
export function PeopleListForm<Item>({
  declared,
  property,
  value,
  onChange,
  context,
  field,
}: PeopleListFormProps<Item>) {
  const schema = useMemo(() => peopleListSchema(property), [property]);
  const uiSchema = useMemo(() => peopleListUiSchema(declared, property), [declared, property]);
  // The widgets/ theme, as the StepRenderer gives it to its forms, with the kind's list field.
  const listFields = useMemo(() => ({ ...fields, [declared.field]: field }), [declared.field, field]);
  const formContext: WizardFormContext = { people: useLatestPeopleContext(context) as PeopleListContext };
  const formData = useMemo(() => ({ [property]: value }), [property, value]);
  const fieldId = `root_${property}`;
  return (
    <Form
      tagName="div"
      className="oe-people-list-form"
      schema={schema}
      uiSchema={uiSchema}
      formData={formData}
      validator={listValidator}
      widgets={widgets}
      fields={listFields}
      templates={templates}
      formContext={formContext}
      showErrorList={false}
      // The field draws the page's forms: it renders whenever the page does, with the page's latest part.
      experimental_componentUpdateStrategy="always"
      onChange={(event, id) => {
        // Only the list field's own changes (RJSF's re-derived defaults carry no id).
        if (id !== fieldId) return;
        const list = (event.formData as Record<string, unknown> | undefined)?.[property];
        onChange(Array.isArray(list) ? (list as Item[]) : []);
      }}
    />
  );
}
