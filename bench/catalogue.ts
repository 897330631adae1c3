import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../server/db/client';
import { bundleMembers, planPricing, plans, portalPlans } from '../server/db/schema';
import { planQuestions } from '../server/db/schema/questions';

/** Id offset per copy: the demo plan ids are below 1,000, so copy k uses k * 1,000 + the original id. */
export const ID_STEP = 1000;

/**
 * The catalogue tables a copy needs, with the columns that hold a plan id (shifted by the copy's
 * offset). Every other column is copied as it is, except generated ones (identity ids, generated
 * columns), which the database fills; so columns a later migration adds are copied too.
 */
const COPIED: ReadonlyArray<{ table: PgTable; planColumns: readonly string[]; base: string }> = [
  { table: plans, planColumns: ['id', 'change_pid_to'], base: 'id' },
  { table: planPricing, planColumns: ['plan_id'], base: 'plan_id' },
  { table: bundleMembers, planColumns: ['bundle_plan_id', 'member_plan_id'], base: 'bundle_plan_id' },
  { table: portalPlans, planColumns: ['plan_id'], base: 'plan_id' },
  { table: planQuestions, planColumns: ['plan_id'], base: 'plan_id' },
];

function copyStatement(table: PgTable, planColumns: readonly string[], base: string, from: number, to: number): SQL {
  const name = getTableConfig(table).name;
  const columns = Object.values(getTableColumns(table)).filter(
    (c) => planColumns.includes(c.name) || (!c.generated && !c.generatedIdentity),
  );
  const target = sql.join(
    columns.map((c) => sql.identifier(c.name)),
    sql`, `,
  );
  // A NULL plan reference (change_pid_to) stays NULL: NULL + n is NULL.
  const values = sql.join(
    columns.map((c) =>
      planColumns.includes(c.name)
        ? sql`${sql.identifier(c.name)} + k * ${sql.raw(String(ID_STEP))}`
        : sql.identifier(c.name),
    ),
    sql`, `,
  );
  return sql`INSERT INTO ${sql.identifier(name)} (${target}) SELECT ${values} FROM ${sql.identifier(name)} CROSS JOIN generate_series(${sql.raw(String(from))}, ${sql.raw(String(to))}) AS k WHERE ${sql.identifier(base)} < ${sql.raw(String(ID_STEP))}`;
}

/** The seed writes explicit ids: identity sequences must start after them before the copies take new ones. */
async function moveIdentitiesPastRows(db: Db, table: PgTable): Promise<void> {
  const name = getTableConfig(table).name;
  for (const c of Object.values(getTableColumns(table)).filter((col) => col.generatedIdentity)) {
    await db.execute(
      sql`SELECT setval(pg_get_serial_sequence(${name}, ${c.name}), (SELECT COALESCE(max(${sql.identifier(c.name)}), 0) + 1 FROM ${sql.identifier(name)}), false)`,
    );
  }
}

/**
 * Brings the catalogue to `times` x the demo catalogue: copies k = (current copies + 1) .. times - 1
 * of every demo plan, with its price rows, bundle members, portal links and questions, under new
 * ids in the same portals. One INSERT ... SELECT per table (in the database, no rows through
 * JavaScript), then ANALYZE so the planner sees the new sizes. 100x (4,800 plans) takes seconds.
 */
export async function growCatalogue(db: Db, times: number): Promise<void> {
  const all = await countPlans(db);
  const demo = await countPlans(db, ID_STEP);
  const copies = Math.round(all / demo) - 1;
  if (copies + 1 >= times) return;
  for (const { table, planColumns, base } of COPIED) {
    await moveIdentitiesPastRows(db, table);
    await db.execute(copyStatement(table, planColumns, base, copies + 1, times - 1));
  }
  await db.execute(sql`ANALYZE`);
}

/** How many plans the catalogue holds (with ids below `below` when given). */
export async function countPlans(db: Db, below?: number): Promise<number> {
  const result = (await db.execute(
    below === undefined
      ? sql`SELECT count(*)::int AS n FROM plans`
      : sql`SELECT count(*)::int AS n FROM plans WHERE id < ${below}`,
  )) as unknown;
  // node-postgres answers { rows }, PGlite's drizzle driver too; an array is accepted as well.
  const rows = Array.isArray(result) ? result : (result as { rows: unknown[] }).rows;
  return (rows[0] as { n: number }).n;
}
