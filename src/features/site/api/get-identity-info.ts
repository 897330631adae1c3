import type { AgentInfo, GroupInfo } from '../../../../schemas/api/identity';
import { apiGet } from '../../../lib/api-client';

/** GET /get-agent-info-enroll?agent_id: the rep of the session (another rep's id answers 403). */
export function getAgentInfoEnroll(agentId: number): Promise<AgentInfo> {
  return apiGet<AgentInfo>('/get-agent-info-enroll', { agent_id: agentId });
}

/** GET /get-group-info-enroll?group_id: the group of the session (another group's id answers 403). */
export function getGroupInfoEnroll(groupId: number): Promise<GroupInfo> {
  return apiGet<GroupInfo>('/get-group-info-enroll', { group_id: groupId });
}
