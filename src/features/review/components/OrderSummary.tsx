import type { PlanCart } from '../../../../schemas/api/cart';
import { PaycheckCost } from '../../../components/PaycheckCost';
import { formatUsd } from '../../../lib/money';

/** Order summary (002 section 2): Effective Date, the plans with prices, First Month Total Cost, Recurring Monthly Cost. */
export function OrderSummary({ cart }: { cart: PlanCart }) {
  return (
    <section className="oe-card oe-review-summary" aria-labelledby="oe-order-summary">
      <h2 id="oe-order-summary">Order Summary</h2>
      <dl className="oe-cart-costs__list">
        <div>
          <dt>Effective Date</dt>
          <dd>{cart.effective_date ?? '-'}</dd>
        </div>
        {cart.result.map((plan) => (
          <div key={plan.plan_id}>
            <dt>{plan.plan_name}</dt>
            <dd>
              {formatUsd(plan.price)}
              <PaycheckCost paycheck={plan.paycheck} variant="short" />
            </dd>
          </div>
        ))}
        <div className="oe-cart-costs__total">
          <dt>First Month Total Cost</dt>
          <dd>{formatUsd(cart.initial_month_cost)}</dd>
        </div>
        <div>
          <dt>Recurring Monthly Cost</dt>
          <dd>{formatUsd(cart.recurring_month_cost)}</dd>
        </div>
      </dl>
      <PaycheckCost paycheck={cart.per_paycheck} />
    </section>
  );
}
