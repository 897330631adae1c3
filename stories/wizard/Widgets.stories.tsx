import type { Meta, StoryObj } from '@storybook/react-vite';
import type { FieldDescriptor } from '../../schemas/descriptors';
import { beneficiaryInfoStep } from '../../steps/beneficiary-info/module';
import { contactInfoStep } from '../../steps/contact-info/module';
import { employerInfoStep } from '../../steps/employer-info/module';
import { personalInfoStep } from '../../steps/personal-info/module';
import { sampleStep } from '../../schemas/test-support/sample-step';
import { StepStory } from './StepStory';

const d = (field_name: string, value: unknown = null, required = true, read_only = false): FieldDescriptor => ({
  field_name,
  value,
  required,
  read_only,
});

/** Each widget of the widgets/ registry, rendered through the StepRenderer from one or two descriptors. */
const meta = { title: 'Wizard/Widgets', component: StepStory } satisfies Meta<typeof StepStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const DateWidget: Story = {
  args: {
    title: 'Date',
    step: personalInfoStep,
    descriptors: [d('prior_effective_date', '01/15/2024'), d('prior_term_date')],
  },
};
export const SsnWidget: Story = {
  args: { title: 'SSN', step: personalInfoStep, descriptors: [d('ssn', '123456789')] },
};
export const PhoneWidget: Story = {
  args: { title: 'Phone', step: contactInfoStep, descriptors: [d('phone_number', '4045550101')] },
};
export const ZipWidgetWithState: Story = {
  args: { title: 'Zip and state', step: contactInfoStep, descriptors: [d('zip'), d('state')] },
};
export const EmailWidget: Story = {
  args: { title: 'Email', step: contactInfoStep, descriptors: [d('email_address', 'pat@example.com')] },
};
export const CheckboxWidget: Story = {
  args: { title: 'Checkbox', step: contactInfoStep, descriptors: [d('with_validation', 0)] },
};
export const HolidayPolicyWidget: Story = {
  args: {
    title: 'Holiday policy',
    step: employerInfoStep,
    descriptors: [d('holiday_policy', { Standard_6: 1, Birthday: 1 })],
  },
};
export const SelectWidget: Story = {
  args: { title: 'Select', step: employerInfoStep, descriptors: [d('employment_status'), d('compensation_type')] },
};
export const MaritalStatusAndGender: Story = {
  args: {
    title: 'Marital status and gender',
    step: personalInfoStep,
    descriptors: [d('marital_status', '2'), d('gender', '0', true, true)],
  },
};
export const RadioWidget: Story = {
  args: { title: 'Radio', step: personalInfoStep, descriptors: [d('prior_coverage_flag', '1')] },
};
export const HeightAndWeight: Story = {
  args: {
    title: 'Height and weight',
    step: personalInfoStep,
    descriptors: [d('weight', '180'), d('height_feet', '5'), d('height_inch', '11')],
  },
};
export const PercentageWidget: Story = {
  args: { title: 'Percentage', step: beneficiaryInfoStep, descriptors: [d('beneficiary_percentage', '50')] },
};
export const BillingWidgets: Story = {
  args: {
    title: 'Billing inputs',
    step: sampleStep,
    descriptors: [d('routing_number', '021000021'), d('account_number'), d('card_number'), d('security_code')],
  },
};
