import { useMemo, useState } from 'react';
import { getUiOptions, toFieldPathId, type ErrorSchema, type FieldProps } from '@rjsf/utils';
import type { FieldError } from '../../schemas/envelope';
import { groupItemTitle } from '../../schemas/field-types/group';
import { isPlainObject, toFormValue } from '../../schemas/field-values';
import { fieldDefinition, type RepeatingGroup } from '../../schemas/step-definition';
import { toSavePayload } from '../../schemas/to-save-payload';
import { toStepSchema } from '../../schemas/to-step-schema';
import { validateStepData } from '../../schemas/validate-step-data';
import { wizardContext, type PeopleListContext } from '../support/form-context';
import { HelpText } from '../support/HelpText';
import { text, usePersonEditing } from './people-list-support';
import '../field-types.css';

type Item = Record<string, unknown>;

/** An item's line in the list: its title and its first field's answer ('Physician #1: Dr. Lee'). */
function itemLine(group: RepeatingGroup, item: Item, i: number): string {
  const first = group.descriptors[0]?.field_name;
  const shown = first === undefined ? '' : text(item[first]);
  return shown ? `${groupItemTitle(group.itemLabel, i)}: ${shown}` : groupItemTitle(group.itemLabel, i);
}

/** Field errors as the item form's error schema ({ name: { __errors } }). */
function itemErrorSchema(errors: readonly FieldError[]): ErrorSchema {
  const out: Record<string, { __errors: string[] }> = {};
  for (const e of errors) (out[e.target_element] ??= { __errors: [] }).__errors.push(e.error_message);
  return out as ErrorSchema;
}

/** The messages the page's check gave under an item (`physicians.1.name`), as RJSF nests them. */
function messagesUnder(schema: unknown): string[] {
  if (!isPlainObject(schema)) return [];
  return Object.entries(schema).flatMap(([k, v]) =>
    k === '__errors' && Array.isArray(v) ? v.map(String) : messagesUnder(v),
  );
}

interface ItemFormProps {
  parent: FieldProps;
  group: RepeatingGroup;
  title: string;
  initial: Item | undefined;
  today: Date | undefined;
  onSubmit: (item: Item) => Promise<void>;
  onCancel: () => void;
}

/**
 * One item's form inside the page's form (no nested <form>): the item's step drawn by RJSF's own
 * SchemaField with the theme, its values kept here until Save, checked by validateStepData.
 */
function ItemForm({ parent, group, title, initial, today, onSubmit, onCancel }: ItemFormProps) {
  const [draft, setDraft] = useState<Item>(() => {
    const out: Item = {};
    for (const d of group.descriptors) {
      const v = toFormValue(fieldDefinition(group.step, d.field_name), initial?.[d.field_name]);
      if (v !== undefined) out[d.field_name] = v;
    }
    return out;
  });
  const [errors, setErrors] = useState<FieldError[]>([]);
  const { schema, uiSchema } = useMemo(
    () => toStepSchema(group.descriptors, group.step, { values: draft }),
    [group, draft],
  );
  const { registry } = parent;
  const base = [...parent.fieldPathId.path, 'item'];
  const fieldPathId = toFieldPathId('', registry.globalFormOptions, base);
  const { SchemaField } = registry.fields;
  const save = () => {
    const payload = toSavePayload(group.step, draft, today);
    const found = validateStepData(group.step, group.descriptors, payload, today ? { today } : {});
    setErrors(found);
    if (found.length === 0) void onSubmit(payload).catch((e: unknown) => setErrors(Array.isArray(e) ? e : []));
  };
  if (!SchemaField) return null;
  return (
    <section className="oe-group__form" aria-label={title}>
      <h3>{title}</h3>
      <SchemaField
        name="item"
        schema={schema}
        uiSchema={uiSchema}
        formData={draft}
        errorSchema={itemErrorSchema(errors)}
        fieldPathId={fieldPathId}
        registry={registry}
        onChange={(value: unknown, path: readonly (string | number)[]) => {
          const key = path[base.length];
          if (typeof key === 'string') setDraft((prev) => ({ ...prev, [key]: value }));
          else if (path.length === base.length && isPlainObject(value)) setDraft(value);
        }}
        onBlur={() => {}}
        onFocus={() => {}}
        disabled={parent.disabled}
        readonly={parent.readonly}
      />
      <div className="oe-group__actions">
        <button type="button" className="oe-button oe-button--secondary" onClick={onCancel}>
          Cancel
        </button>
        <button type="button" className="oe-button oe-button--primary" onClick={save}>
          Save {title}
        </button>
      </div>
    </section>
  );
}

