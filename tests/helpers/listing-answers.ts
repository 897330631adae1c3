import type { FastifyInstance } from 'fastify';
import { planPricing } from '../../server/db/schema';
import { CATEGORY_CODES } from '../../schemas/categories';
import { caller, newVisitorEnrollment, openSession } from './cart-fixtures';

/**
 * What the storefront answers about the demo catalogue (issue 30: "a fresh start from the catalogue
 * file gives the same listing answers as today's seed"): the listing of every category, the plan
 * pages, the comparison and a cart with its quote, for three shoppers, with the database's own
 * numbering (rate row ids) replaced by what the row is, and the day's dates by a marker, so answers
 * from two databases of the same catalogue compare equal.
 */

/** The demo handles asked one by one (demo-data.md's roles, a bundle and the changePid pair). */
const DETAIL_PLANS = [101, 103, 111, 112, 113, 121, 123, 125, 131, 133, 142, 143, 162, 171, 181, 191, 201, 211, 261];
const COMPARED = [
  [101, 102, 103],
  [121, 122, 123],
];
const CART_PLANS = [101, 111];

const SHOPPERS = {
  atlanta: {},
  newYorkFamilySmoker: { zip: '10001', state: 'NY', tier: 'IF', dob: '1965-02-10', isSmoker: 1 },
  leeFamilyCouple: { portalId: 504, tier: 'IS', dob: '1980-08-20' },
} as const;

type Json = unknown;

function normalize(value: Json, rowKey: ReadonlyMap<number, string>, enrollmentId: string): Json {
  if (Array.isArray(value)) return value.map((v) => normalize(v, rowKey, enrollmentId));
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [
        k,
        /^(ppid\d?|plan_pricing_id\d?)$/.test(k) && typeof v === 'number'
          ? (rowKey.get(v) ?? `unknown row ${v}`)
          : normalize(v, rowKey, enrollmentId),
      ]),
    );
  if (typeof value === 'string')
    return value
      .replaceAll(enrollmentId, '<enrollment>')
      .replace(/\b\d{2}\/\d{2}\/\d{4}\b/g, '<date>')
      .replace(/\b\d{4}-\d{2}-\d{2}\b/g, '<date>')
      .replace(/plan_pricing_id=\d+/g, 'plan_pricing_id=<row>');
  return value;
}

/** The answers, keyed by shopper and call. */
export async function listingAnswers(app: FastifyInstance): Promise<Record<string, Json>> {
  const rows = await app.db.select().from(planPricing);
  const rowKey = new Map(
    rows.map((r) => [
      r.id,
      `${r.planId}/${r.tier}/${r.ageMin}-${r.ageMax}/${r.tobacco ? 'Y' : 'N'}/${r.effectiveFrom ?? ''}/${r.state ?? ''}`,
    ]),
  );
  const session = await openSession(app);
  const api = caller(app, session.token);
  const out: Record<string, Json> = {};
  for (const [name, patch] of Object.entries(SHOPPERS)) {
    const id = await newVisitorEnrollment(app, session, patch);
    const get = async (path: string) => {
      const res = await api.get(path);
      return normalize({ status: res.statusCode, body: res.json() }, rowKey, id);
    };
    for (const category of [...CATEGORY_CODES, 'bundles'])
      out[`${name} listing ${category}`] = await get(`get-filtered-plans?enrollment_id=${id}&categories=${category}`);
    for (const pid of DETAIL_PLANS) {
      out[`${name} pricing ${pid}`] = await get(`get-plan-pricing-detail?enrollment_id=${id}&pid=${pid}`);
      out[`${name} detail ${pid}`] = await get(`get-plan-detail/${pid}?enrollment_id=${id}`);
    }
    for (const ids of COMPARED)
      out[`${name} compare ${ids.join(',')}`] = await get(
        `compare-plans?enrollment_id=${id}&plan_ids=${ids.join(',')}`,
      );
    if (name !== 'atlanta') continue;
    for (const pid of [171, 191])
      out[`${name} questions ${pid}`] = await get(`get-questions?enrollment_id=${id}&plan_id=${pid}&type=save`);
    for (const pid of CART_PLANS) {
      const pricing = (await api.get(`get-plan-pricing-detail?enrollment_id=${id}&pid=${pid}`)).json().data as {
        plans: Array<{ tier: string; ppid: number }>;
      };
      const row = pricing.plans.find((p) => p.tier === 'IO');
      const add = await api.post('add-plan-to-cart', { enrollment_id: id, plan_id: pid, plan_pricing_id: row?.ppid });
      out[`${name} add ${pid}`] = normalize({ status: add.statusCode, body: add.json() }, rowKey, id);
    }
    out[`${name} cart`] = await get(`get-plan-cart?enrollment_id=${id}`);
    out[`${name} quote`] = await get(
      `get-quote-preview-content?enrollment_id=${id}&name=Pat%20Morgan&message=&tab=cart_info&type=preview`,
    );
  }
  return out;
}
