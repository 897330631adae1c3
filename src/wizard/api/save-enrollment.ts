import { apiPost } from '../../lib/api-client';

export interface SaveLaterInput {
  email: string;
  /** The saved-tab name (contact_info, employer_info, benificiary_info, ...). */
  tab: string;
  data: unknown;
}

/** POST /save-enrollment: saves the step and e-mails an enrollment code to the alternate address. */
export function saveEnrollment(enrollmentId: string, input: SaveLaterInput): Promise<unknown> {
  return apiPost('/save-enrollment', {
    enrollment_id: enrollmentId,
    email: input.email,
    tab: input.tab,
    data: input.data,
  });
}
