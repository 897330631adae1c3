import type { PlanCart } from '../../../../schemas/api/cart';
import { EMPLOYEE_COST_TEXT } from '../../../../schemas/plan-benefits';
import { LinePrice, PaycheckCost } from '../../../components/PaycheckCost';
import { formatUsd } from '../../../lib/money';

/**
 * Order summary (002 section 2): Effective Date, the plans with prices, First Month Total Cost,
 * Recurring Monthly Cost. A group employee's cost leads; the full premium totals follow as the detail.
 */
export function OrderSummary({ cart }: { cart: PlanCart }) {
  return (
    <section className="oe-card oe-review-summary" aria-labelledby="oe-order-summary">
      <h2 id="oe-order-summary">Order Summary</h2>
      <PaycheckCost paycheck={cart.per_paycheck} />
      <dl className="oe-cart-costs__list">
        <div>
          <dt>Effective Date</dt>
          <dd>{cart.effective_date ?? '-'}</dd>
        </div>
        {cart.result.map((plan) => (
          <div key={plan.plan_id}>
            <dt>{plan.plan_name}</dt>
            <dd>
              <LinePrice price={plan.price} paycheck={plan.paycheck} />
            </dd>
          </div>
        ))}
      </dl>
      {cart.per_paycheck && <p className="oe-cart-costs__caption">{EMPLOYEE_COST_TEXT.fullPremiumHeading}</p>}
      <dl className={cart.per_paycheck ? 'oe-cart-costs__list oe-cart-costs__list--detail' : 'oe-cart-costs__list'}>
        <div className="oe-cart-costs__total">
          <dt>First Month Total Cost</dt>
          <dd>{formatUsd(cart.initial_month_cost)}</dd>
        </div>
        <div>
          <dt>Recurring Monthly Cost</dt>
          <dd>{formatUsd(cart.recurring_month_cost)}</dd>
        </div>
      </dl>
    </section>
  );
}
