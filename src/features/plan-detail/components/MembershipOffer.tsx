import type { ElevatePricing } from '../../../../schemas/api/pricing';
import { formatDollars } from '../../../../schemas/money';
import { MESSAGES } from '../../../../schemas/messages';

export type MembershipChoice = { pid: number; ppid: number };

/** The Elevate Wellness Membership offer grid: choosing one unlocks the plan's prices (membership flow). */
export function MembershipOffer({
  plans,
  onSelect,
}: {
  plans: ElevatePricing['plans'];
  onSelect: (choice: MembershipChoice) => void;
}) {
  return (
    <section className="oe-pd-membership" aria-labelledby="oe-pd-membership-title">
      <h2 id="oe-pd-membership-title">Elevate Wellness Membership</h2>
      <p>
        This plan is offered to members of a national association with over 100,000 members. Choose a membership to see
        your rates.
      </p>
      <ul className="oe-pd-membership__grid">
        {plans.map((m) => (
          <li key={m.pid} className="oe-card oe-pd-membership__item">
            <h3>{m.plan_name}</h3>
            <p>{m.short_text}</p>
            <p className="oe-pd-price__amount">
              {formatDollars(m.price)}
              <span className="oe-muted"> /month</span>
            </p>
            <button
              type="button"
              className="oe-button oe-button--primary"
              onClick={() => onSelect({ pid: m.pid, ppid: m.ppid })}
              aria-label={`${MESSAGES.selectMembership}: ${m.plan_name}`}
            >
              {MESSAGES.selectMembership}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
