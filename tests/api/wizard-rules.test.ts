import { mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '../../schemas/messages';
import { buildTestApp } from '../helpers/build-app';
import { enrollmentWithCart, errorMap, OPEN_SESSION, wizardClient } from '../helpers/wizard';

type Rule = { tab: string; field_name: string; required?: boolean; read_only?: boolean; visible?: boolean; sort?: number; scope?: string; scope_id?: number };

const ADMIN = 'admin-token-for-tests-0123456789';
const PERSON = { first_name: 'Ana', last_name: 'Diaz', marital_status: '1', ssn: '123456789' };
const fieldNamed = async (api: ReturnType<typeof wizardClient>, step: string, id: string, name: string) =>
  ((await api.get(`/get-form-fields-${step}?enrollment_id=${id}`)).json().data.result as Array<{ field_name: string; required: boolean }>).find((f) => f.field_name === name);

describe('admin form-field rules', () => {
  let app: FastifyInstance;
  let api: ReturnType<typeof wizardClient>;
  const admin = (method: 'GET' | 'PUT', url: string, payload?: object, token = ADMIN) =>
    app.inject({ method, url: `/api/v1/admin/form-field-rules${url}`, payload, headers: token ? { authorization: `Bearer ${token}` } : {} });
  beforeAll(async () => {
    app = await buildTestApp({ adminToken: ADMIN });
    api = wizardClient(app, app.issueSession(OPEN_SESSION));
  });
  afterAll(async () => app.close());

  it('refuses requests without the admin token', async () => {
    expect((await admin('GET', '', undefined, '')).statusCode).toBe(401);
    expect((await admin('GET', '', undefined, 'wrong-token')).statusCode).toBe(401);
  });

  it('a rule change shows in the next get-form-fields and is enforced by the next save, without a rebuild', async () => {
    const withPlan = await enrollmentWithCart(app, [121]);
    const without = await enrollmentWithCart(app);
    expect((await fieldNamed(api, 'personal-info', withPlan, 'weight'))?.required).toBe(false);
    expect((await api.post('/save-personal-info', { enrollment_id: withPlan, ...PERSON })).statusCode).toBe(200);

    const current = (await admin('GET', '?tab=primary_info')).json().data.rules as Rule[];
    expect(current.length).toBeGreaterThan(10);
    const put = await admin('PUT', '', { rules: [...current, { tab: 'primary_info', field_name: 'weight', required: true, sort: 5, scope: 'plan', scope_id: 121 }] });
    expect(put.statusCode).toBe(200);
    expect(put.json().data.replaced_tabs).toEqual(['primary_info']);

    expect((await fieldNamed(api, 'personal-info', withPlan, 'weight'))?.required).toBe(true);
    expect((await fieldNamed(api, 'personal-info', without, 'weight'))?.required).toBe(false);
    expect(errorMap(await api.post('/save-personal-info', { enrollment_id: withPlan, ...PERSON }))).toEqual({ weight: MESSAGES.fieldRequired });
    expect((await api.post('/save-personal-info', { enrollment_id: withPlan, ...PERSON, weight: '160' })).statusCode).toBe(200);
  });

  it('refuses a scoped rule without its id, duplicates and bad names with 400', async () => {
    const bad = [
      { rules: [{ tab: 'primary_info', field_name: 'weight', scope: 'carrier' }] },
      { rules: [{ tab: 'primary_info', field_name: 'weight' }, { tab: 'primary_info', field_name: 'weight' }] },
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

  it('is off (404) when ADMIN_TOKEN is unset', async () => {
    const plain = await buildTestApp();
    const res = await plain.inject({ method: 'GET', url: '/api/v1/admin/form-field-rules', headers: { authorization: 'Bearer anything' } });
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
    const res = await app.inject({ method: 'GET', url: '/api/v1/admin/form-field-rules?tab=contact_info', headers: { authorization: `Bearer ${ADMIN}` } });
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

  const CONTACT = { address1: '1 Main St', city: 'Atlanta', state: 'GA', zip: '30301', phone_number: '4048532211', email_address: 'ana@mail.com' };

  it('is read on the next request after it changes, and a broken file keeps the current rules', async () => {
    const id = await enrollmentWithCart(app, [121]);
    expect((await fieldNamed(api, 'contact-info', id, 'zip4'))?.required).toBe(false);

    await writeRules([...contactRules, { tab: 'contact_info', field_name: 'zip4', required: true, sort: 5, scope: 'plan', scope_id: 121 }], 1_700_000_000);
    expect((await fieldNamed(api, 'contact-info', id, 'zip4'))?.required).toBe(true);
    expect(errorMap(await api.post('/save-contact-info', { enrollment_id: id, ...CONTACT }))).toEqual({ zip4: MESSAGES.fieldRequired });

    await writeFile(file, '{ not json');
    await utimes(file, 1_700_000_100, 1_700_000_100);
    expect((await fieldNamed(api, 'contact-info', id, 'zip4'))?.required).toBe(true);

    await writeRules(contactRules, 1_700_000_200);
    expect((await fieldNamed(api, 'contact-info', id, 'zip4'))?.required).toBe(false);
    expect((await api.post('/save-contact-info', { enrollment_id: id, ...CONTACT })).statusCode).toBe(200);
  });
});
