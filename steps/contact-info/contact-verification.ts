import type { FieldError } from '../../schemas/envelope';
import { validateEmailNeverbounce } from './api-validate-email-neverbounce';
import { validatePhoneNumverify } from './api-validate-phone-numverify';
import { saveFailureErrors } from '../../src/wizard/step-errors';

/** The two verification calls, injectable so a test can stand in for the server. */
export interface ContactVerifiers {
  phone: (phone: string) => Promise<unknown>;
  email: (email: string) => Promise<unknown>;
}

const serverVerifiers: ContactVerifiers = { phone: validatePhoneNumverify, email: validateEmailNeverbounce };

const text = (v: unknown) => (typeof v === 'string' ? v : '');

/**
 * Contact step, existing-user enrollments (001 section 7): 'the phone is checked with a phone
 * verification service and the e-mail with an e-mail verification service; the save runs only if
 * the e-mail check succeeds and the phone is already valid'. Both run in parallel; the errors keep
 * the server's targets ('phone', 'email'), which the renderer maps to phone_number / email_address
 * by the '_number' / '_address' suffix rules. An empty list means both passed.
 */
export async function verifyContact(
  payload: Readonly<Record<string, unknown>>,
  verifiers: ContactVerifiers = serverVerifiers,
): Promise<FieldError[]> {
  const checks: Promise<FieldError[]>[] = [];
  const phone = text(payload.phone_number);
  const email = text(payload.email_address);
  // Empty values are the renderer's 'Field is required' business, not the verification services'.
  if (phone)
    checks.push(
      verifiers.phone(phone).then(
        () => [],
        (e: unknown) => saveFailureErrors(e),
      ),
    );
  if (email)
    checks.push(
      verifiers.email(email).then(
        () => [],
        (e: unknown) => saveFailureErrors(e),
      ),
    );
  return (await Promise.all(checks)).flat();
}
