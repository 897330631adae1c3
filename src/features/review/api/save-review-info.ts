import { apiPost } from '../../../lib/api-client';
import type { SaveReviewData } from '../../../../schemas/api/review';

export interface SaveReviewInput {
  additional_notes: string;
  send_sms: 0 | 1;
}

/** POST /save-review-info: completes the enrollment (one policy however often it is sent). */
export function saveReviewInfo(enrollmentId: string, input: SaveReviewInput): Promise<SaveReviewData> {
  return apiPost<SaveReviewData>('/save-review-info', {
    enrollment_id: enrollmentId,
    additional_notes: input.additional_notes,
    first_enroll: 1,
    send_sms: input.send_sms,
  });
}
