import { describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS, rateLimitFor, windowStartOf } from './rate-limit';

describe('rateLimitFor', () => {
  it('reads RATE_LIMIT_<BUCKET> as max/seconds', () => {
    expect(rateLimitFor('sign-in', { RATE_LIMIT_SIGN_IN: '5/60' })).toEqual({ max: 5, windowSeconds: 60 });
    expect(rateLimitFor('continue-code', { RATE_LIMIT_CONTINUE_CODE: ' 7/900 ' })).toEqual({
      max: 7,
      windowSeconds: 900,
    });
  });

  it('falls back to the default for a missing or malformed value', () => {
    expect(rateLimitFor('validate-agent', {})).toEqual(DEFAULT_RATE_LIMITS['validate-agent']);
    expect(rateLimitFor('validate-agent', { RATE_LIMIT_VALIDATE_AGENT: 'lots' })).toEqual(
      DEFAULT_RATE_LIMITS['validate-agent'],
    );
    expect(rateLimitFor('validate-agent', { RATE_LIMIT_VALIDATE_GROUP: '1/1' })).toEqual(
      DEFAULT_RATE_LIMITS['validate-agent'],
    );
  });
});

describe('windowStartOf', () => {
  it('puts every moment of a window on the same start, and the next window on the next', () => {
    const start = windowStartOf(new Date('2026-01-01T10:07:30Z'), 900);
    expect(start.toISOString()).toBe('2026-01-01T10:00:00.000Z');
    expect(windowStartOf(new Date('2026-01-01T10:14:59.999Z'), 900)).toEqual(start);
    expect(windowStartOf(new Date('2026-01-01T10:15:00Z'), 900).toISOString()).toBe('2026-01-01T10:15:00.000Z');
  });
});
