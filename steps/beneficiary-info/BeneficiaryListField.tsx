import type { FieldProps } from '@rjsf/utils';
import { beneficiaryLine, beneficiaryTotalOver, beneficiaryTotalUnder, MESSAGES } from '../../schemas/messages';
import { beneficiaryTotal } from './module';
import type { PersonFormRequest } from '../../widgets/support/form-context';
import { text, usePeopleListProps, usePersonEditing } from '../../widgets/fields/people-list-support';

export type Beneficiary = Record<string, unknown>;

/** What the list asks the page's form renderer for: the add or edit form of one beneficiary. */
export type BeneficiaryFormRequest = PersonFormRequest<Beneficiary>;

/** The red total message: over or under the declared total, none at it. */
function totalMessage(sum: number, declared: number): string | undefined {
  if (sum > declared) return beneficiaryTotalOver(sum);
  if (sum < declared) return beneficiaryTotalUnder(sum);
  return undefined;
}

/**
 * The beneficiary list (001 sections 2 and 4), the registered field 'beneficiaryList' of a people
 * page's list property: 'Beneficiary #n: first last' with Edit and Delete, '+ Add Beneficiary'
 * while under the declared most people and total, the running total with its red message, and each
 * beneficiary checked by the server before it joins the list. The form renderer, the server's check,
 * canDelete and the editing callback come from formContext.people; max and total from 'ui:options'.
 */
export function BeneficiaryListField(props: FieldProps) {
  const list = usePeopleListProps<Beneficiary>(props);
  const { value, onChange, people, max } = list;
  const canDelete = people.canDelete ?? true;
  const { editing, setEditing, accept } = usePersonEditing(list, {
    replace: (before, after) => ({ ...before, ...after }),
  });
  const declared = list.total;
  const total = beneficiaryTotal(value);
  const message = value.length > 0 && declared !== undefined ? totalMessage(total, declared) : undefined;
  const showMax = value.length >= max && total !== declared;
  const canAdd = value.length < max && (declared === undefined || total < declared);

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
                  <button
                    type="button"
                    className="oe-button oe-button--secondary"
                    aria-label={`Edit ${line}`}
                    onClick={() => setEditing(i)}
                    disabled={editing !== null}
                  >
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
        {message && <p>{message}</p>}
        {showMax && <p>{MESSAGES.maxBeneficiaries}</p>}
      </div>
      {editing === null && canAdd && (
        <button type="button" className="oe-button oe-button--secondary" onClick={() => setEditing('new')}>
          + Add Beneficiary
        </button>
      )}
      {editing !== null &&
        people.renderForm({
          ...(editing === 'new' ? {} : { initial: value[editing] }),
          title: editing === 'new' ? `Beneficiary #${value.length + 1}` : `Beneficiary #${editing + 1}`,
          onSubmit: (b) => accept(b, editing),
          onCancel: () => setEditing(null),
        })}
    </div>
  );
}
