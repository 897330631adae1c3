import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { groupEmployees } from '../db/schema';
import type { EmployeeColumns } from '../services/employee-csv';

/**
 * A group's eligible-employee list (issue 30, decision 0290): keyset pages by name, the match of an
 * applicant, and the replacement of the whole list from a CSV, set-based: the rows are staged in
 * a temporary table by chunks of STAGE_CHUNK (each statement binds six array parameters, whatever
 * the list's size), then one DELETE, one UPDATE and one INSERT compare it with the live list.
 */

type Runner = Pick<Db, 'select' | 'execute'>;
const STAGE_CHUNK = 5_000;

async function rowsOf<T>(db: Pick<Db, 'execute'>, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** A PostgreSQL array literal of text (quoted, backslashes and quotes escaped; null is NULL), bound as one parameter. */
const textArray = (values: ReadonlyArray<string | null>): string =>
  `{${values.map((v) => (v === null ? 'NULL' : `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`)).join(',')}}`;

interface EmployeeCursor {
  lastName: string;
  firstName: string;
  id: number;
}

interface EmployeeRow {
  id: number;
  employee_ref: string;
  first_name: string;
  last_name: string;
  hire_date: string | null;
}

/** A page of a group's employees by (last name, first name, id) after `after`: one range scan of group_employees_name_idx. */
export async function employeePage(db: Runner, groupId: number, after: EmployeeCursor | null, limit: number) {
  // The whole index key in the row comparison, so the scan starts at the cursor (not at the group's first row).
  const from = after
    ? sql`AND (group_id, last_name, first_name, id) > (${groupId}, ${after.lastName}, ${after.firstName}, ${after.id})`
    : sql``;
  const rows = await rowsOf<EmployeeRow>(
    db,
    sql`SELECT id, employee_ref, first_name, last_name, to_char(hire_date, 'YYYY-MM-DD') AS hire_date
        FROM group_employees WHERE group_id = ${groupId} ${from}
        ORDER BY last_name, first_name, id LIMIT ${limit + 1}`,
  );
  const more = rows.length > limit;
  return { rows: more ? rows.slice(0, limit) : rows, more };
}

export async function employeeTotal(db: Runner, groupId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(groupEmployees).where(eq(groupEmployees.groupId, groupId));
  return Number(row?.n ?? 0);
}

/** The list's employee with this last name (any case) and birth date: their hire date, or undefined when none is. */
export async function matchEmployee(db: Runner, groupId: number, lastName: string, dob: string) {
  const [row] = await db
    .select({ hireDate: groupEmployees.hireDate })
    .from(groupEmployees)
    .where(
      and(
        eq(groupEmployees.groupId, groupId),
        sql`lower(${groupEmployees.lastName}) = lower(${lastName.trim()})`,
        eq(groupEmployees.dob, dob),
      ),
    )
    .limit(1);
  return row;
}

/** True when the group has an employee list (an applicant must then be on it). */
export async function hasEmployeeList(db: Runner, groupId: number): Promise<boolean> {
  const rows = await db
    .select({ id: groupEmployees.id })
    .from(groupEmployees)
    .where(eq(groupEmployees.groupId, groupId))
    .limit(1);
  return rows.length > 0;
}

const same = sql.raw(`s.first_name = e.first_name AND s.last_name = e.last_name AND s.dob = e.dob
  AND s.hire_date IS NOT DISTINCT FROM e.hire_date AND s.email IS NOT DISTINCT FROM e.email AND s.ref = e.employee_ref`);

/** Replaces the list with `rows` inside the caller's transaction; answers what was added, removed and changed. */
export async function replaceEmployees(tx: Pick<Db, 'execute'>, groupId: number, rows: EmployeeColumns) {
  await tx.execute(sql`CREATE TEMP TABLE staged_employees (ref text, first_name text, last_name text, dob date,
    hire_date date, email text) ON COMMIT DROP`);
  for (let i = 0; i < rows.refs.length; i += STAGE_CHUNK) {
    const part = <T>(a: T[]) => a.slice(i, i + STAGE_CHUNK);
    await tx.execute(sql`INSERT INTO staged_employees SELECT * FROM unnest(
      ${textArray(part(rows.refs))}::text[], ${textArray(part(rows.firstNames))}::text[],
      ${textArray(part(rows.lastNames))}::text[], ${textArray(part(rows.dobs))}::date[],
      ${textArray(part(rows.hireDates))}::date[], ${textArray(part(rows.emails))}::text[])`);
  }
  await tx.execute(sql`CREATE INDEX ON staged_employees (upper(ref))`);
  await tx.execute(sql`ANALYZE staged_employees`);
  const live = sql`FROM group_employees e WHERE e.group_id = ${groupId} AND upper(e.employee_ref) = upper(s.ref)`;
  const [counts] = await rowsOf<{ removed: number; changed: number; added: number }>(
    tx,
    sql`WITH removed AS (
          DELETE FROM group_employees e WHERE e.group_id = ${groupId}
            AND NOT EXISTS (SELECT 1 FROM staged_employees s WHERE upper(s.ref) = upper(e.employee_ref))
          RETURNING 1),
        changed AS (
          UPDATE group_employees e SET employee_ref = s.ref, first_name = s.first_name, last_name = s.last_name,
            dob = s.dob, hire_date = s.hire_date, email = s.email
          FROM staged_employees s WHERE e.group_id = ${groupId} AND upper(e.employee_ref) = upper(s.ref) AND NOT (${same})
          RETURNING 1),
        added AS (
          INSERT INTO group_employees (group_id, employee_ref, first_name, last_name, dob, hire_date, email)
          SELECT ${groupId}, s.ref, s.first_name, s.last_name, s.dob, s.hire_date, s.email FROM staged_employees s
          WHERE NOT EXISTS (SELECT 1 ${live})
          RETURNING 1)
        SELECT (SELECT count(*) FROM removed)::int AS removed, (SELECT count(*) FROM changed)::int AS changed,
          (SELECT count(*) FROM added)::int AS added`,
  );
  await tx.execute(sql`DROP TABLE staged_employees`);
  // A list replaced at once changes the table's statistics more than autovacuum (absent in PGlite) would
  // notice soon: without them the planner reads the group's whole list for a page (measured at 100,000).
  await tx.execute(sql`ANALYZE group_employees`);
  return { added: counts?.added ?? 0, removed: counts?.removed ?? 0, changed: counts?.changed ?? 0 };
}
