import type { CatalogueVersionReader } from './catalogue-version';

/**
 * A bounded least-recently-used map: entries carry a weight (the listing cache's: their size in
 * bytes) and the oldest go when the total passes `maxWeight`; an entry heavier than the whole
 * bound is not kept. Map keeps insertion order, so re-inserting on a hit makes the first key the
 * least recently used.
 */
export class Lru<V> {
  private readonly entries = new Map<string, { value: V; weight: number }>();
  private weight = 0;

  constructor(readonly maxWeight: number) {}

  get size(): number {
    return this.entries.size;
  }

  /** The kept entries' total weight (never above maxWeight). */
  get totalWeight(): number {
    return this.weight;
  }

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: V, weight = 1): void {
    this.delete(key);
    if (weight > this.maxWeight) return;
    this.entries.set(key, { value, weight });
    this.weight += weight;
    for (const [oldest, entry] of this.entries) {
      if (this.weight <= this.maxWeight) break;
      this.entries.delete(oldest);
      this.weight -= entry.weight;
    }
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.weight -= entry.weight;
  }

  clear(): void {
    this.entries.clear();
    this.weight = 0;
  }
}

export interface ListingCacheStats {
  hits: number;
  misses: number;
  version: number | null;
  /** Hits and misses by the key's first part (its kind: 'priced', 'menu', 'categories', 'payroll'). */
  byKind: Record<string, { hits: number; misses: number }>;
}

/** A value's weight when the caller names none: the bytes of its JSON. */
const jsonBytes = (value: unknown): number => Buffer.byteLength(JSON.stringify(value) ?? '');

/**
 * What every shopper with the same filter shares (plan cards, category counts), cached in the
 * process under keys that hold the catalogue version: a catalogue change bumps the version in the
 * database (catalogue-version.ts), the next read keys by the new version and misses; the old
 * entries are dropped when a new version is first seen. Concurrent misses of one key share one
 * load. Keys hold only catalogue facts and coarse applicant facts (state, age band, tobacco
 * answer), never an enrollment id or a date of birth. The bound is in bytes: each entry weighs what
 * its `weigh` says (its serialised size; the JSON of the value by default).
 */
export class ListingCache {
  private readonly lru: Lru<unknown>;
  private readonly loading = new Map<string, Promise<unknown>>();
  private seenVersion: number | null = null;
  readonly stats: ListingCacheStats = { hits: 0, misses: 0, version: null, byKind: {} };

  constructor(
    private readonly version: CatalogueVersionReader,
    maxBytes: number,
  ) {
    this.lru = new Lru(maxBytes);
  }

  /** The kept entries' bytes (their weights' sum), never above maxBytes. */
  get bytes(): number {
    return this.lru.totalWeight;
  }

  get maxBytes(): number {
    return this.lru.maxWeight;
  }

  /** Entries kept. */
  get size(): number {
    return this.lru.size;
  }

  private count(kind: string, hit: boolean): void {
    const of = (this.stats.byKind[kind] ??= { hits: 0, misses: 0 });
    if (hit) {
      this.stats.hits++;
      of.hits++;
    } else {
      this.stats.misses++;
      of.misses++;
    }
  }

  /** The cached value of `key` parts at the current catalogue version, loading (once) on a miss. */
  async get<V>(
    parts: ReadonlyArray<string | number | boolean | null>,
    load: () => Promise<V>,
    weigh: (value: V) => number = jsonBytes,
  ): Promise<V> {
    const version = await this.version.current();
    if (version !== this.seenVersion) {
      this.lru.clear();
      this.seenVersion = version;
      this.stats.version = version;
    }
    const key = `${version}|${parts.map((p) => String(p)).join('|')}`;
    const kind = String(parts[0]);
    const hit = this.lru.get(key);
    if (hit !== undefined) {
      this.count(kind, true);
      return hit as V;
    }
    const pending = this.loading.get(key);
    if (pending) {
      this.count(kind, true);
      return pending as Promise<V>;
    }
    this.count(kind, false);
    const promise = load().then(
      (value) => {
        this.loading.delete(key);
        if (this.seenVersion === version) this.lru.set(key, value, weigh(value));
        return value;
      },
      (error: unknown) => {
        this.loading.delete(key);
        throw error;
      },
    );
    this.loading.set(key, promise);
    return promise;
  }

  clear(): void {
    this.lru.clear();
  }
}
