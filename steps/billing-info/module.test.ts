import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeDescriptors, type FieldDescriptor, type NormalizedDescriptor } from '../../schemas/descriptors';
import { abaChecksumValid } from '../../schemas/formats';
import { INPUT_MESSAGES, MESSAGES } from '../../schemas/messages';
import {
  BILL_DATE_OPTIONS,
  billDateOf,
  billingDescriptors,
  billingErrors,
  CARD_FIELDS,
  defaultPaymentType,
  expirationYears,
  maskWithPrefix,
  paymentTypeChoices,
  sectionFields,
} from './module';

const TODAY = new Date(2026, 10, 23);
const NAMES = [
  'payment_method',
  'bill_date',
  'routing_number',
  'account_name',
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
  'address1',
  'address2',
  'city',
  'state',
  'zip',
  'is_physical_address',
];
const OPTIONAL = new Set(['address2', 'is_physical_address']);
const DESCRIPTORS: NormalizedDescriptor[] = NAMES.map((field_name) => ({
  field_name,
  value: null,
  required: !OPTIONAL.has(field_name),
  read_only: false,
  visible: true,
}));

const EFT = {
  payment_method: 'eft',
  bill_date: 28,
  routing_number: '021000021',
  account_name: 'Pat Morgan 2',
  bank_name: 'JPMORGAN CHASE BANK, NA',
  account_number: '12345678',
  account_type: 'checking',
  account_holder_type: 'individual',
};
const CARD = {
  payment_method: 'cc',
  bill_date: 1,
  first_name_on_cc: 'Pat',
  last_name_on_cc: 'Morgan',
  card_number: '4111111111111111',
  expiration_month: '12',
  expiration_year: '2030',
  security_code: '123',
  address1: '1 Peachtree St',
  city: 'Atlanta',
  state: 'GA',
  zip: '30301',
};

const errorsOf = (data: Record<string, unknown>, method: 'cc' | 'eft' | 'list' = 'cc', extra = {}) =>
  billingErrors(DESCRIPTORS, data, { method, today: TODAY, ...extra });
const messageOf = (data: Record<string, unknown>, field: string) =>
  errorsOf(data).find((e) => e.target_element === field)?.error_message;

describe('payment types (002 section 4)', () => {
  it('offers card and EFT for cc, defaulting to EFT; fixes elist, list and stmt', () => {
    expect(paymentTypeChoices('cc')).toEqual(['cc', 'eft']);
    expect(defaultPaymentType('cc')).toBe('eft');
    expect(paymentTypeChoices('eft')).toEqual(['eft']);
    for (const fixed of ['elist', 'list', 'stmt'] as const) {
      expect(paymentTypeChoices(fixed)).toEqual([fixed]);
      expect(defaultPaymentType(fixed)).toBe(fixed);
    }
  });

  it('asks bank fields for EFT and EFT LIST, card and address for a card, nothing for LIST and STMT', () => {
    expect(sectionFields('eft')).toContain('routing_number');
    expect(sectionFields('elist')).toEqual(sectionFields('eft'));
    expect(sectionFields('cc')).toEqual(expect.arrayContaining(['card_number', 'security_code', 'zip']));
    expect(sectionFields('list')).toEqual([]);
    expect(sectionFields('stmt')).toEqual([]);
  });

  it('refuses a type the enrollment is not offered', () => {
    expect(errorsOf(EFT, 'list')).toEqual([
      { target_element: 'payment_method', error_message: MESSAGES.fieldRequired },
    ]);
    expect(errorsOf({ ...EFT, payment_method: 'bitcoin' })[0]?.target_element).toBe('payment_method');
    expect(errorsOf({ payment_method: 'list', bill_date: 28 }, 'list')).toEqual([]);
  });
});

describe('bill dates', () => {
  it('labels 1st to 28th of month, 28 last', () => {
    expect(BILL_DATE_OPTIONS[0]).toEqual({ value: 1, label: '1st of month' });
    expect(BILL_DATE_OPTIONS[1]?.label).toBe('2nd of month');
    expect(BILL_DATE_OPTIONS.at(-1)).toEqual({ value: 28, label: '28th of month' });
  });

  it('accepts 1-28 as numbers or digit strings only', () => {
    fc.assert(
      fc.property(fc.integer({ min: -50, max: 80 }), (n) => (billDateOf(n) !== undefined) === (n >= 1 && n <= 28)),
    );
    expect(billDateOf('7')).toBe(7);
    expect(billDateOf('7a')).toBeUndefined();
    expect(messageOf({ ...EFT, bill_date: 29 }, 'bill_date')).toBe(MESSAGES.fieldRequired);
  });
});

