/**
 * What the client's signing page (/sign/{token}) says beyond the specification's messages: who sent
 * the link and what for (before anything is asked), the identity prompts, and the done page's
 * confirmation and copy. Browser and end-to-end tests import these, so each text lives once.
 */
export const SIGNING_MESSAGES = {
  identityTitle: (firstName: string) => `Hi ${firstName}, please confirm it is you`,
  purpose: 'to review and sign your benefits enrollment',
  neverAsked: 'This page never asks for your Social Security number, bank account or card number.',
  dobPrompt: 'To protect your information, enter your date of birth. We then send you a 6-digit code.',
  codeLabel: '6-digit code',
  codeSentTo: (where: string) => `Enter the code we sent to ${where}.`,
  codeMissing: 'Enter the 6-digit code we sent you',
  confirmationIntro: 'Your confirmation number is',
  downloadCopy: 'Download a copy of what you signed (PDF)',
  copyKept: (until: string) =>
    `Keep the copy with your records: it can be downloaded here, in this browser, until ${until}.`,
} as const;

/** 'Jordan Avery sent you this link to review and sign your benefits enrollment.' */
export function signingSentBy(enroller: string): string {
  return `${enroller} sent you this link ${SIGNING_MESSAGES.purpose}.`;
}

/** 'Not expecting it, or a question? Call Jordan Avery at' (the phone follows, as a link). */
export function signingCheckWith(enroller: string): string {
  return `Not expecting it, or a question? Call ${enroller} at`;
}

/** 'This link works until Nov 30, 2026, 9:05 AM.' */
export function signingLinkUntil(when: string): string {
  return `This link works until ${when}.`;
}

/** The done page's line: 'Your enrollment is complete. A receipt is on its way to your e-mail, and Jordan Avery has been told.' */
export function signingCompleted(enroller: string): string {
  return `Your enrollment is complete. A receipt is on its way to your e-mail, and ${enroller} has been told.`;
}
