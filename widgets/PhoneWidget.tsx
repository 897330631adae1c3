import { digitsOnly } from '../schemas/input-formatters';
import { formattedWidget } from './support/FormattedInput';

/** Phone: 10 digits (001 section 9). */
export const PhoneWidget = formattedWidget(
  { type: 'tel', format: (raw) => digitsOnly(raw, 10), inputMode: 'tel', autoComplete: 'tel-national' },
  'PhoneWidget',
);
