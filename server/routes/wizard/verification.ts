import type { FastifyInstance, FastifyRequest } from 'fastify';
import { envelopeOf } from '../../../schemas/api/common';
import {
  messageData,
  validateEmailBody,
  validatePhoneQuery,
  type ValidateEmailBody,
  type ValidatePhoneQuery,
} from '../../../schemas/api/wizard';
import { MESSAGES } from '../../../schemas/messages';
import { fieldError } from '../../plugins/envelope';
import { requireSession } from '../../plugins/session';
import { verifyEmailAddress } from '../../services/email-verify';
import { libphonePhoneVerifier, type PhoneVerifier } from '../../services/phone-verify';

/**
 * Contact verification (001 sections 5 and 7): GET /validate-phone-numverify and POST
 * /validate-email-neverbounce, as real checks on shipped data. Errors target 'phone' and 'email'
 * (the browser adds the '_number' and '_address' suffixes of 001 section 8).
 */
export async function verificationRoutes(app: FastifyInstance, opts: { phones?: PhoneVerifier } = {}): Promise<void> {
  const phones = opts.phones ?? libphonePhoneVerifier;

  app.get(
    '/validate-phone-numverify',
    {
      preHandler: requireSession(),
      schema: { querystring: validatePhoneQuery, response: { 200: envelopeOf(messageData) } },
    },
    async (request: FastifyRequest<{ Querystring: ValidatePhoneQuery }>, reply) => {
      if (!phones.isValidUsPhone(request.query.phone ?? '')) throw fieldError(400, 'phone', MESSAGES.invalidPhone);
      return reply.ok({ message: 'Valid phone number' });
    },
  );

  app.post(
    '/validate-email-neverbounce',
    { preHandler: requireSession(), schema: { body: validateEmailBody, response: { 200: envelopeOf(messageData) } } },
    async (request: FastifyRequest<{ Body: ValidateEmailBody }>, reply) => {
      if (verifyEmailAddress(request.body.email ?? '') !== 'valid')
        throw fieldError(400, 'email', MESSAGES.emailNotCorrectFormat);
      return reply.ok({ message: 'Valid email address' });
    },
  );
}
