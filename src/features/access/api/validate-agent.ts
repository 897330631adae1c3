import type { ValidatedAgent } from '../../../../schemas/api/access';
import { apiGetEnvelope } from '../../../lib/api-client';

/** GET /validate-agent?agent_code: the rep behind an access code, or null when the answer is statusCode 204. */
export async function validateAgent(agentCode: string): Promise<ValidatedAgent | null> {
  const answer = await apiGetEnvelope<ValidatedAgent | null>('/validate-agent', { agent_code: agentCode });
  return String(answer.statusCode) === '204' ? null : answer.data;
}
