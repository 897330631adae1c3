import { and, asc, inArray, isNull, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { agreementTexts } from '../db/schema';
import type { AgreementText } from '../../schemas/steps/agreement-info';
import type { CartProfile } from './form-rules';

/** The agreement texts for a cart: the general ones and those of its carriers and plans, in order. */
export async function agreementTextsFor(
  db: Db,
  cart: Pick<CartProfile, 'carrierIds' | 'planIds'>,
): Promise<AgreementText[]> {
  const scoped = [
    ...(cart.carrierIds.length > 0 ? [inArray(agreementTexts.carrierId, [...cart.carrierIds])] : []),
    ...(cart.planIds.length > 0 ? [inArray(agreementTexts.planId, [...cart.planIds])] : []),
  ];
  const rows = await db
    .select({
      id: agreementTexts.id,
      text_head: agreementTexts.textHead,
      text_body: agreementTexts.textBody,
      text_required: agreementTexts.textRequired,
    })
    .from(agreementTexts)
    .where(or(and(isNull(agreementTexts.carrierId), isNull(agreementTexts.planId)), ...scoped))
    .orderBy(asc(agreementTexts.sort), asc(agreementTexts.id));
  return rows;
}
