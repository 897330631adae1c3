import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../src/app/providers';
import { ApiRequestError } from '../../src/lib/api-client';

describe('query defaults', () => {
  const defaults = createQueryClient().getDefaultOptions();
  const retry = defaults.queries?.retry as (count: number, error: unknown) => boolean;

  it('retries a read once after a network or server failure', () => {
    expect(retry(0, new ApiRequestError('offline', 0, null))).toBe(true);
    expect(retry(0, new ApiRequestError('down', 503, 503))).toBe(true);
    expect(retry(1, new ApiRequestError('down', 503, 503))).toBe(false);
  });

  it('does not retry answers that will not change (4xx), except 429', () => {
    expect(retry(0, new ApiRequestError('not found', 404, 404))).toBe(false);
    expect(retry(0, new ApiRequestError('refused', 403, 403))).toBe(false);
    expect(retry(0, new ApiRequestError('slow down', 429, 429))).toBe(true);
  });

  it('never retries writes and keeps reads fresh for 30 s', () => {
    expect(defaults.mutations?.retry).toBe(false);
    expect(defaults.queries?.staleTime).toBe(30_000);
  });
});
