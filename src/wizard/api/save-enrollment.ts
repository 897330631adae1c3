import { apiPost } from '../../lib/api-client';

/** Where the save-for-later code and link go: an e-mail, a mobile number (by text), or both. */
export interface SaveLaterContact {
  email?: string;
  phone?: string;
}

export interface SaveLaterInput extends SaveLaterContact {
  /** The saved-tab name (contact_info, employer_info, benificiary_info, ...). */
  tab: string;
  data: unknown;
}

/** POST /save-enrollment: saves the step and sends an enrollment code to the alternate e-mail and/or by text. */
export function saveEnrollment(enrollmentId: string, input: SaveLaterInput): Promise<unknown> {
  return apiPost('/save-enrollment', {
    enrollment_id: enrollmentId,
    ...(input.email === undefined ? {} : { email: input.email }),
    ...(input.phone === undefined ? {} : { phone: input.phone }),
    tab: input.tab,
    data: input.data,
  });
}
