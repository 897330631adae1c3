import { Fragment, memo, useCallback, useState } from 'react';
import type { FieldProps } from '@rjsf/utils';
import { dependentTitle, MESSAGES } from '../../schemas/messages';
import { DEPENDENT_RELATIONSHIPS, type DependentRelationship } from './module';
import { relationshipOf } from './module-list';
import { text, usePeopleListProps, usePersonEditing } from '../../widgets/fields/people-list-support';

export type DependentRow = { primary_info: Readonly<Record<string, unknown>> };

/** 'Spouse' / 'Child' for a dependent's relationship code. */
export function relationshipLabel(r: DependentRelationship | undefined): string {
  return DEPENDENT_RELATIONSHIPS.find((x) => x.const === r)?.title ?? '';
}

function PencilIcon() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M4 20h4L19 9l-4-4L4 16v4z" />
    </svg>
  );
}

function TrashIcon() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
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
 * The dependent list (002 section 2), the registered field 'dependentList' of a people page's list
 * property: relationship, number, first and last name with Edit and Delete icons, Add Spouse / Add
 * Child for what the tier rules offer now (formContext.people.addable), and the add form
 * 'Dependent #n' or a dependent's edit form, drawn by the page's form renderer. While an edit form
 * is open every row action and the add buttons are disabled, with the tooltip saying why, and the
 * page is told (it holds Next). Each dependent is checked by the server before it joins the list;
 * the add form's Submit is offered while the list is under the declared most ('ui:options' max).
 */
export function DependentListField(props: FieldProps) {
  const list = usePeopleListProps<DependentRow>(props);
  const { value, onChange, people, max } = list;
  // The relationship an add button chose (else the first addable), and a new add form per click.
  const [chosen, setChosen] = useState<DependentRelationship>();
  const { editing, setEditing, accept } = usePersonEditing(list, { onAccepted: () => setChosen(undefined) });
  const [formKey, setFormKey] = useState(0);
  const addable = (people.addable ?? []) as readonly DependentRelationship[];
  const addAs = chosen && addable.includes(chosen) ? chosen : addable[0];
  const locked = editing !== null;
  const onDelete = useCallback((index: number) => onChange(value.filter((_, i) => i !== index)), [value, onChange]);
  return (
    <>
      <div className="oe-dependents">
        {value.length > 0 && (
          <ul className="oe-beneficiary-list" aria-label="Dependents">
            {value.map((d, i) => (
              <Row
                key={`${i}-${text(d.primary_info.dependent_id)}`}
                index={i}
                info={d.primary_info}
                locked={locked}
                onEdit={setEditing}
                onDelete={onDelete}
              />
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
                onClick={() => {
                  setChosen(r);
                  setFormKey((k) => k + 1);
                }}
              >
                Add {relationshipLabel(r)}
              </button>
            ))}
          </div>
        )}
      </div>
      {typeof editing === 'number' && value[editing] && (
        <Fragment key={`edit-${editing}`}>
          {people.renderForm({
            title: dependentTitle(editing + 1),
            initial: value[editing],
            relationship: relationshipOf(value[editing].primary_info) ?? 'child',
            canSubmit: true,
            onSubmit: (item) => accept(item, editing),
            onCancel: () => setEditing(null),
          })}
        </Fragment>
      )}
      {editing === null && addAs && !people.addHeld && (
        // A new key per list length: the form clears the moment its dependent joins the list.
        <Fragment key={`new-${value.length}-${formKey}-${addAs}`}>
          {people.renderForm({
            title: dependentTitle(value.length + 1),
            relationship: addAs,
            canSubmit: value.length < max,
            onSubmit: (item) => accept(item, 'new'),
            onCancel: () => setFormKey((k) => k + 1),
          })}
        </Fragment>
      )}
    </>
  );
}
