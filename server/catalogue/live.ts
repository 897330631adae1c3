import { asc, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  agreementTexts,
  bundleMembers,
  carriers,
  planBenefits,
  planQuestionOptions,
  planQuestions,
  plans,
  portalPlans,
  portals,
  ratingAreas,
  singlePlanCategories,
} from '../db/schema';
import type { Tx } from '../db/seed/context';
import type { NormalAgreement, NormalArea, NormalCarrier, NormalPlan, NormalQuestion } from './normal';

/** The live catalogue's structure (everything but the rates), in the file's normal form. */
export interface LiveCatalogue {
  carriers: NormalCarrier[];
  /** Carrier id by upper-case code, and code by id. */
  carrierIds: Map<string, number>;
  plans: NormalPlan[];
  agreements: NormalAgreement[];
  singlePlanCategories: Array<{ category: string; coverage: string }>;
  /** Portal id by platform code. */
  portalIds: Map<string, number>;
  /** Rating areas in code order, and their ids by code. */
  areas: NormalArea[];
  areaIds: Map<string, number>;
}

function groupBy<T>(rows: T[], key: (r: T) => number): Map<number, T[]> {
  const out = new Map<number, T[]>();
  for (const r of rows) {
    const k = key(r);
    const list = out.get(k);
    if (list) list.push(r);
    else out.set(k, [r]);
  }
  return out;
}

/**
 * Reads the catalogue's structure: carriers, plans with their bundle members, portals, benefit
 * figures and questions, agreement texts, one-per-cart categories. These tables hold hundreds to a
 * few thousand rows; the rates (the large table) are read through a cursor (liveRates).
 */
export async function readLiveCatalogue(db: Db | Tx): Promise<LiveCatalogue> {
  const carrierRows = await db.select().from(carriers).orderBy(asc(carriers.id));
  const codeOf = new Map(carrierRows.map((c) => [c.id, c.code]));
  const planRows = await db.select().from(plans).orderBy(asc(plans.id));
  const bundles = groupBy(
    await db.select().from(bundleMembers).orderBy(asc(bundleMembers.sort), asc(bundleMembers.memberPlanId)),
    (r) => r.bundlePlanId,
  );
  const portalRows = await db.select({ id: portals.id, code: portals.platformCode }).from(portals);
  const portalCode = new Map(portalRows.map((p) => [p.id, p.code]));
  const sold = groupBy(await db.select().from(portalPlans), (r) => r.planId);
  const benefits = groupBy(await db.select().from(planBenefits).orderBy(asc(planBenefits.key)), (r) => r.planId);
  const options = groupBy(
    await db.select().from(planQuestionOptions).orderBy(asc(planQuestionOptions.sort), asc(planQuestionOptions.id)),
    (r) => r.questionId,
  );
  const questions = groupBy(
    await db.select().from(planQuestions).orderBy(asc(planQuestions.sort), asc(planQuestions.id)),
    (r) => r.planId,
  );
  const agreementRows = await db
    .select()
    .from(agreementTexts)
    .orderBy(asc(agreementTexts.sort), asc(agreementTexts.id));
  const singles = await db.select().from(singlePlanCategories).orderBy(asc(singlePlanCategories.category));
  const areaRows = await db
    .select()
    .from(ratingAreas)
    .orderBy(sql`${ratingAreas.code} COLLATE "C"`);

  const planOut: NormalPlan[] = planRows.map((p) => {
    const { id, carrierId, createdAt: _created, bundlePlanCount: _count, ...rest } = p;
    const figures: NormalPlan['benefits'] = {};
    for (const b of benefits.get(id) ?? []) figures[b.key] = b.numValue ?? b.textValue ?? b.boolValue ?? null;
    const qs: NormalQuestion[] = (questions.get(id) ?? []).map((q) => ({
      kind: q.kind,
      text: q.questionText,
      subType: q.subType,
      requireDetail: q.requireDetail,
      trueCondition: q.trueCondition,
      declineOn: q.declineOn,
      declineMessage: q.declineMessage,
      options: (options.get(q.id) ?? []).map((o) => ({
        text: o.optionText,
        group: o.optionGroup,
        declines: o.declines,
      })),
    }));
    return {
      id,
      carrier: codeOf.get(carrierId) ?? String(carrierId),
      ...rest,
      allowedTiers: rest.allowedTiers as NormalPlan['allowedTiers'],
      bundleOf: (bundles.get(id) ?? []).map((b) => b.memberPlanId),
      portals: (sold.get(id) ?? []).map((s) => portalCode.get(s.portalId) ?? String(s.portalId)).sort(),
      benefits: figures,
      questions: qs,
    };
  });
  return {
    carriers: carrierRows.map((c) => ({ code: c.code, name: c.name, logo: c.logo, specialMessage: c.specialMessage })),
    carrierIds: new Map(carrierRows.map((c) => [c.code.toUpperCase(), c.id])),
    plans: planOut,
    agreements: agreementRows.map((a) => ({
      head: a.textHead,
      body: a.textBody,
      required: a.textRequired,
      carrier: a.carrierId === null ? null : (codeOf.get(a.carrierId) ?? null),
      planId: a.planId,
    })),
    singlePlanCategories: singles.map((s) => ({ category: s.category, coverage: s.coverage })),
    portalIds: new Map(portalRows.map((p) => [p.code, p.id])),
    areas: areaRows.map((a) => ({ code: a.code, state: a.state, name: a.name, zips: [...a.zips].sort() })),
    areaIds: new Map(areaRows.map((a) => [a.code, a.id])),
  };
}

