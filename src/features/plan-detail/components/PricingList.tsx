import type { PricedPlan } from '../../../../schemas/api/pricing';
import { formatDollars } from '../../../../schemas/money';

interface Props {
  plans: PricedPlan[];
  /** Hidden while plan questions wait for answers (001 section 4). */
  showButtons: boolean;
  /** 'Enroll Now' opens the questions instead of adding (membership flow before the answers). */
  buttonLabel: 'Add to Cart' | 'Enroll Now';
  busy: boolean;
  onChoose: (plan: PricedPlan) => void;
}

/** The plan's price per tier; only the enrollment's own tier can go into the cart. */
export function PricingList({ plans, showButtons, buttonLabel, busy, onChoose }: Props) {
  return (
    <ul className="oe-pd-prices" aria-label="Plan prices">
      {plans.map((p) => (
        <li key={p.ppid} className={p.selected_plan ? 'oe-pd-price is-selected' : 'oe-pd-price'}>
          <span className="oe-pd-price__tier">{p.tier_label}</span>
          <span className="oe-pd-price__amount">
            {formatDollars(p.price)}
            <span className="oe-muted"> /month</span>
          </span>
          {p.selected_plan && showButtons && (
            <button
              type="button"
              className="oe-button oe-button--primary"
              disabled={busy}
              onClick={() => onChoose(p)}
              aria-label={`${buttonLabel}: ${p.plan_name}, ${p.tier_label}`}
            >
              {buttonLabel}
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
