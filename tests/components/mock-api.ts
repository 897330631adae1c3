import { vi } from 'vitest';

/** One canned answer: HTTP status (200 by default) and a JSON body (omitted for 204). */
export interface CannedAnswer {
  status?: number;
  body?: unknown;
}

export interface RecordedCall {
  method: string;
  url: URL;
  headers: Headers;
  body: unknown;
}

type Handler = (call: RecordedCall) => CannedAnswer | Promise<CannedAnswer>;

/** The success envelope, as the server sends it. */
export const ok = (data: unknown, statusCode: number | string = 200): CannedAnswer => ({
  body: { status: 'success', statusCode, data },
});

/** The error envelope with an HTTP status. */
export const fail = (status: number, data: unknown): CannedAnswer => ({
  status,
  body: { status: 'error', statusCode: status, data },
});

/**
 * Replaces fetch at the network boundary: answers by path after /api/v1 (e.g. 'get-default-info'),
 * records every call, and answers 404 for anything unexpected so a missing mock is visible.
 */
export function mockApi(handlers: Record<string, Handler | CannedAnswer>) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const call: RecordedCall = {
      method: init.method ?? 'GET',
      url,
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const name = url.pathname.replace(/^\/api\/v1\//, '');
    const handler = handlers[name];
    const answer =
      typeof handler === 'function' ? await handler(call) : (handler ?? fail(404, { message: `no mock for ${name}` }));
    const status = answer.status ?? 200;
    return new Response(status === 204 ? null : JSON.stringify(answer.body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    fetchMock,
    /** Calls to one path, e.g. callsTo('get-common-menu'). */
    callsTo: (name: string) => calls.filter((c) => c.url.pathname === `/api/v1/${name}`),
  };
}
