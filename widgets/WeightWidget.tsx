import { signedDigits } from '../schemas/input-formatters';
import { formattedWidget } from './support/FormattedInput';

/** Weight in pounds: at most 3 digits (001 section 9); a typed minus is kept, for the check to refuse. */
export const WeightWidget = formattedWidget(
  { format: (raw) => signedDigits(raw, 3), inputMode: 'numeric' },
  'WeightWidget',
);
