export { cartRefusalOf, useAddPlanToCart } from './api/add-plan-to-cart';
export { useAddPlanPairToCart } from './api/add-plan-to-cart-prudentials';
export { cartAmountQueryKey, useCartAmount } from './api/get-cart-amount';
export { cartCountQueryKey, useCartCount } from './api/get-cart-count';
export { planCartQueryOptions } from './api/get-plan-cart';
export { ReplacePlanDialog } from './components/ReplacePlanDialog';
export type { ReplacePlanOffer } from './components/ReplacePlanDialog';
