import { eq, sql } from 'drizzle-orm';
import {
  agreementTexts,
  bundleMembers,
  carriers,
  planBenefits,
  planQuestionOptions,
  planQuestions,
  plans,
  portalPlans,
  ratingAreas,
  singlePlanCategories,
} from '../db/schema';
import { copyCsv } from '../db/copy';
import type { Tx } from '../db/seed/context';
import { RATE_TIERS } from '../../schemas/catalogue/rates';
import { changedParts, type CatalogueDiff, type RateEdits } from './diff';
import type { LiveCatalogue } from './live';
import type { NormalPlan } from './normal';
import type { RateTable } from './rate-table';
import type { CheckedCatalogue } from './validate';

/** Plans (about 45 columns) and child rows per multi-row insert. */
const PLAN_CHUNK = 100;
const CHILD_CHUNK = 500;

/** Ids per retiring statement: each binds one array parameter, whatever the data. */
const RATE_CHUNK = 10_000;
/** Rate rows added or removed from which the import refreshes plan_pricing's planner statistics. */
const ANALYZE_AFTER = 50_000;

/** A PostgreSQL array literal ('{1,2,3}') bound as one text parameter (strings quoted: codes, tiers and days hold no quote; null is NULL). */
const pgArray = (values: ArrayLike<number | string | boolean | null>): string =>
  `{${Array.from(values, (v) => (v === null ? 'NULL' : typeof v === 'boolean' ? (v ? 't' : 'f') : typeof v === 'string' ? `"${v}"` : String(v))).join(',')}}`;

function planRow(p: NormalPlan, carrierId: number): typeof plans.$inferInsert {
  const {
    carrier: _carrier,
    bundleOf,
    portals: _portals,
    benefits: _benefits,
    questions: _questions,
    changePidTo: _successor,
    ...rest
  } = p;
  return { ...rest, carrierId, bundlePlanCount: bundleOf.length ? bundleOf.length : null };
}

function benefitRows(p: NormalPlan): Array<typeof planBenefits.$inferInsert> {
  return Object.entries(p.benefits).map(([key, v]) => ({
    planId: p.id,
    key,
    numValue: typeof v === 'number' ? v : null,
    textValue: typeof v === 'string' ? v : null,
    boolValue: typeof v === 'boolean' ? v : null,
  }));
}

async function writeChildren(tx: Tx, p: NormalPlan, parts: readonly string[], portalIds: ReadonlyMap<string, number>) {
  if (parts.includes('bundleOf')) {
    await tx.delete(bundleMembers).where(eq(bundleMembers.bundlePlanId, p.id));
    if (p.bundleOf.length)
      await tx
        .insert(bundleMembers)
        .values(p.bundleOf.map((memberPlanId, sort) => ({ bundlePlanId: p.id, memberPlanId, sort })));
  }
  if (parts.includes('portals')) {
    await tx.delete(portalPlans).where(eq(portalPlans.planId, p.id));
    const rows = p.portals.map((code) => ({ portalId: portalIds.get(code) ?? 0, planId: p.id }));
    if (rows.length) await tx.insert(portalPlans).values(rows);
  }
  if (parts.includes('benefits')) {
    await tx.delete(planBenefits).where(eq(planBenefits.planId, p.id));
    const rows = benefitRows(p);
    if (rows.length) await tx.insert(planBenefits).values(rows);
  }
  if (parts.includes('questions')) {
    await tx.delete(planQuestions).where(eq(planQuestions.planId, p.id));
    for (const [sort, q] of p.questions.entries()) {
      const [row] = await tx
        .insert(planQuestions)
        .values({
          planId: p.id,
          kind: q.kind,
          questionText: q.text,
          subType: q.subType,
          requireDetail: q.requireDetail,
          trueCondition: q.trueCondition,
          declineOn: q.declineOn,
          declineMessage: q.declineMessage,
          sort,
        })
        .returning({ id: planQuestions.id });
      if (row && q.options.length)
        await tx.insert(planQuestionOptions).values(
          q.options.map((o, i) => ({
            questionId: row.id,
            optionText: o.text,
            optionGroup: o.group,
            declines: o.declines,
            sort: i,
          })),
        );
    }
  }
}

async function insertChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += CHILD_CHUNK) await insert(rows.slice(i, i + CHILD_CHUNK));
}

/** The child rows of new plans, many plans a statement; questions (which need their ids) plan by plan. */
async function insertNewChildren(tx: Tx, added: readonly NormalPlan[], portalIds: ReadonlyMap<string, number>) {
  await insertChunks(
    added.flatMap((p) => p.bundleOf.map((memberPlanId, sort) => ({ bundlePlanId: p.id, memberPlanId, sort }))),
    (rows) => tx.insert(bundleMembers).values(rows),
  );
  await insertChunks(
    added.flatMap((p) => p.portals.map((code) => ({ portalId: portalIds.get(code) ?? 0, planId: p.id }))),
    (rows) => tx.insert(portalPlans).values(rows),
  );
  await insertChunks(added.flatMap(benefitRows), (rows) => tx.insert(planBenefits).values(rows));
  for (const p of added) if (p.questions.length) await writeChildren(tx, p, ['questions'], portalIds);
}

