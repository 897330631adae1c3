import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WITHHELD_VERSION } from '../../schemas/api/form-admin';
import { buildTestApp } from '../helpers/build-app';
import { putRules } from '../helpers/carrier-rules';

/**
 * A carrier admin reads the published versions' numbers and times, but the note and the publisher
 * only of their own (issue 26, item 18): they read other carriers' notes and the staff e-mails.
 */

const STAFF_NOTE = 'Keystone asks for a fax number on contact info';
let app: FastifyInstance;
let staff: string;
let carrierAdmin: string;

async function signIn(email: string, password: string): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/v1/admin/sign-in', payload: { email, password } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.token as string;
}

async function publish(token: string, rule: Record<string, unknown>, note: string): Promise<number> {
  await putRules(app, { rules: [{ tab: 'contact_info', required: true, sort: 95, ...rule } as never] }, token);
  // putRules publishes with its own note; change the draft again and publish with ours (an unchanged draft is refused).
  const put = await app.inject({
    method: 'PUT',
    url: '/api/v1/admin/form-field-rules',
    headers: { authorization: `Bearer ${token}` },
    payload: { rules: [{ tab: 'contact_info', required: false, sort: 95, ...rule }] },
  });
  expect(put.statusCode, put.body).toBe(200);
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/admin/form-field-rules/publish',
    headers: { authorization: `Bearer ${token}` },
    payload: { note },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.version as number;
}

const get = (token: string, url: string) =>
  app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { authorization: `Bearer ${token}` } });

beforeAll(async () => {
  app = await buildTestApp();
  staff = await signIn('staff@openenroll.example', 'demo-staff-pass');
  carrierAdmin = await signIn('sunfield.admin@openenroll.example', 'demo-carrier-pass');
}, 60_000);
afterAll(async () => app.close());

describe('published versions read by a carrier admin', () => {
  it("withhold other publishers' notes and e-mails, and show their own", async () => {
    const staffVersion = await publish(staff, { field_name: 'fax', scope: 'carrier', scope_id: 1 }, STAFF_NOTE);
    await publish(carrierAdmin, { field_name: 'fax', scope: 'plan', scope_id: 191 }, 'Sunfield fax');

    const listed = await get(carrierAdmin, '/admin/form-field-rules/versions');
    expect(listed.statusCode).toBe(200);
    expect(listed.body).not.toContain(STAFF_NOTE);
    expect(listed.body).not.toContain('staff@openenroll.example');
    const versions = listed.json().data.versions as Array<{ version: number; note: string; published_by: string }>;
    expect(versions.find((v) => v.version === staffVersion)).toMatchObject({
      note: WITHHELD_VERSION.note,
      published_by: WITHHELD_VERSION.publishedBy,
    });
    expect(versions[0]).toMatchObject({ note: 'Sunfield fax', published_by: 'sunfield.admin@openenroll.example' });

    for (const url of [
      `/admin/form-field-rules/versions/${staffVersion}`,
      `/admin/form-field-rules?version=${staffVersion}`,
    ]) {
      const one = await get(carrierAdmin, url);
      expect(one.statusCode, url).toBe(200);
      expect(one.body, url).not.toContain(STAFF_NOTE);
      expect(one.body, url).not.toContain('staff@openenroll.example');
    }

    // Staff read every note and publisher.
    const all = (await get(staff, '/admin/form-field-rules/versions')).json().data.versions as Array<{
      version: number;
      note: string;
      published_by: string;
    }>;
    expect(all.find((v) => v.version === staffVersion)).toMatchObject({
      note: STAFF_NOTE,
      published_by: 'staff@openenroll.example',
    });
  });
});
