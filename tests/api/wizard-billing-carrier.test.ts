import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { CHECK_MESSAGES, MESSAGES } from '../../schemas/messages';
import { findMemberByUserId } from '../../server/repositories/members';
import { readStep } from '../../server/repositories/enrollments';
import { savedStepData } from '../../server/routes/wizard/step-support';
import { buildTestApp } from '../helpers/build-app';
import { addRules, TEST_ADMIN_TOKEN } from '../helpers/carrier-rules';
import { enrollmentWithCart, errorMap, OPEN_SESSION, wizardClient, type WizardClient } from '../helpers/wizard';
import { CARD, EFT } from '../helpers/billing-bodies';

/** A carrier's required billing field is reported, enforced and saved whatever the payment type. */

let app: FastifyInstance;
let api: WizardClient;
const PLAN = 101;
const OTHER_PLAN = 121;
const FIELD = 'carrier_billing_ref';

beforeAll(async () => {
  app = await buildTestApp({ adminToken: TEST_ADMIN_TOKEN });
  api = wizardClient(app, app.issueSession(OPEN_SESSION));
  await addRules(app, 'billing_info', [
    { tab: 'billing_info', field_name: FIELD, required: true, sort: 50, scope: 'plan', scope_id: PLAN },
  ]);
});
afterAll(async () => app.close());

