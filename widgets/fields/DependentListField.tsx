import { memo } from 'react';
import { MESSAGES } from '../../schemas/messages';
import { DEPENDENT_RELATIONSHIPS, type DependentRelationship } from '../../schemas/steps/dependent-info';
import { relationshipOf } from '../../schemas/steps/dependent-list';

export type DependentRow = { primary_info: Readonly<Record<string, unknown>> };

export interface DependentListFieldProps {
  dependents: readonly DependentRow[];
  /** The dependent whose edit form is open: add, delete (and the page's Next) are disabled meanwhile. */
  editing: number | null;
  onEdit: (index: number) => void;
  onDelete: (index: number) => void;
  /** Relationships that may be added now (Add Spouse / Add Child). */
  addable: readonly DependentRelationship[];
  /** The relationship the add form is for. */
  addAs: DependentRelationship | undefined;
  onAdd: (relationship: DependentRelationship) => void;
}

const text = (v: unknown) => (typeof v === 'string' ? v : v === undefined || v === null ? '' : String(v));

/** 'Spouse' / 'Child' for a dependent's relationship code. */
export function relationshipLabel(r: DependentRelationship | undefined): string {
  return DEPENDENT_RELATIONSHIPS.find((x) => x.const === r)?.title ?? '';
}

function PencilIcon() {
  return (
    <svg aria-hidden="true" focusable="false" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M4 20h4L19 9l-4-4L4 16v4z" />
    </svg>
  );
}

function TrashIcon() {
  return (
    <svg aria-hidden="true" focusable="false" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13" />
    </svg>
  );
}

interface RowProps {
  index: number;
  info: Readonly<Record<string, unknown>>;
  locked: boolean;
  onEdit: (index: number) => void;
  onDelete: (index: number) => void;
}

// Memoised: typing in the open form re-renders the page, never the (up to 10) unchanged rows.
const Row = memo(function Row({ index, info, locked, onEdit, onDelete }: RowProps) {
  const relationship = relationshipLabel(relationshipOf(info));
  const name = `${text(info.first_name)} ${text(info.last_name)}`.trim();
  const line = `${relationship} #${index + 1}: ${name}`;
  return (
    <li>
      <span>
        <strong>{relationship}</strong> #{index + 1}: {name}
      </span>
      <span className="oe-beneficiary-list__actions">
        <button
          type="button"
          className="oe-icon-button"
          aria-label={`Edit ${line}`}
          title="Edit"
          disabled={locked}
          onClick={() => onEdit(index)}
        >
          <PencilIcon />
        </button>
        <button
          type="button"
          className="oe-icon-button oe-icon-button--danger"
          aria-label={`Delete ${line}`}
          title={locked ? MESSAGES.submitEditedFormToDelete : MESSAGES.deleteTooltip}
          disabled={locked}
          onClick={() => onDelete(index)}
        >
          <TrashIcon />
        </button>
      </span>
    </li>
  );
});

/**
 * The dependent list (002 section 2): relationship, number, first and last name with Edit and
 * Delete icons, and Add Spouse / Add Child for what the tier rules offer now. While an edit form
 * is open every row action and the add buttons are disabled, with the tooltip saying why.
 */
export function DependentListField({ dependents, editing, onEdit, onDelete, addable, addAs, onAdd }: DependentListFieldProps) {
  const locked = editing !== null;
  return (
    <div className="oe-dependents">
      {dependents.length > 0 && (
        <ul className="oe-beneficiary-list" aria-label="Dependents">
          {dependents.map((d, i) => (
            <Row key={`${i}-${text(d.primary_info.dependent_id)}`} index={i} info={d.primary_info} locked={locked} onEdit={onEdit} onDelete={onDelete} />
          ))}
        </ul>
      )}
      {addable.length > 0 && (
        <div className="oe-dependents__add" role="group" aria-label="Add a dependent">
          {addable.map((r) => (
            <button
              key={r}
              type="button"
              className="oe-button oe-button--secondary"
              aria-pressed={!locked && addAs === r}
              title={locked ? MESSAGES.submitEditedFormToAdd : MESSAGES.clickToAddDependent}
              disabled={locked}
              onClick={() => onAdd(r)}
            >
              Add {relationshipLabel(r)}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
