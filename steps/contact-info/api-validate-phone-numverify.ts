import { apiGet } from '../../src/lib/api-client';

/** GET /validate-phone-numverify?phone: resolves when the phone is valid, else an ApiRequestError targeting 'phone'. */
export function validatePhoneNumverify(phone: string): Promise<unknown> {
  return apiGet('/validate-phone-numverify', { phone });
}
