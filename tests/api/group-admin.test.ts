import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { storefrontKeyOf } from '../../server/domain/storefront-key';
import { createEnrollment } from '../../server/repositories/enrollments';
import { buildTestApp } from '../helpers/build-app';

let app: FastifyInstance;
let staff: string;
let hr: string;
let rep: string;
let visitor: string;
const ACME = 2001;

const call = (token: string, method: string, url: string, payload?: unknown, contentType?: string) =>
  app.inject({
    method: method as 'GET',
    url: `/api/v1${url}`,
    headers: { authorization: `Bearer ${token}`, ...(contentType ? { 'content-type': contentType } : {}) },
    ...(payload === undefined ? {} : { payload: payload as string }),
  });
const csv = (token: string, url: string, text: string) => call(token, 'POST', url, text, 'text/csv');
const tokenOf = async (url: string, body: object) =>
  (await app.inject({ method: 'POST', url: `/api/v1${url}`, payload: body })).json().data.token as string;

beforeAll(async () => {
  app = await buildTestApp({ adminToken: 'a'.repeat(40) });
  staff = await tokenOf('/admin/sign-in', { email: 'staff@openenroll.example', password: 'demo-staff-pass' });
  hr = await tokenOf('/group-sign-in', { email: 'hr@acme.example.com', password: 'demo-group-pass' });
  rep = await tokenOf('/rep-sign-in', { email: 'jordan.avery@example.com', password: 'demo-rep-pass' });
  visitor = (await app.inject({ method: 'GET', url: '/api/v1/validate-group?group_code=GRP2001' })).json().data.token;
});
afterAll(async () => app.close());

const NEW_GROUP = {
  group_code: 'BOLT01',
  name: 'Bolt Logistics',
  display_name: 'Bolt Logistics',
  display_email: 'benefits@bolt.example.com',
  address1: '1 Dock St',
  city: 'Savannah',
  state: 'GA',
  zip: '31401',
  landing_url: 'bolt',
  pay_frequency: 'semimonthly',
};

describe('staff: groups', () => {
  let id: number;
  it('creates a group with its address, codes, landing page, payroll and portals, and lists it', async () => {
    const acme = (await call(staff, 'GET', `/admin/groups/${ACME}`)).json().data;
    const res = await call(staff, 'POST', '/admin/groups', { ...NEW_GROUP, portal_ids: acme.fields.portal_ids });
    expect(res.statusCode).toBe(200);
    id = res.json().data.id;
    expect(res.json().data.fields).toMatchObject({ ...NEW_GROUP, portal_ids: acme.fields.portal_ids });
    // Paged by id: a page of one, then the next page from its `next`.
    const first = (await call(staff, 'GET', '/admin/groups?limit=1')).json().data;
    expect(first.groups).toHaveLength(1);
    const all: number[] = [];
    for (let after = 0; ;) {
      const page = (await call(staff, 'GET', `/admin/groups?limit=2&after=${after}`)).json().data;
      all.push(...page.groups.map((g: { id: number }) => g.id));
      if (page.next === null) break;
      after = page.next;
    }
    expect(all).toContain(id);
    expect(all).toContain(ACME);
  });

  it('edits a group, refuses a code another group has, and records each change without contact values in full', async () => {
    const edit = await call(staff, 'PUT', `/admin/groups/${id}`, {
      ...NEW_GROUP,
      name: 'Bolt Logistics LLC',
      display_email: 'hr@bolt.example.com',
    });
    expect(edit.statusCode).toBe(200);
    const taken = await call(staff, 'PUT', `/admin/groups/${id}`, { ...NEW_GROUP, group_code: 'GRP2001' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().data[0].target_element).toBe('group_code');
    const log = (await call(staff, 'GET', `/admin/audit?entity=groups&entity_id=${id}`)).json().data;
    expect(log.entries.map((e: { action: string }) => e.action)).toEqual(['update', 'create']);
    expect(log.entries[0].actor_name).toBe('Robin Staff');
    expect(log.entries[0].changes).toEqual(
      expect.arrayContaining([
        { field: 'name', before: 'Bolt Logistics', after: 'Bolt Logistics LLC' },
        { field: 'display_email', before: '….com', after: '….com' },
      ]),
    );
    expect(JSON.stringify(log)).not.toContain('bolt.example.com');
  });

  it('sets plan years with their open enrollment, refusing overlaps and windows past the year by row and field', async () => {
    const year = {
      starts_on: '2027-01-01',
      ends_on: '2027-12-31',
      open_starts_on: '2026-11-01',
      open_ends_on: '2026-11-30',
    };
    const bad = await call(staff, 'PUT', `/admin/groups/${id}/plan-years`, {
      plan_years: [year, { ...year, starts_on: '2027-06-01', ends_on: '2028-05-31', open_ends_on: '2028-07-01' }],
    });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .data.map((e: { target_element: string }) => e.target_element)
        .sort(),
    ).toEqual(['plan_years[1].open_ends_on', 'plan_years[1].starts_on']);
    const ok = await call(staff, 'PUT', `/admin/groups/${id}/plan-years`, { plan_years: [year] });
    expect(ok.json().data.plan_years).toEqual([{ ...year, new_hire_days: 30 }]);
  });

  it('refuses a carrier admin and a shopper session', async () => {
    const carrier = await tokenOf('/admin/sign-in', {
      email: 'sunfield.admin@openenroll.example',
      password: 'demo-carrier-pass',
    });
    expect((await call(carrier, 'GET', '/admin/groups')).statusCode).toBe(403);
    expect((await call(hr, 'GET', '/admin/groups')).statusCode).toBe(401);
  });
});

