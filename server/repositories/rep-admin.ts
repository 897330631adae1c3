import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { RepDetail, RepFields, RepLandingBody } from '../../schemas/api/rep-admin';
import type { Db } from '../db/client';
import { agentGroups, agentPortals, agents, groups, sites } from '../db/schema';

/**
 * The reps the console edits (issue 30, decision 0320): a page of reps by id, one rep with its
 * portals and groups, and the writes, a few statements whatever the rep's size. Callers hold the
 * transaction and write the audit entry in it.
 */

type Runner = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

/** A page of reps after the id `after`, and the id to ask the next page after (null at the end). */
export async function listReps(db: Db, after: number, limit: number) {
  const rows = await db
    .select({
      id: agents.id,
      agent_code: agents.agentCode,
      first: agents.firstName,
      last: agents.lastName,
      landing_url: agents.landingUrl,
      active: agents.active,
    })
    .from(agents)
    .where(gt(agents.id, after))
    .orderBy(asc(agents.id))
    .limit(limit + 1);
  const more = rows.length > limit;
  const page = more ? rows.slice(0, limit) : rows;
  return {
    reps: page.map(({ first, last, ...r }) => ({ ...r, name: `${first} ${last}` })),
    next: more ? (page[page.length - 1]?.id ?? null) : null,
  };
}

/** A rep's fields as the console shows them, or null for an unknown id. */
export async function repFieldsOf(db: Runner, id: number): Promise<RepFields | null> {
  const [a] = await db.select().from(agents).where(eq(agents.id, id)).limit(1);
  if (!a) return null;
  const portals = await db
    .select({ id: agentPortals.portalId })
    .from(agentPortals)
    .where(eq(agentPortals.agentId, id))
    .orderBy(sql`${agentPortals.isPrimary} DESC`, asc(agentPortals.sort), asc(agentPortals.portalId));
  const groupRows = await db
    .select({ id: agentGroups.groupId })
    .from(agentGroups)
    .where(eq(agentGroups.agentId, id))
    .orderBy(asc(agentGroups.groupId));
  return {
    agent_code: a.agentCode,
    first_name: a.firstName,
    last_name: a.lastName,
    email: a.email,
    phone: a.phone,
    landing_url: a.landingUrl,
    display_name: a.displayName,
    display_email: a.displayEmail,
    display_phone: a.displayPhone,
    display_about_name: a.displayAboutName,
    tagline: a.tagline,
    agent_bio: a.agentBio,
    active: a.active,
    portal_ids: portals.map((p) => p.id),
    group_ids: groupRows.map((g) => g.id),
  };
}

export async function repDetailOf(db: Runner, id: number): Promise<RepDetail | null> {
  const fields = await repFieldsOf(db, id);
  if (!fields) return null;
  const [a] = await db.select({ image: agents.image }).from(agents).where(eq(agents.id, id)).limit(1);
  const [site] = await db
    .select({ id: sites.id })
    .from(sites)
    .where(and(eq(sites.agentId, id), eq(sites.kind, 'agent')))
    .limit(1);
  return { id, fields, image: a?.image ?? null, site_id: site?.id ?? null };
}

/** The landing page's texts, as a rep edits them (a subset of the rep's row). */
export function landingTextsOf(f: RepFields | RepLandingBody): RepLandingBody {
  return {
    display_name: f.display_name,
    display_email: f.display_email ?? null,
    display_phone: f.display_phone ?? null,
    display_about_name: f.display_about_name ?? null,
    tagline: f.tagline ?? null,
    agent_bio: f.agent_bio ?? null,
  };
}

function landingRow(t: RepLandingBody) {
  const v = landingTextsOf(t);
  return {
    displayName: v.display_name,
    displayEmail: v.display_email,
    displayPhone: v.display_phone,
    displayAboutName: v.display_about_name,
    tagline: v.tagline,
    agentBio: v.agent_bio,
  };
}

function repRow(f: RepFields) {
  return {
    agentCode: f.agent_code,
    firstName: f.first_name,
    lastName: f.last_name,
    email: f.email,
    phone: f.phone,
    landingUrl: f.landing_url ?? null,
    active: f.active ?? true,
    ...landingRow(f),
  };
}

/** True when a group answers to this landing name (a rep's would shadow it: reps win a tie). */
export async function groupHasLanding(db: Runner, name: string): Promise<boolean> {
  const rows = await db
    .select({ id: groups.id })
    .from(groups)
    .where(sql`lower(${groups.landingUrl}) = ${name.toLowerCase()}`)
    .limit(1);
  return rows.length > 0;
}

/**
 * Writes a rep's fields, portals and groups; a new rep (and its own site, kind agent) when `id` is
 * null. Answers the id.
 */
export async function writeRep(tx: Runner, id: number | null, f: RepFields): Promise<number> {
  let agentId = id;
  if (agentId === null) {
    const [row] = await tx.insert(agents).values(repRow(f)).returning({ id: agents.id });
    agentId = row?.id ?? 0;
  } else await tx.update(agents).set(repRow(f)).where(eq(agents.id, agentId));
  const portalIds = f.portal_ids ?? [];
  if (f.portal_ids) {
    await tx.delete(agentPortals).where(eq(agentPortals.agentId, agentId));
    if (portalIds.length)
      await tx
        .insert(agentPortals)
        .values(portalIds.map((portalId, sort) => ({ agentId, portalId, sort, isPrimary: sort === 0 })));
  }
  if (f.group_ids) {
    await tx.delete(agentGroups).where(eq(agentGroups.agentId, agentId));
    if (f.group_ids.length) await tx.insert(agentGroups).values(f.group_ids.map((groupId) => ({ agentId, groupId })));
  }
  if (id === null)
    await tx.insert(sites).values({ kind: 'agent', label: f.display_name, agentId, portalId: portalIds[0] ?? null });
  return agentId;
}

/** A rep's own landing-page texts. */
export async function writeLandingTexts(tx: Runner, agentId: number, t: RepLandingBody): Promise<void> {
  await tx.update(agents).set(landingRow(t)).where(eq(agents.id, agentId));
}

/** The landing page's photo (a served path, or null). */
export async function writeRepImage(tx: Runner, agentId: number, image: string | null): Promise<void> {
  await tx.update(agents).set({ image }).where(eq(agents.id, agentId));
}
