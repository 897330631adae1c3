import type { FromSchema } from 'json-schema-to-ts';

/**
 * Calls the shared shell makes (000 sections 2 and 7): the storefront configuration that replaces
 * the original product's literals, the support-ticket link and the footer plan.
 */

const link = {
  type: 'object',
  required: ['label', 'href'],
  properties: { label: { type: 'string' }, href: { type: 'string' } },
} as const;

/** GET /get-storefront-config: an addition to the contract (one source for hosts, links, phones). */
export const storefrontConfigData = {
  type: 'object',
  required: [
    'own_hosts',
    'special_host',
    'default_landing',
    'reserved_partner_segment',
    'elevate_partner',
    'show_dashboard',
    'dashboard_links',
    'footer_links',
    'app_links',
    'support_phones',
    'how_to_video_url',
    'banner_text',
    'member_benefit_store_group_id',
  ],
  properties: {
    /** Hosts that are the product's own domain: the first path segment is a landing name there. */
    own_hosts: { type: 'array', items: { type: 'string' } },
    special_host: { type: 'string' },
    default_landing: { type: 'string' },
    reserved_partner_segment: { type: 'string' },
    elevate_partner: { type: 'string' },
    /** The site flag of 000 section 2: the dashboard dropdown shows only when the flag is off. */
    show_dashboard: { type: 'boolean' },
    dashboard_links: { type: 'array', items: link },
    footer_links: { type: 'array', items: link },
    app_links: {
      type: 'object',
      required: ['android', 'ios'],
      properties: { android: { type: 'string' }, ios: { type: 'string' } },
    },
    support_phones: {
      type: 'object',
      required: ['default', 'fallback', 'special'],
      properties: {
        default: { type: 'string' },
        fallback: { type: 'string' },
        special: {
          type: 'object',
          required: ['agent_code', 'phone'],
          properties: { agent_code: { type: 'string' }, phone: { type: 'string' } },
        },
      },
    },
    how_to_video_url: { type: 'string' },
    banner_text: { type: 'string' },
    /** The fixed group that /member-benefit-store/{id}/{tier} enrolls under (000 section 9). */
    member_benefit_store_group_id: { type: 'integer' },
  },
} as const;
export type StorefrontConfig = FromSchema<typeof storefrontConfigData>;

/** GET /get-ticket-link */
export const ticketLinkData = {
  type: 'object',
  required: ['ticket'],
  properties: { ticket: { type: 'string' } },
} as const;
export type TicketLink = FromSchema<typeof ticketLinkData>;

/** GET /get-goenroll-footer-plan */
export const footerPlanData = {
  type: 'object',
  required: ['plan_id'],
  properties: { plan_id: { type: ['integer', 'null'] }, plan_name: { type: ['string', 'null'] } },
} as const;
export type FooterPlan = FromSchema<typeof footerPlanData>;

/** GET /get-group-menu?group_id&from_site (answers like get-common-menu). */
export const groupMenuQuery = {
  type: 'object',
  properties: {
    group_id: { type: 'integer', minimum: 1 },
    from_site: { type: 'string', maxLength: 64 },
  },
  additionalProperties: false,
} as const;
export type GroupMenuQuery = FromSchema<typeof groupMenuQuery>;
