export { LocationBanner } from './LocationBanner';
export { useCheckLead } from './api/check-lead-information';
