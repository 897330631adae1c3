// What other features use of remote signing: the rep's status panel and its query.
export { SigningStatusPanel } from './components/SigningStatusPanel';
export { signingStatusQueryKey, useSigningStatus } from './api/signing-status';
