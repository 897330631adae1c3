import type { FastifyInstance } from 'fastify';
import { enrollmentIdQuery, envelopeOf } from '../../schemas/api/common';
import {
  SCREENSHOT_MAX_CHARS,
  cartAmountData,
  cartCheckoutBody,
  cartCheckoutData,
  cartCountData,
  effectiveDatesData,
  planCartData,
  saveScreenshotBody,
  saveScreenshotData,
  type CartCheckoutBody,
  type SaveScreenshotBody,
} from '../../schemas/api/cart';
import { centsToDollars, summarizeCart } from '../domain/cart-summary';
import { acceptEffectiveDate, cartEffectiveDates } from '../domain/effective-dates';
import { cartTotals } from '../domain/totals';
import { linePaychecks } from '../domain/plan-figures';
import { ApiError, fieldError } from '../plugins/envelope';
import { enrollmentOf } from '../plugins/enrollment';
import { requireScopedEnrollment } from '../plugins/enrollment-scope';
import { requireSession } from '../plugins/session';
import { cartLinesOf, plansByIds, saveScreenshot, type CartLineView } from '../repositories/cart';
import { updateEnrollment, type EnrollmentRow } from '../repositories/enrollments';
import { rateDateOf } from '../domain/rate-scope';
import { priceForEnrollment } from '../services/enrollment-pricing';
import { payContextOf } from '../repositories/plan-benefits';
import { clientSignedAnywhere } from './wizard/step-kinds';

const guards = { preHandler: [requireSession(), requireScopedEnrollment] };

/** A checkout date whose rates differ from those the cart was priced at (decision 0230). */
export const RATES_DIFFER_MESSAGE =
  'Prices change on this effective date. Choose it in your basic details to see them, then check out again.';

/** Whether every line prices at the same rate row on another effective date (the rate lookup's rule). */
async function pricedAlikeOn(
  app: FastifyInstance,
  enrollment: EnrollmentRow,
  lines: readonly CartLineView[],
  isoDay: string,
): Promise<boolean> {
  const plans = new Map(
    (
      await plansByIds(
        app.db,
        lines.map((l) => l.planId),
      )
    ).map((p) => [p.id, p]),
  );
  const on = { ...enrollment, effectiveDate: isoDay };
  for (const line of lines) {
    const plan = plans.get(line.planId);
    const priced = plan ? await priceForEnrollment(app.db, on, plan, true) : null;
    if (!priced?.ok || priced.pricing.plan_pricing_id !== line.planPricingId) return false;
  }
  return true;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Cart reading, effective dates, checkout and the checkout screenshot. */
export async function checkoutRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/get-cart-count',
    { schema: { querystring: enrollmentIdQuery, response: { 200: envelopeOf(cartCountData) } }, ...guards },
    async (request, reply) => {
      const lines = await cartLinesOf(app.db, enrollmentOf(request).id);
      return reply.ok({ result: lines.length });
    },
  );

  app.get(
    '/get-cart-amount',
    { schema: { querystring: enrollmentIdQuery, response: { 200: envelopeOf(cartAmountData) } }, ...guards },
    async (request, reply) => {
      const lines = await cartLinesOf(app.db, enrollmentOf(request).id);
      const totals = cartTotals(lines.map((l) => ({ monthly_cents: l.monthlyCents })));
      return reply.ok({ result: centsToDollars(totals.recurring_month_cents) });
    },
  );

  app.get(
    '/get-plan-cart',
    { schema: { querystring: enrollmentIdQuery, response: { 200: envelopeOf(planCartData) } }, ...guards },
    async (request, reply) => {
      const enrollment = enrollmentOf(request);
      const [lines, pay] = await Promise.all([
        cartLinesOf(app.db, enrollment.id),
        payContextOf(app.db, enrollment.groupId),
      ]);
      return reply.ok(
        summarizeCart(
          lines,
          enrollment.effectiveDate,
          // The client's own signature: a rep's or group's verification still leaves the client to sign.
          await clientSignedAnywhere(app, enrollment.id),
          linePaychecks(lines, pay, enrollment.tier),
        ),
      );
    },
  );

  app.get(
    '/get-cart-effective-dates',
    { schema: { querystring: enrollmentIdQuery, response: { 200: envelopeOf(effectiveDatesData) } }, ...guards },
    async (request, reply) => {
      const lines = await cartLinesOf(app.db, enrollmentOf(request).id);
      return reply.ok({ result: cartEffectiveDates(lines) });
    },
  );

  app.post<{ Body: CartCheckoutBody }>(
    '/cart-checkout',
    { schema: { body: cartCheckoutBody, response: { 200: envelopeOf(cartCheckoutData) } }, ...guards },
    async (request, reply) => {
      const enrollment = enrollmentOf(request);
      if (enrollment.status === 'completed')
        throw new ApiError(409, [
          { target_element: 'enrollment_id', error_message: 'This enrollment is already completed.' },
        ]);
      const lines = await cartLinesOf(app.db, enrollment.id);
      if (lines.length === 0) throw fieldError(400, 'effective_date', 'Your cart is empty.');
      const iso = acceptEffectiveDate(request.body.effective_date, cartEffectiveDates(lines));
      if (!iso) throw fieldError(400, 'effective_date', 'Please choose one of the effective dates offered.');
      if (iso !== rateDateOf(enrollment, new Date()) && !(await pricedAlikeOn(app, enrollment, lines, iso)))
        throw fieldError(409, 'effective_date', RATES_DIFFER_MESSAGE);
      // Setting the same status and date again changes nothing: a retried checkout is one checkout.
      await updateEnrollment(app.db, enrollment.id, { status: 'checked_out', effectiveDate: iso });
      return reply.ok({ message: 'Cart checked out.', effective_date: request.body.effective_date });
    },
  );

  app.post<{ Body: SaveScreenshotBody }>(
    '/save-screenshot',
    {
      config: { allowCompletedEnrollment: true, allowAwaitingSignature: true },
      // The one route that accepts a few megabytes (security.md); the app default stays small.
      bodyLimit: SCREENSHOT_MAX_CHARS + 4096,
      schema: { body: saveScreenshotBody, response: { 200: envelopeOf(saveScreenshotData) } },
      ...guards,
    },
    async (request, reply) => {
      const png = Buffer.from(request.body.image.slice(request.body.image.indexOf(',') + 1), 'base64');
      if (png.length < PNG_SIGNATURE.length || PNG_SIGNATURE.some((b, i) => png[i] !== b))
        throw fieldError(400, 'image', 'The screenshot is not a PNG image.');
      await saveScreenshot(app.db, enrollmentOf(request).id, request.body.name, png, app.config.encryptionKey);
      return reply.ok({ message: 'Screenshot saved.' });
    },
  );
}
