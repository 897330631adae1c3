import type { FieldError } from '../../schemas/envelope';
import { MESSAGES } from '../../schemas/messages';
import { ApiRequestError } from '../lib/api-client';

/** A failed save as field errors: the server's list, else one message the renderer shows above the form. */
export function saveFailureErrors(error: unknown): FieldError[] {
  if (error instanceof ApiRequestError && error.fieldErrorList.length > 0) return error.fieldErrorList;
  const message = error instanceof ApiRequestError ? error.message : MESSAGES.somethingWentWrong;
  return [{ target_element: '', error_message: message }];
}
