import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { envelopeOf } from '../../schemas/api/common';
import { saveEnrollmentBody, saveEnrollmentData, type SaveEnrollmentBody } from '../../schemas/api/wizard';
import { isEmail } from '../../schemas/formats';
import { MESSAGES } from '../../schemas/messages';
import { fieldError } from '../plugins/envelope';
import { enrollmentOf } from '../plugins/enrollment';
import { requireSession } from '../plugins/session';
import { requireScopedEnrollment } from '../plugins/enrollment-scope';
import { updateEnrollment, type EnrollmentRow } from '../repositories/enrollments';
import {
  directContinuePath,
  displaySaveCode,
  hashSaveCode,
  newSaveCode,
  saveCodeExpiry,
  SAVE_CODE_TTL_DAYS,
} from '../services/save-code';
import { liveSelectorsOf } from '../repositories/resume';
import { publicOrigin } from '../services/public-origin';
import { maskPhone, normalisePhone } from '../services/sms';

/**
 * POST /save-enrollment (save for later, 001 section 4, 002 section 7): ONE route for every tab,
 * dispatching by `tab` to the module that owns it (the wizard steps, cart_info in the cart's quote
 * module); the route then issues the enrollment code and e-mails it.
 */

export interface SaveEnrollmentContext {
  app: FastifyInstance;
  request: FastifyRequest;
  enrollment: EnrollmentRow;
  /** The step's data as sent; the handler checks its shape (not its completeness) and stores it. */
  data: unknown;
  /** The saved-tab name sent (a matcher's handler serves many: a carrier's custom_<name> tabs). */
  tab: string;
}

/** Stores a tab's partial data; throws an ApiError (field errors) when its shape is wrong. */
export type SaveEnrollmentTabHandler = (ctx: SaveEnrollmentContext) => Promise<void>;

export interface SaveEnrollmentTabOptions {
  /**
   * Wizard tabs are saved for later: the route checks the e-mail and mails an enrollment code.
   * A quote (cart_info) is not a resume point: its handler checks the e-mail with its own message
   * and sends the quote, and no code is issued.
   */
  issuesCode: boolean;
}

interface RegisteredTab {
  handler: SaveEnrollmentTabHandler;
  options: SaveEnrollmentTabOptions;
}

// Module-level and static: tabs register their (stateless) handlers at import or plugin time.
const tabs = new Map<string, RegisteredTab>();

/** Registers the handler of a saved-tab name (contact_info, benificiary_info, cart_info, ...); once per tab. */
export function registerSaveEnrollmentTab(
  tab: string,
  handler: SaveEnrollmentTabHandler,
  options: SaveEnrollmentTabOptions = { issuesCode: true },
): void {
  const current = tabs.get(tab);
  if (current && current.handler !== handler) throw new Error(`save-enrollment tab ${tab} is already registered`);
  tabs.set(tab, { handler, options });
}

// Tabs known only from data (a carrier's custom_<name> pages): a name test and its handler.
const matchers: Array<{ test: (tab: string) => boolean; registered: RegisteredTab }> = [];

/** Registers the handler of every saved-tab name `test` accepts that no exact registration names. */
export function registerSaveEnrollmentMatcher(
  test: (tab: string) => boolean,
  handler: SaveEnrollmentTabHandler,
  options: SaveEnrollmentTabOptions = { issuesCode: true },
): void {
  if (matchers.some((m) => m.test === test)) return;
  matchers.push({ test, registered: { handler, options } });
}

function registeredTab(tab: string): RegisteredTab | undefined {
  return tabs.get(tab) ?? matchers.find((m) => m.test(tab))?.registered;
}

