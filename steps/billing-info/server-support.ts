import type { FastifyInstance } from 'fastify';
import type { NormalizedDescriptor } from '../../schemas/descriptors';
import type { FieldError } from '../../schemas/envelope';
import { isPlainObject } from '../../schemas/field-values';
import { INPUT_MESSAGES, MESSAGES } from '../../schemas/messages';
import {
  ADDRESS_FIELDS,
  billDateOf,
  billingDescriptors,
  billingErrors,
  billingFieldErrors,
  billingStepOn,
  carrierBillingDescriptors,
  isPaymentType,
  maskWithPrefix,
  paymentTypeChoices,
  sectionOf,
  type PaymentType,
} from './module';
import { withReadOnlyValues } from '../../schemas/steps/read-only';
import { toSavePayload } from '../../schemas/to-save-payload';
import { ApiError, fieldError } from '../../server/plugins/envelope';
import { groupPaymentMethod } from '../../server/repositories/billing';
import { writeStep, type EnrollmentRow } from '../../server/repositories/enrollments';
import { cardVaultOf, type VaultRefusal } from '../../server/services/card-vault';
import type { SaveEnrollmentContext } from '../../server/routes/save-enrollment';
import { sealFields } from '../../server/services/step-crypto';
import {
  assertNoFieldErrors,
  carrierSensitiveNames,
  resolveStepDescriptors,
  savedStepData,
  withStoredSensitive,
} from '../../server/routes/wizard/step-support';

/**
 * Saving Billing Information (002 sections 4, 5 and 7, security.md): the same step module as the
 * browser judges the fields, then the vault takes the card or account number and only its token,
 * brand and masked last four are stored under payment_info. The security code is checked by the
 * vault and dropped.
 */

export const PAYMENT_TAB = 'payment_info';

/** The enrollment's payment method: its group's, else 'cc' (the applicant picks a card or EFT). */
export async function paymentMethodOf(app: FastifyInstance, enrollment: EnrollmentRow): Promise<PaymentType> {
  const method = await groupPaymentMethod(app.db, enrollment.groupId);
  return isPaymentType(method) ? method : 'cc';
}

/** The saved contact address ('Choose physical address'), or null when the contact step holds none. */
export async function contactAddress(
  app: FastifyInstance,
  enrollmentId: string,
): Promise<Record<string, unknown> | null> {
  const contact = await savedStepData(app, enrollmentId, 'contact_info');
  if (!contact || !contact.address1) return null;
  return Object.fromEntries(ADDRESS_FIELDS.filter((f) => contact[f] !== undefined).map((f) => [f, contact[f]]));
}

const VAULT_MESSAGES: Record<Exclude<VaultRefusal['field'], 'expiration_month'>, string> = {
  card_number: MESSAGES.cardNotAccepted,
  security_code: MESSAGES.securityCodeDigits,
  account_number: MESSAGES.accountNumberDigits,
};

/** The vault's refusal under its field; an expired card says when it expired, never that its number is wrong. */
const refusal = (r: VaultRefusal, record: Record<string, unknown> = {}) =>
  r.field === 'expiration_month'
    ? fieldError(
        400,
        r.field,
        INPUT_MESSAGES.cardExpired(String(record.expiration_month ?? ''), String(record.expiration_year ?? '')),
      )
    : fieldError(400, r.field, VAULT_MESSAGES[r.field]);

/** The section's fields as stored: the account number or card in the vault, their masks kept. */
async function vaultSecrets(
  app: FastifyInstance,
  type: PaymentType,
  record: Record<string, unknown>,
  today: Date,
): Promise<void> {
  const vault = cardVaultOf(app);
  if (sectionOf(type) === 'bank' && typeof record.account_number === 'string') {
    const result = await vault.tokenizeAccount(record.account_number);
    if (!result.ok) throw refusal(result);
    Object.assign(record, { account_number: maskWithPrefix(result.last4), account_token: result.token });
  }
  if (sectionOf(type) === 'card' && typeof record.card_number === 'string') {
    const card = {
      number: record.card_number,
      ...(record.security_code === undefined ? {} : { securityCode: String(record.security_code) }),
      expirationMonth: Number(record.expiration_month),
      expirationYear: Number(record.expiration_year),
    };
    const result = await vault.tokenizeCard(card, today);
    if (!result.ok) throw refusal(result, record);
    Object.assign(record, {
      card_number: maskWithPrefix(result.last4),
      card_token: result.token,
      card_brand: result.brand,
    });
  }
  delete record.security_code;
}

/** The record a complete save stores: the shown fields of the chosen type plus type and bill date. */
function recordOf(
  shown: readonly NormalizedDescriptor[],
  data: Readonly<Record<string, unknown>>,
  type: PaymentType,
  today: Date,
): Record<string, unknown> {
  const payload = toSavePayload(billingStepOn(today), withReadOnlyValues(shown, data));
  const record: Record<string, unknown> = { payment_method: type };
  const billDate = billDateOf(data.bill_date);
  if (billDate !== undefined) record.bill_date = billDate;
  for (const d of shown)
    if (d.visible && payload[d.field_name] !== undefined) record[d.field_name] = payload[d.field_name];
  return record;
}

/**
 * The carrier's billing fields of `data` (names the step module does not know), judged and as
 * stored: asked beside any payment type, an existing bank or card included.
 */
