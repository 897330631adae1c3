import type { FastifyInstance, FastifyRequest } from 'fastify';
import { envelopeOf } from '../../schemas/api/common';
import { ADDITIONAL_NOTES_MAX, saveReviewBody, saveReviewData, type SaveReviewBody } from '../../schemas/api/review';
import { isPlainObject } from '../../schemas/field-values';
import { pageNotCompleted, smsNotificationAllowed, stepNotCompleted } from '../../schemas/review-rules';
import { SAVED_TAB_OF } from '../../schemas/steps/tabs';
import type { Db } from '../db/client';
import { bookEntryOf, type BookEntry } from '../domain/member-book';
import { emailSignatureAllowed } from '../domain/signing';
import { ApiError, fieldError } from '../plugins/envelope';
import { enrollmentOf } from '../plugins/enrollment';
import { cartLinesOf, type CartLineView } from '../repositories/cart';
import { finishedTabsOf, writeStep, type EnrollmentRow } from '../repositories/enrollments';
import { cartProfile } from '../repositories/form-rules';
import { findAgentById } from '../repositories/identity';
import { completeEnrollment, policyOfEnrollment, type PolicyRow } from '../repositories/policies';
import { bookWriteOf, recordInBook } from '../services/member-book';
import {
  completeInOneStatement,
  readForCompletion,
  readForCompletionOf,
  type CompletionRead,
  type EarlyCompletionRead,
} from '../repositories/completion';
import { receiptMail } from '../services/receipt-mail';
import { latestSigningRequest, type SigningRequestRow } from '../repositories/signing';
import { sendSigningLink, signingStatusOf } from './signing-support';
import { registerSaveEnrollmentTab, type SaveEnrollmentContext } from './save-enrollment';
import { clientSignedAnywhere } from './wizard/step-kinds';
import { savedStepData } from './wizard/step-support';
import { wizardGuard } from './wizard/step-routes';
import { missingFieldErrors, missingFields } from './wizard/missing-fields';
import { unfinishedSteps } from './wizard/unfinished-steps';
import { tabsOf } from './wizard/tabs';

/**
 * Review & Confirmation (002 sections 2, 4 and 7): POST /save-review-info completes the enrollment
 * (every required tab saved, one policy however often it is called, the receipt e-mail), and the
 * review_info tab of save-enrollment keeps the notes for later.
 */

export const COMPLETED_MESSAGE = 'Enrollment completed.';
export const SIGNING_SENT_MESSAGE = 'The signing link was sent to the client.';

/** The applicant's name as the receipt greets them (Personal Information), or an empty string. */
export async function applicantName(app: FastifyInstance, enrollmentId: string): Promise<string> {
  const primary = await savedStepData(app, enrollmentId, 'primary_info');
  const part = (key: string) => (typeof primary?.[key] === 'string' ? (primary[key] as string).trim() : '');
  return [part('first_name'), part('last_name')].filter(Boolean).join(' ');
}

interface ReceiptInputs {
  recipients: string[];
  name: string;
}

/** Who gets the receipt (the Contact Information e-mail and, for a rep's enrollment, the rep) and the name it greets. */
async function receiptInputs(app: FastifyInstance, enrollment: EnrollmentRow): Promise<ReceiptInputs> {
  const [contact, name] = await Promise.all([
    savedStepData(app, enrollment.id, 'contact_info'),
    applicantName(app, enrollment.id),
  ]);
  const recipients = new Set<string>();
  if (typeof contact?.email_address === 'string' && contact.email_address) recipients.add(contact.email_address.trim());
  if (enrollment.eprocess === 'rep' && enrollment.agentId !== null) {
    const agent = await findAgentById(app.db, enrollment.agentId);
    if (agent?.email) recipients.add(agent.email);
  }
  return { recipients: [...recipients], name };
}

