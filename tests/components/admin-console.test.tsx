import { QueryClient } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../../src/app/providers';
import { AdminConsolePage } from '../../src/features/admin/AdminConsolePage';
import { STAFF_TOKEN_KEY } from '../../src/features/admin/api/staff-session';
import type { CarrierFieldDefinition } from '../../schemas/field-definition';
import type { AdminRule, AdminTab } from '../../src/features/admin/api/types';
import { fail, mockApi, ok, type RecordedCall } from './mock-api';
import { carrierRule } from '../helpers/admin-rules';

const SUNFIELD = {
  email: 'sunfield.admin@openenroll.example',
  name: 'Sunfield Admin',
  role: 'carrier_admin',
  carrier_id: 11,
  carrier_name: 'Sunfield Supplemental Insurance',
};
const TOKEN = `oes1.${'a'.repeat(40)}.sig`;

const TOBACCO: CarrierFieldDefinition = {
  label: 'Have you used tobacco?',
  widget: 'yes_no',
  schema: { type: 'string' },
};

/** The text of the elements an input's aria-describedby names (its hint and error). */
const describedText = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

/** A small in-memory server of the admin contract (docs/decisions/0060-form-engine-v2.md). */
function adminServer(initial: AdminRule[] = [carrierRule('weight', { required: true })]) {
  let rules = [...initial];
  let customTabs: AdminTab[] = [];
  const versions: Array<{
    version: number;
    note: string;
    published_by: string;
    published_at: string;
    rules: AdminRule[];
  }> = [];
  const api = mockApi({
    'admin/sign-in': (call) =>
      (call.body as { password: string }).password === 'demo-carrier-pass'
        ? ok({ token: TOKEN, staff: SUNFIELD, expires_at: new Date(Date.now() + 8 * 3600e3).toISOString() })
        : fail(401, [{ target_element: 'email', error_message: 'The e-mail address or password is not correct.' }]),
    'admin/me': ok({
      staff: SUNFIELD,
      plan_ids: [171, 191, 201],
      plans: [
        { id: 171, name: 'Sunfield Cancer Care' },
        { id: 191, name: 'Sunfield Critical Illness 20k' },
        { id: 201, name: 'Sunfield Accident Plus' },
      ],
    }),
    'admin/form-field-rules': (call: RecordedCall) => {
      if (call.method === 'PUT') {
        const body = call.body as { rules: AdminRule[]; tabs?: AdminTab[]; replace_tabs?: string[] };
        const bad = body.rules.findIndex((r) => r.definition?.schema.pattern === '(a+)+$');
        if (bad >= 0)
          return fail(400, [
            {
              target_element: `rules[${bad}].definition.schema.pattern`,
              error_message: 'This pattern can take exponential time (nested repetition); simplify it',
            },
          ]);
        const badWhen = body.rules.findIndex((r) => r.definition?.when?.field === 'first_name');
        if (badWhen >= 0)
          return fail(400, [
            { target_element: `rules[${badWhen}].definition.when.field`, error_message: 'Test server: not first_name' },
          ]);
        // As 0060: the tabs named in rules or replace_tabs get exactly the rules listed for them.
        const badTitle = (body.tabs ?? []).findIndex((t) => t.title.length > 20);
        if (badTitle >= 0)
          return fail(400, [
            { target_element: `tabs[${badTitle}].title`, error_message: 'Test server: at most 20 characters' },
          ]);
        const tabs = new Set([...body.rules.map((r) => r.tab), ...(body.replace_tabs ?? [])]);
        rules = [...rules.filter((r) => !tabs.has(r.tab)), ...body.rules];
        if (body.tabs) customTabs = body.tabs;
        return ok({
          version: versions.length,
          rules: rules.filter((r) => tabs.has(r.tab)),
          tabs: customTabs,
          replaced_tabs: [...tabs],
        });
      }
      const tab = call.url.searchParams.get('tab');
      return ok({
        version: versions.length,
        rules: tab ? rules.filter((r) => r.tab === tab) : rules,
        tabs: customTabs,
      });
    },
    'admin/form-field-rules/preview': (call) => {
      const body = call.body as { tab: string; data: Record<string, unknown> };
      const ours = rules.filter((r) => r.tab === body.tab);
      const descriptors = [
        { field_name: 'first_name', value: null, required: true, read_only: false, visible: true },
        ...ours.map((r) => ({
          field_name: r.field_name,
          value: null,
          required: r.required,
          read_only: r.read_only,
          visible: r.visible,
          ...(r.definition ? { definition: r.definition } : {}),
        })),
      ];
      const errors = descriptors
        .filter((d) => d.required && !body.data?.[d.field_name])
        .map((d) => ({ target_element: d.field_name, error_message: `Server says ${d.field_name} is missing` }));
      return ok({ descriptors, errors });
    },
    'admin/form-field-rules/publish': (call) => {
      const version = versions.length + 1;
      versions.push({
        version,
        note: (call.body as { note: string }).note,
        published_by: SUNFIELD.email,
        published_at: '2026-11-23T12:00:00.000Z',
        rules: [...rules],
      });
      return ok({ version });
    },
    'admin/form-field-rules/versions': () => ok({ versions: [...versions].reverse().map(({ rules: _r, ...v }) => v) }),
    'admin/form-field-rules/versions/1': () =>
      ok({ ...versions[0], tabs: [], diff: { added: versions[0]!.rules, removed: [], changed: [] } }),
  });
  return { api, rules: () => rules, tabs: () => customTabs };
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

/** Signs in and opens Add a field on Personal Information with a field name and label typed. */
async function addField(name: string, label: string) {
  const user = renderConsole();
  await signIn(user);
  await screen.findByRole('table', { name: /Rules of Personal Information/ });
  await user.click(screen.getByRole('button', { name: 'Add a field' }));
  const editor = screen.getByRole('form', { name: 'Add a field' });
  await user.type(within(editor).getByLabelText(/^Field name/), name);
  await user.type(within(editor).getByLabelText('Label'), label);
  return { user, editor };
}

describe('staff console (/admin)', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => sessionStorage.clear());

  it("signs in with the server's one message for a wrong password, keeps the token in sessionStorage only, and signs out", async () => {
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

  it("sends the staff token (not a shopper session) and shows the tab's rules in a table", async () => {
    const { api } = adminServer();
    const user = renderConsole();
    await signIn(user);
    const table = await screen.findByRole('table', { name: /Rules of Personal Information/ });
    const row = within(table).getByRole('row', { name: /weight/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Required', '10', 'Carrier 11', 'No', 'Always', 'Edit']);
    const read = api.callsTo('admin/form-field-rules').find((c) => c.url.searchParams.get('tab') === 'primary_info')!;
    expect(read.headers.get('authorization')).toBe(`Bearer ${TOKEN}`);
  });

  it("adds a carrier field with a definition, shows the server's error under the pattern input, then saves the whole tab", async () => {
    const server = adminServer();
    const { user, editor } = await addField('member_code', 'Sunfield member code');
    await user.click(within(editor).getByLabelText('Required'));
    await user.type(within(editor).getByLabelText(/^Pattern/), '(a+)+$');
    await user.click(within(editor).getByRole('button', { name: 'Save to draft' }));

    const pattern = within(editor).getByLabelText(/^Pattern/);
    await waitFor(() => expect(pattern.getAttribute('aria-invalid')).toBe('true'));
    expect(describedText(pattern)).toContain('exponential time');

    await user.clear(pattern);
    await user.click(pattern);
    await user.paste('^[A-Z]{2}[0-9]{6}$');
    await user.click(within(editor).getByRole('button', { name: 'Save to draft' }));
    expect(await screen.findByText('Saved member_code (Carrier 11) to the draft.')).toBeTruthy();
    const put = server.api.calls.filter((c) => c.method === 'PUT').at(-1)!.body as {
      rules: AdminRule[];
      replace_tabs: string[];
    };
    expect(put.replace_tabs).toEqual(['primary_info']);
    expect(put.rules.map((r) => r.field_name)).toEqual(['weight', 'member_code']);
    expect(put.rules[1]).toEqual({
      tab: 'primary_info',
      field_name: 'member_code',
      required: true,
      read_only: false,
      visible: true,
      sort: 20,
      scope: 'carrier',
      scope_id: 11,
      definition: {
        label: 'Sunfield member code',
        widget: 'text',
        schema: { type: 'string', pattern: '^[A-Z]{2}[0-9]{6}$' },
      },
    });
  });

  it('makes a field a follow-up of a yes/no question (Ask only when), with the answer as a Yes/No choice, errors under their inputs, and the table saying so', async () => {
    const server = adminServer([carrierRule('tobacco', { required: true, definition: TOBACCO })]);
    const { user, editor } = await addField('packs', 'Packs a day');
    await user.selectOptions(within(editor).getByLabelText('Widget'), 'number');

    // The part is reached from the help text by keyboard, and offers the tab's other fields by label and name.
    const followUp = within(editor).getByRole('group', { name: 'Ask only when' });
    within(editor)
      .getByLabelText(/^Help text/)
      .focus();
    await user.tab();
    const question = within(followUp).getByLabelText(/^Question/);
    expect(document.activeElement).toBe(question);
    const offered = within(question)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(offered[0]).toBe('Always ask this field');
    expect(offered).toContain('Have you used tobacco? (tobacco)');
    expect(offered).toContain('First Name (first_name)');
    expect(offered).not.toContain('Packs a day (packs)');
    await user.selectOptions(question, 'tobacco');
    const answer = within(followUp).getByLabelText('Has the answer');
    expect(
      within(answer)
        .getAllByRole('option')
        .map((o) => [o.getAttribute('value'), o.textContent]),
    ).toEqual([
      ['', 'Choose an answer'],
      ['yes', 'Yes'],
      ['no', 'No'],
    ]);

    // No answer chosen: said under the answer, nothing sent.
    const puts = () => server.api.calls.filter((c) => c.method === 'PUT');
    await user.click(within(editor).getByRole('button', { name: 'Save to draft' }));
    await waitFor(() => expect(answer.getAttribute('aria-invalid')).toBe('true'));
    expect(describedText(answer)).toContain('Choose or type the answer that asks this field');
    expect(puts()).toHaveLength(0);

    // The server's error of when.field stands under the question.
    await user.selectOptions(question, 'first_name');
    const firstNameAnswer = within(followUp).getByLabelText('Has the answer');
    expect(firstNameAnswer.tagName).toBe('INPUT');
    await user.type(firstNameAnswer, 'Ann');
    await user.click(within(editor).getByRole('button', { name: 'Save to draft' }));
    await waitFor(() => expect(question.getAttribute('aria-invalid')).toBe('true'));
    expect(describedText(question)).toContain('Test server: not first_name');

    await user.selectOptions(question, 'tobacco');
    await user.selectOptions(within(followUp).getByLabelText('Has the answer'), 'Yes');
    await user.click(within(editor).getByRole('button', { name: 'Save to draft' }));
    expect(await screen.findByText('Saved packs (Carrier 11) to the draft.')).toBeTruthy();
    const put = puts().at(-1)!.body as { rules: AdminRule[] };
    expect(put.rules[1]!.definition).toEqual({
      label: 'Packs a day',
      widget: 'number',
      schema: { type: 'number' },
      when: { field: 'tobacco', equals: 'yes' },
    });
    const table = await screen.findByRole('table', { name: /Rules of Personal Information/ });
    await waitFor(() =>
      expect(within(table).getByRole('row', { name: /^packs/ }).textContent).toContain('Follow-up of tobacco = yes'),
    );
    expect(within(table).getByRole('row', { name: /^tobacco/ }).textContent).toContain('Always');

    // Editing it again shows the follow-up as saved.
    await user.click(within(table).getByRole('button', { name: 'Edit packs, Carrier 11' }));
    const edit = screen.getByRole('form', { name: 'Edit packs (Carrier 11)' });
    expect((within(edit).getByLabelText(/^Question/) as HTMLSelectElement).value).toBe('tobacco');
    expect((within(edit).getByLabelText('Has the answer') as HTMLSelectElement).value).toBe('yes');
    // The question's editor says what follows it up.
    await user.click(within(edit).getByRole('button', { name: 'Cancel' }));
    await user.click(within(table).getByRole('button', { name: 'Edit tobacco, Carrier 11' }));
    expect(
      within(screen.getByRole('form', { name: 'Edit tobacco (Carrier 11)' })).getByText(
        /packs is a follow-up of this field/,
      ),
    ).toBeTruthy();
  });

  it('removes the last rule of a tab: the PUT names the tab in replace_tabs with no rules', async () => {
    const server = adminServer();
    const user = renderConsole();
    await signIn(user);
    const table = await screen.findByRole('table', { name: /Rules of Personal Information/ });
    await user.click(within(table).getByRole('button', { name: 'Edit weight, Carrier 11' }));
    const editor = screen.getByRole('form', { name: 'Edit weight (Carrier 11)' });
    const remove = within(editor).getByRole('button', { name: 'Remove from draft' });
    expect((remove as HTMLButtonElement).disabled).toBe(false);
    await user.click(remove);
    expect(await screen.findByText('Removed weight (Carrier 11) from the draft.')).toBeTruthy();
    expect(server.api.calls.filter((c) => c.method === 'PUT').at(-1)!.body).toEqual({
      rules: [],
      replace_tabs: ['primary_info'],
    });
    expect(await screen.findByText('No rules for this tab and scope yet.')).toBeTruthy();
    expect(server.rules()).toEqual([]);
  });

  it('the live preview asks a follow-up only while its question has the answer', async () => {
    const server = adminServer([
      carrierRule('tobacco', { required: true, definition: TOBACCO }),
      carrierRule('packs', {
        required: true,
        sort: 20,
        definition: {
          label: 'How many packs a day?',
          widget: 'number',
          schema: { type: 'integer' },
          when: { field: 'tobacco', equals: 'yes' },
        },
      }),
    ]);
    const user = renderConsole();
    await signIn(user);
    const preview = await screen.findByTestId('admin-preview');
    const tobacco = await within(preview).findByRole('group', { name: /Have you used tobacco\?/ });
    expect(within(preview).queryByLabelText(/How many packs a day/)).toBeNull();
    await user.click(within(tobacco).getByLabelText('Yes'));
    expect(await within(preview).findByLabelText(/How many packs a day/)).toBeTruthy();
    await user.click(within(tobacco).getByLabelText('No'));
    await waitFor(() => expect(within(preview).queryByLabelText(/How many packs a day/)).toBeNull());
    await user.click(within(tobacco).getByLabelText('Yes'));
    await user.type(await within(preview).findByLabelText(/How many packs a day/), '2');
    await waitFor(
      () =>
        expect(
          (server.api.callsTo('admin/form-field-rules/preview').at(-1)!.body as { data: Record<string, unknown> }).data,
        ).toEqual({ tobacco: 'yes', packs: 2 }),
      { timeout: 3000 },
    );
  });

  it("the live preview draws the new field with the StepRenderer and shows the server's errors, asking again as the sample changes", async () => {
    const server = adminServer([
      carrierRule('member_code', {
        required: true,
        definition: { label: 'Sunfield member code', widget: 'text', schema: { type: 'string' } },
      }),
    ]);
    const user = renderConsole();
    await signIn(user);
    const preview = await screen.findByTestId('admin-preview');
    const input = await within(preview).findByLabelText(/Sunfield member code/);
    await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
    expect(within(preview).getByText('Server says member_code is missing')).toBeTruthy();
    const before = server.api.callsTo('admin/form-field-rules/preview').length;
    await user.type(input, 'AB123456');
    await waitFor(() => expect(within(preview).queryByText('Server says member_code is missing')).toBeNull(), {
      timeout: 3000,
    });
    const calls = server.api.callsTo('admin/form-field-rules/preview');
    expect(calls.length).toBeGreaterThan(before);
    // Debounced: far fewer calls than keystrokes, the last with the whole sample.
    expect(calls.length - before).toBeLessThan(4);
    expect((calls.at(-1)!.body as { data: Record<string, unknown>; plan_id: number }).data.member_code).toBe(
      'AB123456',
    );
    expect((calls.at(-1)!.body as { plan_id: number }).plan_id).toBe(171);
  });

  it("adds a custom tab with the server's error under its input, lists it, and removes it", async () => {
    const server = adminServer();
    const user = renderConsole();
    await signIn(user);
    await user.click(screen.getByRole('button', { name: 'Custom tabs' }));
    await user.click(await screen.findByRole('button', { name: 'Add a custom tab' }));
    const editor = screen.getByRole('form', { name: 'Add a custom tab' });
    expect(document.activeElement).toBe(within(editor).getByRole('heading', { name: 'Add a custom tab' }));
    await user.type(within(editor).getByLabelText(/^Tab name/), 'Bad Name');
    await user.click(within(editor).getByRole('button', { name: 'Save to draft' }));
    const name = within(editor).getByLabelText(/^Tab name/);
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(describedText(name)).toContain('Use 1 to 40 lower-case letters');
    await user.clear(name);
    await user.type(name, 'questions');
    await user.type(within(editor).getByLabelText('Title'), 'A title far too long for it');
    await user.click(within(editor).getByRole('button', { name: 'Save to draft' }));
    const title = within(editor).getByLabelText('Title');
    await waitFor(() => expect(title.getAttribute('aria-invalid')).toBe('true'));
    expect(describedText(title)).toContain('Test server: at most 20 characters');
    await user.clear(title);
    await user.type(title, 'Questions');
    // A page condition (issue 29): text that is not JSON is refused under its input before sending.
    const condition = within(editor).getByLabelText(/^Shown only when/);
    await user.click(condition);
    await user.paste('{"===": [');
    await user.click(within(editor).getByRole('button', { name: 'Save to draft' }));
    await waitFor(() => expect(condition.getAttribute('aria-invalid')).toBe('true'));
    expect(describedText(condition)).toContain('Write the condition as JSON');
    await user.clear(condition);
    await user.paste('{"===": [{"var": "employer_info.employment_status"}, "C"]}');
    await user.click(within(editor).getByRole('button', { name: 'Save to draft' }));
    expect(await screen.findByText('Saved the tab custom_questions to the draft.')).toBeTruthy();
    // A new page's order defaults to just before Agreement & Signature.
    expect(server.tabs()).toEqual([
      {
        tab: 'custom_questions',
        title: 'Questions',
        sort: 7,
        required: true,
        scope: 'carrier',
        scope_id: 11,
        visible_if: { '===': [{ var: 'employer_info.employment_status' }, 'C'] },
      },
    ]);
    const table = await screen.findByRole('table', { name: 'Custom tabs' });
    await user.click(within(table).getByRole('button', { name: 'Edit tab custom_questions, Carrier 11' }));
    await user.click(
      within(screen.getByRole('form', { name: 'Edit tab custom_questions' })).getByRole('button', {
        name: 'Remove from draft',
      }),
    );
    expect(await screen.findByText('Removed the tab custom_questions from the draft.')).toBeTruthy();
    expect(server.tabs()).toEqual([]);
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
    // Asked first, naming the version and what goes live.
    const dialog = within(await screen.findByRole('dialog', { name: 'Publish version 1?' }));
    expect(await dialog.findByText('Added: weight on Personal Information (Carrier 11)')).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Publish version 1' }));
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
    const file = new File([JSON.stringify({ rules: [carrierRule('height', { tab: 'contact_info' })] })], 'rules.json', {
      type: 'application/json',
    });
    await user.upload(input, file);
    await user.click(screen.getByRole('button', { name: 'Import into the draft' }));
    expect(await screen.findByText(/Imported 1 rules into the draft \(tabs replaced: contact_info\)/)).toBeTruthy();
    expect(server.rules().map((r) => r.field_name)).toContain('height');
  });

  it('a refused staff token signs out', async () => {
    sessionStorage.setItem(STAFF_TOKEN_KEY, TOKEN);
    sessionStorage.setItem('oe_staff', JSON.stringify(SUNFIELD));
    mockApi({
      'admin/me': fail(401, { message: 'Your staff session has ended. Please sign in again.' }),
      'admin/form-field-rules': fail(401, { message: 'Your staff session has ended. Please sign in again.' }),
    });
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
    // With the follow-up part's answer shown, and a refused save's errors under their inputs.
    await user.selectOptions(screen.getByLabelText(/^Question/), 'weight');
    await user.click(screen.getByRole('button', { name: 'Save to draft' }));
    await screen.findByText(/The draft was not saved/);
    await act(async () => {});
    const result = await axe.run(document.body, { rules });
    expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});
