import type { Meta, StoryObj } from '@storybook/react-vite';
import { PlanSections } from '../src/features/plans/components/PlanSections';
import { planCardsFixture } from './fixtures/cart';
import '../src/styles/commerce.css';

const meta = {
  title: 'Plans/PlanSections',
  component: PlanSections,
  args: {
    cards: planCardsFixture,
    selectedTier: 'IO',
    prefix: '',
    onAdd: () => undefined,
    pendingPlanId: undefined,
    cardError: null,
  },
  decorators: [
    (Story) => (
      <div className="oe-container">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PlanSections>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Category sections, bundles bucketed by size, the selected tier's add button and an 'In cart' plan. */
export const Sections: Story = {};

/** The blackout refusal shown in red under its card. */
export const Blackout: Story = {
  args: {
    cardError: {
      planId: 102,
      message: 'This plan is in an enrollment blackout period and cannot be added to the cart right now.',
    },
  },
};