/** The enrollment's person as the enroller's book keeps them, from the saved Personal and Contact steps. */
async function memberOf(app: FastifyInstance, enrollment: EnrollmentRow): Promise<BookEntry | null> {
  const [primary, contact] = await Promise.all([
    savedStepData(app, enrollment.id, 'primary_info'),
    savedStepData(app, enrollment.id, 'contact_info'),
  ]);
  return bookEntryOf(enrollment, primary, contact);
}

/**
 * Completes the enrollment and queues its receipts in ONE transaction: a receipt exists exactly
 * when the completion commits. Everything the receipt needs is read before, since the embedded
 * database serves one transaction at a time (a read through app.db inside would wait forever).
 * The client's remote signature (signing.ts) completes here, and the review's direct completion
 * when its one statement found the book day changed (completeDirect).
 */
export async function completeWithReceipt(
  app: FastifyInstance,
  enrollment: EnrollmentRow,
  effectiveDate: string,
  record: Record<string, unknown>,
  lines: CartLineView[],
  hooks: CompletionHooks = {},
): Promise<PolicyRow> {
  const [receipt, member] = await Promise.all([receiptInputs(app, enrollment), memberOf(app, enrollment)]);
  return app.db.transaction(async (tx) => {
    await hooks.before?.(tx);
    const { policy, created } = await completeEnrollment(tx, enrollment, effectiveDate, record);
    // The person goes into the enroller's book (made, or the same person's record updated).
    if (created && member) await recordInBook(tx, app.config.encryptionKey, member, policy.id);
    if (created)
      for (const to of receipt.recipients)
        await app.mailer.enqueue(tx, receiptMail(to, { name: receipt.name, policy, lines }));
    await hooks.after?.(tx, policy, created);
    return policy;
  });
}

interface CompletionInputs {
  receipt: ReceiptInputs;
  member: BookEntry | null;
  read: CompletionRead;
}

/** The completion read each POST /save-review-info sends from the enrollment id alone (preValidation). */
const earlyReads = new WeakMap<FastifyRequest, Promise<EarlyCompletionRead | null>>();

/**
 * Sends readForCompletionOf as soon as the body is parsed, beside the guard's read of the enrollment
 * (neither waits for the other): a completion then waits for one round trip before its statement, as
 * a step's save does. Not for a signing link nor without a session token; nothing read is used before
 * the guard has passed.
 */
async function startEarlyRead(request: FastifyRequest<{ Body: SaveReviewBody }>): Promise<void> {
  const body = request.body as Partial<SaveReviewBody> | undefined;
  if (!request.headers.authorization || !body || typeof body.enrollment_id !== 'string') return;
  if (body.send_sms === 1 || body.send_email_signature === 1) return;
  const early = readForCompletionOf(request.server.db, body.enrollment_id);
  early.catch(() => undefined); // awaited after the checks, or never (a refusal)
  earlyReads.set(request, early);
}

/**
 * What a direct completion reads before its one statement (the receipt's recipients and name, the
 * book entry, the policy id and the book's members born that day): the early read when it read the
 * person's own book day (the enrollment's birth date is the person's, as it nearly always is), else
 * one more read now.
 */
function completionInputs(
  app: FastifyInstance,
  enrollment: EnrollmentRow,
  early: Promise<EarlyCompletionRead | null> | undefined,
): Promise<CompletionInputs> {
  const inputs = (async () => {
    const [receipt, member, first] = await Promise.all([
      receiptInputs(app, enrollment),
      memberOf(app, enrollment),
      early ?? null,
    ]);
    const newPerson = member && member.memberId === null ? { book: member.book, dob: member.person.dob } : null;
    const sameDay =
      first !== null &&
      (newPerson === null ||
        (first.dob === newPerson.dob &&
          first.book.agentId === newPerson.book.agentId &&
          first.book.groupId === newPerson.book.groupId));
    return { receipt, member, read: sameDay ? first.read : await readForCompletion(app.db, newPerson) };
  })();
  inputs.catch(() => undefined); // awaited after the checks; a refusal before then leaves it unread
  return inputs;
}

