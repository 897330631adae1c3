import type { FastifyRequest } from 'fastify';
import { findEnrollmentWithContext, type EnrollmentRow } from '../repositories/enrollments';
import { fieldError } from './envelope';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireEnrollment(): the unexpired enrollment named by `enrollment_id`. */
    enrollment?: EnrollmentRow;
  }
  interface FastifyContextConfig {
    /** The few writes a completed enrollment still takes: a retried completion, its screenshot. */
    allowCompletedEnrollment?: boolean;
    /** The few writes an enrollment awaiting its client's signature still takes (the review's retry). */
    allowAwaitingSignature?: boolean;
  }
}

/**
 * Pre-handler: reads `enrollment_id` from the query, the body or the `:tempId` / `:id` param and
 * loads the enrollment. Unknown and expired ids get the same 404 answer (ids are capabilities).
 */
export async function requireEnrollment(request: FastifyRequest): Promise<void> {
  const sources = [request.params, request.query, request.body] as Array<Record<string, unknown> | undefined>;
  let id: unknown;
  for (const s of sources) {
    if (s && typeof s === 'object') id ??= s.enrollment_id ?? s.tempId;
  }
  if (typeof id !== 'string' || id === '') throw fieldError(400, 'enrollment_id', 'Field is required');
  const enrollment = await findEnrollmentWithContext(request.server.db, id);
  if (!enrollment) throw fieldError(404, 'enrollment_id', 'Enrollment not found or expired');
  // A completed enrollment is the policy's record: steps, cart and drafts can no longer change it.
  if (
    enrollment.status === 'completed' &&
    request.method !== 'GET' &&
    !request.routeOptions.config.allowCompletedEnrollment
  ) {
    throw fieldError(409, 'enrollment_id', 'This enrollment is already completed.');
  }
  // Sent to the client to sign: what they sign must not change under them (revoke the link first).
  if (
    enrollment.status === 'awaiting_signature' &&
    request.method !== 'GET' &&
    !request.routeOptions.config.allowAwaitingSignature
  ) {
    throw fieldError(
      409,
      'enrollment_id',
      'This enrollment is waiting for the client to sign. Revoke the link to change it.',
    );
  }
  request.enrollment = enrollment;
}

/** The enrollment loaded by requireEnrollment(). */
export function enrollmentOf(request: FastifyRequest): EnrollmentRow {
  if (!request.enrollment) throw fieldError(404, 'enrollment_id', 'Enrollment not found or expired');
  return request.enrollment;
}
