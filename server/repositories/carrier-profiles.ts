import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { carrierProfiles, carriers, plans } from '../db/schema';

/** The carriers' 834 profiles (docs/decisions/0110-carrier-834-files.md): their settings and control numbers. */

export type CarrierProfileRow = typeof carrierProfiles.$inferSelect & { carrierName: string; carrierCode: string };

const profileColumns = {
  ...Object.fromEntries(Object.entries(carrierProfiles).filter(([k]) => !k.startsWith('_') && k !== 'enableRLS')),
} as unknown as typeof carrierProfiles._.columns;

/** Every carrier profile with its carrier's name and code, by carrier id. */
export async function listCarrierProfiles(db: Db, carrierId?: number): Promise<CarrierProfileRow[]> {
  return db
    .select({ ...profileColumns, carrierName: carriers.name, carrierCode: carriers.code })
    .from(carrierProfiles)
    .innerJoin(carriers, eq(carriers.id, carrierProfiles.carrierId))
    .where(carrierId === undefined ? undefined : eq(carrierProfiles.carrierId, carrierId))
    .orderBy(asc(carrierProfiles.carrierId));
}

/** One profile, locked for the rest of the transaction when `lock` (a run holds it while it allocates a control number). */
export async function findCarrierProfile(db: Db, carrierId: number, lock = false): Promise<CarrierProfileRow | null> {
  const query = db
    .select({ ...profileColumns, carrierName: carriers.name, carrierCode: carriers.code })
    .from(carrierProfiles)
    .innerJoin(carriers, eq(carriers.id, carrierProfiles.carrierId))
    .where(eq(carrierProfiles.carrierId, carrierId))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: carrierProfiles }) : await query;
  return row ?? null;
}

export async function updateCarrierProfile(
  db: Db,
  carrierId: number,
  values: Partial<typeof carrierProfiles.$inferInsert>,
): Promise<void> {
  await db
    .update(carrierProfiles)
    .set({ updatedAt: new Date(), ...values })
    .where(eq(carrierProfiles.carrierId, carrierId));
}

/** The category codes of the catalogue (the keys a line-of-business mapping may use). */
export async function planCategories(db: Db): Promise<Set<string>> {
  const rows = await db.selectDistinct({ category: plans.category }).from(plans);
  return new Set(rows.map((r) => r.category));
}

/** The next control number of a carrier (unique and increasing: the row is updated in the caller's transaction). */
export async function allocateControlNumber(db: Db, carrierId: number): Promise<number> {
  const [row] = await db
    .update(carrierProfiles)
    .set({ lastControlNumber: sql`${carrierProfiles.lastControlNumber} + 1` })
    .where(eq(carrierProfiles.carrierId, carrierId))
    .returning({ control: carrierProfiles.lastControlNumber });
  if (!row) throw new Error('no carrier profile to number a file for');
  return row.control;
}
