import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { FORM_ADMIN_MESSAGES } from '../../schemas/api/form-admin';
import { enrollments, policies } from '../../server/db/schema';
import { buildTestApp } from '../helpers/build-app';
import { TEST_ADMIN_TOKEN } from '../helpers/carrier-rules';
import { completableEnrollment } from '../helpers/review';
import { enrollmentWithCart, errorMap, OPEN_SESSION, wizardClient } from '../helpers/wizard';

/**
 * Versions that hold (issue 29, decision 0240): an enrollment is pinned to the version it started
 * on; its pages, messages and checks keep it until it completes, unless a publish applies to the
 * enrollments in progress. Messages name their bounds ({max}). Publish refuses an empty change;
 * an earlier version is restored in one call and exported as the RULES_FILE.
 */

const TAB = 'custom_pinned_hours';
const PLAN = 191;
const pageTab = { tab: TAB, title: 'Hours worked', sort: 5, required: true, scope: 'plan', scope_id: PLAN };
const hours = (max: number) => ({
  tab: TAB,
  field_name: 'weekly_hours',
  required: true,
  sort: 1,
  scope: 'plan',
  scope_id: PLAN,
  definition: {
    label: 'Hours a week',
    widget: 'number',
    schema: { type: 'integer', minimum: 1, maximum: max },
    messages: { maximum: 'No more than {max} hours, please.', minimum: 'At least {min} hour.' },
  },
});
const employeeNumber = {
  tab: TAB,
  field_name: 'employee_number',
  required: true,
  sort: 2,
  scope: 'plan',
  scope_id: PLAN,
  definition: { label: 'Employee number', widget: 'text', schema: { type: 'string' } },
};

