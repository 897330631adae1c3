import type { FastifyInstance } from 'fastify';
import { calendarDayOf } from '../../schemas/dates';
import { enrollmentIdQuery, envelopeOf } from '../../schemas/api/common';
import {
  changeEffectiveDateBody,
  changeEffectiveDateData,
  effectiveDateChoiceData,
  type ChangeEffectiveDate,
  type ChangeEffectiveDateBody,
} from '../../schemas/api/effective-date';
import { centsToDollars } from '../domain/cart-summary';
import { planIdsToRemove } from '../domain/cart-rules';
import { acceptEffectiveDate, inBlackout, nextMonthStarts, toUsDate } from '../domain/effective-dates';
import { notAvailableMessage, rateDateOf } from '../domain/rate-scope';
import { ApiError, fieldError } from '../plugins/envelope';
import { enrollmentOf } from '../plugins/enrollment';
import { requireScopedEnrollment } from '../plugins/enrollment-scope';
import { requireSession } from '../plugins/session';
import { cartLinesOf, plansByIds } from '../repositories/cart';
import { repriceCart, type RepricedLine } from '../repositories/cart-reprice';
import { priceForEnrollment } from '../services/enrollment-pricing';

const guards = { preHandler: [requireSession(), requireScopedEnrollment] };

/** The coverage start dates the store offers today (decision 0010): the first of each of the next months. */
function offeredDates(now: Date): string[] {
  return nextMonthStarts(calendarDayOf(now)).map(toUsDate);
}

const usOf = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number);
  return toUsDate({ year: y ?? 0, month: m ?? 1, day: d ?? 1 });
};

/**
 * The shopper's effective date (issue 30, decision 0280): which dates the store offers and which
 * one the prices are read for, and changing it, which reprices every cart line at the rates in
 * force on the new date. Cart plans not offered then (no rate, not sold yet or any more, a
 * blackout) are named and nothing changes, unless the shopper confirmed their removal.
 */
export async function effectiveDateRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/get-effective-date-choice',
    { schema: { querystring: enrollmentIdQuery, response: { 200: envelopeOf(effectiveDateChoiceData) } }, ...guards },
    async (request, reply) => {
      const now = new Date();
      return reply.ok({ result: offeredDates(now), effective_date: usOf(rateDateOf(enrollmentOf(request), now)) });
    },
  );

  app.post<{ Body: ChangeEffectiveDateBody }>(
    '/change-effective-date',
    { schema: { body: changeEffectiveDateBody, response: { 200: envelopeOf(changeEffectiveDateData) } }, ...guards },
    async (request, reply) => {
      const enrollment = enrollmentOf(request);
      if (enrollment.status === 'completed')
        throw new ApiError(409, [
          { target_element: 'enrollment_id', error_message: 'This enrollment is already completed.' },
        ]);
      const iso = acceptEffectiveDate(request.body.effective_date, offeredDates(new Date()));
      if (!iso) throw fieldError(400, 'effective_date', 'Please choose one of the effective dates offered.');
      const lines = await cartLinesOf(app.db, enrollment.id);
      const plans = new Map(
        (
          await plansByIds(
            app.db,
            lines.map((l) => l.planId),
          )
        ).map((p) => [p.id, p]),
      );
      const on = { ...enrollment, effectiveDate: iso };
      const answer: ChangeEffectiveDate = {
        applied: false,
        effective_date: usOf(iso),
        changed: [],
        unavailable: [],
        removed: [],
      };
      const repriced: RepricedLine[] = [];
      for (const line of lines) {
        const plan = plans.get(line.planId);
        const priced = plan && !inBlackout(plan, iso) ? await priceForEnrollment(app.db, on, plan, true) : null;
        if (!priced?.ok) {
          const message =
            priced && priced.errorCode !== 'metError'
              ? priced.message
              : plan && inBlackout(plan, iso)
                ? `This plan is in an enrollment blackout period on ${usOf(iso)}.`
                : notAvailableMessage(iso);
          answer.unavailable.push({ plan_id: line.planId, plan_name: line.planName, message });
          continue;
        }
        const { plan_pricing_id: planPricingId, monthly_cents: monthlyCents } = priced.pricing;
        repriced.push({ planId: line.planId, planPricingId, monthlyCents });
        if (monthlyCents !== line.monthlyCents)
          answer.changed.push({
            plan_id: line.planId,
            plan_name: line.planName,
            from: centsToDollars(line.monthlyCents),
            to: centsToDollars(monthlyCents),
          });
      }
      if (answer.unavailable.length > 0 && !request.body.remove_unavailable) {
        answer.changed = [];
        return reply.ok(answer);
      }
      // An unavailable membership takes the plans paired with it; a plan takes its membership no other plan needs.
      const removed = new Set<number>();
      for (const u of answer.unavailable) {
        const line = lines.find((l) => l.planId === u.plan_id);
        const owner = line && !line.removable && line.pairedPlanId !== null ? line.pairedPlanId : u.plan_id;
        for (const id of [u.plan_id, ...planIdsToRemove(lines, owner)]) removed.add(id);
      }
      answer.removed = [...removed];
      answer.changed = answer.changed.filter((c) => !removed.has(c.plan_id));
      await repriceCart(
        app.db,
        enrollment.id,
        iso,
        answer.removed,
        repriced.filter((r) => !removed.has(r.planId)),
      );
      answer.applied = true;
      return reply.ok(answer);
    },
  );
}