describe('a carrier-required billing field', () => {
  it('get-form-fields-billing-info reports it required for a cart with the plan only', async () => {
    const withPlan = await enrollmentWithCart(app, [PLAN]);
    const without = await enrollmentWithCart(app, [OTHER_PLAN]);
    const fieldOf = async (id: string) =>
      (
        (await api.get(`/get-form-fields-billing-info?enrollment_id=${id}`)).json().data.result as Array<{
          field_name: string;
          required: boolean;
        }>
      ).find((d) => d.field_name === FIELD);
    expect((await fieldOf(withPlan))?.required).toBe(true);
    expect((await fieldOf(without))?.required ?? false).toBe(false);
  });

  it('save-billing-info refuses EFT and a card without it, and saves it with the payment info', async () => {
    for (const body of [EFT, CARD]) {
      const id = await enrollmentWithCart(app, [PLAN]);
      const missing = await api.post('/save-billing-info', { enrollment_id: id, ...body });
      expect(missing.statusCode, body.payment_method).toBe(400);
      expect(errorMap(missing), body.payment_method).toEqual({ [FIELD]: MESSAGES.fieldRequired });
      const ok = await api.post('/save-billing-info', { enrollment_id: id, ...body, [FIELD]: 'REF-42' });
      expect(ok.statusCode, body.payment_method).toBe(200);
      expect((await savedStepData(app, id, 'billing_info'))?.[FIELD]).toBe('REF-42');
      const temp = (await api.get(`/get-enrollment-temp-info?enrollment_id=${id}&column=payment_info`)).json().data
        .result;
      expect(temp[FIELD]).toBe('REF-42');
      const described = (await api.get(`/get-form-fields-billing-info?enrollment_id=${id}`)).json().data
        .result as Array<{ field_name: string; value: unknown }>;
      expect(described.find((d) => d.field_name === FIELD)?.value).toBe('REF-42');
    }
  });

  it('list billing (no bank or card section) still asks for it', async () => {
    const listed = await enrollmentWithCart(app, [PLAN], { groupId: 2512 });
    expect(
      errorMap(await api.post('/save-billing-info', { enrollment_id: listed, payment_method: 'list', bill_date: 5 })),
    ).toEqual({ [FIELD]: MESSAGES.fieldRequired });
    expect(
      (
        await api.post('/save-billing-info', {
          enrollment_id: listed,
          payment_method: 'list',
          bill_date: 5,
          [FIELD]: 'X1',
        })
      ).statusCode,
    ).toBe(200);
    expect((await savedStepData(app, listed, 'billing_info'))?.[FIELD]).toBe('X1');
  });

  it('an existing bank on file needs it too, and keeps it with the bank', async () => {
    const pat = await findMemberByUserId(app.db, 'U3001');
    const id = await enrollmentWithCart(app, [PLAN], { memberId: pat!.id, type: 'existing-member', groupId: 2001 });
    const rep = wizardClient(app, app.issueSession({ ...OPEN_SESSION, kind: 'rep', signed_in: true }));
    const banks = (await rep.get(`/get-existing-bank-info?enrollment_id=${id}`)).json().data.result as Array<{
      bank_id: number;
    }>;
    expect(banks.length).toBeGreaterThan(0);
    const body = { enrollment_id: id, payment_method: 'eft', bank_id: banks[0]!.bank_id, bill_date: 28 };
    expect(errorMap(await rep.post('/save-billing-info-existing', body))).toEqual({ [FIELD]: MESSAGES.fieldRequired });
    expect((await rep.post('/save-billing-info-existing', { ...body, [FIELD]: 'BANK-REF' })).statusCode).toBe(200);
    expect((await savedStepData(app, id, 'billing_info'))?.[FIELD]).toBe('BANK-REF');
  });

  it('save for later keeps it without requiring it', async () => {
    const id = await enrollmentWithCart(app, [PLAN]);
    const res = await api.post('/save-enrollment', {
      enrollment_id: id,
      email: 'pat@example.com',
      tab: 'payment_info',
      data: { payment_method: 'eft', [FIELD]: 'LATER' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const described = (await api.get(`/get-form-fields-billing-info?enrollment_id=${id}`)).json().data.result as Array<{
      field_name: string;
      value: unknown;
    }>;
    expect(described.find((d) => d.field_name === FIELD)?.value).toBe('LATER');
  });

  it('a number one keeps the number the browser sends (the body schema does not turn it into text)', async () => {
    const HOURS = 'hours_per_week';
    const NUMBER_PLAN = 133;
    await addRules(app, 'billing_info', [
      {
        tab: 'billing_info',
        field_name: HOURS,
        required: true,
        sort: 70,
        scope: 'plan',
        scope_id: NUMBER_PLAN,
        definition: { label: 'Hours per week', widget: 'number', schema: { type: 'integer', minimum: 7, maximum: 16 } },
      },
    ]);
    const id = await enrollmentWithCart(app, [NUMBER_PLAN]);
    const ok = await api.post('/save-billing-info', { enrollment_id: id, ...EFT, [HOURS]: 12 });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await savedStepData(app, id, 'billing_info'))?.[HOURS]).toBe(12);
    expect(errorMap(await api.post('/save-billing-info', { enrollment_id: id, ...EFT, [HOURS]: 12.5 }))).toEqual({
      [HOURS]: CHECK_MESSAGES.enterWholeNumber,
    });
  });

  it('a sensitive one is sealed at rest, answered masked, and its mask sent back keeps the saved value', async () => {
    const SECRET = 'sensitive_billing_ref';
    await addRules(app, 'billing_info', [
      {
        tab: 'billing_info',
        field_name: SECRET,
        required: true,
        sort: 60,
        scope: 'plan',
        scope_id: OTHER_PLAN,
        definition: {
          label: 'Employee number',
          widget: 'text',
          schema: { type: 'string', pattern: '^[A-Z]{2}\\d*$', minLength: 1, maxLength: 39 },
          sensitive: true,
        },
      },
    ]);
    const id = await enrollmentWithCart(app, [OTHER_PLAN]);
    expect((await api.post('/save-billing-info', { enrollment_id: id, ...EFT, [SECRET]: 'GA' })).statusCode).toBe(200);
    expect(JSON.stringify(await readStep(app.db, id, 'payment_info'))).not.toContain('"GA"');
    const described = (await api.get(`/get-form-fields-billing-info?enrollment_id=${id}`)).json().data.result as Array<{
      field_name: string;
      value: unknown;
    }>;
    const mask = described.find((d) => d.field_name === SECRET)?.value;
    expect(mask).toBe('******');
    // Saved again as the form holds it (the card this time): the mask means "unchanged".
    const again = await api.post('/save-billing-info', { enrollment_id: id, ...CARD, [SECRET]: mask });
    expect(again.statusCode, again.body).toBe(200);
    expect((await savedStepData(app, id, 'billing_info'))?.[SECRET]).toBe('GA');
    // Any other value is judged as typed.
    expect(errorMap(await api.post('/save-billing-info', { enrollment_id: id, ...CARD, [SECRET]: 'ga' }))).toEqual({
      [SECRET]: CHECK_MESSAGES.notInExpectedForm,
    });
  });
});
