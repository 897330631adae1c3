import type { FeaturedPlans } from '../../../../schemas/api/site';
import { plainText } from '../../../lib/plain-text';
import { safeImageUrl } from '../../../lib/theme';

export type FeaturedPlan = FeaturedPlans['result'][number];

/** One featured plan: logo, name and short text (000 section 3, "Featured plan"). */
export function PlanCard({ plan }: { plan: FeaturedPlan }) {
  const logo = safeImageUrl(plan.plan_logo);
  return (
    <article className="oe-card oe-plan-card">
      <div className="oe-plan-card__logo">
        {/* The name follows as the heading, so the logo is decorative. */}
        {logo ? <img src={logo} alt="" loading="lazy" width="160" height="64" /> : <span className="oe-plan-card__monogram" aria-hidden="true">{plan.plan_name.charAt(0)}</span>}
      </div>
      <h3 className="oe-plan-card__name">{plan.plan_name}</h3>
      <p className="oe-plan-card__text">{plainText(plan.plan_short_text)}</p>
    </article>
  );
}
