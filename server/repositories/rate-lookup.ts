import { sql, type SQL } from 'drizzle-orm';
import type { TierCode } from '../../schemas/categories';
import type { Db } from '../db/client';
import { planPricing, ratingAreas } from '../db/schema';
import type { PricingRow } from '../domain/pricing';
import { RATE_RANK, type RateScope } from '../domain/rate-scope';

/**
 * The rate lookup (decision 0230): every price the storefront shows (listing, detail, compare,
 * cart, paycheck, yearly cost) reads its rate rows through this module. A row applies when the
 * scope's day falls in its period and its place holds the applicant: nationwide, their state, or a
 * rating area of their state listing their ZIP. Rows come with their place's rank; findRateRow
 * (domain/pricing.ts) takes the most specific. Bind parameters are fixed in number (the day, state
 * and ZIP, or the ZIP's area ids as one array), whatever the catalogue holds.
 */

/** The conditions on `plan_pricing` of the rows in force for the scope. */
export function inForce(scope: RateScope): SQL {
  const day = sql`${scope.date}::date`;
  const period = sql`(${planPricing.effectiveFrom} IS NULL OR ${planPricing.effectiveFrom} <= ${day})
    AND (${planPricing.effectiveTo} IS NULL OR ${planPricing.effectiveTo} >= ${day})`;
  if (scope.state === null) return sql`${period} AND ${planPricing.state} IS NULL`;
  const areas =
    scope.areaIds === undefined
      ? sql`${planPricing.areaId} IN
        (SELECT ${ratingAreas.id} FROM ${ratingAreas} WHERE ${ratingAreas.zips} @> ARRAY[${scope.zip}::text])`
      : sql`${planPricing.areaId} = ANY(${`{${scope.areaIds.join(',')}}`}::int[])`;
  return sql`${period} AND (${planPricing.state} IS NULL OR (${planPricing.state} = ${scope.state}::text
      AND (${planPricing.areaId} IS NULL OR ${areas})))`;
}

/** A row's rank (RATE_RANK) in SQL. */
const rankOf = sql`CASE WHEN ${planPricing.areaId} IS NOT NULL THEN ${sql.raw(String(RATE_RANK.area))}
  WHEN ${planPricing.state} IS NOT NULL THEN ${sql.raw(String(RATE_RANK.state))} ELSE ${sql.raw(String(RATE_RANK.nationwide))} END`;

/**
 * A correlated subquery: the rows in force for the scope of the plan `planId` names, overlapping the
 * ages lo..hi, as a JSON array of [id, tier, age_min, age_max, tobacco, cents, rank] (rateRowsFromJson reads it).
 */
export function ratesJson(
  planId: SQL | typeof planPricing.planId,
  band: readonly [number, number],
  scope: RateScope,
): SQL {
  return sql`coalesce((select json_agg(json_build_array(${planPricing.id}, ${planPricing.tier}, ${planPricing.ageMin}, ${planPricing.ageMax}, ${planPricing.tobacco}, ${planPricing.monthlyCents}, ${rankOf}) order by ${planPricing.id})
    from ${planPricing} where ${planPricing.planId} = ${planId} and ${planPricing.ageMin} <= ${band[1]} and ${planPricing.ageMax} >= ${band[0]}
    and ${inForce(scope)}), '[]'::json)`;
}

type JsonRate = [number, TierCode, number, number, boolean, number, number];

/** The plan's rows of a ratesJson answer (node-postgres parses json; PGlite may hand over text). */
export function rateRowsFromJson(planId: number, value: unknown): PricingRow[] {
  const list = (typeof value === 'string' ? JSON.parse(value) : (value ?? [])) as JsonRate[];
  return list.map(([id, tier, ageMin, ageMax, tobacco, monthlyCents, rank]) => ({
    id,
    planId,
    tier,
    ageMin,
    ageMax,
    tobacco,
    monthlyCents,
    rank: Number(rank),
  }));
}

/** The rate rows in force for the scope of these plans; with an age, only the rows of that age. One statement. */
export async function pricingRowsOf(
  db: Db,
  planIds: readonly number[],
  scope: RateScope,
  age: number | null = null,
): Promise<PricingRow[]> {
  if (planIds.length === 0) return [];
  const ids = `{${planIds.map((id) => Math.trunc(id)).join(',')}}`;
  const ages = age === null ? sql`` : sql` AND ${planPricing.ageMin} <= ${age} AND ${planPricing.ageMax} >= ${age}`;
  const rows = await db
    .select({
      id: planPricing.id,
      planId: planPricing.planId,
      tier: planPricing.tier,
      ageMin: planPricing.ageMin,
      ageMax: planPricing.ageMax,
      tobacco: planPricing.tobacco,
      monthlyCents: planPricing.monthlyCents,
      rank: sql<number>`${rankOf}`,
    })
    .from(planPricing)
    .where(sql`${planPricing.planId} = ANY(${ids}::int[])${ages} AND ${inForce(scope)}`);
  return rows.map((r) => ({ ...r, rank: Number(r.rank) }));
}

/**
 * Where rates differ by place, for the listing cache's key (routes/plan-listing.ts): the states
 * with rows of their own and each rating area's ZIPs. Read once per catalogue version.
 */
export class RatePlaces {
  private constructor(
    private readonly states: ReadonlySet<string>,
    private readonly areasByZip: ReadonlyMap<string, number[]>,
  ) {}

  static async read(db: Db): Promise<RatePlaces> {
    const [states, areas] = await Promise.all([
      db
        .selectDistinct({ state: planPricing.state })
        .from(planPricing)
        .where(sql`${planPricing.state} IS NOT NULL`),
      db.select({ id: ratingAreas.id, zips: ratingAreas.zips }).from(ratingAreas),
    ]);
    const byZip = new Map<string, number[]>();
    for (const a of areas) for (const zip of a.zips) byZip.set(zip, [...(byZip.get(zip) ?? []), a.id]);
    return new RatePlaces(new Set(states.flatMap((s) => (s.state ? [s.state] : []))), byZip);
  }

  /**
   * The scope as the catalogue has it: its areas known (bound as one array), and no state where the
   * catalogue has no rates of that state (the rows in force are then the nationwide ones, whatever
   * the place).
   */
  scopeOf(scope: RateScope): RateScope {
    if (!scope.state || !this.states.has(scope.state)) return { ...scope, state: null, zip: null, areaIds: [] };
    return { ...scope, areaIds: scope.zip ? (this.areasByZip.get(scope.zip) ?? []) : [] };
  }

  /** What of the scope's place changes the rows in force: '' wherever only nationwide rows exist. */
  keyOf(scope: RateScope): string {
    const { state, areaIds } = this.scopeOf(scope);
    return state === null ? '' : `${state}:${(areaIds ?? []).join('.')}`;
  }

  /** The bytes it weighs in the listing cache (about). */
  get bytes(): number {
    return 64 * this.states.size + 48 * this.areasByZip.size;
  }
}
