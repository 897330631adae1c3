import { digitsOnly } from '../schemas/input-formatters';
import { formattedWidget } from './support/FormattedInput';

/** Beneficiary percentage: non-numeric characters stripped as typed (001 section 5), at most 3 digits. */
export const PercentageWidget = formattedWidget(
  { format: (raw) => digitsOnly(raw, 3), inputMode: 'numeric' },
  'PercentageWidget',
);
