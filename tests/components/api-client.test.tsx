import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError, apiGet, apiGetEnvelope, apiPost, apiPut, apiUrl } from '../../src/lib/api-client';
import { loaderStore } from '../../src/lib/loader-store';
import { storage } from '../../src/lib/storage';
import { fail, mockApi, ok } from './mock-api';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('api client', () => {
  it('unwraps the success envelope and builds the query without empty values', async () => {
    const api = mockApi({ 'get-common-menu': ok({ list: [] }) });
    const data = await apiGet<{ list: unknown[] }>('/get-common-menu', {
      agent_id: 7,
      group_id: undefined,
      eprocess: '',
      open_type: null,
      portal_id: 3,
    });
    expect(data).toEqual({ list: [] });
    expect(api.calls[0]?.url.pathname).toBe('/api/v1/get-common-menu');
    expect(api.calls[0]?.url.search).toBe('?agent_id=7&portal_id=3');
  });

  it('gives the envelope statusCode to callers that need it (204 means none)', async () => {
    mockApi({ 'get-domainSite-infromation': ok(null, 204) });
    await expect(apiGetEnvelope('/get-domainSite-infromation', { site_domain: 'eA==' })).resolves.toEqual({
      statusCode: 204,
      data: null,
    });
  });

  it('answers data null for an HTTP 204 without a body', async () => {
    mockApi({ 'validate-group': { status: 204 } });
    await expect(apiGetEnvelope('/validate-group', { group_code: 'X' })).resolves.toEqual({
      statusCode: 204,
      data: null,
    });
  });

  it('throws ApiRequestError with the field-error list and map for an error envelope', async () => {
    const errors = [
      { target_element: 'zip', error_message: 'Invalid Zip code' },
      { target_element: 'dob', error_message: 'Field is required' },
      { target_element: 'zip', error_message: 'second zip message' },
    ];
    mockApi({ 'add-filter-for-new-user': fail(400, errors) });
    const error = await apiPost('/add-filter-for-new-user', { zip: '1' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    const e = error as ApiRequestError;
    expect(e.httpStatus).toBe(400);
    expect(e.statusCode).toBe(400);
    expect(e.fieldErrorList).toEqual(errors);
    expect(e.fieldErrors).toEqual({ zip: 'Invalid Zip code', dob: 'Field is required' });
    expect(e.message).toBe('Invalid Zip code');
  });

  it('rejects status "error" even when HTTP says 200, and uses data.message', async () => {
    mockApi({
      'get-plan-pricing-detail': {
        status: 200,
        body: { status: 'error', statusCode: 'changePid', data: { message: 'Plan moved' } },
      },
    });
    const e = (await apiGet('/get-plan-pricing-detail').catch((x: unknown) => x)) as ApiRequestError;
    expect(e).toBeInstanceOf(ApiRequestError);
    expect(e.statusCode).toBe('changePid');
    expect(e.message).toBe('Plan moved');
    expect(e.fieldErrors).toEqual({});
  });

  it('turns a non-JSON failure (proxy error page) into ApiRequestError', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>Bad gateway</html>', { status: 502 })),
    );
    const e = (await apiGet('/get-default-info').catch((x: unknown) => x)) as ApiRequestError;
    expect(e).toBeInstanceOf(ApiRequestError);
    expect(e.httpStatus).toBe(502);
  });

  it('turns a network failure into ApiRequestError with httpStatus 0', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const e = (await apiGet('/get-default-info').catch((x: unknown) => x)) as ApiRequestError;
    expect(e).toBeInstanceOf(ApiRequestError);
    expect(e.isNetworkError).toBe(true);
    expect(e.message).toMatch(/could not reach the server/);
  });

  it('sends the stored session token as a bearer token, and none when nothing is stored', async () => {
    const api = mockApi({ 'get-featured-plans': ok({ result: [] }) });
    await apiGet('/get-featured-plans');
    expect(api.calls[0]?.headers.get('Authorization')).toBeNull();
    storage.set('session_token', 'oe1.payload.signature');
    await apiGet('/get-featured-plans');
    expect(api.calls[1]?.headers.get('Authorization')).toBe('Bearer oe1.payload.signature');
  });

  it('sends the token a caller gives instead of the session token, and none for null (never the session one)', async () => {
    const api = mockApi({ 'admin/me': ok({}) });
    storage.set('session_token', 'oe1.payload.signature');
    await apiGet('/admin/me', undefined, { token: 'oes1.staff.token' });
    expect(api.calls[0]?.headers.get('Authorization')).toBe('Bearer oes1.staff.token');
    await apiGet('/admin/me', undefined, { token: null });
    expect(api.calls[1]?.headers.get('Authorization')).toBeNull();
  });

  it('sends JSON bodies for POST and PUT', async () => {
    const api = mockApi({ 'cart-checkout': ok({ ok: 1 }), 'change-filter-info/abc': ok({ ok: 2 }) });
    await expect(apiPost('/cart-checkout', { enrollment_id: 'abc' })).resolves.toEqual({ ok: 1 });
    await expect(apiPut('/change-filter-info/abc', { zip: '30301' })).resolves.toEqual({ ok: 2 });
    expect(api.calls.map((c) => [c.method, c.headers.get('Content-Type'), c.body])).toEqual([
      ['POST', 'application/json', { enrollment_id: 'abc' }],
      ['PUT', 'application/json', { zip: '30301' }],
    ]);
  });

  it('counts outstanding requests up while waiting and down after success and failure', async () => {
    const waiting: Array<(answer: Response) => void> = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => waiting.push(resolve))),
    );
    expect(loaderStore.getSnapshot()).toBe(0);
    const pending = apiGet('/get-default-info');
    const second = apiGet('/get-default-info').catch(() => 'failed');
    expect(loaderStore.getSnapshot()).toBe(2);
    await vi.waitFor(() => expect(waiting).toHaveLength(2));
    waiting[1]?.(
      new Response(JSON.stringify({ status: 'error', statusCode: 500, data: { message: 'x' } }), { status: 500 }),
    );
    await expect(second).resolves.toBe('failed');
    expect(loaderStore.getSnapshot()).toBe(1);
    waiting[0]?.(new Response(JSON.stringify({ status: 'success', statusCode: 200, data: 1 })));
    await pending;
    expect(loaderStore.getSnapshot()).toBe(0);

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    await apiGet('/get-default-info').catch(() => undefined);
    expect(loaderStore.getSnapshot()).toBe(0);
  });

  it('refuses paths that could leave the API origin', () => {
    expect(() => apiUrl('https://evil.example/x')).toThrow();
    expect(() => apiUrl('../secrets')).toThrow();
    expect(apiUrl('get-states')).toBe('/api/v1/get-states');
  });
});
