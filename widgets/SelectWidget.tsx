import type { WidgetProps } from '@rjsf/utils';
import { inputAttributes } from './support/input-attributes';

/** Option label for a value; widgets with coded values (gender) pass their own names. */
export type OptionLabeler = (value: unknown, label: string) => string;

/** A native select over the field's options; option values are indexes so typed values survive. */
export function SelectInput({ props, labelOf }: { props: WidgetProps; labelOf?: OptionLabeler }) {
  const options = props.options.enumOptions ?? [];
  const index = options.findIndex((o) => o.value === props.value);
  const { placeholder: _placeholder, ...attributes } = inputAttributes(props);
  return (
    <select
      {...attributes}
      // A read-only select cannot be changed but must still be submitted and focusable.
      disabled={props.disabled}
      aria-readonly={attributes.readOnly || undefined}
      className="oe-input oe-select"
      value={index < 0 ? '' : String(index)}
      onChange={(event) => {
        if (attributes.readOnly) return;
        const chosen = options[Number(event.target.value)];
        props.onChange(event.target.value === '' ? undefined : chosen?.value);
      }}
      onBlur={() => props.onBlur(props.id, props.value)}
      onFocus={() => props.onFocus(props.id, props.value)}
    >
      <option value="">{props.placeholder || 'Please Select'}</option>
      {options.map((option, i) => (
        <option key={String(option.value)} value={String(i)} disabled={attributes.readOnly && i !== index}>
          {labelOf ? labelOf(option.value, option.label) : option.label}
        </option>
      ))}
    </select>
  );
}

/** Select from the field's enum or oneOf options. */
export function SelectWidget(props: WidgetProps) {
  return <SelectInput props={props} />;
}
