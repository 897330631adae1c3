import { Link, useParams } from 'react-router';
import type { FeaturedPlans } from '../../../../schemas/api/site';
import { plainText } from '../../../lib/plain-text';
import { safeImageUrl } from '../../../lib/theme';
import { planDetailHref } from '../plan-href';

export type FeaturedPlan = FeaturedPlans['result'][number];

/** One featured plan: logo, name and short text (000 section 3, "Featured plan"); the whole card opens the plan's page. */
export function PlanCard({ plan }: { plan: FeaturedPlan }) {
  const { landing } = useParams();
  const prefix = landing ? `/${encodeURIComponent(landing)}` : '';
  const logo = safeImageUrl(plan.plan_logo);
  return (
    <article className="oe-card oe-plan-card oe-plan-card--linked">
      <div className="oe-plan-card__logo">
        {/* The name follows as the heading, so the logo is decorative. */}
        {logo ? (
          <img src={logo} alt="" loading="lazy" width="160" height="64" />
        ) : (
          <span className="oe-plan-card__monogram" aria-hidden="true">
            {plan.plan_name.charAt(0)}
          </span>
        )}
      </div>
      <h3 className="oe-plan-card__name">
        {/* The name is the card's one link; its hit area covers the card (layout.css). */}
        <Link to={planDetailHref(prefix, plan)} className="oe-plan-card__link">
          {plan.plan_name}
        </Link>
      </h3>
      <p className="oe-plan-card__text">{plainText(plan.plan_short_text)}</p>
    </article>
  );
}
