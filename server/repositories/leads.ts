import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { leads } from '../db/schema';

/** The zip last saved for this device (and rep, when the visit is on a rep's site), or null. */
export async function findLeadZip(db: Db, deviceId: string, agentId: number | null): Promise<string | null> {
  const [row] = await db
    .select({ zip: leads.zipCode })
    .from(leads)
    .where(and(eq(leads.deviceId, deviceId), agentId === null ? isNull(leads.agentId) : eq(leads.agentId, agentId)))
    .orderBy(desc(leads.updatedAt))
    .limit(1);
  return row?.zip ?? null;
}

/** Saves a device's location zip: one lead per device and rep, updated on a later Allow. */
export async function saveLead(
  db: Db,
  lead: { deviceId: string; agentId: number | null; groupId: number | null; webUrl: string | null; zipCode: string },
  now = new Date(),
): Promise<void> {
  const match = and(
    eq(leads.deviceId, lead.deviceId),
    lead.agentId === null ? isNull(leads.agentId) : eq(leads.agentId, lead.agentId),
  );
  const updated = await db
    .update(leads)
    .set({ zipCode: lead.zipCode, webUrl: lead.webUrl, groupId: lead.groupId, updatedAt: now })
    .where(match)
    .returning({ id: leads.id });
  if (updated.length === 0) await db.insert(leads).values({ ...lead, createdAt: now, updatedAt: now });
}