/**
 * The review's completion (no remote signature): the policy, its plans, the review tab, the status,
 * the person in the book and the receipts in one statement (repositories/completion.ts), whose
 * receipts carry the confirmation number of the id read before. When the book day changed since
 * that read, the statement wrote nothing and the completion runs as a locked transaction instead.
 */
async function completeDirect(
  app: FastifyInstance,
  enrollment: EnrollmentRow,
  effectiveDate: string,
  record: Record<string, unknown>,
  lines: CartLineView[],
  inputs: Promise<CompletionInputs>,
): Promise<PolicyRow> {
  const { receipt, member, read } = await inputs;
  const policy = { id: read.policyId, effectiveDate };
  const done = await completeInOneStatement(app.db, {
    enrollment,
    effectiveDate,
    reviewRecord: record,
    policyId: read.policyId,
    book: bookWriteOf(member, read, app.config.encryptionKey),
    mails: receipt.recipients.map((to) => app.mailer.outboxRow(receiptMail(to, { name: receipt.name, policy, lines }))),
  });
  if (done.outcome === 'made') return done.policy;
  if (done.outcome === 'exists') {
    const existing = await policyOfEnrollment(app.db, enrollment.id);
    if (existing) return existing;
  }
  return completeWithReceipt(app, enrollment, effectiveDate, record, lines);
}

/**
 * What a remote signature adds to the completion's transaction: `before` claims the signing link
 * (throwing rolls everything back), `after` stores the consent record beside the policy.
 */
export interface CompletionHooks {
  before?: (tx: Db) => Promise<void>;
  after?: (tx: Db, policy: PolicyRow, created: boolean) => Promise<void>;
}

type ReviewOutcome = { policy: PolicyRow; signing?: undefined } | { policy?: undefined; signing: SigningRequestRow };

