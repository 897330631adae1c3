import { describe, expect, it } from 'vitest';
import { homeDestination } from './home-destination';

const base = { prefix: '/jordan', specialHost: false };

describe('homeDestination', () => {
  it('sends a referred visit back to its referral page', () => {
    expect(homeDestination({ ...base, openType: 'agent', eprocess: 'applicant', referral: 'RF5001' })).toBe(
      '/referrals?rid=RF5001',
    );
  });

  it("keeps an applicant of a rep's or group's site on the landing, others on /home", () => {
    expect(homeDestination({ ...base, openType: 'agent', eprocess: 'applicant' })).toBe('/jordan');
    expect(homeDestination({ ...base, prefix: '', openType: 'group', eprocess: 'applicant' })).toBe('/');
    expect(homeDestination({ ...base, openType: 'user', eprocess: 'applicant' })).toBe('/jordan/home');
    expect(homeDestination({ ...base, openType: 'agent', eprocess: 'rep' })).toBe('/jordan/home');
  });

  it('without an open type, goes by process; a group goes to the landing root on the special host', () => {
    expect(homeDestination({ ...base, eprocess: 'rep' })).toBe('/jordan/agent-home');
    expect(homeDestination({ ...base, eprocess: 'applicant' })).toBe('/jordan/member-home');
    expect(homeDestination({ ...base, eprocess: 'group' })).toBe('/jordan/group-home');
    expect(homeDestination({ ...base, eprocess: 'group', specialHost: true })).toBe('/jordan');
  });
});
