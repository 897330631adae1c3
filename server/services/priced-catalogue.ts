import type { ListingSort } from '../../schemas/api/plan-listing';
import { AGE_BANDS } from '../domain/age';
import { applicantOf, type PricingFilter } from '../domain/eligibility';
import { OVER_65_AGE } from '../domain/age';
import { planCards, type CardFigures, type CardPlan } from '../domain/plan-cards';
import type { PricingRow } from '../domain/pricing';
import { SerialisedListing } from './serialised-listing';

/**
 * The priced catalogue of one portal for what shoppers share: an age band, a tobacco answer, a
 * tier, a use level and a payroll (the listing cache's key, routes/plan-listing.ts). It holds every
 * card any age of the band sees in any state, serialised once, and answers a page of cards for an
 * exact age, a state, a set of categories and an order without asking the database: filtering and
 * sorting happen here, before paging, over the whole catalogue. A plan's card does not depend on
 * the state (prices follow age and tobacco); the state only hides plans excluded there, which the
 * view applies from each plan's `excludedStates`.
 *
 * A plan's card differs inside a band only where its rate rows or its age limits (its own, the
 * over/under-65 market) change; each plan keeps one card per such stretch of ages ("segment"), so a
 * band whose rows and limits follow the bands, as filings do, holds one card per plan.
 */

/** The age band an age prices in (AGE_BANDS); an age outside them is a band of its own. Null without an age. */
export function ageBandOf(age: number | null): readonly [number, number] | null {
  if (age === null) return null;
  return AGE_BANDS.find(([lo, hi]) => age >= lo && age <= hi) ?? [age, age];
}

/** A date of birth at which someone is `age` today: 1 January of the year, whatever today is. */
function dobAt(age: number, today: Date): string {
  return `${String(today.getFullYear() - age).padStart(4, '0')}-01-01`;
}

interface PricedCatalogueInput {
  /** The portal's plans in card order (repositories/plan-listing.ts catalogueRows). */
  plans: readonly CardPlan[];
  /** Each plan's rate rows overlapping the band. */
  rows: ReadonlyMap<number, readonly PricingRow[]>;
  /**
   * One shopper's filter of this audience (its date of birth is replaced per segment). With
   * complete basic details its state must be known (an unknown area shows nothing: the caller
   * answers no cards without building a catalogue).
   */
  filter: PricingFilter;
  band: readonly [number, number] | null;
  figures: CardFigures | null;
  today: Date;
  /** The route's card serialiser (fast-json-stringify of the card schema). */
  serialiseCard: (card: object) => string;
}

/** Views (an age's cards of some categories in some order) kept per catalogue; the oldest goes first. */
const MAX_VIEWS = 16;
/** Bookkeeping counted per card beside its JSON (the Buffer object, its plan id, category and cost). */
const CARD_OVERHEAD_BYTES = 160;
/** Bookkeeping counted per segment (three numbers). */
const SEGMENT_BYTES = 24;

interface CataloguePageQuery {
  /** The shopper's state, when the catalogue was built for complete basic details: plans excluded there are left out. */
  state: string | null;
  categories: readonly string[];
  sort: ListingSort | null;
  /** Page from 1 and its size; without a size, every card. */
  page: number;
  size: number | undefined;
}

export class PricedCatalogue {
  private readonly views = new Map<string, Int32Array>();

  private constructor(
    /** Each card's JSON (is_in_cart false). */
    private readonly cards: readonly Buffer[],
    private readonly cardPlan: Int32Array,
    private readonly cardCategory: readonly string[],
    /** Estimated yearly cents (Infinity without an estimate): sort=yearly_cost. */
    private readonly cardCost: Float64Array,
    /** Segments of plan i: segStart[i] .. segStart[i + 1] - 1. */
    private readonly segStart: Int32Array,
    private readonly segFrom: Int32Array,
    private readonly segTo: Int32Array,
    /** The card a segment's ages see, -1: none (the plan is hidden at those ages). */
    private readonly segCard: Int32Array,
    /** Each plan's excluded states (empty for most), applied per request when `rated`. */
    private readonly planExcluded: ReadonlyArray<readonly string[]>,
    /** Built for complete basic details: the state's exclusions apply. */
    private readonly rated: boolean,
    /** Whether any plan is rated per salary (the route keeps such a catalogue per salary). */
    readonly salaryRated: boolean,
    /** What the catalogue weighs in the listing cache: the cards' bytes, bookkeeping and room for its views. */
    readonly bytes: number,
  ) {}

