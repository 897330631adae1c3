import { RATE_TIERS, type RateRow, type RateTier } from '../../schemas/catalogue/rates';

/** No day: an open end of a plan year. */
const OPEN_FROM = -1;
const OPEN_TO = 0x7fffffff;

/** An ISO day as days since 1970-01-01. */
export function dayNumber(iso: string): number {
  return Math.round(
    Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))) / 86_400_000,
  );
}

/** A day number as its ISO day. */
export function isoOfDay(day: number): string {
  return new Date(day * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Rate rows held column by column in typed arrays (about 30 bytes a row), so a table of a million
 * rows fits in a few tens of MiB where a million objects would take hundreds. Each row remembers
 * where it came from (file index and line) for the problems it raises. A row's plan year is two day
 * numbers (open ends: OPEN_FROM, OPEN_TO); its state and rating area are indices into `codes`
 * (0: none), so a code is kept once whatever the rows.
 */
export class RateTable {
  length = 0;
  planId = new Int32Array(1024);
  tier = new Uint8Array(1024);
  ageMin = new Int16Array(1024);
  ageMax = new Int16Array(1024);
  tobacco = new Uint8Array(1024);
  cents = new Int32Array(1024);
  from = new Int32Array(1024);
  to = new Int32Array(1024);
  state = new Uint16Array(1024);
  area = new Uint16Array(1024);
  file = new Uint16Array(1024);
  line = new Int32Array(1024);
  /** State and area codes by index; index 0 is '' (none). */
  readonly codes: string[] = [''];
  private readonly codeIndex = new Map<string, number>([['', 0]]);

  private codeOf(code: string | null): number {
    if (!code) return 0;
    let i = this.codeIndex.get(code);
    if (i === undefined) {
      i = this.codes.push(code) - 1;
      if (i > 0xffff) throw new Error('more than 65,535 states and rating areas in one import');
      this.codeIndex.set(code, i);
    }
    return i;
  }

  push(r: RateRow, file: number, line: number): void {
    if (this.length === this.planId.length) this.grow();
    const i = this.length++;
    this.planId[i] = r.planId;
    this.tier[i] = RATE_TIERS.indexOf(r.tier);
    this.ageMin[i] = r.ageMin;
    this.ageMax[i] = r.ageMax;
    this.tobacco[i] = r.tobacco ? 1 : 0;
    this.cents[i] = r.monthlyCents;
    this.from[i] = r.effectiveFrom ? dayNumber(r.effectiveFrom) : OPEN_FROM;
    this.to[i] = r.effectiveTo ? dayNumber(r.effectiveTo) : OPEN_TO;
    this.state[i] = this.codeOf(r.state);
    this.area[i] = this.codeOf(r.area);
    this.file[i] = file;
    this.line[i] = line;
  }

  /** Sets a row's state (a rating area's, when the row named the area alone). */
  setState(i: number, state: string): void {
    this.state[i] = this.codeOf(state);
  }

  stateOf(i: number): string | null {
    return this.codes[this.state[i] ?? 0] || null;
  }

  areaOf(i: number): string | null {
    return this.codes[this.area[i] ?? 0] || null;
  }

  fromOf(i: number): string | null {
    const d = this.from[i] ?? OPEN_FROM;
    return d === OPEN_FROM ? null : isoOfDay(d);
  }

  toOf(i: number): string | null {
    const d = this.to[i] ?? OPEN_TO;
    return d === OPEN_TO ? null : isoOfDay(d);
  }

  row(i: number): RateRow {
    return {
      planId: this.planId[i] ?? 0,
      tier: RATE_TIERS[this.tier[i] ?? 0] as RateTier,
      ageMin: this.ageMin[i] ?? 0,
      ageMax: this.ageMax[i] ?? 0,
      tobacco: this.tobacco[i] === 1,
      monthlyCents: this.cents[i] ?? 0,
      effectiveFrom: this.fromOf(i),
      effectiveTo: this.toOf(i),
      state: this.stateOf(i),
      area: this.areaOf(i),
    };
  }

  /**
   * Each code's place in code-point order (what PostgreSQL's COLLATE "C" gives), by index: rows sort
   * by state and area as the live rates' cursor orders them (live.ts).
   */
  codeRanks(): Int32Array {
    const sorted = this.codes.map((c, i) => [c, i] as const).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    const rank = new Int32Array(this.codes.length);
    sorted.forEach(([, i], r) => (rank[i] = r));
    return rank;
  }

  /** Row indices in key order: plan, plan year start, state, rating area, tier (IO..IF), tobacco, age_min. */
  sortedIndex(): Uint32Array {
    const idx = new Uint32Array(this.length);
    for (let i = 0; i < idx.length; i++) idx[i] = i;
    const rank = this.codeRanks();
    const place = (i: number) => (rank[this.state[i] ?? 0] ?? 0) * 0x10000 + (rank[this.area[i] ?? 0] ?? 0);
    const key = (i: number) => bandKey(this.tier[i] ?? 0, this.tobacco[i] ?? 0, this.ageMin[i] ?? 0);
    idx.sort(
      (a, b) =>
        (this.planId[a] ?? 0) - (this.planId[b] ?? 0) ||
        (this.from[a] ?? 0) - (this.from[b] ?? 0) ||
        place(a) - place(b) ||
        key(a) - key(b) ||
        a - b,
    );
    return idx;
  }

  private grow(): void {
    const n = this.planId.length * 2;
    const copy = <T extends Int32Array | Int16Array | Uint8Array | Uint16Array>(a: T, make: (n: number) => T): T => {
      const b = make(n);
      b.set(a);
      return b;
    };
    this.planId = copy(this.planId, (k) => new Int32Array(k));
    this.tier = copy(this.tier, (k) => new Uint8Array(k));
    this.ageMin = copy(this.ageMin, (k) => new Int16Array(k));
    this.ageMax = copy(this.ageMax, (k) => new Int16Array(k));
    this.tobacco = copy(this.tobacco, (k) => new Uint8Array(k));
    this.cents = copy(this.cents, (k) => new Int32Array(k));
    this.from = copy(this.from, (k) => new Int32Array(k));
    this.to = copy(this.to, (k) => new Int32Array(k));
    this.state = copy(this.state, (k) => new Uint16Array(k));
    this.area = copy(this.area, (k) => new Uint16Array(k));
    this.file = copy(this.file, (k) => new Uint16Array(k));
    this.line = copy(this.line, (k) => new Int32Array(k));
  }
}

/** A rate's place inside its plan year and place (tier, tobacco, age_min) as one number, ordered like sortedIndex. */
export function bandKey(tier: number, tobacco: number, ageMin: number): number {
  return tier * 1_000_000 + tobacco * 100_000 + ageMin * 100;
}

/** Whether two rows are of the same plan, plan year start and place. */
export function samePeriodAndPlace(t: RateTable, a: number, b: number): boolean {
  return t.planId[a] === t.planId[b] && t.from[a] === t.from[b] && t.state[a] === t.state[b] && t.area[a] === t.area[b];
}
