import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';

/**
 * The group census, read for the export job (services/census-export.ts) a chunk at a time. The run
 * starts with censusWorkList, one INSERT ... SELECT that writes the group's covered policies in
 * census order into the job's work list (export_job_items); censusChunk then reads the next `limit`
 * of them with everything a row needs. Every statement has a fixed number of parameters, whatever
 * the group's size, and no statement answers more than one chunk.
 */

/** Plan statuses that still cover someone: a termed or cancelled plan is not on the census. */
const COVERING = sql`('ACTIVE', 'PENDING')`;

export interface CensusPolicyRecord {
  policyId: number;
  tier: 'IO' | 'IS' | 'IC' | 'IF';
  effectiveDate: string;
  plans: Array<{ planId: number; carrierId: number; planName: string; category: string; monthlyCents: number }>;
  /** The form-rules version the policy was filled against (its carriers' answers are read with it), or null. */
  rulesVersion: number | null;
  /** The existing member the policy is for, with the dependents on file; null for a new member's enrollment. */
  member: {
    userId: string;
    firstName: string;
    lastName: string;
    dob: string;
    dependents: Array<{ relationship: 'spouse' | 'child'; firstName: string; lastName: string; birthdate: string }>;
  } | null;
  /** The completed enrollment the policy came from, with its people steps as stored (sealed), or null. */
  enrollment: {
    dob: string | null;
    steps: Partial<Record<'primary_info' | 'dependent_info', Record<string, unknown>>>;
    /** The saved tabs carriers' census answers are read from (still sealed), by tab. */
    answerSteps: Map<string, unknown>;
  } | null;
}

