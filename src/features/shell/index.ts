export { useTicketLink } from './api/get-ticket-link';
export { useSupportPhone } from './use-support-phone';
