import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { INPUT_MESSAGES, MESSAGES } from '../../schemas/messages';
import { findEnrollment } from '../../server/repositories/enrollments';
import { listOutbox } from '../../server/services/mail';
import { verifySaveCode } from '../../server/services/save-code';
import { buildTestApp } from '../helpers/build-app';
import {
  enrollmentWithCart,
  errorMap,
  storedStepsText,
  OPEN_SESSION,
  UNKNOWN_ENROLLMENT,
  wizardClient,
} from '../helpers/wizard';
import { SAVE_CODE_IN_MAIL } from '../helpers/save-code-mail';
import { storefrontKeyOf } from '../../server/domain/storefront-key';

let app: FastifyInstance;
let api: ReturnType<typeof wizardClient>;
let token: string;
beforeAll(async () => {
  app = await buildTestApp();
  token = app.issueSession(OPEN_SESSION);
  api = wizardClient(app, token);
});
afterAll(async () => app.close());

const fromIp = (ip: string, url: string, payload: object) =>
  app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    payload,
    remoteAddress: ip,
    headers: { authorization: `Bearer ${token}` },
  });

describe('enroller code', () => {
  it('shows the field for groups 2556 and 2512 and for reps, not for an open applicant elsewhere', async () => {
    const peachtree = await enrollmentWithCart(app, [], { groupId: 2556, eprocess: 'group', type: 'new-group-member' });
    const plain = await enrollmentWithCart(app);
    expect((await api.get(`/check-enroll-code?enrollment_id=${peachtree}`)).json().data).toEqual({
      show_enroll_code: true,
      code_required: true,
    });
    expect((await api.get(`/check-enroll-code?enrollment_id=${plain}`)).json().data).toEqual({
      show_enroll_code: false,
      code_required: false,
    });
    const repScope = { kind: 'rep', agent_id: 1001, group_id: null, portal_id: 502 } as const;
    const rep = wizardClient(app, app.issueSession({ ...repScope, over65: false }));
    const repsOwn = await enrollmentWithCart(app, [], { storefront: storefrontKeyOf(repScope) });
    expect((await rep.get(`/check-enroll-code?enrollment_id=${repsOwn}`)).json().data).toEqual({
      show_enroll_code: true,
      code_required: false,
    });
    // The open storefront's enrollment is not the rep storefront's, though the same rep stands behind both.
    expect((await rep.get(`/check-enroll-code?enrollment_id=${plain}`)).statusCode).toBe(404);
    expect((await wizardClient(app, null).get(`/check-enroll-code?enrollment_id=${plain}`)).statusCode).toBe(403);
    expect((await api.get(`/check-enroll-code?enrollment_id=${UNKNOWN_ENROLLMENT}`)).statusCode).toBe(404);
  });

  it('requires the code for 2556, checks it against the hashed codes and stores the match', async () => {
    const id = await enrollmentWithCart(app, [], { groupId: 2556, eprocess: 'group', type: 'new-group-member' });
    expect(errorMap(await fromIp('10.0.0.1', '/save-enroller-code', { enrollment_id: id }))).toEqual({
      enrollerCode: MESSAGES.enrollerCodeRequired,
    });
    expect(
      (await fromIp('10.0.0.1', '/save-enroller-code', { enrollment_id: id, enrollerCode: 'ENR2512' })).statusCode,
    ).toBe(400);
    const ok = await fromIp('10.0.0.1', '/save-enroller-code', { enrollment_id: id, enrollerCode: 'enr2556' });
    expect(ok.statusCode).toBe(200);
    expect((await findEnrollment(app.db, id))?.enrollerCodeId).not.toBeNull();
    // Saved: Next no longer stops for a missing code.
    expect((await api.get(`/check-enroll-code?enrollment_id=${id}`)).json().data).toEqual({
      show_enroll_code: true,
      code_required: false,
    });
  });

  it('asks to enter a code where none is required, and 404s an unknown enrollment', async () => {
    const id = await enrollmentWithCart(app);
    expect(errorMap(await fromIp('10.0.0.2', '/save-enroller-code', { enrollment_id: id, enrollerCode: ' ' }))).toEqual(
      { enrollerCode: MESSAGES.enterEnrollerCode },
    );
    expect(
      (await fromIp('10.0.0.2', '/save-enroller-code', { enrollment_id: UNKNOWN_ENROLLMENT, enrollerCode: 'ENR2556' }))
        .statusCode,
    ).toBe(404);
  });

  it('answers 429 once an address has guessed too often', async () => {
    const id = await enrollmentWithCart(app, [], { groupId: 2512, eprocess: 'group', type: 'new-group-member' });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push(
        (await fromIp('10.9.9.9', '/save-enroller-code', { enrollment_id: id, enrollerCode: `WRONG${i}` })).statusCode,
      );
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    const last = await fromIp('10.9.9.9', '/save-enroller-code', { enrollment_id: id, enrollerCode: 'ENR2512' });
    expect(last.statusCode).toBe(429);
    expect(last.json().data[0].target_element).toBe('enrollerCode');
  });
});

