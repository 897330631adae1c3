import { digitsOnly } from '../schemas/input-formatters';
import { formattedWidget } from './support/FormattedInput';

/** Routing number: 9 digits. */
export const RoutingWidget = formattedWidget({ format: (raw) => digitsOnly(raw, 9), inputMode: 'numeric' }, 'RoutingWidget');
