import { useState, type FormEvent } from 'react';
import type { GroupFields } from '../../../../schemas/api/group-admin';
import { PAY_FREQUENCIES } from '../../../../schemas/plan-benefits';
import { useSaveGroup } from '../api/groups';
import { CheckInput, SelectInput, TextArea, TextInput } from './inputs';
import { SaveSummary, useSaveState } from './SaveStatus';

type Text = Exclude<keyof GroupFields, 'active' | 'requires_enroller_code' | 'portal_ids' | 'pay_frequency'>;
const TEXTS: ReadonlyArray<{ key: Text; label: string; hint?: string }> = [
  { key: 'name', label: 'Name' },
  { key: 'display_name', label: 'Name shown to employees' },
  { key: 'group_code', label: 'Group code', hint: 'What employees type to open the group store (letters, digits).' },
  { key: 'landing_url', label: 'Landing page name', hint: 'The first part of the path: acme opens /acme.' },
  { key: 'address1', label: 'Address' },
  { key: 'address2', label: 'Address line 2' },
  { key: 'city', label: 'City' },
  { key: 'state', label: 'State', hint: 'Two letters, e.g. GA.' },
  { key: 'zip', label: 'ZIP code' },
  { key: 'display_email', label: 'Contact e-mail' },
  { key: 'display_phone', label: 'Contact phone', hint: '10 digits.' },
  { key: 'tagline', label: 'Tagline' },
];

const EMPTY: GroupFields = {
  group_code: '',
  name: '',
  display_name: '',
  portal_ids: [],
  active: true,
  requires_enroller_code: false,
};
const FREQUENCY_LABEL: Record<string, string> = {
  weekly: 'Weekly (52)',
  biweekly: 'Every two weeks (26)',
  semimonthly: 'Twice a month (24)',
  monthly: 'Monthly (12)',
};

/** A group's details; empty texts are sent as null (no value), the portals as a list of ids. */
export function GroupForm({
  id,
  fields,
  onCreated,
}: {
  id: number | null;
  fields: GroupFields | null;
  onCreated: (id: number) => void;
}) {
  const [form, setForm] = useState<GroupFields>(fields ?? EMPTY);
  const [portals, setPortals] = useState((fields?.portal_ids ?? []).join(', '));
  const save = useSaveGroup(id);
  const state = useSaveState();
  const set = (patch: Partial<GroupFields>) => setForm((f) => ({ ...f, ...patch }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body: GroupFields = { ...form };
    for (const { key } of TEXTS) {
      const v = (body[key] ?? '').trim();
      (body as Record<string, unknown>)[key] =
        v === '' && !['name', 'display_name', 'group_code'].includes(key) ? null : v;
    }
    body.portal_ids = portals
      .split(/[\s,]+/)
      .filter(Boolean)
      .map(Number);
    await state.run(
      'The group was not saved',
      async () => {
        const saved = await save.mutateAsync(body);
        if (id === null) onCreated(saved.id);
      },
      `Saved ${body.name}.`,
    );
  }

  return (
    <form className="oe-admin-editor oe-card" noValidate aria-labelledby="oe-admin-group-details" onSubmit={submit}>
      <h4 id="oe-admin-group-details">Details</h4>
      <SaveSummary state={state} />
      {TEXTS.map(({ key, label, hint }) => (
        <TextInput
          key={key}
          label={label}
          hint={hint}
          name={key}
          value={form[key] ?? ''}
          error={state.errors[key]}
          onChange={(e) => set({ [key]: e.target.value })}
        />
      ))}
      <TextArea
        label="About"
        name="about"
        value={form.about ?? ''}
        error={state.errors.about}
        onChange={(e) => set({ about: e.target.value })}
      />
      <SelectInput
        label="Payroll frequency"
        hint="How often employees are paid: the cost per paycheck divides by it."
        name="pay_frequency"
        value={form.pay_frequency ?? ''}
        error={state.errors.pay_frequency}
        options={[
          { value: '', label: 'Not set' },
          ...PAY_FREQUENCIES.map((f) => ({ value: f, label: FREQUENCY_LABEL[f] ?? f })),
        ]}
        onChange={(e) => set({ pay_frequency: (e.target.value || null) as GroupFields['pay_frequency'] })}
      />
      <TextInput
        label="Portals offered"
        hint="Portal ids, separated by commas; the first is the group's own. The portals' plans are the plans offered."
        name="portal_ids"
        value={portals}
        error={state.errors.portal_ids}
        onChange={(e) => setPortals(e.target.value)}
      />
      <CheckInput label="Active" checked={form.active ?? true} onChange={(e) => set({ active: e.target.checked })} />
      <CheckInput
        label="Employees need an enroller code"
        checked={form.requires_enroller_code ?? false}
        onChange={(e) => set({ requires_enroller_code: e.target.checked })}
      />
      <p>
        <button type="submit" className="oe-button oe-button--primary" disabled={save.isPending}>
          {id === null ? 'Create group' : 'Save details'}
        </button>
      </p>
    </form>
  );
}
