import type { Meta, StoryObj } from '@storybook/react-vite';
import { CartCosts } from '../src/features/cart/components/CartCosts';
import { CartLines } from '../src/features/cart/components/CartLines';
import { cartEffectiveDatesQueryKey } from '../src/features/cart/api/get-cart-effective-dates';
import { effectiveDateChoiceQueryKey } from '../src/features/effective-date';
import { planCartFixture } from './fixtures/cart';
import '../src/styles/commerce.css';

const ENROLLMENT = 'story-enrollment';
const DATES = ['12/01/2026', '01/01/2027'];

function CartPreview({ withError }: { withError: boolean }) {
  return (
    <div className="oe-cart-layout">
      <CartLines lines={planCartFixture.result} onRemove={() => undefined} />
      <CartCosts
        cart={planCartFixture}
        enrollmentId={ENROLLMENT}
        error={withError ? 'Please choose one of the effective dates offered.' : undefined}
      />
    </div>
  );
}

const meta = {
  title: 'Cart/CartLines',
  component: CartPreview,
  args: { withError: false },
  parameters: {
    queryData: [
      [cartEffectiveDatesQueryKey(ENROLLMENT), { result: DATES }],
      [effectiveDateChoiceQueryKey(ENROLLMENT), { result: DATES, effective_date: DATES[0] }],
    ],
  },
  decorators: [
    (Story) => (
      <div className="oe-container">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CartPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Lines (the membership is not removable on its own), effective date and the three costs. */
export const WithMembership: Story = {};

/** A refused checkout date, announced under the dropdown. */
export const DateError: Story = { args: { withError: true } };
