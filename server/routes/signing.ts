import type { FastifyInstance, FastifyRequest } from 'fastify';
import { envelopeOf } from '../../schemas/api/common';
import {
  signCompleteBody,
  signDeclineBody,
  signDoneData,
  signLinkData,
  signSendCodeData,
  signSummaryData,
  signTokenParams,
  signVerifyBody,
  signVerifyData,
  type SignCompleteBody,
  type SignDeclineBody,
  type SignTokenParams,
  type SignVerifyBody,
} from '../../schemas/api/signing';
import { canonicalJson, consentKeepUntil, isLocked } from '../domain/signing';
import { ApiError, fieldError } from '../plugins/envelope';
import { cartLinesOf } from '../repositories/cart';
import { findEnrollment, readStep } from '../repositories/enrollments';
import {
  consentOfEnrollment,
  insertConsentOnce,
  markOpened,
  reopenEnrollment,
  signingRequestByTokenHash,
  updateLiveRequest,
  type SigningRequestRow,
} from '../repositories/signing';
import { encryptField } from '../services/field-crypto';
import { signedSummaryPdf } from '../services/signed-summary-pdf';
import { guessingLimit } from '../services/rate-limit';
import { secretHash } from '../services/signing-tokens';
import { completeWithReceipt } from './review';
import { signingEnrollerRoutes } from './signing-enroller';
import {
  awaitingEnrollment,
  codeTarget,
  GONE,
  gone,
  hasSession,
  liveRequest,
  LOCKED,
  maskedTarget,
  requireSessionOf,
  sendCode,
  verify,
} from './signing-identity';
import {
  clientContact,
  enrollerEmail,
  signingSender,
  signingSummary,
  summaryHash,
  type SigningSender,
} from './signing-support';

/**
 * Remote signing (docs/decisions/0090-remote-signing.md). The rep's calls (status, resend, revoke,
 * the signed summary PDF: signing-enroller.ts) follow the review's identity rules; the client's calls under
 * /sign/{token} take the link's token as their credential, then a date of birth and a texted code,
 * which set an HttpOnly signing-session cookie scoped to the link.
 */

const NO_COPY = 'A copy is available here only after you sign, in the browser you signed with.';

const PNG_DATA_URL = /^data:image\/png;base64,([A-Za-z0-9+/]+={0,2})$/;
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The signature the body carries, checked: a real PNG for 'drawn', a name for 'typed'. */
function signatureOf(body: SignCompleteBody): string {
  if (body.method === 'drawn') {
    const match = PNG_DATA_URL.exec(body.signature_png ?? '');
    const bytes = match?.[1] ? Buffer.from(match[1], 'base64') : Buffer.alloc(0);
    if (bytes.length < 67 || !bytes.subarray(0, 8).equals(PNG_MAGIC))
      throw fieldError(400, 'signature', 'Please sign in the box.');
    return body.signature_png ?? '';
  }
  const typed = (body.typed_name ?? '').trim().replace(/\s+/g, ' ');
  if (typed.length < 2) throw fieldError(400, 'typed_name', 'Please type your full name to sign.');
  return typed;
}

async function complete(
  app: FastifyInstance,
  request: FastifyRequest<{ Params: SignTokenParams; Body: SignCompleteBody }>,
): Promise<{ status: 'signed'; policy_id: number }> {
  const now = new Date();
  const row = await liveRequest(app, request.params.token, now);
  requireSessionOf(request, row);
  const enrollment = await awaitingEnrollment(app, row);
  const body = request.body;
  const signature = signatureOf(body);
  const [summary, lines, reviewRecord, contact] = await Promise.all([
    signingSummary(app, enrollment),
    cartLinesOf(app.db, enrollment.id),
    readStep(app.db, enrollment.id, 'review_info'),
    clientContact(app, enrollment.id),
  ]);
  const accepted = new Set(body.accepted_agreement_ids);
  const missing = summary.agreements.filter((a) => a.required && !accepted.has(a.id));
  if (missing.length > 0)
    throw new ApiError(
      400,
      missing.map((a) => ({ target_element: `agreement_${a.id}`, error_message: `Please accept "${a.title}".` })),
    );
  if (!enrollment.effectiveDate) throw new ApiError(409, { message: 'The enrollment has no effective date.' });
  const key = app.config.encryptionKey;
  const agreements = summary.agreements.map((a) => ({ ...a, accepted: accepted.has(a.id) }));
  const signerName = [contact.firstName, contact.lastName].filter(Boolean).join(' ') || summary.first_name;
  const record = { ...(reviewRecord ?? {}), signed_remotely: 1 };
  const policy = await completeWithReceipt(app, enrollment, enrollment.effectiveDate, record, lines, {
    // Claims the link first: of two concurrent signatures the second finds it used and rolls back.
    // The signing session stays (until the link's expiry) for one thing only: the client's copy.
    before: async (tx) => {
      const claimed = await updateLiveRequest(tx, row.id, {
        status: 'signed',
        signedAt: now,
        codeHash: null,
      });
      if (!claimed) throw new ApiError(409, { message: GONE.signed ?? '' });
    },
    after: async (tx, policy) => {
      await insertConsentOnce(tx, {
        enrollmentId: enrollment.id,
        signingRequestId: row.id,
        policyId: policy.id,
        signerName: encryptField(signerName, key),
        signedAt: now,
        ipAddress: encryptField(request.ip, key),
        userAgent: encryptField((request.headers['user-agent'] ?? '').slice(0, 500), key),
        agreements: encryptField(JSON.stringify(agreements), key),
        agreementsVersion: agreementsVersionOf(summary.agreements),
        // The form-rules version the enrollment was filled against (decision 0240), as its policy keeps it.
        rulesVersion: policy.rulesVersion,
        method: body.method,
        signature: encryptField(signature, key),
        summary: encryptField(canonicalJson(summary), key),
        summarySha256: summaryHash(summary),
        keepUntil: consentKeepUntil(now),
      });
    },
  });
  return { status: 'signed', policy_id: policy.id };
}

