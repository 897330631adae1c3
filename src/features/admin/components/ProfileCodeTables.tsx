import { useId } from 'react';
import { LINE_CATEGORIES, type ProfileForm } from '../carrier-profile-model';
import { AdminTable } from './AdminTable';

/** The 834 profile's code tables (CarrierProfileForm): HD03 by category and HD04 by plan, edited in their cells. */

interface CodeTableProps {
  form: ProfileForm;
  errors: Readonly<Record<string, string>>;
  set: (patch: Partial<ProfileForm>) => void;
}

/** HD03, the line-of-business code of each category. */
export function LineCodesTable({ form, errors, set }: CodeTableProps) {
  return (
    <fieldset className="oe-admin-fieldset">
      <legend>Insurance line codes (HD03)</legend>
      <p className="oe-muted">A category without a code is not sent to this carrier.</p>
      <AdminTable
        caption="Line of business by category"
        columns={['Category', 'HD03 code']}
        className="oe-admin-table--edit"
      >
        {LINE_CATEGORIES.map((c) => {
          const key = `line_of_business.${c.code}`;
          return (
            <tr key={c.code}>
              <th scope="row">{c.label}</th>
              <td>
                <CellInput
                  name={key}
                  label={`HD03 code for ${c.label}`}
                  value={form.lineOfBusiness[c.code] ?? ''}
                  maxLength={3}
                  short
                  error={errors[key]}
                  onChange={(value) => set({ lineOfBusiness: { ...form.lineOfBusiness, [c.code]: value } })}
                />
              </td>
            </tr>
          );
        })}
      </AdminTable>
    </fieldset>
  );
}

/** HD04, the plan code of each plan id: rows added and removed; a removal clears the problems shown. */
export function PlanCodesTable({
  form,
  errors,
  set,
  clearErrors,
  focusField,
}: CodeTableProps & { clearErrors: () => void; focusField: (key: string) => void }) {
  const updatePlan = (i: number, patch: Partial<ProfileForm['planCodes'][number]>) =>
    set({ planCodes: form.planCodes.map((r, j) => (j === i ? { ...r, ...patch } : r)) });
  return (
    <fieldset className="oe-admin-fieldset">
      <legend>Plan codes (HD04)</legend>
      {form.planCodes.length === 0 ? (
        <p className="oe-admin-empty">No plan code yet: the plan id is sent.</p>
      ) : (
        <AdminTable
          caption="Plan code by plan id"
          columns={['Row', 'Plan id', 'HD04 code']}
          actions
          className="oe-admin-table--edit"
        >
          {form.planCodes.map((row, i) => (
            <tr key={i}>
              <th scope="row">{i + 1}</th>
              <td>
                <CellInput
                  name={`planCodes.${i}.planId`}
                  label={`Plan id, row ${i + 1}`}
                  value={row.planId}
                  inputMode="numeric"
                  maxLength={10}
                  error={errors[`planCodes.${i}.planId`]}
                  onChange={(value) => updatePlan(i, { planId: value })}
                />
              </td>
              <td>
                <CellInput
                  name={`planCodes.${i}.code`}
                  label={`HD04 code, row ${i + 1}`}
                  value={row.code}
                  maxLength={50}
                  error={errors[`planCodes.${i}.code`]}
                  onChange={(value) => updatePlan(i, { code: value })}
                />
              </td>
              <td>
                <button
                  type="button"
                  className="oe-button oe-button--secondary oe-admin-table__action"
                  onClick={() => {
                    set({ planCodes: form.planCodes.filter((_, j) => j !== i) });
                    clearErrors();
                  }}
                >
                  Remove<span className="oe-visually-hidden"> row {i + 1}</span>
                </button>
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
      <button
        type="button"
        className="oe-button oe-button--secondary oe-admin-options__add"
        disabled={form.planCodes.length >= 500}
        onClick={() => {
          set({ planCodes: [...form.planCodes, { planId: '', code: '' }] });
          requestAnimationFrame(() => focusField(`planCodes.${form.planCodes.length}.planId`));
        }}
      >
        Add a plan code
      </button>
    </fieldset>
  );
}

/** An input in a table cell: named by aria-label (the row and column say the rest), its error under it. */
function CellInput({
  name,
  label,
  value,
  error,
  onChange,
  maxLength,
  inputMode,
  short = false,
}: {
  name: string;
  label: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  maxLength: number;
  inputMode?: 'numeric';
  /** A code of a few letters: a narrow input. */
  short?: boolean;
}) {
  const errorId = useId();
  return (
    <div className={short ? 'oe-admin-cell-input oe-admin-cell-input--short' : 'oe-admin-cell-input'}>
      <input
        className="oe-form-field__control"
        name={name}
        aria-label={label}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        value={value}
        maxLength={maxLength}
        inputMode={inputMode}
        spellCheck={false}
        onChange={(e) => onChange(e.target.value)}
      />
      {error && (
        <p id={errorId} className="oe-form-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
