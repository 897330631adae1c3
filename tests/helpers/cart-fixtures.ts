import type { FastifyInstance } from 'fastify';
import { buildTestApp } from './build-app';
import { and, eq } from 'drizzle-orm';
import { members, planPricing } from '../../server/db/schema';
import { storefrontKeyOf } from '../../server/domain/storefront-key';
import { createEnrollment, type NewEnrollment } from '../../server/repositories/enrollments';
import type { TestSession } from './quote-enrollment';

/** An open session of the default storefront (portal 501). */
export async function openSession(app: FastifyInstance): Promise<TestSession> {
  return (await app.inject({ method: 'GET', url: '/api/v1/get-default-info' })).json().data as TestSession;
}

/** A new visitor's enrollment at zip 30301 (Atlanta, GA), born 1990, Member Only, non-smoker. */
export async function newVisitorEnrollment(
  app: FastifyInstance,
  session: { agent_id: number; portal_id: number },
  patch: Partial<NewEnrollment> = {},
): Promise<string> {
  return createEnrollment(app.db, {
    eprocess: 'applicant',
    type: 'new-member',
    openType: 'user',
    agentId: session.agent_id,
    portalId: session.portal_id,
    zip: '30301',
    state: 'GA',
    dob: '1990-05-05',
    storefront:
      patch.agentId !== undefined || patch.groupId !== undefined || patch.portalId !== undefined
        ? null
        : storefrontKeyOf({ kind: 'open', agent_id: session.agent_id, group_id: null, portal_id: session.portal_id }),
    tier: 'IO',
    gender: 0,
    isSmoker: 0,
    ...patch,
  });
}

/** The database id of a demo member by user id (U3001 ...). */
export async function memberIdOf(app: FastifyInstance, userId: string): Promise<number> {
  const [row] = await app.db.select({ id: members.id }).from(members).where(eq(members.userId, userId));
  if (!row) throw new Error(`no member ${userId}`);
  return row.id;
}

/** Calls the API with the session's bearer token. */
export function caller(app: FastifyInstance, token: string | undefined) {
  const headers = token ? { authorization: `Bearer ${token}` } : {};
  return {
    get: (url: string) => app.inject({ method: 'GET', url: `/api/v1/${url}`, headers }),
    post: (url: string, payload: unknown) =>
      app.inject({ method: 'POST', url: `/api/v1/${url}`, headers, payload: payload as object }),
  };
}

export type CartSession = Awaited<ReturnType<typeof openSession>>;
export type CartCaller = ReturnType<typeof caller>;

/** A seeded app, an open session of the default storefront and a caller with its token (a suite's beforeAll). */
export async function openCartApp(): Promise<{ app: FastifyInstance; session: CartSession; api: CartCaller }> {
  const app = await buildTestApp();
  const session = await openSession(app);
  return { app, session, api: caller(app, session.token) };
}

interface Card {
  plan_id: number;
  tier_price: Array<{ tier: string; price_male_nons: number; plan_pricing_id: number }>;
}

/** The plan_pricing_id of a plan's tier as the listing offers it to this enrollment. */
export async function pricingIdOf(
  app: FastifyInstance,
  token: string,
  enrollmentId: string,
  planId: number,
  tier = 'IO',
): Promise<number> {
  // The all-categories listing comes a page at a time (issue 27): follow `next` to the plan's card.
  for (let page: number | null = 1; page !== null;) {
    const res = await caller(app, token).get(`get-filtered-plans?enrollment_id=${enrollmentId}&page=${page}`);
    const data = res.json().data as { result: Card[]; next?: number | null };
    const row = data.result.find((c) => c.plan_id === planId)?.tier_price.find((t) => t.tier === tier);
    if (row) return row.plan_pricing_id;
    page = data.next ?? null;
  }
  throw new Error(`plan ${planId} has no ${tier} price for this enrollment`);
}

/** The rate row id of a plan for a tier at age 36 (the fixtures' applicant), read from the rate table. */
export async function rateRowId(
  app: FastifyInstance,
  planId: number,
  tier: 'IO' | 'IS' | 'IC' | 'IF' = 'IO',
  age = 36,
): Promise<number> {
  const rows = await app.db
    .select()
    .from(planPricing)
    .where(and(eq(planPricing.planId, planId), eq(planPricing.tier, tier), eq(planPricing.tobacco, false)));
  const row = rows.find((r) => r.ageMin <= age && age <= r.ageMax);
  if (!row) throw new Error(`no rate row for plan ${planId}`);
  return row.id;
}
