import type { ExternalSite } from '../../../../schemas/api/identity';
import { apiGet } from '../../../lib/api-client';

/** GET /get-external-site-infromation?site_name: the storefront behind an external partner site. */
export function getExternalSiteInformation(siteName: string, signal?: AbortSignal): Promise<ExternalSite> {
  return apiGet<ExternalSite>('/get-external-site-infromation', { site_name: siteName }, { signal });
}
