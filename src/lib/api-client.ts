import { fieldErrorMap, isFieldErrorList, type FieldError } from '../../schemas/envelope';
import { loaderStore } from './loader-store';
import { storage } from './storage';
import { yieldToMain } from './yield-to-main';

/**
 * The one client for the /api/v1 contract. Every answer is the envelope `{ status, statusCode,
 * data }`; callers get `data` (or the envelope, when statusCode carries meaning such as 204), and
 * every failure (error envelope, non-2xx, unreadable answer, network) becomes an ApiRequestError.
 */

export const API_BASE = '/api/v1';

const NETWORK_MESSAGE = 'We could not reach the server. Please check your connection and try again.';
const GENERIC_MESSAGE = 'Something went wrong on our side. Please try again.';

export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Readonly<Record<string, QueryValue>>;

export interface ApiEnvelope<T> {
  statusCode: number | string;
  data: T;
}

export interface RequestOptions {
  signal?: AbortSignal;
  /**
   * The bearer token to send instead of the shopper's session token (the staff console's); null
   * sends none, never falling back to the session's.
   */
  token?: string | null;
}

/** A failed API call: the HTTP status (0 when the server was not reached) and the envelope's content. */
export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';
  /** Field errors keyed by target_element (first message per field). */
  readonly fieldErrors: Record<string, string>;

  constructor(
    message: string,
    readonly httpStatus: number,
    readonly statusCode: number | string | null,
    /** The field-error list as the server sent it, empty when data had another shape. */
    readonly fieldErrorList: FieldError[] = [],
    readonly data: unknown = null,
  ) {
    super(message);
    this.fieldErrors = fieldErrorMap(fieldErrorList);
  }

  get isNetworkError(): boolean {
    return this.httpStatus === 0;
  }
}

/** Builds `/api/v1/<path>?<query>`, leaving out empty values (the contract drops empty filters). */
export function apiUrl(path: string, query?: QueryParams): string {
  // Only relative contract paths: the bearer token must never be sent to another origin.
  if (!path || /^[a-z][a-z0-9+.-]*:|^\/\/|\.\.|[?#\s\\]/i.test(path)) throw new Error(`Invalid API path: ${path}`);
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.append(key, String(value));
  }
  const search = params.toString();
  return `${API_BASE}/${path.replace(/^\//, '')}${search ? `?${search}` : ''}`;
}

function messageOf(data: unknown, httpStatus: number): string {
  if (isFieldErrorList(data) && data[0]) return data[0].error_message;
  if (data && typeof data === 'object' && typeof (data as { message?: unknown }).message === 'string') {
    return (data as { message: string }).message;
  }
  if (httpStatus === 404) return 'We could not find what you asked for.';
  return GENERIC_MESSAGE;
}

function isEnvelope(
  body: unknown,
): body is { status: 'success' | 'error'; statusCode: number | string; data?: unknown } {
  return (
    body !== null &&
    typeof body === 'object' &&
    ((body as { status?: unknown }).status === 'success' || (body as { status?: unknown }).status === 'error')
  );
}

async function request<T>(
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  query: QueryParams | undefined,
  body: unknown,
  options: RequestOptions,
): Promise<ApiEnvelope<T>> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = options.token !== undefined ? options.token : storage.get('session_token');
  if (token) headers.Authorization = `Bearer ${token}`;
  // A form (an upload) goes as multipart/form-data with the browser's boundary; anything else as JSON.
  const form = typeof FormData !== 'undefined' && body instanceof FormData;
  if (body !== undefined && !form) headers['Content-Type'] = 'application/json';

  const end = loaderStore.begin();
  try {
    let response: Response;
    try {
      // Each request starts in a task of its own: a render that mounts ten queries otherwise makes
      // ten fetch() calls (about a millisecond each, four on a phone) inside one commit's task.
      await yieldToMain();
      // Cancelled meanwhile (the query's last observer left): no request at all.
      options.signal?.throwIfAborted();
      response = await fetch(apiUrl(path, query), {
        method,
        headers,
        body: body === undefined ? undefined : form ? (body as FormData) : JSON.stringify(body),
        credentials: 'same-origin',
        signal: options.signal,
      });
    } catch (cause) {
      // A cancelled query is not a failure: react-query expects the abort to propagate as is.
      if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
      throw new ApiRequestError(NETWORK_MESSAGE, 0, null);
    }
    if (response.status === 204) return { statusCode: 204, data: null as T };

    let parsed: unknown;
    try {
      parsed = await response.json();
    } catch {
      throw new ApiRequestError(messageOf(null, response.status), response.status, null);
    }
    if (!isEnvelope(parsed))
      throw new ApiRequestError(messageOf(null, response.status), response.status, null, [], parsed);
    if (!response.ok || parsed.status === 'error') {
      const data = parsed.data ?? null;
      const list = isFieldErrorList(data) ? data : [];
      throw new ApiRequestError(messageOf(data, response.status), response.status, parsed.statusCode, list, data);
    }
    return { statusCode: parsed.statusCode, data: (parsed.data ?? null) as T };
  } finally {
    end();
  }
}

/** GET returning `data`. */
export async function apiGet<T>(path: string, query?: QueryParams, options: RequestOptions = {}): Promise<T> {
  return (await request<T>('GET', path, query, undefined, options)).data;
}

/** GET returning `{ statusCode, data }`, for calls whose statusCode matters (e.g. 204 = none). */
export function apiGetEnvelope<T>(
  path: string,
  query?: QueryParams,
  options: RequestOptions = {},
): Promise<ApiEnvelope<T>> {
  return request<T>('GET', path, query, undefined, options);
}

/** POST with a JSON body, returning `data`. */
export async function apiPost<T>(path: string, body: unknown, options: RequestOptions = {}): Promise<T> {
  return (await request<T>('POST', path, undefined, body ?? {}, options)).data;
}

/** POST of a multipart form (one file: a carrier's document upload), returning `data`. */
export async function apiPostForm<T>(
  path: string,
  query: QueryParams,
  form: FormData,
  options: RequestOptions = {},
): Promise<T> {
  return (await request<T>('POST', path, query, form, options)).data;
}

/** PUT with a JSON body, returning `data`. */
export async function apiPut<T>(path: string, body: unknown, options: RequestOptions = {}): Promise<T> {
  return (await request<T>('PUT', path, undefined, body ?? {}, options)).data;
}
