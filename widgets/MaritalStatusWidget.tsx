import type { WidgetProps } from '@rjsf/utils';
import { SelectInput } from './SelectWidget';

/** Marital status codes of 001 section 3 (0 Single, 1 Married, 2 Divorced, 3 Widowed). */
export const MARITAL_STATUS_LABELS: Readonly<Record<string, string>> = {
  '0': 'Single',
  '1': 'Married',
  '2': 'Divorced',
  '3': 'Widowed',
};

/** Marital status select; codes without a title get the specification's names. */
export function MaritalStatusWidget(props: WidgetProps) {
  return (
    <SelectInput
      props={props}
      labelOf={(value, label) => (label === String(value) ? (MARITAL_STATUS_LABELS[String(value)] ?? label) : label)}
    />
  );
}