describe('contact verification', () => {
  it('checks phones with libphonenumber metadata', async () => {
    expect((await api.get('/validate-phone-numverify?phone=4048532211')).statusCode).toBe(200);
    const bad = await api.get('/validate-phone-numverify?phone=1234567890');
    expect(bad.statusCode).toBe(400);
    expect(errorMap(bad)).toEqual({ phone: MESSAGES.invalidPhone });
    expect((await api.get('/validate-phone-numverify')).statusCode).toBe(400);
    expect((await wizardClient(app, null).get('/validate-phone-numverify?phone=4048532211')).statusCode).toBe(403);
  });
  it('checks e-mail syntax and domains', async () => {
    expect((await api.post('/validate-email-neverbounce', { email: 'pat.morgan@gmail.com' })).statusCode).toBe(200);
    // Each refusal names what is wrong with the address (issue 26).
    for (const [email, message] of [
      ['pat@shop.invalid', INPUT_MESSAGES.emailReserved('shop.invalid')],
      ['pat@mailinator.com', INPUT_MESSAGES.emailDisposable('mailinator.com')],
      ['pat@nodot', MESSAGES.emailNotCorrectFormat],
      ['x', MESSAGES.emailNotCorrectFormat],
    ] as const) {
      const res = await api.post('/validate-email-neverbounce', { email });
      expect(res.statusCode).toBe(400);
      expect(errorMap(res)).toEqual({ email: message });
    }
  });
});

describe('option lists, group info and cart plan info', () => {
  it('answers the employer and beneficiary option lists', async () => {
    const status = (await api.get('/get-employment-status')).json().data.result;
    expect(status).toEqual([
      { name: 'Active', value: 'A' },
      { name: 'COBRA', value: 'C' },
      { name: 'Retired', value: 'R' },
    ]);
    const holidays = (await api.get(`/get-holiday-policy?enrollment_id=${UNKNOWN_ENROLLMENT}`)).json().data.result;
    expect(holidays.map((h: { value: string }) => h.value)).toContain('Presendents_Day');
    for (const path of [
      '/get-average-work-week',
      '/get-vacation-policy',
      '/get-bargaining-unit',
      '/get-compensation-types',
      '/get-beneficiary-relationships',
    ]) {
      const res = await api.get(path);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.result.length).toBeGreaterThan(1);
    }
    expect((await api.get('/get-vacation-policy?enrollment_id=nope')).statusCode).toBe(400);
  });
  it('answers the group name, phone and address', async () => {
    const id = await enrollmentWithCart(app, [], { groupId: 2001, eprocess: 'group', type: 'new-group-member' });
    const data = (await api.get(`/get-group-info?enrollment_id=${id}`)).json().data;
    expect(data.general_info.group_name).toBe('Acme Manufacturing');
    expect(data.address_information).toMatchObject({ city: 'Atlanta', state: 'GA' });
    const none = (await api.get(`/get-group-info?enrollment_id=${await enrollmentWithCart(app)}`)).json().data;
    expect(none.general_info).toEqual({ group_name: null, group_phone: null });
    expect((await wizardClient(app, null).get(`/get-group-info?enrollment_id=${id}`)).statusCode).toBe(403);
  });
  it('answers is_IHA and has_spouse from the cart and tier', async () => {
    const iha = await enrollmentWithCart(app, [142], { tier: 'IF' });
    expect((await api.get(`/get-cart-plan-info?enrollment_id=${iha}`)).json().data).toEqual({
      is_IHA: true,
      has_spouse: true,
    });
    const plain = await enrollmentWithCart(app, [131]);
    expect((await api.get(`/get-cart-plan-info?enrollment_id=${plain}`)).json().data).toEqual({
      is_IHA: false,
      has_spouse: false,
    });
    expect((await api.get(`/get-cart-plan-info?enrollment_id=${UNKNOWN_ENROLLMENT}`)).statusCode).toBe(404);
  });
});

