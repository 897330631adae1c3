import type { WidgetProps } from '@rjsf/utils';
import { digitsOnly } from '../schemas/input-formatters';
import { isMaskedSsn, maskSsn, ssnInputValue } from '../schemas/masked-values';
import { FormattedInput } from './support/FormattedInput';
import { textValue } from './support/input-attributes';

/**
 * SSN: 9 digits, shown masked to the last four while not focused, masked in screenshots. A saved
 * SSN comes back from the server masked ('***-**-1234'): it is shown as it is, sent back unchanged
 * (the server keeps the stored SSN), and replaced as soon as the person types into it.
 */
export function SsnWidget(props: WidgetProps) {
  const previous = textValue(props.value);
  const masked = isMaskedSsn(previous);
  return (
    <FormattedInput
      props={props}
      options={{
        format: (raw) => ssnInputValue(raw, previous),
        // Only a whole SSN is masked: a partial one is shown as typed, for the person to finish or fix.
        mask: (value) => (masked || digitsOnly(value).length === 9 ? maskSsn(value) : value),
        inputMode: 'numeric',
        // A mask is already 11 characters: typing after it must still reach the formatter.
        maxLength: masked ? undefined : 11,
        selectOnFocus: masked,
        sensitive: true,
      }}
    />
  );
}
SsnWidget.displayName = 'SsnWidget';
