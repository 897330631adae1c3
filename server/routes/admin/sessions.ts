import type { FastifyInstance } from 'fastify';
import { envelopeOf } from '../../../schemas/api/common';
import {
  revokeSessionsBody,
  revokeSessionsData,
  signOutBody,
  signOutData,
  type RevokeSessionsBody,
  type SessionsRevoked,
  type SignedOut,
  type SignOutBody,
} from '../../../schemas/api/sign-out';
import { ApiError } from '../../plugins/envelope';
import { accountIdByEmail } from '../../repositories/session-revocations';
import { groupAdminAccount, repAccount, staffAccount } from '../../services/session-revocations';
import { staffTokenOf } from '../../services/staff-auth';
import { adminCallerOf, adminGuard } from '../wizard/admin-guard';

const accountOf = { staff: staffAccount, rep: repAccount, group_admin: groupAdminAccount } as const;

/**
 * Staff sessions (issue 26, item 15; additions to the contract): POST /admin/sign-out ends the
 * presented staff token on the server (`everywhere`: every session of the account), and POST
 * /admin/revoke-sessions (staff role or ADMIN_TOKEN) ends every session of a staff, rep or group
 * administrator account signed in until now: what to do about a lost or stolen token.
 */
export async function staffSessionRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: SignOutBody }>(
    '/admin/sign-out',
    { schema: { body: signOutBody, response: { 200: envelopeOf(signOutData) } }, preHandler: adminGuard(app) },
    async (request, reply) => {
      const token = staffTokenOf(request);
      if (adminCallerOf(request).kind !== 'staff' || !token)
        throw new ApiError(400, { message: 'Only a staff session can be signed out.' });
      await app.sessionRevocations.revokeToken(token.jti, token.exp);
      const everywhere = request.body?.everywhere === true;
      if (everywhere) await app.sessionRevocations.revokeAccount(staffAccount(token.staff.id));
      const data: SignedOut = { signed_out: true, everywhere };
      return reply.ok(data);
    },
  );

  app.post<{ Body: RevokeSessionsBody }>(
    '/admin/revoke-sessions',
    {
      schema: { body: revokeSessionsBody, response: { 200: envelopeOf(revokeSessionsData) } },
      preHandler: adminGuard(app, { roles: ['staff'] }),
    },
    async (request, reply) => {
      const { kind, email } = request.body;
      const id = await accountIdByEmail(app.db, kind, email);
      if (id === null) throw new ApiError(404, [{ target_element: 'email', error_message: 'No such account.' }]);
      await app.sessionRevocations.revokeAccount(accountOf[kind](id));
      const data: SessionsRevoked = { revoked_before: new Date().toISOString() };
      request.log.info({ account_kind: kind, account_id: id }, 'sessions revoked');
      return reply.ok(data);
    },
  );
}
