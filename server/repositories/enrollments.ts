import { and, eq, getTableColumns, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { enrollments, enrollmentSteps } from '../db/schema';
import { forgetRequestReads, inRequest, keepRequestRead, requestRead } from '../plugins/request-reads';
import { newEnrollmentId, isEnrollmentId } from '../services/ids';
import type { CartLineView } from './cart';
import type { CartProfile } from './form-rules';

export type EnrollmentRow = typeof enrollments.$inferSelect;
export type NewEnrollment = Omit<typeof enrollments.$inferInsert, 'id' | 'expiresAt' | 'createdAt' | 'updatedAt'>;

/** How long an untouched temporary enrollment stays usable (matches the save-later code life). */
export const ENROLLMENT_TTL_DAYS = 30;

function expiryFrom(now: Date): Date {
  return new Date(now.getTime() + ENROLLMENT_TTL_DAYS * 24 * 60 * 60 * 1000);
}

/** Creates a temporary enrollment and answers its id (128 random bits). */
export async function createEnrollment(db: Db, values: NewEnrollment, now = new Date()): Promise<string> {
  const id = newEnrollmentId();
  await db.insert(enrollments).values({ ...values, id, expiresAt: expiryFrom(now) });
  return id;
}

/** The enrollment with this id if it exists and has not expired; null otherwise. */
export async function findEnrollment(db: Db, id: string, now = new Date()): Promise<EnrollmentRow | null> {
  if (!isEnrollmentId(id)) return null;
  const row = await requestRead(`enrollment:${id}`, async () => {
    const [row] = await db
      .select()
      .from(enrollments)
      .where(and(eq(enrollments.id, id), gt(enrollments.expiresAt, now)))
      .limit(1);
    return row ?? null;
  });
  return row ? { ...row } : null;
}

/** One saved tab as stored: the finished values, a save for later kept beside them, and whether the row is a draft. */
interface StoredStep {
  data: Record<string, unknown>;
  draftData: Record<string, unknown> | null;
  draft: boolean;
}

const stepsKey = (enrollmentId: string) => `steps:${enrollmentId}`;
export const cartProfileKey = (enrollmentId: string) => `cart-profile:${enrollmentId}`;
export const cartLinesKey = (enrollmentId: string) => `cart-lines:${enrollmentId}`;
export const formVersionKey = 'form-version';

/** A cart's profile from its lines' plans: the carriers, plans, required tabs and IHA flag the wizard's rules read. */
export function cartProfileOf(rows: readonly CartPlanRow[]): CartProfile {
  return {
    planIds: rows.map((r) => r.planId),
    carrierIds: [...new Set(rows.map((r) => r.carrierId))],
    requiredTabs: [...new Set(rows.flatMap((r) => r.requiredTabs))],
    hasIha: rows.some((r) => r.isIha),
  };
}

/**
 * The enrollment a request names, in ONE statement with what the wizard's routes read of it next:
 * its cart's profile, its saved steps and the newest published rules version. Those are kept as the
 * request's reads (request-reads.ts), so the step's checks read none of them again.
 */
export async function findEnrollmentWithContext(db: Db, id: string, now = new Date()): Promise<EnrollmentRow | null> {
  if (!isEnrollmentId(id)) return null;
  if (!inRequest()) return findEnrollment(db, id, now);
  const [row] = await contextQueryOf(db).execute({ id, now: now.toISOString() });
  if (!row) return null;
  const { cart, steps, formVersion, ...enrollment } = row;
  keepRequestRead(`enrollment:${id}`, enrollment);
  const lines = parsed(cart);
  keepRequestRead(cartProfileKey(id), cartProfileOf(lines));
  keepRequestRead(
    cartLinesKey(id),
    lines.map(({ carrierId: _c, requiredTabs: _r, isIha: _i, ...line }): CartLineView => line),
  );
  keepRequestRead(stepsKey(id), new Map(parsed(steps).map(({ tab, ...step }) => [tab, step])));
  if (Number(formVersion) > 0) keepRequestRead(formVersionKey, Number(formVersion));
  return enrollment;
}

type CartPlanRow = { planId: number; carrierId: number; requiredTabs: string[]; isIha: boolean };

// The context's subqueries, with qualified names (a single-table select names its own columns bare).
// The cart: each line as cartLinesOf (repositories/cart.ts) answers it, with what cartProfile reads.
const CART_ROWS = sql.raw(
  `(SELECT coalesce(json_agg(json_build_object(` +
    `'planId', c.plan_id, 'planPricingId', c.plan_pricing_id, 'monthlyCents', c.monthly_cents, 'removable', c.removable, ` +
    `'pairedPlanId', c.paired_plan_id, 'planName', p.plan_name, 'logo', p.logo, 'category', p.category, 'tier', pp.tier, ` +
    `'isPremier', p.is_premier, 'isUnion', p.is_union, 'isMembership', p.is_membership, ` +
    `'signatureRequired', p.signature_required, 'blackoutStart', p.blackout_start, 'blackoutEnd', p.blackout_end, ` +
    `'specialMessage', k.special_message, 'carrierId', p.carrier_id, 'requiredTabs', p.required_tabs, 'isIha', p.is_iha` +
    `) ORDER BY c.id), '[]') FROM cart_lines c JOIN plans p ON p.id = c.plan_id JOIN carriers k ON k.id = p.carrier_id ` +
    `LEFT JOIN plan_pricing pp ON pp.id = c.plan_pricing_id WHERE c.enrollment_id = enrollments.id)`,
);
const STEP_ROWS = sql.raw(
  `(SELECT coalesce(json_agg(json_build_object('tab', s.tab, 'data', s.data, 'draftData', s.draft_data, 'draft', s.draft)), '[]') ` +
    `FROM enrollment_steps s WHERE s.enrollment_id = enrollments.id)`,
);
const FORM_VERSION = sql.raw(`(SELECT coalesce(max(v.version), 0)::int FROM form_rule_versions v)`);

/** The context read, prepared once per database handle (a named statement on each PostgreSQL connection). */
function contextQuery(db: Db) {
  return db
    .select({
      ...getTableColumns(enrollments),
      cart: sql<Array<CartLineView & CartPlanRow>>`${CART_ROWS}`,
      steps: sql<Array<{ tab: string } & StoredStep>>`${STEP_ROWS}`,
      formVersion: sql<number>`${FORM_VERSION}`,
    })
    .from(enrollments)
    .where(and(eq(enrollments.id, sql.placeholder('id')), gt(enrollments.expiresAt, sql.placeholder('now'))))
    .limit(1)
    .prepare('enrollment_context');
}

const contextQueries = new WeakMap<Db, ReturnType<typeof contextQuery>>();

function contextQueryOf(db: Db): ReturnType<typeof contextQuery> {
  let query = contextQueries.get(db);
  if (!query) contextQueries.set(db, (query = contextQuery(db)));
  return query;
}

/** A json column as an object (drivers that answer json as text included). */
function parsed<T>(value: T | string): T {
  return typeof value === 'string' ? (JSON.parse(value) as T) : value;
}

/** Every saved tab of the enrollment, read once per request. */
function stepsOf(db: Db, enrollmentId: string): Promise<Map<string, StoredStep>> {
  return requestRead(stepsKey(enrollmentId), async () => {
    const rows = await db
      .select({
        tab: enrollmentSteps.tab,
        data: enrollmentSteps.data,
        draftData: enrollmentSteps.draftData,
        draft: enrollmentSteps.draft,
      })
      .from(enrollmentSteps)
      .where(eq(enrollmentSteps.enrollmentId, enrollmentId));
    return new Map(rows.map(({ tab, ...step }) => [tab, step]));
  });
}

/** Updates filter or state columns; every write also extends the enrollment's life. */
export async function updateEnrollment(
  db: Db,
  id: string,
  patch: Partial<NewEnrollment>,
  now = new Date(),
): Promise<void> {
  forgetRequestReads();
  await db
    .update(enrollments)
    .set({ ...patch, updatedAt: now, expiresAt: expiryFrom(now) })
    .where(eq(enrollments.id, id));
  forgetRequestReads();
}

/**
 * The saved data of one wizard tab (as stored: sensitive values still sealed), or null. With
 * `withDraft`, a save for later kept beside a finished step is laid over it (what the person typed
 * last shows in the form); without it, the finished values alone (completion, review).
 */
export async function readStep(
  db: Db,
  enrollmentId: string,
  tab: string,
  options: { withDraft?: boolean } = {},
): Promise<Record<string, unknown> | null> {
  if (inRequest()) {
    const step = (await stepsOf(db, enrollmentId)).get(tab);
    if (!step) return null;
    // A copy: what a caller does with its answer never changes the request's kept read.
    return structuredClone(options.withDraft && step.draftData ? { ...step.data, ...step.draftData } : step.data);
  }
  const [row] = await db
    .select({ data: enrollmentSteps.data, draftData: enrollmentSteps.draftData })
    .from(enrollmentSteps)
    .where(and(eq(enrollmentSteps.enrollmentId, enrollmentId), eq(enrollmentSteps.tab, tab)))
    .limit(1);
  if (!row) return null;
  return options.withDraft && row.draftData ? { ...row.data, ...row.draftData } : row.data;
}

/**
 * Saves one tab's data (upsert); durable once this resolves. A full save replaces the step and
 * drops any draft; a draft (save for later) replaces a draft, but beside a step already saved in
 * full it is kept in `draft_data` and never replaces the finished values. The enrollment's life is
 * extended in the same statement; with `savedTab` it also becomes the enrollment's saved tab (its
 * life then restarts from now, as updateEnrollment sets it), and with `eprocess` its process.
 */
export async function writeStep(
  db: Db,
  enrollmentId: string,
  tab: string,
  data: Record<string, unknown>,
  options: { draft?: boolean; rulesVersion?: number; savedTab?: string; eprocess?: EnrollmentRow['eprocess'] } = {},
): Promise<void> {
  const now = new Date();
  const draft = options.draft ?? false;
  const rulesVersion = options.rulesVersion ?? null;
  forgetRequestReads();
  const upsert = db
    .insert(enrollmentSteps)
    .values({ enrollmentId, tab, data, draft, rulesVersion: draft ? null : rulesVersion, updatedAt: now })
    .onConflictDoUpdate({
      target: [enrollmentSteps.enrollmentId, enrollmentSteps.tab],
      set: draft
        ? {
            data: sql`CASE WHEN ${enrollmentSteps.draft} THEN excluded.data ELSE ${enrollmentSteps.data} END`,
            draftData: sql`CASE WHEN ${enrollmentSteps.draft} THEN NULL ELSE excluded.data END`,
            updatedAt: now,
          }
        : { data, draft: false, draftData: null, rulesVersion, updatedAt: now },
    })
    .returning({ tab: enrollmentSteps.tab });
  const col = (c: { name: string }) => sql.identifier(c.name);
  const expiry = sql`${expiryFrom(now).toISOString()}::timestamptz`;
  const savedTab = options.savedTab;
  // One round trip: the step's upsert as a CTE, then the enrollment's row (PostgreSQL runs both).
  await db.execute(
    sql`WITH saved AS (${upsert.getSQL()}) UPDATE ${enrollments} SET ${col(enrollments.updatedAt)} = ${now.toISOString()}::timestamptz, ${col(enrollments.expiresAt)} = ${
      savedTab === undefined ? sql`GREATEST(${col(enrollments.expiresAt)}, ${expiry})` : expiry
    }${savedTab === undefined ? sql`` : sql`, ${col(enrollments.savedTab)} = ${savedTab}`}${
      options.eprocess === undefined ? sql`` : sql`, ${col(enrollments.eprocess)} = ${options.eprocess}`
    } WHERE ${col(enrollments.id)} = ${enrollmentId} AND EXISTS (SELECT 1 FROM saved)`,
  );
  forgetRequestReads();
}

/**
 * The saved-tab names whose step was saved in full and has no save for later pending beside it:
 * a person who changed a finished step and saved for later saves it again before completing, so
 * nothing they typed is silently dropped (and nothing finished was lost meanwhile).
 */
export async function finishedTabsOf(db: Db, enrollmentId: string): Promise<Set<string>> {
  if (inRequest()) {
    const steps = await stepsOf(db, enrollmentId);
    return new Set([...steps].filter(([, s]) => !s.draft && s.draftData === null).map(([tab]) => tab));
  }
  const rows = await db
    .select({ tab: enrollmentSteps.tab })
    .from(enrollmentSteps)
    .where(
      and(
        eq(enrollmentSteps.enrollmentId, enrollmentId),
        eq(enrollmentSteps.draft, false),
        isNull(enrollmentSteps.draftData),
      ),
    );
  return new Set(rows.map((r) => r.tab));
}
