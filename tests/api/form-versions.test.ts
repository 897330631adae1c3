import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { enrollmentSteps } from '../../server/db/schema';
import { buildTestApp } from '../helpers/build-app';
import { addRules, TEST_ADMIN_TOKEN } from '../helpers/carrier-rules';
import { enrollmentWithCart, errorMap, OPEN_SESSION, wizardClient } from '../helpers/wizard';

/** Form versions: a published change mid-enrollment is named, and nothing the applicant saved is silently reinterpreted. */

const EMPLOYER = {
  name: 'Acme Manufacturing',
  phone: '4045550100',
  address1: '1 Main St',
  city: 'Atlanta',
  state: 'GA',
  zip: '30301',
  average_work_week: '40',
  employment_start_date: '01/02/2020',
  occupation: 'Welder',
  compensation_type: 'G20',
  employment_status: 'A',
};
const EMPLOYEE_NUMBER = {
  tab: 'employer_info',
  field_name: 'employee_number',
  required: true,
  sort: 1,
  scope: 'plan',
  scope_id: 191,
  definition: {
    label: 'Employee number',
    widget: 'text',
    schema: { type: 'string', pattern: '^E-\\d{5}$' },
    messages: { pattern: 'Use the form E-12345' },
  },
};

describe('a published change mid-enrollment', () => {
  let app: FastifyInstance;
  let api: ReturnType<typeof wizardClient>;
  beforeAll(async () => {
    app = await buildTestApp({ adminToken: TEST_ADMIN_TOKEN });
    api = wizardClient(app, app.issueSession(OPEN_SESSION));
  });
  afterAll(async () => app.close());

  const versionOfStep = async (id: string) =>
    (
      await app.db
        .select({ v: enrollmentSteps.rulesVersion })
        .from(enrollmentSteps)
        .where(and(eq(enrollmentSteps.enrollmentId, id), eq(enrollmentSteps.tab, 'employer_info')))
    )[0]?.v;
  const missing = async (id: string) => {
    const res = await api.get(`/get-missing-fields?enrollment_id=${id}`);
    expect(res.statusCode).toBe(200);
    return res.json().data as {
      version: number;
      missing_fields: Array<{ tab: string; field_name: string; label: string; title: string }>;
    };
  };

  it('records the version a step was saved under, names a required field published since, and takes it once filled', async () => {
    const id = await enrollmentWithCart(app, [191], { effectiveDate: '2027-01-01' });
    const other = await enrollmentWithCart(app, [121]);
    for (const e of [id, other])
      expect((await api.post('/save-employer-info', { enrollment_id: e, ...EMPLOYER })).statusCode).toBe(200);
    const before = await missing(id);
    expect(before.missing_fields).toEqual([]);
    expect(await versionOfStep(id)).toBe(before.version);

    await addRules(app, 'employer_info', [EMPLOYEE_NUMBER]);
    const after = await missing(id);
    expect(after.version).toBe(before.version + 1);
    expect(after.missing_fields).toEqual([
      { tab: 'employer_info', field_name: 'employee_number', label: 'Employee number', title: 'Employer Information' },
    ]);
    // Scoped to plan 191: the other enrollment lacks nothing.
    expect((await missing(other)).missing_fields).toEqual([]);

    // The saved step keeps what it held; completion waits for the new field.
    const complete = await api.post('/save-review-info', { enrollment_id: id, send_sms: 0 });
    expect(complete.statusCode).toBe(400);
    expect(complete.json().data).toContainEqual({
      target_element: 'employer_info.employee_number',
      error_message: 'Please complete Employee number on Employer Information.',
    });

    // The carrier's own message for wrong input, then the step saved under the new version.
    expect(
      errorMap(await api.post('/save-employer-info', { enrollment_id: id, ...EMPLOYER, employee_number: 'E-1' })),
    ).toEqual({ employee_number: 'Use the form E-12345' });
    expect(
      (await api.post('/save-employer-info', { enrollment_id: id, ...EMPLOYER, employee_number: 'E-12345' }))
        .statusCode,
    ).toBe(200);
    expect(await versionOfStep(id)).toBe(after.version);
    expect((await missing(id)).missing_fields).toEqual([]);
  });

  it('seals a carrier field marked sensitive and answers it masked; the mask sent back keeps the value', async () => {
    await addRules(app, 'employer_info', [
      {
        tab: 'employer_info',
        field_name: 'badge_id',
        required: true,
        sort: 2,
        scope: 'plan',
        scope_id: 121,
        definition: { label: 'Badge ID', widget: 'text', schema: { type: 'string' }, sensitive: true },
      },
    ]);
    const id = await enrollmentWithCart(app, [121]);
    expect(
      (await api.post('/save-employer-info', { enrollment_id: id, ...EMPLOYER, badge_id: 'BADGE-778899' })).statusCode,
    ).toBe(200);
    const [row] = await app.db
      .select({ data: enrollmentSteps.data })
      .from(enrollmentSteps)
      .where(and(eq(enrollmentSteps.enrollmentId, id), eq(enrollmentSteps.tab, 'employer_info')));
    expect(JSON.stringify(row?.data)).not.toContain('778899');
    const fields = (await api.get(`/get-form-fields-employer-info?enrollment_id=${id}`)).json().data.result as Array<{
      field_name: string;
      value: unknown;
    }>;
    const shown = fields.find((f) => f.field_name === 'badge_id')?.value;
    expect(shown).toBe('******8899');
    expect(
      (await api.post('/save-employer-info', { enrollment_id: id, ...EMPLOYER, badge_id: shown })).statusCode,
    ).toBe(200);
    const again = (await api.get(`/get-form-fields-employer-info?enrollment_id=${id}`)).json().data.result as Array<{
      field_name: string;
      value: unknown;
    }>;
    expect(again.find((f) => f.field_name === 'badge_id')?.value).toBe('******8899');
  });
});