const EMPLOYEES = [
  'employee_id,first_name,last_name,date_of_birth,hire_date,email',
  'E1,Ana,Zimmer,1985-02-03,2020-01-06,',
  'E2,Ben,Adams,04/05/1990,,ben@example.com',
  'E3,Cy,Moss,1979-12-31,2026-10-01,',
].join('\n');

describe('employee lists', () => {
  it('refuses a CSV with problems, naming every row and column, and changes nothing', async () => {
    const res = await csv(
      staff,
      `/admin/groups/${ACME}/employees`,
      'employee_id,first_name,last_name,date_of_birth\nE1,Ana,Zimmer,1985-02-30\nE1,,Adams,1990-01-01\n',
    );
    expect(res.json().data).toMatchObject({ applied: false, problem_count: 3 });
    expect(res.json().data.problems).toEqual([
      { row: 2, column: 'date_of_birth', message: 'not a date: use yyyy-mm-dd or mm/dd/yyyy' },
      { row: 3, column: 'first_name', message: 'required' },
      { row: 3, column: 'employee_id', message: 'the same employee_id as row 2' },
    ]);
    const header = await csv(staff, `/admin/groups/${ACME}/employees`, 'id,first,last\n1,a,b\n');
    expect(header.json().data.problems[0]).toMatchObject({ row: 1, column: 'id' });
    expect((await call(staff, 'GET', `/admin/groups/${ACME}/employees`)).json().data.total).toBe(0);
  });

  it('imports a list, pages it by name with sealed cursors, and replaces it with what changed counted', async () => {
    const res = await csv(staff, `/admin/groups/${ACME}/employees`, EMPLOYEES);
    expect(res.json().data).toMatchObject({ applied: true, rows: 3, added: 3, removed: 0, changed: 0 });
    const first = (await call(staff, 'GET', `/admin/groups/${ACME}/employees?limit=2`)).json().data;
    expect(first.employees.map((e: { last_name: string }) => e.last_name)).toEqual(['Adams', 'Moss']);
    expect(first.next).not.toContain('Moss');
    const second = (await call(staff, 'GET', `/admin/groups/${ACME}/employees?limit=2&after=${first.next}`)).json()
      .data;
    expect(second).toMatchObject({ next: null, total: null });
    expect(first.total).toBe(3);
    expect(second.employees[0].last_name).toBe('Zimmer');
    const again = EMPLOYEES.replace('E3,Cy,Moss,1979-12-31,2026-10-01,', 'E4,Di,Lee,1992-07-07,,').replace(
      'Ana',
      'Anna',
    );
    expect((await csv(hr, '/group-admin/employees', again)).json().data).toMatchObject({
      added: 1,
      removed: 1,
      changed: 1,
    });
    const log = (await call(staff, 'GET', `/admin/audit?entity=employees&entity_id=${ACME}&limit=1`)).json().data;
    expect(log.entries[0]).toMatchObject({
      actor_name: 'Acme HR (group administrator)',
      summary: 'Employee list imported: 3 rows, 1 added, 1 removed, 1 changed',
    });
    expect(JSON.stringify(log)).not.toMatch(/Anna|Zimmer|1985/);
  });
});

