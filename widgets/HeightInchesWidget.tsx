import { digitsOnly } from '../schemas/input-formatters';
import { formattedWidget } from './support/FormattedInput';

/** Height, inches: at most 2 digits (001 section 9). */
export const HeightInchesWidget = formattedWidget(
  { format: (raw) => digitsOnly(raw, 2), inputMode: 'numeric' },
  'HeightInchesWidget',
);