/** The rows of a raw statement (PGlite and node-postgres both answer `{ rows }`). */
async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The name a census row shows (the completed enrollment's step, else the member on file) as a sort key. */
const nameKey = (field: 'first_name' | 'last_name') =>
  sql.raw(`lower(coalesce(nullif(btrim(ps.data->>'${field}'), ''), m.${field}, '')) COLLATE "C"`);

/**
 * Writes the group's policies that cover someone today into the job's work list, in census order:
 * by the subscriber's last name, first name (case-insensitive, byte order: the same on every
 * database and locale), subscriber id, then policy. Answers how many (the job's total).
 */
export async function censusWorkList(db: Db, jobId: string, groupId: number): Promise<number> {
  const [counted] = await rowsOf<{ total: number }>(
    db,
    sql`
    WITH listed AS (
      INSERT INTO export_job_items (job_id, seq, ref_id)
      SELECT ${jobId}, row_number() OVER (
               ORDER BY ${nameKey('last_name')}, ${nameKey('first_name')},
                        coalesce(m.user_id, p.id::text) COLLATE "C", p.id),
             p.id
      FROM policies p
      LEFT JOIN members m ON m.id = p.member_id
      LEFT JOIN enrollments e ON e.id = p.enrollment_id AND e.status = 'completed'
      LEFT JOIN enrollment_steps ps ON ps.enrollment_id = e.id AND ps.tab = 'primary_info'
      WHERE p.group_id = ${groupId}
        AND EXISTS (SELECT 1 FROM policy_plans pp WHERE pp.policy_id = p.id AND pp.status IN ${COVERING})
      RETURNING 1
    )
    SELECT count(*)::int AS total FROM listed`,
  );
  return Number(counted?.total ?? 0);
}

interface ChunkRow {
  seq: number;
  policy_id: number;
  tier: CensusPolicyRecord['tier'];
  effective_date: string;
  user_id: string | null;
  first_name: string | null;
  last_name: string | null;
  member_dob: string | null;
  dependents: NonNullable<CensusPolicyRecord['member']>['dependents'] | null;
  has_enrollment: boolean;
  enrollment_dob: string | null;
  primary_step: Record<string, unknown> | null;
  dependent_step: Record<string, unknown> | null;
  plans: CensusPolicyRecord['plans'] | null;
  rules_version: number | null;
  answer_steps: Record<string, unknown> | null;
}

/**
 * The next `limit` policies of the job's work list after `afterSeq`, in order, each with its
 * covering plans, its member and the member's dependents on file, and its completed enrollment's
 * people steps as stored (sealed). The caller opens the steps and never writes an SSN.
 */
export async function censusChunk(
  db: Db,
  jobId: string,
  afterSeq: number,
  limit: number,
  answerTabs: readonly string[] = [],
): Promise<Array<CensusPolicyRecord & { seq: number }>> {
  const rows = await rowsOf<ChunkRow>(
    db,
    // The chunk is taken first (an index range of the work list), so every other table is read by key
    // for its 500 rows only: a plan joining the whole work list read every step of the group per chunk.
    sql`
    WITH chunk AS MATERIALIZED (
      SELECT seq, ref_id FROM export_job_items
      WHERE job_id = ${jobId} AND seq > ${afterSeq}
      ORDER BY seq
      LIMIT ${limit}
    )
    SELECT i.seq, p.id AS policy_id, p.tier, p.effective_date::text AS effective_date,
           m.user_id, m.first_name, m.last_name, m.dob::text AS member_dob,
           (SELECT json_agg(json_build_object('relationship', d.relationship, 'firstName', d.first_name,
                                              'lastName', d.last_name, 'birthdate', d.birthdate::text) ORDER BY d.id)
              FROM member_dependents d WHERE d.member_id = m.id) AS dependents,
           e.id IS NOT NULL AS has_enrollment, e.dob::text AS enrollment_dob,
           (SELECT s.data FROM enrollment_steps s WHERE s.enrollment_id = e.id AND s.tab = 'primary_info') AS primary_step,
           (SELECT s.data FROM enrollment_steps s WHERE s.enrollment_id = e.id AND s.tab = 'dependent_info') AS dependent_step,
           p.rules_version,
           (SELECT json_object_agg(s.tab, s.data) FROM enrollment_steps s
             WHERE s.enrollment_id = e.id AND s.tab = ANY(${sql.param(answerTabs)}::text[])) AS answer_steps,
           (SELECT json_agg(json_build_object('planId', pl.id, 'carrierId', pl.carrier_id, 'planName', pl.plan_name, 'category', pl.category,
                                              'monthlyCents', pp.monthly_cents) ORDER BY pp.id)
              FROM policy_plans pp JOIN plans pl ON pl.id = pp.plan_id
             WHERE pp.policy_id = p.id AND pp.status IN ${COVERING}) AS plans
    FROM chunk i
    JOIN policies p ON p.id = i.ref_id
    LEFT JOIN members m ON m.id = p.member_id
    LEFT JOIN enrollments e ON e.id = p.enrollment_id AND e.status = 'completed'
    ORDER BY i.seq`,
  );
  return rows.map((r) => ({
    seq: Number(r.seq),
    policyId: Number(r.policy_id),
    tier: r.tier,
    effectiveDate: r.effective_date,
    // A plan termed since the work list was written leaves the policy without plans: no rows.
    plans: r.plans ?? [],
    rulesVersion: r.rules_version === null ? null : Number(r.rules_version),
    member:
      r.user_id === null
        ? null
        : {
            userId: r.user_id,
            firstName: r.first_name ?? '',
            lastName: r.last_name ?? '',
            dob: r.member_dob ?? '',
            dependents: r.dependents ?? [],
          },
    enrollment: r.has_enrollment
      ? {
          dob: r.enrollment_dob,
          steps: {
            ...(r.primary_step ? { primary_info: r.primary_step } : {}),
            ...(r.dependent_step ? { dependent_info: r.dependent_step } : {}),
          },
          answerSteps: new Map(Object.entries(r.answer_steps ?? {})),
        }
      : null,
  }));
}

/**
 * Which carriers' census answers a group's file may carry: each form-rules version its covered
 * policies were filled against (null: pinned to none) with the plans and carriers they hold. One
 * statement per file, before its header is written.
 */
export async function censusAnswerScopes(
  db: Db,
  groupId: number,
): Promise<Array<{ version: number | null; planId: number; carrierId: number }>> {
  const rows = await rowsOf<{ version: number | null; plan_id: number; carrier_id: number }>(
    db,
    sql`
    SELECT DISTINCT p.rules_version AS version, pl.id AS plan_id, pl.carrier_id
    FROM policies p
    JOIN policy_plans pp ON pp.policy_id = p.id AND pp.status IN ${COVERING}
    JOIN plans pl ON pl.id = pp.plan_id
    WHERE p.group_id = ${groupId}`,
  );
  return rows.map((r) => ({
    version: r.version === null ? null : Number(r.version),
    planId: Number(r.plan_id),
    carrierId: Number(r.carrier_id),
  }));
}
