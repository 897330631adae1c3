import { apiPost } from '../../../lib/api-client';
import type { SaveReviewData } from '../../../../schemas/api/review';

export interface SaveReviewInput {
  additional_notes: string;
  send_sms: 0 | 1;
  /** Send the client the signing link by e-mail (a rep's or group's enrollment that needs a signature). */
  send_email_signature: 0 | 1;
}

/**
 * POST /save-review-info: completes the enrollment (one policy however often it is sent), or, with
 * a signing box ticked on an enrollment that needs the client's signature, sends the signing link
 * instead and answers the request's status in `signing` (no policy yet).
 */
export function saveReviewInfo(enrollmentId: string, input: SaveReviewInput): Promise<SaveReviewData> {
  return apiPost<SaveReviewData>('/save-review-info', {
    enrollment_id: enrollmentId,
    additional_notes: input.additional_notes,
    first_enroll: 1,
    send_sms: input.send_sms,
    send_email_signature: input.send_email_signature,
  });
}
