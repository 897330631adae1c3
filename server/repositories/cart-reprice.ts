import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { cartLines, enrollments } from '../db/schema';
import { forgetRequestReads } from '../plugins/request-reads';

/** A cart line's new rate row and price on another effective date. */
export interface RepricedLine {
  planId: number;
  planPricingId: number;
  monthlyCents: number;
}

/**
 * A new effective date for an enrollment, in one transaction: the lines of `removePlanIds` leave the
 * cart, the others take the rate rows in force on the date, and the enrollment keeps the date (decision 0280).
 * One statement per cart line (a cart holds a handful), each with a fixed number of parameters.
 */
export async function repriceCart(
  db: Db,
  enrollmentId: string,
  effectiveDate: string,
  removePlanIds: readonly number[],
  lines: readonly RepricedLine[],
): Promise<void> {
  forgetRequestReads();
  await db.transaction(async (tx) => {
    if (removePlanIds.length > 0)
      await tx
        .delete(cartLines)
        .where(and(eq(cartLines.enrollmentId, enrollmentId), inArray(cartLines.planId, [...removePlanIds])));
    for (const line of lines)
      await tx
        .update(cartLines)
        .set({ planPricingId: line.planPricingId, monthlyCents: line.monthlyCents })
        .where(and(eq(cartLines.enrollmentId, enrollmentId), eq(cartLines.planId, line.planId)));
    await tx.update(enrollments).set({ effectiveDate, updatedAt: new Date() }).where(eq(enrollments.id, enrollmentId));
  });
  forgetRequestReads();
}
