import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/build-app';

/**
 * Form-rule publishes and restores are in the audit log (issue 30 "every change is recorded";
 * decision 0327): who, which version, the note, and the counts of rules and tabs that changed,
 * written in the publish's transaction (a refused publish leaves no entry).
 */

let app: FastifyInstance;
let staff: string;
let carrierAdmin: string;

async function signIn(email: string, password: string): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/v1/admin/sign-in', payload: { email, password } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.token as string;
}

const call = (token: string, method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown) =>
  app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { authorization: `Bearer ${token}` },
    payload: payload as never,
  });

async function draftAndPublish(token: string, rule: Record<string, unknown>, note: string): Promise<number> {
  const put = await call(token, 'PUT', '/admin/form-field-rules', {
    rules: [{ tab: 'contact_info', required: true, sort: 95, field_name: 'fax', ...rule }],
  });
  expect(put.statusCode, put.body).toBe(200);
  const res = await call(token, 'POST', '/admin/form-field-rules/publish', { note });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.version as number;
}

type Entry = { actor_name: string; entity: string; entity_id: string; action: string; summary: string };
const formRuleEntries = async (): Promise<Entry[]> => {
  const res = await call(staff, 'GET', '/admin/audit?entity=form_rules&limit=50');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.entries as Entry[];
};

beforeAll(async () => {
  app = await buildTestApp();
  staff = await signIn('staff@openenroll.example', 'demo-staff-pass');
  carrierAdmin = await signIn('sunfield.admin@openenroll.example', 'demo-carrier-pass');
}, 60_000);
afterAll(async () => app.close());

describe('form-rule publishes in the audit log', () => {
  it('records each publish and restore with who, the version and the note; a refused publish records nothing', async () => {
    const before = (await formRuleEntries()).length;
    const first = await draftAndPublish(staff, { scope: 'carrier', scope_id: 1 }, 'Keystone asks for a fax');
    const second = await draftAndPublish(carrierAdmin, { scope: 'plan', scope_id: 191 }, 'Sunfield fax');

    // Nothing to publish: refused (409), and no entry.
    const refused = await call(staff, 'POST', '/admin/form-field-rules/publish', { note: 'again' });
    expect(refused.statusCode).toBe(409);

    const restore = await call(staff, 'POST', `/admin/form-field-rules/versions/${first}/restore`, {});
    expect(restore.statusCode, restore.body).toBe(200);
    const third = restore.json().data.version as number;

    const entries = await formRuleEntries();
    expect(entries.length - before).toBeGreaterThanOrEqual(3);
    const of = (v: number) => entries.find((e) => e.entity_id === String(v));
    expect(of(first)).toMatchObject({
      actor_name: 'Robin Staff',
      action: 'publish',
      summary: `Form rules version ${first} published: Keystone asks for a fax`,
    });
    expect(of(second)).toMatchObject({ action: 'publish', summary: expect.stringContaining('Sunfield fax') });
    expect(of(second)?.actor_name).not.toBe('Robin Staff');
    expect(of(third)).toMatchObject({
      action: 'restore',
      summary: expect.stringContaining(`restored from version ${first}`),
    });
    expect(entries.filter((e) => e.summary.includes('again'))).toEqual([]);
  });
});
