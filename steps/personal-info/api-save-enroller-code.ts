import { apiPost } from '../../src/lib/api-client';

/** POST /save-enroller-code: checks and keeps the enroller code; an empty code answers whether it is required. */
export function saveEnrollerCode(enrollmentId: string, enrollerCode: string): Promise<unknown> {
  return apiPost('/save-enroller-code', { enrollment_id: enrollmentId, enrollerCode });
}
