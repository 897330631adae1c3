import type { DomainSite } from '../../../../schemas/api/identity';
import { apiGetEnvelope } from '../../../lib/api-client';
import { siteDomainOf } from '../../../lib/theme';

/** GET /get-domainSite-infromation?site_domain={base64 host}: the custom domain's storefront, null on statusCode 204. */
export async function getDomainSiteInformation(host: string, signal?: AbortSignal): Promise<DomainSite | null> {
  const answer = await apiGetEnvelope<DomainSite | null>(
    '/get-domainSite-infromation',
    { site_domain: siteDomainOf(host) },
    { signal },
  );
  return String(answer.statusCode) === '204' ? null : answer.data;
}
