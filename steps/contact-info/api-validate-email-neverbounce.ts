import { apiPost } from '../../src/lib/api-client';

/** POST /validate-email-neverbounce: resolves when the e-mail is deliverable, else an ApiRequestError targeting 'email'. */
export function validateEmailNeverbounce(email: string): Promise<unknown> {
  return apiPost('/validate-email-neverbounce', { email });
}
