import type { PlanCart } from '../../../../schemas/api/cart';
import { EMPLOYEE_COST_TEXT } from '../../../../schemas/plan-benefits';
import { PaycheckCost } from '../../../components/PaycheckCost';
import { formatUsd } from '../../../lib/money';
import { EffectiveDatePicker } from '../../effective-date';
import { useCartEffectiveDates } from '../api/get-cart-effective-dates';

interface Props {
  cart: PlanCart;
  enrollmentId: string;
  error?: string | undefined;
}

/**
 * Effective Date dropdown (the cart's dates; changing it reprices the cart: EffectiveDatePicker),
 * first-month, recurring and total cost (000 section 2). For a group employee what they pay leads (per paycheck and per year); the full premium totals follow as the detail.
 */
export function CartCosts({ cart, enrollmentId, error }: Props) {
  const dates = useCartEffectiveDates(enrollmentId);
  return (
    <div className="oe-card oe-cart-costs">
      <EffectiveDatePicker enrollmentId={enrollmentId} error={error} dates={dates.data?.result} />
      <PaycheckCost paycheck={cart.per_paycheck} />
      {cart.per_paycheck && <p className="oe-cart-costs__caption">{EMPLOYEE_COST_TEXT.fullPremiumHeading}</p>}
      <dl className={cart.per_paycheck ? 'oe-cart-costs__list oe-cart-costs__list--detail' : 'oe-cart-costs__list'}>
        <div>
          <dt>First month cost</dt>
          <dd>{formatUsd(cart.initial_month_cost)}</dd>
        </div>
        <div>
          <dt>Recurring monthly cost</dt>
          <dd>{formatUsd(cart.recurring_month_cost)}</dd>
        </div>
        <div className="oe-cart-costs__total">
          <dt>Total cost</dt>
          <dd>{formatUsd(cart.initial_month_cost)}</dd>
        </div>
      </dl>
    </div>
  );
}
