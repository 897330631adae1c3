import type { NormalizedDescriptor } from '../../schemas/descriptors';
import type { FieldError } from '../../schemas/envelope';
import { isEmptyValue } from '../../schemas/field-values';
import { cardExpired } from '../../schemas/card-check';
import { billDateLabel, INPUT_MESSAGES, MESSAGES } from '../../schemas/messages';
import { defineStep, type StepDefinition, type StepRule } from '../../schemas/step-definition';
import { validateStepData } from '../../schemas/validate-step-data';
import { withReadOnlyValues } from '../../schemas/steps/read-only';
import type { StepModule } from '../../schemas/steps/step-module';
import {
  ADDRESS_FIELDS,
  billDateOf,
  DEFAULT_BILL_DATE,
  isPaymentType,
  PAYMENT_TYPE_OPTIONS,
  paymentTypeChoices,
  sectionFields,
  type PaymentType,
} from './module-options';

/**
 * Billing Information (002 sections 2-5 and 9): tab billing_info, route billing-information, saved
 * as payment_info. The descriptors name every billing field; which of them apply depends on the
 * payment type (bank fields for EFT, card fields for a card, none for list or statement billing)
 * and on whether an existing bank or card was picked, so the browser and the server both narrow
 * the descriptors with billingDescriptors before the one validateStepData runs. The kind's folder
 * holds the rest: its options (module-options.ts), calls' schemas (module-api.ts) and texts
 * (module-text.ts), its routes (server.ts), its page (page.tsx), docs/decisions/0160-step-kind-folders.md.
 */

export * from './module-options';

const MONTHS = Array.from({ length: 12 }, (_, i) => String(i + 1).padStart(2, '0'));
const NAME_MAX = 50;

/**
 * A card whose expiration month and year are before today's month is refused under Expiration
 * Month with when it expired (issue 26: it read 'Card number is not valid' under Card Number).
 */
const cardExpiryRule: StepRule = (payload, { descriptors, today }) => {
  if (!descriptors.some((d) => d.field_name === 'expiration_month')) return [];
  const month = payload.expiration_month;
  const year = payload.expiration_year;
  if (typeof month !== 'string' || typeof year !== 'string' || !/^\d{1,2}$/.test(month) || !/^\d{4}$/.test(year))
    return [];
  return cardExpired(Number(month), Number(year), today)
    ? [{ target_element: 'expiration_month', error_message: INPUT_MESSAGES.cardExpired(month, year) }]
    : [];
};

export const billingInfoStep = defineStep({
  id: 'billing_info',
  fields: {
    payment_method: { label: 'Payment Type', schema: { type: 'string', oneOf: PAYMENT_TYPE_OPTIONS }, widget: 'radio' },
    bill_date: {
      label: 'Billing Date',
      schema: { type: 'integer', minimum: 1, maximum: DEFAULT_BILL_DATE },
      widget: 'radio',
    },
    account_name: {
      label: 'Account Holder Name',
      schema: { type: 'string', format: 'oe-account-name', maxLength: 100 },
      messages: { invalid: MESSAGES.invalidAccountHolderName },
    },
    routing_number: {
      label: 'Routing Number',
      schema: { type: 'string', format: 'oe-routing', maxLength: 9 },
      widget: 'routing',
    },
    bank_name: { label: 'Bank Name', schema: { type: 'string', maxLength: 100 } },
    account_number: {
      label: 'Account Number',
      schema: { type: 'string', format: 'oe-account', maxLength: 17 },
      widget: 'accountNumber',
    },
    account_type: {
      label: 'Account Type',
      schema: {
        type: 'string',
        oneOf: [
          { const: 'checking', title: 'Checking' },
          { const: 'savings', title: 'Savings' },
        ],
      },
      widget: 'radio',
    },
    account_holder_type: {
      label: 'Account Holder Type',
      schema: {
        type: 'string',
        oneOf: [
          { const: 'individual', title: 'Individual' },
          { const: 'company', title: 'Company' },
        ],
      },
      widget: 'radio',
    },
    first_name_on_cc: {
      label: 'First Name on Card',
      schema: { type: 'string', format: 'oe-card-name', maxLength: NAME_MAX },
      messages: { invalid: MESSAGES.validFirstName },
    },
    last_name_on_cc: {
      label: 'Last Name on Card',
      schema: { type: 'string', format: 'oe-card-name', maxLength: NAME_MAX },
      messages: { invalid: MESSAGES.validLastName },
    },
    card_number: {
      label: 'Card Number',
      schema: { type: 'string', format: 'oe-card', maxLength: 25 },
      widget: 'cardNumber',
    },
    expiration_month: {
      label: 'Expiration Month',
      schema: { type: 'string', oneOf: MONTHS.map((m) => ({ const: m, title: m })) },
      widget: 'select',
    },
    // Years are 'this year to 20 years ahead': billingStepOn(today) narrows them to options.
    expiration_year: { label: 'Expiration Year', schema: { type: 'string', pattern: '^\\d{4}$' }, widget: 'select' },
    security_code: {
      label: 'Security Code',
      schema: { type: 'string', format: 'oe-cvv', maxLength: 4 },
      widget: 'securityCode',
    },
    address1: { label: 'Address 1', schema: { type: 'string', maxLength: 100 } },
    address2: { label: 'Address 2', schema: { type: 'string', maxLength: 100 } },
    city: { label: 'City', schema: { type: 'string', maxLength: 50 } },
    state: { label: 'State', schema: { type: 'string', format: 'oe-state', maxLength: 2 }, widget: 'state' },
    zip: {
      label: 'Zip',
      schema: { type: 'string', format: 'oe-zip', maxLength: 5 },
      widget: 'zip',
      messages: { invalid: MESSAGES.zipInvalid },
    },
    is_physical_address: {
      label: MESSAGES.choosePhysicalAddress,
      schema: {
        type: 'string',
        oneOf: [
          { const: 'yes', title: 'Yes' },
          { const: 'no', title: 'No' },
        ],
      },
    },
  },
  order: [
    'payment_method',
    'bill_date',
    'account_name',
    'routing_number',
    'bank_name',
    'account_number',
    'account_type',
    'account_holder_type',
    'first_name_on_cc',
    'last_name_on_cc',
    'card_number',
    'expiration_month',
    'expiration_year',
    'security_code',
    'is_physical_address',
    'address1',
    'address2',
    'city',
    'state',
    'zip',
  ],
  rules: [cardExpiryRule],
});

