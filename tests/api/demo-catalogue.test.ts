import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import { buildTestApp } from '../helpers/build-app';
import {
  agentGroups,
  agentPortals,
  agents,
  bundleMembers,
  carriers,
  enrollerCodes,
  externalSites,
  formFieldRules,
  groupAdmins,
  groups,
  members,
  optionLists,
  planPricing,
  planQuestions,
  plans,
  policies,
  policyPlans,
  referrals,
  siteDomains,
  sites,
} from '../../server/db/schema';
import { verifyPassword } from '../../server/services/passwords';
import { CATEGORY_CODES } from '../../schemas/categories';

describe('the demo catalogue keeps every handle of demo-data.md', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => app.close());

  const agentByCode = async (code: string) =>
    (await app.db.select().from(agents).where(eq(agents.agentCode, code)))[0]!;

  it('has rep AG1001 Jordan Avery with two portals, groups 2001/2556/2512 and a hashed sign-in', async () => {
    const jordan = await agentByCode('AG1001');
    expect(jordan).toMatchObject({
      firstName: 'Jordan',
      lastName: 'Avery',
      phone: '4045550101',
      landingUrl: 'jordan',
      signInEmail: 'jordan.avery@example.com',
    });
    expect(await app.db.select().from(agentPortals).where(eq(agentPortals.agentId, jordan.id))).toHaveLength(2);
    const gids = (await app.db.select().from(agentGroups).where(eq(agentGroups.agentId, jordan.id)))
      .map((g) => g.groupId)
      .sort();
    expect(gids).toEqual([2001, 2512, 2556]);
    expect(await verifyPassword('demo-rep-pass', jordan.passwordHash!)).toBe(true);
    expect(await verifyPassword('wrong-pass', jordan.passwordHash!)).toBe(false);
  });

  it('has AG1002 Sam Lee at samlee and AG1003 without a landing url', async () => {
    expect(await agentByCode('AG1002')).toMatchObject({ firstName: 'Sam', lastName: 'Lee', landingUrl: 'samlee' });
    expect((await agentByCode('AG1003')).landingUrl).toBeNull();
  });

  it('has GRP2001 Acme (gid 2001, acme, Atlanta GA) with its administrator, and GRP2003 without a landing url', async () => {
    const [acme] = await app.db.select().from(groups).where(eq(groups.groupCode, 'GRP2001'));
    expect(acme).toMatchObject({
      id: 2001,
      name: 'Acme Manufacturing',
      landingUrl: 'acme',
      city: 'Atlanta',
      state: 'GA',
    });
    const [admin] = await app.db.select().from(groupAdmins).where(eq(groupAdmins.email, 'hr@acme.example.com'));
    expect(admin!.groupId).toBe(2001);
    expect(await verifyPassword('demo-group-pass', admin!.passwordHash)).toBe(true);
    const [g2003] = await app.db.select().from(groups).where(eq(groups.groupCode, 'GRP2003'));
    expect(g2003).toMatchObject({ id: 2003, landingUrl: null });
  });

  it('requires enroller codes ENR2556 and ENR2512 for gid 2556 and 2512 only', async () => {
    const needing = (await app.db.select({ id: groups.id }).from(groups).where(eq(groups.requiresEnrollerCode, true)))
      .map((g) => g.id)
      .sort();
    expect(needing).toEqual([2512, 2556]);
    for (const [gid, code] of [
      [2556, 'ENR2556'],
      [2512, 'ENR2512'],
    ] as const) {
      const [row] = await app.db.select().from(enrollerCodes).where(eq(enrollerCodes.groupId, gid));
      expect(await verifyPassword(code, row!.codeHash)).toBe(true);
      expect(await verifyPassword(code === 'ENR2556' ? 'ENR2512' : 'ENR2556', row!.codeHash)).toBe(false);
    }
  });

  it('resolves RF5001, partner-site and benefits.acme.test', async () => {
    const jordan = await agentByCode('AG1001');
    const [rf] = await app.db.select().from(referrals).where(eq(referrals.referralCode, 'RF5001'));
    expect(rf).toMatchObject({ agentId: jordan.id, referrerName: 'Jordan Avery', active: true });
    expect(await app.db.select().from(referrals).where(eq(referrals.referralCode, 'RF0000'))).toHaveLength(0);
    const [ext] = await app.db
      .select({ agentId: sites.agentId })
      .from(externalSites)
      .innerJoin(sites, eq(sites.id, externalSites.siteId))
      .where(eq(externalSites.siteName, 'partner-site'));
    expect(ext!.agentId).toBe(jordan.id);
    const [dom] = await app.db
      .select({ groupId: sites.groupId })
      .from(siteDomains)
      .innerJoin(sites, eq(sites.id, siteDomains.siteId))
      .where(eq(siteDomains.host, 'benefits.acme.test'));
    expect(dom!.groupId).toBe(2001);
  });

  it('has 12 members for AG1001, 6 for group 2001, U3001 Pat Morgan, and both plan states', async () => {
    const jordan = await agentByCode('AG1001');
    expect(await app.db.select().from(members).where(eq(members.agentId, jordan.id))).toHaveLength(12);
    expect(await app.db.select().from(members).where(eq(members.groupId, 2001))).toHaveLength(6);
    const [pat] = await app.db.select().from(members).where(eq(members.userId, 'U3001'));
    expect(pat).toMatchObject({ firstName: 'Pat', lastName: 'Morgan', groupId: 2001 });
    const statuses = await app.db
      .select({ memberId: policies.memberId, status: policyPlans.status })
      .from(policyPlans)
      .innerJoin(policies, eq(policies.id, policyPlans.policyId))
      .innerJoin(members, eq(members.id, policies.memberId))
      .where(eq(members.agentId, jordan.id));
    expect(statuses.some((s) => s.status === 'ACTIVE')).toBe(true);
    expect(statuses.some((s) => s.status !== 'ACTIVE')).toBe(true);
    expect(statuses.some((s) => s.memberId === pat!.id && s.status === 'ACTIVE')).toBe(true);
  });

  it('has at least two plans in every category and bundles of 2, 3, 4 and 5 with matching contents', async () => {
    const rows = await app.db
      .select({ category: plans.category, n: sql<number>`count(*)::int` })
      .from(plans)
      .where(eq(plans.isMembership, false))
      .groupBy(plans.category);
    const counts = new Map(rows.map((r) => [r.category, Number(r.n)]));
    for (const code of CATEGORY_CODES) expect(counts.get(code) ?? 0, code).toBeGreaterThanOrEqual(2);
    const bundles = await app.db.select().from(plans).where(eq(plans.category, 'bundles'));
    expect(new Set(bundles.map((b) => b.bundlePlanCount))).toEqual(new Set([2, 3, 4, 5]));
    for (const b of bundles)
      expect(await app.db.select().from(bundleMembers).where(eq(bundleMembers.bundlePlanId, b.id))).toHaveLength(
        b.bundlePlanCount!,
      );
    expect((await app.db.select().from(plans).where(eq(plans.isFeatured, true))).length).toBeGreaterThanOrEqual(4);
  });

  it('prices every plan for every tier it allows, and never for a tier it does not', async () => {
    for (const p of await app.db.select().from(plans)) {
      const tiers = new Set(
        (await app.db.select({ tier: planPricing.tier }).from(planPricing).where(eq(planPricing.planId, p.id))).map(
          (r) => r.tier,
        ),
      );
      expect(tiers, p.planName).toEqual(new Set(p.allowedTiers ?? ['IO', 'IS', 'IC', 'IF']));
    }
  });

  it('has each special plan of demo-data.md', async () => {
    const one = async (where: SQL | undefined) => (await app.db.select().from(plans).where(where))[0];
    expect(await one(eq(plans.isPremier, true))).toBeDefined();
    expect(await one(eq(plans.isIha, true))).toBeDefined();
    const union = (await one(eq(plans.isUnion, true)))!;
    const [unionCarrier] = await app.db.select().from(carriers).where(eq(carriers.id, union.carrierId));
    expect(unionCarrier!.specialMessage).toContain('union dues $25.00');
    const prudential = (await one(and(eq(plans.isPrudential, true), eq(plans.needsMembership, true))))!;
    expect(prudential.category).toBe('TERM_LIFE');
    const memberships = await app.db
      .select({ cents: planPricing.monthlyCents })
      .from(planPricing)
      .innerJoin(plans, eq(plans.id, planPricing.planId))
      .where(eq(plans.isMembership, true));
    expect(memberships.some((m) => m.cents === 500)).toBe(true);
    const kinds = new Set((await app.db.select({ kind: planQuestions.kind }).from(planQuestions)).map((q) => q.kind));
    expect(kinds).toEqual(new Set(['health', 'aflac']));
    expect(
      (await app.db.select().from(planQuestions).where(isNotNull(planQuestions.declineOn))).length,
    ).toBeGreaterThan(0);
    expect(
      (await app.db.select().from(planQuestions).where(eq(planQuestions.trueCondition, 1))).length,
    ).toBeGreaterThan(0);
    expect(await one(eq(plans.salaryRequired, true))).toBeDefined();
    expect(await one(isNotNull(plans.minWorkingHours))).toBeDefined();
    const tobacco = (await one(eq(plans.tobaccoRated, true)))!;
    expect(
      (
        await app.db
          .select()
          .from(planPricing)
          .where(and(eq(planPricing.planId, tobacco.id), eq(planPricing.tobacco, true)))
      ).length,
    ).toBeGreaterThan(0);
    expect(await one(sql`'NY' = ANY(${plans.excludedStates})`)).toBeDefined();
    expect(await one(sql`NOT ('IF' = ANY(coalesce(${plans.allowedTiers}, ARRAY['IF'])))`)).toBeDefined();
    expect(await one(sql`${plans.maxAge} < 64`)).toBeDefined();
    expect(await one(sql`current_date BETWEEN ${plans.blackoutStart} AND ${plans.blackoutEnd}`)).toBeDefined();
    const moved = (await one(isNotNull(plans.changePidTo)))!;
    expect(await one(eq(plans.id, moved.changePidTo!))).toBeDefined();
  });

  it('has default form rules for every wizard tab and at least one carrier override', async () => {
    const tabs = new Set(
      (
        await app.db.select({ tab: formFieldRules.tab }).from(formFieldRules).where(eq(formFieldRules.scope, 'default'))
      ).map((r) => r.tab),
    );
    for (const tab of [
      'primary_info',
      'contact_info',
      'employer_info',
      'beneficiary_info',
      'dependent_primary_info',
      'agreement_info',
      'billing_info',
    ])
      expect(tabs.has(tab), tab).toBe(true);
    const weight = await app.db
      .select()
      .from(formFieldRules)
      .where(and(eq(formFieldRules.fieldName, 'weight'), eq(formFieldRules.tab, 'primary_info')));
    expect(weight.find((r) => r.scope === 'default')!.required).toBe(false);
    expect(weight.find((r) => r.scope === 'carrier')!.required).toBe(true);
  });

  it("has the specification's option lists", async () => {
    const list = async (name: string) =>
      (await app.db.select().from(optionLists).where(eq(optionLists.listName, name)).orderBy(optionLists.sort)).map(
        (o) => o.value,
      );
    expect(await list('marital_status')).toEqual(['0', '1', '2', '3']);
    expect(new Set(await list('compensation_types'))).toEqual(
      new Set(['G10L20', 'MW', 'GMWL10', 'G20', 'Salary', '1099']),
    );
    expect(await list('employment_status')).toEqual(['A', 'C', 'R']);
    expect(await list('bill_dates')).toEqual(Array.from({ length: 28 }, (_, i) => String(i + 1)));
    expect(new Set(await list('holiday_policy'))).toEqual(
      new Set(['Standard_6', 'Presendents_Day', 'Columbus_Day', 'Religious_Days', 'Birthday', 'Floating_Day']),
    );
    expect((await list('beneficiary_relationships')).length).toBeGreaterThan(3);
    const [ordinal] = await app.db
      .select()
      .from(optionLists)
      .where(and(eq(optionLists.listName, 'bill_dates'), inArray(optionLists.value, ['28'])));
    expect(ordinal!.label).toBe('28th of month');
  });
});
