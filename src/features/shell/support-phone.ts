import type { StorefrontConfig } from '../../../schemas/api/shell';

/** Whose storefront is shown: the rep code entered on the access page and the site's own phone. */
export interface SupportPhoneContext {
  agentCode?: string | null | undefined;
  displayPhone?: string | null | undefined;
  /** True on the product's own default storefront (no rep's or group's site). */
  mainSite: boolean;
}

/**
 * The phone a visitor is told to call (000 section 9): the special phone for its one rep code, the
 * default support phone on the main site, else the site's own phone, and the fallback when none is known.
 */
export function supportPhone(phones: StorefrontConfig['support_phones'], context: SupportPhoneContext): string {
  const code = context.agentCode?.trim().toUpperCase();
  if (code && code === phones.special.agent_code.toUpperCase()) return phones.special.phone;
  if (context.mainSite) return phones.default;
  return context.displayPhone || phones.fallback;
}
