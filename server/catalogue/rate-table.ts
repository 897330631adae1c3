import { RATE_TIERS, type RateRow, type RateTier } from '../../schemas/catalogue/rates';

/**
 * Rate rows held column by column in typed arrays (about 20 bytes a row), so a table of a million
 * rows fits in a few tens of MiB where a million objects would take hundreds. Each row remembers
 * where it came from (file index and line) for the problems it raises.
 */
export class RateTable {
  length = 0;
  planId = new Int32Array(1024);
  tier = new Uint8Array(1024);
  ageMin = new Int16Array(1024);
  ageMax = new Int16Array(1024);
  tobacco = new Uint8Array(1024);
  cents = new Int32Array(1024);
  file = new Uint16Array(1024);
  line = new Int32Array(1024);

  push(r: RateRow, file: number, line: number): void {
    if (this.length === this.planId.length) this.grow();
    const i = this.length++;
    this.planId[i] = r.planId;
    this.tier[i] = RATE_TIERS.indexOf(r.tier);
    this.ageMin[i] = r.ageMin;
    this.ageMax[i] = r.ageMax;
    this.tobacco[i] = r.tobacco ? 1 : 0;
    this.cents[i] = r.monthlyCents;
    this.file[i] = file;
    this.line[i] = line;
  }

  row(i: number): RateRow {
    return {
      planId: this.planId[i] ?? 0,
      tier: RATE_TIERS[this.tier[i] ?? 0] as RateTier,
      ageMin: this.ageMin[i] ?? 0,
      ageMax: this.ageMax[i] ?? 0,
      tobacco: this.tobacco[i] === 1,
      monthlyCents: this.cents[i] ?? 0,
    };
  }

  /** Row indices in key order: plan, tier (IO, IS, IC, IF), tobacco, age_min. */
  sortedIndex(): Uint32Array {
    const idx = new Uint32Array(this.length);
    for (let i = 0; i < idx.length; i++) idx[i] = i;
    const key = (i: number) => bandKey(this.tier[i] ?? 0, this.tobacco[i] ?? 0, this.ageMin[i] ?? 0);
    idx.sort((a, b) => (this.planId[a] ?? 0) - (this.planId[b] ?? 0) || key(a) - key(b) || a - b);
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
    this.file = copy(this.file, (k) => new Uint16Array(k));
    this.line = copy(this.line, (k) => new Int32Array(k));
  }
}

/** A rate's place inside its plan (tier, tobacco, age_min) as one number, ordered like sortedIndex. */
export function bandKey(tier: number, tobacco: number, ageMin: number): number {
  return tier * 1_000_000 + tobacco * 100_000 + ageMin * 100;
}
