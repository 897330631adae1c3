import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { signSession, verifySession, type SessionClaims } from '../services/session-token';
import { openSessionRevocations, type SessionRevocations } from '../services/session-revocations';
import { ApiError } from './envelope';
import { requestReadsPlugin } from './request-reads';
import { securedBy } from './route-security';

declare module 'fastify' {
  interface FastifyRequest {
    /** The verified session, or null when the request carried no valid token. */
    session: SessionClaims | null;
    /** The request carried a valid token that was signed out (revoked): guarded routes answer 401. */
    sessionRevoked: boolean;
  }
  interface FastifyInstance {
    /** Revoked tokens and accounts (sign-out), shared by every process through the database. */
    sessionRevocations: SessionRevocations;
    /** Signs a session token with the server secret; `keepExp` re-signs without extending an existing session. */
    issueSession(claims: Omit<SessionClaims, 'iat' | 'exp'>, keepExp?: number): string;
  }
}

/** The 401 envelope for a session that was signed out: sign in (or start) again. */
export const sessionSignedOut = () =>
  new ApiError(401, { message: 'You have signed out. Please sign in again or start again from the home page.' });

/** The 403 envelope for a missing, invalid or too-narrow session. */
export const forbidden = () =>
  new ApiError(403, { message: 'Your session does not allow this request. Please start again from the home page.' });

/** The contract's id headers / query values must match the token; a mismatch is refused. */
function checkContractIds(request: FastifyRequest, claims: SessionClaims): void {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const headers = request.headers;
  const pairs: Array<[unknown, number | null]> = [
    [headers['agent_id'] ?? query.agent_id, claims.agent_id],
    [headers['group_id'] ?? query.group_id, claims.group_id],
    [headers['portal_id'] ?? query.portal_id, claims.portal_id],
  ];
  for (const [given, own] of pairs) {
    if (given === undefined || given === '' || given === null) continue;
    if (own === null || String(given) !== String(own)) throw forbidden();
  }
}

export interface SessionGuard {
  /** Which sessions may call: any valid token, or one that signed in as rep / group admin. */
  scope: 'any' | 'signed-in';
}

/** Pre-handler factory: refuses requests without a valid session (403 envelope). */
export function requireSession(guard: SessionGuard = { scope: 'any' }) {
  return securedBy('sessionBearer', async (request: FastifyRequest) => {
    const claims = request.session;
    if (!claims) throw request.sessionRevoked ? sessionSignedOut() : forbidden();
    if (guard.scope === 'signed-in' && !claims.signed_in) throw forbidden();
    checkContractIds(request, claims);
  });
}

/** The verified session of a request that passed requireSession(). */
export function sessionOf(request: FastifyRequest): SessionClaims {
  if (!request.session) throw forbidden();
  return request.session;
}

/**
 * True when the request's session started this enrollment or proved its save-for-later code
 * (the `enr` claim). Health answers go back only to such a session; a session that merely holds
 * the id (a direct-continue link, another visitor of the same storefront) does not qualify.
 */
export function provesEnrollment(request: FastifyRequest, enrollmentId: string): boolean {
  return request.session?.enr === enrollmentId;
}

/** Tokens kept verified (about 0.5 KB each). */
const VERIFIED_TOKENS = 10_000;

/**
 * Tokens this process has verified, with their claims (frozen: shared by every request of the
 * session), so a session's next requests skip the HMAC and the JSON parse. Keyed by the whole
 * token, signature included: only the exact bytes that once verified find an entry, so a forged or
 * altered token is always verified. An entry past its claims' expiry is dropped, never answered.
 * The oldest entries go first once the bound is reached.
 */
class VerifiedTokens {
  private readonly claims = new Map<string, SessionClaims>();

  constructor(private readonly max: number) {}

  get(token: string, now = Date.now()): SessionClaims | null {
    const claims = this.claims.get(token);
    if (!claims) return null;
    if (claims.exp * 1000 > now) return claims;
    this.claims.delete(token);
    return null;
  }

  keep(token: string, claims: SessionClaims | null): SessionClaims | null {
    if (!claims) return null;
    const frozen = Object.freeze(claims);
    if (this.claims.size >= this.max) {
      const oldest = this.claims.keys().next();
      if (!oldest.done) this.claims.delete(oldest.value);
    }
    this.claims.set(token, frozen);
    return frozen;
  }
}

/**
 * Reads `Authorization: Bearer <token>` into `request.session` (verified once per token and process),
 * unless the token was revoked (sign-out; services/session-revocations.ts): then `sessionRevoked`.
 */
export const sessionPlugin = fp(async function sessionPlugin(app: FastifyInstance, opts: { secret: Buffer }) {
  // Each request's reads are kept from its first hook on (request-reads.ts): the session's own included.
  await app.register(requestReadsPlugin);
  app.decorateRequest('session', null);
  app.decorateRequest('sessionRevoked', false);
  const revocations = await openSessionRevocations(app.db, { listen: app.dbListen });
  app.decorate('sessionRevocations', revocations);
  app.addHook('onClose', () => revocations.close());
  app.decorate('issueSession', (claims: Omit<SessionClaims, 'iat' | 'exp'>, keepExp?: number) =>
    signSession(claims, opts.secret, Date.now(), undefined, keepExp),
  );
  const verified = new VerifiedTokens(VERIFIED_TOKENS);
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (!header || !header.startsWith('Bearer ')) return;
    const token = header.slice(7).trim();
    const claims = verified.get(token) ?? verified.keep(token, verifySession(token, opts.secret));
    if (!claims) return;
    // Fails closed: while the database cannot be read the request answers 503 (plugins/envelope.ts).
    if (await revocations.isRevoked(claims)) {
      request.sessionRevoked = true;
      return;
    }
    request.session = claims;
  });
});
