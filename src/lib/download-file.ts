import { apiUrl, ApiRequestError, type QueryParams } from './api-client';
import { storage } from './storage';

/**
 * A file answered by an authorized GET saved as a download: the call needs a bearer token, so the
 * file is fetched and handed to the browser as an object URL rather than linked (the signed summary,
 * an upload's document). A refusal rejects with the server's words when it sent the error envelope.
 */

/** The server's words for a refused download, when it sent the error envelope. */
async function refusal(response: Response, fallback: string): Promise<ApiRequestError> {
  let message = fallback;
  try {
    const body = (await response.json()) as { data?: { message?: unknown } | Array<{ error_message?: unknown }> };
    const data = body.data;
    const said = Array.isArray(data) ? data[0]?.error_message : data?.message;
    if (typeof said === 'string') message = said;
  } catch {
    // Not JSON: the generic message stays.
  }
  return new ApiRequestError(message, response.status, response.status);
}

export interface DownloadRequest {
  path: string;
  query: QueryParams;
  /** The name the browser saves it under. */
  fileName: string;
  accept: string;
  /** What a refusal without the server's words says. */
  failure: string;
  /** The bearer token to send instead of the shopper's session token (the staff console's). */
  token?: string | null;
}

export async function downloadFile(request: DownloadRequest): Promise<void> {
  const token = request.token === undefined ? storage.get('session_token') : request.token;
  let response: Response;
  try {
    response = await fetch(apiUrl(request.path, request.query), {
      headers: { Accept: request.accept, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiRequestError('We could not reach the server. Please check your connection and try again.', 0, null);
  }
  if (!response.ok) throw await refusal(response, request.failure);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = request.fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
