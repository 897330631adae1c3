import { describe, expect, it } from 'vitest';
import {
  attemptsLeft,
  canonicalJson,
  clientHasSigned,
  consentKeepUntil,
  emailSignatureAllowed,
  isLocked,
  sameBirthDate,
  signingStateOf,
} from './signing';

const now = new Date('2031-01-10T12:00:00Z');
const row = (over: Partial<Parameters<typeof signingStateOf>[0]> = {}) => ({
  status: 'sent' as const,
  expiresAt: new Date('2031-01-11T12:00:00Z'),
  lockedAt: null,
  failedAttempts: 0,
  ...over,
});

describe('signing rules', () => {
  it('shows a live request past its expiry as expired, and a finished one as it is', () => {
    expect(signingStateOf(row(), now)).toBe('sent');
    expect(signingStateOf(row({ status: 'opened', expiresAt: now }), now)).toBe('expired');
    expect(signingStateOf(row({ status: 'signed', expiresAt: new Date(0) }), now)).toBe('signed');
    expect(signingStateOf(row({ status: 'revoked' }), now)).toBe('revoked');
  });

  it('locks at the fifth wrong attempt', () => {
    expect(isLocked(row({ failedAttempts: 4 }))).toBe(false);
    expect(isLocked(row({ failedAttempts: 5 }))).toBe(true);
    expect(isLocked(row({ lockedAt: now }))).toBe(true);
    expect([attemptsLeft(0), attemptsLeft(4), attemptsLeft(9)]).toEqual([5, 1, 0]);
  });

  it('writes the same canonical JSON whatever the key order, and keeps array order', () => {
    const a = canonicalJson({ b: 1, a: { d: [2, 1], c: 'x' }, skip: undefined });
    expect(a).toBe('{"a":{"c":"x","d":[2,1]},"b":1}');
    expect(canonicalJson({ a: { c: 'x', d: [2, 1] }, b: 1 })).toBe(a);
    expect(canonicalJson({ s: 'quote " and \u00e9' })).toBe('{"s":"quote \\" and \u00e9"}');
  });

  it('keeps a consent record ten years', () => {
    expect(consentKeepUntil(new Date('2031-02-28T08:00:00Z')).toISOString()).toBe('2041-02-28T08:00:00.000Z');
  });

  it("counts only the client's own signature as signed", () => {
    expect(clientHasSigned(null)).toBe(false);
    expect(clientHasSigned({ eprocess: 'rep', agent_code: 'AG1001' })).toBe(false);
    expect(clientHasSigned({ eprocess: 'group', signature: '' })).toBe(false);
    expect(clientHasSigned({ eprocess: 'applicant' })).toBe(true);
    expect(clientHasSigned({ eprocess: 'rep', signature: 'data:image/png;base64,xx' })).toBe(true);
  });

  it('offers the e-mail link to a rep or group enrollment that still needs the signature', () => {
    expect(emailSignatureAllowed('rep', false, true)).toBe(true);
    expect(emailSignatureAllowed('group', false, true)).toBe(true);
    expect(emailSignatureAllowed('applicant', false, true)).toBe(false);
    expect(emailSignatureAllowed('rep', true, true)).toBe(false);
    expect(emailSignatureAllowed('rep', false, false)).toBe(false);
  });

  it('compares a typed date of birth with the stored one in either format', () => {
    expect(sameBirthDate('04/05/1990', '1990-04-05')).toBe(true);
    expect(sameBirthDate(' 04/05/1990 ', '04/05/1990')).toBe(true);
    expect(sameBirthDate('05/04/1990', '1990-04-05')).toBe(false);
    expect(sameBirthDate('1990-04-05', null)).toBe(false);
    expect(sameBirthDate('4/5/1990', '1990-04-05')).toBe(false);
  });
});
