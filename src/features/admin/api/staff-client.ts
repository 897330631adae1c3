import { isFieldErrorList } from '../../../../schemas/envelope';
import { ApiRequestError, apiUrl, type QueryParams } from '../../../lib/api-client';
import { loaderStore } from '../../../lib/loader-store';
import { staffSession } from './staff-session';

/**
 * Calls of the admin API with the staff token (never the shopper's session token, which the shared
 * client sends). Same envelope and errors as src/lib/api-client.ts; a 401 ends the staff session.
 */

async function staffRequest<T>(method: 'GET' | 'POST' | 'PUT', path: string, query?: QueryParams, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = staffSession.token();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const end = loaderStore.begin();
  try {
    let response: Response;
    try {
      response = await fetch(apiUrl(path, query), { method, headers, body: body === undefined ? undefined : JSON.stringify(body), credentials: 'same-origin' });
    } catch {
      throw new ApiRequestError('We could not reach the server. Please check your connection and try again.', 0, null);
    }
    type Body = { status?: string; statusCode?: number | string; data?: unknown };
    const parsed: Body | null = await response.json().then(
      (body: unknown) => (body && typeof body === 'object' ? (body as Body) : null),
      () => null,
    );
    const data = parsed?.data ?? null;
    if (!response.ok || parsed?.status !== 'success') {
      const list = isFieldErrorList(data) ? data : [];
      const message =
        list[0]?.error_message ??
        (data && typeof data === 'object' && typeof (data as { message?: unknown }).message === 'string' ? (data as { message: string }).message : 'Something went wrong on our side. Please try again.');
      // A refused token (expired, removed) signs out; a wrong password at sign-in has no token yet.
      if (response.status === 401 && token) staffSession.clear();
      throw new ApiRequestError(message, response.status, parsed?.statusCode ?? null, list, data);
    }
    return data as T;
  } finally {
    end();
  }
}

export const staffGet = <T>(path: string, query?: QueryParams) => staffRequest<T>('GET', path, query);
export const staffPost = <T>(path: string, body: unknown) => staffRequest<T>('POST', path, undefined, body ?? {});
export const staffPut = <T>(path: string, body: unknown) => staffRequest<T>('PUT', path, undefined, body ?? {});
