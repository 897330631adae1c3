import { describe, expect, it } from 'vitest';
import { supportPhone } from './support-phone';

const phones = {
  default: '8005550100',
  fallback: '8005550199',
  special: { agent_code: 'AG1002', phone: '8005550142' },
};

describe('supportPhone', () => {
  it('gives the special phone to its one rep code, in any letter case, even on the main site', () => {
    expect(supportPhone(phones, { agentCode: 'ag1002', displayPhone: '6785550102', mainSite: false })).toBe(
      '8005550142',
    );
    expect(supportPhone(phones, { agentCode: 'AG1002', mainSite: true })).toBe('8005550142');
  });

  it('uses the default support phone on the main site', () => {
    expect(supportPhone(phones, { agentCode: 'AG1001', displayPhone: '4045550101', mainSite: true })).toBe(
      '8005550100',
    );
  });

  it("keeps a rep's or group's own phone on their site, and falls back when the site has none", () => {
    expect(supportPhone(phones, { agentCode: 'AG1001', displayPhone: '4045550101', mainSite: false })).toBe(
      '4045550101',
    );
    expect(supportPhone(phones, { displayPhone: null, mainSite: false })).toBe('8005550199');
    expect(supportPhone(phones, { displayPhone: '', mainSite: false })).toBe('8005550199');
  });
});
