import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '../../schemas/messages';
import { findMemberByUserId } from '../../server/repositories/members';
import { savedStepData } from '../../server/routes/wizard/step-support';
import { buildTestApp } from '../helpers/build-app';
import { databaseText, holdsValue } from '../helpers/database-text';
import {
  enrollmentWithCart,
  errorMap,
  OPEN_SESSION,
  openWizardApp,
  UNKNOWN_ENROLLMENT,
  wizardClient,
  type WizardClient,
} from '../helpers/wizard';
import { CARD, EFT } from '../helpers/billing-bodies';

let app: FastifyInstance;
let api: WizardClient;
beforeAll(async () => ({ app, api } = await openWizardApp()));
afterAll(async () => app.close());

const PLAN = 101;
const RIVERSIDE = 2512;
const signedInRep = () => wizardClient(app, app.issueSession({ ...OPEN_SESSION, kind: 'rep', signed_in: true }));
const otherStorefront = () => enrollmentWithCart(app, [PLAN], { agentId: 1002, portalId: 504 });
const patEnrollment = async () => {
  const pat = await findMemberByUserId(app.db, 'U3001');
  return enrollmentWithCart(app, [PLAN], { memberId: pat!.id, type: 'existing-member', groupId: 2001 });
};

describe('reference calls', () => {
  it('GET /get-bill-date answers 1st to 28th of month, default 28', async () => {
    const data = (await api.get('/get-bill-date')).json().data;
    expect(data.default).toBe(28);
    expect(data.result).toHaveLength(28);
    expect(data.result[0]).toEqual({ bill_date: 1, name: '1st of month' });
    expect(data.result[27]).toEqual({ bill_date: 28, name: '28th of month' });
  });

  it('GET /get-payment-method: cc (card or EFT) by default, the group method when it has one', async () => {
    const own = await enrollmentWithCart(app, [PLAN]);
    expect((await api.get(`/get-payment-method?enrollment_id=${own}`)).json().data).toEqual({
      result: 'cc',
      payment_types: ['cc', 'eft'],
    });
    const listed = await enrollmentWithCart(app, [PLAN], { groupId: RIVERSIDE });
    expect((await api.get(`/get-payment-method?enrollment_id=${listed}`)).json().data).toEqual({
      result: 'list',
      payment_types: ['list'],
    });
  });

  it('GET /routing-number-bank-lookup: the bank name; 400 for a failed checksum, 404 for an unknown bank, 403 without a session', async () => {
    const ok = await api.get('/routing-number-bank-lookup?q=021000021');
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.response.name).toBe('JPMORGAN CHASE BANK, NA');
    const bad = await api.get('/routing-number-bank-lookup?q=123456789');
    expect(bad.statusCode).toBe(400);
    expect(errorMap(bad)).toEqual({ routing_number: MESSAGES.routingNineDigits });
    const unknown = await api.get('/routing-number-bank-lookup?q=111000025');
    expect(unknown.statusCode).toBe(404);
    expect(errorMap(unknown)).toEqual({ routing_number: MESSAGES.routingNumberUnknown });
    expect((await api.get('/routing-number-bank-lookup')).statusCode).toBe(400);
    expect((await wizardClient(app, null).get('/routing-number-bank-lookup?q=021000021')).statusCode).toBe(403);
  });

  it('GET /get-billing-text answers the merchant text with the constants of 002 section 9', async () => {
    const id = await enrollmentWithCart(app, [PLAN]);
    const { text, eft_authorization } = (await api.get(`/get-billing-text?enrollment_id=${id}`)).json().data;
    expect(text).toMatch(/within 5 days of enrollment/);
    expect(text).toMatch(/no monthly charge for EFT/);
    expect(text).toMatch(/\$30 fee/);
    expect(text).toMatch(/three business days before/);
    expect(eft_authorization).toMatch(/I authorize/);
  });

  it('GET /get-billing-text answers a card text without the EFT draft, its charge or fee', async () => {
    const id = await enrollmentWithCart(app, [PLAN]);
    const { card_text } = (await api.get(`/get-billing-text?enrollment_id=${id}`)).json().data;
    expect(card_text).toMatch(/^Charges appear on your statement as /);
    expect(card_text).toMatch(/three business days before/);
    expect(card_text).not.toMatch(/EFT|draft|insufficient funds/i);
  });

  it('GET /get-form-fields-billing-info: descriptors with the default type and bill date', async () => {
    const id = await enrollmentWithCart(app, [PLAN]);
    const result = (await api.get(`/get-form-fields-billing-info?enrollment_id=${id}`)).json().data.result as Array<{
      field_name: string;
      value: unknown;
      required: boolean;
    }>;
    const byName = Object.fromEntries(result.map((d) => [d.field_name, d]));
    expect(byName.payment_method?.value).toBe('eft');
    expect(byName.bill_date?.value).toBe(28);
    expect(byName.routing_number?.required).toBe(true);
    expect(byName.address2?.required).toBe(false);
  });
});

