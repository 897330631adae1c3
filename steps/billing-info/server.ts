import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  billDateData,
  billingTextData,
  existingBankData,
  existingCardData,
  paymentMethodData,
  routingLookupData,
  routingLookupQuery,
  saveBillingBody,
  saveBillingExistingBody,
  type RoutingLookupQuery,
  type SaveBillingBody,
  type SaveBillingExistingBody,
} from './module-api';
import { envelopeOf, enrollmentIdQuery } from '../../schemas/api/common';
import { optionalEnrollmentQuery, saveStepData } from '../../schemas/api/wizard';
import { formFieldsData } from '../../schemas/descriptors';
import { BILLING_MERCHANT, eftAuthorizationText, merchantBillingText, merchantCardBillingText } from './module-text';
import { invalidMessage } from '../../schemas/format-messages';
import { fieldDefinition } from '../../schemas/step-definition';
import { isRoutingNumber } from '../../schemas/formats';
import { MESSAGES } from '../../schemas/messages';
import {
  BILL_DATE_OPTIONS,
  billDateOf,
  DEFAULT_BILL_DATE,
  defaultPaymentType,
  isPaymentType,
  maskWithPrefix,
  paymentTypeChoices,
  billingInfoStep,
  sectionOf,
} from './module';
import { fieldError } from '../../server/plugins/envelope';
import { enrollmentOf } from '../../server/plugins/enrollment';
import { forbidden, requireSession, sessionOf } from '../../server/plugins/session';
import { bankByRouting, memberBanks, memberCardRows } from '../../server/repositories/billing';
import { writeStep, type EnrollmentRow } from '../../server/repositories/enrollments';
import { memberInScope } from '../../server/repositories/members';
import { memberContact } from '../../server/repositories/wizard-prefill';
import { registerSaveEnrollmentTab } from '../../server/routes/save-enrollment';
import { memberScopeOf } from '../../server/routes/filter-scope';
import {
  assertFound,
  carrierBillingValues,
  PAYMENT_TAB,
  paymentMethodOf,
  saveBilling,
  saveBillingLater,
} from './server-support';
import { stepFieldsOf, wizardGuard } from '../../server/routes/wizard/step-routes';
import { describeStepForBrowser } from '../../server/routes/wizard/step-support';
import type { StepKindServer } from '../../server/routes/wizard/step-kinds';

/** Values the form never gets back: typed again, since only the vault holds them (security.md). */
/** The routing field's message for a number that fails its format: the lookup's and the save's refusals are one rule's. */
const ROUTING_REFUSAL = invalidMessage(fieldDefinition(billingInfoStep, 'routing_number'));

const NEVER_PREFILLED = new Set(['account_number', 'card_number', 'security_code']);

/**
 * The existing member's id when the session may read their payment details: a signed-in rep or
 * group administrator whose member it is. Enrollments of new members have none (empty lists).
 */
async function payingMemberOf(
  app: FastifyInstance,
  request: FastifyRequest,
  enrollment: EnrollmentRow,
): Promise<number | null> {
  if (!enrollment.memberId) return null;
  const scope = memberScopeOf(sessionOf(request));
  const member = scope ? await memberContact(app.db, enrollment.memberId) : null;
  if (!member || !scope || !memberInScope(member, scope)) throw forbidden();
  return enrollment.memberId;
}

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** POST /save-billing-info-existing: a bank or card on file, taken from the database, never from the body. */
async function saveExisting(
  app: FastifyInstance,
  request: FastifyRequest,
  body: SaveBillingExistingBody,
): Promise<void> {
  const enrollment = enrollmentOf(request);
  const type = body.payment_method;
  if (
    !isPaymentType(type) ||
    !paymentTypeChoices(await paymentMethodOf(app, enrollment)).includes(type) ||
    sectionOf(type) === null
  ) {
    throw fieldError(400, 'payment_method', MESSAGES.fieldRequired);
  }
  const billDate =
    body.bill_date === undefined || body.bill_date === null ? DEFAULT_BILL_DATE : billDateOf(body.bill_date);
  if (billDate === undefined) throw fieldError(400, 'bill_date', MESSAGES.fieldRequired);
  const carrier = await carrierBillingValues(app, enrollment, stepFieldsOf(body), new Date());
  const memberId = await payingMemberOf(app, request, enrollment);
  let record: Record<string, unknown>;
  if (sectionOf(type) === 'bank') {
    const bank =
      memberId === null ? undefined : (await memberBanks(app.db, memberId)).find((b) => b.id === body.bank_id);
    assertFound(bank, 'bank_id');
    const b = bank;
    record = {
      bank_id: b.id,
      account_name: b.accountName,
      bank_name: b.bankName,
      routing_number: b.routingNumber,
      bank_routing: b.routingNumber,
      account_number: maskWithPrefix(b.accountLast4),
      account_type: b.accountType,
      account_holder_type: b.accountHolderType,
    };
  } else {
    const card =
      memberId === null ? undefined : (await memberCardRows(app.db, memberId)).find((c) => c.id === body.card_id);
    assertFound(card, 'card_id');
    const c = card;
    record = {
      card_id: c.id,
      name_on_cc: c.nameOnCard,
      card_number: maskWithPrefix(c.last4),
      card_token: c.vaultToken,
      card_brand: c.brand,
      expiration_month: twoDigits(c.expirationMonth),
      expiration_year: String(c.expirationYear),
    };
  }
  await writeStep(
    app.db,
    enrollment.id,
    PAYMENT_TAB,
    {
      ...carrier,
      payment_method: type,
      bill_date: billDate,
      ...record,
    },
    { savedTab: PAYMENT_TAB },
  );
}

