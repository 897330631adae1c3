import { apiUrl, ApiRequestError } from '../../../lib/api-client';
import { storage } from '../../../lib/storage';

const FILE_NAME = 'signed-summary.pdf';

/** The server's words for a refused download, when it sent the error envelope. */
async function refusal(response: Response): Promise<ApiRequestError> {
  let message = 'We could not download the signed summary. Please try again.';
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

/**
 * GET /signing-consent-pdf?enrollment_id: the signed summary (PDF) saved as a file. The call needs
 * the enroller's bearer token, so it is fetched and handed to the browser as an object URL rather
 * than linked.
 */
export async function downloadConsentPdf(enrollmentId: string): Promise<void> {
  const token = storage.get('session_token');
  let response: Response;
  try {
    response = await fetch(apiUrl('/signing-consent-pdf', { enrollment_id: enrollmentId }), {
      headers: { Accept: 'application/pdf', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiRequestError('We could not reach the server. Please check your connection and try again.', 0, null);
  }
  if (!response.ok) throw await refusal(response);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = FILE_NAME;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
