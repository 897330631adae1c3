import { digitsOnly } from '../schemas/input-formatters';
import { formattedWidget } from './support/FormattedInput';

/** Weight in pounds: at most 3 digits (001 section 9). */
export const WeightWidget = formattedWidget(
  { format: (raw) => digitsOnly(raw, 3), inputMode: 'numeric' },
  'WeightWidget',
);