/**
 * A carrier's repeating group (schemas/field-types/group.ts), drawn by the people lists' machinery
 * (usePersonEditing: one item's form open at a time, the item checked before it joins the list):
 * each item's line with Edit and Delete, '+ Add <item>' while under the most items, and the item's
 * form. The item's check is the shared validateStepData on the item's step, as the server runs it.
 */
export function RepeatingGroupField(props: FieldProps) {
  const group = getUiOptions(props.uiSchema).group as RepeatingGroup | undefined;
  const { path, $id } = props.fieldPathId;
  const value = Array.isArray(props.formData) ? (props.formData as Item[]) : [];
  const today = wizardContext(props.registry).today;
  const people: PeopleListContext<Item> = {
    renderForm: () => null,
    validate: async (item) => {
      if (!group) return;
      const found = validateStepData(group.step, group.descriptors, item, today ? { today } : {});
      if (found.length > 0) throw found;
    },
  };
  const onChange = (list: Item[]) => props.onChange(list as FieldProps['formData'], path, undefined, $id);
  const { editing, setEditing, accept } = usePersonEditing<Item>({
    value,
    onChange,
    people,
    max: group?.maxItems ?? 0,
    total: undefined,
  });
  if (!group) return null;
  const label = props.schema.title ?? props.name;
  return (
    // The group's own messages (too few or too many items) are the field template's, linked here.
    <fieldset className="oe-group" id={$id} aria-describedby={`${$id}__error`}>
      <legend className="oe-label">
        {label}
        {props.required && <span aria-hidden="true"> *</span>}
      </legend>
      {typeof props.uiSchema?.['ui:help'] === 'string' && (
        <div className="oe-field__help">
          <HelpText text={props.uiSchema['ui:help']} />
        </div>
      )}
      {value.length > 0 && (
        <ul className="oe-group__items" aria-label={label}>
          {value.map((item, i) => {
            const line = itemLine(group, item, i);
            const under = messagesUnder((props.errorSchema as Record<number, unknown> | undefined)?.[i]);
            return (
              <li key={i}>
                <span>{line}</span>
                <span className="oe-group__actions">
                  <button
                    type="button"
                    className="oe-button oe-button--secondary"
                    aria-label={`Edit ${line}`}
                    disabled={editing !== null || props.readonly}
                    onClick={() => setEditing(i)}
                  >
                    Edit
                  </button>
                  <button
                    type="button"
                    className="oe-button oe-button--secondary"
                    aria-label={`Delete ${line}`}
                    disabled={editing !== null || props.readonly}
                    onClick={() => onChange(value.filter((_, j) => j !== i))}
                  >
                    Delete
                  </button>
                </span>
                {under.length > 0 && (
                  <div className="oe-error-text">
                    {under.map((m) => (
                      <p key={m}>{m}</p>
                    ))}
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {editing === null && value.length < group.maxItems && !props.readonly && (
        <button type="button" className="oe-button oe-button--secondary" onClick={() => setEditing('new')}>
          + Add {group.itemLabel}
        </button>
      )}
      {editing !== null && (
        <ItemForm
          parent={props}
          group={group}
          title={groupItemTitle(group.itemLabel, editing === 'new' ? value.length : editing)}
          initial={editing === 'new' ? undefined : value[editing]}
          today={today}
          onSubmit={(item) => accept(item, editing)}
          onCancel={() => setEditing(null)}
        />
      )}
    </fieldset>
  );
}
