import { and, asc, eq, sql } from 'drizzle-orm';
import type { LandingDisplay } from '../../schemas/api/site';
import type { Db } from '../db/client';
import { agentPortals, agents, externalSites, groups, siteDomains, sites, siteTheme } from '../db/schema';

export interface DefaultSite {
  siteId: number;
  agentId: number | null;
  groupId: number | null;
  portalId: number | null;
  landingUrl: string;
}

/** The default (open) storefront and the landing name it answers to. */
export async function findDefaultSite(db: Db): Promise<DefaultSite | null> {
  const [row] = await db
    .select({
      siteId: sites.id,
      agentId: sites.agentId,
      groupId: sites.groupId,
      portalId: sites.portalId,
      landingUrl: agents.landingUrl,
    })
    .from(sites)
    .leftJoin(agents, eq(agents.id, sites.agentId))
    .where(eq(sites.isDefault, true))
    .limit(1);
  if (!row || !row.landingUrl) return null;
  return { ...row, landingUrl: row.landingUrl };
}

/** The portal a rep's storefront starts on: the one marked primary, else the first by sort. */
export async function primaryPortalOfAgent(db: Db, agentId: number): Promise<number | null> {
  const [row] = await db
    .select({ portalId: agentPortals.portalId })
    .from(agentPortals)
    .where(eq(agentPortals.agentId, agentId))
    .orderBy(sql`${agentPortals.isPrimary} DESC`, asc(agentPortals.sort), asc(agentPortals.portalId))
    .limit(1);
  return row?.portalId ?? null;
}

export type LandingDisplayRow = LandingDisplay;

export type LandingPage =
  | {
      type: 'agent';
      agentId: number;
      groupId: null;
      portalId: number | null;
      landingUrl: string;
      isDefaultSite: boolean;
      display: LandingDisplayRow;
    }
  | {
      type: 'group';
      agentId: number | null;
      groupId: number;
      portalId: number | null;
      landingUrl: string;
      isDefaultSite: false;
      display: LandingDisplayRow;
    };

/** Resolves a landing name (case-insensitive) to a rep's or a group's storefront; reps win a tie. */
export async function findLandingPage(db: Db, name: string): Promise<LandingPage | null> {
  const key = name.toLowerCase();
  const [agent] = await db
    .select()
    .from(agents)
    .where(and(sql`lower(${agents.landingUrl}) = ${key}`, eq(agents.active, true)))
    .limit(1);
  if (agent?.landingUrl) {
    const [defaultSite] = await db
      .select({ id: sites.id })
      .from(sites)
      .where(and(eq(sites.isDefault, true), eq(sites.agentId, agent.id)))
      .limit(1);
    return {
      type: 'agent',
      agentId: agent.id,
      groupId: null,
      portalId: await primaryPortalOfAgent(db, agent.id),
      landingUrl: agent.landingUrl,
      isDefaultSite: defaultSite !== undefined,
      display: {
        display_name: agent.displayName,
        display_email: agent.displayEmail,
        display_phone: agent.displayPhone,
        tagline: agent.tagline,
        logo: agent.logo,
        image: agent.image,
        about: agent.agentBio,
        address_information: null,
      },
    };
  }
  const [group] = await db
    .select()
    .from(groups)
    .where(and(sql`lower(${groups.landingUrl}) = ${key}`, eq(groups.active, true)))
    .limit(1);
  if (!group?.landingUrl) return null;
  const { address1, city, state, zip } = group;
  return {
    type: 'group',
    agentId: group.agentId,
    groupId: group.id,
    portalId: group.portalId,
    landingUrl: group.landingUrl,
    isDefaultSite: false,
    display: {
      display_name: group.displayName,
      display_email: group.displayEmail,
      display_phone: group.displayPhone,
      tagline: group.tagline,
      logo: group.logo,
      image: group.image,
      about: group.about,
      address_information: address1 && city && state && zip ? { address1, city, state, zip } : null,
    },
  };
}

/** The site a host (custom domain) or an external site name belongs to, if any. */
export async function findSiteByHostOrName(db: Db, hostOrName: string): Promise<number | null> {
  const key = hostOrName.toLowerCase();
  const [byHost] = await db
    .select({ siteId: siteDomains.siteId })
    .from(siteDomains)
    .where(sql`lower(${siteDomains.host}) = ${key}`)
    .limit(1);
  if (byHost) return byHost.siteId;
  const [byName] = await db
    .select({ siteId: externalSites.siteId })
    .from(externalSites)
    .where(and(sql`lower(${externalSites.siteName}) = ${key}`, eq(externalSites.active, true)))
    .limit(1);
  return byName?.siteId ?? null;
}

/** A site's theme entries in display order. */
export async function themeOfSite(db: Db, siteId: number): Promise<Array<{ key: string; value: string }>> {
  return db
    .select({ key: siteTheme.key, value: siteTheme.value })
    .from(siteTheme)
    .where(eq(siteTheme.siteId, siteId))
    .orderBy(asc(siteTheme.sort), asc(siteTheme.key));
}
