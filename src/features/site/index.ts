export { HomeCrumb } from './HomeCrumb';
export { readAccess, setAccess, useAccess } from './access-state';
export { useStorefrontConfig } from './api/get-storefront-config';
export { useSetAgeScope } from './api/set-age-scope';
export { isSpecialHost } from './resolve-entry';
export type { SiteSession } from './resolve-entry';
export {
  clearSiteData,
  isSignedInSession,
  keepEnrollerProcess,
  keepSession,
  keepStartedEnrollment,
  keepToken,
  siteDisplayOf,
  storedClaims,
} from './site-session-store';
export { useNotMySite } from './use-not-my-site';
export { useSignOut } from './use-sign-out';
export { forgetSiteSession, useSiteSession } from './use-site-session';
export { useSiteTheme } from './use-site-theme';
