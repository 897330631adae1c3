import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { memberDependents } from '../db/schema';

/** The dependents on file for an existing member (SSNs still sealed), oldest first. */
export async function memberDependentRows(db: Db, memberId: number) {
  return db
    .select()
    .from(memberDependents)
    .where(eq(memberDependents.memberId, memberId))
    .orderBy(asc(memberDependents.id));
}
