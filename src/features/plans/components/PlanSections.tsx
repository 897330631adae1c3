import { useNavigate } from 'react-router';
import { BUNDLE_HEADINGS, CATEGORIES } from '../../../../schemas/categories';
import type { PlanCardData } from '../../../../schemas/api/plan-listing';
import { bucketBundles } from '../../../../schemas/bundles';
import type { TierPrice } from '../use-add-to-cart';
import { planDetailHref } from '../plan-href';
import { PlanListingCard } from './PlanListingCard';

interface Props {
  cards: readonly PlanCardData[];
  selectedTier: string | null;
  prefix: string;
  onAdd: (card: PlanCardData, price: TierPrice) => void;
  pendingPlanId: number | undefined;
  /** A refusal shown in red at its card (blackout and other codes the card cannot act on). */
  cardError: { planId: number; message: string } | null;
}

/** Plan cards grouped under the category headings; bundles under 'Multiple Products In One' by size. */
export function PlanSections({ cards, selectedTier, prefix, onAdd, pendingPlanId, cardError }: Props) {
  const navigate = useNavigate();
  // A plan needing the association membership is added on its detail page, where the membership is chosen.
  const add = (card: PlanCardData, price: TierPrice) =>
    card.is_prudential_plan ? navigate(planDetailHref(prefix, card)) : onAdd(card, price);

  const grid = (list: readonly PlanCardData[]) => (
    <ul className="oe-plan-grid">
      {list.map((card) => (
        <li key={card.plan_id}>
          <PlanListingCard
            card={card}
            selectedTier={selectedTier}
            prefix={prefix}
            onAdd={add}
            busy={pendingPlanId === card.plan_id}
            error={cardError?.planId === card.plan_id ? cardError.message : undefined}
          />
        </li>
      ))}
    </ul>
  );

  return (
    <>
      {CATEGORIES.map((category) => {
        const inCategory = cards.filter((c) => c.plan_category === category.code);
        if (inCategory.length === 0) return null;
        const headingId = `plans-${category.code}`;
        if (category.code !== 'bundles') {
          const assumes = inCategory.find((c) => c.estimate)?.estimate?.assumptions;
          return (
            <section key={category.code} className="oe-plan-section" aria-labelledby={headingId}>
              <h2 id={headingId}>{category.heading}</h2>
              {assumes && <p className="oe-plan-section__assumes">Yearly cost estimates assume: {assumes}</p>}
              {grid(inCategory)}
            </section>
          );
        }
        const { buckets, others } = bucketBundles(inCategory);
        return (
          <section key={category.code} className="oe-plan-section" aria-labelledby={headingId}>
            <h2 id={headingId}>{category.heading}</h2>
            {buckets.map((b) => (
              <section key={b.size} aria-labelledby={`${headingId}-${b.size}`}>
                <h3 id={`${headingId}-${b.size}`} className="oe-plan-section__sub">
                  {BUNDLE_HEADINGS[b.size]}
                </h3>
                {grid(b.plans)}
              </section>
            ))}
            {others.length > 0 && grid(others)}
          </section>
        );
      })}
    </>
  );
}
