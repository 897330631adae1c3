import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../helpers/build-app';

let app: FastifyInstance;
let staff: string;
let carrierAdmin: string;
let hr: string;
let jordan: string;
let visitor: string;
const JORDAN = 1001;

const call = (token: string, method: string, url: string, payload?: unknown) =>
  app.inject({
    method: method as 'GET',
    url: `/api/v1${url}`,
    headers: { authorization: `Bearer ${token}` },
    ...(payload === undefined ? {} : { payload: payload as string }),
  });
const tokenOf = async (url: string, body: object) =>
  (await app.inject({ method: 'POST', url: `/api/v1${url}`, payload: body })).json().data.token as string;
const get = (url: string) => app.inject({ method: 'GET', url: `/api/v1${url}` });

beforeAll(async () => {
  app = await buildTestApp({ adminToken: 'a'.repeat(40) });
  staff = await tokenOf('/admin/sign-in', { email: 'staff@openenroll.example', password: 'demo-staff-pass' });
  carrierAdmin = await tokenOf('/admin/sign-in', {
    email: 'sunfield.admin@openenroll.example',
    password: 'demo-carrier-pass',
  });
  hr = await tokenOf('/group-sign-in', { email: 'hr@acme.example.com', password: 'demo-group-pass' });
  jordan = await tokenOf('/rep-sign-in', { email: 'jordan.avery@example.com', password: 'demo-rep-pass' });
  visitor = (await get('/validate-agent?agent_code=AG1001')).json().data.token;
});
afterAll(async () => app.close());

const NEW_REP = {
  agent_code: 'AG7001',
  first_name: 'Riley',
  last_name: 'Chen',
  email: 'riley.chen@example.com',
  phone: '4045550177',
  landing_url: 'rileychen',
  display_name: 'Chen Benefits',
  tagline: 'Plans explained plainly',
  agent_bio: 'Riley has helped Atlanta families choose cover since 2012.',
  group_ids: [2001],
};

