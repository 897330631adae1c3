import { and, asc, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import { THEME_COLOR_KEYS } from '../../schemas/api/site';
import { SITE_IMAGE_KEYS, type SiteDetail, type SiteFields } from '../../schemas/api/site-admin';
import type { Db } from '../db/client';
import { externalSites, groups, referrals, siteDomains, sites, siteTheme } from '../db/schema';

/**
 * The sites the console edits (issue 30, decision 0320): label, theme colours and images (rows of
 * site_theme), custom domains, external-site names and referral links. Each write is a few
 * statements whatever the lists' lengths; callers hold the transaction and write the audit entry.
 */

type Runner = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;
const COLOUR_KEYS = Object.keys(THEME_COLOR_KEYS) as Array<keyof typeof THEME_COLOR_KEYS>;
const IMAGE_KEYS: ReadonlySet<string> = new Set(SITE_IMAGE_KEYS);

export async function listSites(db: Db) {
  const rows = await db
    .select({ id: sites.id, kind: sites.kind, label: sites.label })
    .from(sites)
    .orderBy(asc(sites.id))
    .limit(500);
  return { sites: rows };
}

/** One site as the console edits it, or null. */
export async function siteDetailOf(db: Runner, id: number): Promise<SiteDetail | null> {
  const [site] = await db.select().from(sites).where(eq(sites.id, id)).limit(1);
  if (!site) return null;
  const theme = await db.select().from(siteTheme).where(eq(siteTheme.siteId, id));
  const values = Object.fromEntries(theme.map((t) => [t.key, t.value]));
  const domains = await db
    .select({ host: siteDomains.host })
    .from(siteDomains)
    .where(eq(siteDomains.siteId, id))
    .orderBy(asc(siteDomains.host));
  const external = await db
    .select({ name: externalSites.siteName })
    .from(externalSites)
    .where(and(eq(externalSites.siteId, id), eq(externalSites.active, true)))
    .orderBy(asc(externalSites.siteName));
  const refs = site.agentId
    ? await db
        .select({ code: referrals.referralCode, referrer_name: referrals.referrerName, active: referrals.active })
        .from(referrals)
        .where(and(eq(referrals.agentId, site.agentId), ownerGroup(site.groupId)))
        .orderBy(asc(referrals.referralCode))
    : [];
  return {
    id,
    kind: site.kind,
    agent_id: site.agentId,
    group_id: site.groupId,
    fields: {
      label: site.label,
      theme: Object.fromEntries(COLOUR_KEYS.map((k) => [k, values[k] ?? '#000000'])) as SiteFields['theme'],
      domains: domains.map((d) => d.host),
      external_sites: external.map((e) => e.name),
      referrals: refs,
    },
    images: Object.fromEntries(theme.filter((t) => IMAGE_KEYS.has(t.key)).map((t) => [t.key, t.value])),
  };
}

const ownerGroup = (groupId: number | null) =>
  groupId === null ? sql`${referrals.groupId} IS NULL` : eq(referrals.groupId, groupId);

/** The hosts of `hosts` that another site already answers to. */
export async function hostsTaken(db: Runner, siteId: number, hosts: readonly string[]): Promise<string[]> {
  if (!hosts.length) return [];
  const rows = await db
    .select({ host: siteDomains.host })
    .from(siteDomains)
    .where(and(inArray(sql`lower(${siteDomains.host})`, hosts as string[]), ne(siteDomains.siteId, siteId)));
  return rows.map((r) => r.host.toLowerCase());
}

/** The external-site names of `names` another site holds, and the referral codes of `codes` another rep holds. */
export async function entriesTaken(
  db: Runner,
  siteId: number,
  agentId: number | null,
  names: string[],
  codes: string[],
) {
  const takenNames = names.length
    ? await db
        .select({ name: externalSites.siteName })
        .from(externalSites)
        .where(and(inArray(sql`lower(${externalSites.siteName})`, names), ne(externalSites.siteId, siteId)))
    : [];
  const upper = codes.map((c) => c.toUpperCase());
  const takenCodes = upper.length
    ? await db
        .select({ code: referrals.referralCode })
        .from(referrals)
        .where(
          and(
            inArray(sql`upper(${referrals.referralCode})`, upper),
            agentId === null ? sql`true` : ne(referrals.agentId, agentId),
          ),
        )
    : [];
  return { names: takenNames.map((n) => n.name.toLowerCase()), codes: takenCodes.map((c) => c.code.toUpperCase()) };
}

/** The agent a site's referrals are credited to: its own, or its group's rep. */
export async function referralAgentOf(db: Runner, site: SiteDetail): Promise<number | null> {
  if (site.agent_id !== null) return site.agent_id;
  if (site.group_id === null) return null;
  const [g] = await db.select({ agentId: groups.agentId }).from(groups).where(eq(groups.id, site.group_id)).limit(1);
  return g?.agentId ?? null;
}

/** Writes everything but the images. Domains left out are removed; external names and referrals left out become inactive. */
export async function writeSite(tx: Runner, site: SiteDetail, agentId: number | null, f: SiteFields): Promise<void> {
  const id = site.id;
  await tx.update(sites).set({ label: f.label }).where(eq(sites.id, id));
  await tx
    .insert(siteTheme)
    .values(COLOUR_KEYS.map((key, sort) => ({ siteId: id, key, value: f.theme[key].toLowerCase(), sort })))
    .onConflictDoUpdate({ target: [siteTheme.siteId, siteTheme.key], set: { value: sql`excluded.value` } });
  await tx.delete(siteDomains).where(eq(siteDomains.siteId, id));
  if (f.domains.length) await tx.insert(siteDomains).values(f.domains.map((host) => ({ host, siteId: id })));
  await tx
    .update(externalSites)
    .set({ active: false })
    .where(
      f.external_sites.length
        ? and(eq(externalSites.siteId, id), notInArray(externalSites.siteName, f.external_sites))
        : eq(externalSites.siteId, id),
    );
  for (const name of f.external_sites)
    await tx.execute(sql`INSERT INTO external_sites (site_name, site_id) VALUES (${name}, ${id})
      ON CONFLICT ((lower(site_name))) DO UPDATE SET active = true WHERE external_sites.site_id = ${id}`);
  if (agentId === null) return;
  const codes = f.referrals.map((r) => r.code.toUpperCase());
  await tx
    .update(referrals)
    .set({ active: false })
    .where(
      and(
        eq(referrals.agentId, agentId),
        ownerGroup(site.group_id),
        ...(codes.length ? [notInArray(sql`upper(${referrals.referralCode})`, codes)] : []),
      ),
    );
  for (const r of f.referrals)
    await tx.execute(sql`INSERT INTO referrals (referral_code, agent_id, group_id, referrer_name, active)
      VALUES (${r.code}, ${agentId}, ${site.group_id}, ${r.referrer_name}, ${r.active ?? true})
      ON CONFLICT ((upper(referral_code))) DO UPDATE SET referrer_name = excluded.referrer_name, active = excluded.active
      WHERE referrals.agent_id = ${agentId}`);
}

/** Sets one image key of a site's theme to a served path. */
export async function writeSiteImage(tx: Runner, siteId: number, key: string, path: string): Promise<void> {
  await tx
    .insert(siteTheme)
    .values({ siteId, key, value: path, sort: 100 })
    .onConflictDoUpdate({ target: [siteTheme.siteId, siteTheme.key], set: { value: path } });
}
