import type { APIRequestContext } from '@playwright/test';

/** Calls /api/v1 the way the browser does (GET, or POST with a body) and answers `data` of the success envelope. */
export async function apiCall<T>(
  request: APIRequestContext,
  method: 'get' | 'post',
  path: string,
  token: string | null | undefined,
  body?: unknown,
): Promise<T> {
  const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
  const res =
    method === 'get'
      ? await request.get(`/api/v1/${path}`, { headers })
      : await request.post(`/api/v1/${path}`, { headers, data: body });
  const json = (await res.json()) as { status: string; data: T };
  if (json.status !== 'success') throw new Error(`${path} answered ${JSON.stringify(json)}`);
  return json.data;
}

/** GET /api/v1/{path}: `data` of the success envelope. */
export function apiData<T>(request: APIRequestContext, path: string, token?: string): Promise<T> {
  return apiCall<T>(request, 'get', path, token);
}

/** The open session of the default site. */
export async function defaultSession(
  request: APIRequestContext,
): Promise<{ token: string; agent_id: number | null; group_id: number | null; portal_id: number | null }> {
  return apiData(request, 'get-default-info');
}
