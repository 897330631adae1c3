import type { ContinueData } from '../../../../schemas/api/review';
import { apiPost } from '../../../lib/api-client';

/** POST /continue-enrollment {code, email}: the saved enrollment, its tab, its session values and a token. */
export function continueEnrollment(code: string, email: string): Promise<ContinueData> {
  return apiPost<ContinueData>('/continue-enrollment', { code, email });
}
