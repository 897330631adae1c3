import type { FastifyInstance } from 'fastify';
import { envelopeOf } from '../../schemas/api/common';
import { signOutBody, signOutData, type SignedOut, type SignOutBody } from '../../schemas/api/sign-out';
import { requireSession, sessionOf } from '../plugins/session';

/**
 * POST /sign-out (issue 26, item 15; an addition to the contract): ends the presented session on
 * the server, a rep's or group administrator's sign-in included, so the token answers 401 from now
 * on in every API process (services/session-revocations.ts). `everywhere` also ends every other
 * sign-in of the same account. A token without an id (issued before sign-out existed, never a
 * sign-in) has nothing to revoke; the browser forgets it all the same.
 */
export async function signOutRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: SignOutBody }>(
    '/sign-out',
    { schema: { body: signOutBody, response: { 200: envelopeOf(signOutData) } }, preHandler: requireSession() },
    async (request, reply) => {
      const session = sessionOf(request);
      if (session.jti) await app.sessionRevocations.revokeToken(session.jti, session.exp);
      const everywhere = Boolean(request.body?.everywhere && session.sub);
      if (everywhere && session.sub) await app.sessionRevocations.revokeAccount(session.sub);
      const data: SignedOut = { signed_out: true, everywhere };
      return reply.ok(data);
    },
  );
}
