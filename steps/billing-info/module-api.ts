import type { FromSchema } from 'json-schema-to-ts';
import { PAYMENT_TYPES } from './module';
import { FIELD_NAME_PATTERN } from '../../schemas/descriptors';
import { enrollmentIdProperty, formScalar } from '../../schemas/api/common';

/**
 * Request and answer schemas of the Billing Information calls (002 section 7). Field values are
 * judged by the step module (module.ts); these schemas bound shapes and sizes,
 * so a wrong value answers the step's field message rather than a schema error.
 */

const str = { type: 'string' } as const;
const nullableStr = { type: ['string', 'null'] } as const;
const scalar = formScalar(100);
const paymentMethod = { type: 'string', maxLength: 10 } as const;
const recordId = { type: 'integer', minimum: 1 } as const;
/**
 * A carrier's billing fields (names the step module does not know) ride beside the known ones; the
 * step module judges their values like any other field's. The pattern leaves out the known names
 * (ajv's strict mode refuses a property that a pattern also matches).
 */
function carrierFields(known: readonly string[]) {
  const pattern = `^(?!(?:${known.join('|')})$)${FIELD_NAME_PATTERN.slice(1)}`;
  return { patternProperties: { [pattern]: scalar }, maxProperties: 80 } as const;
}

/** Body of POST /save-billing-info: bank fields or card fields beside the payment method. */
const saveBillingProperties = {
  enrollment_id: enrollmentIdProperty,
  payment_method: paymentMethod,
  bill_date: scalar,
  routing_number: scalar,
  account_name: scalar,
  bank_name: scalar,
  account_number: scalar,
  account_type: scalar,
  account_holder_type: scalar,
  first_name_on_cc: scalar,
  last_name_on_cc: scalar,
  card_number: scalar,
  expiration_month: scalar,
  expiration_year: scalar,
  security_code: scalar,
  address1: scalar,
  address2: scalar,
  city: scalar,
  state: scalar,
  zip: scalar,
  is_physical_address: scalar,
} as const;
export const saveBillingBody = {
  type: 'object',
  required: ['enrollment_id', 'payment_method'],
  properties: saveBillingProperties,
  ...carrierFields(Object.keys(saveBillingProperties)),
  additionalProperties: false,
} as const;
export type SaveBillingBody = FromSchema<typeof saveBillingBody>;

/** Body of POST /save-billing-info-existing: a card on file, or a bank on file with its details. */
const saveBillingExistingProperties = {
  enrollment_id: enrollmentIdProperty,
  payment_method: paymentMethod,
  card_id: recordId,
  bank_id: recordId,
  account_type: scalar,
  account_holder_type: scalar,
  account_name: scalar,
  bank_name: scalar,
  bank_routing: scalar,
  bill_date: scalar,
} as const;
export const saveBillingExistingBody = {
  type: 'object',
  required: ['enrollment_id', 'payment_method'],
  properties: saveBillingExistingProperties,
  ...carrierFields(Object.keys(saveBillingExistingProperties)),
  additionalProperties: false,
} as const;
export type SaveBillingExistingBody = FromSchema<typeof saveBillingExistingBody>;

/** `data` of GET /get-bill-date: the dates offered and the default. */
export const billDateData = {
  type: 'object',
  required: ['result', 'default'],
  properties: {
    result: {
      type: 'array',
      items: {
        type: 'object',
        required: ['bill_date', 'name'],
        properties: { bill_date: { type: 'integer' }, name: str },
      },
    },
    default: { type: 'integer' },
  },
} as const;
export type BillDateData = FromSchema<typeof billDateData>;

/** `data` of GET /get-payment-method: the enrollment's method and the types it offers. */
export const paymentMethodData = {
  type: 'object',
  required: ['result', 'payment_types'],
  properties: {
    result: { type: 'string', enum: PAYMENT_TYPES },
    payment_types: { type: 'array', items: { type: 'string', enum: PAYMENT_TYPES } },
  },
} as const;
export type PaymentMethodData = FromSchema<typeof paymentMethodData>;

/** An existing bank (002 section 3), its number masked with the fixed prefix. */
export const existingBank = {
  type: 'object',
  required: [
    'bank_id',
    'account_name',
    'bank_name',
    'account_number',
    'bank_routing',
    'account_type',
    'account_holder_type',
  ],
  properties: {
    bank_id: { type: 'integer' },
    account_name: str,
    bank_name: str,
    account_number: str,
    bank_routing: str,
    account_type: str,
    account_holder_type: str,
  },
} as const;
export type ExistingBank = FromSchema<typeof existingBank>;

/** An existing card: masked number and expiry; the security code is never kept, so never answered. */
export const existingCard = {
  type: 'object',
  required: ['card_id', 'name_on_cc', 'card_number', 'expiration_month', 'expiration_year'],
  properties: {
    card_id: { type: 'integer' },
    name_on_cc: str,
    card_number: str,
    brand: str,
    expiration_month: str,
    expiration_year: str,
  },
} as const;
export type ExistingCard = FromSchema<typeof existingCard>;

export const existingBankData = {
  type: 'object',
  required: ['result'],
  properties: { result: { type: 'array', items: existingBank } },
} as const;
export type ExistingBankData = FromSchema<typeof existingBankData>;
export const existingCardData = {
  type: 'object',
  required: ['result'],
  properties: { result: { type: 'array', items: existingCard } },
} as const;
export type ExistingCardData = FromSchema<typeof existingCardData>;

/** Query of GET /routing-number-bank-lookup. */
export const routingLookupQuery = {
  type: 'object',
  required: ['q'],
  properties: { q: { type: 'string', maxLength: 20 } },
  additionalProperties: false,
} as const;
export type RoutingLookupQuery = FromSchema<typeof routingLookupQuery>;

/** `data` of GET /routing-number-bank-lookup: data.response.name. */
export const routingLookupData = {
  type: 'object',
  required: ['response'],
  properties: {
    response: { type: 'object', required: ['name', 'routing_number'], properties: { name: str, routing_number: str } },
  },
} as const;
export type RoutingLookupData = FromSchema<typeof routingLookupData>;

/** `data` of GET /get-billing-text: the merchant billing text and the EFT authorization. */
export const billingTextData = {
  type: 'object',
  required: ['text', 'eft_authorization', 'card_text'],
  // card_text is beyond the contract: the merchant text for a card, which has no EFT draft.
  properties: { text: str, eft_authorization: str, card_text: str, merchant: nullableStr },
} as const;
export type BillingTextData = FromSchema<typeof billingTextData>;
