import type { FastifyInstance, FastifyRequest } from 'fastify';
import { envelopeOf } from '../../schemas/api/common';
import { continueBody, continueData, directContinueData, directContinueParams, type ContinueBody, type DirectContinueParams } from '../../schemas/api/review';
import { isEmail } from '../../schemas/formats';
import { MESSAGES } from '../../schemas/messages';
import { resumeType } from '../../schemas/review-rules';
import type { FieldError } from '../../schemas/envelope';
import { isoToUsDate } from '../domain/filters';
import { ApiError, fieldError } from '../plugins/envelope';
import { findEnrollment, type EnrollmentRow } from '../repositories/enrollments';
import { clearWrongCodes, isCodeLocked, recordWrongCode, resumableByEmail } from '../repositories/resume';
import { guessingLimit, TOO_MANY_ATTEMPTS } from '../services/rate-limit';
import { verifySaveCode } from '../services/save-code';
import type { SessionKind } from '../services/session-token';

/**
 * Resuming a saved enrollment (002 sections 2, 4 and 7; security.md; docs/decisions/0040-resume-links.md):
 * POST /continue-enrollment checks the e-mailed code against the e-mail it was bound to, and
 * GET /direct-continue/{tempId} opens the e-mailed link. Both answer the session values to restore
 * (never personal data) and a session token for the enrollment's own storefront.
 */

/** One answer for a wrong code, a wrong e-mail, an expired code or a finished enrollment (no enumeration). */
export const NO_MATCH_MESSAGE = 'The code and e-mail address do not match a saved enrollment.';

/** The session values of 002 section 3 ('others'). */
function othersOf(e: EnrollmentRow) {
  return {
    group_id: e.groupId,
    platform_group_id: e.portalId,
    agent_id: e.agentId,
    open_type: e.openType,
    eprocess: e.eprocess,
    effective_date: isoToUsDate(e.effectiveDate),
    type: resumeType(e.type),
  };
}

/** The session kind an enrollment was made under: its process decides (never a signed-in scope). */
function sessionKindOf(e: EnrollmentRow): SessionKind {
  if (e.eprocess === 'rep') return 'rep';
  if (e.eprocess === 'group' && e.groupId !== null) return 'group';
  return 'open';
}

function tokenFor(app: FastifyInstance, e: EnrollmentRow): string {
  return app.issueSession({ kind: sessionKindOf(e), agent_id: e.agentId, group_id: e.groupId, portal_id: e.portalId, over65: e.over65 });
}

function inputErrors(code: string, email: string): FieldError[] {
  const errors: FieldError[] = [];
  if (!code) errors.push({ target_element: 'code', error_message: MESSAGES.fieldRequired });
  if (!isEmail(email)) errors.push({ target_element: 'email', error_message: MESSAGES.enterValidEmail });
  return errors;
}

async function continueEnrollment(app: FastifyInstance, request: FastifyRequest<{ Body: ContinueBody }>) {
  const code = request.body.code.trim();
  const email = request.body.email.trim();
  const errors = inputErrors(code, email);
  if (errors.length > 0) throw new ApiError(400, errors);
  const now = new Date();
  const candidates = await resumableByEmail(app.db, email, now);
  for (const e of candidates) {
    if (!e.saveCodeHash || !verifySaveCode(code, email, e.saveCodeHash, app.config.sessionSecret)) continue;
    // Five wrong tries lock the enrollment for the window, even against the right code.
    if (isCodeLocked(e, now)) throw fieldError(429, 'code', TOO_MANY_ATTEMPTS);
    await clearWrongCodes(app.db, e.id);
    return { result: { enrollment_id: e.id, saved_tab: e.savedTab, ...othersOf(e), others: othersOf(e) }, token: tokenFor(app, e) };
  }
  for (const e of candidates) await recordWrongCode(app.db, e.id, now);
  throw fieldError(400, 'code', NO_MATCH_MESSAGE);
}

export async function resumeRoutes(app: FastifyInstance): Promise<void> {
  app.post(
    '/continue-enrollment',
    { preHandler: guessingLimit('continue-code', 'code'), schema: { body: continueBody, response: { 200: envelopeOf(continueData) } } },
    async (request: FastifyRequest<{ Body: ContinueBody }>, reply) => reply.ok(await continueEnrollment(app, request)),
  );

  // The link's id is the capability (security.md); it works only while the mailed code does.
  app.get(
    '/direct-continue/:tempId',
    { schema: { params: directContinueParams, response: { 200: envelopeOf(directContinueData) } } },
    async (request: FastifyRequest<{ Params: DirectContinueParams }>, reply) => {
      const now = new Date();
      const e = await findEnrollment(app.db, request.params.tempId, now);
      const live = e && e.status !== 'completed' && e.saveCodeHash && e.saveCodeExpiresAt && e.saveCodeExpiresAt > now;
      if (!e || !live) throw fieldError(404, 'tempId', 'Enrollment not found or expired');
      return reply.ok({ result: { enrollment_id: e.id, saved_tab: e.savedTab, others: othersOf(e) }, token: tokenFor(app, e) });
    },
  );
}
