import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { bankRoutingDirectory, groups, memberBankAccounts, memberCards } from '../db/schema';

/** The payment method a group imposes on its enrollments, or null when the applicant chooses. */
export async function groupPaymentMethod(db: Db, groupId: number | null): Promise<string | null> {
  if (groupId === null) return null;
  const [row] = await db.select({ method: groups.paymentMethod }).from(groups).where(eq(groups.id, groupId)).limit(1);
  return row?.method ?? null;
}

/** The bank a routing number belongs to, from the seeded directory, or null. */
export async function bankByRouting(db: Db, routingNumber: string): Promise<string | null> {
  const [row] = await db
    .select({ name: bankRoutingDirectory.bankName })
    .from(bankRoutingDirectory)
    .where(eq(bankRoutingDirectory.routingNumber, routingNumber))
    .limit(1);
  return row?.name ?? null;
}

/** A member's active bank accounts (numbers still sealed). */
export async function memberBanks(db: Db, memberId: number) {
  return db
    .select()
    .from(memberBankAccounts)
    .where(and(eq(memberBankAccounts.memberId, memberId), eq(memberBankAccounts.active, true)))
    .orderBy(asc(memberBankAccounts.id));
}

/** A member's active cards on file (vault token, brand and last four only). */
export async function memberCardRows(db: Db, memberId: number) {
  return db
    .select()
    .from(memberCards)
    .where(and(eq(memberCards.memberId, memberId), eq(memberCards.active, true)))
    .orderBy(asc(memberCards.id));
}
