import { digitsOnly } from '../schemas/input-formatters';
import { formattedWidget } from './support/FormattedInput';

/** Height, feet: one digit (001 section 9). */
export const HeightFeetWidget = formattedWidget(
  { format: (raw) => digitsOnly(raw, 1), inputMode: 'numeric' },
  'HeightFeetWidget',
);