export interface LiveRate {
  id: number;
  plan_id: number;
  /** 0..3: IO, IS, IC, IF. */
  tier: number;
  age_min: number;
  age_max: number;
  tobacco: boolean;
  monthly_cents: number;
  /** ISO days (null: open). */
  effective_from: string | null;
  effective_to: string | null;
  state: string | null;
  /** The rating area's code (null: none). */
  area: string | null;
}

/**
 * The live rates in key order (plan, plan year start (open first), state, rating area code (none
 * first; codes in code-point order, as RateTable.sortedIndex), tier IO..IF, tobacco, age_min), `batch` rows at a time through
 * a server-side cursor (DECLARE ... FETCH): memory holds one batch whatever the table's size.
 * Runs inside the caller's transaction (a cursor lives in one).
 */
export async function* liveRates(tx: Tx, batch = 5000): AsyncGenerator<LiveRate[]> {
  await tx.execute(
    sql.raw(`DECLARE oe_catalogue_rates NO SCROLL CURSOR FOR
      SELECT p.id, p.plan_id, array_position(ARRAY['IO','IS','IC','IF'], p.tier) - 1 AS tier, p.age_min, p.age_max, p.tobacco,
        p.monthly_cents, to_char(p.effective_from, 'YYYY-MM-DD') AS effective_from, to_char(p.effective_to, 'YYYY-MM-DD') AS effective_to,
        p.state, a.code AS area
      FROM plan_pricing p LEFT JOIN rating_areas a ON a.id = p.area_id
      ORDER BY p.plan_id, p.effective_from NULLS FIRST, coalesce(p.state, '') COLLATE "C", coalesce(a.code, '') COLLATE "C",
        array_position(ARRAY['IO','IS','IC','IF'], p.tier), p.tobacco, p.age_min`),
  );
  try {
    for (;;) {
      const { rows } = (await tx.execute(sql.raw(`FETCH ${batch} FROM oe_catalogue_rates`))) as unknown as {
        rows: LiveRate[];
      };
      if (rows.length === 0) return;
      yield rows.map((r) => ({ ...r, tier: Number(r.tier) }));
    }
  } finally {
    await tx.execute(sql.raw('CLOSE oe_catalogue_rates'));
  }
}
