import type { ContinueData } from '../../../../schemas/api/review';
import { apiPost } from '../../../lib/api-client';

/** Who is resuming: the code with its e-mail, or (from a direct-continue link) with the link's enrollment. */
export type ContinueProof = { code: string; email: string } | { code: string; enrollment_id: string };

/** POST /continue-enrollment: the saved enrollment, its tab, its session values and a token. */
export function continueEnrollment(proof: ContinueProof): Promise<ContinueData> {
  return apiPost<ContinueData>('/continue-enrollment', proof);
}
