import type { FastifyInstance, FastifyRequest } from 'fastify';
import { enrollmentIdQuery, envelopeOf } from '../../schemas/api/common';
import {
  invoiceBody,
  invoiceData,
  policyAnswersData,
  policyAnswersQuery,
  receiptData,
  type InvoiceBody,
  type PolicyAnswersQuery,
} from '../../schemas/api/review';
import { normalizeDate } from '../../schemas/dates';
import { fieldError } from '../plugins/envelope';
import { enrollmentOf } from '../plugins/enrollment';
import { requireSession, sessionOf } from '../plugins/session';
import { findEnrollment } from '../repositories/enrollments';
import { findPolicy, policyOfEnrollment, policyPlanLines, type PolicyRow } from '../repositories/policies';
import { payContextOf } from '../repositories/plan-benefits';
import { centsToDollars } from '../domain/cart-summary';
import { perPaycheckTotal } from '../domain/paycheck';
import { linePaychecks } from '../domain/plan-figures';
import { generateInvoice, invoicePending, invoiceView } from '../services/invoices';
import type { SessionClaims } from '../services/session-token';
import { applicantName } from './review';
import { receiptAnswers } from './receipt-answers';
import { wizardGuard } from './wizard/step-routes';
import { savedStepData } from './wizard/step-support';

/**
 * The receipt (002 sections 2, 4 and 7): GET /get-receipt answers the confirmation number and the
 * name, and whether the invoice is still to be made; POST /autoInvoiceGeneration makes it.
 */

/**
 * A policy is the session's when the session started (or resumed) its enrollment, or is the signed-in
 * rep or group it was written through. Policy ids are small and sequential, so sharing the storefront
 * is not enough: another shopper on the same rep's site must not act on this policy.
 */
function ownsPolicy(session: SessionClaims, policy: PolicyRow): boolean {
  if (policy.enrollmentId !== null && session.enr === policy.enrollmentId) return true;
  return (
    session.signed_in === true &&
    ((session.agent_id !== null && policy.agentId === session.agent_id) ||
      (session.group_id !== null && policy.groupId === session.group_id))
  );
}

/** The enrolled dependents' names and relationships from the saved dependent step (no other detail leaves it). */
function dependentsOf(step: Record<string, unknown> | null): { name: string; relationship: 'spouse' | 'child' }[] {
  const list = Array.isArray(step?.dependents) ? (step.dependents as unknown[]) : [];
  return list.flatMap((item) => {
    const person = (item as { primary_info?: Record<string, unknown> } | null)?.primary_info;
    const relationship = person?.relationship;
    if (relationship !== 'spouse' && relationship !== 'child') return [];
    const part = (key: string) => (typeof person?.[key] === 'string' ? (person[key] as string).trim() : '');
    return [{ name: [part('first_name'), part('last_name')].filter(Boolean).join(' '), relationship }];
  });
}

export async function receiptRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/get-receipt',
    { preHandler: wizardGuard, schema: { querystring: enrollmentIdQuery, response: { 200: envelopeOf(receiptData) } } },
    async (request, reply) => {
      const enrollment = enrollmentOf(request);
      const policy = await policyOfEnrollment(app.db, enrollment.id);
      if (!policy) throw fieldError(409, 'enrollment_id', 'This enrollment is not completed yet.');
      const [lines, pay] = await Promise.all([
        policyPlanLines(app.db, policy.id),
        payContextOf(app.db, policy.groupId),
      ]);
      const paychecks = linePaychecks(lines, pay, policy.tier);
      const name = await applicantName(app, enrollment.id);
      return reply.ok({
        policy_id: policy.id,
        name,
        covered: [
          { name, relationship: 'applicant' as const },
          ...dependentsOf(await savedStepData(app, enrollment.id, 'dependent_info')),
        ],
        callInvoice: await invoicePending(app.db, policy),
        effective_date: normalizeDate(policy.effectiveDate),
        plans: lines.map((l, i) => ({
          plan_id: l.planId,
          plan_name: l.planName,
          price: centsToDollars(l.monthlyCents),
          paycheck: paychecks[i] ?? null,
        })),
        per_paycheck: perPaycheckTotal(paychecks),
        answers: await receiptAnswers(app, enrollment),
      });
    },
  );

  // The rep's view of one of their enrollments (decision 0310): the receipt's answers, with their labels,
  // a repeating group one line per item, an upload's files listed (not opened: the rep does not prove
  // the enrollment). Only the signed-in rep who wrote the policy; any other answers as an unknown policy.
  app.get(
    '/get-policy-answers',
    {
      preHandler: requireSession({ scope: 'signed-in' }),
      schema: { querystring: policyAnswersQuery, response: { 200: envelopeOf(policyAnswersData) } },
    },
    async (request: FastifyRequest<{ Querystring: PolicyAnswersQuery }>, reply) => {
      const session = sessionOf(request);
      const policy = await findPolicy(app.db, request.query.policy_id);
      const rep = session.kind === 'rep' && session.agent_id !== null && policy?.agentId === session.agent_id;
      if (!policy || !rep) throw fieldError(404, 'policy_id', 'Policy not found');
      const enrollment = policy.enrollmentId === null ? null : await findEnrollment(app.db, policy.enrollmentId);
      return reply.ok({ policy_id: policy.id, answers: enrollment ? await receiptAnswers(app, enrollment) : [] });
    },
  );

  // The contract calls an outside invoice service with an authorization header; here it is a
  // module of this server, authorized like every other call: the session must own the policy.
  app.post(
    '/autoInvoiceGeneration',
    { preHandler: requireSession(), schema: { body: invoiceBody, response: { 200: envelopeOf(invoiceData) } } },
    async (request: FastifyRequest<{ Body: InvoiceBody }>, reply) => {
      const policy = await findPolicy(app.db, request.body.policy_id);
      // Another storefront's policy answers like an unknown one, so ids cannot be probed.
      if (!policy || !ownsPolicy(sessionOf(request), policy)) throw fieldError(404, 'policy_id', 'Policy not found');
      const outcome = await generateInvoice(app.db, policy, request.body.effectiveDate);
      if (!outcome.ok) throw fieldError(400, 'effectiveDate', 'The effective date does not match the policy.');
      return reply.ok(invoiceView(outcome.invoice));
    },
  );
}
