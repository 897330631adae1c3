import { and, asc, count, eq, gt, sql } from 'drizzle-orm';
import type { Contribution, GroupDetail, GroupFields, PlanYear } from '../../schemas/api/group-admin';
import type { Db } from '../db/client';
import { groupContributions, groupEmployees, groupPayroll, groupPlanYears, groupPortals, groups } from '../db/schema';
import type { PlanYearWindow } from '../domain/enrollment-window';

/**
 * The groups the console edits (issue 30, decision 0290): a page of groups by id, one group with
 * its contributions and plan years, and the writes, each a few statements whatever the group's size.
 * Callers hold the transaction and write the audit entry in it.
 */

type Runner = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

/** A page of groups after the id `after`, and the id to ask the next page after (null at the end). */
export async function listGroups(db: Db, after: number, limit: number) {
  const rows = await db
    .select({
      id: groups.id,
      group_code: groups.groupCode,
      name: groups.name,
      city: groups.city,
      state: groups.state,
      active: groups.active,
    })
    .from(groups)
    .where(gt(groups.id, after))
    .orderBy(asc(groups.id))
    .limit(limit + 1);
  const more = rows.length > limit;
  const page = more ? rows.slice(0, limit) : rows;
  return { groups: page, next: more ? (page[page.length - 1]?.id ?? null) : null };
}

/** A group's fields as the console shows them, or null for an unknown id. */
export async function groupFieldsOf(db: Runner, id: number): Promise<GroupFields | null> {
  const [g] = await db.select().from(groups).where(eq(groups.id, id)).limit(1);
  if (!g) return null;
  const [payroll] = await db.select().from(groupPayroll).where(eq(groupPayroll.groupId, id)).limit(1);
  const portals = await db
    .select({ id: groupPortals.portalId })
    .from(groupPortals)
    .where(eq(groupPortals.groupId, id))
    .orderBy(asc(groupPortals.sort), asc(groupPortals.portalId));
  const portalIds = portals.map((p) => p.id);
  // The group's own portal first, whether or not group_portals lists it.
  if (g.portalId !== null && !portalIds.includes(g.portalId)) portalIds.unshift(g.portalId);
  return {
    group_code: g.groupCode,
    name: g.name,
    display_name: g.displayName,
    display_email: g.displayEmail,
    display_phone: g.displayPhone,
    address1: g.address1,
    address2: g.address2,
    city: g.city,
    state: g.state,
    zip: g.zip,
    landing_url: g.landingUrl,
    tagline: g.tagline,
    about: g.about,
    active: g.active,
    requires_enroller_code: g.requiresEnrollerCode,
    pay_frequency: payroll?.payFrequency ?? null,
    portal_ids: portalIds,
  };
}

export async function contributionsOf(db: Runner, groupId: number): Promise<Contribution[]> {
  const rows = await db
    .select()
    .from(groupContributions)
    .where(eq(groupContributions.groupId, groupId))
    .orderBy(
      asc(groupContributions.category),
      sql`array_position(ARRAY['IO','IS','IC','IF'], ${groupContributions.tier})`,
    );
  return rows.map((r) => ({
    category: r.category as Contribution['category'],
    tier: r.tier,
    kind: r.kind,
    flat_cents: r.flatCents,
    percent: r.percent,
  }));
}

export async function planYearsOf(db: Runner, groupId: number): Promise<Array<Required<PlanYear>>> {
  const rows = await db
    .select()
    .from(groupPlanYears)
    .where(eq(groupPlanYears.groupId, groupId))
    .orderBy(asc(groupPlanYears.startsOn));
  return rows.map((r) => ({
    starts_on: r.startsOn,
    ends_on: r.endsOn,
    open_starts_on: r.openStartsOn,
    open_ends_on: r.openEndsOn,
    new_hire_days: r.newHireDays,
  }));
}

/** The plan years as the enrollment-window rule reads them, and the group's name. */
export async function enrollmentWindowOf(db: Runner, groupId: number) {
  const [g] = await db.select({ name: groups.displayName }).from(groups).where(eq(groups.id, groupId)).limit(1);
  const years: PlanYearWindow[] = (await planYearsOf(db, groupId)).map((y) => ({
    startsOn: y.starts_on,
    endsOn: y.ends_on,
    openStartsOn: y.open_starts_on,
    openEndsOn: y.open_ends_on,
    newHireDays: y.new_hire_days,
  }));
  return { name: g?.name ?? 'Your employer', years };
}

