import { Transform, type Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { formatUsd } from '../../schemas/money';
import type {
  Contribution,
  EmployeeImportData,
  EmployeePageData,
  EmployeePageQuery,
} from '../../schemas/api/group-admin';
import { ApiError } from '../plugins/envelope';
import { auditDiff, recordOf } from '../domain/audit-diff';
import { contributionsOf, replaceContributions } from '../repositories/group-admin';
import { employeePage, employeeTotal, replaceEmployees } from '../repositories/group-employees';
import { recordAudit, type AuditActor } from './audit';
import { readEmployeeCsv } from './employee-csv';
import { openMemberCursor, sealMemberCursor } from './member-cursor';

/**
 * The changes staff and a group's own administrator both make (issue 30, decision 0290): the
 * employer contributions and the eligible-employee list, each in one transaction with its audit
 * entry. Who may call for which group is the routes' business (routes/admin/groups.ts,
 * routes/group-admin.ts).
 */

/** The largest employee CSV read (about 150 bytes an employee: 200,000 employees fit). */
const EMPLOYEE_CSV_BYTES = 32 * 1024 * 1024;

const shownRule = (c: Contribution) =>
  c.kind === 'flat' ? `${formatUsd(c.flat_cents ?? 0)} a month` : `${c.percent ?? 0}% of the premium`;

/** The contributions' refusals: a rule without its amount, or two rules for one category and tier. */
function contributionErrors(rows: readonly Contribution[]) {
  const errors: Array<{ target_element: string; error_message: string }> = [];
  const seen = new Map<string, number>();
  rows.forEach((c, i) => {
    if (c.kind === 'flat' && (c.flat_cents === null || c.flat_cents === undefined))
      errors.push({ target_element: `contributions[${i}].flat_cents`, error_message: 'Enter the flat amount.' });
    if (c.kind === 'percent' && (c.percent === null || c.percent === undefined))
      errors.push({ target_element: `contributions[${i}].percent`, error_message: 'Enter the percent.' });
    const key = `${c.category} ${c.tier}`;
    const earlier = seen.get(key);
    if (earlier !== undefined)
      errors.push({
        target_element: `contributions[${i}].tier`,
        error_message: `${key} is already set in row ${earlier + 1}.`,
      });
    seen.set(key, i);
  });
  return errors;
}

/** Replaces a group's contributions (staff, or the group's administrator) and records what changed. */
export async function saveContributions(app: FastifyInstance, who: AuditActor, groupId: number, rows: Contribution[]) {
  const errors = contributionErrors(rows);
  if (errors.length) throw new ApiError(400, errors);
  return app.db.transaction(async (tx) => {
    const before = await contributionsOf(tx, groupId);
    await replaceContributions(tx, groupId, rows);
    const after = await contributionsOf(tx, groupId);
    const key = (c: Contribution) => `${c.category} ${c.tier}`;
    const changes = auditDiff(recordOf(before, key, shownRule), recordOf(after, key, shownRule));
    if (changes.length)
      await recordAudit(tx, who, {
        entity: 'contributions',
        entityId: groupId,
        action: 'update',
        summary: `${changes.length} employer contribution${changes.length === 1 ? '' : 's'} changed`,
        changes,
      });
    return after;
  });
}

/** A stream that fails once more than `max` bytes passed (an upload too large for the list). */
function capped(max: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _enc, done) {
      seen += chunk.length;
      done(seen > max ? new Error(`larger than ${max / 1024 / 1024} MiB`) : null, chunk);
    },
  });
}

/** Reads an employee CSV and, when it has no problem, replaces the group's list with it (one transaction). */
export async function importEmployees(
  app: FastifyInstance,
  who: AuditActor,
  groupId: number,
  body: Readable,
  today: string,
): Promise<EmployeeImportData> {
  const read = await readEmployeeCsv(body.pipe(capped(EMPLOYEE_CSV_BYTES)), today);
  const rows = read.rows.refs.length;
  const answer = { problems: read.problems, problem_count: read.problemCount, rows };
  if (read.problemCount) return { ...answer, applied: false, added: 0, removed: 0, changed: 0 };
  const counts = await app.db.transaction(async (tx) => {
    const done = await replaceEmployees(tx, groupId, read.rows);
    // Counts only: the names and birth dates of a list are personal data the log never keeps.
    await recordAudit(tx, who, {
      entity: 'employees',
      entityId: groupId,
      action: 'import',
      summary: `Employee list imported: ${rows} rows, ${done.added} added, ${done.removed} removed, ${done.changed} changed`,
      changes: [],
    });
    return done;
  });
  return { ...answer, applied: true, ...counts };
}

/** A page of a group's employees; `after` and `next` are sealed positions (names never in a URL). */
export async function employeePageOf(
  app: FastifyInstance,
  groupId: number,
  query: EmployeePageQuery,
): Promise<EmployeePageData> {
  const key = app.config.encryptionKey;
  const after = query.after === undefined ? null : openMemberCursor(query.after, key);
  if (query.after !== undefined && !after)
    throw new ApiError(400, [{ target_element: 'after', error_message: 'This page link is not valid.' }]);
  const limit = query.limit ?? 25;
  // Counted on the first page only: a count reads every row of the group's list, a page only its own.
  const [page, total] = await Promise.all([
    employeePage(app.db, groupId, after, limit),
    after ? null : employeeTotal(app.db, groupId),
  ]);
  const last = page.rows[page.rows.length - 1];
  return {
    employees: page.rows.map(({ id: _id, ...rest }) => rest),
    next:
      page.more && last
        ? sealMemberCursor({ lastName: last.last_name, firstName: last.first_name, id: last.id }, key)
        : null,
    total,
  };
}
