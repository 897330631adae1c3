import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { PlanCardData } from '../../../schemas/api/plan-listing';
import type { CartRefusalItem } from '../../../schemas/api/cart';
import { cartRefusalOf, type ReplacePlanOffer, useAddPlanToCart } from '../cart';
import { planDetailHref } from './plan-href';

export type TierPrice = PlanCardData['tier_price'][number];
/** What adding needs of a plan: its id, and its name for the plan page a refusal may send the shopper to. */
type AddablePlan = Pick<PlanCardData, 'plan_id' | 'plan_name'>;

/**
 * Adding from a plan card (000 section 4 "Plan addition", 001 section 8 "Cart errors"): success
 * shows the server message in the notify dialog; 'blackout' shows the message in red at the card;
 * 'already-active' opens a modal with OK. 'membership-required' (premier plans, whose membership is
 * chosen on the plan page) sends the shopper to the plan page; 'single-plan' (a second plan of one
 * coverage) names the plan in the cart with Replace, which sends the add again with
 * replace_plan_ids; any other refusal shows the server's message at the card, so no refusal is silent.
 */
export function useAddToCart(enrollmentId: string | undefined, prefix = '') {
  const navigate = useNavigate();
  const mutation = useAddPlanToCart();
  const [added, setAdded] = useState<string | null>(null);
  const [cardError, setCardError] = useState<{ planId: number; message: string } | null>(null);
  const [alreadyActive, setAlreadyActive] = useState<string | null>(null);
  const [replacing, setReplacing] = useState<{ card: AddablePlan; price: TierPrice; refusal: CartRefusalItem } | null>(
    null,
  );

  const add = (card: AddablePlan, price: TierPrice, replacePlanIds?: number[]) => {
    if (!enrollmentId) return;
    setCardError(null);
    mutation.mutate(
      {
        enrollment_id: enrollmentId,
        plan_id: card.plan_id,
        plan_pricing_id: price.plan_pricing_id,
        ...(replacePlanIds ? { replace_plan_ids: replacePlanIds } : {}),
      },
      {
        onSuccess: (data) => {
          setReplacing(null);
          setAdded(data.message);
        },
        onError: (error) => {
          setReplacing(null);
          const refusal = cartRefusalOf(error);
          if (!refusal) return;
          if (refusal.errorCode === 'single-plan') setReplacing({ card, price, refusal });
          else if (refusal.errorCode === 'already-active') setAlreadyActive(refusal.message);
          else if (refusal.errorCode === 'membership-required') void navigate(planDetailHref(prefix, card));
          else setCardError({ planId: card.plan_id, message: refusal.message });
        },
      },
    );
  };

  const replace: ReplacePlanOffer | null = replacing && {
    message: replacing.refusal.message,
    busy: mutation.isPending,
    onReplace: () =>
      add(
        replacing.card,
        replacing.price,
        (replacing.refusal.in_cart ?? []).map((p) => p.plan_id),
      ),
    onKeep: () => setReplacing(null),
  };

  return {
    add: (card: AddablePlan, price: TierPrice) => add(card, price),
    replace,
    pendingPlanId: mutation.isPending ? mutation.variables?.plan_id : undefined,
    added,
    closeAdded: () => setAdded(null),
    cardError,
    alreadyActive,
    closeAlreadyActive: () => setAlreadyActive(null),
  };
}
