import { apiGet } from '../../lib/api-client';

interface ValidZip {
  zip_code: string;
  city: string;
  state: string;
}

/** GET /validate-zip-code?zip_code: the zip's state, or an ApiRequestError carrying the zip message. */
export async function lookupZipState(zip: string): Promise<string> {
  const data = await apiGet<ValidZip>('/validate-zip-code', { zip_code: zip });
  return data.state;
}
