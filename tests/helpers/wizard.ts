import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { cartLines, planPricing } from '../../server/db/schema';
import { createEnrollment, type NewEnrollment } from '../../server/repositories/enrollments';
import { storefrontKeyOf } from '../../server/domain/storefront-key';
import { buildTestApp } from './build-app';

/** Test helpers for the wizard's API tests: an enrollment with a cart, a session, and short calls. */

export const OPEN_SESSION = { kind: 'open', agent_id: 1001, group_id: null, portal_id: 502, over65: false } as const;

/** Creates an enrollment (a new member in Atlanta, born 04/05/1990, female, IO) with these plans in its cart. */
export async function enrollmentWithCart(
  app: FastifyInstance,
  planIds: readonly number[] = [],
  values: Partial<NewEnrollment> = {},
): Promise<string> {
  // Made by OPEN_SESSION's storefront unless the test places it elsewhere (then the pre-0004 rule applies).
  const placed = values.agentId !== undefined || values.groupId !== undefined || values.portalId !== undefined;
  const id = await createEnrollment(app.db, {
    eprocess: 'applicant',
    type: 'new-member',
    agentId: 1001,
    portalId: 502,
    zip: '30301',
    state: 'GA',
    dob: '1990-04-05',
    gender: 1,
    tier: 'IO',
    storefront: placed ? null : storefrontKeyOf(OPEN_SESSION),
    ...values,
  });
  for (const planId of planIds) await putInCart(app, id, planId);
  return id;
}

/** Puts a plan (its first price) in an enrollment's cart, as a checked-out cart holds it. */
export async function putInCart(app: FastifyInstance, enrollmentId: string, planId: number): Promise<void> {
  const [price] = await app.db
    .select()
    .from(planPricing)
    .where(eq(planPricing.planId, planId))
    .orderBy(asc(planPricing.id))
    .limit(1);
  if (!price) throw new Error(`plan ${planId} has no pricing`);
  await app.db
    .insert(cartLines)
    .values({ enrollmentId, planId, planPricingId: price.id, monthlyCents: price.monthlyCents });
}

/** A client bound to one app and session token (none when `token` is null). */
export function wizardClient(app: FastifyInstance, token: string | null) {
  const headers = token ? { authorization: `Bearer ${token}` } : {};
  return {
    get: (url: string): Promise<LightMyRequestResponse> => app.inject({ method: 'GET', url: `/api/v1${url}`, headers }),
    post: (url: string, payload: object): Promise<LightMyRequestResponse> =>
      app.inject({ method: 'POST', url: `/api/v1${url}`, payload, headers }),
  };
}

/** A field-error list as a map (target -> message). */
export function errorMap(res: LightMyRequestResponse): Record<string, string> {
  const data = res.json().data as Array<{ target_element: string; error_message: string }>;
  return Object.fromEntries(data.map((e) => [e.target_element, e.error_message]));
}

/** An enrollment id that has the right shape but does not exist. */
export const UNKNOWN_ENROLLMENT = '0123456789abcdef0123456789abcdef';

/** Every saved step of an enrollment as the database holds it (JSON text), for plaintext checks. */
export async function storedStepsText(app: FastifyInstance, enrollmentId: string): Promise<string> {
  const result = (await app.db.execute(
    sql`select data::text as data from enrollment_steps where enrollment_id = ${enrollmentId}`,
  )) as unknown as {
    rows: Array<{ data: string }>;
  };
  return result.rows.map((r) => r.data).join('\n');
}

export type WizardClient = ReturnType<typeof wizardClient>;

/** A test app on a fresh database with an open session and a client bound to it (one per test file). */
export async function openWizardApp(): Promise<{ app: FastifyInstance; token: string; api: WizardClient }> {
  const app = await buildTestApp();
  const token = app.issueSession(OPEN_SESSION);
  return { app, token, api: wizardClient(app, token) };
}
