import { digitsOnly, maskSsn } from '../schemas/input-formatters';
import { formattedWidget } from './support/FormattedInput';

/** SSN: 9 digits, shown masked to the last four while not focused, masked in screenshots. */
export const SsnWidget = formattedWidget(
  { format: (raw) => digitsOnly(raw, 9), mask: maskSsn, inputMode: 'numeric', maxLength: 11, sensitive: true },
  'SsnWidget',
);