/** Adds and changes rating areas (before the rates that name them); answers every area's id by code. */
async function applyAreas(tx: Tx, next: CheckedCatalogue, live: LiveCatalogue, diff: CatalogueDiff) {
  const ids = new Map(live.areaIds);
  const write = new Set([...diff.areas.added, ...diff.areas.changed]);
  for (const a of next.areas) {
    if (!write.has(a.code)) continue;
    const [row] = await tx
      .insert(ratingAreas)
      .values(a)
      .onConflictDoUpdate({ target: ratingAreas.code, set: { state: a.state, name: a.name, zips: a.zips } })
      .returning({ id: ratingAreas.id });
    if (row) ids.set(a.code, row.id);
  }
  return ids;
}

/** What the rate writes tell as they go: staged rows so far, then each statement's rows (inserted: so far). */
export type WriteProgress = (step: 'staged' | 'removed' | 'updated' | 'inserted', rows: number) => void;

const RATE_COLUMNS_SQL = `plan_id, tier, age_min, age_max, tobacco, monthly_cents, effective_from, effective_to, state, area_id`;

/** A rate row's columns as a CSV line's cells (codes, tiers and ISO days hold no comma or quote; empty is NULL). */
function rateCells(t: RateTable, r: number, areaIds: ReadonlyMap<string, number>): string {
  const code = t.areaOf(r);
  const area = code === null ? '' : (areaIds.get(code) ?? '');
  return `${t.planId[r] ?? 0},${RATE_TIERS[t.tier[r] ?? 0] ?? 'IO'},${t.ageMin[r] ?? 0},${t.ageMax[r] ?? 0},${t.tobacco[r] === 1 ? 't' : 'f'},${t.cents[r] ?? 0},${t.fromOf(r) ?? ''},${t.toOf(r) ?? ''},${t.stateOf(r) ?? ''},${area}`;
}

/** Removals and updates as staging lines: op (d, u), the live id, then the row's columns (none for d). */
function* stageLines(t: RateTable, edits: RateEdits, areaIds: ReadonlyMap<string, number>): Generator<string> {
  for (const id of edits.remove) yield `d,${id},,,,,,,,,,\n`;
  for (const u of edits.update) yield `u,${u.id},${rateCells(t, u.row, areaIds)}\n`;
}

function* insertLines(t: RateTable, rows: readonly number[], areaIds: ReadonlyMap<string, number>): Generator<string> {
  for (const r of rows) yield `${rateCells(t, r, areaIds)}\n`;
}

/**
 * The rate edits in a bounded number of statements whatever their number (decision 0330): removals
 * and updates COPY'd into a temporary staging table (dropped at the transaction's end), then one
 * DELETE and one UPDATE from it; new rows COPY'd straight into plan_pricing (one COPY on
 * PostgreSQL; one per 16 MiB on PGlite). No bind parameters; each catalogue-version trigger fires
 * once per statement.
 */
async function applyRates(
  tx: Tx,
  t: RateTable,
  edits: RateEdits,
  areaIds: ReadonlyMap<string, number>,
  progress?: WriteProgress,
): Promise<void> {
  if (edits.remove.length || edits.update.length) {
    await tx.execute(
      sql.raw(`CREATE TEMP TABLE oe_rate_stage (op char(1) NOT NULL, id int NOT NULL, plan_id int, tier text,
      age_min smallint, age_max smallint, tobacco boolean, monthly_cents int, effective_from date, effective_to date,
      state text, area_id int) ON COMMIT DROP`),
    );
    await copyCsv(tx, `oe_rate_stage (op, id, ${RATE_COLUMNS_SQL})`, stageLines(t, edits, areaIds), (n) =>
      progress?.('staged', n),
    );
  }
  if (edits.remove.length) {
    await tx.execute(sql`DELETE FROM plan_pricing p USING oe_rate_stage s WHERE s.op = 'd' AND p.id = s.id`);
    progress?.('removed', edits.remove.length);
  }
  if (edits.update.length) {
    await tx.execute(sql`UPDATE plan_pricing p SET age_max = s.age_max, monthly_cents = s.monthly_cents,
        effective_to = s.effective_to
      FROM oe_rate_stage s WHERE s.op = 'u' AND p.id = s.id`);
    progress?.('updated', edits.update.length);
  }
  // After the removals: a new row never meets a removed one's key.
  if (edits.insert.length)
    await copyCsv(tx, `plan_pricing (${RATE_COLUMNS_SQL})`, insertLines(t, edits.insert, areaIds), (n) =>
      progress?.('inserted', n),
    );
  // Many rows changed: the planner's statistics follow now, not at autovacuum's next pass (the
  // listing's rate lookup plans by them). Part of the transaction: rolled back with it.
  if (edits.insert.length + edits.remove.length >= ANALYZE_AFTER) await tx.execute(sql`ANALYZE plan_pricing`);
}