describe('staff: reps', () => {
  let id: number;
  it('creates a rep whose access code validates and whose landing page opens with its texts', async () => {
    const jordanRep = (await call(staff, 'GET', `/admin/reps/${JORDAN}`)).json().data;
    expect(jordanRep.fields).toMatchObject({ agent_code: 'AG1001', landing_url: 'jordan' });
    const res = await call(staff, 'POST', '/admin/reps', { ...NEW_REP, portal_ids: jordanRep.fields.portal_ids });
    expect(res.statusCode).toBe(200);
    id = res.json().data.id;
    expect(res.json().data.fields).toMatchObject({ ...NEW_REP, portal_ids: jordanRep.fields.portal_ids });
    expect(res.json().data.site_id).toEqual(expect.any(Number));

    const valid = (await get('/validate-agent?agent_code=ag7001')).json();
    expect(valid.data).toMatchObject({ agent_id: id, first_name: 'Riley', landing_url: 'rileychen' });
    expect(valid.data.portal_id).toBe(jordanRep.fields.portal_ids[0]);
    const landing = (await get('/validate-landing-page?landing_page=rileychen')).json();
    expect(landing.data).toMatchObject({ type: 'agent', agent_id: id });
    expect(landing.data.data).toMatchObject({ display_name: 'Chen Benefits', tagline: NEW_REP.tagline });

    const all: number[] = [];
    for (let after = 0; ;) {
      const page = (await call(staff, 'GET', `/admin/reps?limit=2&after=${after}`)).json().data;
      all.push(...page.reps.map((r: { id: number }) => r.id));
      if (page.next === null) break;
      after = page.next;
    }
    expect(all).toContain(id);
    expect(all).toContain(JORDAN);
  });

  it('refuses a taken access code or landing name, a reserved or a group landing name, and bad values', async () => {
    const taken = await call(staff, 'PUT', `/admin/reps/${id}`, { ...NEW_REP, agent_code: 'ag1001' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().data[0]).toMatchObject({ target_element: 'agent_code' });
    const landing = await call(staff, 'PUT', `/admin/reps/${id}`, { ...NEW_REP, landing_url: 'jordan' });
    expect(landing.statusCode).toBe(409);
    expect(landing.json().data[0].target_element).toBe('landing_url');
    const group = await call(staff, 'PUT', `/admin/reps/${id}`, { ...NEW_REP, landing_url: 'acme' });
    expect(group.statusCode).toBe(409);
    expect(group.json().data[0].error_message).toBe('A group has this landing page.');
    const reserved = await call(staff, 'PUT', `/admin/reps/${id}`, { ...NEW_REP, landing_url: 'cart' });
    expect(reserved.statusCode).toBe(400);
    expect(reserved.json().data[0].target_element).toBe('landing_url');
    for (const bad of [{ agent_code: 'A 1' }, { phone: '404-555' }, { email: 'no-at' }, { landing_url: 'Has Space' }]) {
      const res = await call(staff, 'PUT', `/admin/reps/${id}`, { ...NEW_REP, ...bad });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    const noGroup = await call(staff, 'PUT', `/admin/reps/${id}`, { ...NEW_REP, group_ids: [999999] });
    expect(noGroup.statusCode).toBe(400);
    expect(noGroup.json().data[0].target_element).toBe('group_ids');
    // Nothing above changed the rep.
    expect((await call(staff, 'GET', `/admin/reps/${id}`)).json().data.fields.agent_code).toBe('AG7001');
  });

  it('records who created and changed a rep and what changed, contact values not in full', async () => {
    const edit = await call(staff, 'PUT', `/admin/reps/${id}`, {
      ...NEW_REP,
      tagline: 'New tagline',
      phone: '4045550188',
    });
    expect(edit.statusCode).toBe(200);
    const log = (await call(staff, 'GET', `/admin/audit?entity=reps&entity_id=${id}`)).json().data;
    expect(log.entries.map((e: { action: string }) => e.action)).toEqual(['update', 'create']);
    const [update] = log.entries;
    expect(update.actor_name).toMatch(/staff|Staff/);
    expect(update.changes).toEqual(
      expect.arrayContaining([
        { field: 'tagline', before: NEW_REP.tagline, after: 'New tagline' },
        { field: 'phone', before: '…0177', after: '…0188' },
      ]),
    );
  });

  it('is staff only: a carrier admin, a group administrator, a rep and a visitor are refused', async () => {
    expect((await call(carrierAdmin, 'GET', '/admin/reps')).statusCode).toBe(403);
    expect((await call(carrierAdmin, 'POST', '/admin/reps', NEW_REP)).statusCode).toBe(403);
    for (const token of [hr, jordan, visitor]) {
      expect((await call(token, 'GET', '/admin/reps')).statusCode).toBe(401);
      expect((await call(token, 'PUT', `/admin/reps/${JORDAN}`, NEW_REP)).statusCode).toBe(401);
    }
  });
});

describe('a rep: their own landing page', () => {
  it('edits their own texts, seen on their landing page, and the change is recorded', async () => {
    const mine = (await call(jordan, 'GET', '/rep-admin/landing-page')).json().data;
    expect(mine.agent_id).toBe(JORDAN);
    const texts = { ...mine.texts, tagline: 'Your benefits, one call away' };
    const res = await call(jordan, 'PUT', '/rep-admin/landing-page', texts);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.texts.tagline).toBe('Your benefits, one call away');
    const landing = (await get('/validate-landing-page?landing_page=jordan')).json().data;
    expect(landing.data.tagline).toBe('Your benefits, one call away');
    const log = (await call(staff, 'GET', `/admin/audit?entity=rep_landing&entity_id=${JORDAN}`)).json().data;
    expect(log.entries[0]).toMatchObject({ actor_name: 'Jordan Avery (rep)', action: 'update' });
    await call(jordan, 'PUT', '/rep-admin/landing-page', mine.texts);
  });

  it("refuses any other field, another rep's page, a site, a group and the staff routes", async () => {
    const mine = (await call(jordan, 'GET', '/rep-admin/landing-page')).json().data;
    for (const other of [
      { agent_code: 'AG9999' },
      { landing_url: 'mine' },
      { agent_id: 1002 },
      { group_ids: [2001] },
    ]) {
      const res = await call(jordan, 'PUT', '/rep-admin/landing-page', { ...mine.texts, ...other });
      expect(res.statusCode, JSON.stringify(other)).toBe(403);
      expect(res.json().data[0].target_element).toBe(Object.keys(other)[0]);
    }
    // Another rep's id in the query is refused by the session guard; the page is always the session's.
    expect((await call(jordan, 'GET', '/rep-admin/landing-page?agent_id=1002')).statusCode).toBe(403);
    expect((await call(jordan, 'PUT', '/admin/reps/1002', NEW_REP)).statusCode).toBe(401);
    expect(
      (await call(jordan, 'PUT', '/admin/groups/2001', { group_code: 'X1', name: 'x', display_name: 'x' })).statusCode,
    ).toBe(401);
    expect((await call(jordan, 'PUT', '/group-admin/contributions', { contributions: [] })).statusCode).toBe(403);
    expect((await call(jordan, 'GET', '/admin/sites')).statusCode).toBeGreaterThanOrEqual(401);
    // A visitor who typed the access code, and a group administrator, may not edit a rep's page.
    expect((await call(visitor, 'PUT', '/rep-admin/landing-page', mine.texts)).statusCode).toBe(403);
    expect((await call(hr, 'PUT', '/rep-admin/landing-page', mine.texts)).statusCode).toBe(403);
    expect((await call(hr, 'GET', '/rep-admin/landing-page')).statusCode).toBe(403);
  });
});
