/**
 * A book of N members built in SQL, not through the API (issue 27): one enrollment completed through
 * the real routes is cloned N times with its steps, its policy, its plan and a member on file of rep
 * 1001 in group 2001, each clone the real row with its keys replaced (jsonb_populate_record over the
 * original row). Used by tests/api/book-size.test.ts and the book benchmarks.
 */

/** A drizzle database (`execute`) or a node-postgres client or pool (`query`). */
export type BookDatabase = { execute(query: unknown): Promise<unknown> } | { query(text: string): Promise<unknown> };

/** The completed enrollment cloned, and its policy. */
export interface BookSource {
  enrollmentId: string;
  policyId: number;
}

/** Cloned members' ids start after this (members 2000001..), policies after 3000000, policy plans after 4000000. */
const MEMBER_BASE = 2_000_000;
const POLICY_BASE = 3_000_000;
const POLICY_PLAN_BASE = 4_000_000;

/** The statements that clone `source` n times (user ids BK000001.., last names Book1..). */
export function bookStatements(n: number, source: BookSource): string[] {
  if (!Number.isInteger(n) || n < 1) throw new Error('cloneBook: n must be a positive integer');
  if (!/^[A-Za-z0-9_-]+$/.test(source.enrollmentId) || !Number.isInteger(source.policyId))
    throw new Error('cloneBook: not an enrollment id and policy id');
  const clone = (table: string, where: string, replace: string) =>
    `INSERT INTO ${table} SELECT (jsonb_populate_record(t, ${replace})).* ` +
    `FROM ${table} t, generate_series(1, ${n}) g WHERE ${where}`;
  const eid = `'${source.enrollmentId}'`;
  return [
    clone('enrollments', `t.id = ${eid}`, `jsonb_build_object('id', md5(t.id || g))`),
    clone(
      'enrollment_steps',
      `t.enrollment_id = ${eid}`,
      `jsonb_build_object('enrollment_id', md5(t.enrollment_id || g))`,
    ),
    clone(
      'members',
      `t.user_id = 'U3001'`,
      `jsonb_build_object('id', ${MEMBER_BASE} + g, 'user_id', 'BK' || lpad(g::text, 6, '0'), 'last_name', 'Book' || g, 'group_id', 2001, 'agent_id', 1001)`,
    ),
    clone(
      'policies',
      `t.id = ${source.policyId}`,
      `jsonb_build_object('id', ${POLICY_BASE} + g, 'member_id', ${MEMBER_BASE} + g, 'enrollment_id', md5(t.enrollment_id || g))`,
    ),
    clone(
      'policy_plans',
      `t.policy_id = ${source.policyId}`,
      `jsonb_build_object('id', ${POLICY_PLAN_BASE} + g, 'policy_id', ${POLICY_BASE} + g)`,
    ),
    // Fresh statistics, so the planner knows the book's size (autovacuum may not have run yet).
    'ANALYZE enrollments, enrollment_steps, members, policies, policy_plans',
  ];
}

/** Clones the completed enrollment `source` into a book of n more members (PGlite or PostgreSQL). */
export async function cloneBook(db: BookDatabase, n: number, source: BookSource): Promise<void> {
  const { sql } = await import('drizzle-orm');
  for (const text of bookStatements(n, source)) {
    if ('execute' in db) await db.execute(sql.raw(text));
    else await db.query(text);
  }
}