describe('versions that hold', () => {
  let app: FastifyInstance;
  let api: ReturnType<typeof wizardClient>;
  const admin = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    app.inject({
      method,
      url: `/api/v1/admin/form-field-rules${url}`,
      payload,
      headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}` },
    });
  const put = async (rules: object[]) => {
    const res = await admin('PUT', '', { rules, replace_tabs: [TAB], tabs: [pageTab] });
    expect(res.statusCode, res.body).toBe(200);
  };
  const publish = async (note: string, extra: object = {}) => {
    const res = await admin('POST', '/publish', { note, ...extra });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.version as number;
  };
  const save = (id: string, body: object) => api.post('/save-custom-step', { enrollment_id: id, tab: TAB, ...body });
  const pinOf = async (id: string) =>
    (await app.db.select({ v: enrollments.rulesVersion }).from(enrollments).where(eq(enrollments.id, id)))[0]?.v;
  const started = async () => {
    const id = await enrollmentWithCart(app, [PLAN]);
    // Its first read of the page pins it.
    expect((await api.get(`/get-form-fields-custom?tab=${TAB}&enrollment_id=${id}`)).statusCode).toBe(200);
    return id;
  };

  beforeAll(async () => {
    app = await buildTestApp({ adminToken: TEST_ADMIN_TOKEN });
    api = wizardClient(app, app.issueSession(OPEN_SESSION));
  });
  afterAll(async () => app.close());

  it('keeps an enrollment on the version it started on, with the bound its message names', async () => {
    await put([hours(80)]);
    const v80 = await publish('at most 80 hours');
    const before = await started();
    expect(await pinOf(before)).toBe(v80);

    await put([hours(60)]);
    const v60 = await publish('at most 60 hours');
    expect(v60).toBe(v80 + 1);
    const after = await started();
    expect(await pinOf(after)).toBe(v60);

    // The browser's check and the server's use the same wording, filled from the version in force for each.
    expect(errorMap(await save(after, { weekly_hours: 70 }))).toEqual({
      weekly_hours: 'No more than 60 hours, please.',
    });
    expect(errorMap(await save(before, { weekly_hours: 90 }))).toEqual({
      weekly_hours: 'No more than 80 hours, please.',
    });
    expect(errorMap(await save(before, { weekly_hours: 0 }))).toEqual({ weekly_hours: 'At least 1 hour.' });
    const saved = await save(before, { weekly_hours: 70 });
    expect(saved.statusCode, saved.body).toBe(200);
    // Its page still describes version 80's bound; the new enrollment's, 60.
    const maxOf = async (id: string) =>
      (
        (await api.get(`/get-form-fields-custom?tab=${TAB}&enrollment_id=${id}`)).json().data.result as Array<{
          field_name: string;
          definition?: { schema: { maximum?: number } };
        }>
      ).find((d) => d.field_name === 'weekly_hours')?.definition?.schema.maximum;
    expect(await maxOf(before)).toBe(80);
    expect(await maxOf(after)).toBe(60);
    expect((await api.get(`/get-missing-fields?enrollment_id=${before}`)).json().data.version).toBe(v80);
  });

  it('moves the enrollments in progress when a publish says so, and the review names what became required', async () => {
    await put([hours(60)]);
    const pinned = await started();
    expect((await save(pinned, { weekly_hours: 40 })).statusCode).toBe(200);
    await put([hours(60), employeeNumber]);
    const kept = await publish('employee number, new enrollments only');
    expect(await pinOf(pinned)).toBe(kept - 1);
    expect((await api.get(`/get-missing-fields?enrollment_id=${pinned}`)).json().data.missing_fields).toEqual([]);

    await put([hours(60), { ...employeeNumber, definition: { ...employeeNumber.definition, label: 'Staff number' } }]);
    const moved = await publish('staff number, for everyone', { applies_in_progress: true });
    expect(await pinOf(pinned)).toBe(moved);
    const missing = (await api.get(`/get-missing-fields?enrollment_id=${pinned}`)).json().data;
    expect(missing.version).toBe(moved);
    expect(missing.missing_fields).toEqual([
      { tab: TAB, field_name: 'employee_number', label: 'Staff number', title: 'Hours worked' },
    ]);
    const versions = (await admin('GET', '/versions')).json().data.versions as Array<{
      version: number;
      applies_in_progress: boolean;
    }>;
    expect(versions.filter((v) => v.version >= kept).map((v) => [v.version, v.applies_in_progress])).toEqual([
      [moved, true],
      [kept, false],
    ]);
  });

  it('refuses a publish that changes nothing (409) and a restore of what is live', async () => {
    await put([hours(55)]);
    const live = await publish('55');
    const again = await admin('POST', '/publish', { note: 'nothing new' });
    expect(again.statusCode).toBe(409);
    expect(again.json().data).toEqual([
      { target_element: 'note', error_message: FORM_ADMIN_MESSAGES.nothingToPublish },
    ]);
    const same = await admin('POST', `/versions/${live}/restore`, {});
    expect(same.statusCode).toBe(409);
    expect(same.json().data).toEqual([
      { target_element: 'version', error_message: FORM_ADMIN_MESSAGES.alreadyLive(live) },
    ]);
    expect((await admin('POST', '/versions/9999/restore', {})).statusCode).toBe(404);
    expect(((await admin('GET', '/versions')).json().data.versions as Array<{ version: number }>)[0]?.version).toBe(
      live,
    );
  });

  it('restores an earlier version as a new one in one call: new enrollments get it, a pinned one keeps its own', async () => {
    await put([hours(80)]);
    const old = await publish('80 again');
    await put([hours(80), employeeNumber]);
    const withNumber = await publish('employee number');
    const pinned = await started();
    expect(await pinOf(pinned)).toBe(withNumber);

    const res = await admin('POST', `/versions/${old}/restore`, {});
    expect(res.statusCode, res.body).toBe(200);
    const restored = res.json().data.version as number;
    expect(restored).toBe(withNumber + 1);
    const detail = (await admin('GET', `/versions/${restored}`)).json().data;
    expect(detail).toMatchObject({ note: `Restored version ${old}`, restored_from: old, published_by: 'ADMIN_TOKEN' });
    expect(detail.diff.removed.map((r: { field_name: string }) => r.field_name)).toEqual(['employee_number']);
    // The draft follows, so the next publish starts from what was restored.
    const draft = (await admin('GET', `?tab=${TAB}`)).json().data.rules as Array<{ field_name: string }>;
    expect(draft.map((r) => r.field_name)).toEqual(['weekly_hours']);

    const fresh = await started();
    const fieldsOf = async (id: string) =>
      (
        (await api.get(`/get-form-fields-custom?tab=${TAB}&enrollment_id=${id}`)).json().data.result as Array<{
          field_name: string;
        }>
      ).map((d) => d.field_name);
    expect(await fieldsOf(fresh)).toEqual(['weekly_hours']);
    expect(await fieldsOf(pinned)).toEqual(['weekly_hours', 'employee_number']);
    expect(errorMap(await save(pinned, { weekly_hours: 10 }))).toEqual({ employee_number: 'Field is required' });
  });

  it('exports a version as the RULES_FILE shape, which the draft takes back', async () => {
    await put([hours(45)]);
    const version = await publish('45 for export');
    const res = await admin('GET', `/versions/${version}/export`);
    expect(res.statusCode, res.body).toBe(200);
    const file = res.json().data as {
      rules: Array<{ tab: string; field_name: string }>;
      tabs: unknown[];
      replace_tabs: string[];
    };
    expect(file.rules.find((r) => r.tab === TAB)).toMatchObject(hours(45));
    expect(file.tabs).toContainEqual(pageTab);
    expect(file.replace_tabs).toContain(TAB);
    expect((await admin('PUT', '', file)).statusCode).toBe(200);
    // Taken back unchanged: nothing to publish.
    expect((await admin('POST', '/publish', { note: 'same' })).statusCode).toBe(409);
    expect((await admin('GET', '/versions/9999/export')).statusCode).toBe(404);
  });

  it('refuses a message naming a bound the field does not set, or no bound at all', async () => {
    const bad = (messages: object) => ({ ...hours(10), definition: { ...hours(10).definition, messages } });
    const res = await admin('PUT', '', {
      rules: [bad({ maxLength: 'At most {maxLength}' }), { ...bad({ maximum: 'Max {limit}' }), field_name: 'other' }],
      replace_tabs: [TAB],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().data).toEqual([
      {
        target_element: 'rules[0].definition.messages.maxLength',
        error_message: '{maxLength} names a bound this field does not set',
      },
      {
        target_element: 'rules[1].definition.messages.maximum',
        error_message:
          '{limit} names no bound; a message may name {min}, {max}, {minimum}, {maximum}, {minLength}, {maxLength}, {minAge}, {maxAge}',
      },
    ]);
  });

  it('keeps the pinned version on the policy', async () => {
    const id = await completableEnrollment(app, app.issueSession(OPEN_SESSION));
    const pin = await pinOf(id);
    expect(pin).toBeGreaterThan(0);
    const done = await api.post('/save-review-info', { enrollment_id: id, send_sms: 0 });
    expect(done.statusCode, done.body).toBe(200);
    const [policy] = await app.db
      .select({ v: policies.rulesVersion })
      .from(policies)
      .where(eq(policies.enrollmentId, id));
    expect(policy?.v).toBe(pin);
  });
});
