import type { PaycheckCost as Paycheck, PerPaycheckTotal } from '../../schemas/api/compare';
import { formatUsd } from '../../schemas/money';
import { PAY_FREQUENCY_LABELS } from '../../schemas/plan-benefits';
import '../styles/paycheck.css';

interface Props {
  /** A plan's figures, or a cart's total; nothing is drawn for null (no group pay frequency). */
  paycheck: Paycheck | PerPaycheckTotal | null | undefined;
  /** 'Your cost per paycheck' on a line of its own, or the short form beside a price. */
  variant?: 'line' | 'short';
}

/**
 * The employee's cost per paycheck after the employer's share, as the server computed it (integer
 * cents), with the pay frequency and the employer's monthly share in words; the same text on cards,
 * the plan page, compare, the cart, review and the receipt.
 */
export function PaycheckCost({ paycheck, variant = 'line' }: Props) {
  if (!paycheck) return null;
  const amount = formatUsd(paycheck.employee_per_paycheck_cents);
  const frequency = PAY_FREQUENCY_LABELS[paycheck.pay_frequency].toLowerCase();
  const employer =
    paycheck.employer_monthly_cents > 0
      ? `, after your employer's ${formatUsd(paycheck.employer_monthly_cents)} a month`
      : '';
  if (variant === 'short')
    return (
      <span className="oe-paycheck oe-paycheck--short">
        <strong>{amount}</strong> per paycheck
        <span className="oe-paycheck__note">
          {' '}
          ({frequency}
          {employer})
        </span>
      </span>
    );
  return (
    <p className="oe-paycheck">
      <span className="oe-paycheck__label">Your cost per paycheck</span> <strong>{amount}</strong>{' '}
      <span className="oe-paycheck__note">
        ({frequency}
        {employer})
      </span>
    </p>
  );
}
