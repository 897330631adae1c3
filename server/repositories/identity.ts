import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { agents, externalSites, groups, partnerTraffic, portals, referrals, siteDomains, sites } from '../db/schema';

/** A storefront a host, an external site name or a referral resolves to. */
export interface ResolvedSite {
  siteId: number;
  kind: 'default' | 'agent' | 'group' | 'external';
  agentId: number | null;
  groupId: number | null;
  portalId: number | null;
  landingUrl: string | null;
}

const siteColumns = {
  siteId: sites.id,
  kind: sites.kind,
  agentId: sites.agentId,
  groupId: sites.groupId,
  portalId: sites.portalId,
  agentLanding: agents.landingUrl,
  groupLanding: groups.landingUrl,
};

function toResolved(row: {
  siteId: number;
  kind: ResolvedSite['kind'];
  agentId: number | null;
  groupId: number | null;
  portalId: number | null;
  agentLanding: string | null;
  groupLanding: string | null;
}): ResolvedSite {
  const { agentLanding, groupLanding, ...rest } = row;
  return { ...rest, landingUrl: row.kind === 'group' ? groupLanding : agentLanding };
}

/** The site a custom domain (bare lower-case host) belongs to. */
export async function findSiteByDomain(db: Db, host: string): Promise<ResolvedSite | null> {
  const [row] = await db
    .select(siteColumns)
    .from(siteDomains)
    .innerJoin(sites, eq(sites.id, siteDomains.siteId))
    .leftJoin(agents, eq(agents.id, sites.agentId))
    .leftJoin(groups, eq(groups.id, sites.groupId))
    .where(sql`lower(${siteDomains.host}) = ${host.toLowerCase()}`)
    .limit(1);
  return row ? toResolved(row) : null;
}

/** The site behind an active external site name (case-insensitive). */
export async function findSiteByExternalName(
  db: Db,
  siteName: string,
): Promise<(ResolvedSite & { siteName: string }) | null> {
  const [row] = await db
    .select({ ...siteColumns, siteName: externalSites.siteName })
    .from(externalSites)
    .innerJoin(sites, eq(sites.id, externalSites.siteId))
    .leftJoin(agents, eq(agents.id, sites.agentId))
    .leftJoin(groups, eq(groups.id, sites.groupId))
    .where(and(sql`lower(${externalSites.siteName}) = ${siteName.toLowerCase()}`, eq(externalSites.active, true)))
    .limit(1);
  if (!row) return null;
  const { siteName: name, ...site } = row;
  return { ...toResolved(site), siteName: name };
}

/** An active, unexpired referral by its code (case-insensitive). */
export async function findReferral(db: Db, code: string, now: Date = new Date()) {
  const [row] = await db
    .select({
      code: referrals.referralCode,
      agentId: referrals.agentId,
      groupId: referrals.groupId,
      portalId: referrals.portalId,
      referrerName: referrals.referrerName,
    })
    .from(referrals)
    .innerJoin(agents, eq(agents.id, referrals.agentId))
    .where(
      and(
        sql`upper(${referrals.referralCode}) = ${code.toUpperCase()}`,
        eq(referrals.active, true),
        eq(agents.active, true),
        or(isNull(referrals.expiresAt), gt(referrals.expiresAt, now)),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Counts a partner visit once per reference id (a reload only bumps the visit counter). */
export async function recordPartnerTraffic(db: Db, partner: string, referenceId: string): Promise<number> {
  const [row] = await db
    .insert(partnerTraffic)
    .values({ partner, referenceId })
    .onConflictDoUpdate({
      target: [partnerTraffic.partner, partnerTraffic.referenceId],
      set: { visits: sql`${partnerTraffic.visits} + 1`, lastSeenAt: sql`now()` },
    })
    .returning({ visits: partnerTraffic.visits });
  return row?.visits ?? 1;
}

/** Id of an active portal by its code. */
export async function portalIdByCode(db: Db, code: string): Promise<number | null> {
  const [row] = await db
    .select({ id: portals.id })
    .from(portals)
    .where(and(eq(portals.platformCode, code), eq(portals.active, true)))
    .limit(1);
  return row?.id ?? null;
}

/** An active rep by id. */
export async function findAgentById(db: Db, agentId: number) {
  const [row] = await db
    .select()
    .from(agents)
    .where(and(eq(agents.id, agentId), eq(agents.active, true)))
    .limit(1);
  return row ?? null;
}

/** An active group by id, with the code of the rep who writes its business. */
export async function findGroupById(db: Db, groupId: number) {
  const [row] = await db
    .select({ group: groups, agentCode: agents.agentCode })
    .from(groups)
    .leftJoin(agents, eq(agents.id, groups.agentId))
    .where(and(eq(groups.id, groupId), eq(groups.active, true)))
    .limit(1);
  return row ?? null;
}
