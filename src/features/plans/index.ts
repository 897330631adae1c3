export { useFeaturedPlans } from './api/get-featured-plans';
export { FeaturedPlans } from './components/FeaturedPlans';
export type { FeaturedPlansState } from './components/FeaturedPlans';
