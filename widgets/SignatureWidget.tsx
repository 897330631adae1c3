import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { inputAttributes } from './support/input-attributes';
import { SignaturePadInput } from './support/SignaturePadInput';

/**
 * The agreement step's signature (002 section 9): drawn on the pad or typed, the value a PNG data
 * URL either way (SignaturePadInput, shared with the remote signing page).
 */
export function SignatureWidget(props: WidgetProps) {
  const attributes = inputAttributes(props);
  return (
    <SignaturePadInput
      id={props.id}
      label={props.label}
      value={props.value}
      required={props.required}
      readOnly={attributes.readOnly || props.disabled}
      describedBy={ariaDescribedByIds(props.id)}
      invalid={attributes['aria-invalid']}
      onChange={({ dataUrl }) => props.onChange(dataUrl)}
      onBlur={() => props.onBlur(props.id, props.value)}
    />
  );
}
