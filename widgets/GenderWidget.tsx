import type { WidgetProps } from '@rjsf/utils';
import { SelectInput } from './SelectWidget';

/** Gender codes of 001 section 3 (0 male, 1 female, 2 others). */
export const GENDER_LABELS: Readonly<Record<string, string>> = { '0': 'Male', '1': 'Female', '2': 'Others' };

/** Gender select (usually read-only: it comes from the quote). */
export function GenderWidget(props: WidgetProps) {
  return (
    <SelectInput
      props={props}
      labelOf={(value, label) => (label === String(value) ? (GENDER_LABELS[String(value)] ?? label) : label)}
    />
  );
}
