import type { AnswerFile } from '../../../schemas/answer-view';
import { FILE_TYPES } from '../../../schemas/field-types/file';
import { downloadFile } from '../../lib/download-file';

/**
 * GET /get-document?enrollment_id&id: one of the enrollment's uploaded files, saved under its own
 * name. The server answers only a session that proves the enrollment (the one that started it or
 * entered the mailed code); the review and the receipt offer it to that session.
 */
export function documentOpener(enrollmentId: string) {
  return (file: AnswerFile) =>
    downloadFile({
      path: '/get-document',
      query: { enrollment_id: enrollmentId, id: file.id },
      fileName: file.name,
      accept: FILE_TYPES[file.type].mime,
      failure: 'We could not download this document. Please try again.',
    });
}
