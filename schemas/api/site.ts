import type { FromSchema } from 'json-schema-to-ts';
import { identityQuery, tokenProperty } from './common';

/**
 * Contract of the first endpoints. Query schemas are enforced by the server;
 * data schemas describe `data` of the success envelope and are used as response schemas, so a
 * route can never leak a column it did not declare.
 */

const nullableInt = { type: ['integer', 'null'] } as const;
const nullableString = { type: ['string', 'null'] } as const;

/** GET /get-default-info: the default agent, group and portal for a visitor with nothing stored. */
export const defaultInfoData = {
  type: 'object',
  required: ['agent_id', 'group_id', 'portal_id', 'landing_url', 'token'],
  properties: {
    agent_id: nullableInt,
    group_id: nullableInt,
    portal_id: nullableInt,
    landing_url: { type: 'string' },
    token: tokenProperty,
  },
} as const;
export type DefaultInfo = FromSchema<typeof defaultInfoData>;

/** GET /validate-landing-page?landing_page= */
export const validateLandingPageQuery = {
  type: 'object',
  required: ['landing_page'],
  properties: { landing_page: { type: 'string', minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' } },
  additionalProperties: false,
} as const;
export type ValidateLandingPageQuery = FromSchema<typeof validateLandingPageQuery>;

/** What a rep or group landing shows: contact details, tagline, logo, about text. */
export const landingDisplay = {
  type: 'object',
  required: ['display_name', 'display_email', 'display_phone', 'tagline', 'logo', 'image', 'about'],
  properties: {
    display_name: { type: 'string' },
    display_email: nullableString,
    display_phone: nullableString,
    tagline: nullableString,
    logo: nullableString,
    image: nullableString,
    about: nullableString,
    address_information: {
      type: ['object', 'null'],
      properties: {
        address1: { type: 'string' },
        city: { type: 'string' },
        state: { type: 'string' },
        zip: { type: 'string' },
      },
    },
  },
} as const;
export type LandingDisplay = FromSchema<typeof landingDisplay>;

export const validateLandingPageData = {
  type: 'object',
  required: ['type', 'agent_id', 'group_id', 'portal_id', 'landing_url', 'data', 'token'],
  properties: {
    type: { type: 'string', enum: ['agent', 'group'] },
    agent_id: nullableInt,
    group_id: nullableInt,
    portal_id: nullableInt,
    landing_url: { type: 'string' },
    data: landingDisplay,
    token: tokenProperty,
  },
} as const;
export type LandingPageInfo = FromSchema<typeof validateLandingPageData>;

/** GET /get-common-menu?agent_id&group_id&portal_id&eprocess&open_type */
export const commonMenuQuery = identityQuery;
export const commonMenuData = {
  type: 'object',
  required: ['list', 'category_order', 'icon'],
  properties: {
    /** Categories with at least one plan this storefront sells, in menu order. */
    list: {
      type: 'array',
      items: {
        type: 'object',
        required: ['category', 'label', 'plan_count'],
        properties: { category: { type: 'string' }, label: { type: 'string' }, plan_count: { type: 'integer' } },
      },
    },
    category_order: { type: 'array', items: { type: 'string' } },
    /** Icon url by category code. */
    icon: { type: 'object', additionalProperties: { type: 'string' } },
  },
} as const;
export type CommonMenu = FromSchema<typeof commonMenuData>;

/** GET /get-external-site-dynamic-information?site_domain={base64 host} */
export const siteDynamicInfoQuery = {
  type: 'object',
  required: ['site_domain'],
  properties: { site_domain: { type: 'string', minLength: 1, maxLength: 400, pattern: '^[A-Za-z0-9+/=_-]+$' } },
  additionalProperties: false,
} as const;
export const siteDynamicInfoData = {
  type: 'array',
  items: {
    type: 'object',
    required: ['key', 'value'],
    properties: { key: { type: 'string' }, value: { type: 'string' } },
  },
} as const;
export type SiteDynamicInfo = FromSchema<typeof siteDynamicInfoData>;

/** GET /get-states */
export const statesData = {
  type: 'object',
  required: ['result'],
  properties: {
    result: {
      type: 'array',
      items: {
        type: 'object',
        required: ['name', 'abbrev'],
        properties: { name: { type: 'string' }, abbrev: { type: 'string' } },
      },
    },
  },
} as const;
export type States = FromSchema<typeof statesData>;

/** GET /get-featured-plans?portal_id&agent_id&group_id&eprocess&open_type */
export const featuredPlansQuery = identityQuery;
export const featuredPlansData = {
  type: 'object',
  required: ['result'],
  properties: {
    result: {
      type: 'array',
      items: {
        type: 'object',
        required: ['plan_id', 'plan_name', 'plan_logo', 'plan_short_text'],
        properties: {
          plan_id: { type: 'integer' },
          plan_name: { type: 'string' },
          plan_logo: nullableString,
          plan_short_text: { type: 'string' },
        },
      },
    },
  },
} as const;
export type FeaturedPlans = FromSchema<typeof featuredPlansData>;

/** Theme keys the storefront reads from the site's dynamic information (CSS custom properties). */
export const THEME_COLOR_KEYS = {
  primary_color: '--oe-color-primary',
  primary_contrast_color: '--oe-color-on-primary',
  secondary_color: '--oe-color-secondary',
  accent_color: '--oe-color-accent',
  header_background: '--oe-header-bg',
  footer_background: '--oe-footer-bg',
} as const;
