import type { CatalogueVersionReader } from './catalogue-version';

/**
 * A bounded least-recently-used map: entries carry a weight (e.g. their number of cards) and the
 * oldest go when the total passes `maxWeight`. Map keeps insertion order, so re-inserting on a hit
 * makes the first key the least recently used.
 */
export class Lru<V> {
  private readonly entries = new Map<string, { value: V; weight: number }>();
  private weight = 0;

  constructor(private readonly maxWeight: number) {}

  get size(): number {
    return this.entries.size;
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
}

/**
 * What every shopper with the same filter shares (plan cards, category counts), cached in the
 * process under keys that hold the catalogue version: a catalogue change bumps the version in the
 * database (catalogue-version.ts), the next read keys by the new version and misses; the old
 * entries are dropped when a new version is first seen. Concurrent misses of one key share one
 * load. Keys hold only catalogue facts and coarse applicant facts (state, age, tobacco answer),
 * never an enrollment id or a date of birth.
 */
export class ListingCache {
  private readonly lru: Lru<unknown>;
  private readonly loading = new Map<string, Promise<unknown>>();
  private seenVersion: number | null = null;
  readonly stats: ListingCacheStats = { hits: 0, misses: 0, version: null };

  constructor(
    private readonly version: CatalogueVersionReader,
    maxWeight: number,
  ) {
    this.lru = new Lru(maxWeight);
  }

  /** The cached value of `key` parts at the current catalogue version, loading (once) on a miss. */
  async get<V>(parts: ReadonlyArray<string | number | boolean | null>, load: () => Promise<V>, weigh: (value: V) => number = () => 1): Promise<V> {
    const version = await this.version.current();
    if (version !== this.seenVersion) {
      this.lru.clear();
      this.seenVersion = version;
      this.stats.version = version;
    }
    const key = `${version}|${parts.map((p) => String(p)).join('|')}`;
    const hit = this.lru.get(key);
    if (hit !== undefined) {
      this.stats.hits++;
      return hit as V;
    }
    const pending = this.loading.get(key);
    if (pending) return pending as Promise<V>;
    this.stats.misses++;
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