  static build(input: PricedCatalogueInput): PricedCatalogue {
    const { plans, rows, filter, band, figures, today, serialiseCard } = input;
    const cards: Buffer[] = [];
    const cardPlan: number[] = [];
    const cardCategory: string[] = [];
    const cardCost: number[] = [];
    const segStart = new Int32Array(plans.length + 1);
    const segFrom: number[] = [];
    const segTo: number[] = [];
    const segCard: number[] = [];
    let cardBytes = 0;
    const none = new Set<number>();

    const rated = applicantOf(filter, today) !== null;
    plans.forEach((plan, i) => {
      segStart[i] = segFrom.length;
      // Built as if no state excluded the plan: the view leaves it out per the shopper's state.
      const everywhere = plan.excludedStates.length ? { ...plan, excludedStates: [] } : plan;
      const own = rows.get(plan.id) ?? [];
      // Ages where this plan's card may change inside the band.
      const [lo, hi] = band ?? [-1, -1];
      const starts = new Set<number>([lo]);
      if (band) {
        const cut = (age: number | null) => age !== null && age > lo && age <= hi && starts.add(age);
        cut(plan.minAge);
        cut(plan.maxAge === null ? null : plan.maxAge + 1);
        cut(OVER_65_AGE);
        for (const r of own) {
          cut(r.ageMin);
          cut(r.ageMax + 1);
        }
      }
      const ordered = [...starts].sort((a, b) => a - b);
      let lastBytes: Buffer | null = null;
      ordered.forEach((from, k) => {
        const to = k + 1 < ordered.length ? (ordered[k + 1] ?? hi + 1) - 1 : hi;
        const at = band ? { ...filter, dob: dobAt(from, today) } : filter;
        const [card] = planCards([everywhere], own, at, none, today, figures);
        let index = -1;
        if (card) {
          const bytes = Buffer.from(serialiseCard(card));
          if (lastBytes && bytes.equals(lastBytes)) index = cards.length - 1;
          else {
            index = cards.length;
            cards.push(bytes);
            cardPlan.push(plan.id);
            cardCategory.push(card.plan_category);
            cardCost.push(card.estimate?.yearly_cents ?? Infinity);
            cardBytes += bytes.length;
            lastBytes = bytes;
          }
        } else lastBytes = null;
        // Consecutive stretches showing the same card (or none) are one segment.
        const prev = segCard.length - 1;
        if (prev >= (segStart[i] ?? 0) && segCard[prev] === index) segTo[prev] = to;
        else {
          segFrom.push(from);
          segTo.push(to);
          segCard.push(index);
        }
      });
    });
    segStart[plans.length] = segFrom.length;
    const bytes =
      cardBytes + cards.length * CARD_OVERHEAD_BYTES + segFrom.length * SEGMENT_BYTES + MAX_VIEWS * 4 * cards.length;
    return new PricedCatalogue(
      cards,
      Int32Array.from(cardPlan),
      cardCategory,
      Float64Array.from(cardCost),
      segStart,
      Int32Array.from(segFrom),
      Int32Array.from(segTo),
      Int32Array.from(segCard),
      plans.map((p) => p.excludedStates),
      rated,
      plans.some((p) => p.salaryRequired),
      bytes,
    );
  }

  /**
   * The cards an age sees (null: no age) in a state in these categories (none: all), in card order
   * or by yearly cost.
   */
  private view(q: CataloguePageQuery & { age: number | null }): Int32Array {
    const { age, categories, sort } = q;
    const state = this.rated ? q.state : null;
    const key = `${age}|${state}|${categories.join(',')}|${sort}`;
    const kept = this.views.get(key);
    if (kept) return kept;
    const wanted = categories.length ? new Set(categories) : null;
    const at = age ?? -1;
    const found: number[] = [];
    const { segStart, segFrom, segTo, segCard, cardCategory, cardCost, planExcluded } = this;
    for (let i = 0; i + 1 < segStart.length; i++) {
      if (state !== null && planExcluded[i]?.includes(state)) continue;
      // A plan's few segments (one or two as filed): the one holding the age.
      for (let k = segStart[i] ?? 0; k < (segStart[i + 1] ?? 0); k++) {
        if (at < (segFrom[k] ?? 0) || at > (segTo[k] ?? 0)) continue;
        const card = segCard[k] ?? -1;
        if (card >= 0 && (!wanted || wanted.has(cardCategory[card] ?? ''))) found.push(card);
        break;
      }
    }
    if (sort === 'yearly_cost') {
      // Lowest estimate first; cards without one follow, each group in card order (a stable sort).
      found.sort((a, b) => (cardCost[a] ?? Infinity) - (cardCost[b] ?? Infinity) || a - b);
    }
    const view = Int32Array.from(found);
    const oldest = this.views.keys().next();
    if (this.views.size >= MAX_VIEWS && !oldest.done) this.views.delete(oldest.value);
    this.views.set(key, view);
    return view;
  }

  /** A page of the cards an age sees, with the total over every page and the next page's number. */
  page(age: number | null, q: CataloguePageQuery): SerialisedListing {
    const view = this.view({ ...q, age });
    const start = q.size === undefined ? 0 : (q.page - 1) * q.size;
    const end = q.size === undefined ? view.length : Math.min(view.length, start + q.size);
    const parts: Buffer[] = [];
    const ids: number[] = [];
    for (const card of view.subarray(start, end)) {
      const bytes = this.cards[card];
      if (!bytes) throw new Error(`no card ${card}`);
      parts.push(bytes);
      ids.push(this.cardPlan[card] ?? 0);
    }
    const next = q.size !== undefined && end < view.length ? q.page + 1 : null;
    return SerialisedListing.ofParts(ids, parts, view.length, next);
  }
}
