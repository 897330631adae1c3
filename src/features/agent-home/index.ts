export { PortalChoice } from './PortalChoice';
export { useAgentGroups } from './api/get-agent-groups';
export { useEnrollmentPlatforms } from './api/get-enrollment-platforms';
