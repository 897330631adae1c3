import { useState, type FormEvent } from 'react';
import { TIER_CODES, type Contribution } from '../../../../schemas/api/group-admin';
import { CATEGORIES, TIERS } from '../../../../schemas/categories';
import { SelectInput, TextInput } from './inputs';
import { SaveSummary, useSaveState } from './SaveStatus';

type Row = { category: string; tier: string; kind: 'flat' | 'percent'; amount: string };

const toRow = (c: Contribution): Row => ({
  category: c.category,
  tier: c.tier,
  kind: c.kind,
  amount: c.kind === 'flat' ? ((c.flat_cents ?? 0) / 100).toFixed(2) : String(c.percent ?? 0),
});

/** A typed amount as the API takes it: dollars to whole cents, a percent as a whole number (NaN stays for the server to refuse). */
function toContribution(r: Row): Contribution {
  const n = Number(r.amount.replace(/[$,\s%]/g, ''));
  return {
    category: r.category as Contribution['category'],
    tier: r.tier as Contribution['tier'],
    kind: r.kind,
    flat_cents: r.kind === 'flat' ? (Number.isFinite(n) ? Math.round(n * 100) : null) : null,
    percent: r.kind === 'percent' ? (Number.isFinite(n) ? Math.round(n) : null) : null,
  };
}

const CATEGORY_OPTIONS = CATEGORIES.filter((c) => c.code !== 'bundles').map((c) => ({ value: c.code, label: c.label }));
const TIER_OPTIONS = TIER_CODES.map((t) => ({ value: t, label: TIERS.find((x) => x.code === t)?.label ?? t }));

/**
 * The employer's share per category and tier (a flat amount a month, or a percent of the premium):
 * the whole list is saved at once, and what is not listed is not paid. Used by staff for any group
 * and by a group's administrator for their own (`save`).
 */
export function ContributionsEditor({
  rows: saved,
  save,
  headingLevel = 4,
}: {
  rows: readonly Contribution[];
  save: (rows: Contribution[]) => Promise<unknown>;
  /** The heading's level where the editor sits (4 in the console's group panel, 2 on the group home). */
  headingLevel?: 2 | 3 | 4;
}) {
  const Heading = `h${headingLevel}` as const;
  const [rows, setRows] = useState<Row[]>(() => saved.map(toRow));
  const state = useSaveState();
  const update = (i: number, patch: Partial<Row>) =>
    setRows((all) => all.map((r, j) => (j === i ? { ...r, ...patch } : r)));

  async function submit(event: FormEvent) {
    event.preventDefault();
    await state.run('The contributions were not saved', () => save(rows.map(toContribution)), 'Contributions saved.');
  }

  return (
    <form className="oe-admin-editor oe-card" noValidate aria-labelledby="oe-admin-contributions" onSubmit={submit}>
      <Heading id="oe-admin-contributions">Employer contributions</Heading>
      <p className="oe-muted">
        What the employer pays toward each month's premium. Employees see the rest per paycheck.
      </p>
      <SaveSummary state={state} />
      {rows.length === 0 && <p className="oe-admin-empty">No contribution: employees pay the whole premium.</p>}
      {rows.map((r, i) => {
        const at = (f: string) => state.errors[`contributions[${i}].${f}`];
        return (
          <fieldset key={i} className="oe-admin-fieldset oe-admin-scope">
            <legend>Contribution {i + 1}</legend>
            <SelectInput
              label="Category"
              value={r.category}
              options={CATEGORY_OPTIONS}
              error={at('category')}
              onChange={(e) => update(i, { category: e.target.value })}
            />
            <SelectInput
              label="Tier"
              value={r.tier}
              options={TIER_OPTIONS}
              error={at('tier')}
              onChange={(e) => update(i, { tier: e.target.value })}
            />
            <SelectInput
              label="Kind"
              value={r.kind}
              options={[
                { value: 'flat', label: 'Flat amount' },
                { value: 'percent', label: 'Percent' },
              ]}
              onChange={(e) => update(i, { kind: e.target.value as Row['kind'] })}
            />
            <TextInput
              label={r.kind === 'flat' ? 'Amount ($ a month)' : 'Percent'}
              inputMode="decimal"
              value={r.amount}
              error={at(r.kind === 'flat' ? 'flat_cents' : 'percent')}
              onChange={(e) => update(i, { amount: e.target.value })}
            />
            <p>
              <button
                type="button"
                className="oe-button oe-button--secondary"
                onClick={() => setRows((all) => all.filter((_, j) => j !== i))}
              >
                Remove contribution {i + 1}
              </button>
            </p>
          </fieldset>
        );
      })}
      <p className="oe-admin-log-pages">
        <button
          type="button"
          className="oe-button oe-button--secondary"
          onClick={() => setRows((all) => [...all, { category: 'DENTAL', tier: 'IO', kind: 'flat', amount: '0.00' }])}
        >
          Add a contribution
        </button>
        <button type="submit" className="oe-button oe-button--primary">
          Save contributions
        </button>
      </p>
    </form>
  );
}
