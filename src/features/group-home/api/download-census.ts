import { isFieldErrorList } from '../../../../schemas/envelope';
import { CENSUS_EXPORT_TEXT, EXPORT_MESSAGES } from '../../../../schemas/messages';
import { ApiRequestError, apiUrl } from '../../../lib/api-client';
import { storage } from '../../../lib/storage';

/**
 * GET /export-jobs/:id/file (schemas/api/export-jobs.ts): a finished export's file for its owner.
 * Not the shared JSON client: the answer is a file, read in chunks so the page can show how far it
 * got. The file stays in memory until it is handed to the browser's download; nothing is stored.
 */

export interface DownloadProgress {
  received: number;
  /** The size the server announced, or null (a compressed answer announces none). */
  total: number | null;
}

export interface CensusFile {
  blob: Blob;
  fileName: string;
}

const NETWORK_MESSAGE = CENSUS_EXPORT_TEXT.lost;
const GENERIC_MESSAGE = EXPORT_MESSAGES.failed;

/** The file name of a Content-Disposition header, or a default. */
export function attachmentName(header: string | null): string {
  const match = /filename="([^"]+)"/.exec(header ?? '');
  return match?.[1] ?? 'census.csv';
}

async function refusal(response: Response): Promise<ApiRequestError> {
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    body = null;
  }
  const data = body && typeof body === 'object' ? (body as { data?: unknown }).data : null;
  const message = isFieldErrorList(data)
    ? (data[0]?.error_message ?? GENERIC_MESSAGE)
    : data && typeof data === 'object' && typeof (data as { message?: unknown }).message === 'string'
      ? (data as { message: string }).message
      : GENERIC_MESSAGE;
  return new ApiRequestError(message, response.status, response.status);
}

/** Downloads an export's file, reporting the bytes received; throws ApiRequestError with the server's words. */
export async function downloadExportFile(
  jobId: string,
  onProgress: (progress: DownloadProgress) => void,
  signal?: AbortSignal,
): Promise<CensusFile> {
  const token = storage.get('session_token');
  let response: Response;
  try {
    response = await fetch(apiUrl(`/export-jobs/${encodeURIComponent(jobId)}/file`), {
      headers: { Accept: 'text/csv', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      credentials: 'same-origin',
      signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiRequestError(NETWORK_MESSAGE, 0, null);
  }
  if (!response.ok) throw await refusal(response);
  const length = Number(response.headers.get('Content-Length'));
  const total = Number.isFinite(length) && length > 0 ? length : null;
  const chunks: Uint8Array[] = [];
  let received = 0;
  onProgress({ received, total });
  const reader = response.body?.getReader();
  try {
    while (reader) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      received += value.byteLength;
      onProgress({ received, total });
    }
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiRequestError(NETWORK_MESSAGE, 0, null);
  }
  const blob = reader ? new Blob(chunks as BlobPart[], { type: 'text/csv' }) : await response.blob();
  return { blob, fileName: attachmentName(response.headers.get('Content-Disposition')) };
}

/** Hands a downloaded file to the browser as a download, then lets go of it. */
export function saveFile({ blob, fileName }: CensusFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task: the click has started the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
