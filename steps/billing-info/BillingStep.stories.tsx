import type { Meta, StoryObj } from '@storybook/react-vite';
import { normalizeDescriptors } from '../../schemas/descriptors';
import { STEP_TITLES } from '../../schemas/messages';
import { billingDescriptors, billingStepOn } from './module';
import { BillingStepPage } from './BillingStepPage';
import { wizardStepByRoute } from '../../src/wizard/wizard-steps';
import {
  BILLING_STORY_ID,
  billingCardErrors,
  billingDescriptorsFor,
  billingStepQueryData,
  storyBanks,
  storyCards,
} from './BillingStep.fixtures';
import { CARRIER_FIELDS } from '../../stories/fixtures/carrier-fields';
import { STORY_TODAY } from '../../stories/fixtures/wizard';
import { StepStory } from '../../stories/wizard/StepStory';

function BillingStory() {
  return (
    <main className="oe-container oe-section">
      <BillingStepPage wizardStep={wizardStepByRoute('billing-information')!} enrollmentId={BILLING_STORY_ID} />
    </main>
  );
}

/** Billing Information: payment type and billing date radios, the EFT or card section, banks and cards on file. */
const meta = { title: 'Wizard/Billing Information', component: BillingStory } satisfies Meta<typeof BillingStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** EFT (the default type) with its authorization text and the merchant billing text. */
export const Eft: Story = { parameters: { queryData: billingStepQueryData('eft') } };
/** A card: names, number, expiry, security code, 'Choose physical address' and the billing address. */
export const Card: Story = { parameters: { queryData: billingStepQueryData('cc') } };
/** An existing member's bank on file (masked) beside 'New bank account'. */
export const ExistingBank: Story = {
  parameters: { queryData: billingStepQueryData('eft', { banks: storyBanks, cards: storyCards }) },
};

/** Carrier variant: EFT with the carrier's union local number (a number field from its definition). */
export const CarrierVariant: Story = {
  name: 'Carrier variant',
  parameters: { queryData: billingStepQueryData('eft', undefined, CARRIER_FIELDS.billing_info) },
};

const cardSection = billingDescriptors(normalizeDescriptors(billingDescriptorsFor('cc')), { type: 'cc' }).map((d) => ({
  ...d,
}));

/** The error state: a refused card save, each message under its field. */
export const CardErrors: StoryObj<typeof StepStory> = {
  render: () => (
    <StepStory
      title={STEP_TITLES.billing_info}
      step={billingStepOn(STORY_TODAY)}
      descriptors={cardSection}
      serverErrors={billingCardErrors}
    />
  ),
};
