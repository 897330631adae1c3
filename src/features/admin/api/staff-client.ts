import {
  apiGet,
  apiPost,
  apiPut,
  ApiRequestError,
  type QueryParams,
  type RequestOptions,
} from '../../../lib/api-client';
import { staffSession } from './staff-session';

/**
 * Calls of the admin API with the staff token (never the shopper's session token, which the shared
 * client sends by default): src/lib/api-client.ts with the staff token; a 401 ends the staff session.
 */
async function withStaffToken<T>(call: (options: RequestOptions) => Promise<T>): Promise<T> {
  const token = staffSession.token();
  try {
    return await call({ token });
  } catch (e) {
    // A refused token (expired, removed) signs out; a wrong password at sign-in has no token yet.
    if (e instanceof ApiRequestError && e.httpStatus === 401 && token) staffSession.clear();
    throw e;
  }
}

export const staffGet = <T>(path: string, query?: QueryParams) => withStaffToken((o) => apiGet<T>(path, query, o));
export const staffPost = <T>(path: string, body: unknown) => withStaffToken((o) => apiPost<T>(path, body, o));
export const staffPut = <T>(path: string, body: unknown) => withStaffToken((o) => apiPut<T>(path, body, o));
