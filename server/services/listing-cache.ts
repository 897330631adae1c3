import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
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

/** The notifications of migration 0009: the id of an enrollment whose row or cart changed ('*': all). */
export const LISTING_ENROLLMENT_CHANNEL = 'listing_enrollment';

export interface EnrollmentCartCacheOptions {
  /** How long a read stays good without a notification or a write of this process (ms); 0 keeps nothing. */
  maxAgeMs: number;
  /** Bound of the entries (enrollments); the least recently used go first. */
  maxEntries: number;
  now?: () => number;
}

/**
 * The listing's per-request read (an enrollment's row with its cart's plan ids) kept in process,
 * so a listing hit asks the database nothing. An entry goes:
 * - at once when a request of this process that names the enrollment answers (`forget`, from the
 *   app's onSend hook: a cart or wizard write has committed before its answer is sent);
 * - when the database notifies a change of the enrollment or its cart (migration 0009's triggers,
 *   `pg_notify('listing_enrollment', id)`, heard through the database handle's LISTEN): writes of
 *   other processes, or of this one outside a request;
 * - at the latest `maxAgeMs` after it was read (the bound when a notification is lost).
 * A read in flight when its enrollment is forgotten may have started before the write: it answers
 * its own request but is not kept. Unknown ids (null) are never kept.
 */
export class EnrollmentCartCache<V extends object> {
  private readonly entries = new Map<string, { value: V; readAt: number }>();
  private readonly loading = new Map<string, Promise<V | null>>();
  private readonly now: () => number;
  readonly stats = { hits: 0, misses: 0 };

  constructor(private readonly opts: EnrollmentCartCacheOptions) {
    this.now = opts.now ?? Date.now;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The kept value of `id` while it is fresh, else `load()` (one read for concurrent callers). */
  get(id: string, load: () => Promise<V | null>): Promise<V | null> {
    const startedAt = this.now();
    const entry = this.entries.get(id);
    if (entry && startedAt - entry.readAt < this.opts.maxAgeMs) {
      this.stats.hits++;
      return Promise.resolve(entry.value);
    }
    const pending = this.loading.get(id);
    if (pending) return pending;
    this.stats.misses++;
    const promise: Promise<V | null> = load().then(
      (value) => {
        // Forgotten meanwhile (a write may have landed after this read began): answer, keep nothing.
        if (this.loading.get(id) !== promise) return value;
        this.loading.delete(id);
        if (value !== null && this.opts.maxAgeMs > 0) this.keep(id, value, startedAt);
        return value;
      },
      (error: unknown) => {
        if (this.loading.get(id) === promise) this.loading.delete(id);
        throw error;
      },
    );
    this.loading.set(id, promise);
    return promise;
  }

  private keep(id: string, value: V, readAt: number): void {
    this.entries.delete(id);
    this.entries.set(id, { value, readAt });
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.opts.maxEntries) break;
      this.entries.delete(oldest);
    }
  }

  /** The enrollment (or its cart) changed: read it again next time; a read in flight is not kept. */
  forget(id: string): void {
    this.entries.delete(id);
    this.loading.delete(id);
  }

  forgetAll(): void {
    this.entries.clear();
    this.loading.clear();
  }
}

/** A card as the listing sends it: `is_in_cart` is the one per-shopper field. */
interface SerialisableCard {
  plan_id: number;
  is_in_cart: boolean;
}

const IN_CART_FALSE = Buffer.from('"is_in_cart":false');
const IN_CART_TRUE = Buffer.from('"is_in_cart":true');
const COMMA = Buffer.from(',');

/**
 * A cached listing page kept as JSON bytes, so a hit neither rebuilds nor re-serialises its
 * cards: every card serialised once (with the route's own response schema, fast-json-stringify)
 * with `is_in_cart: false`, the cards joined as the `result` array's text, and the marked variant
 * of a card made (and kept) the first time a cart holds it. The envelope around the cards (status,
 * `selected_tier`, `total`) is serialised by the route's serializer too, once per tier.
 * The ETag is derived from a digest of these bytes and the per-request parts (tier, cart marks),
 * so equal tags still mean equal answers without hashing the answer on each request.
 */
export class SerialisedListing {
  private readonly marked: Array<Buffer | undefined>;
  private readonly frames = new Map<string, readonly [Buffer, Buffer]>();
  private readonly answers = new Map<string, ListingAnswer>();

  private constructor(
    readonly planIds: readonly number[],
    /** Each card's JSON (a slice of `joined`). */
    private readonly plain: readonly Buffer[],
    /** The cards' JSON joined with commas: the whole `result` array's text without its brackets. */
    private readonly joined: Buffer,
    readonly total: number,
    /** A digest of the cards' bytes, the total and the next page. */
    private readonly digest: string,
    /** The next page's number (null: this is the last or the only one). */
    readonly next: number | null,
  ) {
    this.marked = new Array<Buffer | undefined>(plain.length);
  }

  /** The cards' JSON bytes (what a page of them weighs in a cache). */
  get bytes(): number {
    return this.joined.length;
  }

