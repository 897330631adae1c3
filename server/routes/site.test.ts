import { describe, expect, it } from 'vitest';
import { hostFromSiteDomain } from './site';

const b64 = (s: string) => Buffer.from(s).toString('base64');

describe('hostFromSiteDomain', () => {
  it('decodes base64 and base64url hosts to lower case without port or trailing dot', () => {
    expect(hostFromSiteDomain(b64('Benefits.Acme.Test'))).toBe('benefits.acme.test');
    expect(hostFromSiteDomain(b64('benefits.acme.test:8443'))).toBe('benefits.acme.test');
    expect(hostFromSiteDomain(b64('benefits.acme.test.'))).toBe('benefits.acme.test');
    expect(hostFromSiteDomain(Buffer.from('partner-site').toString('base64url'))).toBe('partner-site');
  });

  it('accepts a full URL and keeps only its host', () => {
    expect(hostFromSiteDomain(b64('https://benefits.acme.test/plans?x=1'))).toBe('benefits.acme.test');
  });

  it('answers empty for anything that is not a host', () => {
    expect(hostFromSiteDomain(b64('<script>'))).toBe('');
    expect(hostFromSiteDomain(b64('a b'))).toBe('');
    expect(hostFromSiteDomain(b64('http://'))).toBe('');
    expect(hostFromSiteDomain('')).toBe('');
  });
});
