import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { rateLimitAttempts } from '../db/schema';
import { ApiError } from '../plugins/envelope';

/**
 * Guessing limits for codes and sign-in (security.md), counted in the database table
 * rate_limit_attempts so every API process behind a load balancer shares the same counts.
 * Fixed windows: at most `max` FAILED attempts per subject (client address) per `windowSeconds`.
 * Every attempt is counted before the code is looked at (so parallel guesses all count), and a
 * successful one is given back by guessSucceeded(): a rep office behind one address that types
 * its right code all day is never limited.
 */

declare module 'fastify' {
  interface FastifyRequest {
    /** The attempts guessingLimit() counted (per address, per account), until guessSucceeded() gives them back. */
    guessAttempts?: Array<{ bucket: RateLimitBucket; subject: string; windowStart: Date }>;
  }
}

export type RateLimitBucket =
  | 'validate-agent'
  | 'validate-group'
  | 'sign-in'
  | 'sign-in-account'
  | 'admin-token'
  | 'enroller-code'
  | 'continue-code'
  | 'signing-code'
  | 'signing-text';

export interface RateLimit {
  max: number;
  windowSeconds: number;
}

/** Defaults: generous for a person typing, far too few for a script walking the code space. */
export const DEFAULT_RATE_LIMITS: Readonly<Record<RateLimitBucket, RateLimit>> = {
  'validate-agent': { max: 20, windowSeconds: 15 * 60 },
  'validate-group': { max: 20, windowSeconds: 15 * 60 },
  // Per address: generous, so one office or carrier-grade NAT is not locked out by one person's guesses;
  // each account has its own tight limit (sign-in-account), so guessing from many addresses fails too.
  'sign-in': { max: 50, windowSeconds: 15 * 60 },
  'sign-in-account': { max: 10, windowSeconds: 15 * 60 },
  // Wrong ADMIN_TOKENs per address (the right one is never counted).
  'admin-token': { max: 10, windowSeconds: 15 * 60 },
  'enroller-code': { max: 10, windowSeconds: 15 * 60 },
  'continue-code': { max: 10, windowSeconds: 15 * 60 },
  // A signing link's identity check (failed tries; each link also locks after five of its own).
  'signing-code': { max: 10, windowSeconds: 15 * 60 },
  // Codes texted or mailed from signing links, every one counted: texts cost money and reach a person.
  'signing-text': { max: 20, windowSeconds: 60 * 60 },
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
): Promise<{ allowed: boolean; attempts: number; retryAfterSeconds: number; windowStart: Date }> {
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
  const retryAfterSeconds = Math.max(
    1,
    Math.ceil((windowStart.getTime() + limit.windowSeconds * 1000 - now.getTime()) / 1000),
  );
  // Old windows are dead weight; an occasional sweep keeps the table small without a scheduler.
  if (attempts === 1 && Math.random() < 0.05) {
    await db
      .delete(rateLimitAttempts)
      .where(lt(rateLimitAttempts.windowStart, new Date(now.getTime() - 24 * 3600 * 1000)));
  }
  return { allowed: attempts <= limit.max, attempts, retryAfterSeconds, windowStart };
}

/** Gives back one counted attempt (it succeeded, so it was no guess). */
export async function refundAttempt(
  db: Db,
  bucket: RateLimitBucket,
  subject: string,
  windowStart: Date,
): Promise<void> {
  await db
    .update(rateLimitAttempts)
    .set({ attempts: sql`GREATEST(${rateLimitAttempts.attempts} - 1, 0)` })
    .where(
      and(
        eq(rateLimitAttempts.bucket, bucket),
        eq(rateLimitAttempts.subject, subject),
        eq(rateLimitAttempts.windowStart, windowStart),
      ),
    );
}

/** Called by a guarded route when the code or password was right: the attempt does not count. */
export async function guessSucceeded(request: FastifyRequest): Promise<void> {
  const attempts = request.guessAttempts ?? [];
  request.guessAttempts = undefined;
  for (const a of attempts) await refundAttempt(request.server.db, a.bucket, a.subject, a.windowStart);
}

/**
 * Pre-handler factory: counts the attempt against the client address and refuses with the 429
 * error envelope (naming `field`) once the bucket's limit is spent. For enroller and continue
 * codes pass a `subject` function to count per enrollment as well.
 */
export function guessingLimit(
  bucket: RateLimitBucket,
  field: string,
  subject: (request: FastifyRequest) => string = (r) => r.ip,
) {
  return async (request: FastifyRequest, reply: { header(name: string, value: string): unknown }) => {
    const who = subject(request);
    const result = await consumeAttempt(request.server.db, bucket, who);
    (request.guessAttempts ??= []).push({ bucket, subject: who, windowStart: result.windowStart });
    if (!result.allowed) {
      reply.header('Retry-After', String(result.retryAfterSeconds));
      throw new ApiError(429, [{ target_element: field, error_message: TOO_MANY_ATTEMPTS }]);
    }
  };
}

/** The account a sign-in names, as a rate-limit subject: a hash of the e-mail as typed (trimmed, lower case), never the e-mail. */
function accountSubject(request: FastifyRequest): string {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  const normal = typeof email === 'string' ? email.trim().toLowerCase() : '';
  return `account:${createHash('sha256').update(normal).digest('hex').slice(0, 32)}`;
}

/**
 * The sign-in routes' limits: failed attempts per client address (sign-in) and per account
 * (sign-in-account), each counted before the password is checked and given back by guessSucceeded().
 */
export const signInLimits = (field: string) => [
  guessingLimit('sign-in', field),
  guessingLimit('sign-in-account', field, accountSubject),
];

/**
 * Counts a wrong ADMIN_TOKEN against the client address and answers 401, or 429 once the
 * admin-token limit is spent; the right token costs nothing (it cannot be guessed in any limit).
 */
export async function refuseAdminToken(request: FastifyRequest): Promise<never> {
  const result = await consumeAttempt(request.server.db, 'admin-token', request.ip);
  if (!result.allowed) throw new ApiError(429, { message: TOO_MANY_ATTEMPTS });
  throw new ApiError(401, { message: 'Admin token required' });
}
