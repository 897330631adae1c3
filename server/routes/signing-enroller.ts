import type { FastifyInstance, FastifyRequest } from 'fastify';
import { enrollmentIdQuery, envelopeOf } from '../../schemas/api/common';
import {
  signingResendBody,
  signingRevokeBody,
  signingStatusData,
  type SigningResendBody,
  type SigningRevokeBody,
} from '../../schemas/api/signing';
import { fieldError } from '../plugins/envelope';
import { enrollmentOf } from '../plugins/enrollment';
import { findEnrollment } from '../repositories/enrollments';
import {
  consentOfEnrollment,
  latestSigningRequest,
  reopenEnrollment,
  updateLiveRequest,
} from '../repositories/signing';
import { signedSummaryPdf } from '../services/signed-summary-pdf';
import { sendSigningLink, signingStatusOf } from './signing-support';
import { wizardGuard } from './wizard/step-routes';

/**
 * Remote signing, the rep's side (docs/decisions/0090-remote-signing.md): the link's status,
 * resend, revoke and the signed summary PDF, under the review's identity rules (wizardGuard).
 * The client's side is server/routes/signing.ts.
 */

/** The rep's calls: status, resend, revoke and the signed summary. */
export function signingEnrollerRoutes(app: FastifyInstance): void {
  const config = { allowCompletedEnrollment: true, allowAwaitingSignature: true };
  app.get(
    '/signing-status',
    {
      preHandler: wizardGuard,
      schema: { querystring: enrollmentIdQuery, response: { 200: envelopeOf(signingStatusData) } },
    },
    async (request, reply) => reply.ok({ result: await signingStatusOf(app, enrollmentOf(request)) }),
  );

  app.post(
    '/signing-resend',
    {
      preHandler: wizardGuard,
      config,
      schema: { body: signingResendBody, response: { 200: envelopeOf(signingStatusData) } },
    },
    async (request: FastifyRequest<{ Body: SigningResendBody }>, reply) => {
      const enrollment = enrollmentOf(request);
      if (enrollment.status === 'completed')
        throw fieldError(409, 'enrollment_id', 'This enrollment is already signed.');
      // Only while it waits (a live, locked or expired link): after a revoke or a decline the
      // enrollment may have changed, and the review checks it again before a new link goes out.
      if (enrollment.status !== 'awaiting_signature')
        throw fieldError(409, 'enrollment_id', 'Send the link from the review.');
      await sendSigningLink(app, enrollment, request.body.channels);
      const fresh = (await findEnrollment(app.db, enrollment.id)) ?? enrollment;
      return reply.ok({ result: await signingStatusOf(app, fresh) });
    },
  );

  app.post(
    '/signing-revoke',
    {
      preHandler: wizardGuard,
      config,
      schema: { body: signingRevokeBody, response: { 200: envelopeOf(signingStatusData) } },
    },
    async (request: FastifyRequest<{ Body: SigningRevokeBody }>, reply) => {
      const enrollment = enrollmentOf(request);
      const now = new Date();
      const row = await latestSigningRequest(app.db, enrollment.id);
      if (row && (row.status === 'sent' || row.status === 'opened'))
        await app.db.transaction(async (tx) => {
          await updateLiveRequest(tx, row.id, { status: 'revoked', revokedAt: now, sessionHash: null, codeHash: null });
          await reopenEnrollment(tx, enrollment.id, now);
        });
      const fresh = (await findEnrollment(app.db, enrollment.id)) ?? enrollment;
      return reply.ok({ result: await signingStatusOf(app, fresh, now) });
    },
  );

  app.get(
    '/signing-consent-pdf',
    { preHandler: wizardGuard, schema: { querystring: enrollmentIdQuery } },
    async (request: FastifyRequest<{ Querystring: { enrollment_id: string } }>, reply) => {
      const enrollment = enrollmentOf(request);
      const consent = await consentOfEnrollment(app.db, enrollment.id);
      if (!consent) throw fieldError(404, 'enrollment_id', 'This enrollment has no signed summary.');
      const pdf = await signedSummaryPdf(consent, app.config.encryptionKey);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="signed-summary-${consent.policyId ?? enrollment.id}.pdf"`)
        .send(Buffer.from(pdf));
    },
  );
}
