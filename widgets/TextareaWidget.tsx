import type { WidgetProps } from '@rjsf/utils';
import { emptyToUndefined, inputAttributes, textValue } from './support/input-attributes';

/** Multi-line text. */
export function TextareaWidget(props: WidgetProps) {
  return (
    <textarea
      {...inputAttributes(props)}
      className="oe-input oe-textarea"
      rows={4}
      value={textValue(props.value)}
      onChange={(event) => props.onChange(emptyToUndefined(event.target.value))}
      onBlur={() => props.onBlur(props.id, props.value)}
      onFocus={() => props.onFocus(props.id, props.value)}
    />
  );
}
