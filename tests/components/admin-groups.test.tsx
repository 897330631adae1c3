import { screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Contribution, GroupDetail } from '../../schemas/api/group-admin';
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

function acme(contributions: Contribution[]): GroupDetail {
  return {
    id: 2001,
    fields: {
      group_code: 'GRP2001',
      name: 'Acme Manufacturing',
      display_name: 'Acme Manufacturing',
      city: 'Atlanta',
      state: 'GA',
      pay_frequency: 'biweekly',
      portal_ids: [502],
      active: true,
      requires_enroller_code: false,
    },
    contributions,
    plan_years: [],
    employee_count: 0,
  };
}

/** The group calls of the admin contract (schemas/api/group-admin.ts), in memory. */
function groupServer() {
  let contributions: Contribution[] = [
    { category: 'DENTAL', tier: 'IO', kind: 'flat', flat_cents: 2000, percent: null },
  ];
  const api = mockApi({
    'admin/sign-in': ok({ token: TOKEN, staff: STAFF, expires_at: new Date(Date.now() + 8 * 3600e3).toISOString() }),
    'admin/me': ok({ staff: STAFF, plan_ids: null, plans: [] }),
    'admin/form-field-rules': ok({ rules: [], tabs: [] }),
    'admin/groups': (call: RecordedCall) =>
      ok({
        groups:
          call.url.searchParams.get('after') === '2001'
            ? [{ id: 2556, group_code: 'GRP2556', name: 'Beta Foods', city: null, state: null, active: true }]
            : [
                {
                  id: 2001,
                  group_code: 'GRP2001',
                  name: 'Acme Manufacturing',
                  city: 'Atlanta',
                  state: 'GA',
                  active: true,
                },
              ],
        next: call.url.searchParams.get('after') === '2001' ? null : 2001,
      }),
    'admin/groups/2001': () => ok(acme(contributions)),
    'admin/groups/2001/contributions': (call: RecordedCall) => {
      const body = call.body as { contributions: Contribution[] };
      if (body.contributions.some((c) => c.kind === 'flat' && c.flat_cents === null))
        return fail(400, [{ target_element: 'contributions[0].flat_cents', error_message: 'Enter the flat amount.' }]);
      contributions = body.contributions;
      return ok(acme(contributions));
    },
    'admin/groups/2001/employees': (call: RecordedCall) =>
      call.method === 'POST'
        ? ok({
            applied: false,
            problems: [{ row: 3, column: 'date_of_birth', message: 'not a date: use yyyy-mm-dd or mm/dd/yyyy' }],
            problem_count: 1,
            rows: 1,
            added: 0,
            removed: 0,
            changed: 0,
          })
        : ok({ employees: [], next: null, total: 0 }),
    'admin/audit': ok({
      entries: [
        {
          id: 7,
          at: '2026-11-27T12:00:00.000Z',
          actor_name: 'Acme HR (group administrator)',
          entity: 'contributions',
          entity_id: '2001',
          action: 'update',
          summary: '1 employer contribution changed',
          changes: [{ field: 'DENTAL IO', before: '$20.00 a month', after: '$5.00 a month' }],
        },
      ],
      next: null,
    }),
  });
  return { api, contributions: () => contributions };
}

async function openSection(name: string) {
  const user = await openConsoleSection(name, STAFF.email);
  return user;
}

const AXE_RULES = { 'color-contrast': { enabled: false }, region: { enabled: false } };

describe('staff console: groups and the audit log', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => sessionStorage.clear());

  it('pages the groups by the server cursor and edits a contribution, sending cents', async () => {
    const { api, contributions } = groupServer();
    const user = await openSection('Groups');
    const table = await screen.findByRole('table', { name: 'Groups, page 1' });
    expect(within(table).getByRole('rowheader', { name: 'Acme Manufacturing' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('table', { name: 'Groups, page 2' })).toBeTruthy();
    expect(api.callsTo('admin/groups').at(-1)?.url.searchParams.get('after')).toBe('2001');
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    await user.click(await screen.findByRole('button', { name: 'Edit Acme Manufacturing' }));
    const form = await screen.findByRole('form', { name: 'Employer contributions' });
    const amount = within(form).getByLabelText('Amount ($ a month)');
    expect((amount as HTMLInputElement).value).toBe('20.00');
    await user.clear(amount);
    await user.type(amount, '5');
    await user.click(within(form).getByRole('button', { name: 'Save contributions' }));
    expect(await within(form).findByText('Contributions saved.')).toBeTruthy();
    expect(contributions()).toEqual([{ category: 'DENTAL', tier: 'IO', kind: 'flat', flat_cents: 500, percent: null }]);
    expect(api.callsTo('admin/groups/2001/contributions')[0]?.headers.get('authorization')).toBe(`Bearer ${TOKEN}`);
  });

  it("shows the server's refusal at the field, and an upload's problems by row and column", async () => {
    groupServer();
    const user = await openSection('Groups');
    await user.click(await screen.findByRole('button', { name: 'Edit Acme Manufacturing' }));
    const form = await screen.findByRole('form', { name: 'Employer contributions' });
    await user.clear(within(form).getByLabelText('Amount ($ a month)'));
    await user.type(within(form).getByLabelText('Amount ($ a month)'), 'abc');
    await user.click(within(form).getByRole('button', { name: 'Save contributions' }));
    const input = await within(form).findByLabelText('Amount ($ a month)');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(within(form).getAllByText('Enter the flat amount.').length).toBeGreaterThan(0);
    await user.upload(screen.getByLabelText('Employee list (CSV)'), new File(['x'], 'list.csv', { type: 'text/csv' }));
    await user.click(screen.getByRole('button', { name: 'Upload list' }));
    const problems = await screen.findByRole('table', { name: 'Problems in the file' });
    expect(
      within(problems)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['3', 'date_of_birth', 'not a date: use yyyy-mm-dd or mm/dd/yyyy']);
    expect(screen.getByText(/not imported: 1 problem\(s\), nothing changed/)).toBeTruthy();
    expect((await axe.run(document.body, { rules: AXE_RULES })).violations).toEqual([]);
  });

  it('shows the audit log with who, what and the before and after, axe-clean', async () => {
    groupServer();
    await openSection('Audit log');
    const table = await screen.findByRole('table', { name: 'Changes, page 1' });
    expect(within(table).getByText('Acme HR (group administrator)')).toBeTruthy();
    expect(within(table).getByText(/\$20\.00 a month → \$5\.00 a month/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Older' }) as HTMLButtonElement).disabled).toBe(true);
    expect((await axe.run(document.body, { rules: AXE_RULES })).violations).toEqual([]);
  });
});
