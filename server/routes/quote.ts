import type { FastifyInstance, FastifyRequest } from 'fastify';
import { envelopeOf } from '../../schemas/api/common';
import { quotePreviewData, quotePreviewQuery, type QuotePreviewQuery } from '../../schemas/api/quote';
import type { FieldError } from '../../schemas/envelope';
import { isEmail, isLettersOnlyName } from '../../schemas/formats';
import { MESSAGES } from '../../schemas/messages';
import { summarizeCart } from '../domain/cart-summary';
import { ApiError, fieldError } from '../plugins/envelope';
import { enrollmentOf } from '../plugins/enrollment';
import { requireScopedEnrollment } from '../plugins/enrollment-scope';
import { requireSession } from '../plugins/session';
import { cartLinesOf } from '../repositories/cart';
import { TIERS } from '../../schemas/categories';
import { acceptEffectiveDate, cartEffectiveDates } from '../domain/effective-dates';
import { isoToUsDate } from '../domain/filters';
import { publicOrigin } from '../services/public-origin';
import { QUOTE_SUBJECT, quoteHtml, quoteText, type QuoteInput } from '../services/quote-content';
import { landingPrefixOf } from '../services/storefront-landing';
import { siteOf } from './resume';
import { registerSaveEnrollmentTab, type SaveEnrollmentTabHandler } from './save-enrollment';

/** Save Cart's name rule (000 section 5): required, letters only. The e-mail is checked by the save route. */
function quoteNameErrors(name: string): FieldError[] {
  if (!name.trim()) return [{ target_element: 'name', error_message: MESSAGES.fieldRequired }];
  if (!isLettersOnlyName(name.trim())) return [{ target_element: 'name', error_message: MESSAGES.validName }];
  return [];
}

/**
 * The quote of the request's enrollment: its cart, its tier and effective date (the one chosen at
 * checkout, else the one chosen in the cart when the cart offers it, else the first it offers), and
 * the storefront it was made on.
 */
async function quoteOf(
  request: FastifyRequest,
  name: string,
  message: string,
  requestedDate: string,
): Promise<QuoteInput> {
  const { db } = request.server;
  const enrollment = enrollmentOf(request);
  const lines = await cartLinesOf(db, enrollment.id);
  if (lines.length === 0) throw fieldError(400, 'email', MESSAGES.noItemsInCart);
  const offered = cartEffectiveDates(lines);
  const chosen = isoToUsDate(enrollment.effectiveDate ?? acceptEffectiveDate(requestedDate, offered));
  const prefix = await landingPrefixOf(db, await siteOf(request.server, enrollment));
  return {
    name,
    message,
    cart: summarizeCart(lines, enrollment.effectiveDate, false),
    coverage: {
      tier: TIERS.find((t) => t.code === enrollment.tier)?.label ?? null,
      effectiveDate: chosen ?? offered[0] ?? null,
      chosen: chosen !== null,
    },
    storefrontUrl: `${publicOrigin(request.server)}${prefix}`,
  };
}

/**
 * The 'cart_info' tab of POST /save-enrollment (server/routes/save-enrollment.ts owns the route):
 * a quote, not a resume point, so no enrollment code is issued; the quote goes out through
 * app.mailer (outbox, or SMTP when configured).
 */
export const saveCartQuote: SaveEnrollmentTabHandler = async ({ app, request, data }) => {
  // The contract sends name and message beside the e-mail; older callers put them in `data`.
  const body = request.body as { name?: unknown; message?: unknown };
  const fields =
    data !== null && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
  const pick = (v: unknown, fallback: unknown, max: number) =>
    (typeof v === 'string' ? v : typeof fallback === 'string' ? fallback : '').slice(0, max);
  const name = pick(body.name, fields.name, 100);
  const message = pick(body.message, fields.message, 2000);
  const errors = quoteNameErrors(name);
  if (errors.length) throw new ApiError(400, errors);
  const email = String((request.body as { email?: unknown }).email ?? '').trim();
  if (!isEmail(email)) throw fieldError(400, 'email', MESSAGES.validEmailAddress);
  const input = await quoteOf(request, name.trim(), message, pick(undefined, fields.effective_date, 10));
  await app.mailer.send({
    to: email,
    subject: QUOTE_SUBJECT,
    text: quoteText(input),
    html: quoteHtml(input),
    kind: 'quote',
  });
};

/** Quote by e-mail: the 'cart_info' tab of POST /save-enrollment and GET /get-quote-preview-content. */
export async function quoteRoutes(app: FastifyInstance): Promise<void> {
  registerSaveEnrollmentTab('cart_info', saveCartQuote, { issuesCode: false });

  app.get<{ Querystring: QuotePreviewQuery }>(
    '/get-quote-preview-content',
    {
      schema: { querystring: quotePreviewQuery, response: { 200: envelopeOf(quotePreviewData) } },
      preHandler: [requireSession(), requireScopedEnrollment],
    },
    async (request, reply) => {
      const { name = '', message = '', effective_date = '' } = request.query;
      return reply.ok({ content: quoteHtml(await quoteOf(request, name.trim(), message, effective_date)) });
    },
  );
}
