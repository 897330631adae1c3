import { toUpperLetters } from '../schemas/input-formatters';
import { formattedWidget } from './support/FormattedInput';

/** State: letters only, uppercased, 2 (001 section 4); read-only while a zip lookup has filled it. */
export const StateWidget = formattedWidget(
  { format: (raw) => toUpperLetters(raw, 2), autoComplete: 'address-level1', maxLength: 2 },
  'StateWidget',
);
