import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

// Catalogue ids are identities that start high, so the demo's fixed numbers (gid 2001, agent 1001)
// never collide with rows an administrator adds later.
const identityFrom = (startWith: number) => integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith });

/** Enrollment portals ("platforms", platform_group_id in the contract). */
export const portals = pgTable('portals', {
  id: identityFrom(10000),
  platformName: text('platform_name').notNull(),
  platformCode: text('platform_code').notNull().unique(),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Reps (agents). The access code opens the storefront; e-mail + password hash open member data. */
export const agents = pgTable(
  'agents',
  {
    id: identityFrom(100000),
    agentCode: text('agent_code').notNull(),
    firstName: text('first_name').notNull(),
    middleName: text('middle_name'),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    landingUrl: text('landing_url'),
    displayName: text('display_name').notNull(),
    displayEmail: text('display_email'),
    displayPhone: text('display_phone'),
    displayAboutName: text('display_about_name'),
    tagline: text('tagline'),
    logo: text('logo'),
    image: text('image'),
    imageLink: text('image_link'),
    agentBio: text('agent_bio'),
    isGeneDownline: boolean('is_gene_downline').notNull().default(false),
    signInEmail: text('sign_in_email'),
    passwordHash: text('password_hash'),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('agents_agent_code_uq').on(sql`upper(${t.agentCode})`),
    uniqueIndex('agents_landing_url_uq').on(sql`lower(${t.landingUrl})`),
    uniqueIndex('agents_sign_in_email_uq').on(sql`lower(${t.signInEmail})`),
    check('agents_phone_digits', sql`${t.phone} ~ '^[0-9]{10}$'`),
  ],
);

/** Employer groups (gid). */
export const groups = pgTable(
  'groups',
  {
    id: identityFrom(100000),
    groupCode: text('group_code').notNull(),
    name: text('name').notNull(),
    displayName: text('display_name').notNull(),
    displayEmail: text('display_email'),
    displayPhone: text('display_phone'),
    address1: text('address1'),
    address2: text('address2'),
    city: text('city'),
    state: text('state'),
    zip: text('zip'),
    landingUrl: text('landing_url'),
    logo: text('logo'),
    image: text('image'),
    about: text('about'),
    tagline: text('tagline'),
    /** The rep who writes this group's business (gagent_code / agent_code in the contract). */
    agentId: integer('agent_id').references(() => agents.id),
    portalId: integer('portal_id').references(() => portals.id),
    requiresEnrollerCode: boolean('requires_enroller_code').notNull().default(false),
    /** Payment method the group's enrollments must use (list, stmt, ...); null lets the applicant choose. */
    paymentMethod: text('payment_method'),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('groups_group_code_uq').on(sql`upper(${t.groupCode})`),
    uniqueIndex('groups_landing_url_uq').on(sql`lower(${t.landingUrl})`),
    index('groups_agent_idx').on(t.agentId),
  ],
);

/** A group administrator's sign-in (security.md: member data needs a signed-in person). */
export const groupAdmins = pgTable(
  'group_admins',
  {
    id: identityFrom(1000),
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('group_admins_email_uq').on(sql`lower(${t.email})`),
    index('group_admins_group_idx').on(t.groupId),
  ],
);

/** Enroller codes, hashed like passwords: a code printed for an enroller is still a secret. */
export const enrollerCodes = pgTable(
  'enroller_codes',
  {
    id: identityFrom(1000),
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    label: text('label'),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('enroller_codes_group_idx').on(t.groupId)],
);

/** Which portals a rep may enroll through; `isPrimary` is the one a fresh rep session starts on. */
export const agentPortals = pgTable(
  'agent_portals',
  {
    agentId: integer('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    portalId: integer('portal_id')
      .notNull()
      .references(() => portals.id, { onDelete: 'cascade' }),
    isPrimary: boolean('is_primary').notNull().default(false),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.agentId, t.portalId] }), index('agent_portals_portal_idx').on(t.portalId)],
);

/** Which portals a group's employees may enroll through. */
export const groupPortals = pgTable(
  'group_portals',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    portalId: integer('portal_id')
      .notNull()
      .references(() => portals.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.portalId] }), index('group_portals_portal_idx').on(t.portalId)],
);

/** Groups a rep may enroll for (get-agent-groups). */
export const agentGroups = pgTable(
  'agent_groups',
  {
    agentId: integer('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.agentId, t.groupId] }), index('agent_groups_group_idx').on(t.groupId)],
);
