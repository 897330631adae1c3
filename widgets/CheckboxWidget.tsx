import type { WidgetProps } from '@rjsf/utils';
import { inputAttributes } from './support/input-attributes';

/** A checkbox with its own label ('USPS Address Validation'); 1/0 fields stay 1/0. */
export function CheckboxWidget(props: WidgetProps) {
  const { placeholder: _placeholder, ...attributes } = inputAttributes(props);
  return (
    <label className="oe-check" htmlFor={props.id}>
      <input
        {...attributes}
        type="checkbox"
        checked={props.value === true || props.value === 1}
        onChange={(event) => {
          if (attributes.readOnly) return;
          // 1/0 fields (with_validation) keep their integer type; boolean fields get booleans.
          const on = event.target.checked;
          props.onChange(props.schema.type === 'integer' ? (on ? 1 : 0) : on);
        }}
        onBlur={() => props.onBlur(props.id, props.value)}
        onFocus={() => props.onFocus(props.id, props.value)}
      />
      <span>{props.label}</span>
    </label>
  );
}
