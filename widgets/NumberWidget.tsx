import { formattedWidget } from './support/FormattedInput';

// What the input keeps is text; a whole decimal number goes to the form as a number (a carrier's
// 'number' field), anything else stays text so the one validator answers 'Enter a number'.
const NUMBER = /^-?\d+(\.\d+)?$/;

/** A number input (a carrier's `number` widget): text with the decimal keypad, numbers out. */
export const NumberWidget = formattedWidget(
  { inputMode: 'decimal', toValue: (text) => (NUMBER.test(text.trim()) ? Number(text.trim()) : text) },
  'NumberWidget',
);
