import type { SignedOut } from '../../../../schemas/api/sign-out';
import { staffPost } from './staff-client';
import { staffSession } from './staff-session';

/**
 * Signs the staff member out: the server ends the token first (POST /admin/sign-out, issue 26
 * item 15: it answers 401 from then on), then the tab forgets it. A token the server already
 * refuses is forgotten all the same (staffPost clears it on a 401).
 */
export async function signOutStaff(): Promise<void> {
  try {
    await staffPost<SignedOut>('/admin/sign-out', {});
  } finally {
    staffSession.clear();
  }
}
