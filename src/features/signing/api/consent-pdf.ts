import { downloadFile } from '../../../lib/download-file';

/**
 * GET /signing-consent-pdf?enrollment_id: the signed summary (PDF) saved as a file (with the
 * enroller's bearer token, so fetched and handed over as an object URL, src/lib/download-file.ts).
 */
export async function downloadConsentPdf(enrollmentId: string): Promise<void> {
  await downloadFile({
    path: '/signing-consent-pdf',
    query: { enrollment_id: enrollmentId },
    fileName: 'signed-summary.pdf',
    accept: 'application/pdf',
    failure: 'We could not download the signed summary. Please try again.',
  });
}
