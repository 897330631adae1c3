import { isEmail, isLettersOnlyName } from '../../../schemas/formats';
import { MESSAGES } from '../../../schemas/messages';

export interface QuoteForm {
  name: string;
  email: string;
  message: string;
}

/** Save Cart's rules (000 section 5), the same formats and messages the server checks with. */
export function quoteFormErrors(form: QuoteForm): Partial<Record<keyof QuoteForm, string>> {
  const errors: Partial<Record<keyof QuoteForm, string>> = {};
  const name = form.name.trim();
  const email = form.email.trim();
  if (!name) errors.name = MESSAGES.fieldRequired;
  else if (!isLettersOnlyName(name)) errors.name = MESSAGES.validName;
  if (!email) errors.email = MESSAGES.fieldRequired;
  else if (!isEmail(email)) errors.email = MESSAGES.validEmailAddress;
  return errors;
}
