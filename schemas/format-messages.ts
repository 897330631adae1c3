import { dateProblem } from './dates';
import type { MessageKeyword } from './field-definition';
import type { FormatName } from './formats';
import { CHECK_MESSAGES, INPUT_MESSAGES, MESSAGES } from './messages';
import type { FieldDefinition } from './step-definition';
import { withBounds } from './message-bounds';

/**
 * The specification's message for each format that has one (001 and 002, section 5). A field can
 * override it (billing's zip says 'Invalid Zip code'; last names say 'Please enter valid last
 * name'). Formats the specification gives no message for fall back to 'Field is required', the only
 * generic client message it has: no invented wording reaches the client.
 */
export const FORMAT_MESSAGES: Partial<Record<FormatName, string>> = {
  'oe-zip': MESSAGES.zipFiveDigits,
  'oe-ssn': MESSAGES.invalidSsn,
  'oe-phone': MESSAGES.invalidPhone,
  'oe-adult-dob': MESSAGES.ageBetween18And100,
  // A filled-in date in the future is not a missing one: say what is wrong with it.
  'oe-past-date': CHECK_MESSAGES.validPastDate,
  'oe-email': MESSAGES.emailNotCorrectFormat,
  'oe-name': MESSAGES.validName,
  'oe-card-name': MESSAGES.validName,
  'oe-account-name': MESSAGES.invalidAccountHolderName,
  'oe-routing': MESSAGES.routingNineDigits,
  'oe-account': MESSAGES.accountNumberDigits,
  'oe-card': MESSAGES.cardNumberLength,
  'oe-cvv': MESSAGES.securityCodeDigits,
  'oe-percentage': MESSAGES.beneficiaryPercentageRange,
  'oe-weight': MESSAGES.weightNotPositive,
  'oe-height-feet': MESSAGES.heightZero,
  'oe-height-inches': MESSAGES.inchInvalid,
};

/** The message for an empty required field. */
export function requiredMessage(field: FieldDefinition): string {
  return field.messages?.required ?? MESSAGES.fieldRequired;
}

/** The message for an invalid value: the field's own, else its format's, else 'Field is required'. */
export function invalidMessage(field: FieldDefinition): string {
  const byFormat = field.schema.format ? FORMAT_MESSAGES[field.schema.format] : undefined;
  return field.messages?.invalid ?? byFormat ?? MESSAGES.fieldRequired;
}

/** The catalogue's message for a failed check of a carrier's field (what a definition's `messages` may replace). */
export function catalogueMessage(keyword: MessageKeyword, field: FieldDefinition): string {
  const s = field.schema;
  switch (keyword) {
    case 'required':
      return MESSAGES.fieldRequired;
    case 'type':
      return s.type === 'integer'
        ? CHECK_MESSAGES.enterWholeNumber
        : s.type === 'number'
          ? CHECK_MESSAGES.enterNumber
          : MESSAGES.fieldRequired;
    case 'enum':
      return CHECK_MESSAGES.chooseAnOption;
    case 'minLength':
      return CHECK_MESSAGES.atLeastCharacters(s.minLength ?? 0);
    case 'maxLength':
      return CHECK_MESSAGES.atMostCharacters(s.maxLength ?? 0);
    case 'pattern':
      return CHECK_MESSAGES.notInExpectedForm;
    case 'minimum':
      return CHECK_MESSAGES.atLeastNumber(s.minimum ?? 0);
    case 'maximum':
      return CHECK_MESSAGES.atMostNumber(s.maximum ?? 0);
    case 'format':
      return (
        (s.format ? FORMAT_MESSAGES[s.format] : undefined) ??
        (isDateFormat(s.format) || s.notInFuture !== undefined || s.minAge !== undefined
          ? CHECK_MESSAGES.enterValidDate
          : CHECK_MESSAGES.notInExpectedForm)
      );
    case 'notInFuture':
      return CHECK_MESSAGES.dateNotInFuture;
    case 'notInPast':
      return CHECK_MESSAGES.dateNotInPast;
    case 'minAge':
      return CHECK_MESSAGES.minAge(s.minAge ?? 0);
    case 'maxAge':
      return CHECK_MESSAGES.maxAge(s.maxAge ?? 0);
  }
}

function isDateFormat(format: FormatName | undefined): boolean {
  return format === 'oe-date' || format === 'oe-past-date' || format === 'oe-adult-dob';
}

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** Why a typed date is not one ('There is no month 13...'), or undefined for a real date (or a non-string). */
export function dateProblemMessage(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const problem = dateProblem(value);
  switch (problem?.kind) {
    case undefined:
      return undefined;
    case 'form':
      return INPUT_MESSAGES.dateForm;
    case 'month':
      return INPUT_MESSAGES.monthOutOfRange(problem.month);
    case 'year':
      return INPUT_MESSAGES.yearTooEarly;
    case 'day':
      return INPUT_MESSAGES.dayOutOfRange(
        problem.day,
        MONTH_NAMES[problem.month - 1] ?? '',
        problem.year,
        problem.days,
      );
  }
}

/** A date field whose typed value is no date: the message names what is wrong with it. */
function typedDateMessage(field: FieldDefinition, value: unknown): string | undefined {
  const s = field.schema;
  const dateField =
    isDateFormat(s.format) ||
    s.notInFuture !== undefined ||
    s.notInPast !== undefined ||
    s.minAge !== undefined ||
    s.maxAge !== undefined;
  return dateField ? dateProblemMessage(value) : undefined;
}

/**
 * The message for a failed check: a carrier's field (keywordMessages) by the check that failed,
 * its own wording first (with its bounds' names filled in, message-bounds.ts), then the catalogue's; the step's own fields as before (invalidMessage),
 * except that a typed date that is no date says what is wrong with it and a value only too long
 * names the limit (`value`: what was typed).
 */
export function failureMessage(
  field: FieldDefinition,
  keyword: MessageKeyword | 'properties',
  value?: unknown,
): string {
  const dateMessage = keyword === 'format' ? typedDateMessage(field, value) : undefined;
  if (!field.keywordMessages) {
    if (keyword === 'required') return requiredMessage(field);
    if (keyword === 'maxLength' && field.schema.maxLength !== undefined)
      return INPUT_MESSAGES.tooLong(field.label, field.schema.maxLength);
    return dateMessage ?? invalidMessage(field);
  }
  const k: MessageKeyword = keyword === 'properties' ? 'type' : keyword;
  // A carrier's own wording may name its bounds ({max}): filled in from the schema checked against.
  const own = field.keywordMessages[k];
  return (own === undefined ? undefined : withBounds(own, field.schema)) ?? dateMessage ?? catalogueMessage(k, field);
}
