/**
 * Which enrollment process (eprocess) a session may start (security.md: the server takes the
 * storefront from the token). The server refuses any other with 403; the browser keeps only a
 * process its session allows, so a visitor never sends one the server will refuse.
 */

/** Who a session speaks for: a rep's, a group's or the open (default) storefront. */
export type SessionKind = 'rep' | 'group' | 'open';

/** The processes of 002 section 1: rep, group, applicant, and sigapplicant (an applicant who signs on a pad). */
type Eprocess = 'rep' | 'applicant' | 'group' | 'sigapplicant';

/** The part of a session that decides its processes: its storefront, and whether its holder signed in. */
export interface ProcessScope {
  kind: SessionKind;
  signed_in?: boolean;
}

/**
 * Who may enroll with which process. Anyone may enroll themself (applicant). Enrolling someone else
 * as their broker (rep) or their employer (group) replaces the client's own signature with the
 * enroller's verification, so it needs the enroller signed in (security.md: an access code opens a
 * storefront, nothing more); a rep's or group's storefront entered with its code alone enrolls as applicant.
 */
export function eprocessAllowed(scope: ProcessScope, eprocess: Eprocess): boolean {
  if (eprocess === 'applicant') return true;
  if (eprocess === 'rep') return scope.kind === 'rep' && scope.signed_in === true;
  if (eprocess === 'group') return scope.kind === 'group' && scope.signed_in === true;
  return false;
}

/** The process a session enrolls with when the browser names none: the signed-in enroller's own, else applicant. */
export function defaultEprocess(scope: ProcessScope): Eprocess {
  if (scope.kind === 'rep' && eprocessAllowed(scope, 'rep')) return 'rep';
  if (scope.kind === 'group' && eprocessAllowed(scope, 'group')) return 'group';
  return 'applicant';
}
