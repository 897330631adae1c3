import { billDateLabel } from '../../schemas/messages';

/** Billing Information's options (002 sections 2, 4 and 9): payment types, bill dates, the fields of each section. */

/** Payment types with their radio labels (002 section 2), in the order the page shows them. */
export const PAYMENT_TYPE_OPTIONS = [
  { const: 'cc', title: 'Credit Card' },
  { const: 'eft', title: 'EFT' },
  { const: 'list', title: 'LIST' },
  { const: 'elist', title: 'EFT LIST' },
  { const: 'stmt', title: 'STMT' },
] as const;

export type PaymentType = (typeof PAYMENT_TYPE_OPTIONS)[number]['const'];

export const PAYMENT_TYPES: readonly PaymentType[] = PAYMENT_TYPE_OPTIONS.map((o) => o.const);

/** True for a payment type of the contract. */
export function isPaymentType(value: unknown): value is PaymentType {
  return typeof value === 'string' && (PAYMENT_TYPES as readonly string[]).includes(value);
}

/** 'Default bill date 28' (002 section 9); the dates offered are the 1st to the 28th. */
export const DEFAULT_BILL_DATE = 28;
export const BILL_DATES: readonly number[] = Array.from({ length: DEFAULT_BILL_DATE }, (_, i) => i + 1);

/** The bill date radios: value and 'Nth of month' label. */
export const BILL_DATE_OPTIONS = BILL_DATES.map((day) => ({ value: day, label: billDateLabel(day) }));

/**
 * The payment types an enrollment may pick from the server's payment method (002 section 4):
 * elist, list and stmt fix the type; cc offers the card and, beside it, EFT; eft offers EFT only.
 */
export function paymentTypeChoices(method: PaymentType): PaymentType[] {
  if (method === 'cc') return ['cc', 'eft'];
  return [method];
}

/** The type selected first: EFT when it is offered, else the fixed type. */
export function defaultPaymentType(method: PaymentType): PaymentType {
  const choices = paymentTypeChoices(method);
  return choices.includes('eft') ? 'eft' : method;
}

export const BANK_FIELDS = [
  'routing_number',
  'account_name',
  'bank_name',
  'account_number',
  'account_type',
  'account_holder_type',
] as const;
export const CARD_FIELDS = [
  'first_name_on_cc',
  'last_name_on_cc',
  'card_number',
  'expiration_month',
  'expiration_year',
  'security_code',
] as const;
export const ADDRESS_FIELDS = ['address1', 'address2', 'city', 'state', 'zip'] as const;

/** Bank details are asked for EFT and EFT LIST; a card's for a card; list and statement billing ask neither. */
export function sectionOf(type: PaymentType): 'bank' | 'card' | null {
  if (type === 'eft' || type === 'elist') return 'bank';
  return type === 'cc' ? 'card' : null;
}

/** The fields a payment type fills in the form (bill date and type are the page's own radios). */
export function sectionFields(type: PaymentType): readonly string[] {
  const section = sectionOf(type);
  if (section === 'bank') return BANK_FIELDS;
  return section === 'card' ? [...CARD_FIELDS, ...ADDRESS_FIELDS] : [];
}

/** The bill date a payload carries, or undefined: a whole number 1 to 28, as a number or digit string. */
export function billDateOf(value: unknown): number | undefined {
  const n = typeof value === 'string' && /^\d{1,2}$/.test(value.trim()) ? Number(value) : value;
  return typeof n === 'number' && BILL_DATES.includes(n) ? n : undefined;
}
