import { eq } from 'drizzle-orm';
import type { DatabaseHandle, Db } from '../db/client';
import { catalogueVersion } from '../db/schema';

/**
 * The catalogue's version as this process knows it. The version lives in the database (table
 * `catalogue_version`, bumped by triggers on every table the plan cards read, migration 0007), so
 * several API processes over one PostgreSQL agree on it. A process learns of a bump:
 * - at once when it LISTENs to the triggers' `pg_notify('catalogue_version', ...)` through the
 *   database handle's `listen` (the PGlite worker's, or the handle's PostgreSQL connection);
 * - at once for bumps it reports itself (`changed()`);
 * - otherwise by reading the row again when its copy is older than `maxAgeMs` (the fallback that
 *   bounds staleness even when a notification is lost).
 */
export interface CatalogueVersionReader {
  /** The version to key cached catalogue reads by. */
  current(): Promise<number>;
  /** A catalogue write happened in this process: read the version again on the next call. */
  changed(): void;
  close(): Promise<void>;
}

export interface CatalogueVersionOptions {
  /** How long a version read stays good without a notification (ms). 0 reads it on every call. */
  maxAgeMs: number;
  /** The database handle's LISTEN; without it the maxAgeMs reads alone. */
  listen?: DatabaseHandle['listen'] | undefined;
  now?: () => number;
}

export const CATALOGUE_VERSION_CHANNEL = 'catalogue_version';

export async function readCatalogueVersion(db: Db): Promise<number> {
  const [row] = await db
    .select({ version: catalogueVersion.version })
    .from(catalogueVersion)
    .where(eq(catalogueVersion.id, 1));
  return Number(row?.version ?? 0);
}

/** Opens a reader; starts listening when the database can notify (failures fall back to reading). */
export async function openCatalogueVersion(db: Db, opts: CatalogueVersionOptions): Promise<CatalogueVersionReader> {
  const now = opts.now ?? Date.now;
  let known: number | null = null;
  let readAt = -Infinity;
  let inFlight: Promise<number> | null = null;
  let closeListener: () => Promise<void> = async () => {};

  const learn = (payload: string) => {
    const v = Number(payload);
    if (!Number.isFinite(v)) readAt = -Infinity;
    else if (known === null || v > known) {
      known = v;
      readAt = now();
    }
  };

  try {
    if (opts.listen) {
      const unlisten = await opts.listen(CATALOGUE_VERSION_CHANNEL, learn);
      closeListener = async () => {
        await unlisten().catch(() => {});
      };
    }
  } catch {
    // No notifications: the maxAgeMs reads alone.
  }

  return {
    async current() {
      if (known !== null && now() - readAt < opts.maxAgeMs) return known;
      inFlight ??= readCatalogueVersion(db).finally(() => {
        inFlight = null;
      });
      const v = await inFlight;
      // A notification may have brought a newer version while the read was on its way.
      known = known === null ? v : Math.max(known, v);
      readAt = now();
      return known;
    },
    changed() {
      readAt = -Infinity;
    },
    close: () => closeListener(),
  };
}
