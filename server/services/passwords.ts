import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Password (and enroller-code) hashing with scrypt (security.md). Stored as
 * `scrypt$N$r$p$<salt>$<hash>` so the cost can be raised later while old hashes still verify.
 */
const KEY_BYTES = 32;
const SALT_BYTES = 16;
const DEFAULT_COST = { N: 16384, r: 8, p: 1 };

function derive(secret: string, salt: Buffer, opts: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(secret.normalize('NFKC'), salt, KEY_BYTES, { ...opts, maxmem: 64 * 1024 * 1024 }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

/** Hashes a secret with a random salt. */
export async function hashPassword(secret: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const { N, r, p } = DEFAULT_COST;
  const key = await derive(secret, salt, { N, r, p });
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Checks a secret against a stored hash in constant time; false for any malformed hash. */
export async function verifyPassword(secret: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  if (![N, r, p].every((n) => Number.isInteger(n) && n > 0) || N > 1 << 20) return false;
  const salt = Buffer.from(parts[4] ?? '', 'base64url');
  const expected = Buffer.from(parts[5] ?? '', 'base64url');
  if (salt.length === 0 || expected.length !== KEY_BYTES) return false;
  const actual = await derive(secret, salt, { N, r, p });
  return timingSafeEqual(actual, expected);
}
