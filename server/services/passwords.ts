import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Password (and enroller-code) hashing with scrypt (security.md). Stored as
 * `scrypt$N$r$p$<salt>$<hash>` so the cost can be raised while old hashes still verify: a
 * sign-in whose stored hash is below today's cost stores a new one (needsRehash).
 */
const KEY_BYTES = 32;
const SALT_BYTES = 16;

export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/** OWASP's scrypt minimum for passwords: N=2^17, r=8, p=1 (128 MiB and about 0.3 s of CPU per hash). */
export const PASSWORD_COST: ScryptCost = { N: 2 ** 17, r: 8, p: 1 };

/**
 * A hash at PASSWORD_COST of a secret nobody knows: a sign-in for an unknown e-mail verifies against
 * it, so it takes as long as one for a known e-mail (precomputed, so no app start pays for it).
 */
export const DECOY_HASH = 'scrypt$131072$8$1$zack9a5JbX8qhhmT5zXAJg$qhlI176FIuoV5Jp4yRj6nwRPTyf0oYMBQLuxeiTEpi8';

// Each derivation holds 128 * N * r bytes; at most two at once bound a burst of sign-ins to 256 MiB.
const MAX_AT_ONCE = 2;
let running = 0;
const waiting: Array<() => void> = [];

async function derive(secret: string, salt: Buffer, { N, r, p }: ScryptCost): Promise<Buffer> {
  if (running >= MAX_AT_ONCE) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  try {
    return await new Promise((resolve, reject) => {
      const maxmem = 128 * N * r * p + 16 * 1024 * 1024;
      scrypt(secret.normalize('NFKC'), salt, KEY_BYTES, { N, r, p, maxmem } satisfies ScryptOptions, (err, key) =>
        err ? reject(err) : resolve(key),
      );
    });
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

/** Hashes a secret with a random salt, at PASSWORD_COST unless told otherwise. */
export async function hashPassword(secret: string, cost: ScryptCost = PASSWORD_COST): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(secret, salt, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

function costOf(stored: string): ScryptCost | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  if (![N, r, p].every((n) => Number.isInteger(n) && n > 0) || N > 1 << 20 || r > 32 || p > 16) return null;
  return { N, r, p };
}

/** Checks a secret against a stored hash in constant time; false for any malformed hash. */
export async function verifyPassword(secret: string, stored: string): Promise<boolean> {
  const cost = costOf(stored);
  if (!cost) return false;
  const parts = stored.split('$');
  const salt = Buffer.from(parts[4] ?? '', 'base64url');
  const expected = Buffer.from(parts[5] ?? '', 'base64url');
  if (salt.length === 0 || expected.length !== KEY_BYTES) return false;
  const actual = await derive(secret, salt, cost);
  return timingSafeEqual(actual, expected);
}

/** True when a (verified) stored hash is below PASSWORD_COST: the sign-in should store a new one. */
export function needsRehash(stored: string): boolean {
  const cost = costOf(stored);
  return !cost || cost.N < PASSWORD_COST.N || cost.r < PASSWORD_COST.r || cost.p < PASSWORD_COST.p;
}
