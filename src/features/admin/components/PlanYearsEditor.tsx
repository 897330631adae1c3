import { useState, type FormEvent } from 'react';
import type { PlanYear } from '../../../../schemas/api/group-admin';
import { useSavePlanYears } from '../api/groups';
import { TextInput } from './inputs';
import { SaveSummary, useSaveState } from './SaveStatus';

const DATES = [
  ['starts_on', 'Plan year starts'],
  ['ends_on', 'Plan year ends'],
  ['open_starts_on', 'Open enrollment starts'],
  ['open_ends_on', 'Open enrollment ends'],
] as const;

/**
 * A group's plan years and their open-enrollment windows: outside a window only new hires (within
 * the days given) may enroll. A group without plan years is not limited.
 */
export function PlanYearsEditor({ id, years }: { id: number; years: readonly PlanYear[] }) {
  const [rows, setRows] = useState<PlanYear[]>(() => years.map((y) => ({ ...y })));
  const save = useSavePlanYears(id);
  const state = useSaveState();
  const update = (i: number, patch: Partial<PlanYear>) =>
    setRows((all) => all.map((r, j) => (j === i ? { ...r, ...patch } : r)));

  async function submit(event: FormEvent) {
    event.preventDefault();
    await state.run('The plan years were not saved', () => save.mutateAsync(rows), 'Plan years saved.');
  }

  return (
    <form className="oe-admin-editor oe-card" noValidate aria-labelledby="oe-admin-plan-years" onSubmit={submit}>
      <h4 id="oe-admin-plan-years">Plan years and open enrollment</h4>
      <SaveSummary state={state} />
      {rows.length === 0 && <p className="oe-admin-empty">No plan year: employees may enroll at any time.</p>}
      {rows.map((y, i) => (
        <fieldset key={i} className="oe-admin-fieldset oe-admin-scope">
          <legend>Plan year {i + 1}</legend>
          {DATES.map(([key, label]) => (
            <TextInput
              key={key}
              type="date"
              label={label}
              value={y[key]}
              error={state.errors[`plan_years[${i}].${key}`]}
              onChange={(e) => update(i, { [key]: e.target.value })}
            />
          ))}
          <TextInput
            label="New hires may enroll within (days)"
            inputMode="numeric"
            value={String(y.new_hire_days ?? 30)}
            error={state.errors[`plan_years[${i}].new_hire_days`]}
            onChange={(e) => update(i, { new_hire_days: Number(e.target.value) })}
          />
          <p>
            <button
              type="button"
              className="oe-button oe-button--secondary"
              onClick={() => setRows((all) => all.filter((_, j) => j !== i))}
            >
              Remove plan year {i + 1}
            </button>
          </p>
        </fieldset>
      ))}
      <p className="oe-admin-log-pages">
        <button
          type="button"
          className="oe-button oe-button--secondary"
          onClick={() =>
            setRows((all) => [
              ...all,
              { starts_on: '', ends_on: '', open_starts_on: '', open_ends_on: '', new_hire_days: 30 },
            ])
          }
        >
          Add a plan year
        </button>
        <button type="submit" className="oe-button oe-button--primary" disabled={save.isPending}>
          Save plan years
        </button>
      </p>
    </form>
  );
}
