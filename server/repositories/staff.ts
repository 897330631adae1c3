import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { carriers, plans, staffUsers } from '../db/schema';

const staffColumns = {
  id: staffUsers.id,
  email: staffUsers.email,
  name: staffUsers.name,
  role: staffUsers.role,
  carrierId: staffUsers.carrierId,
  passwordHash: staffUsers.passwordHash,
  carrierName: carriers.name,
};

/** The staff member with this e-mail (case-insensitive), with the password hash and carrier name. */
export async function findStaffByEmail(db: Db, email: string) {
  const [row] = await db
    .select(staffColumns)
    .from(staffUsers)
    .leftJoin(carriers, eq(carriers.id, staffUsers.carrierId))
    .where(sql`lower(${staffUsers.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return row ?? null;
}

/** The staff member by id, or null once removed. */
export async function findStaffById(db: Db, id: number) {
  const [row] = await db
    .select(staffColumns)
    .from(staffUsers)
    .leftJoin(carriers, eq(carriers.id, staffUsers.carrierId))
    .where(eq(staffUsers.id, id))
    .limit(1);
  return row ?? null;
}

/** The plans a carrier sells (every plan for null), by id and name, in name order: what the console names. */
export async function planNamesOf(db: Db, carrierId: number | null): Promise<Array<{ id: number; name: string }>> {
  const rows = await db
    .select({ id: plans.id, name: plans.planName })
    .from(plans)
    .where(carrierId === null ? undefined : eq(plans.carrierId, carrierId))
    .orderBy(asc(plans.planName), asc(plans.id));
  return rows;
}

/** Ids of the plans a carrier sells, ascending. */
export async function planIdsOfCarrier(db: Db, carrierId: number): Promise<number[]> {
  const rows = await db
    .select({ id: plans.id })
    .from(plans)
    .where(eq(plans.carrierId, carrierId))
    .orderBy(asc(plans.id));
  return rows.map((r) => r.id);
}

/** Stores a staff member's password hash again (a sign-in found it below today's cost). */
export async function updateStaffPasswordHash(db: Db, id: number, passwordHash: string): Promise<void> {
  await db.update(staffUsers).set({ passwordHash }).where(eq(staffUsers.id, id));
}
