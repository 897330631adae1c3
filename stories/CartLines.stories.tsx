import type { Meta, StoryObj } from '@storybook/react-vite';
import { CartCosts } from '../src/features/cart/components/CartCosts';
import { CartLines } from '../src/features/cart/components/CartLines';
import { planCartFixture } from './fixtures/cart';
import '../src/styles/commerce.css';

function CartPreview({ withError }: { withError: boolean }) {
  return (
    <div className="oe-cart-layout">
      <CartLines lines={planCartFixture.result} onRemove={() => undefined} />
      <CartCosts
        cart={planCartFixture}
        dates={['12/01/2026', '01/01/2027']}
        effectiveDate="12/01/2026"
        onEffectiveDate={() => undefined}
        error={withError ? 'Please choose one of the effective dates offered.' : undefined}
      />
    </div>
  );
}

const meta = {
  title: 'Cart/CartLines',
  component: CartPreview,
  args: { withError: false },
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
