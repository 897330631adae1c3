import type { Meta, StoryObj } from '@storybook/react-vite';
import { STEP_TITLES } from '../../schemas/messages';
import { healthInfoStep } from '../../schemas/steps/health-info';
import {
  healthDefaultDescriptors,
  healthErrorDescriptors,
  healthServerErrors,
  healthYesDescriptors,
} from '../../stories/fixtures/health';
import { withCarrierDescriptors } from '../../stories/fixtures/carrier-fields';
import { StepStory } from '../../stories/wizard/StepStory';
import '../../src/wizard/health-step.css';

/** Primary Health Questions drawn by the one StepRenderer with the health fields of widgets/. */
const meta = { title: 'Wizard/Health Questions', component: StepStory } satisfies Meta<typeof StepStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const title = STEP_TITLES.primary_health_info;

/** Every question starts on No; the medication question and Additional Notes follow. */
export const Default: Story = { args: { title, step: healthInfoStep, descriptors: healthDefaultDescriptors } };

/** Yes opens the follow-up fields: the ordinary entry, none for 145, the physician entry for 146; two medications. */
export const YesWithFollowUps: Story = { args: { title, step: healthInfoStep, descriptors: healthYesDescriptors } };

/** The save answered errors: under their fields by the '_message' keys, and in a question's row. */
export const ServerErrors: Story = {
  args: { title, step: healthInfoStep, descriptors: healthErrorDescriptors, serverErrors: healthServerErrors },
};

/** Carrier variant: a yes/no tobacco question answered Yes with its follow-up, and the date of the last check-up, after the step's own questions. */
export const CarrierVariant: Story = {
  name: 'Carrier variant',
  args: {
    title,
    step: healthInfoStep,
    descriptors: withCarrierDescriptors(healthDefaultDescriptors, 'primary_health_info'),
  },
};
