import type { FromSchema } from 'json-schema-to-ts';
import { ADMIN_PAGE } from './group-admin';
import { ROUTE_SEGMENTS } from '../route-segments';

/**
 * Reps (agents) created and edited in the staff console, and a rep's own landing page (issue 30,
 * "Reps and sites", decision 0320). Staff call /admin/reps...; a signed-in rep calls
 * /rep-admin/landing-page for their own page's texts and photo only.
 */

/** What a rep types on the access page: letters and digits, kept as typed and matched in any case. */
const AGENT_CODE_PATTERN = '^[A-Za-z0-9]{3,20}$';
/** A landing name is the first path segment: lower-case letters, digits and hyphens. */
const LANDING_NAME_PATTERN = '^[a-z0-9][a-z0-9-]{1,39}$';

/** An address with one @ and a dot after it (what the schema checks; sign-in mail is not sent from here). */
const EMAIL_PATTERN = '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$';

const optionalText = (max: number) => ({ type: ['string', 'null'], maxLength: max }) as const;

/** The landing page's texts, which a rep may also edit on their own page. */
const repLandingTexts = {
  display_name: { type: 'string', minLength: 1, maxLength: 120 },
  display_email: optionalText(254),
  display_phone: { type: ['string', 'null'], pattern: '^[0-9]{10}$' },
  display_about_name: optionalText(120),
  tagline: optionalText(200),
  agent_bio: optionalText(2000),
} as const;

/** A rep as staff edit them. The first portal is the one a new rep session starts on. */
export const repFields = {
  type: 'object',
  required: ['agent_code', 'first_name', 'last_name', 'email', 'phone', 'display_name'],
  properties: {
    agent_code: { type: 'string', pattern: AGENT_CODE_PATTERN },
    first_name: { type: 'string', minLength: 1, maxLength: 80 },
    last_name: { type: 'string', minLength: 1, maxLength: 80 },
    email: { type: 'string', pattern: EMAIL_PATTERN, maxLength: 254 },
    phone: { type: 'string', pattern: '^[0-9]{10}$' },
    landing_url: { type: ['string', 'null'], pattern: LANDING_NAME_PATTERN },
    ...repLandingTexts,
    active: { type: 'boolean', default: true },
    portal_ids: { type: 'array', maxItems: 20, items: { type: 'integer', minimum: 1 }, uniqueItems: true },
    group_ids: { type: 'array', maxItems: 200, items: { type: 'integer', minimum: 1 }, uniqueItems: true },
  },
  additionalProperties: false,
} as const;
export type RepFields = FromSchema<typeof repFields>;

export const repDetail = {
  type: 'object',
  required: ['id', 'fields', 'image', 'site_id'],
  properties: {
    id: { type: 'integer' },
    fields: repFields,
    /** The landing page's photo (a served path), null when none. */
    image: { type: ['string', 'null'] },
    /** The rep's own site (theme, domains), created with the rep. */
    site_id: { type: ['integer', 'null'] },
  },
} as const;
export type RepDetail = FromSchema<typeof repDetail>;

export const repIdParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1 } },
} as const;
export type RepIdParams = FromSchema<typeof repIdParams>;

/** GET /admin/reps: reps by id, `after` the last id of the previous page. */
export const repListQuery = {
  type: 'object',
  properties: {
    limit: { type: 'integer', minimum: 1, maximum: ADMIN_PAGE.max, default: ADMIN_PAGE.default },
    after: { type: 'integer', minimum: 0 },
  },
  additionalProperties: false,
} as const;
export type RepListQuery = FromSchema<typeof repListQuery>;

export const repListData = {
  type: 'object',
  required: ['reps', 'next'],
  properties: {
    reps: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'agent_code', 'name', 'landing_url', 'active'],
        properties: {
          id: { type: 'integer' },
          agent_code: { type: 'string' },
          name: { type: 'string' },
          landing_url: { type: ['string', 'null'] },
          active: { type: 'boolean' },
        },
      },
    },
    next: { type: ['integer', 'null'] },
  },
} as const;
export type RepListData = FromSchema<typeof repListData>;

/** PUT /rep-admin/landing-page: a signed-in rep's own texts, nothing else. */
export const repLandingBody = {
  type: 'object',
  required: ['display_name'],
  properties: repLandingTexts,
  additionalProperties: false,
} as const;
export type RepLandingBody = FromSchema<typeof repLandingBody>;

export const repLandingData = {
  type: 'object',
  required: ['agent_id', 'texts', 'image'],
  properties: {
    agent_id: { type: 'integer' },
    texts: repLandingBody,
    image: { type: ['string', 'null'] },
  },
} as const;
export type RepLandingData = FromSchema<typeof repLandingData>;

/** The fields a rep may send on their own page; any other is refused by name (403). */
export const REP_LANDING_KEYS: ReadonlySet<string> = new Set(Object.keys(repLandingTexts));

/** Landing names the storefront's own routes and the server's paths take: never a rep's or a group's. */
export const RESERVED_LANDING_NAMES: ReadonlySet<string> = new Set([
  ...ROUTE_SEGMENTS,
  // Served by the server itself before any landing.
  'api',
  'assets',
  'img',
  'uploads',
]);
