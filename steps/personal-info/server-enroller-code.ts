import type { FastifyInstance, FastifyRequest } from 'fastify';
import { envelopeOf, enrollmentIdQuery } from '../../schemas/api/common';
import {
  checkEnrollCodeData,
  messageData,
  saveEnrollerCodeBody,
  type SaveEnrollerCodeBody,
} from '../../schemas/api/wizard';
import { MESSAGES } from '../../schemas/messages';
import { fieldError } from '../../server/plugins/envelope';
import { enrollmentOf } from '../../server/plugins/enrollment';
import { requireSession, sessionOf } from '../../server/plugins/session';
import { updateEnrollment } from '../../server/repositories/enrollments';
import { enrollerCodeHashes, groupRequiresEnrollerCode } from '../../server/repositories/wizard-prefill';
import { verifyPassword } from '../../server/services/passwords';
import { guessingLimit, guessSucceeded } from '../../server/services/rate-limit';
import { requireScopedEnrollment } from '../../server/plugins/enrollment-scope';
import { wizardGuard } from '../../server/routes/wizard/step-routes';

/** Enroller code (001 sections 4, 5 and 7): whether the field shows, and saving a checked code. */
export async function enrollerCodeRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/check-enroll-code',
    {
      preHandler: wizardGuard,
      schema: { querystring: enrollmentIdQuery, response: { 200: envelopeOf(checkEnrollCodeData) } },
    },
    async (request, reply) => {
      const enrollment = enrollmentOf(request);
      // 'The enroller code button shows for reps and for groups 2556 and 2512' (001 section 6).
      const required = await groupRequiresEnrollerCode(app.db, enrollment.groupId);
      const show = sessionOf(request).kind === 'rep' || enrollment.eprocess === 'rep' || required;
      // Next asks no empty-code question of the server: this answer says whether a code is still missing.
      return reply.ok({ show_enroll_code: show, code_required: required && enrollment.enrollerCodeId === null });
    },
  );

  app.post(
    '/save-enroller-code',
    {
      // Guessing limit per client address, counted before the code is even looked at.
      preHandler: [requireSession(), guessingLimit('enroller-code', 'enrollerCode'), requireScopedEnrollment],
      schema: { body: saveEnrollerCodeBody, response: { 200: envelopeOf(messageData) } },
    },
    async (request: FastifyRequest<{ Body: SaveEnrollerCodeBody }>, reply) => {
      const enrollment = enrollmentOf(request);
      const code = (request.body.enrollerCode ?? '').trim();
      if (code === '') {
        const required = await groupRequiresEnrollerCode(app.db, enrollment.groupId);
        throw fieldError(400, 'enrollerCode', required ? MESSAGES.enrollerCodeRequired : MESSAGES.enterEnrollerCode);
      }
      const candidates = await enrollerCodeHashes(app.db, enrollment.groupId);
      let matched: number | null = null;
      for (const c of candidates) {
        if (await verifyPassword(code.toUpperCase(), c.codeHash)) {
          matched = c.id;
          break;
        }
      }
      if (matched === null) throw fieldError(400, 'enrollerCode', 'Invalid Enroller Code');
      await guessSucceeded(request);
      await updateEnrollment(app.db, enrollment.id, { enrollerCodeId: matched });
      return reply.ok({ message: 'Enroller code saved' });
    },
  );
}
