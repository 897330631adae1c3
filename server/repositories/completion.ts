import { createHash } from 'node:crypto';
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { members } from '../db/schema';
import type { Book, BookPerson } from '../domain/member-book';
import { forgetRequestReads } from '../plugins/request-reads';
import type { EnrollmentRow } from './enrollments';
import { bookDayKey } from './member-book';
import type { NewOutboxRow } from './outbox';
import { policyRowOf, type PolicyRow } from './policies';

/**
 * A whole completion in two statements (issue 27, "completion no slower than any other step"): one
 * read before (the policy's id, the member id a new person would get, and the book's members born
 * that day with the day's version), then ONE statement that writes everything, atomic as a
 * transaction: the policy with its plans, the review tab, the completed status, the person in the
 * enroller's book (added, updated or joined) and the receipts. The receipts name the policy's
 * confirmation number, so its id is taken from the sequence first.
 *
 * Adding a person is guarded by the book day's version row (member_book_days): the statement adds
 * them only if it raises the version the read saw. A completion that added or looked for a member
 * born that day since then (this statement or the locked fallback of services/member-book.ts, each
 * raising the version) makes it write nothing at all; the caller then completes in a transaction
 * that locks the day's row first, as before.
 */

/** What the read before the statement found. */
export interface CompletionRead {
  policyId: number;
  /** The id a new member would get (read only when the person may be new). */
  newMemberId: number | null;
  /** The book day's version (null: no row yet) and its members (ids, sealed SSNs). */
  dayVersion: number | null;
  born: Array<{ id: number; ssnEncrypted: string }>;
}

/** The person the statement writes into the book. */
export type BookWrite =
  | { kind: 'none' }
  /** An existing member's enrollment: their names and contact details updated. */
  | { kind: 'update'; memberId: number; person: BookPerson }
  /** The same person already in the book: the policy joins them. */
  | { kind: 'join'; memberId: number }
  /** Someone new: added, if the day's version is still `dayVersion`. */
  | {
      kind: 'add';
      memberId: number;
      book: Book;
      person: BookPerson;
      ssnEncrypted: string;
      dayVersion: number | null;
    };

type Rows = { rows: Array<Record<string, unknown>> };
const rowsOf = (result: unknown) => (result as Rows).rows;

function oneRow(result: unknown): Record<string, unknown> {
  const [row] = rowsOf(result);
  if (!row) throw new Error('the completion read answered no row');
  return row;
}

/** drizzle's session and dialect under a handle (what `db.execute` uses), to name a statement. */
interface Internals {
  session: {
    prepareQuery(
      query: { sql: string; params: unknown[] },
      fields: undefined,
      name: string,
      arrayMode: boolean,
    ): { execute(): Promise<unknown> };
  };
  dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
}

const names = new Map<string, string>();

/**
 * `db.execute` as a named prepared statement (PostgreSQL parses and plans it once per connection;
 * each shape of the completion's statement is its own name, from its text).
 */
function executePrepared(db: Db, query: SQL): Promise<unknown> {
  const { session, dialect } = db as unknown as Internals;
  const built = dialect.sqlToQuery(query);
  let name = names.get(built.sql);
  if (!name) {
    name = `completion_${createHash('sha1').update(built.sql).digest('hex').slice(0, 16)}`;
    names.set(built.sql, name);
  }
  return session.prepareQuery(built, undefined, name, false).execute();
}

/**
 * One statement: the next policy id and, for a person who may be new (`born`: their book and birth
 * date), the next member id, the day's version and the book's members born that day.
 */
export async function readForCompletion(db: Db, born: { book: Book; dob: string } | null): Promise<CompletionRead> {
  const policyId = sql`nextval(pg_get_serial_sequence('policies', 'id'))::int AS policy_id`;
  if (!born) {
    const row = oneRow(await executePrepared(db, sql`SELECT ${policyId}`));
    return { policyId: Number(row.policy_id), newMemberId: null, dayVersion: null, born: [] };
  }
  const { book, dob } = born;
  const sameBook = book.groupId === null ? isNull(members.groupId) : eq(members.groupId, book.groupId);
  const row = oneRow(
    await executePrepared(
      db,
      sql`SELECT ${policyId},
      nextval(pg_get_serial_sequence('members', 'id'))::int AS member_id,
      (SELECT version FROM member_book_days WHERE day = ${bookDayKey(book, dob)}) AS day_version,
      (SELECT coalesce(json_agg(json_build_object('id', ${members.id}, 'ssn', ${members.ssnEncrypted})), '[]'::json)
        FROM ${members} WHERE ${and(eq(members.agentId, book.agentId), sameBook, eq(members.dob, dob))}) AS born`,
    ),
  );
  return completionReadOf(row);
}

