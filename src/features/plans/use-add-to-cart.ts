import { useState } from 'react';
import type { PlanCardData } from '../../../schemas/api/plan-listing';
import { cartRefusalOf, useAddPlanToCart } from '../cart/api/add-plan-to-cart';

export type TierPrice = PlanCardData['tier_price'][number];

/**
 * Adding from a plan card (000 section 4 "Plan addition", 001 section 8 "Cart errors"): success
 * shows the server message in the notify dialog; 'blackout' shows the message in red at the card;
 * 'already-active' opens a modal with OK; other refusal codes show nothing.
 */
export function useAddToCart(enrollmentId: string | undefined) {
  const mutation = useAddPlanToCart();
  const [added, setAdded] = useState<string | null>(null);
  const [blackout, setBlackout] = useState<{ planId: number; message: string } | null>(null);
  const [alreadyActive, setAlreadyActive] = useState<string | null>(null);

  const add = (card: PlanCardData, price: TierPrice) => {
    if (!enrollmentId) return;
    setBlackout(null);
    mutation.mutate(
      { enrollment_id: enrollmentId, plan_id: card.plan_id, plan_pricing_id: price.plan_pricing_id },
      {
        onSuccess: (data) => setAdded(data.message),
        onError: (error) => {
          const refusal = cartRefusalOf(error);
          if (refusal?.errorCode === 'blackout') setBlackout({ planId: card.plan_id, message: refusal.message });
          else if (refusal?.errorCode === 'already-active') setAlreadyActive(refusal.message);
        },
      },
    );
  };

  return {
    add,
    pendingPlanId: mutation.isPending ? mutation.variables?.plan_id : undefined,
    added,
    closeAdded: () => setAdded(null),
    blackout,
    alreadyActive,
    closeAlreadyActive: () => setAlreadyActive(null),
  };
}
