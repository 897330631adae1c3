import { useCallback, useState } from 'react';
import { getUiOptions, type FieldProps } from '@rjsf/utils';
import { wizardContext, type PeopleListContext } from '../support/form-context';

/** A value as the list shows it ('' for none). */
export const text = (v: unknown) => (typeof v === 'string' ? v : v === undefined || v === null ? '' : String(v));

/** What a people list field (beneficiaryList, dependentList) works with, read from its FieldProps. */
export interface PeopleListProps<Item> {
  /** The list: the property's formData. */
  value: readonly Item[];
  /** Replaces the list (through the form's change, so the page's onChange gets it). */
  onChange: (list: Item[]) => void;
  /** What only the page gives the field (formContext.people). */
  people: PeopleListContext<Item>;
  /** The step's declaration (page.people) in 'ui:options': the most people and the total they share. */
  max: number;
  total: number | undefined;
}

/** A people list field's props: formData as the list, formContext.people, and max / total from 'ui:options'. */
export function usePeopleListProps<Item>(props: FieldProps): PeopleListProps<Item> {
  const { path, $id } = props.fieldPathId;
  const fieldChange = props.onChange;
  // The field's id goes with the change, so the list form tells the field's changes from RJSF's own.
  const onChange = useCallback(
    (list: Item[]) => fieldChange(list as FieldProps['formData'], path, undefined, $id),
    [fieldChange, path, $id],
  );
  const people = wizardContext(props.registry).people as PeopleListContext<Item> | undefined;
  if (!people) throw new Error(`${props.name}: a people list field needs the page's formContext.people`);
  const options = getUiOptions(props.uiSchema);
  return {
    value: Array.isArray(props.formData) ? (props.formData as Item[]) : [],
    onChange,
    people,
    max: typeof options.max === 'number' ? options.max : Number.POSITIVE_INFINITY,
    total: typeof options.total === 'number' ? options.total : undefined,
  };
}

/** Which form a list has open: a person's edit form (its index), the add form ('new') or none. */
export type Editing = number | 'new' | null;

export interface PersonEditingOptions<Item> {
  /** An edit's person in the new list (default: the form's). */
  replace?: (before: Item, after: Item) => Item;
  /** Runs with the list's change, once a person was accepted. */
  onAccepted?: () => void;
}

/**
 * The open form of a people list and the accept of one person: the server's check first, then the
 * new list (an edit replaces its person through `replace`), then the form closes. The page is told
 * whenever a form opens or closes.
 */
export function usePersonEditing<Item>(
  { value, onChange, people }: PeopleListProps<Item>,
  { replace = (_before, after) => after, onAccepted }: PersonEditingOptions<Item> = {},
) {
  const [editing, setEditingState] = useState<Editing>(null);
  const { onEditingChange } = people;
  // Stable while the page's callback is (the dependent rows are memoised on it).
  const setEditing = useCallback(
    (next: Editing) => {
      setEditingState(next);
      onEditingChange?.(next !== null);
    },
    [onEditingChange],
  );
  const accept = async (item: Item, index: number | 'new') => {
    await people.validate(item);
    const next = [...value];
    if (index === 'new') next.push(item);
    else {
      const current = value[index];
      next[index] = current === undefined ? item : replace(current, item);
    }
    onChange(next);
    setEditing(null);
    onAccepted?.();
  };
  return { editing, setEditing, accept };
}
