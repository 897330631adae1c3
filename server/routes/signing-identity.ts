import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  SIGNING_CODE_LENGTH,
  SIGNING_MAX_ATTEMPTS,
  type SignTokenParams,
  type SignVerifyBody,
  type SignVerifyFieldError,
} from '../../schemas/api/signing';
import { attemptsLeft, isLocked, sameBirthDate, signingStateOf } from '../domain/signing';
import { ApiError } from '../plugins/envelope';
import { findEnrollment, type EnrollmentRow } from '../repositories/enrollments';
import {
  countFailedAttempt,
  signingRequestByTokenHash,
  updateLiveRequest,
  type SigningRequestRow,
} from '../repositories/signing';
import { decryptField } from '../services/field-crypto';
import { guessSucceeded } from '../services/rate-limit';
import { maskEmail, maskPhone } from '../services/sms';
import {
  hashSigningCode,
  newSigningCode,
  newSigningSession,
  sameSecret,
  secretHash,
  signingCookieHeader,
  signingCookieOf,
  SIGNING_CODE_RESEND_SECONDS,
  SIGNING_CODE_TTL_MINUTES,
  SIGNING_CODES_PER_LINK,
  verifySigningCode,
} from '../services/signing-tokens';
import { clientContact } from './signing-support';
import { savedStepData } from './wizard/step-support';

/**
 * The client's link and identity on the signing page (docs/decisions/0090-remote-signing.md): a live
 * link by its token, the enrollment still waiting, the signing-session cookie, and the identity check
 * (a date of birth and a texted code, with attempts counted and a lock) that sets it. signing.ts
 * routes the client's calls through these.
 */

export const GONE: Record<string, string> = {
  signed: 'This signing link was already used: the enrollment is signed.',
  declined: 'This signing link was declined. Please ask your representative for a new one.',
  revoked: 'This signing link was replaced or withdrawn. Please use the newest link you received.',
  expired: 'This signing link has expired. Please ask your representative for a new one.',
};
export const LOCKED =
  'This link is locked after too many wrong attempts. Please ask your representative to send a new one.';
const NOT_VERIFIED = 'Please confirm your identity first.';
const WRONG_IDENTITY = 'The date of birth or the code does not match.';

export const gone = (state: string) => new ApiError(410, { message: GONE[state] ?? GONE.expired ?? '' });

/** The request the token names: 404 when unknown, 410 when no longer live. */
export async function liveRequest(app: FastifyInstance, token: string, now: Date): Promise<SigningRequestRow> {
  const row = await signingRequestByTokenHash(app.db, secretHash(token));
  if (!row) throw new ApiError(404, { message: 'This signing link is not valid.' });
  const state = signingStateOf(row, now);
  if (state !== 'sent' && state !== 'opened') throw gone(state);
  return row;
}

/** The enrollment a request is for, still waiting for its signature. */
export async function awaitingEnrollment(app: FastifyInstance, row: SigningRequestRow): Promise<EnrollmentRow> {
  const enrollment = await findEnrollment(app.db, row.enrollmentId);
  if (!enrollment || enrollment.status !== 'awaiting_signature') throw gone('revoked');
  return enrollment;
}

/** True when the request carries the signing-session cookie of a confirmed identity. */
export function hasSession(request: FastifyRequest, row: SigningRequestRow): boolean {
  const presented = signingCookieOf(request.headers.cookie);
  return presented !== null && row.sessionHash !== null && sameSecret(presented, row.sessionHash);
}

export function requireSessionOf(request: FastifyRequest, row: SigningRequestRow): void {
  if (!hasSession(request, row)) throw new ApiError(401, { message: NOT_VERIFIED });
}

/** Where the request's identity code goes: its phone, else the contact step's phone, else its e-mail. */
export async function codeTarget(
  app: FastifyInstance,
  row: SigningRequestRow,
): Promise<{ phone: string } | { email: string } | null> {
  const key = app.config.encryptionKey;
  if (row.phone !== null) return { phone: decryptField(row.phone, key) };
  const contact = await clientContact(app, row.enrollmentId);
  if (contact.phone) return { phone: contact.phone };
  if (row.email !== null) return { email: decryptField(row.email, key) };
  return null;
}

export const maskedTarget = (target: { phone: string } | { email: string }): string =>
  'phone' in target ? maskPhone(target.phone) : maskEmail(target.email);

