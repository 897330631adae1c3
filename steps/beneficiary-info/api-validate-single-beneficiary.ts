import { apiPost } from '../../src/lib/api-client';

/** POST /validate-single-beneficiary: the server's verdict on one beneficiary before it joins the list. */
export function validateSingleBeneficiary(
  enrollmentId: string,
  beneficiary: Record<string, unknown>,
): Promise<unknown> {
  return apiPost('/validate-single-beneficiary', { ...beneficiary, enrollment_id: enrollmentId });
}
