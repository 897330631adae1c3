import type { RJSFSchema, WidgetProps } from '@rjsf/utils';
import { humanizeFieldName } from '../schemas/step-definition';
import { isPlainObject } from '../schemas/field-values';
import { inputAttributes } from './support/input-attributes';

/** The flags of an object field in schema order, each with its label (schema title, else the key humanized). */
export function flagOptions(schema: RJSFSchema): { key: string; label: string; boolean: boolean }[] {
  return Object.entries(schema.properties ?? {}).map(([key, sub]) => {
    const s = typeof sub === 'object' ? sub : {};
    return {
      key,
      label: typeof s.title === 'string' ? s.title : humanizeFieldName(key),
      boolean: s.type === 'boolean',
    };
  });
}

/** holiday_policy: an object of 0/1 flags shown as checkboxes ('Standard 6', 'Presendents Day', ...). */
export function HolidayPolicyWidget(props: WidgetProps) {
  const value = isPlainObject(props.value) ? props.value : {};
  const { id: _id, placeholder: _placeholder, ...attributes } = inputAttributes(props);
  return (
    <fieldset
      className="oe-choice-group oe-choice-group--grid"
      id={props.id}
      aria-describedby={attributes['aria-describedby']}
    >
      <legend className="oe-label">
        {props.label}
        {props.required && <span aria-hidden="true"> *</span>}
      </legend>
      {flagOptions(props.schema).map((flag) => {
        const inputId = `${props.id}_${flag.key}`;
        const checked = value[flag.key] === 1 || value[flag.key] === true;
        return (
          <label key={flag.key} className="oe-check" htmlFor={inputId}>
            <input
              type="checkbox"
              id={inputId}
              name={inputId}
              checked={checked}
              disabled={props.disabled || attributes.readOnly}
              onChange={(event) => {
                const on = event.target.checked;
                props.onChange({ ...value, [flag.key]: flag.boolean ? on : on ? 1 : 0 });
              }}
            />
            <span>{flag.label}</span>
          </label>
        );
      })}
    </fieldset>
  );
}