describe('guards', () => {
  const paths = [
    '/get-payment-method',
    '/get-form-fields-billing-info',
    '/get-existing-bank-info',
    '/get-existing-card-info',
    '/get-billing-text',
  ];
  it('403 without a session, 404 unknown or another storefront, 400 malformed', async () => {
    const other = await otherStorefront();
    for (const path of paths) {
      expect((await wizardClient(app, null).get(`${path}?enrollment_id=${UNKNOWN_ENROLLMENT}`)).statusCode, path).toBe(
        403,
      );
      expect((await api.get(`${path}?enrollment_id=${UNKNOWN_ENROLLMENT}`)).statusCode, path).toBe(404);
      expect((await api.get(`${path}?enrollment_id=${other}`)).statusCode, path).toBe(404);
      expect((await api.get(`${path}?enrollment_id=1`)).statusCode, path).toBe(400);
    }
    for (const path of ['/save-billing-info', '/save-billing-info-existing']) {
      expect(
        (await wizardClient(app, null).post(path, { enrollment_id: UNKNOWN_ENROLLMENT, payment_method: 'eft' }))
          .statusCode,
        path,
      ).toBe(403);
      expect((await api.post(path, { enrollment_id: other, payment_method: 'eft' })).statusCode, path).toBe(404);
      const bad = await api.post(path, { enrollment_id: 'x', payment_method: 'eft' });
      expect(bad.statusCode, path).toBe(400);
      expect(bad.json().data[0].target_element).toBe('enrollment_id');
    }
  });
});