  static of(
    cards: readonly SerialisableCard[],
    total: number,
    serialiseCard: (card: SerialisableCard) => string,
  ): SerialisedListing {
    const parts: Buffer[] = [];
    for (const card of cards)
      parts.push(Buffer.from(serialiseCard(card.is_in_cart ? { ...card, is_in_cart: false } : card)));
    return SerialisedListing.ofParts(
      cards.map((c) => c.plan_id),
      parts,
      total,
      null,
    );
  }

  /**
   * A listing of cards already serialised (each with `is_in_cart: false`; a page of a priced
   * catalogue, services/priced-catalogue.ts), with the whole listing's total and the next page.
   */
  static ofParts(
    planIds: readonly number[],
    parts: readonly Buffer[],
    total: number,
    next: number | null,
  ): SerialisedListing {
    const joined = Buffer.concat(parts.flatMap((p, i) => (i ? [COMMA, p] : [p])));
    const plain: Buffer[] = [];
    let at = 0;
    for (const p of parts) {
      plain.push(joined.subarray(at, at + p.length));
      at += p.length + COMMA.length;
    }
    const digest = createHash('sha256').update(joined).update(`|${total}|${next}`).digest('base64url');
    return new SerialisedListing(planIds, plain, joined, total, digest, next);
  }

  static readonly EMPTY = SerialisedListing.of([], 0, () => '');

  /** Indexes of the cards the cart holds. */
  private marks(inCart: ReadonlySet<number>): number[] {
    const found: number[] = [];
    if (inCart.size) this.planIds.forEach((id, i) => inCart.has(id) && found.push(i));
    return found;
  }

  private markedCard(i: number): Buffer {
    let card = this.marked[i];
    if (!card) {
      const plain = this.plain[i];
      if (!plain) throw new Error(`no card ${i}`);
      // Keys are the schema's and string values escape their quotes, so the one unescaped match is the field itself.
      const at = plain.lastIndexOf(IN_CART_FALSE);
      if (at < 0) throw new Error('card without is_in_cart');
      card = Buffer.concat([plain.subarray(0, at), IN_CART_TRUE, plain.subarray(at + IN_CART_FALSE.length)]);
      this.marked[i] = card;
    }
    return card;
  }

  /**
   * The answer for this tier and cart: `frame(tier, total, next)` serialises the envelope with an empty
   * `result` (called once per tier and kept), the cards go between its brackets. Answers are kept
   * per tier and set of marked cards (most carts are empty or share a few plans), with their ETag
   * and, once asked, their compressed bytes, so a repeated answer is neither joined, hashed nor
   * compressed again.
   */
  answer(tier: string | null, inCart: ReadonlySet<number>, frame: ListingFrame): ListingAnswer {
    const marks = this.marks(inCart);
    const key = `${tier}|${marks.join(',')}`;
    let answer = this.answers.get(key);
    if (answer) return answer;
    answer = new ListingAnswer(
      this.body(tier, marks, frame),
      `W/"${createHash('sha256').update(`${this.digest}|${key}`).digest('base64url').slice(0, 32)}"`,
    );
    const oldest = this.answers.keys().next();
    if (this.answers.size >= MAX_ANSWERS && !oldest.done) this.answers.delete(oldest.value);
    this.answers.set(key, answer);
    return answer;
  }

  private body(tier: string | null, marks: readonly number[], frame: ListingFrame): Buffer {
    const key = String(tier);
    let around = this.frames.get(key);
    if (!around) {
      const text = frame(tier, this.total, this.next);
      const at = text.indexOf('"result":[]');
      if (at < 0) throw new Error('envelope without result');
      around = [
        Buffer.from(text.slice(0, at + '"result":['.length)),
        Buffer.from(text.slice(at + '"result":['.length)),
      ] as const;
      this.frames.set(key, around);
    }
    if (!marks.length) return Buffer.concat([around[0], this.joined, around[1]]);
    const marked = new Set(marks);
    const parts: Buffer[] = [around[0]];
    this.plain.forEach((card, i) => {
      if (i) parts.push(COMMA);
      parts.push(marked.has(i) ? this.markedCard(i) : card);
    });
    parts.push(around[1]);
    return Buffer.concat(parts);
  }
}

/** Serialises the answer's envelope around an empty `result`. */
type ListingFrame = (tier: string | null, total: number, next: number | null) => string;

/** Answers kept per listing (tier x marked cards); the oldest goes first. */
const MAX_ANSWERS = 32;

/** The content codings the listing keeps bytes of (the http-cache plugin's, same settings). */
export type ListingEncoding = 'br' | 'gzip';

/** One listing answer: its JSON bytes, weak ETag, and its compressed bytes made on first use. */
export class ListingAnswer {
  private readonly encoded = new Map<ListingEncoding, Buffer>();

  constructor(
    readonly body: Buffer,
    readonly etag: string,
  ) {}

  /** The body in this coding; brotli at quality 4, as @fastify/compress compresses by default. */
  encode(encoding: ListingEncoding): Buffer {
    let bytes = this.encoded.get(encoding);
    if (!bytes) {
      bytes =
        encoding === 'br'
          ? brotliCompressSync(this.body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } })
          : gzipSync(this.body);
      this.encoded.set(encoding, bytes);
    }
    return bytes;
  }
}
