import type { ValidatedGroup } from '../../../../schemas/api/access';
import { apiGetEnvelope } from '../../../lib/api-client';

/** GET /validate-group?group_code: the group behind an enrollment code, or null when the answer is statusCode 204. */
export async function validateGroup(groupCode: string): Promise<ValidatedGroup | null> {
  const answer = await apiGetEnvelope<ValidatedGroup | null>('/validate-group', { group_code: groupCode });
  return String(answer.statusCode) === '204' ? null : answer.data;
}
