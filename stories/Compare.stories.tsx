import type { Meta, StoryObj } from '@storybook/react-vite';
import { CompareTable } from '../src/features/compare/components/CompareTable';
import { comparePlansFixture } from './fixtures/compare';
import '../src/styles/commerce.css';

const meta = {
  title: 'Compare/CompareTable',
  component: CompareTable,
  args: {
    result: comparePlansFixture().result,
    prefix: '/jordan',
    narrow: false,
    onAdd: () => undefined,
    pendingPlanId: undefined,
    cardError: null,
    onRemove: () => undefined,
  },
  decorators: [
    (Story) => (
      <div className="oe-container">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CompareTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three dental plans at medium use: differing rows say so, the lowest premium and yearly cost say 'Lowest'. */
export const ThreePlans: Story = {};

/** A plan the shopper cannot buy shows the eligibility message in its column and no figures. */
export const EligibilityError: Story = {
  args: {
    result: comparePlansFixture({ errors: { 103: 'This plan is not available in your state.' } }).result,
  },
};

/** An Acme employee: the cost per paycheck row after the employer's share. */
export const CostPerPaycheck: Story = {
  args: { result: comparePlansFixture({ withPaycheck: true, useLevel: 'high' }).result },
};

/** A phone: two plans side by side with the switcher, the row headers kept in view. */
export const Phone: Story = {
  args: { narrow: true },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
