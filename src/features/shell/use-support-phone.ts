import { storage } from '../../lib/storage';
import { useStorefrontConfig } from '../site';
import { supportPhone } from './support-phone';

/**
 * The support phone for the current storefront (see supportPhone): the main site is the default
 * landing, or a visit without a rep's or group's site. Undefined until the configuration arrives.
 */
export function useSupportPhone(displayPhone: string | null | undefined, hasSite: boolean): string | undefined {
  const config = useStorefrontConfig().data;
  if (!config) return undefined;
  const landing = storage.get('landing_url')?.toLowerCase();
  const mainSite = !hasSite || landing === config.default_landing.toLowerCase();
  return supportPhone(config.support_phones, { agentCode: storage.get('agent_code'), displayPhone, mainSite });
}
