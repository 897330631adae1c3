import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { CHECK_MESSAGES, MESSAGES } from '../../schemas/messages';
import { findEnrollment, updateEnrollment } from '../../server/repositories/enrollments';
import {
  enrollmentWithCart,
  errorMap,
  openWizardApp,
  storedStepsText,
  UNKNOWN_ENROLLMENT,
  wizardClient,
  type WizardClient,
} from '../helpers/wizard';

let app: FastifyInstance;
let api: WizardClient;
beforeAll(async () => ({ app, api } = await openWizardApp()));
afterAll(async () => app.close());

const fields = (res: { json(): { data: { result: Array<{ field_name: string }> } } }) =>
  res.json().data.result as Array<{
    field_name: string;
    value: unknown;
    required: boolean;
    read_only: boolean;
    visible: boolean;
  }>;
const byName = (list: ReturnType<typeof fields>) => Object.fromEntries(list.map((f) => [f.field_name, f]));

const PERSON = { first_name: 'Ana', last_name: 'Diaz', marital_status: '1', ssn: '123-45-6789' };

describe('GET /get-form-fields-personal-info', () => {
  it('answers the default descriptors with gender and birthdate from the enrollment, read-only', async () => {
    const id = await enrollmentWithCart(app);
    const res = await api.get(`/get-form-fields-personal-info?enrollment_id=${id}`);
    expect(res.statusCode).toBe(200);
    const f = byName(fields(res));
    expect(f.birthdate).toMatchObject({ value: '04/05/1990', read_only: true });
    expect(f.gender).toMatchObject({ value: '1', read_only: true });
    expect(f.first_name).toMatchObject({ required: true, value: null });
    expect(f.weight).toMatchObject({ required: false });
  });

  it('requires weight and height when a Harborline plan is in the cart (carrier rule)', async () => {
    const id = await enrollmentWithCart(app, [131]);
    const f = byName(fields(await api.get(`/get-form-fields-personal-info?enrollment_id=${id}`)));
    expect([f.weight?.required, f.height_feet?.required, f.height_inch?.required]).toEqual([true, true, true]);
  });

  it('answers 403 without a session, 404 for an unknown id, 400 for a malformed id', async () => {
    const id = await enrollmentWithCart(app);
    expect((await wizardClient(app, null).get(`/get-form-fields-personal-info?enrollment_id=${id}`)).statusCode).toBe(
      403,
    );
    const unknown = await api.get(`/get-form-fields-personal-info?enrollment_id=${UNKNOWN_ENROLLMENT}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().status).toBe('error');
    const bad = await api.get('/get-form-fields-personal-info?enrollment_id=42');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data[0].target_element).toBe('enrollment_id');
  });

  it("answers 404 for another storefront's enrollment", async () => {
    const id = await enrollmentWithCart(app);
    const sam = wizardClient(
      app,
      app.issueSession({ kind: 'rep', agent_id: 1002, group_id: null, portal_id: 504, over65: false }),
    );
    expect((await sam.get(`/get-form-fields-personal-info?enrollment_id=${id}`)).statusCode).toBe(404);
    expect((await sam.post('/save-personal-info', { enrollment_id: id, ...PERSON })).statusCode).toBe(404);
  });

  it('answers 404 for an expired enrollment', async () => {
    const id = await enrollmentWithCart(app);
    await app.db.execute(sql`update enrollments set expires_at = now() - interval '1 minute' where id = ${id}`);
    expect((await api.get(`/get-form-fields-personal-info?enrollment_id=${id}`)).statusCode).toBe(404);
  });
});

describe('POST /save-personal-info', () => {
  it('answers the step module field errors for bad input', async () => {
    const id = await enrollmentWithCart(app, [131]);
    const res = await api.post('/save-personal-info', {
      enrollment_id: id,
      first_name: 'J@ne',
      ssn: '12345',
      weight: '0',
      height_feet: '5',
      height_inch: '13',
      marital_status: '1',
    });
    expect(res.statusCode).toBe(400);
    expect(errorMap(res)).toEqual({
      first_name: MESSAGES.validFirstName,
      last_name: MESSAGES.fieldRequired,
      ssn: MESSAGES.invalidSsn,
      weight: MESSAGES.weightNotPositive,
      height_inch: MESSAGES.inchInvalid,
    });
  });

  it('saves, keeps the enrollment gender and birthdate, sets saved_tab and reads back decrypted, the SSN masked', async () => {
    const id = await enrollmentWithCart(app);
    const res = await api.post('/save-personal-info', {
      enrollment_id: id,
      ...PERSON,
      gender: '0',
      birthdate: '01/01/1980',
      unknown_field: 'x',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ message: 'Saved', saved_tab: 'primary_info' });
    const f = byName(fields(await api.get(`/get-form-fields-personal-info?enrollment_id=${id}`)));
    expect([f.first_name?.value, f.ssn?.value, f.gender?.value, f.birthdate?.value]).toEqual([
      'Ana',
      '***-**-6789',
      '1',
      '04/05/1990',
    ]);
    const stored = await storedStepsText(app, id);
    expect(stored).not.toContain('123456789');
    expect(stored).not.toContain('unknown_field');
    expect((await findEnrollment(app.db, id))?.savedTab).toBe('primary_info');
  });

  it('is refused without a session and for an unknown enrollment', async () => {
    expect(
      (await wizardClient(app, null).post('/save-personal-info', { enrollment_id: UNKNOWN_ENROLLMENT, ...PERSON }))
        .statusCode,
    ).toBe(403);
    expect((await api.post('/save-personal-info', { enrollment_id: UNKNOWN_ENROLLMENT, ...PERSON })).statusCode).toBe(
      404,
    );
  });
});

describe('contact info', () => {
  it('prefills zip and state, shows birth fields only with the prudential plan, validates and saves', async () => {
    const plain = await enrollmentWithCart(app);
    const f = byName(fields(await api.get(`/get-form-fields-contact-info?enrollment_id=${plain}`)));
    expect([f.zip?.value, f.state?.value, f.birth_state?.required]).toEqual(['30301', 'GA', false]);
    const pru = await enrollmentWithCart(app, [133]);
    const g = byName(fields(await api.get(`/get-form-fields-contact-info?enrollment_id=${pru}`)));
    expect([g.birth_state?.required, g.birth_city?.required]).toEqual([true, true]);
    const bad = await api.post('/save-contact-info', {
      enrollment_id: pru,
      address1: '1 Main St',
      city: 'Atlanta',
      state: 'GA',
      zip: '303',
      phone_number: '404',
      email_address: 'x@',
    });
    expect(errorMap(bad)).toEqual({
      zip: MESSAGES.zipFiveDigits,
      phone_number: MESSAGES.invalidPhone,
      email_address: MESSAGES.emailNotCorrectFormat,
      birth_state: MESSAGES.fieldRequired,
      birth_city: MESSAGES.fieldRequired,
    });
    const ok = await api.post('/save-contact-info', {
      enrollment_id: plain,
      address1: '1 Main St',
      city: 'Atlanta',
      state: 'GA',
      zip: '30301',
      phone_number: '(404) 555-0101',
      email_address: 'ana@mail.com',
      with_validation: 1,
    });
    expect(ok.statusCode).toBe(200);
    const h = byName(fields(await api.get(`/get-form-fields-contact-info?enrollment_id=${plain}`)));
    expect(h.phone_number?.value).toBe('4045550101');
  });
});

describe('employer info', () => {
  it('prefills from the group, read-only for Acme, and blocks a retired employee', async () => {
    const id = await enrollmentWithCart(app, [], { groupId: 2001, eprocess: 'group', type: 'new-group-member' });
    const f = byName(fields(await api.get(`/get-form-fields-employer-info?enrollment_id=${id}`)));
    expect(f.name).toMatchObject({ value: 'Acme Manufacturing', read_only: true, required: true });
    expect(f.city?.value).toBe('Atlanta');
    const res = await api.post('/save-employer-info', {
      enrollment_id: id,
      name: 'Hacked Inc',
      phone: '4045550100',
      address1: 'x',
      city: 'y',
      state: 'GA',
      zip: '30301',
      average_work_week: '40',
      employment_start_date: '01/02/2020',
      occupation: 'Welder',
      compensation_type: 'G20',
      employment_status: 'R',
    });
    expect(errorMap(res)).toEqual({ employment_status: MESSAGES.retiredEmployer });
  });

  it('saves with the group values for read-only fields and refuses a future start date', async () => {
    const id = await enrollmentWithCart(app, [], { groupId: 2001, eprocess: 'group', type: 'new-group-member' });
    const body = {
      enrollment_id: id,
      name: 'Hacked Inc',
      phone: '4045550100',
      address1: 'x',
      city: 'y',
      state: 'GA',
      zip: '30301',
      average_work_week: '40',
      employment_start_date: '01/02/2099',
      occupation: 'Welder',
      compensation_type: 'G20',
      employment_status: 'A',
    };
    expect(errorMap(await api.post('/save-employer-info', body))).toEqual({
      employment_start_date: CHECK_MESSAGES.validPastDate,
    });
    expect((await api.post('/save-employer-info', { ...body, employment_start_date: '01/02/2020' })).statusCode).toBe(
      200,
    );
    const f = byName(fields(await api.get(`/get-form-fields-employer-info?enrollment_id=${id}`)));
    expect([f.name?.value, f.occupation?.value]).toEqual(['Acme Manufacturing', 'Welder']);
  });

  it('requires the union profile and a holiday policy with the union plan', async () => {
    const id = await enrollmentWithCart(app, [125]);
    const f = byName(fields(await api.get(`/get-form-fields-employer-info?enrollment_id=${id}`)));
    expect(
      ['emp_industry', 'emp_num_employed', 'emp_vac_policy', 'emp_barg_unit', 'holiday_policy'].map(
        (n) => f[n]?.required,
      ),
    ).toEqual([true, true, true, true, true]);
    const res = await api.post('/save-employer-info', { enrollment_id: id, holiday_policy: { Birthday: 0 } });
    expect(errorMap(res).holiday_policy).toBe(MESSAGES.selectHolidayPolicy);
  });

  it('lets Skip save only holiday flags, and only with an IHA plan in the cart', async () => {
    const plain = await enrollmentWithCart(app);
    expect((await api.post('/save-employer-info', { enrollment_id: plain, skip: true })).statusCode).toBe(400);
    const iha = await enrollmentWithCart(app, [142]);
    expect(
      (
        await api.post('/save-employer-info', {
          enrollment_id: iha,
          skip: true,
          name: 'Ignored',
          holiday_policy: { Birthday: 1 },
        })
      ).statusCode,
    ).toBe(200);
    const f = byName(fields(await api.get(`/get-form-fields-employer-info?enrollment_id=${iha}`)));
    expect(f.name?.value).toBeNull();
    expect(f.holiday_policy?.value).toMatchObject({ Birthday: 1, Standard_6: 0 });
  });
});

describe('tabs', () => {
  it('answers the tab list with what the cart and tier need', async () => {
    const id = await enrollmentWithCart(app, [131], { tier: 'IS' });
    const res = await api.get(`/get-dynamic-tabs?enrollment_id=${id}`);
    const tabs = res.json().data.result as Array<{ tab_name: string; required: boolean; order: number }>;
    expect(tabs[0]).toEqual({ tab_name: 'primary_info', required: true, order: 0 });
    expect(tabs.find((t) => t.tab_name === 'beneficiary_info')?.required).toBe(true);
    expect(tabs.find((t) => t.tab_name === 'dependent_info')?.required).toBe(true);
    expect(tabs.find((t) => t.tab_name === 'primary_health_info')?.required).toBe(false);
    const check = await api.get(`/check-tab-required?enrollment_id=${id}&tab_name=primary_health_info`);
    expect(check.json().data.result).toEqual({ tab_name: 'primary_health_info', required: false });
    await updateEnrollment(app.db, id, { tier: 'IO' });
    const again = await api.get(`/check-tab-required?enrollment_id=${id}&tab_name=dependent_info`);
    expect(again.json().data.result.required).toBe(false);
  });

  it('refuses unknown tabs, missing sessions and unknown enrollments', async () => {
    const id = await enrollmentWithCart(app);
    expect((await api.get(`/check-tab-required?enrollment_id=${id}&tab_name=nope`)).statusCode).toBe(400);
    expect((await api.get(`/check-tab-required?enrollment_id=${id}`)).statusCode).toBe(400);
    expect((await wizardClient(app, null).get(`/get-dynamic-tabs?enrollment_id=${id}`)).statusCode).toBe(403);
    expect((await api.get(`/get-dynamic-tabs?enrollment_id=${UNKNOWN_ENROLLMENT}`)).statusCode).toBe(404);
  });
});