export async function employeeCountOf(db: Runner, groupId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(groupEmployees).where(eq(groupEmployees.groupId, groupId));
  return Number(row?.n ?? 0);
}

export async function groupDetailOf(db: Runner, id: number): Promise<GroupDetail | null> {
  const fields = await groupFieldsOf(db, id);
  if (!fields) return null;
  const [contributions, planYears, employees] = await Promise.all([
    contributionsOf(db, id),
    planYearsOf(db, id),
    employeeCountOf(db, id),
  ]);
  return { id, fields, contributions, plan_years: planYears, employee_count: employees };
}

function groupRow(f: GroupFields) {
  return {
    groupCode: f.group_code,
    name: f.name,
    displayName: f.display_name,
    displayEmail: f.display_email ?? null,
    displayPhone: f.display_phone ?? null,
    address1: f.address1 ?? null,
    address2: f.address2 ?? null,
    city: f.city ?? null,
    state: f.state ?? null,
    zip: f.zip ?? null,
    landingUrl: f.landing_url ?? null,
    tagline: f.tagline ?? null,
    about: f.about ?? null,
    active: f.active ?? true,
    requiresEnrollerCode: f.requires_enroller_code ?? false,
    portalId: f.portal_ids?.[0] ?? null,
  };
}

/** Writes a group's fields, payroll and portals; a new group when `id` is null. Answers the id. */
export async function writeGroup(tx: Runner, id: number | null, f: GroupFields): Promise<number> {
  let groupId = id;
  if (groupId === null) {
    const [row] = await tx.insert(groups).values(groupRow(f)).returning({ id: groups.id });
    groupId = row?.id ?? 0;
  } else await tx.update(groups).set(groupRow(f)).where(eq(groups.id, groupId));
  if (f.pay_frequency)
    await tx
      .insert(groupPayroll)
      .values({ groupId, payFrequency: f.pay_frequency })
      .onConflictDoUpdate({
        target: groupPayroll.groupId,
        set: { payFrequency: f.pay_frequency, updatedAt: sql`now()` },
      });
  else await tx.delete(groupPayroll).where(eq(groupPayroll.groupId, groupId));
  if (f.portal_ids) {
    await tx.delete(groupPortals).where(eq(groupPortals.groupId, groupId));
    if (f.portal_ids.length)
      await tx.insert(groupPortals).values(f.portal_ids.map((portalId, sort) => ({ groupId, portalId, sort })));
  }
  return groupId;
}

/** Replaces a group's contributions with `rows` (at most 200 rows: one statement). */
export async function replaceContributions(tx: Runner, groupId: number, rows: readonly Contribution[]) {
  await tx.delete(groupContributions).where(eq(groupContributions.groupId, groupId));
  if (rows.length)
    await tx.insert(groupContributions).values(
      rows.map((r) => ({
        groupId,
        category: r.category,
        tier: r.tier,
        kind: r.kind,
        flatCents: r.kind === 'flat' ? (r.flat_cents ?? 0) : null,
        percent: r.kind === 'percent' ? (r.percent ?? 0) : null,
      })),
    );
}

/** Replaces a group's plan years (at most 10). */
export async function replacePlanYears(tx: Runner, groupId: number, rows: readonly PlanYear[]) {
  await tx.delete(groupPlanYears).where(eq(groupPlanYears.groupId, groupId));
  if (rows.length)
    await tx.insert(groupPlanYears).values(
      rows.map((y) => ({
        groupId,
        startsOn: y.starts_on,
        endsOn: y.ends_on,
        openStartsOn: y.open_starts_on,
        openEndsOn: y.open_ends_on,
        newHireDays: y.new_hire_days ?? 30,
      })),
    );
}

/** True when the group exists. */
export async function groupExists(db: Runner, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: groups.id })
    .from(groups)
    .where(and(eq(groups.id, id)))
    .limit(1);
  return rows.length > 0;
}
