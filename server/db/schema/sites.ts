import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { agents, groups, portals } from './people';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * A branded storefront: the default (open) site, a rep's or a group's site, or an external
 * partner site that sells for a rep. Landing names live on agents/groups (the contract's
 * landing_url); the default site is the house agent's site flagged `is_default`.
 */
export const sites = pgTable(
  'sites',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 1000 }),
    kind: text('kind', { enum: ['default', 'agent', 'group', 'external'] }).notNull(),
    label: text('label').notNull(),
    agentId: integer('agent_id').references(() => agents.id),
    groupId: integer('group_id').references(() => groups.id),
    portalId: integer('portal_id').references(() => portals.id),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sites_one_default_uq')
      .on(t.isDefault)
      .where(sql`${t.isDefault}`),
    uniqueIndex('sites_agent_site_uq')
      .on(t.agentId)
      .where(sql`${t.kind} = 'agent'`),
    uniqueIndex('sites_group_site_uq')
      .on(t.groupId)
      .where(sql`${t.kind} = 'group'`),
    check(
      'sites_owner',
      sql`(${t.kind} <> 'group' OR ${t.groupId} IS NOT NULL) AND (${t.kind} NOT IN ('agent', 'external') OR ${t.agentId} IS NOT NULL)`,
    ),
  ],
);

/** Custom domains (get-domainSite-infromation): host -> site. Hosts are stored lower-case, without port. */
export const siteDomains = pgTable(
  'site_domains',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    host: text('host').notNull(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('site_domains_host_uq').on(sql`lower(${t.host})`), index('site_domains_site_idx').on(t.siteId)],
);

/** External partner sites (/external?site=, get-external-site-infromation?site_name). */
export const externalSites = pgTable(
  'external_sites',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    siteName: text('site_name').notNull(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('external_sites_name_uq').on(sql`lower(${t.siteName})`),
    index('external_sites_site_idx').on(t.siteId),
  ],
);

/** Referral links (/referrals?rid=): who referred, and which storefront the visitor lands in. */
export const referrals = pgTable(
  'referrals',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    referralCode: text('referral_code').notNull(),
    agentId: integer('agent_id')
      .notNull()
      .references(() => agents.id),
    groupId: integer('group_id').references(() => groups.id),
    portalId: integer('portal_id').references(() => portals.id),
    referrerName: text('referrer_name').notNull(),
    active: boolean('active').notNull().default(true),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('referrals_code_uq').on(sql`upper(${t.referralCode})`),
    index('referrals_agent_idx').on(t.agentId),
  ],
);

/** Theme key/values per site (get-external-site-dynamic-information): colours and image urls. */
export const siteTheme = pgTable(
  'site_theme',
  {
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    value: text('value').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.key] })],
);

/**
 * Visits arriving from a tracked partner (/website?group={partner}&id=..., POST /track-elevate-traffic).
 * One row per partner reference id: the call is idempotent, a reload does not count twice.
 */
export const partnerTraffic = pgTable(
  'partner_traffic',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    partner: text('partner').notNull(),
    referenceId: text('reference_id').notNull(),
    visits: integer('visits').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('partner_traffic_ref_uq').on(t.partner, t.referenceId)],
);

/**
 * Images uploaded for sites and reps' landing pages (decision 0320): the bytes themselves, named by
 * their SHA-256, so a served path (/media/<name>-<hash>.<ext>) never changes content and is cached
 * for a year like the build's hashed assets. Checked by their first bytes (PNG, JPEG, WebP, GIF) and
 * size before they are stored; the same image uploaded twice is one row.
 */
export const siteAssets = pgTable(
  'site_assets',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    sha256: text('sha256').notNull(),
    contentType: text('content_type', { enum: ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] }).notNull(),
    byteSize: integer('byte_size').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('site_assets_sha256_uq').on(t.sha256)],
);
