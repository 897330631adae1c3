import type { FastifyInstance, FastifyRequest } from 'fastify';
import { envelopeOf } from '../../schemas/api/common';
import {
  continueBody,
  continueData,
  directContinueData,
  directContinueParams,
  type ContinueBody,
  type DirectContinueParams,
} from '../../schemas/api/review';
import { isEmail } from '../../schemas/formats';
import { MESSAGES } from '../../schemas/messages';
import { resumeType } from '../../schemas/review-rules';
import type { FieldError } from '../../schemas/envelope';
import { isoToUsDate } from '../domain/filters';
import { ApiError, fieldError } from '../plugins/envelope';
import { findEnrollment, type EnrollmentRow } from '../repositories/enrollments';
import {
  clearWrongCodes,
  isCodeLocked,
  recordWrongCode,
  resumableByEmail,
  resumableById,
} from '../repositories/resume';
import { guessingLimit, guessSucceeded, TOO_MANY_ATTEMPTS } from '../services/rate-limit';
import { selectorOfCode, selectorOfHash, verifySaveCode } from '../services/save-code';
import { storefrontScopeOf, type SessionKind, type StorefrontScope } from '../domain/storefront-key';
import { findDefaultSite } from '../repositories/sites';
import { landingOf, type StorefrontOwner } from '../services/storefront-landing';

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

/** The session kind an enrollment was made under, for rows from before stored storefronts: its process decides. */
function legacyKindOf(e: EnrollmentRow): SessionKind {
  if (e.eprocess === 'rep') return 'rep';
  if (e.eprocess === 'group' && e.groupId !== null) return 'group';
  return 'open';
}

/**
 * A session of exactly the storefront that created the enrollment (never a signed-in scope).
 * `proved`: the save-for-later code was shown, so the session may read the health answers too.
 */
function tokenFor(app: FastifyInstance, e: EnrollmentRow, proved: boolean): string {
  return app.issueSession({ ...scopeOf(e), over65: e.over65, ...(proved ? { enr: e.id } : {}) });
}

/** The storefront that created the enrollment. */
function scopeOf(e: EnrollmentRow): StorefrontScope {
  return (
    (e.storefront ? storefrontScopeOf(e.storefront) : null) ?? {
      kind: legacyKindOf(e),
      agent_id: e.agentId,
      group_id: e.groupId,
      portal_id: e.portalId,
    }
  );
}

/** The group's or rep's site the enrollment was started on (its name and phone come back on resume); null for the default storefront. */
export async function siteOf(app: FastifyInstance, e: EnrollmentRow): Promise<StorefrontOwner | null> {
  const scope = scopeOf(e);
  if (scope.kind === 'group' && scope.group_id !== null) return { type: 'group', id: scope.group_id };
  if (scope.agent_id === null || scope.agent_id === (await findDefaultSite(app.db))?.agentId) return null;
  return { type: 'agent', id: scope.agent_id };
}

/** The site with its landing name, so the resumed visit opens under it (/jordan/...) with its links and brand. */
async function resumedSiteOf(app: FastifyInstance, e: EnrollmentRow) {
  const site = await siteOf(app, e);
  return site && { ...site, landing: await landingOf(app.db, site) };
}

function inputErrors(code: string, email: string): FieldError[] {
  const errors: FieldError[] = [];
  if (!code) errors.push({ target_element: 'code', error_message: MESSAGES.fieldRequired });
  if (!isEmail(email)) errors.push({ target_element: 'email', error_message: MESSAGES.enterValidEmail });
  return errors;
}

/**
 * The enrollment a typed code is for: the one whose selector it carries (codes mailed before
 * selectors: the first that verifies). Every candidate's hash is checked, so the time taken does
 * not depend on which one matches, or whether any does.
 */
function matchCode(
  app: FastifyInstance,
  candidates: readonly EnrollmentRow[],
  code: string,
  email: string,
): { target: EnrollmentRow | null; verified: boolean } {
  const selector = selectorOfCode(code);
  let target: EnrollmentRow | null = null;
  let verified = false;
  for (const e of candidates) {
    const hash = e.saveCodeHash ?? '';
    const ok = verifySaveCode(code, email, hash, app.config.sessionSecret);
    const own = selectorOfHash(hash);
    if (own === selector && own !== '') {
      target = e;
      verified = ok;
    } else if (own === '' && ok && !target) {
      target = e;
      verified = true;
    }
  }
  return { target, verified };
}

/** The enrollments the code may be for, and the e-mail it was bound to: the link's enrollment, or those mailed to the e-mail. */
async function candidatesOf(app: FastifyInstance, body: ContinueBody, now: Date) {
  const code = body.code.trim();
  if (body.enrollment_id !== undefined) {
    if (!code) throw new ApiError(400, inputErrors(code, 'a@b.co'));
    const candidates = await resumableById(app.db, body.enrollment_id, now);
    return { code, email: candidates[0]?.saveCodeEmail ?? '', candidates };
  }
  const email = (body.email ?? '').trim();
  const errors = inputErrors(code, email);
  if (errors.length > 0) throw new ApiError(400, errors);
  return { code, email, candidates: await resumableByEmail(app.db, email, now) };
}

async function continueEnrollment(app: FastifyInstance, request: FastifyRequest<{ Body: ContinueBody }>) {
  const now = new Date();
  const { code, email, candidates } = await candidatesOf(app, request.body, now);
  const { target, verified } = matchCode(app, candidates, code, email);
  // A locked enrollment answers the right and a wrong code alike: the lock tells nothing about the code.
  if (target && isCodeLocked(target, now)) throw fieldError(429, 'code', TOO_MANY_ATTEMPTS);
  if (target && verified) {
    await Promise.all([clearWrongCodes(app.db, target.id), guessSucceeded(request)]);
    const site = await resumedSiteOf(app, target);
    return {
      result: {
        enrollment_id: target.id,
        saved_tab: target.savedTab,
        ...othersOf(target),
        others: othersOf(target),
        site,
      },
      token: tokenFor(app, target, true),
    };
  }
  // Only the enrollment the code names counts the wrong try; the owner's others are untouched.
  if (target) await recordWrongCode(app.db, target.id, now);
  throw fieldError(400, 'code', NO_MATCH_MESSAGE);
}

export async function resumeRoutes(app: FastifyInstance): Promise<void> {
  app.post(
    '/continue-enrollment',
    {
      preHandler: guessingLimit('continue-code', 'code'),
      schema: { body: continueBody, response: { 200: envelopeOf(continueData) } },
    },
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
      return reply.ok({
        result: { enrollment_id: e.id, saved_tab: e.savedTab, others: othersOf(e), site: await resumedSiteOf(app, e) },
        token: tokenFor(app, e, false),
      });
    },
  );
}
