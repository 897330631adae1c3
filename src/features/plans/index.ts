export { useFeaturedPlans } from './api/get-featured-plans';
export { FeaturedPlans } from './components/FeaturedPlans';
export type { FeaturedPlansState } from './components/FeaturedPlans';
export { AddedDialogs } from './components/AddedDialogs';
export { useAddToCart } from './use-add-to-cart';
