import type { Meta, StoryObj } from '@storybook/react-vite';
import { FeaturedPlans } from '../src/features/plans/components/FeaturedPlans';
import { ApiRequestError } from '../src/lib/api-client';
import { featuredPlansFixture } from './fixtures/site';

const meta = {
  title: 'Home/FeaturedPlans',
  component: FeaturedPlans,
  args: { state: { status: 'ready', plans: featuredPlansFixture.result } },
  decorators: [
    (Story) => (
      <div className="oe-container">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FeaturedPlans>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Cards with a logo, one without (monogram) and one whose short text arrives as HTML. */
export const Grid: Story = {};

export const Loading: Story = { args: { state: { status: 'loading' } } };

export const Empty: Story = { args: { state: { status: 'ready', plans: [] } } };

export const LoadError: Story = {
  args: {
    state: {
      status: 'error',
      error: new ApiRequestError('We could not reach the server. Please check your connection and try again.', 0, null),
      onRetry: () => undefined,
    },
  },
};
