/**
 * First path segments that name a storefront route of their own (src/app/router.tsx), never a landing:
 * the server's SPA fallback (server/plugins/spa.ts) and the landing names staff may give reps and groups
 * (schemas/api/rep-admin.ts) read this one list.
 */
export const ROUTE_SEGMENTS: ReadonlySet<string> = new Set([
  'admin',
  '404',
  'home',
  'agent-home',
  'group-home',
  'member-home',
  'member-benefit-store',
  'new-landing',
  'agent-select-member',
  'group-select-member',
  'referrals',
  'external',
  'website',
  'plan',
  'plans',
  'new-plans',
  'cart',
  'enrollment',
  'outbox',
  'continue-enrollment',
  'direct-continue',
  'landing-config-error',
]);
