import { digitsOnly } from '../schemas/input-formatters';
import { formattedWidget } from './support/FormattedInput';

/** Card security code: 3 or 4 digits, masked in screenshots. */
export const SecurityCodeWidget = formattedWidget(
  { format: (raw) => digitsOnly(raw, 4), inputMode: 'numeric', autoComplete: 'cc-csc', sensitive: true },
  'SecurityCodeWidget',
);