/** A signed link as its signing session sees it again: the done page's data (the confirmation number). */
async function signedLink(app: FastifyInstance, row: SigningRequestRow) {
  const [contact, sender, consent] = await Promise.all([
    clientContact(app, row.enrollmentId),
    senderOf(app, row),
    consentOfEnrollment(app.db, row.enrollmentId),
  ]);
  return {
    status: 'signed' as const,
    first_name: contact.firstName,
    expires_at: row.expiresAt.toISOString(),
    identity_verified: true,
    code_sent_to: null,
    enroller_name: sender.name,
    enroller_phone: sender.phone,
    brand_name: sender.brandName,
    brand_logo: sender.brandLogo,
    ...(consent?.policyId ? { policy_id: consent.policyId } : {}),
  };
}

/** The storefront and the rep or group behind a link (its enrollment), whatever the enrollment's state. */
async function senderOf(app: FastifyInstance, row: SigningRequestRow): Promise<SigningSender> {
  const enrollment = await findEnrollment(app.db, row.enrollmentId);
  if (!enrollment) throw gone('revoked');
  return signingSender(app, enrollment);
}

/**
 * The client's own copy of what they signed (the signed summary PDF, SSNs masked): only on a signed
 * link, only to the signing session that confirmed identity on it (the HttpOnly cookie, which ends
 * with the link's 72 hours). Anyone else gets the same 404, so the answer says nothing.
 */
async function signedCopy(app: FastifyInstance, request: FastifyRequest<{ Params: SignTokenParams }>) {
  const row = await signingRequestByTokenHash(app.db, secretHash(request.params.token));
  const consent =
    row?.status === 'signed' && hasSession(request, row) ? await consentOfEnrollment(app.db, row.enrollmentId) : null;
  if (!row || !consent) throw new ApiError(404, { message: NO_COPY });
  return { pdf: await signedSummaryPdf(consent, app.config.encryptionKey), policyId: consent.policyId };
}

/** The agreement set's version: the versions of its texts, in order. */
function agreementsVersionOf(agreements: ReadonlyArray<{ id: string; version: string }>): string {
  return agreements.map((a) => `${a.id}:${a.version}`).join(',') || 'none';
}

async function decline(
  app: FastifyInstance,
  request: FastifyRequest<{ Params: SignTokenParams; Body: SignDeclineBody }>,
): Promise<{ status: 'declined' }> {
  const now = new Date();
  const row = await liveRequest(app, request.params.token, now);
  requireSessionOf(request, row);
  const enrollment = await awaitingEnrollment(app, row);
  const reason = ((request.body as SignDeclineBody | undefined)?.reason ?? '').trim();
  const [repEmail, contact] = await Promise.all([enrollerEmail(app, enrollment), clientContact(app, enrollment.id)]);
  await app.db.transaction(async (tx) => {
    const changed = await updateLiveRequest(tx, row.id, {
      status: 'declined',
      declinedAt: now,
      declineReason: reason ? encryptField(reason, app.config.encryptionKey) : null,
      sessionHash: null,
      codeHash: null,
    });
    if (!changed) throw gone('revoked');
    await reopenEnrollment(tx, enrollment.id, now);
    if (repEmail)
      await app.mailer.enqueue(tx, {
        to: repEmail,
        kind: 'signing-declined',
        subject: 'Your client declined to sign',
        text:
          `${contact.firstName || 'Your client'} declined to sign the enrollment you sent.` +
          (reason ? `\n\nTheir reason: ${reason}` : '') +
          `\n\nThe enrollment is open again: change it and send a new link, or complete it with them.`,
      });
  });
  return { status: 'declined' };
}

