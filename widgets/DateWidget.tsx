import type { WidgetProps } from '@rjsf/utils';
import { formatDateInput } from '../schemas/input-formatters';
import { FormattedInput } from './support/FormattedInput';

/**
 * mm/dd/yyyy as typed: auto slashes, month 1-12, day 1-31, 10 characters. A date the field does not
 * allow (a future one where only the past is allowed) is kept as typed and refused by the step's
 * check with its message, never silently changed to another date.
 */
export function DateWidget(props: WidgetProps) {
  return (
    <FormattedInput
      props={props}
      options={{ format: formatDateInput, inputMode: 'numeric', maxLength: 10, autoComplete: 'off' }}
    />
  );
}