describe('POST /save-billing-info', () => {
  it('saves EFT with the account number in the vault, masked in temp info', async () => {
    const id = await enrollmentWithCart(app, [PLAN]);
    const res = await api.post('/save-billing-info', { enrollment_id: id, ...EFT });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.saved_tab).toBe('payment_info');
    const temp = (await api.get(`/get-enrollment-temp-info?enrollment_id=${id}&column=payment_info`)).json().data
      .result;
    expect(temp).toMatchObject({
      payment_method: 'eft',
      bill_date: 15,
      routing_number: '021000021',
      account_number: 'XXXXXXXX5678',
      account_type: 'checking',
    });
    expect(JSON.stringify(temp)).not.toContain('12345678');
    const fields = (await api.get(`/get-form-fields-billing-info?enrollment_id=${id}`)).json().data.result as Array<{
      field_name: string;
      value: unknown;
    }>;
    expect(fields.find((d) => d.field_name === 'account_number')?.value).toBeNull();
    expect(fields.find((d) => d.field_name === 'account_name')?.value).toBe('Pat Morgan');
  });

  it('saves a card as vault token, brand and last four; the security code is kept nowhere', async () => {
    const id = await enrollmentWithCart(app, [PLAN]);
    const res = await api.post('/save-billing-info', { enrollment_id: id, ...CARD });
    expect(res.statusCode).toBe(200);
    const temp = (await api.get(`/get-enrollment-temp-info?enrollment_id=${id}&column=payment_info`)).json().data
      .result;
    expect(temp).toMatchObject({
      payment_method: 'cc',
      card_number: 'XXXXXXXX1111',
      card_brand: 'visa',
      is_physical_address: 'no',
      zip: '30301',
    });
    // The vault token is the server's: kept with the step, never answered to the browser.
    expect(temp.card_token).toBeUndefined();
    expect((await savedStepData(app, id, 'billing_info'))?.card_token).toMatch(/^tok_/);
    expect(temp.security_code).toBeUndefined();
  });

  it("a deployment's vault (a live provider's client) replaces the embedded one", async () => {
    const seen: string[] = [];
    const other = await buildTestApp({
      cardVault: {
        tokenizeCard: async (card) => {
          seen.push(card.number);
          return { ok: true, token: 'live_tok_1', brand: 'visa', last4: '1111' };
        },
        tokenizeAccount: async () => ({ ok: true, token: 'live_acct_1', last4: '5678' }),
      },
    });
    try {
      const client = wizardClient(other, other.issueSession(OPEN_SESSION));
      const id = await enrollmentWithCart(other, [PLAN]);
      expect((await client.post('/save-billing-info', { enrollment_id: id, ...CARD })).statusCode).toBe(200);
      expect(seen).toEqual(['4111111111111111']);
      const temp = (await client.get(`/get-enrollment-temp-info?enrollment_id=${id}&column=payment_info`)).json().data
        .result;
      expect(temp).toMatchObject({ card_number: 'XXXXXXXX1111' });
      expect((await savedStepData(other, id, 'billing_info'))?.card_token).toBe('live_tok_1');
      const rows = (await other.db.execute(sql`select count(*)::int as n from payment_vault`)) as unknown as {
        rows: Array<{ n: number }>;
      };
      expect(rows.rows[0]?.n).toBe(0);
    } finally {
      await other.close();
    }
  });

  it('leaves no plaintext card number, security code or account number anywhere in the database', async () => {
    const eft = await enrollmentWithCart(app, [PLAN]);
    const card = await enrollmentWithCart(app, [PLAN]);
    expect((await api.post('/save-billing-info', { enrollment_id: eft, ...EFT })).statusCode).toBe(200);
    expect(
      (await api.post('/save-billing-info', { enrollment_id: card, ...CARD, security_code: '987' })).statusCode,
    ).toBe(200);
    const dump = await databaseText(app);
    expect(dump).toContain('XXXXXXXX1111');
    expect(dump).not.toContain('4111111111111111');
    expect(dump).not.toContain('12345678');
    // No stored document has a security_code key (the rule versions name the field, which is fine).
    expect(dump).not.toMatch(/"security_code"+\s*:/);
    expect(holdsValue(dump, '987')).toBe(false);
  });

  it('answers every field error of the step module, naming the field', async () => {
    const id = await enrollmentWithCart(app, [PLAN]);
    const res = await api.post('/save-billing-info', {
      enrollment_id: id,
      ...EFT,
      routing_number: '123456789',
      account_number: '12',
      account_name: 'Pat_M',
      bank_name: '',
    });
    expect(res.statusCode).toBe(400);
    expect(errorMap(res)).toEqual({
      routing_number: MESSAGES.routingNineDigits,
      account_number: MESSAGES.accountNumberDigits,
      account_name: MESSAGES.invalidAccountHolderName,
      bank_name: MESSAGES.fieldRequired,
    });
    const card = await api.post('/save-billing-info', {
      enrollment_id: id,
      ...CARD,
      card_number: '4111',
      security_code: '1',
      zip: '303',
      first_name_on_cc: 'P4t',
      expiration_year: '1999',
    });
    expect(errorMap(card)).toMatchObject({
      card_number: MESSAGES.cardNumberLength,
      security_code: MESSAGES.securityCodeDigits,
      zip: MESSAGES.zipInvalid,
      first_name_on_cc: MESSAGES.validFirstName,
    });
    expect(errorMap(card).expiration_year).toBeDefined();
  });

  it('refuses a well-formed number the card check rejects, and a type the enrollment is not offered', async () => {
    const id = await enrollmentWithCart(app, [PLAN]);
    const luhn = await api.post('/save-billing-info', { enrollment_id: id, ...CARD, card_number: '4111111111111112' });
    expect(luhn.statusCode).toBe(400);
    expect(errorMap(luhn)).toEqual({ card_number: MESSAGES.cardNotAccepted });
    const listed = await enrollmentWithCart(app, [PLAN], { groupId: RIVERSIDE });
    expect(errorMap(await api.post('/save-billing-info', { enrollment_id: listed, ...EFT }))).toEqual({
      payment_method: MESSAGES.fieldRequired,
    });
    expect(
      (await api.post('/save-billing-info', { enrollment_id: listed, payment_method: 'list', bill_date: 5 }))
        .statusCode,
    ).toBe(200);
    expect((await api.post('/save-billing-info', { enrollment_id: id, ...EFT, bill_date: 31 })).statusCode).toBe(400);
    expect(
      (await api.post('/save-billing-info', { enrollment_id: id, ...EFT, routing_number: { $gt: '' } })).statusCode,
    ).toBe(400);
  });

  it("'Choose physical address' takes the saved contact address, whatever the body says", async () => {
    const id = await enrollmentWithCart(app, [PLAN]);
    const none = await api.post('/save-billing-info', { enrollment_id: id, ...CARD, is_physical_address: 'yes' });
    expect(errorMap(none)).toEqual({ is_physical_address: MESSAGES.fieldRequired });
    const contact = {
      address1: '77 Peach St',
      city: 'Macon',
      state: 'GA',
      zip: '31201',
      phone_number: '4045550101',
      email_address: 'pat@example.com',
    };
    expect((await api.post('/save-contact-info', { enrollment_id: id, ...contact })).statusCode).toBe(200);
    const res = await api.post('/save-billing-info', {
      enrollment_id: id,
      ...CARD,
      address1: '',
      city: 'Elsewhere',
      zip: '',
      is_physical_address: 'yes',
    });
    expect(res.statusCode).toBe(200);
    const temp = (await api.get(`/get-enrollment-temp-info?enrollment_id=${id}&column=payment_info`)).json().data
      .result;
    expect(temp).toMatchObject({ address1: '77 Peach St', city: 'Macon', zip: '31201', is_physical_address: 'yes' });
  });
});

