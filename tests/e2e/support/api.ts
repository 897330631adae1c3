import type { APIRequestContext } from '@playwright/test';

/** Calls /api/v1 the way the browser does and answers `data` of the success envelope. */
export async function apiData<T>(request: APIRequestContext, path: string, token?: string): Promise<T> {
  const res = await request.get(`/api/v1/${path}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  const body = (await res.json()) as { status: string; data: T };
  if (body.status !== 'success') throw new Error(`${path} answered ${JSON.stringify(body)}`);
  return body.data;
}

/** The open session of the default site. */
export async function defaultSession(request: APIRequestContext): Promise<{ token: string; agent_id: number | null; group_id: number | null; portal_id: number | null }> {
  return apiData(request, 'get-default-info');
}
