import { useState, type ReactNode } from 'react';
import { beneficiaryLine, beneficiaryTotalMessage, MESSAGES } from '../../schemas/messages';
import { BENEFICIARY_TOTAL, beneficiaryTotal, canAddBeneficiary, MAX_BENEFICIARIES } from '../../schemas/steps/beneficiary-info';

export type Beneficiary = Record<string, unknown>;

/** What the list asks its form renderer for: the add or edit form of one beneficiary. */
export interface BeneficiaryFormRequest {
  /** Values to prefill (edit) or none (add). */
  initial?: Beneficiary;
  /** The form's submit: resolves when the beneficiary was accepted, rejects with nothing to do. */
  onSubmit: (beneficiary: Beneficiary) => Promise<void>;
  onCancel: () => void;
  title: string;
}

export interface BeneficiaryListFieldProps {
  value: readonly Beneficiary[];
  onChange: (list: Beneficiary[]) => void;
  /** The server's check of one beneficiary (POST /validate-single-beneficiary); rejects when invalid. */
  validate: (beneficiary: Beneficiary) => Promise<void>;
  /** Renders the one-beneficiary form (the StepRenderer with the step's descriptors). */
  renderForm: (request: BeneficiaryFormRequest) => ReactNode;
  /** Delete is offered unless the enrollment forbids it. */
  canDelete?: boolean;
  /** Told whenever the add / edit form opens or closes (the page hides Next while it is open). */
  onEditingChange?: (open: boolean) => void;
}

const text = (v: unknown) => (typeof v === 'string' ? v : v === undefined || v === null ? '' : String(v));

/**
 * The beneficiary list (001 sections 2 and 4): 'Beneficiary #n: first last' with Edit and Delete,
 * '+ Add Beneficiary' while under 3 and under 100%, the running total with its red message, and
 * each beneficiary checked by the server before it joins the list.
 */
export function BeneficiaryListField({ value, onChange, validate, renderForm, canDelete = true, onEditingChange }: BeneficiaryListFieldProps) {
  const [editing, setEditingState] = useState<number | 'new' | null>(null);
  const setEditing = (next: number | 'new' | null) => {
    setEditingState(next);
    onEditingChange?.(next !== null);
  };
  const total = beneficiaryTotal(value);
  const totalMessage = value.length > 0 ? beneficiaryTotalMessage(total) : undefined;
  const showMax = value.length >= MAX_BENEFICIARIES && total !== BENEFICIARY_TOTAL;

  const accept = async (beneficiary: Beneficiary, index: number | 'new') => {
    await validate(beneficiary);
    const next = [...value];
    if (index === 'new') next.push(beneficiary);
    else next[index] = { ...value[index], ...beneficiary };
    onChange(next);
    setEditing(null);
  };

  return (
    <div className="oe-beneficiaries">
      {value.length > 0 && (
        <ul className="oe-beneficiary-list" aria-label="Beneficiaries">
          {value.map((b, i) => {
            const line = beneficiaryLine(i + 1, text(b.first_name), text(b.last_name));
            return (
              <li key={`${i}-${text(b.beneficiary_id)}`}>
                <span>
                  {line} <span className="oe-muted">({text(b.beneficiary_percentage)}%)</span>
                </span>
                <span className="oe-beneficiary-list__actions">
                  <button type="button" className="oe-button oe-button--secondary" aria-label={`Edit ${line}`} onClick={() => setEditing(i)} disabled={editing !== null}>
                    Edit
                  </button>
                  {canDelete && (
                    <button
                      type="button"
                      className="oe-button oe-button--secondary"
                      aria-label={`Delete ${line}`}
                      title={MESSAGES.deleteTooltip}
                      disabled={editing !== null}
                      onClick={() => onChange(value.filter((_, j) => j !== i))}
                    >
                      Delete
                    </button>
                  )}
                </span>
              </li>
            );
          })}
        </ul>
      )}
      <p className="oe-total" aria-live="polite">
        Total: {total}%
      </p>
      <div role="alert" className="oe-error-text">
        {totalMessage && <p>{totalMessage}</p>}
        {showMax && <p>{MESSAGES.maxBeneficiaries}</p>}
      </div>
      {editing === null && canAddBeneficiary(value) && (
        <button type="button" className="oe-button oe-button--secondary" onClick={() => setEditing('new')}>
          + Add Beneficiary
        </button>
      )}
      {editing !== null &&
        renderForm({
          ...(editing === 'new' ? {} : { initial: value[editing] }),
          title: editing === 'new' ? `Beneficiary #${value.length + 1}` : `Beneficiary #${editing + 1}`,
          onSubmit: (b) => accept(b, editing),
          onCancel: () => setEditing(null),
        })}
    </div>
  );
}
