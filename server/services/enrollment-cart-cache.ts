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
