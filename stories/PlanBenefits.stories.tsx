import type { Meta, StoryObj } from '@storybook/react-vite';
import { BenefitsTable } from '../src/features/compare/components/BenefitsTable';
import { YearlyEstimateBreakdown } from '../src/features/compare/components/YearlyEstimateFigure';
import { dentalEstimateFixture, dentalPlanBenefitsFixture } from './fixtures/compare';

function PlanBenefits({ withEstimate }: { withEstimate: boolean }) {
  return (
    <>
      <BenefitsTable benefits={dentalPlanBenefitsFixture} planName="Brightsmile Dental Plus PPO" />
      {withEstimate && <YearlyEstimateBreakdown estimate={dentalEstimateFixture} />}
    </>
  );
}

const meta = {
  title: 'Plan detail/Benefits',
  component: PlanBenefits,
  args: { withEstimate: true },
  decorators: [
    (Story) => (
      <div className="oe-container oe-section">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PlanBenefits>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The plan page's benefits table (caption, row headers, HSA eligibility) and the yearly estimate split. */
export const DentalPlan: Story = {};

/** The table alone, as a plan page shows it before a quote (no enrollment, so no estimate). */
export const WithoutEstimate: Story = { args: { withEstimate: false } };
