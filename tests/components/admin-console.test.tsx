import { QueryClient } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../../src/app/providers';
import { AdminConsolePage } from '../../src/features/admin/AdminConsolePage';
import { STAFF_TOKEN_KEY } from '../../src/features/admin/api/staff-session';
import type { AdminRule } from '../../src/features/admin/api/types';
import { fail, mockApi, ok, type RecordedCall } from './mock-api';

const SUNFIELD = { email: 'sunfield.admin@openenroll.example', name: 'Sunfield Admin', role: 'carrier_admin', carrier_id: 11, carrier_name: 'Sunfield Supplemental Insurance' };
const TOKEN = `oes1.${'a'.repeat(40)}.sig`;

const rule = (field_name: string, extra: Partial<AdminRule> = {}): AdminRule => ({
  tab: 'primary_info', field_name, required: false, read_only: false, visible: true, sort: 10, scope: 'carrier', scope_id: 11, ...extra,
});

/** A small in-memory server of the admin contract (docs/decisions/0060-form-engine-v2.md). */
function adminServer(initial: AdminRule[] = [rule('weight', { required: true })]) {
  let rules = [...initial];
  const versions: Array<{ version: number; note: string; published_by: string; published_at: string; rules: AdminRule[] }> = [];
  const api = mockApi({
    'admin/sign-in': (call) =>
      (call.body as { password: string }).password === 'demo-carrier-pass'
        ? ok({ token: TOKEN, staff: SUNFIELD, expires_at: new Date(Date.now() + 8 * 3600e3).toISOString() })
        : fail(401, [{ target_element: 'email', error_message: 'The e-mail address or password is not correct.' }]),
    'admin/me': ok({ staff: SUNFIELD, plan_ids: [171, 191, 201] }),
    'admin/form-field-rules': (call: RecordedCall) => {
      if (call.method === 'PUT') {
        const body = call.body as { rules: AdminRule[] };
        const bad = body.rules.findIndex((r) => r.definition?.schema.pattern === '(a+)+$');
        if (bad >= 0) return fail(400, [{ target_element: `rules[${bad}].definition.schema.pattern`, error_message: 'This pattern can take exponential time (nested repetition); simplify it' }]);
        const tabs = new Set(body.rules.map((r) => r.tab));
        rules = [...rules.filter((r) => !tabs.has(r.tab)), ...body.rules];
        return ok({ version: versions.length, rules, tabs: [], replaced_tabs: [...tabs] });
      }
      const tab = call.url.searchParams.get('tab');
      return ok({ version: versions.length, rules: tab ? rules.filter((r) => r.tab === tab) : rules, tabs: [] });
    },
    'admin/form-field-rules/preview': (call) => {
      const body = call.body as { tab: string; data: Record<string, unknown> };
      const ours = rules.filter((r) => r.tab === body.tab);
      const descriptors = [
        { field_name: 'first_name', value: null, required: true, read_only: false, visible: true },
        ...ours.map((r) => ({ field_name: r.field_name, value: null, required: r.required, read_only: r.read_only, visible: r.visible, ...(r.definition ? { definition: r.definition } : {}) })),
      ];
      const errors = descriptors.filter((d) => d.required && !body.data?.[d.field_name]).map((d) => ({ target_element: d.field_name, error_message: `Server says ${d.field_name} is missing` }));
      return ok({ descriptors, errors });
    },
    'admin/form-field-rules/publish': (call) => {
      const version = versions.length + 1;
      versions.push({ version, note: (call.body as { note: string }).note, published_by: SUNFIELD.email, published_at: '2026-11-23T12:00:00.000Z', rules: [...rules] });
      return ok({ version });
    },
    'admin/form-field-rules/versions': () => ok({ versions: [...versions].reverse().map(({ rules: _r, ...v }) => v) }),
    'admin/form-field-rules/versions/1': () =>
      ok({ ...versions[0], tabs: [], diff: { added: versions[0]!.rules, removed: [], changed: [] } }),
  });
  return { api, rules: () => rules };
}

function renderConsole() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <AppProviders queryClient={client}>
      <AdminConsolePage />
    </AppProviders>,
  );
  return userEvent.setup();
}

