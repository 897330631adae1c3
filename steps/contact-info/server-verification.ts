import type { FastifyInstance, FastifyRequest } from 'fastify';
import { envelopeOf } from '../../schemas/api/common';
import {
  messageData,
  validateEmailBody,
  validatePhoneQuery,
  type ValidateEmailBody,
  type ValidatePhoneQuery,
} from '../../schemas/api/wizard';
import { INPUT_MESSAGES, MESSAGES } from '../../schemas/messages';
import { fieldError } from '../../server/plugins/envelope';
import { requireSession } from '../../server/plugins/session';
import { emailDomainOf, verifyEmailAddress, type EmailVerdict } from '../../server/services/email-verify';
import { libphonePhoneVerifier, type PhoneVerifier } from '../../server/services/phone-verify';

/**
 * The refusal of an address, naming what is wrong (issue 26), or null to accept it. The documentation
 * domains (example.com...) are accepted only where mail is kept in the demo outbox, never delivered:
 * the seeded members use them; a deployment that delivers mail refuses them.
 */
function emailRefusal(verdict: EmailVerdict, email: string, delivers: boolean): string | null {
  const domain = emailDomainOf(email);
  switch (verdict) {
    case 'valid':
      return null;
    case 'example':
      return delivers ? INPUT_MESSAGES.emailReserved(domain) : null;
    case 'reserved':
      return INPUT_MESSAGES.emailReserved(domain);
    case 'disposable':
      return INPUT_MESSAGES.emailDisposable(domain);
    case 'syntax':
      return MESSAGES.emailNotCorrectFormat;
  }
}

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
      const email = request.body.email ?? '';
      const refusal = emailRefusal(verifyEmailAddress(email), email, app.mailer.delivers);
      if (refusal) throw fieldError(400, 'email', refusal);
      return reply.ok({ message: 'Valid email address' });
    },
  );
}