/** The client's calls under /sign/{token}. */
function clientRoutes(app: FastifyInstance): void {
  app.get(
    '/sign/:token',
    { schema: { params: signTokenParams, response: { 200: envelopeOf(signLinkData) } } },
    async (request: FastifyRequest<{ Params: SignTokenParams }>, reply) => {
      const now = new Date();
      // The client who signed, back on the page (a reload): the done page again, with their copy.
      const used = await signingRequestByTokenHash(app.db, secretHash(request.params.token));
      if (used?.status === 'signed' && hasSession(request, used))
        return reply.ok({ result: await signedLink(app, used) });
      const row = await liveRequest(app, request.params.token, now);
      // A reloaded page learns at once that the link is locked, not after its next try.
      if (isLocked(row)) throw new ApiError(423, { message: LOCKED });
      if (row.status === 'sent') await markOpened(app.db, row.id, now);
      const [contact, target, sender] = await Promise.all([
        clientContact(app, row.enrollmentId),
        codeTarget(app, row),
        senderOf(app, row),
      ]);
      return reply.ok({
        result: {
          status: 'opened' as const,
          first_name: contact.firstName,
          expires_at: row.expiresAt.toISOString(),
          identity_verified: hasSession(request, row),
          code_sent_to: row.codeSentAt && target ? maskedTarget(target) : null,
          enroller_name: sender.name,
          enroller_phone: sender.phone,
          brand_name: sender.brandName,
          brand_logo: sender.brandLogo,
        },
      });
    },
  );

  app.post(
    '/sign/:token/send-code',
    {
      schema: { params: signTokenParams, response: { 200: envelopeOf(signSendCodeData) } },
      // Per client address, across links (each link has its own resend limits in sendCode).
      preHandler: guessingLimit('signing-text', 'code'),
    },
    async (request: FastifyRequest<{ Params: SignTokenParams }>, reply) =>
      reply.ok(await sendCode(app, request.params.token)),
  );

  app.post(
    '/sign/:token/verify',
    {
      schema: { params: signTokenParams, body: signVerifyBody, response: { 200: envelopeOf(signVerifyData) } },
      // Failed identity checks per client address, across links; a right answer is given back.
      preHandler: guessingLimit('signing-code', 'code'),
    },
    async (request: FastifyRequest<{ Params: SignTokenParams; Body: SignVerifyBody }>, reply) =>
      reply.ok(await verify(app, request, reply)),
  );

  app.get(
    '/sign/:token/summary',
    { schema: { params: signTokenParams, response: { 200: envelopeOf(signSummaryData) } } },
    async (request: FastifyRequest<{ Params: SignTokenParams }>, reply) => {
      const row = await liveRequest(app, request.params.token, new Date());
      requireSessionOf(request, row);
      const enrollment = await awaitingEnrollment(app, row);
      return reply.ok({ result: await signingSummary(app, enrollment) });
    },
  );

  app.post(
    '/sign/:token/complete',
    { schema: { params: signTokenParams, body: signCompleteBody, response: { 200: envelopeOf(signDoneData) } } },
    async (request: FastifyRequest<{ Params: SignTokenParams; Body: SignCompleteBody }>, reply) =>
      reply.ok(await complete(app, request)),
  );

  app.get(
    '/sign/:token/signed-copy',
    { schema: { params: signTokenParams } },
    async (request: FastifyRequest<{ Params: SignTokenParams }>, reply) => {
      const { pdf, policyId } = await signedCopy(app, request);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="signed-enrollment-${policyId ?? 'summary'}.pdf"`)
        .header('cache-control', 'no-store')
        .send(Buffer.from(pdf));
    },
  );

  app.post(
    '/sign/:token/decline',
    { schema: { params: signTokenParams, body: signDeclineBody, response: { 200: envelopeOf(signDoneData) } } },
    async (request: FastifyRequest<{ Params: SignTokenParams; Body: SignDeclineBody }>, reply) =>
      reply.ok(await decline(app, request)),
  );
}

export async function signingRoutes(app: FastifyInstance): Promise<void> {
  signingEnrollerRoutes(app);
  clientRoutes(app);
}