describe('POST /save-enrollment (save for later)', () => {
  it('saves a partial step, e-mails a code bound to the address, and stores only its hash', async () => {
    const id = await enrollmentWithCart(app);
    const res = await api.post('/save-enrollment', {
      enrollment_id: id,
      email: 'Alt@Mail.com',
      tab: 'contact_info',
      data: { city: 'Atlanta', phone_number: '(404) 853-2211' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      message: MESSAGES.informationSaved,
      saved_tab: 'contact_info',
      email: 'Alt@Mail.com',
      result: { email: 'Alt@Mail.com' },
    });
    const [mail] = await listOutbox(app.db, 1);
    expect(mail?.to).toBe('Alt@Mail.com');
    const code = SAVE_CODE_IN_MAIL.exec(mail!.text)?.[1];
    expect(code).toBeDefined();
    expect(mail!.text).toContain('/direct-continue/');
    const row = await findEnrollment(app.db, id);
    expect(row?.savedTab).toBe('contact_info');
    expect(row?.saveCodeHash).not.toContain(code!);
    expect(verifySaveCode(code!, 'alt@mail.com', row!.saveCodeHash!, app.config.sessionSecret)).toBe(true);
    expect(verifySaveCode(code!, 'other@mail.com', row!.saveCodeHash!, app.config.sessionSecret)).toBe(false);
    const days = (row!.saveCodeExpiresAt!.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThan(30.1);
    const fields = (await api.get(`/get-form-fields-contact-info?enrollment_id=${id}`)).json().data.result as Array<{
      field_name: string;
      value: unknown;
    }>;
    expect(fields.find((f) => f.field_name === 'phone_number')?.value).toBe('4048532211');
  });

  it("answers 'Enter valid email address' for a bad e-mail and field errors for invalid values", async () => {
    const id = await enrollmentWithCart(app);
    expect(
      errorMap(await api.post('/save-enrollment', { enrollment_id: id, email: 'nope', tab: 'contact_info', data: {} })),
    ).toEqual({ email: MESSAGES.enterValidEmail });
    expect(
      errorMap(
        await api.post('/save-enrollment', {
          enrollment_id: id,
          email: 'a@mail.com',
          tab: 'contact_info',
          data: { zip: '12' },
        }),
      ),
    ).toEqual({ zip: MESSAGES.zipFiveDigits });
    expect(
      (await api.post('/save-enrollment', { enrollment_id: id, email: 'a@mail.com', tab: 'mystery', data: {} }))
        .statusCode,
    ).toBe(400);
    expect(
      (await api.post('/save-enrollment', { enrollment_id: id, email: 'a@mail.com', tab: 'contact_info', data: 'x' }))
        .statusCode,
    ).toBe(400);
  });

  it('saves beneficiaries for later with SSNs sealed', async () => {
    const id = await enrollmentWithCart(app, [131]);
    const data = { beneficiaries: [{ first_name: 'Sam', ssn: '321-54-9876', beneficiary_percentage: '40' }] };
    expect(
      (await api.post('/save-enrollment', { enrollment_id: id, email: 'a@mail.com', tab: 'benificiary_info', data }))
        .statusCode,
    ).toBe(200);
    const stored = await storedStepsText(app, id);
    expect(stored).toContain('Sam');
    expect(stored).not.toContain('321549876');
  });

  it('keeps answering the cart tab through its own module, and refuses missing sessions and unknown enrollments', async () => {
    const id = await enrollmentWithCart(app);
    const cart = await api.post('/save-enrollment', {
      enrollment_id: id,
      tab: 'cart_info',
      email: 'pat@mail.com',
      data: { name: 'Pat' },
    });
    expect(cart.statusCode).toBe(400);
    expect(cart.json().data[0].error_message).toBe(MESSAGES.noItemsInCart);
    expect(
      (
        await wizardClient(app, null).post('/save-enrollment', {
          enrollment_id: id,
          email: 'a@mail.com',
          tab: 'contact_info',
          data: {},
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await api.post('/save-enrollment', {
          enrollment_id: UNKNOWN_ENROLLMENT,
          email: 'a@mail.com',
          tab: 'contact_info',
          data: {},
        })
      ).statusCode,
    ).toBe(404);
  });
});
