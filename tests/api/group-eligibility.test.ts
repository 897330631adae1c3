import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { addDays } from '../../server/domain/enrollment-window';
import { NOT_ON_LIST } from '../../server/services/group-eligibility';
import { buildTestApp } from '../helpers/build-app';
import { PERSON } from '../helpers/review';
import { homeSessions } from './homes-helpers';

let app: FastifyInstance;
let staff: string;
let acme: string;
const ACME = 2001;
const today = new Date().toISOString().slice(0, 10);
const us = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

const call = (token: string, method: string, url: string, payload?: unknown, type?: string) =>
  app.inject({
    method: method as 'GET',
    url: `/api/v1${url}`,
    headers: { authorization: `Bearer ${token}`, ...(type ? { 'content-type': type } : {}) },
    ...(payload === undefined ? {} : { payload: payload as string }),
  });
const start = (dob: string) =>
  call(acme, 'POST', '/add-filter-for-new-user', { zip: '30301', dob: us(dob), gender: '1', tier: 'IO' });

beforeAll(async () => {
  app = await buildTestApp();
  staff = (
    await app.inject({
      method: 'POST',
      url: '/api/v1/admin/sign-in',
      payload: { email: 'staff@openenroll.example', password: 'demo-staff-pass' },
    })
  ).json().data.token;
  acme = (await app.inject({ method: 'GET', url: '/api/v1/validate-group?group_code=GRP2001' })).json().data.token;
  // A plan year under way whose open enrollment closed a month ago.
  const res = await call(staff, 'PUT', `/admin/groups/${ACME}/plan-years`, {
    plan_years: [
      {
        starts_on: addDays(today, -20),
        ends_on: addDays(today, 340),
        open_starts_on: addDays(today, -60),
        open_ends_on: addDays(today, -30),
        new_hire_days: 30,
      },
    ],
  });
  expect(res.statusCode).toBe(200);
});
afterAll(async () => app.close());

describe("a group's enrollment window and employee list", () => {
  it('refuses to start an enrollment outside open enrollment, naming the window', async () => {
    const res = await start('1990-05-05');
    expect(res.statusCode).toBe(409);
    expect(res.json().data.message).toContain(
      `open enrollment ran ${us(addDays(today, -60))} to ${us(addDays(today, -30))}`,
    );
  });

  it("refuses an existing member's enrollment outside open enrollment too (rep and group administrator)", async () => {
    const s = await homeSessions(app);
    for (const [token, url] of [
      [s.rep, '/add-filter-for-existing-user'],
      [s.group, '/add-filter-for-member'],
    ] as const) {
      const res = await call(token, 'POST', url, { user_id: 'U3001', tier: 'IO' });
      expect(res.statusCode, url).toBe(409);
      expect(res.json().data.message, url).toContain(`open enrollment ran ${us(addDays(today, -60))}`);
    }
  });

  it('with an employee list: only a listed new hire gets past Personal Information', async () => {
    const list = [
      'employee_id,first_name,last_name,date_of_birth,hire_date',
      `N1,Ana,Diaz,1990-05-05,${addDays(today, -5)}`,
      `O1,Old,Timer,1970-01-01,2010-01-01`,
    ].join('\n');
    expect((await call(staff, 'POST', `/admin/groups/${ACME}/employees`, list, 'text/csv')).json().data.applied).toBe(
      true,
    );
    const save = async (dob: string, lastName: string) => {
      const started = await start(dob);
      expect(started.statusCode).toBe(200);
      const id = started.json().data.temp_enrollment_id as string;
      const token = started.json().data.token as string;
      return call(token ?? acme, 'POST', '/save-personal-info', { enrollment_id: id, ...PERSON, last_name: lastName });
    };
    const stranger = await save('1991-01-01', 'Diaz');
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().data).toEqual([{ target_element: 'last_name', error_message: NOT_ON_LIST }]);
    const longTime = await save('1970-01-01', 'TIMER');
    expect(longTime.statusCode).toBe(400);
    expect(longTime.json().data[0].error_message).toContain('only employees hired within the last 30 days');
    const newHire = await save('1990-05-05', 'diaz');
    expect(newHire.statusCode).toBe(200);
  });
});