/** Billing Information (002 section 7): its calls and its save for later. */
async function billingInfoRoutes(app: FastifyInstance): Promise<void> {
  registerSaveEnrollmentTab(PAYMENT_TAB, saveBillingLater);
  const guarded = (data: object) => ({
    preHandler: wizardGuard,
    schema: { querystring: enrollmentIdQuery, response: { 200: envelopeOf(data) } },
  });

  // A reference list like /get-states: the enrollment_id some calls pass changes nothing. The dates are
  // the step module's, the very list save-billing-info accepts.
  app.get(
    '/get-bill-date',
    { schema: { querystring: optionalEnrollmentQuery, response: { 200: envelopeOf(billDateData) } } },
    async (_request, reply) =>
      reply.ok({
        result: BILL_DATE_OPTIONS.map((o) => ({ bill_date: o.value, name: o.label })),
        default: DEFAULT_BILL_DATE,
      }),
  );

  app.get('/get-payment-method', guarded(paymentMethodData), async (request, reply) => {
    const method = await paymentMethodOf(app, enrollmentOf(request));
    return reply.ok({ result: method, payment_types: paymentTypeChoices(method) });
  });

  app.get('/get-form-fields-billing-info', guarded(formFieldsData), async (request, reply) => {
    const enrollment = enrollmentOf(request);
    const [described, method] = await Promise.all([
      describeStepForBrowser(app, request, enrollment, 'billing_info'),
      paymentMethodOf(app, enrollment),
    ]);
    const result = described.map((d) => {
      if (NEVER_PREFILLED.has(d.field_name)) return { ...d, value: null };
      if (d.field_name === 'payment_method')
        return {
          ...d,
          value:
            isPaymentType(d.value) && paymentTypeChoices(method).includes(d.value)
              ? d.value
              : defaultPaymentType(method),
        };
      if (d.field_name === 'bill_date') return { ...d, value: billDateOf(d.value) ?? DEFAULT_BILL_DATE };
      return d;
    });
    return reply.ok({ result });
  });

  app.get('/get-existing-bank-info', guarded(existingBankData), async (request, reply) => {
    const memberId = await payingMemberOf(app, request, enrollmentOf(request));
    const banks = memberId === null ? [] : await memberBanks(app.db, memberId);
    const result = banks.map((b) => ({
      bank_id: b.id,
      account_name: b.accountName,
      bank_name: b.bankName,
      account_number: maskWithPrefix(b.accountLast4),
      bank_routing: b.routingNumber,
      account_type: b.accountType,
      account_holder_type: b.accountHolderType,
    }));
    return reply.ok({ result });
  });

  app.get('/get-existing-card-info', guarded(existingCardData), async (request, reply) => {
    const memberId = await payingMemberOf(app, request, enrollmentOf(request));
    const cards = memberId === null ? [] : await memberCardRows(app.db, memberId);
    const result = cards.map((c) => ({
      card_id: c.id,
      name_on_cc: c.nameOnCard,
      card_number: maskWithPrefix(c.last4),
      brand: c.brand,
      expiration_month: twoDigits(c.expirationMonth),
      expiration_year: String(c.expirationYear),
    }));
    return reply.ok({ result });
  });

  app.get(
    '/routing-number-bank-lookup',
    {
      preHandler: requireSession(),
      schema: { querystring: routingLookupQuery, response: { 200: envelopeOf(routingLookupData) } },
    },
    async (request: FastifyRequest<{ Querystring: RoutingLookupQuery }>, reply) => {
      const routing = request.query.q.trim();
      // The checksum is the routing field's own format (oe-routing): refused here as the save refuses it, in its words.
      if (!isRoutingNumber(routing)) throw fieldError(400, 'routing_number', ROUTING_REFUSAL);
      const name = await bankByRouting(app.db, routing);
      if (!name) throw fieldError(404, 'routing_number', MESSAGES.routingNumberUnknown);
      return reply.ok({ response: { name, routing_number: routing } });
    },
  );

  app.get('/get-billing-text', guarded(billingTextData), async (_request, reply) =>
    reply.ok({
      text: merchantBillingText(BILLING_MERCHANT),
      eft_authorization: eftAuthorizationText(BILLING_MERCHANT),
      card_text: merchantCardBillingText(BILLING_MERCHANT),
      merchant: BILLING_MERCHANT,
    }),
  );

  app.post(
    '/save-billing-info',
    { preHandler: wizardGuard, schema: { body: saveBillingBody, response: { 200: envelopeOf(saveStepData) } } },
    async (request: FastifyRequest<{ Body: SaveBillingBody }>, reply) => {
      await saveBilling(app, enrollmentOf(request), stepFieldsOf(request.body));
      return reply.ok({ message: 'Saved', saved_tab: PAYMENT_TAB });
    },
  );

  app.post(
    '/save-billing-info-existing',
    { preHandler: wizardGuard, schema: { body: saveBillingExistingBody, response: { 200: envelopeOf(saveStepData) } } },
    async (request: FastifyRequest<{ Body: SaveBillingExistingBody }>, reply) => {
      await saveExisting(app, request, request.body);
      return reply.ok({ message: 'Saved', saved_tab: PAYMENT_TAB });
    },
  );
}

/** The billing kind's server part, as the server's registry (steps/servers.ts) lists it. */
export const billingInfoServer: StepKindServer = { tab: 'billing_info', routes: billingInfoRoutes };