/** A read made from the enrollment's id alone, for the book day of the enrollment's own birth date. */
export interface EarlyCompletionRead {
  read: CompletionRead;
  /** The book and birth date it read the members of (the enrollment's rep, group, portal and dob). */
  book: Book;
  dob: string | null;
}

/**
 * readForCompletion from the enrollment's id alone (its rep, group and birth date read in the same
 * statement), so the review can send it beside the enrollment's own read, before either answers.
 * Null for an unknown id. The caller uses it only when the person's book and birth date are these.
 */
export async function readForCompletionOf(db: Db, enrollmentId: string): Promise<EarlyCompletionRead | null> {
  const day = sql`e.agent_id::text || ':' || coalesce(e.group_id::text, '-') || ':' || e.dob::text`;
  const result = await executePrepared(
    db,
    sql`SELECT nextval(pg_get_serial_sequence('policies', 'id'))::int AS policy_id,
      nextval(pg_get_serial_sequence('members', 'id'))::int AS member_id,
      e.agent_id, e.group_id, e.portal_id, e.dob::text AS dob,
      (SELECT d.version FROM member_book_days d WHERE d.day = ${day}) AS day_version,
      (SELECT coalesce(json_agg(json_build_object('id', m.id, 'ssn', m.ssn_encrypted)), '[]'::json)
        FROM members m WHERE m.agent_id = e.agent_id AND m.dob = e.dob
          AND (m.group_id = e.group_id OR (m.group_id IS NULL AND e.group_id IS NULL))) AS born
    FROM enrollments e WHERE e.id = ${enrollmentId}`,
  );
  const [row] = rowsOf(result);
  if (!row || row.agent_id === null) return null;
  return {
    read: completionReadOf(row),
    book: {
      agentId: Number(row.agent_id),
      groupId: row.group_id === null ? null : Number(row.group_id),
      portalId: row.portal_id === null ? null : Number(row.portal_id),
    },
    dob: typeof row.dob === 'string' ? row.dob : null,
  };
}

function completionReadOf(row: Record<string, unknown>): CompletionRead {
  const born = row.born ?? [];
  const list = (typeof born === 'string' ? JSON.parse(born) : born) as Array<{ id: number; ssn: string }>;
  return {
    policyId: Number(row.policy_id),
    newMemberId: row.member_id === null || row.member_id === undefined ? null : Number(row.member_id),
    dayVersion: row.day_version === null || row.day_version === undefined ? null : Number(row.day_version),
    born: list.map((m) => ({ id: Number(m.id), ssnEncrypted: m.ssn })),
  };
}

export interface OneStatementCompletion {
  enrollment: EnrollmentRow;
  effectiveDate: string;
  reviewRecord: Record<string, unknown>;
  policyId: number;
  book: BookWrite;
  /** Sealed outbox rows (the receipts), written only when the policy is made. */
  mails: NewOutboxRow[];
  now?: Date;
}

/**
 * made: the policy and everything with it were written; exists: the enrollment already had its
 * policy (a retry or a parallel call), nothing written; stale: the book day changed since the read,
 * nothing written but the day's version.
 */
export type OneStatementOutcome = { outcome: 'made'; policy: PolicyRow } | { outcome: 'exists' | 'stale' };

const text = (v: string | null) => sql`${v}::text`;
const int = (v: number | null) => sql`${v}::int`;

/** The book's part of the statement: the guard (a row when the writes may go ahead) and the member's write. */
function bookParts(book: BookWrite, at: SQL): { guard: SQL; member: SQL | null; memberId: number | null } {
  if (book.kind === 'none') return { guard: sql`SELECT 1`, member: null, memberId: null };
  if (book.kind === 'join') return { guard: sql`SELECT 1`, member: null, memberId: book.memberId };
  const p = book.person;
  if (book.kind === 'update') {
    const member = sql`UPDATE members SET first_name = ${text(p.firstName)}, middle_name = ${text(p.middleName)},
        last_name = ${text(p.lastName)}, gender = ${p.gender}::smallint, email = ${text(p.email)}, phone = ${text(p.phone)},
        address1 = ${text(p.address1)}, address2 = ${text(p.address2)}, city = ${text(p.city)}, state = ${text(p.state)},
        zip = ${text(p.zip)}
      WHERE id = ${int(book.memberId)} AND EXISTS (SELECT 1 FROM made) RETURNING 1`;
    return { guard: sql`SELECT 1`, member, memberId: book.memberId };
  }
  const day = bookDayKey(book.book, p.dob);
  const guard = sql`INSERT INTO member_book_days (day, version) VALUES (${text(day)}, 1)
      ON CONFLICT (day) DO UPDATE SET version = member_book_days.version + 1
      WHERE member_book_days.version = ${int(book.dayVersion)} RETURNING version`;
  const member = sql`INSERT INTO members (id, user_id, first_name, middle_name, last_name, dob, gender, email, phone,
        ssn_encrypted, address1, address2, city, state, zip, agent_id, group_id, portal_id, created_at)
      SELECT ${int(book.memberId)}, ${text(`U${book.memberId}`)}, ${text(p.firstName)}, ${text(p.middleName)},
        ${text(p.lastName)}, ${p.dob}::date, ${p.gender}::smallint, ${text(p.email)}, ${text(p.phone)},
        ${text(book.ssnEncrypted)}, ${text(p.address1)}, ${text(p.address2)}, ${text(p.city)}, ${text(p.state)},
        ${text(p.zip)}, ${int(book.book.agentId)}, ${int(book.book.groupId)}, ${int(book.book.portalId)}, ${at}
      FROM made RETURNING 1`;
  return { guard, member, memberId: book.memberId };
}

