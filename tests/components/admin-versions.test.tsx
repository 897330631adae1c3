import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminRule } from '../../src/features/admin/api/types';
import { carrierRule } from '../helpers/admin-rules';
import { mockApi, ok } from './mock-api';
import { openConsoleSection } from './open-console';

/** The console's versions (decision 0240): nothing to publish, applying to enrollments in progress, Restore, Export. */

const STAFF = { email: 'staff@openenroll.example', name: 'Staff', role: 'staff', carrier_id: null, carrier_name: null };
const TOKEN = `oes1.${'a'.repeat(40)}.sig`;
const AT = '2026-11-27T12:00:00.000Z';

function versionsServer(draft: AdminRule[]) {
  const live = [carrierRule('weight', { required: true })];
  const versions = [
    { version: 1, note: 'First', published_by: 'system', published_at: AT, applies_in_progress: false },
    { version: 2, note: 'Weight', published_by: STAFF.email, published_at: AT, applies_in_progress: false },
  ];
  const api = mockApi({
    'admin/sign-in': ok({ token: TOKEN, staff: STAFF, expires_at: new Date(Date.now() + 3600e3).toISOString() }),
    'admin/me': ok({ staff: STAFF, plan_ids: [], plans: [{ id: 191, name: 'Sunfield Critical Illness 20k' }] }),
    'admin/form-field-rules': (call) => {
      const tab = call.url.searchParams.get('tab');
      return ok({ version: versions.length, rules: tab ? draft.filter((r) => r.tab === tab) : draft, tabs: [] });
    },
    'admin/form-field-rules/versions': () => ok({ versions: [...versions].reverse() }),
    'admin/form-field-rules/versions/2': ok({
      ...versions[1],
      rules: live,
      tabs: [],
      diff: { added: live, removed: [], changed: [] },
    }),
    'admin/form-field-rules/versions/3': () =>
      ok({ ...versions[2], rules: [], tabs: [], diff: { added: [], removed: live, changed: [] } }),
    'admin/form-field-rules/publish': (call) => {
      const body = call.body as { note: string; applies_in_progress: boolean };
      versions.push({
        version: 3,
        note: body.note,
        published_by: STAFF.email,
        published_at: AT,
        applies_in_progress: body.applies_in_progress,
      });
      return ok({ version: 3 });
    },
    'admin/form-field-rules/versions/1/restore': () => {
      versions.push({
        version: 3,
        note: 'Restored version 1',
        published_by: STAFF.email,
        published_at: AT,
        applies_in_progress: false,
        restored_from: 1,
      } as never);
      return ok({ version: 3 });
    },
    'admin/form-field-rules/versions/1/export': ok({ rules: [], tabs: [], replace_tabs: ['personal_info'] }),
  });
  return api;
}

async function openPublish() {
  const user = await openConsoleSection('Publish and history', STAFF.email);
  await screen.findByRole('table', { name: /Published versions/ });
  return user;
}

describe('console versions', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => sessionStorage.clear());

  it('says there is nothing to publish when the draft is what is live, with no Publish button', async () => {
    versionsServer([carrierRule('weight', { required: true })]);
    const user = await openPublish();
    await user.type(screen.getByLabelText(/^Note/), 'Again');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Publish version 3?' }));
    expect(await dialog.findByText(/Nothing differs from version 2: there is nothing to publish/)).toBeTruthy();
    expect(dialog.queryByRole('button', { name: 'Publish version 3' })).toBeNull();
  });

  it('publishes for the enrollments in progress when asked, and says so', async () => {
    const api = versionsServer([carrierRule('weight', { required: false })]);
    const user = await openPublish();
    await user.type(screen.getByLabelText(/^Note/), 'Weight optional');
    await user.click(screen.getByLabelText(/Apply to enrollments in progress/));
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Publish version 3?' }));
    expect(dialog.getByText(/those in progress included/)).toBeTruthy();
    await user.click(await dialog.findByRole('button', { name: 'Publish version 3' }));
    expect(await screen.findByText(/Every enrollment in progress and every new one uses it/)).toBeTruthy();
    const publish = api.calls.find((c) => c.url.pathname.endsWith('/publish'));
    expect(publish?.body).toEqual({ note: 'Weight optional', applies_in_progress: true });
  });

  it('restores an earlier version in one confirmed action, and exports a version as a file', async () => {
    const api = versionsServer([carrierRule('weight', { required: true })]);
    const user = await openPublish();
    const history = screen.getByRole('table', { name: /Published versions/ });
    // The live version has no Restore.
    expect(within(history).queryByRole('button', { name: 'Restore version 2' })).toBeNull();
    await user.click(within(history).getByRole('button', { name: 'Restore version 1' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Restore version 1?' }));
    await user.click(dialog.getByRole('button', { name: 'Restore as version 3' }));
    expect(
      await screen.findByText("Restored version 1 as version 3. The draft is now version 1's rules."),
    ).toBeTruthy();
    expect(api.calls.filter((c) => c.url.pathname.endsWith('/versions/1/restore'))).toHaveLength(1);

    const created = vi.fn(() => 'blob:version-1');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() });
    await user.click(
      within(screen.getByRole('table', { name: /Published versions/ })).getByRole('button', {
        name: 'Export version 1',
      }),
    );
    expect(await screen.findByText('Exported version 1: 0 rules and 0 custom tabs.')).toBeTruthy();
    expect(created).toHaveBeenCalledTimes(1);
  });
});
