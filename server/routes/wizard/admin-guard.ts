import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { StaffRole } from '../../../schemas/api/staff';
import { ApiError } from '../../plugins/envelope';
import { findStaffById, planIdsOfCarrier } from '../../repositories/staff';
import { refuseAdminToken } from '../../services/rate-limit';
import { staffAccount } from '../../services/session-revocations';
import { securedBy } from '../../plugins/route-security';
import { bearerOf, carriesStaffToken, staffTokenOf, type Staff } from '../../services/staff-auth';

/**
 * Who may call the admin routes (docs/decisions/0060-form-engine-v2.md): automation with
 * `Authorization: Bearer ADMIN_TOKEN`, or a staff member signed in at /admin (POST /admin/sign-in).
 * The guard records the caller; routes read it with adminCallerOf() and narrow what a carrier
 * admin sees with callerScopes() and scopeAllowed().
 */

/** The caller of an admin route: the ADMIN_TOKEN (automation, every scope) or a staff member. */
export type AdminCaller = { kind: 'token' } | { kind: 'staff'; staff: Staff };

/**
 * The rule scopes a caller may read and write. `all` for the ADMIN_TOKEN and role staff; a
 * carrier admin gets their carrier's id and the ids of its plans (plans.carrier_id), ascending.
 */
export type CallerScopes = { kind: 'all' } | { kind: 'carrier'; carrierId: number; planIds: number[] };

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by adminGuard(); read it with adminCallerOf(). */
    adminCaller?: AdminCaller;
  }
}

const sessionEnded = () => new ApiError(401, { message: 'Your staff session has ended. Please sign in again.' });

function sameSecret(given: string, expected: string): boolean {
  // Hashing first makes the comparison constant-time whatever the lengths.
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

/**
 * preHandler of the admin routes: a valid staff token (not revoked, and checked against staff_users,
 * so a signed-out token, a removed or changed account stop at once), else Bearer ADMIN_TOKEN. Without ADMIN_TOKEN configured a
 * non-staff caller gets 404, as before staff existed. `roles` narrows which staff roles may call
 * (default: both; the route then limits a carrier admin to their scopes).
 */
export function adminGuard(app: FastifyInstance, opts: { roles?: readonly StaffRole[] } = {}) {
  return securedBy('staffBearer', async (request: FastifyRequest): Promise<void> => {
    const staffToken = staffTokenOf(request);
    if (staffToken) {
      const claimed = staffToken.staff;
      const { jti, iat } = staffToken;
      // Signed out (this token) or every session of the account revoked (a lost token): ended.
      if (await app.sessionRevocations.isRevoked({ jti, sub: staffAccount(claimed.id), iat })) throw sessionEnded();
      const row = await findStaffById(app.db, claimed.id);
      if (!row || row.role !== claimed.role || row.carrierId !== claimed.carrierId || row.email !== claimed.email)
        throw sessionEnded();
      if (opts.roles && !opts.roles.includes(row.role))
        throw new ApiError(403, { message: 'Your staff role does not allow this request.' });
      request.adminCaller = {
        kind: 'staff',
        staff: { id: row.id, email: row.email, name: row.name, role: row.role, carrierId: row.carrierId },
      };
      return;
    }
    if (carriesStaffToken(request)) throw sessionEnded();
    const token = app.config.adminToken;
    if (!token) throw new ApiError(404, { message: 'Not found' });
    const given = bearerOf(request);
    if (given === undefined) throw new ApiError(401, { message: 'Admin token required' });
    // A wrong token counts against the address (429 once too many); the right one never does.
    if (!sameSecret(given, token)) await refuseAdminToken(request);
    request.adminCaller = { kind: 'token' };
  });
}

/** The caller recorded by adminGuard(); throws 401 on a route the guard did not run on. */
export function adminCallerOf(request: FastifyRequest): AdminCaller {
  if (!request.adminCaller) throw new ApiError(401, { message: 'Admin token required' });
  return request.adminCaller;
}

/** How a caller is named in `published_by`: the staff member's e-mail, or 'ADMIN_TOKEN'. */
export function callerLabel(caller: AdminCaller): string {
  return caller.kind === 'staff' ? caller.staff.email : 'ADMIN_TOKEN';
}

/** The scopes a caller may read and write (see CallerScopes); one query for a carrier admin. */
export async function callerScopes(app: FastifyInstance, caller: AdminCaller): Promise<CallerScopes> {
  if (caller.kind === 'token' || caller.staff.role === 'staff') return { kind: 'all' };
  // The check constraint staff_users_carrier gives every carrier_admin a carrier; fail closed anyway.
  if (caller.staff.carrierId === null)
    throw new ApiError(403, { message: 'Your staff role does not allow this request.' });
  return {
    kind: 'carrier',
    carrierId: caller.staff.carrierId,
    planIds: await planIdsOfCarrier(app.db, caller.staff.carrierId),
  };
}

/**
 * True when `scopes` covers a rule or tab with this scope: everything for `all`; for a carrier
 * admin only `carrier` = their carrier and `plan` = one of its plans (never default or group).
 */
export function scopeAllowed(scopes: CallerScopes, scope: string, scopeId: number | null | undefined): boolean {
  if (scopes.kind === 'all') return true;
  if (scope === 'carrier') return scopeId === scopes.carrierId;
  if (scope === 'plan') return typeof scopeId === 'number' && scopes.planIds.includes(scopeId);
  return false;
}
