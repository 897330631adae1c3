import { Link } from 'react-router';
import type { RelatedPlan } from '../../../../schemas/api/pricing';
import { formatDollars } from '../../../../schemas/money';
import { planPath } from '../plan-path';

/** Suggested products: plans of the same kind priced for this applicant, each linking to its detail page. */
export function SuggestedProducts({ plans, prefix }: { plans: RelatedPlan[]; prefix: string }) {
  if (plans.length === 0) return null;
  return (
    <section className="oe-pd-related" aria-labelledby="oe-pd-related-title">
      <h2 id="oe-pd-related-title">Suggested Products</h2>
      <ul className="oe-pd-related__list">
        {plans.map((p) => (
          <li key={p.plan_id} className="oe-card oe-pd-related__item">
            <h3>{p.plan_name}</h3>
            <p className="oe-pd-price__amount">
              {formatDollars(p.price)}
              <span className="oe-muted"> /month</span>
            </p>
            <Link to={planPath(prefix, p.plan_id, p.plan_name)} aria-label={`View More Details: ${p.plan_name}`}>
              View More Details
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
