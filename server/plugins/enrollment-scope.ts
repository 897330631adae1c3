import type { FastifyRequest } from 'fastify';
import { storefrontPortal } from '../repositories/catalogue';
import type { EnrollmentRow } from '../repositories/enrollments';
import { fieldError } from './envelope';
import { enrollmentOf, requireEnrollment } from './enrollment';
import { sessionOf } from './session';

/**
 * Pre-handler: requireEnrollment(), then the enrollment must belong to the session's storefront
 * (same rep, same group where both are set). Another storefront's enrollment gets the same 404 as
 * an unknown id, so an id leaked from one storefront opens nothing in another.
 */
export async function requireScopedEnrollment(request: FastifyRequest): Promise<void> {
  await requireEnrollment(request);
  const enrollment = enrollmentOf(request);
  const session = sessionOf(request);
  const otherRep = enrollment.agentId !== null && session.agent_id !== null && enrollment.agentId !== session.agent_id;
  const otherGroup = enrollment.groupId !== null && session.group_id !== null && enrollment.groupId !== session.group_id;
  if (otherRep || otherGroup) throw fieldError(404, 'enrollment_id', 'Enrollment not found or expired');
}

/** The portal whose plans an enrollment may buy: its own, else the session's storefront portal. */
export async function portalForEnrollment(request: FastifyRequest, enrollment: EnrollmentRow | null): Promise<number | null> {
  if (enrollment?.portalId) return enrollment.portalId;
  return storefrontPortal(request.server.db, sessionOf(request));
}