async function signIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('E-mail address'), SUNFIELD.email);
  await user.type(screen.getByLabelText('Password'), 'demo-carrier-pass');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  await screen.findByRole('navigation', { name: 'Console sections' });
}

describe('staff console (/admin)', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => sessionStorage.clear());

  it('signs in with the server\'s one message for a wrong password, keeps the token in sessionStorage only, and signs out', async () => {
    adminServer();
    const user = renderConsole();
    await user.type(screen.getByLabelText('E-mail address'), SUNFIELD.email);
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('The e-mail address or password is not correct.')).toBeTruthy();
    await user.type(screen.getByLabelText('Password'), 'demo-carrier-pass');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByRole('navigation', { name: 'Console sections' });
    expect(sessionStorage.getItem(STAFF_TOKEN_KEY)).toBe(TOKEN);
    expect(localStorage.getItem(STAFF_TOKEN_KEY)).toBeNull();
    expect(screen.getByText(/Carrier admin, Sunfield Supplemental Insurance/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { name: 'Staff sign-in' })).toBeTruthy();
    expect(sessionStorage.getItem(STAFF_TOKEN_KEY)).toBeNull();
  });

  it('sends the staff token (not a shopper session) and shows the tab\'s rules in a table', async () => {
    const { api } = adminServer();
    const user = renderConsole();
    await signIn(user);
    const table = await screen.findByRole('table', { name: /Rules of Personal Information/ });
    const row = within(table).getByRole('row', { name: /weight/ });
    expect(within(row).getAllByRole('cell').map((c) => c.textContent)).toEqual(['Yes', 'No', 'Yes', '10', 'Carrier 11', 'No', 'Edit']);
    const read = api.callsTo('admin/form-field-rules').find((c) => c.url.searchParams.get('tab') === 'primary_info')!;
    expect(read.headers.get('authorization')).toBe(`Bearer ${TOKEN}`);
  });

  it('adds a carrier field with a definition, shows the server\'s error under the pattern input, then saves the whole tab', async () => {
    const server = adminServer();
    const user = renderConsole();
    await signIn(user);
    await screen.findByRole('table', { name: /Rules of Personal Information/ });
    await user.click(screen.getByRole('button', { name: 'Add a field' }));
    const editor = screen.getByRole('form', { name: 'Add a field' });
    await user.type(within(editor).getByLabelText(/^Field name/), 'member_code');
    await user.click(within(editor).getByLabelText('Required'));
    await user.type(within(editor).getByLabelText('Label'), 'Sunfield member code');
    await user.type(within(editor).getByLabelText(/^Pattern/), '(a+)+$');
    await user.click(within(editor).getByRole('button', { name: 'Save to draft' }));

    const pattern = within(editor).getByLabelText(/^Pattern/);
    await waitFor(() => expect(pattern.getAttribute('aria-invalid')).toBe('true'));
    const describedBy = pattern.getAttribute('aria-describedby')!.split(' ');
    expect(describedBy.map((id) => document.getElementById(id)?.textContent).join(' ')).toContain('exponential time');

    await user.clear(pattern);
    await user.click(pattern);
    await user.paste('^[A-Z]{2}[0-9]{6}$');
    await user.click(within(editor).getByRole('button', { name: 'Save to draft' }));
    expect(await screen.findByText('Saved member_code (Carrier 11) to the draft.')).toBeTruthy();
    const put = server.api.calls.filter((c) => c.method === 'PUT').at(-1)!.body as { rules: AdminRule[] };
    expect(put.rules.map((r) => r.field_name)).toEqual(['weight', 'member_code']);
    expect(put.rules[1]).toEqual({
      tab: 'primary_info', field_name: 'member_code', required: true, read_only: false, visible: true, sort: 20, scope: 'carrier', scope_id: 11,
      definition: { label: 'Sunfield member code', widget: 'text', schema: { type: 'string', pattern: '^[A-Z]{2}[0-9]{6}$' } },
    });
  });

  it('the live preview draws the new field with the StepRenderer and shows the server\'s errors, asking again as the sample changes', async () => {
    const server = adminServer([rule('member_code', { required: true, definition: { label: 'Sunfield member code', widget: 'text', schema: { type: 'string' } } })]);
    const user = renderConsole();
    await signIn(user);
    const preview = await screen.findByTestId('admin-preview');
    const input = await within(preview).findByLabelText(/Sunfield member code/);
    await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
    expect(within(preview).getByText('Server says member_code is missing')).toBeTruthy();
    const before = server.api.callsTo('admin/form-field-rules/preview').length;
    await user.type(input, 'AB123456');
    await waitFor(() => expect(within(preview).queryByText('Server says member_code is missing')).toBeNull(), { timeout: 3000 });
    const calls = server.api.callsTo('admin/form-field-rules/preview');
    expect(calls.length).toBeGreaterThan(before);
    // Debounced: far fewer calls than keystrokes, the last with the whole sample.
    expect(calls.length - before).toBeLessThan(4);
    expect((calls.at(-1)!.body as { data: Record<string, unknown>; plan_id: number }).data.member_code).toBe('AB123456');
    expect((calls.at(-1)!.body as { plan_id: number }).plan_id).toBe(171);
  });

  it('publishes with a note and shows the version in the history with its difference', async () => {
    adminServer();
    const user = renderConsole();
    await signIn(user);
    await user.click(screen.getByRole('button', { name: 'Publish and history' }));
    expect(await screen.findByText('Nothing published yet.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Please write a note saying what changed.')).toBeTruthy();
    await user.type(screen.getByLabelText(/^Note/), 'Sunfield asks for the member code');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText(/Published version 1\./)).toBeTruthy();
    const history = await screen.findByRole('table', { name: /Published versions/ });
    expect(within(history).getByText('Sunfield asks for the member code')).toBeTruthy();
    expect(within(history).getByText(SUNFIELD.email)).toBeTruthy();
    const added = await screen.findByRole('table', { name: 'Added in version 1' });
    expect(within(added).getByText('weight')).toBeTruthy();
  });

  it('imports a JSON file into the draft and refuses a file that is not one', async () => {
    const server = adminServer();
    const user = renderConsole();
    await signIn(user);
    await user.click(screen.getByRole('button', { name: 'Export and import' }));
    const input = screen.getByLabelText('Rules file (JSON)') as HTMLInputElement;
    await user.upload(input, new File(['not json'], 'x.json', { type: 'application/json' }));
    await user.click(screen.getByRole('button', { name: 'Import into the draft' }));
    expect(await screen.findByText('This file is not JSON.')).toBeTruthy();
    const file = new File([JSON.stringify({ rules: [rule('height', { tab: 'contact_info' })] })], 'rules.json', { type: 'application/json' });
    await user.upload(input, file);
    await user.click(screen.getByRole('button', { name: 'Import into the draft' }));
    expect(await screen.findByText(/Imported 1 rules into the draft \(tabs replaced: contact_info\)/)).toBeTruthy();
    expect(server.rules().map((r) => r.field_name)).toContain('height');
  });

  it('a refused staff token signs out', async () => {
    sessionStorage.setItem(STAFF_TOKEN_KEY, TOKEN);
    sessionStorage.setItem('oe_staff', JSON.stringify(SUNFIELD));
    mockApi({ 'admin/me': fail(401, { message: 'Your staff session has ended. Please sign in again.' }), 'admin/form-field-rules': fail(401, { message: 'Your staff session has ended. Please sign in again.' }) });
    renderConsole();
    expect(await screen.findByRole('heading', { name: 'Staff sign-in' })).toBeTruthy();
    expect(sessionStorage.getItem(STAFF_TOKEN_KEY)).toBeNull();
  });

  it('has no axe violations signed out and signed in', async () => {
    adminServer();
    const user = renderConsole();
    const rules = { 'color-contrast': { enabled: false }, region: { enabled: false } };
    expect((await axe.run(document.body, { rules })).violations).toEqual([]);
    await signIn(user);
    await screen.findByTestId('admin-preview');
    await user.click(screen.getByRole('button', { name: 'Add a field' }));
    await act(async () => {});
    const result = await axe.run(document.body, { rules });
    expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});
