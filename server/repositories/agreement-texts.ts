import { and, asc, inArray, isNull, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { agreementTexts } from '../db/schema';
import type { AgreementText } from '../../schemas/api/agreement';
import type { CartProfile } from './form-rules';

/** Carts whose texts are kept per database handle (a few hundred bytes each). */
const KEPT_CARTS = 1000;
// Agreement texts are reference data of the catalogue, written only by a catalogue import, so a cart's
// texts (keyed by its carriers and plans) are read once per process, the oldest dropped first; an import
// forgets this process's copies (forgetAgreementTexts), other processes read them again at their restart.
const kept = new WeakMap<Db, Map<string, Promise<AgreementText[]>>>();

/** The agreement texts for a cart: the general ones and those of its carriers and plans, in order. */
export function agreementTextsFor(db: Db, cart: Pick<CartProfile, 'carrierIds' | 'planIds'>): Promise<AgreementText[]> {
  const key = `${[...cart.carrierIds].sort((a, b) => a - b).join(',')}|${[...cart.planIds].sort((a, b) => a - b).join(',')}`;
  let carts = kept.get(db);
  if (!carts) kept.set(db, (carts = new Map()));
  let texts = carts.get(key);
  if (!texts) {
    if (carts.size >= KEPT_CARTS) carts.delete(carts.keys().next().value as string);
    const loading = readTexts(db, cart);
    carts.set(key, loading);
    loading.catch(() => carts.delete(key));
    texts = loading;
  }
  // Each caller gets its own copies: a kept read is never changed through an answer.
  return texts.then((rows) => rows.map((r) => ({ ...r })));
}

/** An import replaced the texts: this process reads every cart's texts again. */
export function forgetAgreementTexts(db: Db): void {
  kept.delete(db);
}

async function readTexts(db: Db, cart: Pick<CartProfile, 'carrierIds' | 'planIds'>): Promise<AgreementText[]> {
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