function mailPart(row: NewOutboxRow, index: number): SQL {
  const time = (d: Date | null | undefined) => sql`${d ? d.toISOString() : null}::timestamptz`;
  return sql`, ${sql.raw(`mail_${index}`)} AS (
    INSERT INTO outbox ("to", kind, channel, subject, text, html, status, next_attempt_at, sent_at, created_at)
    SELECT ${text(row.to)}, ${text(row.kind)}, ${text(row.channel ?? 'email')}, ${text(row.subject ?? null)},
      ${text(row.text ?? null)}, ${text(row.html ?? null)}, ${text(row.status ?? 'queued')}, ${time(row.nextAttemptAt)},
      ${time(row.sentAt)}, ${time(row.createdAt ?? new Date())}
    FROM made RETURNING 1)`;
}

/** The completion's one statement (see the module's note). Durable once it resolves. */
export async function completeInOneStatement(db: Db, input: OneStatementCompletion): Promise<OneStatementOutcome> {
  forgetRequestReads(); // the request's later reads see this write (plugins/request-reads.ts)
  const { enrollment: e, policyId } = input;
  const at = sql`${(input.now ?? new Date()).toISOString()}::timestamptz`;
  const id = e.id;
  const book = bookParts(input.book, at);
  const memberId = book.memberId ?? e.memberId;
  const result = await executePrepared(
    db,
    sql`WITH guard AS (${book.guard}),
    made AS (
      INSERT INTO policies (id, member_id, enrollment_id, agent_id, group_id, portal_id, tier, effective_date, created_at,
        rules_version)
      SELECT ${int(policyId)}, ${int(memberId)}, ${text(id)}, ${int(e.agentId)}, ${int(e.groupId)}, ${int(e.portalId)},
        ${text(e.tier ?? 'IO')}, ${input.effectiveDate}::date, ${at},
        (SELECT p.rules_version FROM enrollments p WHERE p.id = ${text(id)})
      WHERE EXISTS (SELECT 1 FROM guard)
      ON CONFLICT DO NOTHING RETURNING *),
    plans_made AS (
      INSERT INTO policy_plans (policy_id, plan_id, plan_pricing_id, monthly_cents, status)
      SELECT made.id, c.plan_id, c.plan_pricing_id, c.monthly_cents, 'ACTIVE' FROM made, cart_lines c
      WHERE c.enrollment_id = ${id} ORDER BY c.id RETURNING 1),
    review AS (
      INSERT INTO enrollment_steps (enrollment_id, tab, data, updated_at)
      SELECT ${id}, 'review_info', ${JSON.stringify(input.reviewRecord)}::jsonb, ${at} FROM made
      ON CONFLICT (enrollment_id, tab) DO UPDATE SET data = excluded.data, updated_at = excluded.updated_at RETURNING 1),
    completed AS (
      UPDATE enrollments SET status = 'completed', completed_at = ${at}, saved_tab = 'review_info', updated_at = ${at}
      WHERE id = ${id} AND EXISTS (SELECT 1 FROM made) RETURNING 1)
    ${book.member ? sql`, book_member AS (${book.member})` : sql``}
    ${sql.join(input.mails.map(mailPart))}
    SELECT g.guard_ok, made.* FROM (SELECT EXISTS (SELECT 1 FROM guard) AS guard_ok) g LEFT JOIN made ON true`,
  );
  const [row] = rowsOf(result);
  if (!row?.guard_ok) return { outcome: 'stale' };
  if (row.id === null || row.id === undefined) return { outcome: 'exists' };
  return { outcome: 'made', policy: policyRowOf(row) };
}
