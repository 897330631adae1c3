import type { FormatName } from './formats';
import { MESSAGES } from './messages';
import type { FieldDefinition } from './step-definition';

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
