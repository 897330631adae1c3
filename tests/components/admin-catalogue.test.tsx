import { screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fail, mockApi, ok } from './mock-api';
import { openConsoleSection } from './open-console';

const STAFF = {
  email: 'staff@openenroll.example',
  name: 'Robin Staff',
  role: 'staff',
  carrier_id: null,
  carrier_name: null,
};
const CARRIER = {
  email: 'sunfield.admin@openenroll.example',
  name: 'Sam Sunfield',
  role: 'carrier_admin',
  carrier_id: 12,
  carrier_name: 'Sunfield Supplemental Insurance',
};
const TOKEN = `oes1.${'c'.repeat(40)}.sig`;
const REPORT = {
  applied: true,
  problems: [],
  problem_count: 0,
  diff: null,
  empty: false,
  rate_rows: 0,
  version_before: 20,
  version_after: 23,
};

function server(staff: typeof STAFF | typeof CARRIER, rollback = ok(REPORT), applies = true) {
  let rolledBack: string | null = null;
  const api = mockApi({
    'admin/sign-in': ok({ token: TOKEN, staff, expires_at: new Date(Date.now() + 8 * 3600e3).toISOString() }),
    'admin/me': ok({ staff, plan_ids: staff.role === 'staff' ? null : [171], plans: [] }),
    'admin/form-field-rules': ok({ rules: [], tabs: [] }),
    'admin/catalogue-imports': () =>
      ok({
        imports: [
          {
            id: 4,
            created_at: '2026-11-27T12:00:00.000Z',
            version_before: 10,
            version_after: 14,
            rate_rows: 861,
            rolled_back_at: rolledBack,
          },
        ],
      }),
    'admin/catalogue-imports/4/rollback': () => {
      if (applies) rolledBack = '2026-11-27T12:05:00.000Z';
      return rollback;
    },
  });
  return api;
}

async function openCatalogue(staff: typeof STAFF | typeof CARRIER) {
  const user = await openConsoleSection('Catalogue', staff.email, 'pass');
  return user;
}

const AXE_RULES = { 'color-contrast': { enabled: false }, region: { enabled: false } };

describe('staff console: the catalogue section', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => sessionStorage.clear());

  it('asks for catalogue.json before sending anything', async () => {
    const api = server(STAFF);
    const user = await openCatalogue(STAFF);
    await user.click(screen.getByRole('button', { name: 'Check the files' }));
    expect(screen.getAllByRole('alert')[0]!.textContent).toContain('Choose catalogue.json');
    expect(api.callsTo('admin/catalogue-imports').filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('rolls an import back after a confirmation in its row, and says so', async () => {
    const api = server(STAFF);
    const user = await openCatalogue(STAFF);
    const table = await screen.findByRole('table', { name: 'The last ten imports, newest first' });
    await user.click(within(table).getByRole('button', { name: 'Roll back import 4' }));
    // Keep it: nothing sent.
    await user.click(within(table).getByRole('button', { name: 'Keep it' }));
    expect(api.callsTo('admin/catalogue-imports/4/rollback')).toEqual([]);
    await user.click(within(table).getByRole('button', { name: 'Roll back import 4' }));
    const { violations } = await axe.run(document.body, { rules: AXE_RULES });
    expect(violations).toEqual([]);
    await user.click(within(table).getByRole('button', { name: 'Confirm roll back of import 4' }));
    expect(
      await screen.findByText('Import 4 rolled back: the catalogue is as it was before it (version 23).'),
    ).toBeTruthy();
    expect(api.callsTo('admin/catalogue-imports/4/rollback')).toHaveLength(1);
    expect(await within(table).findByText(/^Rolled back/)).toBeTruthy();
  });

  it('shows a refused rollback with its problems, and the row stays live', async () => {
    server(
      STAFF,
      ok({
        ...REPORT,
        applied: false,
        problem_count: 1,
        problems: [{ file: 'catalogue.json', row: null, column: null, message: 'a rate row the file drops is held' }],
      }),
      false,
    );
    const user = await openCatalogue(STAFF);
    const table = await screen.findByRole('table', { name: 'The last ten imports, newest first' });
    await user.click(within(table).getByRole('button', { name: 'Roll back import 4' }));
    await user.click(within(table).getByRole('button', { name: 'Confirm roll back of import 4' }));
    expect(await screen.findByText('Import 4 was not rolled back. Nothing changed.')).toBeTruthy();
    expect(screen.getByText('a rate row the file drops is held')).toBeTruthy();
    expect(within(table).getByRole('row', { name: /^4 / }).textContent).toContain('Live');
  });

  it('a carrier admin uploads their own plans and sees no list of imports', async () => {
    const api = server(CARRIER, fail(403, { message: 'no' }));
    await openCatalogue(CARRIER);
    expect(screen.getByText(/you upload your carrier's plans and rates only/)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Applied imports' })).toBeNull();
    expect(api.callsTo('admin/catalogue-imports')).toEqual([]);
  });
});
