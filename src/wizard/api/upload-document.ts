import type { FileRef } from '../../../schemas/field-types/file';
import { apiPostForm } from '../../lib/api-client';

/**
 * POST /upload-document?enrollment_id&tab&field: one file of a carrier's upload field, as
 * multipart/form-data; answers the stored file's reference, or rejects with the server's message
 * (the wrong type whatever its name, too large).
 */
export async function uploadDocument(enrollmentId: string, tab: string, field: string, file: File): Promise<FileRef> {
  const form = new FormData();
  form.append('file', file, file.name);
  const data = await apiPostForm<{ file: FileRef }>(
    '/upload-document',
    { enrollment_id: enrollmentId, tab, field },
    form,
  );
  return data.file;
}
