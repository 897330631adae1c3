import { formattedWidget } from './support/FormattedInput';

/** Card number: 13 to 25 letters or digits, masked in screenshots. */
export const CardNumberWidget = formattedWidget(
  {
    format: (raw) => raw.replace(/[^A-Za-z0-9]/g, '').slice(0, 25),
    inputMode: 'numeric',
    autoComplete: 'cc-number',
    sensitive: true,
  },
  'CardNumberWidget',
);
