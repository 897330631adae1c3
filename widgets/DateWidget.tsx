import type { WidgetProps } from '@rjsf/utils';
import { calendarDayOf, compareDays, parseUsDate } from '../schemas/dates';
import { formatDateInput } from '../schemas/input-formatters';
import { wizardContext } from './support/form-context';
import { FormattedInput } from './support/FormattedInput';

// Formats whose date can never lie ahead of today: the picker of the old product disallowed them.
const NO_FUTURE_FORMATS = new Set(['oe-past-date', 'oe-adult-dob']);

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** A complete future date becomes today's date on fields that do not allow the future. */
export function clampToToday(value: string, today: Date): string {
  const day = parseUsDate(value);
  const now = calendarDayOf(today);
  if (!day || compareDays(day, now) <= 0) return value;
  return `${pad(now.month)}/${pad(now.day)}/${now.year}`;
}

/** mm/dd/yyyy as typed: auto slashes, month 1-12, day 1-31, 10 characters, no future where the field says. */
export function DateWidget(props: WidgetProps) {
  const format = typeof props.schema.format === 'string' ? props.schema.format : '';
  const noFuture = NO_FUTURE_FORMATS.has(format);
  const today = wizardContext(props.registry).today ?? new Date();
  const formatValue = (raw: string) => {
    const typed = formatDateInput(raw);
    return noFuture && typed.length === 10 ? clampToToday(typed, today) : typed;
  };
  return <FormattedInput props={props} options={{ format: formatValue, inputMode: 'numeric', maxLength: 10, autoComplete: 'off' }} />;
}
