import type { SignedOut } from '../../../../schemas/api/sign-out';
import { apiPost } from '../../../lib/api-client';

/** POST /sign-out (an addition to the contract): the server ends the stored session (issue 26, item 15). */
export function signOut(): Promise<SignedOut> {
  return apiPost<SignedOut>('/sign-out', {});
}
