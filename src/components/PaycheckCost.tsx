import type { PaycheckCost as Paycheck, PerPaycheckTotal } from '../../schemas/api/compare';
import { formatUsd } from '../../schemas/money';
import { EMPLOYEE_COST_TEXT as T } from '../../schemas/plan-benefits';
import { formatUsd as formatDollars } from '../lib/money';
import '../styles/paycheck.css';

interface Props {
  /** A plan's figures, or a cart's total; nothing is drawn for null (no group pay frequency). */
  paycheck: Paycheck | PerPaycheckTotal | null | undefined;
  /** 'line': the lead block of a card, plan page or total; 'short': one line of a cart, review or receipt. */
  variant?: 'line' | 'short';
}

/** 'Full premium $38.00 a month, your employer pays $20.00': the detail under what the employee pays. */
function premiumDetail(paycheck: NonNullable<Paycheck | PerPaycheckTotal>): string {
  const share =
    paycheck.employer_monthly_cents > 0
      ? T.employerPays(formatUsd(paycheck.employer_monthly_cents))
      : T.noEmployerShare;
  return `${T.fullPremium(formatUsd(paycheck.premium_monthly_cents))}, ${share}`;
}

/**
 * What a group employee pays, as the server computed it (integer cents, decision 0080): per
 * paycheck first, then per year after the employer's share, then the full premium as the detail;
 * the same text on cards, the plan page, compare, the cart, review and the receipt.
 */
export function PaycheckCost({ paycheck, variant = 'line' }: Props) {
  if (!paycheck) return null;
  const perPaycheck = formatUsd(paycheck.employee_per_paycheck_cents);
  const perYear = formatUsd(paycheck.employee_yearly_cents);
  if (variant === 'short')
    return (
      <span className="oe-paycheck oe-paycheck--short">
        <strong>{perPaycheck}</strong> {T.perPaycheck}
        <span className="oe-paycheck__year">
          {' '}
          · {perYear} {T.perYear}
        </span>
        <span className="oe-paycheck__note"> ({premiumDetail(paycheck)})</span>
      </span>
    );
  return (
    <div className="oe-paycheck">
      <p className="oe-paycheck__lead">
        <span className="oe-paycheck__label">{T.youPay}</span> <strong>{perPaycheck}</strong> {T.perPaycheck}
      </p>
      <p className="oe-paycheck__year">
        <strong>{perYear}</strong> {T.perYear}, {T.paid(paycheck.pay_frequency)}
      </p>
      <p className="oe-paycheck__note">{premiumDetail(paycheck)}</p>
    </div>
  );
}

/** A plan line's price: what the employee pays when a paycheck applies, else the monthly price (dollars). */
export function LinePrice({ price, paycheck }: { price: number; paycheck: Paycheck | null | undefined }) {
  if (paycheck) return <PaycheckCost paycheck={paycheck} variant="short" />;
  return (
    <>
      {formatDollars(price)}
      <span className="oe-muted"> / month</span>
    </>
  );
}
