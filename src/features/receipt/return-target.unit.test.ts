import { describe, expect, it } from 'vitest';
import { receiptReturnTarget } from './return-target';

describe('Return to homepage (002 section 2)', () => {
  it('goes to the referral page or / when an open type is stored', () => {
    expect(receiptReturnTarget({ openType: 'user', referral: 'RF5001', eprocess: 'rep' })).toBe(
      '/referrals?rid=RF5001',
    );
    expect(receiptReturnTarget({ openType: 'agent', referral: undefined, eprocess: 'rep' })).toBe('/');
  });
  it('otherwise goes home by process', () => {
    const by = (eprocess: 'rep' | 'group' | 'applicant' | 'sigapplicant' | undefined) =>
      receiptReturnTarget({ openType: undefined, referral: undefined, eprocess });
    expect([by('rep'), by('group'), by('applicant'), by('sigapplicant'), by(undefined)]).toEqual([
      '/agent-home',
      '/group-home',
      '/member-home',
      '/member-home',
      '/',
    ]);
  });
});
