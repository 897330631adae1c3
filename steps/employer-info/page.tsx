import { useCartPlanInfo } from '../../src/wizard/api/get-cart-plan-info';
import type { FormActionProps, KindPageExports } from '../../src/wizard/form-actions';

/** Skip on Employer Information when the cart holds an IHA plan (001 sections 2 and 4; the server checks it again). */
function SkipWithIhaAction({ enrollmentId, skip }: FormActionProps) {
  const cartInfo = useCartPlanInfo(enrollmentId, true);
  if (cartInfo.data?.is_IHA !== true) return null;
  return (
    <button type="button" className="oe-button oe-button--secondary" onClick={skip}>
      Skip
    </button>
  );
}

export const formActions: KindPageExports['formActions'] = { skipWithIha: SkipWithIhaAction };
