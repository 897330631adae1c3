import type { PlanCardData } from '../../../schemas/api/plan-listing';

/**
 * Plan detail path: /plan/{id}/{name} under the landing segment. Its own module, so the home
 * page's featured cards link to plan pages without loading the listing card and what it shows.
 */
export function planDetailHref(prefix: string, card: Pick<PlanCardData, 'plan_id' | 'plan_name'>): string {
  return `${prefix}/plan/${card.plan_id}/${encodeURIComponent(card.plan_name)}`;
}
