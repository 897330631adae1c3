import { lt, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { rateLimitAttempts } from '../db/schema';
import { ApiError } from '../plugins/envelope';

/**
 * Guessing limits for codes and sign-in (security.md), counted in the database table
 * rate_limit_attempts so every API process behind a load balancer shares the same counts.
 * Fixed windows: at most `max` attempts per subject (client address) per `windowSeconds`.
 */

export type RateLimitBucket = 'validate-agent' | 'validate-group' | 'sign-in' | 'enroller-code' | 'continue-code';

export interface RateLimit {
  max: number;
  windowSeconds: number;
}

/** Defaults: generous for a person typing, far too few for a script walking the code space. */
export const DEFAULT_RATE_LIMITS: Readonly<Record<RateLimitBucket, RateLimit>> = {
  'validate-agent': { max: 20, windowSeconds: 15 * 60 },
  'validate-group': { max: 20, windowSeconds: 15 * 60 },
  'sign-in': { max: 10, windowSeconds: 15 * 60 },
  'enroller-code': { max: 10, windowSeconds: 15 * 60 },
  'continue-code': { max: 10, windowSeconds: 15 * 60 },
};

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a few minutes and try again.';

/** The limit of a bucket: RATE_LIMIT_<BUCKET> ('max/seconds', e.g. RATE_LIMIT_SIGN_IN=5/900) overrides the default. */
export function rateLimitFor(bucket: RateLimitBucket, env: NodeJS.ProcessEnv = process.env): RateLimit {
  const raw = env[`RATE_LIMIT_${bucket.replace(/-/g, '_').toUpperCase()}`];
  const match = raw ? /^(\d{1,6})\/(\d{1,7})$/.exec(raw.trim()) : null;
  if (!match) return DEFAULT_RATE_LIMITS[bucket];
  return { max: Number(match[1]), windowSeconds: Math.max(1, Number(match[2])) };
}

/** Start of the fixed window that `now` falls in. */
export function windowStartOf(now: Date, windowSeconds: number): Date {
  const size = windowSeconds * 1000;
  return new Date(Math.floor(now.getTime() / size) * size);
}

/**
 * Counts one attempt and answers whether it is still inside the limit, with the seconds until the
 * window ends. One upsert, so concurrent attempts from many processes never lose a count.
 */
export async function consumeAttempt(
  db: Db,
  bucket: RateLimitBucket,
  subject: string,
  limit: RateLimit = rateLimitFor(bucket),
  now: Date = new Date(),
): Promise<{ allowed: boolean; attempts: number; retryAfterSeconds: number }> {
  const windowStart = windowStartOf(now, limit.windowSeconds);
  const [row] = await db
    .insert(rateLimitAttempts)
    .values({ bucket, subject, windowStart, attempts: 1 })
    .onConflictDoUpdate({
      target: [rateLimitAttempts.bucket, rateLimitAttempts.subject, rateLimitAttempts.windowStart],
      set: { attempts: sql`${rateLimitAttempts.attempts} + 1` },
    })
    .returning({ attempts: rateLimitAttempts.attempts });
  const attempts = row?.attempts ?? 1;
  const retryAfterSeconds = Math.max(1, Math.ceil((windowStart.getTime() + limit.windowSeconds * 1000 - now.getTime()) / 1000));
  // Old windows are dead weight; an occasional sweep keeps the table small without a scheduler.
  if (attempts === 1 && Math.random() < 0.05) {
    await db.delete(rateLimitAttempts).where(lt(rateLimitAttempts.windowStart, new Date(now.getTime() - 24 * 3600 * 1000)));
  }
  return { allowed: attempts <= limit.max, attempts, retryAfterSeconds };
}

/**
 * Pre-handler factory: counts the attempt against the client address and refuses with the 429
 * error envelope (naming `field`) once the bucket's limit is spent. For enroller and continue
 * codes pass a `subject` function to count per enrollment as well.
 */
export function guessingLimit(bucket: RateLimitBucket, field: string, subject: (request: FastifyRequest) => string = (r) => r.ip) {
  return async (request: FastifyRequest, reply: { header(name: string, value: string): unknown }) => {
    const result = await consumeAttempt(request.server.db, bucket, subject(request));
    if (!result.allowed) {
      reply.header('Retry-After', String(result.retryAfterSeconds));
      throw new ApiError(429, [{ target_element: field, error_message: TOO_MANY_ATTEMPTS }]);
    }
  };
}
