import type { SigningState, SigningStatus } from '../../../schemas/api/signing';

/** One word per state, as the rep's badge shows it. */
export const STATE_LABELS: Readonly<Record<SigningState, string>> = {
  none: 'Not sent',
  sent: 'Sent',
  opened: 'Opened',
  signed: 'Signed',
  declined: 'Declined',
  expired: 'Expired',
  revoked: 'Revoked',
};

const time = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** An ISO time as the rep reads it ('Nov 24, 2026, 1:05 PM'); the text itself when it is no date. */
export function formatSigningTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : time.format(date);
}

/** Where the link went, in words: 'by text message and e-mail'. */
function channelWords(status: SigningStatus): string {
  const words = status.channels.map((c) => (c === 'sms' ? 'text message' : 'e-mail'));
  return words.length > 0 ? `by ${words.join(' and ')}` : '';
}

/** The state in one sentence for the rep (announced when it changes). */
export function signingSentence(status: SigningStatus): string {
  switch (status.status) {
    case 'sent':
      if (status.locked)
        return 'The link is locked after too many wrong identity attempts. Resend it to send a new one.';
      return `The signing link was sent ${channelWords(status)}; the client has not opened it yet.`;
    case 'opened':
      return status.locked
        ? 'The link is locked after too many wrong identity attempts. Resend it to send a new one.'
        : 'The client opened the signing link and has not signed yet.';
    case 'signed':
      return 'The client signed. The enrollment is complete.';
    case 'declined':
      return 'The client declined to sign. Talk with them, then resend the link if they wish.';
    case 'expired':
      return 'The signing link expired before the client signed. Resend it to send a new one.';
    case 'revoked':
      return 'The signing link was revoked. Resend it to send a new one.';
    case 'none':
      return 'No signing link was sent.';
  }
}