async function complete(
  app: FastifyInstance,
  request: FastifyRequest<{ Body: SaveReviewBody }>,
): Promise<ReviewOutcome> {
  const enrollment = enrollmentOf(request);
  if (enrollment.status === 'awaiting_signature') {
    // A retry after the link was sent answers the live request; changes wait for a revoke.
    const live = await latestSigningRequest(app.db, enrollment.id);
    if (live) return { signing: live };
  }
  if (enrollment.status === 'completed') {
    // A retry after success (or the second of two clicks) answers the policy already made.
    const existing = await policyOfEnrollment(app.db, enrollment.id);
    if (existing) return { policy: existing };
  }
  // A completion here (no signing link asked for) reads its inputs beside the checks.
  const direct = request.body.send_sms !== 1 && request.body.send_email_signature !== 1;
  const inputs = direct ? completionInputs(app, enrollment, earlyReads.get(request)) : null;
  const [lines, tabs, saved, cart] = await Promise.all([
    cartLinesOf(app.db, enrollment.id),
    tabsOf(app, enrollment),
    finishedTabsOf(app.db, enrollment.id),
    cartProfile(app.db, enrollment.id),
  ]);
  if (lines.length === 0) throw fieldError(400, 'enrollment_id', 'Your cart is empty.');
  if (!enrollment.effectiveDate)
    throw fieldError(400, 'effective_date', 'Please choose an effective date on the cart.');
  const unfinished = await unfinishedSteps(app, request, enrollment, { tabs, saved, hasIha: cart.hasIha });
  const missing = unfinished.steps;
  const missingCustom = unfinished.custom.map((t) => ({
    target_element: t.tab,
    error_message: pageNotCompleted(t.title),
  }));
  // Required fields a published change added since a step was saved: each named (0060 'Versions').
  const newlyRequired = missingFieldErrors((await missingFields(app, request, enrollment)).missing);
  if (missing.length > 0 || missingCustom.length > 0 || newlyRequired.length > 0) {
    const named = new Set(newlyRequired.map((e) => e.target_element.split('.')[0]));
    const steps = missing
      .filter((tab) => !named.has(tab))
      .map((tab) => ({ target_element: SAVED_TAB_OF[tab], error_message: stepNotCompleted(tab) }));
    throw new ApiError(400, [...newlyRequired, ...steps, ...missingCustom]);
  }
  const sendSms = request.body.send_sms === 1;
  const sendEmail = request.body.send_email_signature === 1;
  // Signed already: the client's own signature on the agreement step (a rep's verification is not one).
  const hasAlreadySigned = await clientSignedAnywhere(app, enrollment.id);
  const signatureRequired = lines.some((l) => l.signatureRequired);
  const smsAllowed = smsNotificationAllowed({
    eprocess: enrollment.eprocess,
    isIha: cart.hasIha,
    hasAlreadySigned,
    signatureRequired,
  });
  if (sendSms && !smsAllowed)
    throw fieldError(400, 'send_sms', 'Text message notification is not available for this enrollment.');
  if (sendEmail && !emailSignatureAllowed(enrollment.eprocess, hasAlreadySigned, signatureRequired))
    throw fieldError(400, 'send_email_signature', 'A signing link by e-mail is not available for this enrollment.');
  const record = {
    additional_notes: request.body.additional_notes ?? '',
    first_enroll: request.body.first_enroll ?? 1,
    send_sms: sendSms ? 1 : 0,
    ...(sendEmail ? { send_email_signature: 1 } : {}),
  };
  if (sendSms || sendEmail) {
    // The client signs on their own device: a link instead of the policy (docs/decisions, remote signing).
    const channels = [...(sendSms ? (['sms'] as const) : []), ...(sendEmail ? (['email'] as const) : [])];
    return { signing: await sendSigningLink(app, enrollment, channels, record) };
  }
  const effectiveDate = enrollment.effectiveDate;
  if (!inputs) return { policy: await completeWithReceipt(app, enrollment, effectiveDate, record, lines) };
  return { policy: await completeDirect(app, enrollment, effectiveDate, record, lines, inputs) };
}

/** Save for later on the review page: the notes typed so far. */
async function reviewSaveLater({ app, enrollment, data }: SaveEnrollmentContext): Promise<void> {
  const body = data === undefined || data === null ? {} : data;
  if (!isPlainObject(body)) throw fieldError(400, 'data', 'Field is required');
  const notes = body.additional_notes ?? '';
  if (typeof notes !== 'string' || notes.length > ADDITIONAL_NOTES_MAX)
    throw fieldError(400, 'additional_notes', `At most ${ADDITIONAL_NOTES_MAX} characters.`);
  await writeStep(app.db, enrollment.id, 'review_info', { additional_notes: notes });
}

/** POST /save-review-info and the review_info tab of POST /save-enrollment. */
export async function reviewRoutes(app: FastifyInstance): Promise<void> {
  registerSaveEnrollmentTab('review_info', reviewSaveLater);
  app.post(
    '/save-review-info',
    {
      preValidation: startEarlyRead,
      preHandler: wizardGuard,
      config: { allowCompletedEnrollment: true, allowAwaitingSignature: true },
      schema: { body: saveReviewBody, response: { 200: envelopeOf(saveReviewData) } },
    },
    async (request: FastifyRequest<{ Body: SaveReviewBody }>, reply) => {
      const outcome = await complete(app, request);
      if (outcome.policy) return reply.ok({ message: COMPLETED_MESSAGE, policy_id: outcome.policy.id });
      const enrollment = { ...enrollmentOf(request), status: 'awaiting_signature' as const };
      return reply.ok({
        message: SIGNING_SENT_MESSAGE,
        policy_id: null,
        signing: await signingStatusOf(app, enrollment),
      });
    },
  );
}
