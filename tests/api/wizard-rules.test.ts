import { mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '../../schemas/messages';
import { buildTestApp } from '../helpers/build-app';
import { enrollmentWithCart, errorMap, OPEN_SESSION, wizardClient } from '../helpers/wizard';

type Rule = {
  tab: string;
  field_name: string;
  required?: boolean;
  read_only?: boolean;
  visible?: boolean;
  sort?: number;
  scope?: string;
  scope_id?: number;
};

const ADMIN = 'admin-token-for-tests-0123456789';
const PERSON = { first_name: 'Ana', last_name: 'Diaz', marital_status: '1', ssn: '123456789' };
const fieldNamed = async (api: ReturnType<typeof wizardClient>, step: string, id: string, name: string) =>
  (
    (await api.get(`/get-form-fields-${step}?enrollment_id=${id}`)).json().data.result as Array<{
      field_name: string;
      required: boolean;
    }>
  ).find((f) => f.field_name === name);

describe('admin form-field rules', () => {
  let app: FastifyInstance;
  let api: ReturnType<typeof wizardClient>;
  const admin = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object, token = ADMIN) =>
    app.inject({
      method,
      url: `/api/v1/admin/form-field-rules${url}`,
      payload,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  beforeAll(async () => {
    app = await buildTestApp({ adminToken: ADMIN });
    api = wizardClient(app, app.issueSession(OPEN_SESSION));
  });
  afterAll(async () => app.close());

  it('refuses requests without the admin token', async () => {
    expect((await admin('GET', '', undefined, '')).statusCode).toBe(401);
    expect((await admin('GET', '', undefined, 'wrong-token')).statusCode).toBe(401);
  });

  it('a rule change goes to the draft; once published it shows in the next get-form-fields and is enforced by the next save, without a rebuild', async () => {
    const withPlan = await enrollmentWithCart(app, [121]);
    const without = await enrollmentWithCart(app);
    expect((await fieldNamed(api, 'personal-info', withPlan, 'weight'))?.required).toBe(false);
    expect((await api.post('/save-personal-info', { enrollment_id: withPlan, ...PERSON })).statusCode).toBe(200);

    const current = (await admin('GET', '?tab=primary_info')).json().data.rules as Rule[];
    expect(current.length).toBeGreaterThan(10);
    const put = await admin('PUT', '', {
      rules: [
        ...current,
        { tab: 'primary_info', field_name: 'weight', required: true, sort: 5, scope: 'plan', scope_id: 121 },
      ],
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().data.replaced_tabs).toEqual(['primary_info']);
    // The draft is not live.
    expect((await fieldNamed(api, 'personal-info', withPlan, 'weight'))?.required).toBe(false);
    const before = (await admin('GET', '/versions')).json().data.versions as Array<{ version: number }>;
    // For the enrollments in progress too (decision 0240; without it `withPlan` keeps the version it started on).
    const published = await admin('POST', '/publish', { note: 'Weight for plan 121', applies_in_progress: true });
    expect(published.statusCode).toBe(200);
    const version = published.json().data.version as number;
    expect(version).toBe((before[0]?.version ?? 0) + 1);

    expect((await fieldNamed(api, 'personal-info', withPlan, 'weight'))?.required).toBe(true);
    expect((await fieldNamed(api, 'personal-info', without, 'weight'))?.required).toBe(false);
    expect(errorMap(await api.post('/save-personal-info', { enrollment_id: withPlan, ...PERSON }))).toEqual({
      weight: MESSAGES.fieldRequired,
    });
    expect(
      (await api.post('/save-personal-info', { enrollment_id: withPlan, ...PERSON, weight: '160' })).statusCode,
    ).toBe(200);
  });

  it('refuses a scoped rule without its id, duplicates and bad names with 400', async () => {
    const bad = [
      { rules: [{ tab: 'primary_info', field_name: 'weight', scope: 'carrier' }] },
      {
        rules: [
          { tab: 'primary_info', field_name: 'weight' },
          { tab: 'primary_info', field_name: 'weight' },
        ],
      },
      { rules: [{ tab: 'primary_info', field_name: '__proto__' }] },
      { rules: 'all' },
    ];
    for (const body of bad) {
      const res = await admin('PUT', '', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().status).toBe('error');
    }
    expect(((await admin('GET', '?tab=primary_info')).json().data.rules as Rule[]).length).toBeGreaterThan(10);
  });

  it('keeps a history of versions with who, when, the note and the difference', async () => {
    const current = (await admin('GET', '?tab=contact_info')).json().data.rules as Rule[];
    const added = {
      tab: 'contact_info',
      field_name: 'fax',
      required: true,
      read_only: false,
      visible: true,
      sort: 40,
      scope: 'carrier',
      scope_id: 1001,
    };
    expect((await admin('PUT', '', { rules: [...current, added] })).statusCode).toBe(200);
    const version = (await admin('POST', '/publish', { note: 'Fax for carrier 1001' })).json().data.version as number;
    const versions = (await admin('GET', '/versions')).json().data.versions as Array<{
      version: number;
      note: string;
      published_by: string;
      published_at: string;
    }>;
    expect(versions[0]).toMatchObject({ version, note: 'Fax for carrier 1001', published_by: 'ADMIN_TOKEN' });
    expect(Date.parse(versions[0]!.published_at)).toBeGreaterThan(Date.now() - 60_000);
    const detail = (await admin('GET', `/versions/${version}`)).json().data;
    expect(detail.diff.added).toEqual([added]);
    expect(detail.diff.removed).toEqual([]);
    // An old version reads as it was published.
    const old = (await admin('GET', `?version=${version - 1}&tab=contact_info`)).json().data.rules as Rule[];
    expect(old.some((r) => r.field_name === 'fax')).toBe(false);
    expect((await admin('GET', '/versions/9999')).statusCode).toBe(404);
  });

  it('refuses a bad definition with a field error naming the part', async () => {
    const def = (schema: object, extra: object = {}) => ({
      label: 'Employee number',
      widget: 'text',
      schema: { type: 'string', ...schema },
      ...extra,
    });
    const cases: Array<[object, string]> = [
      [def({ pattern: '^(a+)+$' }), 'rules[0].definition.schema.pattern'],
      [def({ pattern: '[' }), 'rules[0].definition.schema.pattern'],
      [def({ $ref: 'http://x' }), 'rules[0].definition.schema.$ref'],
      [def({}, { widget: 'wysiwyg' }), 'rules[0].definition.widget'],
      [
        {
          label: 'Pick',
          widget: 'select',
          schema: { type: 'string' },
          options: Array.from({ length: 201 }, (_, i) => ({ value: String(i), label: `Option ${i}` })),
        },
        'rules[0].definition.options',
      ],
    ];
    for (const [definition, target] of cases) {
      const res = await admin('PUT', '', {
        rules: [
          {
            tab: 'employer_info',
            field_name: 'employee_number',
            required: true,
            scope: 'plan',
            scope_id: 191,
            definition,
          },
        ],
      });
      expect(res.statusCode, target).toBe(400);
      expect((res.json().data as Array<{ target_element: string }>).map((e) => e.target_element)).toContain(target);
    }
  });

  it('previews a step from the draft with the errors the server would give', async () => {
    const current = (await admin('GET', '?tab=employer_info')).json().data.rules as Rule[];
    const employeeNumber = {
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
    expect(
      (
        await admin('PUT', '', {
          rules: [...current.filter((r) => r.field_name !== 'employee_number'), employeeNumber],
        })
      ).statusCode,
    ).toBe(200);
    const preview = await admin('POST', '/preview', {
      tab: 'employer_info',
      plan_id: 191,
      data: { employee_number: 'E-1' },
    });
    expect(preview.statusCode).toBe(200);
    const data = preview.json().data as {
      descriptors: Array<{ field_name: string; definition?: { label: string } }>;
      errors: Array<{ target_element: string; error_message: string }>;
    };
    expect(data.descriptors.find((d) => d.field_name === 'employee_number')?.definition?.label).toBe('Employee number');
    expect(data.errors).toContainEqual({ target_element: 'employee_number', error_message: 'Use the form E-12345' });
    const otherPlan = (await admin('POST', '/preview', { tab: 'employer_info', plan_id: 121, data: {} })).json().data;
    expect(otherPlan.descriptors.some((d: { field_name: string }) => d.field_name === 'employee_number')).toBe(false);
  });

  it('is off (404) when ADMIN_TOKEN is unset', async () => {
    const plain = await buildTestApp();
    const res = await plain.inject({
      method: 'GET',
      url: '/api/v1/admin/form-field-rules',
      headers: { authorization: 'Bearer anything' },
    });
    expect(res.statusCode).toBe(404);
    await plain.close();
  });
});

describe('RULES_FILE', () => {
  let app: FastifyInstance;
  let api: ReturnType<typeof wizardClient>;
  let dir: string;
  let file: string;
  let contactRules: Rule[];
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'oe-rules-'));
    file = path.join(dir, 'rules.json');
    app = await buildTestApp({ rulesFile: file, adminToken: ADMIN });
    api = wizardClient(app, app.issueSession(OPEN_SESSION));
    const res = await app.inject({
      method: 'GET',
      url: '/api/v1/admin/form-field-rules?tab=contact_info',
      headers: { authorization: `Bearer ${ADMIN}` },
    });
    contactRules = res.json().data.rules;
  });
  afterAll(async () => {
    await app.close();
    await rm(dir, { recursive: true, force: true });
  });

  async function writeRules(rules: Rule[], mtimeSeconds: number): Promise<void> {
    await writeFile(file, JSON.stringify({ rules }));
    await utimes(file, mtimeSeconds, mtimeSeconds);
  }

  const CONTACT = {
    address1: '1 Main St',
    city: 'Atlanta',
    state: 'GA',
    zip: '30301',
    phone_number: '4048532211',
    email_address: 'ana@mail.com',
  };

  const draftZip4 = async () =>
    (
      (
        await app.inject({
          method: 'GET',
          url: '/api/v1/admin/form-field-rules?tab=contact_info',
          headers: { authorization: `Bearer ${ADMIN}` },
        })
      ).json().data.rules as Rule[]
    ).find((r) => r.field_name === 'zip4' && r.scope === 'plan');
  const publish = async () =>
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/v1/admin/form-field-rules/publish',
          payload: { note: 'rules file', applies_in_progress: true },
          headers: { authorization: `Bearer ${ADMIN}` },
        })
      ).statusCode,
    ).toBe(200);

  it('is imported into the draft when it changes, goes live only when published, and a broken file keeps the draft', async () => {
    const id = await enrollmentWithCart(app, [121]);
    expect((await fieldNamed(api, 'contact-info', id, 'zip4'))?.required).toBe(false);

    await writeRules(
      [
        ...contactRules,
        { tab: 'contact_info', field_name: 'zip4', required: true, sort: 5, scope: 'plan', scope_id: 121 },
      ],
      1_700_000_000,
    );
    // Imported into the draft, not live: the applicant's step is unchanged until someone publishes.
    expect((await fieldNamed(api, 'contact-info', id, 'zip4'))?.required).toBe(false);
    expect((await draftZip4())?.required).toBe(true);
    await publish();
    expect((await fieldNamed(api, 'contact-info', id, 'zip4'))?.required).toBe(true);
    expect(errorMap(await api.post('/save-contact-info', { enrollment_id: id, ...CONTACT }))).toEqual({
      zip4: MESSAGES.fieldRequired,
    });

    await writeFile(file, '{ not json');
    await utimes(file, 1_700_000_100, 1_700_000_100);
    expect((await draftZip4())?.required).toBe(true);

    await writeRules(contactRules, 1_700_000_200);
    expect(await draftZip4()).toBeUndefined();
    await publish();
    expect((await fieldNamed(api, 'contact-info', id, 'zip4'))?.required).toBe(false);
    expect((await api.post('/save-contact-info', { enrollment_id: id, ...CONTACT })).statusCode).toBe(200);
  });

  it('never undoes a draft edit made since it was imported (a restart re-reads the same file)', async () => {
    await writeRules(
      [
        ...contactRules,
        { tab: 'contact_info', field_name: 'zip4', required: true, sort: 5, scope: 'plan', scope_id: 121 },
      ],
      1_700_001_000,
    );
    expect((await draftZip4())?.required).toBe(true);
    const edited = [
      ...contactRules,
      { tab: 'contact_info', field_name: 'zip4', required: false, sort: 5, scope: 'plan', scope_id: 121 },
    ];
    expect(
      (
        await app.inject({
          method: 'PUT',
          url: '/api/v1/admin/form-field-rules',
          payload: { rules: edited },
          headers: { authorization: `Bearer ${ADMIN}` },
        })
      ).statusCode,
    ).toBe(200);
    // The same content with a new modification time, as a restart sees it: already imported, skipped.
    await utimes(file, 1_700_002_000, 1_700_002_000);
    expect((await draftZip4())?.required).toBe(false);
  });
});