describe('existing banks and cards', () => {
  it("answers a signed-in rep their member's banks and cards, masked with the fixed prefix", async () => {
    const id = await patEnrollment();
    const banks = (await signedInRep().get(`/get-existing-bank-info?enrollment_id=${id}`)).json().data.result;
    expect(banks).toEqual([
      expect.objectContaining({
        bank_name: 'JPMORGAN CHASE BANK, NA',
        account_number: 'XXXXXXXX6789',
        bank_routing: '021000021',
      }),
    ]);
    const cards = (await signedInRep().get(`/get-existing-card-info?enrollment_id=${id}`)).json().data.result;
    expect(cards).toEqual([
      expect.objectContaining({
        name_on_cc: 'Pat Morgan',
        card_number: 'XXXXXXXX1111',
        expiration_month: '12',
        expiration_year: '2030',
      }),
    ]);
    expect(JSON.stringify(cards)).not.toMatch(/security_code|vault/);
  });

  it('refuses member data to a session that is not signed in; a new member has none', async () => {
    const id = await patEnrollment();
    expect((await api.get(`/get-existing-bank-info?enrollment_id=${id}`)).statusCode).toBe(403);
    expect((await api.get(`/get-existing-card-info?enrollment_id=${id}`)).statusCode).toBe(403);
    const fresh = await enrollmentWithCart(app, [PLAN]);
    expect((await api.get(`/get-existing-bank-info?enrollment_id=${fresh}`)).json().data.result).toEqual([]);
  });

  it('POST /save-billing-info-existing stores the bank or card on file, refusing ids that are not the member’s', async () => {
    const id = await patEnrollment();
    const rep = signedInRep();
    const [bank] = (await rep.get(`/get-existing-bank-info?enrollment_id=${id}`)).json().data.result;
    const saved = await rep.post('/save-billing-info-existing', {
      enrollment_id: id,
      payment_method: 'eft',
      bank_id: bank.bank_id,
      bill_date: 10,
      account_name: 'Someone Else',
    });
    expect(saved.statusCode).toBe(200);
    const temp = (await rep.get(`/get-enrollment-temp-info?enrollment_id=${id}&column=payment_info`)).json().data
      .result;
    expect(temp).toMatchObject({
      payment_method: 'eft',
      bill_date: 10,
      bank_id: bank.bank_id,
      account_name: 'Pat Morgan',
      account_number: 'XXXXXXXX6789',
    });
    const [card] = (await rep.get(`/get-existing-card-info?enrollment_id=${id}`)).json().data.result;
    expect(
      (
        await rep.post('/save-billing-info-existing', {
          enrollment_id: id,
          payment_method: 'cc',
          card_id: card.card_id,
        })
      ).statusCode,
    ).toBe(200);
    expect(
      errorMap(
        await rep.post('/save-billing-info-existing', { enrollment_id: id, payment_method: 'cc', card_id: 999999 }),
      ),
    ).toEqual({ card_id: MESSAGES.fieldRequired });
    expect(
      errorMap(
        await rep.post('/save-billing-info-existing', {
          enrollment_id: id,
          payment_method: 'stmt',
          card_id: card.card_id,
        }),
      ),
    ).toEqual({ payment_method: MESSAGES.fieldRequired });
    expect(
      (
        await api.post('/save-billing-info-existing', {
          enrollment_id: id,
          payment_method: 'cc',
          card_id: card.card_id,
        })
      ).statusCode,
    ).toBe(403);
    const fresh = await enrollmentWithCart(app, [PLAN]);
    expect(
      errorMap(
        await api.post('/save-billing-info-existing', {
          enrollment_id: fresh,
          payment_method: 'eft',
          bank_id: bank.bank_id,
        }),
      ),
    ).toEqual({ bank_id: MESSAGES.fieldRequired });
  });
});

describe('save for later (tab payment_info)', () => {
  it('keeps the valid values, the account in the vault, and never a card number or security code', async () => {
    const id = await enrollmentWithCart(app, [PLAN]);
    const later = await api.post('/save-enrollment', {
      enrollment_id: id,
      email: 'pat@example.com',
      tab: 'payment_info',
      data: { payment_method: 'cc', first_name_on_cc: 'Pat', card_number: '4111111111111111', security_code: '123' },
    });
    expect(later.statusCode).toBe(200);
    const temp = (await api.get(`/get-enrollment-temp-info?enrollment_id=${id}&column=payment_info`)).json().data
      .result;
    expect(temp).toEqual({ payment_method: 'cc', first_name_on_cc: 'Pat' });
    const bad = await api.post('/save-enrollment', {
      enrollment_id: id,
      email: 'pat@example.com',
      tab: 'payment_info',
      data: { payment_method: 'eft', routing_number: '1234' },
    });
    expect(errorMap(bad)).toEqual({ routing_number: MESSAGES.routingNineDigits });
  });
});
