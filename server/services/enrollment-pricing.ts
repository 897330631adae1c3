import type { Db } from '../db/client';
import type { EnrollmentRow } from '../repositories/enrollments';
import type { PlanRow } from '../repositories/cart';
import { pricingRowsOf } from '../repositories/rate-lookup';
import { rateScopeOf } from '../domain/rate-scope';
import { priceForPlan, type PriceResult } from '../domain/pricing';

/** Prices one plan for the enrollment's filter with the pricing domain (the only pricing rule). */
export async function priceForEnrollment(
  db: Db,
  enrollment: EnrollmentRow,
  plan: PlanRow,
  soldInPortal: boolean,
  today = new Date(),
): Promise<PriceResult> {
  const pricingRows = await pricingRowsOf(db, [plan.id], rateScopeOf(enrollment, today));
  return priceForPlan({ plan, pricingRows, filter: enrollment, today, context: { soldInPortal } });
}
