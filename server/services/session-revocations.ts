import type { DatabaseHandle, Db } from '../db/client';
import {
  insertRevocations,
  readRevocations,
  readRevocationVersion,
  SESSION_REVOCATION_CHANNEL,
} from '../repositories/session-revocations';

/**
 * Server-side sign-out for signed tokens (issue 26, item 15; decision 0001). A session or staff
 * token carries its id (`jti`) and, once signed in, its account (`sub`: `rep:<agent id>`,
 * `group_admin:<id>`, `staff:<id>`); a token is refused when its id was revoked (sign-out) or its
 * account's tokens were revoked up to a time at or after it was issued (sign out everywhere, a lost
 * token). The list lives in the database (`session_revocations`), so every API process over one
 * PostgreSQL refuses the same tokens:
 * - the process that revokes refuses the token before it answers;
 * - every other process learns of it at once by the NOTIFY of the version bump, and
 * - at the latest `maxAgeMs` (1 s) later even when a notification is lost: a request re-reads the
 *   version once its copy is older than that, and the list when the version moved.
 * Checking a token is a set lookup; a process asks the database at most once per `maxAgeMs`.
 */

/** The token fields a revocation can name. */
interface RevocableToken {
  jti?: string | undefined;
  sub?: string | undefined;
  /** Issued at, seconds since the epoch. */
  iat: number;
}

/** The account a rep's sign-ins are revoked under. */
export const repAccount = (agentId: number) => `rep:${agentId}`;
/** The account a group administrator's sign-ins are revoked under. */
export const groupAdminAccount = (adminId: number) => `group_admin:${adminId}`;

/** The account a staff member's tokens are revoked under. */
export const staffAccount = (staffId: number) => `staff:${staffId}`;

/** The longest a session token lives (a shopper session: 12 hours); an account's revocation is kept that long. */
const LONGEST_TOKEN_MS = 12 * 60 * 60 * 1000;

const REVOCATION_MAX_AGE_MS = 1000;

export interface SessionRevocations {
  /** True when the token was signed out (its id) or its account's sessions were revoked after it was issued. */
  isRevoked(token: RevocableToken): Promise<boolean>;
  /** Revokes one token until it expires (`exp`, seconds). */
  revokeToken(jti: string, exp: number): Promise<void>;
  /** Revokes every token of an account issued up to now (a lost token, sign out everywhere). */
  revokeAccount(account: string): Promise<void>;
  close(): Promise<void>;
}

export async function openSessionRevocations(
  db: Db,
  opts: { listen?: DatabaseHandle['listen'] | undefined; maxAgeMs?: number; now?: () => number } = {},
): Promise<SessionRevocations> {
  const now = opts.now ?? Date.now;
  const maxAgeMs = opts.maxAgeMs ?? REVOCATION_MAX_AGE_MS;
  let tokens = new Set<string>();
  /** Account -> latest revocation, in seconds: tokens issued at or before it are refused. */
  let accounts = new Map<string, number>();
  let version = -1;
  let readAt = -Infinity;
  // Bumped by every notification: a read that started before one does not count as fresh.
  let generation = 0;
  let inFlight: Promise<void> | null = null;
  let unlisten: () => Promise<void> = async () => {};

  const learn = (subject: string, notBefore: Date) => {
    if (subject.startsWith('jti:')) tokens.add(subject.slice(4));
    else if (subject.startsWith('account:')) {
      const account = subject.slice(8);
      const seconds = Math.floor(notBefore.getTime() / 1000);
      accounts.set(account, Math.max(accounts.get(account) ?? 0, seconds));
    }
  };

  async function refresh(): Promise<void> {
    const started = now();
    const seen = generation;
    const current = await readRevocationVersion(db);
    if (current !== version) {
      const rows = await readRevocations(db, new Date(started));
      tokens = new Set();
      accounts = new Map();
      for (const row of rows) learn(row.subject, row.notBefore);
      version = current;
    }
    if (generation === seen) readAt = started;
  }

  /** A read older than maxAgeMs, or one a notification (or a revocation here) came after, is read again. */
  async function fresh(): Promise<void> {
    for (let round = 0; round < 3 && now() - readAt >= maxAgeMs; round++) {
      inFlight ??= refresh().finally(() => (inFlight = null));
      await inFlight;
    }
  }

  const stale = () => {
    generation++;
    readAt = -Infinity;
  };

  try {
    if (opts.listen) unlisten = await opts.listen(SESSION_REVOCATION_CHANNEL, stale);
  } catch {
    // No notifications: the maxAgeMs re-reads alone bound how long another process's revocation goes unseen.
  }

  return {
    async isRevoked(token) {
      await fresh();
      if (token.jti !== undefined && tokens.has(token.jti)) return true;
      const cutoff = token.sub === undefined ? undefined : accounts.get(token.sub);
      return cutoff !== undefined && token.iat <= cutoff;
    },
    async revokeToken(jti, exp) {
      const at = new Date(now());
      await insertRevocations(db, [{ subject: `jti:${jti}`, notBefore: at, keepUntil: new Date(exp * 1000) }]);
      // Refused here before the answer goes out; a read in flight (from before the insert) does not count.
      learn(`jti:${jti}`, at);
      stale();
    },
    async revokeAccount(account) {
      const at = new Date(now());
      const subject = `account:${account}`;
      await insertRevocations(db, [{ subject, notBefore: at, keepUntil: new Date(at.getTime() + LONGEST_TOKEN_MS) }]);
      learn(subject, at);
      stale();
    },
    close: () => unlisten().catch(() => {}),
  };
}