/** 'Expiration years: current year through 20 years ahead' (002 section 9). */
export function expirationYears(today: Date): string[] {
  const first = today.getFullYear();
  return Array.from({ length: 21 }, (_, i) => String(first + i));
}

/** The billing step with the expiration years of `today` as options (the static module only checks four digits). */
export function billingStepOn(today: Date): StepDefinition {
  const years = expirationYears(today).map((y) => ({ const: y, title: y }));
  return {
    ...billingInfoStep,
    fields: {
      ...billingInfoStep.fields,
      expiration_year: { ...billingInfoStep.fields.expiration_year, schema: { type: 'string', oneOf: years } },
    },
  };
}

/** True for a billing field the step module does not know: a carrier's, asked beside any payment type. */
export function isCarrierBillingField(name: string): boolean {
  return !Object.hasOwn(billingInfoStep.fields, name);
}

/** The carrier's fields of a descriptor list (shown and saved whatever the payment type, an existing bank or card included). */
export function carrierBillingDescriptors(list: readonly NormalizedDescriptor[]): NormalizedDescriptor[] {
  return list.filter((d) => isCarrierBillingField(d.field_name));
}

export interface BillingChoice {
  type: PaymentType;
  /** An existing bank or card was picked: the new-entry fields are disabled and not asked. */
  existing?: boolean;
  /** 'Choose physical address': the contact address, read-only, replaces the billing address. */
  physicalAddress?: Readonly<Record<string, unknown>> | null;
}

/**
 * The descriptors the form shows for a choice: the section's fields only (others hidden), none when
 * an existing bank or card is used, and the address read-only with the contact values when the
 * physical address is chosen.
 */
export function billingDescriptors(
  list: readonly NormalizedDescriptor[],
  choice: BillingChoice,
): NormalizedDescriptor[] {
  const asked = new Set(choice.existing ? [] : sectionFields(choice.type));
  const physical = choice.physicalAddress ?? null;
  return list.map((d) => {
    // A carrier's field (one this module does not know) is asked whatever the payment type.
    if (isCarrierBillingField(d.field_name)) return { ...d };
    if (!asked.has(d.field_name)) return { ...d, visible: false };
    if (physical && (ADDRESS_FIELDS as readonly string[]).includes(d.field_name)) {
      return { ...d, read_only: true, value: physical[d.field_name] ?? null };
    }
    return d;
  });
}

/**
 * The page-level checks (payment type offered to this enrollment, bill date) plus the section's
 * field errors with the same step module: what Next and save-billing-info both refuse.
 */
export function billingErrors(
  descriptors: readonly NormalizedDescriptor[],
  data: Readonly<Record<string, unknown>>,
  ctx: {
    method: PaymentType;
    today: Date;
    existing?: boolean;
    physicalAddress?: Readonly<Record<string, unknown>> | null;
  },
): FieldError[] {
  const errors: FieldError[] = [];
  const type = data.payment_method;
  if (!isPaymentType(type) || !paymentTypeChoices(ctx.method).includes(type)) {
    return [{ target_element: 'payment_method', error_message: MESSAGES.fieldRequired }];
  }
  const billDate = descriptors.find((d) => d.field_name === 'bill_date');
  if (isEmptyValue(data.bill_date) ? billDate?.required === true : billDateOf(data.bill_date) === undefined) {
    errors.push({ target_element: 'bill_date', error_message: MESSAGES.fieldRequired });
  }
  const shown = billingDescriptors(descriptors, {
    type,
    existing: ctx.existing === true,
    physicalAddress: ctx.physicalAddress ?? null,
  });
  errors.push(...billingFieldErrors(shown, withReadOnlyValues(shown, data), ctx.today));
  return errors;
}

/** The shown fields' errors with the step module (expiration years of `today`). */
export function billingFieldErrors(
  shown: readonly NormalizedDescriptor[],
  data: Readonly<Record<string, unknown>>,
  today: Date,
): FieldError[] {
  return validateStepData(
    billingStepOn(today),
    shown.map((d) => ({ ...d })),
    data,
    { today },
  );
}

// The account and card mask lives with the other masks the browser gets back (one source).
export { maskWithPrefix } from '../../schemas/masked-values';

/**
 * The kind as the registry (schemas/steps/index.ts) lists it: its own page (page.tsx), the carrier's
 * required fields checked by the review (its own depend on the payment type), and what the review card
 * shows of the saved payment_info: no vault reference or record id, the bill date as 'Nth of month'.
 */
export const billingInfoKind: StepModule = {
  step: billingInfoStep,
  page: { layout: 'own' },
  review: { check: 'carrier' },
  reviewDisplay: {
    hidden: ['card_id', 'bank_id', 'bank_routing_id', 'card_token', 'account_token'],
    values: {
      bill_date: (value) => {
        const day = billDateOf(value);
        return day === undefined ? undefined : billDateLabel(day);
      },
    },
  },
};