describe('EFT fields (002 section 5)', () => {
  it('accepts a complete EFT payload', () => expect(errorsOf(EFT)).toEqual([]));

  it('gives each field its message', () => {
    expect(messageOf({ ...EFT, account_name: 'Pat-Morgan' }, 'account_name')).toBe(MESSAGES.invalidAccountHolderName);
    expect(messageOf({ ...EFT, routing_number: '12345678' }, 'routing_number')).toBe(MESSAGES.routingNineDigits);
    expect(messageOf({ ...EFT, routing_number: '123456789' }, 'routing_number')).toBe(MESSAGES.routingNineDigits);
    expect(messageOf({ ...EFT, account_number: '123' }, 'account_number')).toBe(MESSAGES.accountNumberDigits);
    expect(messageOf({ ...EFT, account_number: '1'.repeat(18) }, 'account_number')).toBe(MESSAGES.accountNumberDigits);
    expect(messageOf({ ...EFT, bank_name: '' }, 'bank_name')).toBe(MESSAGES.fieldRequired);
    expect(messageOf({ ...EFT, account_type: 'brokerage' }, 'account_type')).toBeDefined();
  });

  it('routing numbers pass exactly when the ABA checksum holds', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{9}$/), (routing) => {
        const failed = messageOf({ ...EFT, routing_number: routing }, 'routing_number');
        expect(failed === undefined).toBe(abaChecksumValid(routing));
      }),
    );
  });

  it('account numbers of 4 to 17 digits pass', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{1,20}$/),
        (n) =>
          (messageOf({ ...EFT, account_number: n }, 'account_number') === undefined) ===
          (n.length >= 4 && n.length <= 17),
      ),
    );
  });

  it('an existing bank asks no new-entry field', () => {
    expect(errorsOf({ payment_method: 'eft', bill_date: 28 }, 'cc', { existing: true })).toEqual([]);
  });
});

describe('card fields (002 sections 5 and 9)', () => {
  it('accepts a complete card payload', () => expect(errorsOf(CARD)).toEqual([]));

  it('gives each field its message', () => {
    expect(messageOf({ ...CARD, first_name_on_cc: 'Pat3' }, 'first_name_on_cc')).toBe(MESSAGES.validFirstName);
    expect(messageOf({ ...CARD, last_name_on_cc: "O'Neil" }, 'last_name_on_cc')).toBe(MESSAGES.validLastName);
    expect(messageOf({ ...CARD, card_number: '411111111111' }, 'card_number')).toBe(MESSAGES.cardNumberLength);
    expect(messageOf({ ...CARD, security_code: '12' }, 'security_code')).toBe(MESSAGES.securityCodeDigits);
    expect(messageOf({ ...CARD, zip: '3030' }, 'zip')).toBe(MESSAGES.zipInvalid);
    expect(messageOf({ ...CARD, expiration_month: '13' }, 'expiration_month')).toBeDefined();
    expect(messageOf({ ...CARD, city: undefined }, 'city')).toBe(MESSAGES.fieldRequired);
  });

  it('offers this year to 20 years ahead and refuses other years', () => {
    const years = expirationYears(TODAY);
    expect(years).toHaveLength(21);
    expect(years[0]).toBe('2026');
    expect(years.at(-1)).toBe('2046');
    expect(messageOf({ ...CARD, expiration_year: '2025' }, 'expiration_year')).toBeDefined();
    expect(messageOf({ ...CARD, expiration_year: '2047' }, 'expiration_year')).toBeDefined();
  });

  it('security codes of 3 or 4 digits pass', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,6}$/), (code) => {
        expect(messageOf({ ...CARD, security_code: code }, 'security_code') === undefined).toBe(
          code.length === 3 || code.length === 4,
        );
      }),
    );
  });

  it('the physical address replaces the typed one, read-only', () => {
    const contact = { address1: '9 Main St', city: 'Macon', state: 'GA', zip: '31201' };
    const shown = billingDescriptors(DESCRIPTORS, { type: 'cc', physicalAddress: contact });
    expect(shown.find((d) => d.field_name === 'city')).toMatchObject({ read_only: true, value: 'Macon' });
    expect(shown.find((d) => d.field_name === 'routing_number')?.visible).toBe(false);
    const typed = { ...CARD, address1: '', city: '', zip: 'bad' };
    expect(errorsOf(typed, 'cc', { physicalAddress: contact })).toEqual([]);
  });
});

describe('masking', () => {
  it('keeps only the last four behind a fixed prefix', () => {
    expect(maskWithPrefix('12345678')).toBe('XXXXXXXX5678');
    fc.assert(fc.property(fc.stringMatching(/^\d{4,25}$/), (n) => maskWithPrefix(n) === `XXXXXXXX${n.slice(-4)}`));
  });
});

// Issue 26, item 8 (impossible input is refused with a message that names what is wrong); its "today": 11/27/2026.
const ISSUE_26_TODAY = new Date(2026, 10, 27, 12);
const req = (field_name: string): FieldDescriptor => ({ field_name, value: null, required: 1, read_only: 0 });

describe('card expiry', () => {
  it('refuses an expired card under Expiration Month with when it expired, not under Card Number', () => {
    const descriptors = normalizeDescriptors(CARD_FIELDS.map(req));
    const card = {
      payment_method: 'cc',
      bill_date: 28,
      first_name_on_cc: 'Pat',
      last_name_on_cc: 'Morgan',
      card_number: '4111111111111111',
      expiration_month: '10',
      expiration_year: '2026',
      security_code: '123',
    };
    const errors = billingErrors(descriptors, card, { method: 'cc', today: ISSUE_26_TODAY });
    expect(errors).toEqual([
      { target_element: 'expiration_month', error_message: INPUT_MESSAGES.cardExpired('10', '2026') },
    ]);
    expect(
      billingErrors(descriptors, { ...card, expiration_month: '11' }, { method: 'cc', today: ISSUE_26_TODAY }),
    ).toEqual([]);
  });
});
