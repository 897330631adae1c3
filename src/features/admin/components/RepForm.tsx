import { useState, type FormEvent } from 'react';
import type { RepFields } from '../../../../schemas/api/rep-admin';
import { useSaveRep } from '../api/reps';
import { CheckInput, TextArea, TextInput } from './inputs';
import { SaveSummary, useSaveState } from './SaveStatus';

type Text = Exclude<keyof RepFields, 'active' | 'portal_ids' | 'group_ids' | 'agent_bio'>;
const REQUIRED: ReadonlySet<string> = new Set([
  'agent_code',
  'first_name',
  'last_name',
  'email',
  'phone',
  'display_name',
]);
const TEXTS: ReadonlyArray<{ key: Text; label: string; hint?: string; type?: string }> = [
  { key: 'first_name', label: 'First name' },
  { key: 'last_name', label: 'Last name' },
  {
    key: 'agent_code',
    label: 'Access code',
    hint: 'What the rep types on the access page: 3 to 20 letters and digits.',
  },
  { key: 'landing_url', label: 'Landing page name', hint: 'The first part of the path: jordan opens /jordan.' },
  { key: 'email', label: 'E-mail', type: 'email' },
  { key: 'phone', label: 'Phone', hint: '10 digits.', type: 'tel' },
  { key: 'display_name', label: 'Name shown on the landing page' },
  { key: 'display_about_name', label: 'Name in the About popup' },
  { key: 'display_email', label: 'Contact e-mail shown', type: 'email' },
  { key: 'display_phone', label: 'Contact phone shown', hint: '10 digits.', type: 'tel' },
  { key: 'tagline', label: 'Tagline' },
];

const EMPTY: RepFields = {
  agent_code: '',
  first_name: '',
  last_name: '',
  email: '',
  phone: '',
  display_name: '',
  active: true,
  portal_ids: [],
  group_ids: [],
};

const ids = (text: string) =>
  text
    .split(/[\s,]+/)
    .filter(Boolean)
    .map(Number);

/** A rep's details; empty optional texts are sent as null (no value), portals and groups as lists of ids. */
export function RepForm({
  id,
  fields,
  onCreated,
}: {
  id: number | null;
  fields: RepFields | null;
  onCreated: (id: number) => void;
}) {
  const [form, setForm] = useState<RepFields>(fields ?? EMPTY);
  const [portals, setPortals] = useState((fields?.portal_ids ?? []).join(', '));
  const [groups, setGroups] = useState((fields?.group_ids ?? []).join(', '));
  const save = useSaveRep(id);
  const state = useSaveState();
  const set = (patch: Partial<RepFields>) => setForm((f) => ({ ...f, ...patch }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body: RepFields = { ...form, portal_ids: ids(portals), group_ids: ids(groups) };
    for (const key of [...TEXTS.map((t) => t.key), 'agent_bio' as const]) {
      const v = (body[key] ?? '').trim();
      (body as Record<string, unknown>)[key] = v === '' && !REQUIRED.has(key) ? null : v;
    }
    const name = `${body.first_name} ${body.last_name}`;
    await state.run(
      'The rep was not saved',
      async () => {
        const saved = await save.mutateAsync(body);
        if (id === null) onCreated(saved.id);
      },
      `Saved ${name}.`,
    );
  }

  return (
    <form className="oe-admin-editor oe-card" noValidate aria-labelledby="oe-admin-rep-details" onSubmit={submit}>
      <h4 id="oe-admin-rep-details">Details</h4>
      <SaveSummary state={state} />
      {TEXTS.map(({ key, label, hint, type }) => (
        <TextInput
          key={key}
          label={label}
          hint={hint}
          name={key}
          type={type ?? 'text'}
          required={REQUIRED.has(key)}
          value={form[key] ?? ''}
          error={state.errors[key]}
          onChange={(e) => set({ [key]: e.target.value })}
        />
      ))}
      <TextArea
        label="About the rep"
        name="agent_bio"
        value={form.agent_bio ?? ''}
        error={state.errors.agent_bio}
        onChange={(e) => set({ agent_bio: e.target.value })}
      />
      <TextInput
        label="Portals"
        hint="Portal ids, separated by commas; the first is the one the rep's store opens on."
        name="portal_ids"
        value={portals}
        error={state.errors.portal_ids}
        onChange={(e) => setPortals(e.target.value)}
      />
      <TextInput
        label="Groups"
        hint="Group ids the rep may enroll for, separated by commas."
        name="group_ids"
        value={groups}
        error={state.errors.group_ids}
        onChange={(e) => setGroups(e.target.value)}
      />
      <CheckInput label="Active" checked={form.active ?? true} onChange={(e) => set({ active: e.target.checked })} />
      <p>
        <button type="submit" className="oe-button oe-button--primary" disabled={save.isPending}>
          {id === null ? 'Create rep' : 'Save rep'}
        </button>
      </p>
    </form>
  );
}