export async function sendCode(app: FastifyInstance, token: string): Promise<{ code_sent_to: string }> {
  const now = new Date();
  const row = await liveRequest(app, token, now);
  if (isLocked(row)) throw new ApiError(423, { message: LOCKED });
  if (row.codesSent >= SIGNING_CODES_PER_LINK)
    throw new ApiError(429, {
      message: 'Too many codes were sent for this link. Please ask your representative for a new one.',
    });
  if (row.codeSentAt && now.getTime() - row.codeSentAt.getTime() < SIGNING_CODE_RESEND_SECONDS * 1000)
    throw new ApiError(429, {
      message: `Please wait ${SIGNING_CODE_RESEND_SECONDS} seconds before asking for another code.`,
    });
  const target = await codeTarget(app, row);
  if (!target) throw new ApiError(409, { message: 'There is no phone number or e-mail to send a code to.' });
  const code = newSigningCode();
  const text = `Your OpenEnroll signing code is ${code}. It works for ${SIGNING_CODE_TTL_MINUTES} minutes. Never share it.`;
  await app.db.transaction(async (tx) => {
    const changed = await updateLiveRequest(tx, row.id, {
      codeHash: hashSigningCode(row.id, code, app.config.sessionSecret),
      codeExpiresAt: new Date(now.getTime() + SIGNING_CODE_TTL_MINUTES * 60_000),
      codeSentAt: now,
      codesSent: row.codesSent + 1,
    });
    if (!changed) throw gone('revoked');
    if ('phone' in target) await app.mailer.sms.enqueue(tx, { to: target.phone, kind: 'signing-code', text });
    else await app.mailer.enqueue(tx, { to: target.email, kind: 'signing-code', subject: 'Your signing code', text });
  });
  return { code_sent_to: maskedTarget(target) };
}

export async function verify(
  app: FastifyInstance,
  request: FastifyRequest<{ Params: SignTokenParams; Body: SignVerifyBody }>,
  reply: FastifyReply,
) {
  const now = new Date();
  const { token } = request.params;
  const row = await liveRequest(app, token, now);
  if (isLocked(row)) throw new ApiError(423, { message: LOCKED });
  const enrollment = await awaitingEnrollment(app, row);
  const primary = await savedStepData(app, enrollment.id, 'primary_info');
  const storedDob = typeof primary?.birthdate === 'string' && primary.birthdate ? primary.birthdate : enrollment.dob;
  const code = request.body.code.trim();
  const codeLive = row.codeHash !== null && row.codeExpiresAt !== null && row.codeExpiresAt.getTime() > now.getTime();
  const fail = (message: string, left: number) => {
    const errors: SignVerifyFieldError[] = [{ target_element: 'code', error_message: message, attempts_left: left }];
    return new ApiError(400, errors);
  };
  // Without a live code nothing can succeed, so nothing is learnt and no attempt is counted.
  if (!codeLive) throw fail('Please ask for a new code.', attemptsLeft(row.failedAttempts));
  // Both are always checked, so the answer and its time say nothing about which one was wrong.
  const codeOk =
    new RegExp(`^\\d{${SIGNING_CODE_LENGTH}}$`).test(code) &&
    verifySigningCode(row.id, code, row.codeHash ?? '', app.config.sessionSecret);
  const dobOk = sameBirthDate(request.body.date_of_birth, storedDob);
  if (!codeOk || !dobOk) {
    const left = attemptsLeft(await countFailedAttempt(app.db, row.id, SIGNING_MAX_ATTEMPTS, now));
    if (left === 0) throw new ApiError(423, { message: LOCKED });
    throw fail(`${WRONG_IDENTITY} ${left} ${left === 1 ? 'attempt' : 'attempts'} left.`, left);
  }
  const session = newSigningSession();
  const changed = await updateLiveRequest(app.db, row.id, {
    sessionHash: secretHash(session),
    verifiedAt: now,
    codeHash: null,
    codeExpiresAt: null,
  });
  if (!changed) throw gone('revoked');
  await guessSucceeded(request);
  void reply.header(
    'set-cookie',
    signingCookieHeader(session, token, row.expiresAt, request.protocol === 'https', now),
  );
  return { identity_verified: true as const };
}