export async function carrierBillingValues(
  app: FastifyInstance,
  enrollment: EnrollmentRow,
  data: Readonly<Record<string, unknown>>,
  today: Date,
): Promise<Record<string, unknown>> {
  const extras = carrierBillingDescriptors(await resolveStepDescriptors(app, enrollment, 'billing_info'));
  const fields = await withStoredSensitive(app, enrollment.id, 'billing_info', extras, data);
  assertNoFieldErrors(billingFieldErrors(extras, fields, today));
  const payload = toSavePayload(billingStepOn(today), fields);
  const values = Object.fromEntries(
    extras
      .filter((d) => d.visible && payload[d.field_name] !== undefined)
      .map((d) => [d.field_name, payload[d.field_name]]),
  );
  return sealCarrierSensitive(app, extras, values);
}

/** POST /save-billing-info: validated with the step module, secrets to the vault, durable once it resolves. */
export async function saveBilling(
  app: FastifyInstance,
  enrollment: EnrollmentRow,
  data: Readonly<Record<string, unknown>>,
): Promise<void> {
  const today = new Date();
  const [method, descriptors] = await Promise.all([
    paymentMethodOf(app, enrollment),
    resolveStepDescriptors(app, enrollment, 'billing_info'),
  ]);
  const physical =
    data.is_physical_address === 'yes' && data.payment_method === 'cc'
      ? await contactAddress(app, enrollment.id)
      : null;
  if (data.is_physical_address === 'yes' && data.payment_method === 'cc' && !physical)
    throw fieldError(400, 'is_physical_address', MESSAGES.fieldRequired);
  // A carrier's sensitive field sent back as its mask stands for the stored value, as on every step.
  const fields = await withStoredSensitive(app, enrollment.id, 'billing_info', descriptors, data);
  assertNoFieldErrors(billingErrors(descriptors, fields, { method, today, physicalAddress: physical }));
  const type = fields.payment_method as PaymentType;
  const record = recordOf(billingDescriptors(descriptors, { type, physicalAddress: physical }), fields, type, today);
  if (type === 'cc') record.is_physical_address = physical ? 'yes' : 'no';
  await vaultSecrets(app, type, record, today);
  // One statement: the step and the enrollment's saved tab.
  await writeStep(app.db, enrollment.id, PAYMENT_TAB, sealCarrierSensitive(app, descriptors, record), {
    savedTab: PAYMENT_TAB,
  });
}

/** Save for later: present values must be valid, nothing is required; a card waits for the complete save. */
export async function saveBillingLater({ app, enrollment, data }: SaveEnrollmentContext): Promise<void> {
  if (data !== undefined && data !== null && !isPlainObject(data))
    throw fieldError(400, 'data', MESSAGES.fieldRequired);
  const today = new Date();
  const resolved = await resolveStepDescriptors(app, enrollment, 'billing_info');
  const fields = await withStoredSensitive(app, enrollment.id, 'billing_info', resolved, data ?? {});
  const type = isPaymentType(fields.payment_method) ? fields.payment_method : null;
  if (fields.payment_method !== undefined && (!type || !(await allowedType(app, enrollment, type))))
    throw fieldError(400, 'payment_method', MESSAGES.fieldRequired);
  // The card number and security code are never kept in a draft; they are typed again on resume.
  delete fields.card_number;
  delete fields.security_code;
  const descriptors = resolved.map((d) => ({ ...d, required: false }));
  const shown = type ? billingDescriptors(descriptors, { type }) : carrierBillingDescriptors(descriptors);
  const errors: FieldError[] = billingFieldErrors(shown, fields, today);
  if (
    fields.bill_date !== undefined &&
    fields.bill_date !== null &&
    fields.bill_date !== '' &&
    billDateOf(fields.bill_date) === undefined
  ) {
    errors.push({ target_element: 'bill_date', error_message: MESSAGES.fieldRequired });
  }
  assertNoFieldErrors(errors);
  const record = type ? recordOf(shown, fields, type, today) : carrierOnly(shown, fields, today);
  if (type) await vaultSecrets(app, type, record, today);
  await writeStep(app.db, enrollment.id, PAYMENT_TAB, sealCarrierSensitive(app, descriptors, record), { draft: true });
}

/** The record with the carrier's sensitive fields sealed (the step module's secrets go to the vault). */
function sealCarrierSensitive(
  app: FastifyInstance,
  descriptors: readonly NormalizedDescriptor[],
  record: Record<string, unknown>,
): Record<string, unknown> {
  return sealFields(record, carrierSensitiveNames(descriptors), app.config.encryptionKey);
}

function carrierOnly(
  shown: readonly NormalizedDescriptor[],
  data: Readonly<Record<string, unknown>>,
  today: Date,
): Record<string, unknown> {
  const payload = toSavePayload(billingStepOn(today), data);
  return Object.fromEntries(
    shown
      .filter((d) => d.visible && payload[d.field_name] !== undefined)
      .map((d) => [d.field_name, payload[d.field_name]]),
  );
}

async function allowedType(app: FastifyInstance, enrollment: EnrollmentRow, type: PaymentType): Promise<boolean> {
  return paymentTypeChoices(await paymentMethodOf(app, enrollment)).includes(type);
}

/** Throws the 400 envelope when nothing was found (an existing bank or card that is not the member's). */
export function assertFound<T>(found: T | undefined, field: string): asserts found is T {
  if (found === undefined) throw new ApiError(400, [{ target_element: field, error_message: MESSAGES.fieldRequired }]);
}
