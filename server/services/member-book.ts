import type { Db } from '../db/client';
import { sameSsn, type BookEntry } from '../domain/member-book';
import {
  bookMembersBornOn,
  insertBookMember,
  linkPolicy,
  lockBookDay,
  updateBookMember,
} from '../repositories/member-book';
import type { BookWrite, CompletionRead } from '../repositories/completion';
import { decryptField, encryptField } from './field-crypto';

/**
 * Writes a completed enrollment's person into the enroller's book, inside the completion's
 * transaction, and points the policy at that member. An existing member's enrollment (made only by
 * their signed-in rep or group administrator) updates their names and contact details. Anyone else is
 * looked for among the book's members with the same birth date and SSN (SSNs are sealed, so the few
 * born that day are opened and compared): found, the policy joins that member without rewriting their
 * details (a shopper who knows a member's SSN must not redirect their mail); not found, they are added.
 * Only the enroller's own book is searched: the same person enrolled by another rep is that rep's member.
 */
export async function recordInBook(tx: Db, key: Buffer, entry: BookEntry, policyId: number): Promise<number> {
  let memberId = entry.memberId;
  if (memberId !== null) await updateBookMember(tx, memberId, entry.person);
  else {
    await lockBookDay(tx, entry.book, entry.person.dob);
    const born = await bookMembersBornOn(tx, entry.book, entry.person.dob);
    memberId = born.find((m) => sameSsn(decryptField(m.ssnEncrypted, key), entry))?.id ?? null;
    memberId ??= await insertBookMember(tx, entry.book, entry.person, encryptField(entry.ssn, key));
  }
  await linkPolicy(tx, memberId, policyId);
  return memberId;
}

/**
 * The same rule for a completion in one statement (repositories/completion.ts): what it writes into
 * the book, from the read before it (the book's members born that day, opened and compared here).
 */
export function bookWriteOf(entry: BookEntry | null, read: CompletionRead, key: Buffer): BookWrite {
  if (!entry) return { kind: 'none' };
  if (entry.memberId !== null) return { kind: 'update', memberId: entry.memberId, person: entry.person };
  const same = read.born.find((m) => sameSsn(decryptField(m.ssnEncrypted, key), entry));
  if (same) return { kind: 'join', memberId: same.id };
  if (read.newMemberId === null) throw new Error('bookWriteOf: the read took no member id for a new person');
  return {
    kind: 'add',
    memberId: read.newMemberId,
    book: entry.book,
    person: entry.person,
    ssnEncrypted: encryptField(entry.ssn, key),
    dayVersion: read.dayVersion,
  };
}
