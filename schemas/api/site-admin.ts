import type { FromSchema } from 'json-schema-to-ts';
import { THEME_COLOR_KEYS } from './site';

/**
 * Sites edited in the staff console (issue 30 "Reps and sites", decision 0320): a site's label,
 * theme colours (checked for AA contrast, schemas/colour-contrast.ts), images (uploaded, checked by
 * their first bytes and size, server/services/site-assets.ts), custom domains, external-site names
 * and referral links. The texts of a rep's or a group's page are the rep's or group's own.
 */

const HEX = { type: 'string', pattern: '^#[0-9a-fA-F]{6}$' } as const;
const COLOUR_KEYS = Object.keys(THEME_COLOR_KEYS) as Array<keyof typeof THEME_COLOR_KEYS>;

/** A host name as a browser sends it: lower-case labels of letters, digits and inner hyphens, at least two. */
const HOST_PATTERN = '^([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?$';
/** The image keys of a theme (the storefront reads them from the site's dynamic information). */
export const SITE_IMAGE_KEYS = ['logo', 'cart_logo', 'banner_image', 'thank_you_image', 'review_image'] as const;
export type SiteImageKey = (typeof SITE_IMAGE_KEYS)[number];
/** The largest image accepted (bytes). */
export const SITE_IMAGE_MAX_BYTES = 2 * 1024 * 1024;

const siteTheme = {
  type: 'object',
  required: COLOUR_KEYS,
  properties: Object.fromEntries(COLOUR_KEYS.map((k) => [k, HEX])) as Record<keyof typeof THEME_COLOR_KEYS, typeof HEX>,
  additionalProperties: false,
} as const;

const referralEntry = {
  type: 'object',
  required: ['code', 'referrer_name'],
  properties: {
    code: { type: 'string', pattern: '^[A-Za-z0-9]{3,20}$' },
    referrer_name: { type: 'string', minLength: 1, maxLength: 120 },
    active: { type: 'boolean', default: true },
  },
  additionalProperties: false,
} as const;

/** PUT /admin/sites/:id: everything but the images. Entries left out of a list are removed (domains) or made inactive. */
export const siteFields = {
  type: 'object',
  required: ['label', 'theme', 'domains', 'external_sites', 'referrals'],
  properties: {
    label: { type: 'string', minLength: 1, maxLength: 120 },
    theme: siteTheme,
    domains: {
      type: 'array',
      maxItems: 20,
      uniqueItems: true,
      items: { type: 'string', maxLength: 253, pattern: HOST_PATTERN },
    },
    external_sites: {
      type: 'array',
      maxItems: 20,
      uniqueItems: true,
      items: { type: 'string', pattern: '^[a-z0-9][a-z0-9-]{1,39}$' },
    },
    referrals: { type: 'array', maxItems: 100, items: referralEntry },
  },
  additionalProperties: false,
} as const;
export type SiteFields = FromSchema<typeof siteFields>;

export const siteDetail = {
  type: 'object',
  required: ['id', 'kind', 'agent_id', 'group_id', 'fields', 'images'],
  properties: {
    id: { type: 'integer' },
    kind: { type: 'string', enum: ['default', 'agent', 'group', 'external'] },
    agent_id: { type: ['integer', 'null'] },
    group_id: { type: ['integer', 'null'] },
    fields: siteFields,
    /** Image key -> served path. */
    images: { type: 'object', additionalProperties: { type: 'string' } },
  },
} as const;
export type SiteDetail = FromSchema<typeof siteDetail>;

export const siteIdParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1 } },
} as const;
export type SiteIdParams = FromSchema<typeof siteIdParams>;

export const siteImageParams = {
  type: 'object',
  required: ['id', 'key'],
  properties: { id: { type: 'integer', minimum: 1 }, key: { type: 'string', enum: SITE_IMAGE_KEYS } },
} as const;
export type SiteImageParams = FromSchema<typeof siteImageParams>;

export const siteListData = {
  type: 'object',
  required: ['sites'],
  properties: {
    sites: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'kind', 'label'],
        properties: { id: { type: 'integer' }, kind: { type: 'string' }, label: { type: 'string' } },
      },
    },
  },
} as const;
export type SiteListData = FromSchema<typeof siteListData>;

/** GET /media/:file: an uploaded image by its hashed name. */
export const mediaParams = {
  type: 'object',
  required: ['file'],
  properties: { file: { type: 'string', pattern: '^[a-z_]{1,20}-[0-9a-f]{16}\\.(png|jpg|webp|gif)$' } },
} as const;
export type MediaParams = FromSchema<typeof mediaParams>;
