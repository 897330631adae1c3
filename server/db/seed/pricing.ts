import { planPricing } from '../schema';
import { insertInChunks, type SeedContext } from './context';
import { PLANS, type PlanSeed } from './plans';
import { AGE_BANDS } from '../../domain/age';

type Tier = 'IO' | 'IS' | 'IC' | 'IF';

const TIER_FACTOR: Record<Tier, number> = { IO: 1, IS: 1.9, IC: 1.7, IF: 2.6 };
const BAND_FACTOR = [0.75, 1, 1.35, 2.1, 2.9];
const TOBACCO_FACTOR = 1.55;
const BUNDLE_DISCOUNT = 0.9;

// Memberships and pet cover cost the same whoever else is on the policy.
const FLAT_TIER_CATEGORIES = new Set(['PET']);

export interface PriceRow {
  planId: number;
  tier: Tier;
  ageMin: number;
  ageMax: number;
  tobacco: boolean;
  monthlyCents: number;
}

function baseDollars(plan: PlanSeed, all: readonly PlanSeed[]): number {
  if (!plan.bundleOf) return plan.base;
  const sum = plan.bundleOf.reduce((acc, id) => acc + (all.find((p) => p.id === id)?.base ?? Number.NaN), 0);
  if (!Number.isFinite(sum)) throw new Error(`bundle ${plan.id} lists an unknown plan`);
  return sum * BUNDLE_DISCOUNT;
}

/** The price rows of one demo plan: its tiers x the age bands inside its age limits x tobacco (when rated). */
export function priceRowsFor(plan: PlanSeed, all: readonly PlanSeed[] = PLANS): PriceRow[] {
  const tiers: Tier[] = plan.allowedTiers ?? ['IO', 'IS', 'IC', 'IF'];
  const lo = plan.minAge ?? 18;
  const hi = plan.maxAge ?? 100;
  const base = baseDollars(plan, all);
  const rows: PriceRow[] = [];
  AGE_BANDS.forEach(([bandMin, bandMax], bandIndex) => {
    const ageMin = Math.max(bandMin, lo);
    const ageMax = Math.min(bandMax, hi);
    if (ageMin > ageMax) return;
    for (const tier of tiers) {
      for (const tobacco of plan.tobaccoRated ? [false, true] : [false]) {
        const tierFactor = plan.isMembership || FLAT_TIER_CATEGORIES.has(plan.category) ? 1 : TIER_FACTOR[tier];
        const ageFactor = plan.ageRated ? (BAND_FACTOR[bandIndex] ?? 1) : 1;
        const dollars = base * tierFactor * ageFactor * (tobacco ? TOBACCO_FACTOR : 1);
        rows.push({ planId: plan.id, tier, ageMin, ageMax, tobacco, monthlyCents: Math.round(dollars * 100) });
      }
    }
  });
  return rows;
}

/** Every demo plan's price rows. */
export async function seedPricing({ tx }: SeedContext): Promise<void> {
  const rows = PLANS.flatMap((p) => priceRowsFor(p));
  await insertInChunks(rows, 500, (chunk) => tx.insert(planPricing).values(chunk));
}
