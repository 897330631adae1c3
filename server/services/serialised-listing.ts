import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';

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
