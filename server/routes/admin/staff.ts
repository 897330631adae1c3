import type { FastifyInstance } from 'fastify';
import { envelopeOf } from '../../../schemas/api/common';
import {
  staffMeData,
  staffSignInBody,
  staffSignInData,
  type StaffMe,
  type StaffSignedIn,
  type StaffSignInBody,
  type StaffView,
} from '../../../schemas/api/staff';
import { ApiError } from '../../plugins/envelope';
import { findStaffById, findStaffByEmail, planNamesOf, updateStaffPasswordHash } from '../../repositories/staff';
import { guessSucceeded, signInLimits } from '../../services/rate-limit';
import { DECOY_HASH, needsRehash } from '../../services/passwords';
import { hashStaffPassword, signStaffToken, verifyStaffPassword } from '../../services/staff-auth';
import { adminCallerOf, adminGuard, callerScopes } from '../wizard/admin-guard';

/** One answer for an unknown e-mail and a wrong password, so sign-in never tells which e-mails exist. */
const badCredentials = () =>
  new ApiError(401, [{ target_element: 'email', error_message: 'The e-mail address or password is not correct.' }]);

function staffView(row: {
  email: string;
  name: string;
  role: StaffView['role'];
  carrierId: number | null;
  carrierName: string | null;
}): StaffView {
  return { email: row.email, name: row.name, role: row.role, carrier_id: row.carrierId, carrier_name: row.carrierName };
}

/** Staff sign-in for the /admin console: POST /admin/sign-in (rate-limited like other sign-ins) and GET /admin/me. */
export async function staffRoutes(app: FastifyInstance): Promise<void> {
  // Verifying against a decoy hash when the e-mail is unknown keeps both answers equally slow.

  app.post<{ Body: StaffSignInBody }>(
    '/admin/sign-in',
    {
      schema: { body: staffSignInBody, response: { 200: envelopeOf(staffSignInData) } },
      preHandler: signInLimits('email'),
    },
    async (request, reply) => {
      const row = await findStaffByEmail(app.db, request.body.email);
      const valid = await verifyStaffPassword(request.body.password, row?.passwordHash ?? DECOY_HASH);
      if (!row || !valid) throw badCredentials();
      await guessSucceeded(request);
      // A hash from before today's cost is replaced now that the password is known.
      if (needsRehash(row.passwordHash))
        await updateStaffPasswordHash(app.db, row.id, await hashStaffPassword(request.body.password));
      const { token, expiresAt } = signStaffToken(
        { id: row.id, email: row.email, name: row.name, role: row.role, carrierId: row.carrierId },
        app.config.sessionSecret,
      );
      const data: StaffSignedIn = { token, staff: staffView(row), expires_at: expiresAt.toISOString() };
      return reply.ok(data);
    },
  );

  app.get(
    '/admin/me',
    { preHandler: adminGuard(app), schema: { response: { 200: envelopeOf(staffMeData) } } },
    async (request, reply) => {
      const caller = adminCallerOf(request);
      if (caller.kind !== 'staff') throw new ApiError(401, { message: 'Please sign in as staff.' });
      const row = await findStaffById(app.db, caller.staff.id);
      if (!row) throw new ApiError(401, { message: 'Your staff session has ended. Please sign in again.' });
      const scopes = await callerScopes(app, caller);
      const carrierId = scopes.kind === 'carrier' ? scopes.carrierId : null;
      const data: StaffMe = {
        staff: staffView(row),
        plan_ids: scopes.kind === 'carrier' ? scopes.planIds : null,
        plans: await planNamesOf(app.db, carrierId),
      };
      return reply.ok(data);
    },
  );
}
