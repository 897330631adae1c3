import { healthReview, type StepReview } from './health-review';

/**
 * Steps whose saved data needs its own review layout rather than the generic labelled rows (the
 * health answers: one group per question). Keyed by tab_name; the review page asks here first.
 */
export const STEP_REVIEWS: Readonly<Record<string, (data: Readonly<Record<string, unknown>>) => StepReview>> = {
  primary_health_info: healthReview,
};
