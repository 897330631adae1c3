import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { screenshots } from '../db/schema';
import { openBytes, SEALED_BYTES_OVERHEAD } from '../services/field-crypto';

/** One stored screenshot's metadata (the image itself stays in the database). */
export interface ScreenshotInfo {
  name: string;
  mimeType: string;
  size: number;
  createdAt: Date;
}

/** The enrollment's screenshots, oldest first, with the byte sizes of their PNGs (a sealed one without its IV and tag). */
export async function listScreenshots(db: Db, enrollmentId: string): Promise<ScreenshotInfo[]> {
  const rows = await db
    .select({
      name: screenshots.name,
      mimeType: screenshots.mimeType,
      size: sql<number>`octet_length(${screenshots.image}) - CASE WHEN ${screenshots.sealed} THEN ${SEALED_BYTES_OVERHEAD} ELSE 0 END`,
      createdAt: screenshots.createdAt,
    })
    .from(screenshots)
    .where(eq(screenshots.enrollmentId, enrollmentId))
    .orderBy(asc(screenshots.id));
  return rows.map((r) => ({ ...r, size: Number(r.size) }));
}

/**
 * The PNG bytes of an enrollment's screenshots of one step, opened (sealed ones) with the key.
 * @internal Read back only by the tests that prove screenshots are stored sealed; no screen shows them.
 */
export async function readScreenshots(db: Db, enrollmentId: string, name: string, key: Buffer): Promise<Buffer[]> {
  const rows = await db
    .select({ image: screenshots.image, sealed: screenshots.sealed })
    .from(screenshots)
    .where(and(eq(screenshots.enrollmentId, enrollmentId), eq(screenshots.name, name)))
    .orderBy(asc(screenshots.id));
  return rows.map((r) => (r.sealed ? openBytes(r.image, key) : Buffer.from(r.image)));
}
