import { createHash } from 'node:crypto';
import { and, gte, lt } from 'drizzle-orm';
import { SITE_IMAGE_MAX_BYTES } from '../../schemas/api/site-admin';
import type { Db } from '../db/client';
import { siteAssets } from '../db/schema';
import { fieldError } from '../plugins/envelope';

/**
 * Images uploaded for sites and reps' landing pages (issue 30, decision 0320). The content decides
 * the type, never the name or the header: PNG, JPEG, WebP and GIF by their first bytes (SVG, which
 * can carry script, is refused). Stored in `site_assets` named by the SHA-256 of the bytes, and
 * served as /api/v1/media/<key>-<16 hex of the hash>.<ext>, a name whose content never changes, so
 * it takes the build's hashed-asset caching (a year, immutable).
 */

type ImageType = 'image/png' | 'image/jpeg' | 'image/webp' | 'image/gif';
const EXTENSION_OF: Record<ImageType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

const starts = (b: Uint8Array, bytes: number[], at = 0) => bytes.every((v, i) => b[at + i] === v);

/** The image type of `bytes` by their signature, or null when they are not one of the four. */
function imageTypeOf(b: Uint8Array): ImageType | null {
  if (starts(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts(b, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts(b, [0x52, 0x49, 0x46, 0x46]) && starts(b, [0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  if (starts(b, [0x47, 0x49, 0x46, 0x38, 0x37, 0x61]) || starts(b, [0x47, 0x49, 0x46, 0x38, 0x39, 0x61]))
    return 'image/gif';
  return null;
}

/** Checks and stores an image; answers its served path. Refusals name the field `file`. */
export async function storeImage(db: Pick<Db, 'insert'>, key: string, bytes: Uint8Array): Promise<string> {
  if (bytes.length === 0) throw fieldError(400, 'file', 'The file is empty.');
  if (bytes.length > SITE_IMAGE_MAX_BYTES)
    throw fieldError(413, 'file', `The image is larger than ${SITE_IMAGE_MAX_BYTES / 1024 / 1024} MiB.`);
  const type = imageTypeOf(bytes);
  if (!type) throw fieldError(415, 'file', 'The file is not a PNG, JPEG, WebP or GIF image.');
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  await db
    .insert(siteAssets)
    .values({ sha256, contentType: type, byteSize: bytes.length, bytes })
    .onConflictDoNothing({ target: siteAssets.sha256 });
  return `/api/v1/media/${key}-${sha256.slice(0, 16)}.${EXTENSION_OF[type]}`;
}

/** An image by the hash prefix of its served name (a range of the unique index: hex sorts below 'g'), or null. */
export async function findImage(db: Db, hashPrefix: string) {
  const [row] = await db
    .select({ contentType: siteAssets.contentType, bytes: siteAssets.bytes, sha256: siteAssets.sha256 })
    .from(siteAssets)
    .where(and(gte(siteAssets.sha256, hashPrefix), lt(siteAssets.sha256, `${hashPrefix}g`)))
    .limit(1);
  return row ?? null;
}