/** Stores the tab's data through its handler, then issues the enrollment code (hashed, bound to the e-mail, 30 days) and mails it. */
async function saveForLater(
  app: FastifyInstance,
  request: FastifyRequest<{ Body: SaveEnrollmentBody }>,
  reply: FastifyReply,
) {
  const body = request.body;
  const registered = registeredTab(body.tab);
  if (!registered) throw fieldError(400, 'tab', 'This step cannot be saved for later');
  const enrollment = enrollmentOf(request);
  const email = typeof body.email === 'string' ? body.email.trim() : '';
  const { phone, phoneGiven } = phoneOf(body.phone);
  if (registered.options.issuesCode) {
    // A mobile number may stand in for the e-mail (the code and link by text), or go beside it.
    if (phoneGiven && !phone) throw fieldError(400, 'phone', MESSAGES.invalidPhone);
    if ((email !== '' || !phone) && !isEmail(email)) throw fieldError(400, 'email', MESSAGES.enterValidEmail);
  }
  await registered.handler({ app, request, enrollment, data: body.data, tab: body.tab });
  if (!registered.options.issuesCode) {
    await updateEnrollment(app.db, enrollment.id, { savedTab: body.tab });
    return reply.ok({ message: MESSAGES.informationSaved, saved_tab: body.tab, email, result: { email } });
  }
  const now = new Date();
  // The code is bound to the address that receives it: the e-mail, or the number when it goes by text only.
  const bound = email || (phone ?? '');
  const code = newSaveCode(await liveSelectorsOf(app.db, bound, now));
  const tab = body.tab;
  const link = `${publicOrigin(app)}${directContinuePath(enrollment.id, tab)}`;
  // The code's hash and its messages commit together: a code is never live without its mail (or text)
  // queued, and nothing goes out for a code that was not stored. Delivery happens later (the outbox worker).
  await app.db.transaction(async (tx) => {
    await updateEnrollment(tx, enrollment.id, {
      savedTab: tab,
      saveCodeHash: hashSaveCode(code, bound, app.config.sessionSecret),
      saveCodeEmail: bound.toLowerCase(),
      saveCodeExpiresAt: saveCodeExpiry(now),
      saveCodeFailedAttempts: 0,
      saveCodeWindowStart: null,
    });
    if (email)
      await app.mailer.enqueue(tx, {
        to: email,
        kind: 'save-code',
        subject: 'Your enrollment code',
        text:
          `Your enrollment has been saved.\n\nEnrollment code: ${displaySaveCode(code)}\n\n` +
          `Continue where you left off: ${link}\n(or open Continue Enrollment and enter this e-mail address and the code).\n\n` +
          `The code works for ${SAVE_CODE_TTL_DAYS} days.`,
      });
    if (phone)
      await app.mailer.sms.enqueue(tx, {
        to: phone,
        kind: 'save-code',
        text: `Your enrollment is saved. Code: ${displaySaveCode(code)}. Continue: ${link} (works ${SAVE_CODE_TTL_DAYS} days)`,
      });
  });
  // The masked number only when the code went by text: an e-mail-only answer stays as it was.
  const texted = phone ? { phone: maskPhone(phone) } : {};
  return reply.ok({
    message: MESSAGES.informationSaved,
    saved_tab: tab,
    email,
    ...texted,
    result: { email, ...texted },
  });
}

/** The body's mobile number as E.164 (null when absent or not a valid number), and whether one was typed. */
function phoneOf(raw: unknown): { phone: string | null; phoneGiven: boolean } {
  const typed = typeof raw === 'string' ? raw.trim() : '';
  return { phone: typed ? normalisePhone(typed) : null, phoneGiven: typed !== '' };
}

/** The route; tab handlers may be registered before or after it. */
export async function saveEnrollmentRoutes(app: FastifyInstance): Promise<void> {
  app.post(
    '/save-enrollment',
    {
      preHandler: [requireSession(), requireScopedEnrollment],
      schema: { body: saveEnrollmentBody, response: { 200: envelopeOf(saveEnrollmentData) } },
    },
    async (request: FastifyRequest<{ Body: SaveEnrollmentBody }>, reply) => saveForLater(app, request, reply),
  );
}
