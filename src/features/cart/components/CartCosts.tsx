import { useId } from 'react';
import type { PlanCart } from '../../../../schemas/api/cart';
import { EMPLOYEE_COST_TEXT } from '../../../../schemas/plan-benefits';
import { PaycheckCost } from '../../../components/PaycheckCost';
import { formatUsd } from '../../../lib/money';

interface Props {
  cart: PlanCart;
  dates: readonly string[];
  effectiveDate: string;
  onEffectiveDate: (date: string) => void;
  error?: string | undefined;
}

/**
 * Effective Date dropdown, first-month, recurring and total cost (000 section 2). For a group
 * employee what they pay leads (per paycheck and per year); the full premium totals follow as the detail.
 */
export function CartCosts({ cart, dates, effectiveDate, onEffectiveDate, error }: Props) {
  const id = useId();
  return (
    <div className="oe-card oe-cart-costs">
      <div className="oe-cart-field">
        <label htmlFor={id}>Effective Date</label>
        <select
          id={id}
          value={effectiveDate}
          onChange={(e) => onEffectiveDate(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        >
          {dates.map((d) => (
            <option key={d} value={d}>
              {d}
            </option>
          ))}
        </select>
        {error && (
          <p id={`${id}-error`} className="oe-field__error" role="alert">
            {error}
          </p>
        )}
      </div>
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
