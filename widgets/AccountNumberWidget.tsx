import { digitsOnly } from '../schemas/input-formatters';
import { formattedWidget } from './support/FormattedInput';

/** Bank account number: 4 to 17 digits, masked in screenshots. */
export const AccountNumberWidget = formattedWidget(
  { format: (raw) => digitsOnly(raw, 17), inputMode: 'numeric', sensitive: true },
  'AccountNumberWidget',
);
