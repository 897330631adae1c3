/**
 * Which enrollment process (eprocess) a session may start (security.md: the server takes the
 * storefront from the token). The server refuses any other with 403; the browser keeps only a
 * process its session allows, so a visitor never sends one the server will refuse.
 */

/** Who a session speaks for: a rep's, a group's or the open (default) storefront. */
export type SessionKind = 'rep' | 'group' | 'open';

/** The processes of 002 section 1: rep, group, applicant, and sigapplicant (an applicant who signs on a pad). */
type Eprocess = 'rep' | 'applicant' | 'group' | 'sigapplicant';

/**
 * A rep's session enrolls as rep or for an applicant, a group's as group or applicant, the open
 * storefront only as applicant.
 */
export function eprocessAllowed(kind: SessionKind, eprocess: Eprocess): boolean {
  if (eprocess === 'applicant') return true;
  if (eprocess === 'rep') return kind === 'rep';
  if (eprocess === 'group') return kind === 'group';
  return false;
}

/** The process a session enrolls with when the browser names none. */
export function defaultEprocess(kind: SessionKind): Eprocess {
  return kind === 'rep' ? 'rep' : kind === 'group' ? 'group' : 'applicant';
}
