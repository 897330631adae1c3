import { mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { FORM_ADMIN_MESSAGES } from '../../schemas/api/form-admin';
import { buildTestApp } from '../helpers/build-app';
import { enrollmentWithCart, OPEN_SESSION, wizardClient } from '../helpers/wizard';

/**
 * The admin form-rules API as staff and a carrier admin use it together on one shared draft
 * (docs/decisions/0060-form-engine-v2.md): a carrier admin's publish takes only their scopes from
 * the draft, and `replace_tabs` empties a tab's rules within the caller's scopes.
 */

type Rule = {
  tab: string;
  field_name: string;
  required?: boolean;
  sort?: number;
  scope?: string;
  scope_id?: number;
  definition?: object;
};
type Tab = { tab: string; title: string; sort?: number; required?: boolean; scope?: string; scope_id?: number };

const ADMIN = 'admin-token-for-form-rules-tests-0123456789';
const STAFF = { email: 'staff@openenroll.example', password: 'demo-staff-pass' };
const SUNFIELD = { email: 'sunfield.admin@openenroll.example', password: 'demo-carrier-pass' };
/** Carrier A: Brightsmile (1), edited by staff. Carrier B: Sunfield (11, plan 191), edited by its carrier admin. */
const CARRIER_A = 1;
const PLAN_B = 191;

const text = (label: string) => ({ label, widget: 'text', schema: { type: 'string', maxLength: 20 } });

describe('admin form-field rules: staff and a carrier admin on one draft', () => {
  let app: FastifyInstance;
  let staff: string;
  let sunfield: string;
  const call = (token: string, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    app.inject({
      method,
      url: `/api/v1/admin/form-field-rules${url}`,
      payload,
      headers: { authorization: `Bearer ${token}` },
    });
  const rulesOf = async (token: string, query: string) => (await call(token, 'GET', query)).json().data.rules as Rule[];
  const tabsOf = async (token: string, query = '') => (await call(token, 'GET', query)).json().data.tabs as Tab[];
  const has = (rules: Rule[], field: string, scope: string, scopeId: number) =>
    rules.some((r) => r.field_name === field && r.scope === scope && r.scope_id === scopeId);

  beforeAll(async () => {
    app = await buildTestApp({ adminToken: ADMIN });
    const signIn = async (who: object) =>
      (await app.inject({ method: 'POST', url: '/api/v1/admin/sign-in', payload: who })).json().data.token as string;
    staff = await signIn(STAFF);
    sunfield = await signIn(SUNFIELD);
  });
  afterAll(async () => app.close());

  it("a carrier admin's publish takes only their scopes from the draft; another carrier's unpublished edit stays in the draft", async () => {
    const baseline = (await call(staff, 'POST', '/publish', { note: 'Baseline' })).json().data.version as number;
    const published = await rulesOf(ADMIN, `?version=${baseline}&tab=contact_info`);

    // Staff edit carrier A's scope (a rule and a custom tab) and do not publish.
    const contact = await rulesOf(staff, '?tab=contact_info');
    const faxA = {
      tab: 'contact_info',
      field_name: 'fax',
      required: true,
      sort: 40,
      scope: 'carrier',
      scope_id: CARRIER_A,
    };
    const tabA = {
      tab: 'custom_brightsmile',
      title: 'Brightsmile questions',
      sort: 7,
      required: true,
      scope: 'carrier',
      scope_id: CARRIER_A,
    };
    const staffPut = await call(staff, 'PUT', '', {
      rules: [...contact, faxA],
      tabs: [...(await tabsOf(staff)), tabA],
    });
    expect(staffPut.statusCode).toBe(200);

    // Carrier B's admin edits their scope (their PUT replaces only their rows of contact_info) and publishes.
    const zip4B = {
      tab: 'contact_info',
      field_name: 'zip4',
      required: true,
      read_only: false,
      visible: true,
      sort: 5,
      scope: 'plan',
      scope_id: PLAN_B,
    };
    expect((await call(sunfield, 'PUT', '', { rules: [zip4B] })).statusCode).toBe(200);
    expect(has(await rulesOf(staff, '?tab=contact_info'), 'fax', 'carrier', CARRIER_A)).toBe(true);
    const res = await call(sunfield, 'POST', '/publish', { note: 'Sunfield asks for zip+4 on plan 191' });
    expect(res.statusCode).toBe(200);
    const version = res.json().data.version as number;
    expect(version).toBe(baseline + 1);

    // The new version: the last published rules, plus B's change, and not A's draft edit.
    const now = await rulesOf(ADMIN, `?version=${version}&tab=contact_info`);
    expect(has(now, 'zip4', 'plan', PLAN_B)).toBe(true);
    expect(has(now, 'fax', 'carrier', CARRIER_A)).toBe(false);
    expect(now).toHaveLength(published.length + 1);
    expect((await tabsOf(ADMIN, `?version=${version}`)).some((t) => t.tab === 'custom_brightsmile')).toBe(false);
    const detail = (await call(staff, 'GET', `/versions/${version}`)).json().data;
    expect(detail.published_by).toBe(SUNFIELD.email);
    expect(detail.diff).toEqual({ added: [zip4B], removed: [], changed: [] });

    // A's edit is still in the draft, unpublished; the wizard reads B's change.
    expect(has(await rulesOf(staff, '?tab=contact_info'), 'fax', 'carrier', CARRIER_A)).toBe(true);
    expect((await tabsOf(staff)).some((t) => t.tab === 'custom_brightsmile')).toBe(true);
    const api = wizardClient(app, app.issueSession(OPEN_SESSION));
    const id = await enrollmentWithCart(app, [PLAN_B]);
    const fields = (await api.get(`/get-form-fields-contact-info?enrollment_id=${id}`)).json().data.result as Array<{
      field_name: string;
      required: boolean;
    }>;
    expect(fields.find((f) => f.field_name === 'zip4')?.required).toBe(true);

    // Staff publish the whole draft, A's edit included.
    const whole = (await call(staff, 'POST', '/publish', { note: 'Everything' })).json().data.version as number;
    expect(has(await rulesOf(ADMIN, `?version=${whole}&tab=contact_info`), 'fax', 'carrier', CARRIER_A)).toBe(true);
    expect((await tabsOf(ADMIN, `?version=${whole}`)).some((t) => t.tab === 'custom_brightsmile')).toBe(true);
  });

  it("replace_tabs deletes a tab's last rules; a carrier admin's clears only their scope's", async () => {
    const tab = 'custom_badges';
    const badgeA = {
      tab,
      field_name: 'badge_a',
      required: true,
      sort: 0,
      scope: 'carrier',
      scope_id: CARRIER_A,
      definition: text('Badge A'),
    };
    const badgeB = {
      tab,
      field_name: 'badge_b',
      required: true,
      sort: 1,
      scope: 'plan',
      scope_id: PLAN_B,
      definition: text('Badge B'),
    };
    const defaultRule = { tab, field_name: 'badge', sort: 2, definition: text('Badge') };
    expect((await call(staff, 'PUT', '', { rules: [badgeA, badgeB, defaultRule] })).statusCode).toBe(200);
    expect(await rulesOf(staff, `?tab=${tab}`)).toHaveLength(3);

    // Without replace_tabs an empty rule list names no tab and changes nothing.
    const nothing = await call(sunfield, 'PUT', '', { rules: [] });
    expect(nothing.json().data.replaced_tabs).toEqual([]);
    expect((await rulesOf(sunfield, `?tab=${tab}`)).map((r) => r.field_name)).toEqual(['badge_b']);

    // The carrier admin clears the tab: only their rule goes; staff's carrier-A and default rules stay.
    const cleared = await call(sunfield, 'PUT', '', { rules: [], replace_tabs: [tab] });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().data).toMatchObject({ replaced_tabs: [tab], rules: [] });
    expect(await rulesOf(sunfield, `?tab=${tab}`)).toEqual([]);
    expect((await rulesOf(staff, `?tab=${tab}`)).map((r) => r.field_name).sort()).toEqual(['badge', 'badge_a']);

    // replace_tabs with rules for the tab is an ordinary replace of it.
    const again = await call(sunfield, 'PUT', '', { rules: [badgeB], replace_tabs: [tab] });
    expect(again.json().data.replaced_tabs).toEqual([tab]);
    expect((await rulesOf(staff, `?tab=${tab}`)).map((r) => r.field_name).sort()).toEqual([
      'badge',
      'badge_a',
      'badge_b',
    ]);

    // Staff clear the whole tab; another tab named only in replace_tabs loses its rules, the others keep theirs.
    const contactBefore = await rulesOf(staff, '?tab=contact_info');
    const all = await call(staff, 'PUT', '', { rules: [], replace_tabs: [tab] });
    expect(all.json().data.replaced_tabs).toEqual([tab]);
    expect(await rulesOf(staff, `?tab=${tab}`)).toEqual([]);
    expect(await rulesOf(staff, '?tab=contact_info')).toEqual(contactBefore);
  });

  it('replace_tabs names only tabs rules may have', async () => {
    const res = await call(staff, 'PUT', '', { rules: [], replace_tabs: ['contact_info', 'nowhere'] });
    expect(res.statusCode).toBe(400);
    expect(res.json().data).toEqual([
      { target_element: 'replace_tabs[1]', error_message: FORM_ADMIN_MESSAGES.noSuchTab('nowhere') },
    ]);
    expect((await call(staff, 'PUT', '', { rules: [], replace_tabs: ['Bad Tab'] })).statusCode).toBe(400);
    expect((await rulesOf(staff, '?tab=contact_info')).length).toBeGreaterThan(5);
  });
});

describe('a server with a RULES_FILE and no version published yet', () => {
  let app: FastifyInstance;
  let dir: string;
  let file: string;
  const call = (method: 'GET' | 'PUT', url: string, payload?: object) =>
    app.inject({
      method,
      url: `/api/v1/admin/form-field-rules${url}`,
      payload,
      headers: { authorization: `Bearer ${ADMIN}` },
    });
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'oe-rules-replace-'));
    file = path.join(dir, 'rules.json');
    app = await buildTestApp({ rulesFile: file, adminToken: ADMIN });
  });
  afterAll(async () => {
    await app.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('empties a tab the file names only in replace_tabs, as the PUT does', async () => {
    const tab = 'custom_file_questions';
    expect(
      (await call('PUT', '', { rules: [{ tab, field_name: 'badge', definition: text('Badge') }] })).statusCode,
    ).toBe(200);
    expect((await call('GET', `?tab=${tab}`)).json().data.rules).toHaveLength(1);
    await writeFile(file, JSON.stringify({ rules: [], replace_tabs: [tab] }));
    await utimes(file, 1_700_000_000, 1_700_000_000);
    expect((await call('GET', `?tab=${tab}`)).json().data.rules).toEqual([]);
  });

  it("a carrier admin's first publish is theirs: version 1 ('Initial rules', by system) is the draft outside their scopes, version 2 adds their changes, credited to them", async () => {
    expect((await call('GET', '/versions')).json().data.versions).toEqual([]);
    const token = (await app.inject({ method: 'POST', url: '/api/v1/admin/sign-in', payload: SUNFIELD })).json().data
      .token as string;
    const rule = {
      tab: 'contact_info',
      field_name: 'zip4',
      required: true,
      read_only: false,
      visible: true,
      sort: 5,
      scope: 'plan',
      scope_id: PLAN_B,
    };
    const put = await app.inject({
      method: 'PUT',
      url: '/api/v1/admin/form-field-rules',
      payload: { rules: [rule] },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(put.statusCode).toBe(200);
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/admin/form-field-rules/publish',
      payload: { note: 'zip+4' },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.json().data.version).toBe(2);
    const versions = (await call('GET', '/versions')).json().data.versions as Array<{
      version: number;
      note: string;
      published_by: string;
    }>;
    expect(versions.map((v) => [v.version, v.note, v.published_by])).toEqual([
      [2, 'zip+4', SUNFIELD.email],
      [1, 'Initial rules', 'system'],
    ]);
    // Decision 0240: version 1 holds none of their rows; version 2's difference is exactly their change.
    expect((await call('GET', '?version=1&tab=contact_info')).json().data.rules).not.toContainEqual(rule);
    expect((await call('GET', '/versions/2')).json().data.diff).toEqual({ added: [rule], removed: [], changed: [] });
    expect((await call('GET', '?version=2&tab=contact_info')).json().data.rules).toContainEqual(rule);
  });
});
