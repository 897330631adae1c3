import type { ValidatedAgent, ValidatedGroup } from '../../../schemas/api/access';
import { storage } from '../../lib/storage';
import { keepSession, setAccess } from '../site';

/**
 * What confirming a code does (000 section 4), apart from navigation: the rep's or group's session
 * and ids are kept, and the access flags set. Navigation targets are computed here too, so the
 * access page and the footer popups send the visitor to the same place.
 */

/** Where a rep or group without a landing url goes: landing-config-error/{Agent|Group}/landingPage. */
export const landingConfigErrorPath = (kind: 'Agent' | 'Group') => `/landing-config-error/${kind}/landingPage`;

/** The main route of a landing url (encoded, as the specification asks). */
export const landingPath = (landingUrl: string) => `/${encodeURIComponent(landingUrl)}`;

/**
 * Rep confirmed and age chosen: the rep's storefront, the rep-authenticated flag and the age. The code
 * alone enrolls as applicant (the client signs); the rep enrolls as broker once signed in (schemas/eprocess.ts).
 */
export function enterAsRep(agent: ValidatedAgent, over65: boolean): void {
  keepSession(agent.token, { agent_id: agent.agent_id, group_id: null, portal_id: agent.portal_id }, 'agent');
  storage.set('agent_code', agent.agent_code);
  storage.set('repInfo', {
    name: `${agent.first_name} ${agent.last_name}`,
    email: agent.email,
    phoneNumber: agent.phone,
  });
  setAccess({ authenticated: true, over65, employee: false });
}

/** Group code confirmed (Yes): the group's session and employee enrollment. */
export function enterAsEmployee(group: ValidatedGroup, code: string): void {
  keepSession(group.token, group, 'group');
  storage.set('gname', group.name);
  storage.set('gcode', code.toUpperCase());
  setAccess({ employee: true });
}
