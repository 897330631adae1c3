import type { Db } from '../db/client';
import { sameSsn, type BookEntry } from '../domain/member-book';
import {
  bookMembersBornOn,
  insertBookMember,
  linkMember,
  lockBookDay,
  updateBookMember,
} from '../repositories/member-book';
import { decryptField, encryptField } from './field-crypto';

/**
 * Writes a completed enrollment's person into the enroller's book, inside the completion's
 * transaction: the member an existing member's enrollment was for, else the book's member with the
 * same birth date and SSN (SSNs are sealed, so the few born that day are opened and compared), is
 * updated; anyone else is added. The policy and the enrollment then name that member. Only the
 * enroller's own book is searched: the same person enrolled by another rep is that rep's member.
 */
export async function recordInBook(
  tx: Db,
  key: Buffer,
  entry: BookEntry,
  policyId: number,
  enrollmentId: string,
): Promise<number> {
  let memberId = entry.memberId;
  if (memberId === null) {
    await lockBookDay(tx, entry.book, entry.person.dob);
    const born = await bookMembersBornOn(tx, entry.book, entry.person.dob);
    memberId = born.find((m) => sameSsn(decryptField(m.ssnEncrypted, key), entry))?.id ?? null;
  }
  if (memberId === null) memberId = await insertBookMember(tx, entry.book, entry.person, encryptField(entry.ssn, key));
  else await updateBookMember(tx, memberId, entry.person);
  await linkMember(tx, memberId, policyId, enrollmentId);
  return memberId;
}
