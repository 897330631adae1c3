import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { Book, BookPerson } from '../domain/member-book';
import { memberBookDays, members, policies } from '../db/schema';

/**
 * The enroller's book of members (the current-member tables): the queries a completed enrollment
 * runs to add its person, or to update them when they are already there. Called inside the
 * completion's transaction.
 */

/** The book day's key in member_book_days: the rep, the group (or '-') and the ISO birth date. */
export function bookDayKey(book: Book, dob: string): string {
  return `${book.agentId}:${book.groupId ?? '-'}:${dob}`;
}

/**
 * Holds, until the transaction ends, the book's members born on `dob` (the row lock of the day's
 * version, raised): two processes completing the same person at once (PostgreSQL) then find one
 * member instead of adding two, and a completion in one statement that read the day before this
 * (repositories/completion.ts) writes nothing and comes here.
 */
export async function lockBookDay(db: Db, book: Book, dob: string): Promise<void> {
  await db
    .insert(memberBookDays)
    .values({ day: bookDayKey(book, dob), version: 1 })
    .onConflictDoUpdate({ target: memberBookDays.day, set: { version: sql`${memberBookDays.version} + 1` } });
}

/** The book's members born on `dob` (ids and sealed SSNs): the only ones the same person can be. */
export async function bookMembersBornOn(db: Db, book: Book, dob: string) {
  return db
    .select({ id: members.id, ssnEncrypted: members.ssnEncrypted })
    .from(members)
    .where(
      and(
        eq(members.agentId, book.agentId),
        book.groupId === null ? isNull(members.groupId) : eq(members.groupId, book.groupId),
        eq(members.dob, dob),
      ),
    );
}

/** Adds the person to the book; answers the new member's id (its user id is `U` and that id). */
export async function insertBookMember(db: Db, book: Book, person: BookPerson, ssnEncrypted: string): Promise<number> {
  const [row] = await db
    .insert(members)
    .values({ ...person, ...book, ssnEncrypted, userId: `pending-${randomUUID()}` })
    .returning({ id: members.id });
  if (!row) throw new Error('member insert answered no row');
  await db
    .update(members)
    .set({ userId: `U${row.id}` })
    .where(eq(members.id, row.id));
  return row.id;
}

/** The person's names, contact and address as this enrollment gave them (birth date and SSN stay). */
export async function updateBookMember(db: Db, memberId: number, person: BookPerson): Promise<void> {
  const { dob: _dob, ...changed } = person;
  await db.update(members).set(changed).where(eq(members.id, memberId));
}

/** The policy names its member from now on (the current-member table lists it with them). */
export async function linkPolicy(db: Db, memberId: number, policyId: number): Promise<void> {
  await db.update(policies).set({ memberId }).where(eq(policies.id, policyId));
}
