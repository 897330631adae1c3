import { formattedWidget } from './support/FormattedInput';

/** Plain text input; also what a field the browser does not know renders as. */
export const TextWidget = formattedWidget({}, 'TextWidget');
