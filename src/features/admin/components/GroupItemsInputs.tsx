import { ITEM_WIDGETS, type GroupForm, type ItemFieldForm } from '../definition-parts';
import { Hidden } from './Hidden';
import { CheckInput, SelectInput, TextInput } from './inputs';

interface Props {
  value: GroupForm;
  onChange: (next: GroupForm) => void;
  /** The server's errors keyed by path inside the rule (`definition.group.min_items`). */
  errors: Readonly<Record<string, string>>;
}

const NEW_ITEM_FIELD: ItemFieldForm = { name: '', label: '', widget: 'text', required: false, rest: {} };

/**
 * A repeating group's items (decision 0250): the item's label, how many items, and each item field's
 * name, label, type and whether it is required. An item field's other keys (options, messages,
 * conditions) are kept as the JSON text holds them.
 */
export function GroupItemsInputs({ value: g, onChange, errors }: Props) {
  const err = (path: string) => errors[`definition.group${path}`];
  const update = (i: number, patch: Partial<ItemFieldForm>) =>
    onChange({ ...g, fields: g.fields.map((f, j) => (j === i ? { ...f, ...patch } : f)) });
  return (
    <fieldset className="oe-admin-fieldset oe-admin-fieldset--plain">
      <legend>Repeating group: its items</legend>
      <p className="oe-form-field__error" role="alert">
        {errors['definition.group']}
      </p>
      <div className="oe-form-grid oe-form-grid--2">
        <TextInput
          label="Item label"
          hint='Names one item: "Physician" gives "Physician #1" and "+ Add Physician".'
          value={g.itemLabel}
          maxLength={60}
          onChange={(e) => onChange({ ...g, itemLabel: e.target.value })}
          error={err('.item_label')}
        />
        <TextInput
          label="At least (items)"
          type="number"
          inputMode="numeric"
          min={0}
          value={g.min}
          onChange={(e) => onChange({ ...g, min: e.target.value })}
          error={err('.min_items')}
        />
        <TextInput
          label="At most (items)"
          type="number"
          inputMode="numeric"
          min={1}
          value={g.max}
          onChange={(e) => onChange({ ...g, max: e.target.value })}
          error={err('.max_items')}
        />
      </div>
      <ol className="oe-admin-options__list">
        {g.fields.map((f, i) => (
          <li key={i} className="oe-admin-item-field">
            <TextInput
              label={<Hidden prefix={`Item field ${i + 1}: `} text="Name" />}
              value={f.name}
              spellCheck={false}
              autoCapitalize="none"
              onChange={(e) => update(i, { name: e.target.value })}
              error={err(`.fields[${i}].name`)}
            />
            <TextInput
              label={<Hidden prefix={`Item field ${i + 1}: `} text="Label" />}
              value={f.label}
              onChange={(e) => update(i, { label: e.target.value })}
              error={err(`.fields[${i}].definition.label`)}
            />
            <SelectInput
              label={<Hidden prefix={`Item field ${i + 1}: `} text="Type" />}
              value={f.widget}
              options={
                ITEM_WIDGETS.some((w) => w.value === f.widget)
                  ? ITEM_WIDGETS
                  : [...ITEM_WIDGETS, { value: f.widget, label: f.widget }]
              }
              onChange={(e) => update(i, { widget: e.target.value })}
              error={err(`.fields[${i}].definition.widget`) ?? err(`.fields[${i}].definition`)}
            />
            <CheckInput
              label={<Hidden prefix={`Item field ${i + 1}: `} text="Required" />}
              checked={f.required}
              onChange={(e) => update(i, { required: e.target.checked })}
            />
            <button
              type="button"
              className="oe-button oe-button--secondary"
              aria-label={`Remove item field ${i + 1}`}
              onClick={() => onChange({ ...g, fields: g.fields.filter((_, j) => j !== i) })}
            >
              Remove
            </button>
          </li>
        ))}
      </ol>
      <button
        type="button"
        className="oe-button oe-button--secondary oe-admin-options__add"
        disabled={g.fields.length >= 20}
        onClick={() => onChange({ ...g, fields: [...g.fields, NEW_ITEM_FIELD] })}
      >
        Add an item field
      </button>
    </fieldset>
  );
}
