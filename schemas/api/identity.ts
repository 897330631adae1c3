import type { FromSchema } from 'json-schema-to-ts';
import { tokenProperty } from './common';
import { landingDisplay } from './site';

/**
 * Site & identity calls (000 section 7): custom domains, external sites, referrals, the elevate
 * partner and the rep/group info calls. Every site resolution answers a session token beside the
 * specified fields (security.md); the info calls answer only for the token's own rep or group.
 */

const nullableInt = { type: ['integer', 'null'] } as const;
const nullableString = { type: ['string', 'null'] } as const;
const base64Param = { type: 'string', minLength: 1, maxLength: 400, pattern: '^[A-Za-z0-9+/=_-]+$' } as const;
/** Names and codes typed or linked by people: letters, digits, hyphen and underscore. */
const codeParam = { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' } as const;

/** Which storefront a resolution lands on, with the ids later calls carry. */
const resolvedSite = {
  type: 'object',
  required: ['type', 'agent_id', 'group_id', 'portal_id', 'landing_url', 'token'],
  properties: {
    type: { type: 'string', enum: ['agent', 'group'] },
    agent_id: nullableInt,
    group_id: nullableInt,
    portal_id: nullableInt,
    landing_url: nullableString,
    token: tokenProperty,
  },
} as const;

/** GET /get-domainSite-infromation?site_domain={base64 host} */
export const domainSiteQuery = {
  type: 'object',
  required: ['site_domain'],
  properties: { site_domain: base64Param },
  additionalProperties: false,
} as const;
export const domainSiteData = {
  type: ['object', 'null'],
  required: ['gid', ...resolvedSite.required],
  properties: { gid: nullableInt, ...resolvedSite.properties },
} as const;
export type DomainSite = NonNullable<FromSchema<typeof domainSiteData>>;

/** GET /get-external-site-infromation?site_name */
export const externalSiteQuery = {
  type: 'object',
  required: ['site_name'],
  properties: { site_name: codeParam },
  additionalProperties: false,
} as const;
export const externalSiteData = {
  type: 'object',
  required: ['site_name', ...resolvedSite.required],
  properties: { site_name: { type: 'string' }, ...resolvedSite.properties },
} as const;
export type ExternalSite = FromSchema<typeof externalSiteData>;

/** GET /get-enrollment-info-referral?referral_id */
export const referralQuery = {
  type: 'object',
  required: ['referral_id'],
  properties: { referral_id: codeParam },
  additionalProperties: false,
} as const;
export const referralData = {
  type: 'object',
  required: ['referral_id', 'agent_id', 'group_id', 'portal_id', 'valid_referral_link', 'referrer_info', 'token'],
  properties: {
    referral_id: { type: 'string' },
    agent_id: { type: 'integer' },
    group_id: nullableInt,
    portal_id: nullableInt,
    valid_referral_link: { type: 'boolean' },
    referrer_info: { type: 'object', required: ['name'], properties: { name: { type: 'string' } } },
    token: tokenProperty,
  },
} as const;
export type ReferralInfo = FromSchema<typeof referralData>;

/** POST /track-elevate-traffic {enrollment_id}: the partner's own reference id, not ours. */
export const trackTrafficBody = {
  type: 'object',
  required: ['enrollment_id'],
  properties: { enrollment_id: codeParam },
  additionalProperties: false,
} as const;
export type TrackTrafficBody = FromSchema<typeof trackTrafficBody>;
export const trackTrafficData = {
  type: 'object',
  required: ['tracked', 'visits'],
  properties: { tracked: { type: 'boolean' }, visits: { type: 'integer' } },
} as const;

/** GET /get-elevate-info */
export const elevateInfoData = {
  type: 'object',
  required: ['portal_id', 'partner'],
  properties: { portal_id: nullableInt, partner: { type: 'string' } },
} as const;
export type ElevateInfo = FromSchema<typeof elevateInfoData>;

/** ?agent_id (optional: defaults to the token's rep). */
export const agentIdQuery = {
  type: 'object',
  properties: { agent_id: { type: 'integer', minimum: 1 } },
  additionalProperties: false,
} as const;
export type AgentIdQuery = FromSchema<typeof agentIdQuery>;

/** ?group_id (optional: defaults to the token's group). */
export const groupIdQuery = {
  type: 'object',
  properties: { group_id: { type: 'integer', minimum: 1 } },
  additionalProperties: false,
} as const;
export type GroupIdQuery = FromSchema<typeof groupIdQuery>;

/** GET /get-agent-info-enroll?agent_id: the rep's public profile (000 section 3, agent info). */
export const agentInfoData = {
  type: 'object',
  required: ['agent_id', 'agent_code', 'first_name', 'last_name', 'email', 'phone', 'landing_url', 'display_name'],
  properties: {
    agent_id: { type: 'integer' },
    agent_code: { type: 'string' },
    first_name: { type: 'string' },
    last_name: { type: 'string' },
    email: { type: 'string' },
    phone: { type: 'string' },
    landing_url: nullableString,
    display_name: { type: 'string' },
    display_email: nullableString,
    display_phone: nullableString,
    display_about_name: nullableString,
    tagline: nullableString,
    logo: nullableString,
    image: nullableString,
    image_link: nullableString,
    agent_bio: nullableString,
    is_gene_downline: { type: 'boolean' },
  },
} as const;
export type AgentInfo = FromSchema<typeof agentInfoData>;

const addressInformation = {
  type: ['object', 'null'],
  properties: {
    address1: { type: 'string' },
    city: { type: 'string' },
    state: { type: 'string' },
    zip: { type: 'string' },
  },
} as const;

/** GET /get-group-info-enroll?group_id (000 section 3, group info). */
export const groupInfoData = {
  type: 'object',
  required: ['gid', 'name', 'gname', 'display_name', 'landing_url', 'address_information'],
  properties: {
    gid: { type: 'integer' },
    gagent_code: nullableString,
    agent_code: nullableString,
    group_code: { type: 'string' },
    name: { type: 'string' },
    gname: { type: 'string' },
    display_name: { type: 'string' },
    display_email: nullableString,
    display_phone: nullableString,
    address_information: addressInformation,
    landing_url: nullableString,
    logo: nullableString,
    image: nullableString,
    gweb_aboutus: nullableString,
    tagline: nullableString,
  },
} as const;
export type GroupInfo = FromSchema<typeof groupInfoData>;

/** GET /get-agent-landing-page-info and /get-group-landing-page-info: what the landing shows. */
export const landingPageInfoData = {
  type: 'object',
  required: ['landing_url', 'data'],
  properties: { landing_url: nullableString, data: landingDisplay },
} as const;
export type LandingPageDisplayInfo = FromSchema<typeof landingPageInfoData>;

/** GET /get-agent-about-page-info and /get-group-about-page-info: the About popup. */
export const aboutPageInfoData = {
  type: 'object',
  required: ['title', 'name', 'about', 'image'],
  properties: { title: { type: 'string' }, name: { type: 'string' }, about: nullableString, image: nullableString },
} as const;
export type AboutPageInfo = FromSchema<typeof aboutPageInfoData>;
