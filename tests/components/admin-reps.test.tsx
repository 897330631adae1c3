import { screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RepDetail, RepFields } from '../../schemas/api/rep-admin';
import { fail, mockApi, ok, type RecordedCall } from './mock-api';
import { openConsoleSection } from './open-console';

const STAFF = {
  email: 'staff@openenroll.example',
  name: 'Robin Staff',
  role: 'staff',
  carrier_id: null,
  carrier_name: null,
};
const TOKEN = `oes1.${'b'.repeat(40)}.sig`;
const JORDAN: RepFields = {
  agent_code: 'AG1001',
  first_name: 'Jordan',
  last_name: 'Avery',
  email: 'jordan.avery@example.com',
  phone: '4045550101',
  landing_url: 'jordan',
  display_name: 'Avery Benefits',
  active: true,
  portal_ids: [501, 502],
  group_ids: [2001],
};

/** The rep calls of the admin contract (schemas/api/rep-admin.ts), in memory. */
function repServer() {
  const created: RepFields[] = [];
  const detail = (id: number, fields: RepFields): RepDetail => ({ id, fields, image: null, site_id: 1000 + id });
  const api = mockApi({
    'admin/sign-in': ok({ token: TOKEN, staff: STAFF, expires_at: new Date(Date.now() + 8 * 3600e3).toISOString() }),
    'admin/me': ok({ staff: STAFF, plan_ids: null, plans: [] }),
    'admin/form-field-rules': ok({ rules: [], tabs: [] }),
    'admin/reps': (call: RecordedCall) => {
      if (call.method === 'POST') {
        const body = call.body as RepFields;
        if (body.agent_code.toUpperCase() === 'AG1001')
          return fail(409, [{ target_element: 'agent_code', error_message: 'Another rep has this access code.' }]);
        created.push(body);
        return ok(detail(1100, body));
      }
      return ok({
        reps: [{ id: 1001, agent_code: 'AG1001', name: 'Jordan Avery', landing_url: 'jordan', active: true }],
        next: null,
      });
    },
    'admin/reps/1001': () => ok(detail(1001, JORDAN)),
    'admin/reps/1100': () => ok(detail(1100, created.at(-1) ?? JORDAN)),
  });
  return { api, created };
}

async function openReps() {
  const user = await openConsoleSection('Reps', STAFF.email);
  return user;
}

const AXE_RULES = { 'color-contrast': { enabled: false }, region: { enabled: false } };

describe('staff console: reps', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => sessionStorage.clear());

  it("lists the reps and opens one rep's details", async () => {
    repServer();
    const user = await openReps();
    const table = await screen.findByRole('table', { name: 'Reps, page 1' });
    expect(within(table).getByRole('rowheader', { name: 'Jordan Avery' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Edit Jordan Avery' }));
    const form = await screen.findByRole('form', { name: 'Details' });
    expect((within(form).getByLabelText(/Access code/) as HTMLInputElement).value).toBe('AG1001');
    expect((within(form).getByLabelText(/Portals/) as HTMLInputElement).value).toBe('501, 502');
    const results = await axe.run(document.body, { rules: AXE_RULES });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });

  it('creates a rep, showing a taken access code at its field, and sends empty texts as null and ids as numbers', async () => {
    const { api, created } = repServer();
    const user = await openReps();
    await user.click(await screen.findByRole('button', { name: 'New rep' }));
    const form = await screen.findByRole('form', { name: 'Details' });
    const type = async (label: RegExp, value: string) => user.type(within(form).getByLabelText(label), value);
    await type(/^First name/, 'Riley');
    await type(/^Last name/, 'Chen');
    await type(/^Access code/, 'AG1001');
    await type(/^Landing page name/, 'rileychen');
    await type(/^E-mail/, 'riley@example.com');
    await type(/^Phone/, '4045550177');
    await type(/^Name shown on the landing page/, 'Chen Benefits');
    await type(/^Portals/, '501, 502');
    await type(/^Groups/, '2001');
    await user.click(within(form).getByRole('button', { name: 'Create rep' }));
    expect(await within(form).findByText('Another rep has this access code.')).toBeTruthy();
    expect(
      within(form)
        .getByLabelText(/^Access code/)
        .getAttribute('aria-invalid'),
    ).toBe('true');
    await user.clear(within(form).getByLabelText(/^Access code/));
    await type(/^Access code/, 'AG7001');
    await user.click(within(form).getByRole('button', { name: 'Create rep' }));
    expect(await screen.findByRole('heading', { name: 'Riley Chen' })).toBeTruthy();
    expect(created[0]).toMatchObject({
      agent_code: 'AG7001',
      portal_ids: [501, 502],
      group_ids: [2001],
      tagline: null,
    });
    expect(api.callsTo('admin/reps').filter((c) => c.method === 'POST')).toHaveLength(2);
  });
});
