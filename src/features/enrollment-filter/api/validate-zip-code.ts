import type { ValidateZipData } from '../../../../schemas/api/filters';
import { apiGet } from '../../../lib/api-client';

/** GET /validate-zip-code?zip_code: the zip service check; a failure carries data[0].error_message. */
export function validateZipCode(zip: string): Promise<ValidateZipData> {
  return apiGet<ValidateZipData>('/validate-zip-code', { zip_code: zip });
}