/**
 * Writes a checked file's differences into the live catalogue, inside the caller's transaction
 * (the import's one: nothing is half-imported). Each write fires the catalogue-version triggers
 * (migration 0007), so the version rises and listing caches refresh; an empty diff writes nothing.
 */
export async function applyCatalogue(
  tx: Tx,
  next: CheckedCatalogue,
  table: RateTable,
  live: LiveCatalogue,
  diff: CatalogueDiff,
  edits: RateEdits,
  progress?: WriteProgress,
): Promise<void> {
  const carrierIds = new Map(live.carrierIds);
  for (const c of next.carriers) {
    const key = c.code.toUpperCase();
    if (diff.carriers.added.includes(c.code)) {
      const [row] = await tx.insert(carriers).values(c).returning({ id: carriers.id });
      if (row) carrierIds.set(key, row.id);
    } else if (diff.carriers.changed.includes(c.code)) {
      await tx
        .update(carriers)
        .set(c)
        .where(eq(carriers.id, carrierIds.get(key) ?? 0));
    }
  }
  const byId = new Map(next.plans.map((p) => [p.id, p]));
  const changed = new Map(diff.plans.changed.map((c) => [c.id, c.keys]));
  const carrierOf = (p: NormalPlan) => carrierIds.get(p.carrier.toUpperCase()) ?? 0;
  const added = diff.plans.added.flatMap((id) => byId.get(id) ?? []);
  // New plans many rows a statement (a bounded chunk), their successors once every plan exists.
  for (let i = 0; i < added.length; i += PLAN_CHUNK)
    await tx.insert(plans).values(added.slice(i, i + PLAN_CHUNK).map((p) => planRow(p, carrierOf(p))));
  await insertNewChildren(tx, added, live.portalIds);
  for (const [id, keys] of changed) {
    const p = byId.get(id);
    if (!p) continue;
    await tx
      .update(plans)
      .set(planRow(p, carrierOf(p)))
      .where(eq(plans.id, id));
    const parts = changedParts(keys);
    if (parts.length) await writeChildren(tx, p, parts, live.portalIds);
  }
  for (const p of [...added, ...[...changed.keys()].flatMap((id) => byId.get(id) ?? [])]) {
    const isNew = !changed.has(p.id);
    if ((isNew && p.changePidTo !== null) || changed.get(p.id)?.includes('changePidTo'))
      await tx.update(plans).set({ changePidTo: p.changePidTo }).where(eq(plans.id, p.id));
  }
  // Plans left out of the file are retired (kept for the carts and policies that hold them).
  const dropped = diff.plans.retired.filter((id) => !byId.has(id));
  for (let i = 0; i < dropped.length; i += RATE_CHUNK)
    await tx.execute(
      sql`UPDATE plans SET active = false WHERE id = ANY(${pgArray(dropped.slice(i, i + RATE_CHUNK))}::int[])`,
    );
  if (diff.singlePlanCategoriesChanged) {
    await tx.delete(singlePlanCategories);
    if (next.singlePlanCategories.length) await tx.insert(singlePlanCategories).values(next.singlePlanCategories);
  }
  if (diff.agreementsChanged) {
    await tx.delete(agreementTexts);
    const rows = next.agreements.map((a, sort) => ({
      textHead: a.head,
      textBody: a.body,
      textRequired: a.required,
      carrierId: a.carrier === null ? null : (carrierIds.get(a.carrier.toUpperCase()) ?? null),
      planId: a.planId,
      sort,
    }));
    for (let i = 0; i < rows.length; i += 100) await tx.insert(agreementTexts).values(rows.slice(i, i + 100));
  }
  const areaIds = await applyAreas(tx, next, live, diff);
  await applyRates(tx, table, edits, areaIds, progress);
  // Areas left out of the file go once no rate row names them (a kept plan's live rates may).
  if (diff.areas.removed.length)
    await tx.execute(sql`DELETE FROM rating_areas a WHERE a.code = ANY(${pgArray(diff.areas.removed)}::text[])
      AND NOT EXISTS (SELECT 1 FROM plan_pricing p WHERE p.area_id = a.id)`);
  // Plans written with explicit ids: the identity continues past the largest.
  if (diff.plans.added.length)
    await tx.execute(
      sql`SELECT setval(pg_get_serial_sequence('plans', 'id'), max(id)) FROM plans HAVING max(id) >= 10000`,
    );
}
