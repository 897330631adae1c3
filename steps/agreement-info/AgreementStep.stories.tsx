import type { Meta, StoryObj } from '@storybook/react-vite';
import { STEP_TITLES } from '../../schemas/messages';
import { wizardStepByRoute } from '../../src/wizard/wizard-steps';
import {
  AGREEMENT_STORY_ID,
  agreementFields,
  agreementServerErrors,
  agreementStepQueryData,
} from '../../stories/fixtures/agreement';
import { AgreementStepPage } from './AgreementStepPage';
import { agreementInfoStep } from './module';
import { CARRIER_FIELDS } from '../../stories/fixtures/carrier-fields';
import { StepStory } from '../../stories/wizard/StepStory';

function AgreementStory() {
  return (
    <main className="oe-container oe-section">
      <AgreementStepPage wizardStep={wizardStepByRoute('agreement-signature')!} enrollmentId={AGREEMENT_STORY_ID} />
    </main>
  );
}

/** Agreement & Signature: the texts, the carriers' message and the verification section per process. */
const meta = { title: 'Wizard/Agreement & Signature', component: AgreementStory } satisfies Meta<typeof AgreementStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A rep's enrollment: Broker Verification with the rep's name and code; the answer is required. */
export const RepVerification: Story = { parameters: { queryData: agreementStepQueryData('rep') } };
/** A group's enrollment: Group Verification with the group's name and code and its rep's code. */
export const GroupVerification: Story = { parameters: { queryData: agreementStepQueryData('group') } };
/** A new applicant: Applicant Verification; the pad (drawn or typed) must be signed. */
export const ApplicantVerification: Story = { parameters: { queryData: agreementStepQueryData('applicant') } };
/** The union-type plan in the cart: its carrier message with the fee explanation and its text to accept. */
export const UnionCarrierMessage: Story = {
  parameters: { queryData: agreementStepQueryData('group', { union: true }) },
};
/** Carrier variant: an applicant's page with the carrier's optional note before signing (a textarea from its definition). */
export const CarrierVariant: Story = {
  name: 'Carrier variant',
  parameters: { queryData: agreementStepQueryData('applicant', { extra: CARRIER_FIELDS.agreement_info }) },
};

/** The error state of the verification section: the save answered an unsigned pad and no answer. */
export const VerificationErrors: StoryObj<typeof StepStory> = {
  render: () => (
    <StepStory
      title={STEP_TITLES.agreement_info}
      step={agreementInfoStep}
      descriptors={agreementFields('applicant')}
      serverErrors={agreementServerErrors}
    />
  ),
};
