import { formattedWidget } from './support/FormattedInput';

/** E-mail input (spaces removed as typed: an address never holds one). */
export const EmailWidget = formattedWidget(
  { type: 'email', autoComplete: 'email', format: (raw) => raw.replace(/\s/g, '') },
  'EmailWidget',
);
