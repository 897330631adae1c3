import type { FastifyRequest } from 'fastify';
import { storefrontKeyOf } from '../domain/storefront-key';
import { storefrontPortal } from '../repositories/catalogue';
import type { SessionClaims } from '../services/session-token';
import type { EnrollmentRow } from '../repositories/enrollments';
import { fieldError } from './envelope';
import { enrollmentOf, requireEnrollment } from './enrollment';
import { sessionOf } from './session';

/**
 * True when the enrollment belongs to the session's storefront: exactly the one that created it
 * (same kind, rep, group and portal). Rows from before migration 0004 carry no storefront and keep
 * the earlier rule (same rep, same group where both are set) until they expire.
 */
export function belongsToSession(enrollment: EnrollmentRow, session: SessionClaims): boolean {
  if (enrollment.storefront !== null) return enrollment.storefront === storefrontKeyOf(session);
  const otherRep = enrollment.agentId !== null && session.agent_id !== null && enrollment.agentId !== session.agent_id;
  const otherGroup =
    enrollment.groupId !== null && session.group_id !== null && enrollment.groupId !== session.group_id;
  return (
    !otherRep && !otherGroup && (enrollment.agentId === session.agent_id || enrollment.groupId === session.group_id)
  );
}

/**
 * The one ownership pre-handler of every route that names an enrollment: loads it
 * (requireEnrollment(), unless a route's own loader already did) and lets it through only when it
 * belongs to the session's storefront (belongsToSession). Another storefront's enrollment gets the
 * same 404 as an unknown id, so an id leaked from one storefront opens nothing in another.
 */
export async function requireScopedEnrollment(request: FastifyRequest): Promise<void> {
  if (!request.enrollment) await requireEnrollment(request);
  if (!belongsToSession(enrollmentOf(request), sessionOf(request)))
    throw fieldError(404, 'enrollment_id', 'Enrollment not found or expired');
}

/** Pre-handler: when the query names an enrollment, it is loaded and must belong to the session's storefront. */
export async function optionalScopedEnrollment(request: FastifyRequest): Promise<void> {
  const query = request.query as { enrollment_id?: string } | undefined;
  if (query?.enrollment_id) await requireScopedEnrollment(request);
}

/** The portal whose plans an enrollment may buy: its own, else the session's storefront portal. */
export async function portalForEnrollment(
  request: FastifyRequest,
  enrollment: EnrollmentRow | null,
): Promise<number | null> {
  if (enrollment?.portalId) return enrollment.portalId;
  return storefrontPortal(request.server.db, sessionOf(request));
}
