import { optionId, type WidgetProps } from '@rjsf/utils';
import { inputAttributes } from './support/input-attributes';

/** Radio buttons in a fieldset whose legend is the field's label (the template shows no label). */
export function RadioWidget(props: WidgetProps) {
  const options = props.options.enumOptions ?? [];
  const { id: _id, placeholder: _placeholder, ...attributes } = inputAttributes(props);
  return (
    <fieldset className="oe-choice-group" id={props.id} aria-describedby={attributes['aria-describedby']}>
      <legend className="oe-label">
        {props.label}
        {props.required && <span aria-hidden="true"> *</span>}
      </legend>
      {options.map((option, i) => (
        <label key={String(option.value)} className="oe-check" htmlFor={optionId(props.id, i)}>
          <input
            type="radio"
            id={optionId(props.id, i)}
            name={attributes.name}
            disabled={props.disabled || attributes.readOnly}
            checked={option.value === props.value}
            onChange={() => props.onChange(option.value)}
          />
          <span>{option.label}</span>
        </label>
      ))}
    </fieldset>
  );
}