describe('a group administrator', () => {
  const dental = (flat: number) => [
    { category: 'DENTAL', tier: 'IO', kind: 'flat', flat_cents: flat },
    { category: 'MEDICAL', tier: 'IO', kind: 'percent', percent: 75 },
  ];

  it("sees only their own group, and no other group's through group_id", async () => {
    const own = await call(hr, 'GET', '/group-admin/group');
    expect(own.json().data.id).toBe(ACME);
    expect((await call(hr, 'GET', '/group-admin/group?group_id=2556')).statusCode).toBe(403);
    expect((await call(hr, 'PUT', '/group-admin/contributions?group_id=2556', { contributions: [] })).statusCode).toBe(
      403,
    );
  });

  it('may not change any other field of the group, nor call the staff routes', async () => {
    for (const field of ['name', 'group_code', 'pay_frequency', 'plan_years', 'landing_url', 'group_id']) {
      const res = await call(hr, 'PUT', '/group-admin/contributions', { contributions: dental(2000), [field]: 'x' });
      expect(res.statusCode, field).toBe(403);
      expect(res.json().data[0].target_element).toBe(field);
    }
    expect((await call(hr, 'PUT', `/admin/groups/${ACME}`, { ...NEW_GROUP })).statusCode).toBe(401);
    expect((await call(hr, 'PUT', `/admin/groups/${ACME}/contributions`, { contributions: [] })).statusCode).toBe(401);
    expect((await call(hr, 'PUT', `/admin/groups/${ACME}/plan-years`, { plan_years: [] })).statusCode).toBe(401);
    expect((await call(staff, 'GET', `/admin/groups/${ACME}`)).json().data.fields.name).toBe('Acme Manufacturing');
  });

  it('is refused to a rep and to a visitor who only has the group code', async () => {
    for (const token of [rep, visitor]) {
      expect((await call(token, 'GET', '/group-admin/group')).statusCode).toBe(403);
      expect((await call(token, 'PUT', '/group-admin/contributions', { contributions: [] })).statusCode).toBe(403);
      expect((await csv(token, '/group-admin/employees', EMPLOYEES)).statusCode).toBe(403);
    }
  });

  it("changes Acme's dental contribution, and an Acme employee's paycheck figure follows", async () => {
    const scope = { kind: 'group' as const, agent_id: 1001, group_id: ACME, portal_id: null as number | null };
    const info = (await app.inject({ method: 'GET', url: '/api/v1/validate-group?group_code=GRP2001' })).json().data;
    scope.portal_id = info.portal_id;
    scope.agent_id = info.agent_id;
    const enrollment = await createEnrollment(app.db, {
      eprocess: 'group',
      type: 'new-group-member',
      openType: 'group',
      agentId: scope.agent_id,
      groupId: ACME,
      portalId: scope.portal_id,
      storefront: storefrontKeyOf(scope),
      zip: '30301',
      state: 'GA',
      dob: '1990-05-05',
      tier: 'IO',
      gender: 0,
      isSmoker: 0,
    });
    const paycheck = async () =>
      (await call(visitor, 'GET', `/get-plan-detail/101?enrollment_id=${enrollment}`)).json().data.result.paycheck as {
        employer_monthly_cents: number;
        employee_per_paycheck_cents: number;
        premium_monthly_cents: number;
      };
    const before = await paycheck();
    expect(before.employer_monthly_cents).toBe(Math.min(2000, before.premium_monthly_cents));
    const res = await call(hr, 'PUT', '/group-admin/contributions', { contributions: dental(500) });
    expect(res.statusCode).toBe(200);
    const after = await paycheck();
    expect(after.employer_monthly_cents).toBe(500);
    expect(after.employee_per_paycheck_cents).toBeGreaterThan(before.employee_per_paycheck_cents);
    const log = (await call(staff, 'GET', `/admin/audit?entity=contributions&entity_id=${ACME}&limit=1`)).json().data;
    expect(log.entries[0].changes).toContainEqual({
      field: 'DENTAL IO',
      before: '$20.00 a month',
      after: '$5.00 a month',
    });
  });

  it('has two rules for one category and tier refused by row', async () => {
    const res = await call(hr, 'PUT', '/group-admin/contributions', {
      contributions: [...dental(100), { category: 'DENTAL', tier: 'IO', kind: 'percent', percent: 10 }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().data[0]).toEqual({
      target_element: 'contributions[2].tier',
      error_message: 'DENTAL IO is already set in row 1.',
    });
  });
});

describe('the audit log', () => {
  it('pages newest first by id, every entry once', async () => {
    const seen: number[] = [];
    let after: number | null = null;
    do {
      const q: string = after === null ? '' : `&after=${after}`;
      const page = (await call(staff, 'GET', `/admin/audit?limit=2${q}`)).json().data;
      seen.push(...page.entries.map((e: { id: number }) => e.id));
      after = page.next;
    } while (after !== null);
    expect(seen.length).toBeGreaterThanOrEqual(6);
    expect([...seen].sort((a, b) => b - a)).toEqual(seen);
    expect(new Set(seen).size).toBe(seen.length);
  });
});
