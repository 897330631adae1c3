import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { agents, groups, portals } from './people';

// Columns ending in `_encrypted` hold field-crypto `v1.` values (AES-256-GCM), never plaintext.

/** Existing members (current-member tables, member home). */
export const members = pgTable(
  'members',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 100000 }),
    userId: text('user_id').notNull(),
    firstName: text('first_name').notNull(),
    middleName: text('middle_name'),
    lastName: text('last_name').notNull(),
    dob: date('dob', { mode: 'string' }).notNull(),
    gender: smallint('gender'),
    email: text('email').notNull(),
    phone: text('phone'),
    ssnEncrypted: text('ssn_encrypted').notNull(),
    address1: text('address1'),
    address2: text('address2'),
    city: text('city'),
    state: text('state'),
    zip: text('zip'),
    agentId: integer('agent_id')
      .notNull()
      .references(() => agents.id),
    groupId: integer('group_id').references(() => groups.id),
    portalId: integer('portal_id').references(() => portals.id),
    /** Health answers of the last enrollment (get-existing-primary-health-info), encrypted JSON. */
    healthInfoEncrypted: text('health_info_encrypted'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('members_user_id_uq').on(sql`upper(${t.userId})`),
    // The member lists' keyset order within a rep's or a group's book (issue 27): a page is one range
    // scan of (scope, last name, first name, id), whatever the book's size.
    index('members_agent_name_idx').on(t.agentId, t.lastName, t.firstName, t.id),
    index('members_group_name_idx').on(t.groupId, t.lastName, t.firstName, t.id),
    // The member lists' search: case-insensitive prefixes of the last name, the full name and the e-mail.
    index('members_last_name_prefix_idx').on(sql`lower(${t.lastName}) text_pattern_ops`),
    index('members_full_name_prefix_idx').on(sql`lower(${t.firstName} || ' ' || ${t.lastName}) text_pattern_ops`),
    index('members_email_prefix_idx').on(sql`lower(${t.email}) text_pattern_ops`),
    // A completion looks for its person among the book's members born that day (issue 27): one range
    // scan of (rep, birth date), whatever the book's size.
    index('members_agent_dob_idx').on(t.agentId, t.dob),
  ],
);

/**
 * One row per book and birth date (`day`: rep id, group id or '-', ISO date), its `version` raised by
 * every completion that adds a member born that day or looks for one under the lock of this row
 * (server/repositories/completion.ts). A completion that read the day's members at version n adds its
 * person only if it can raise n to n + 1: two completions of one person never both add them.
 */
export const memberBookDays = pgTable('member_book_days', {
  day: text('day').primaryKey(),
  version: integer('version').notNull(),
});

/** Dependents already on file for a member (get-dependents-existing-user-enrollment). */
export const memberDependents = pgTable(
  'member_dependents',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    relationship: text('relationship', { enum: ['spouse', 'child'] }).notNull(),
    firstName: text('first_name').notNull(),
    middleName: text('middle_name'),
    lastName: text('last_name').notNull(),
    birthdate: date('birthdate', { mode: 'string' }).notNull(),
    gender: smallint('gender'),
    ssnEncrypted: text('ssn_encrypted'),
    weight: integer('weight'),
    heightFeet: smallint('height_feet'),
    heightInch: smallint('height_inch'),
  },
  (t) => [index('member_dependents_member_idx').on(t.memberId)],
);

/** Beneficiaries already on file (get-beneficiaries-existing-user-enrollment). */
export const memberBeneficiaries = pgTable(
  'member_beneficiaries',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    middleName: text('middle_name'),
    lastName: text('last_name').notNull(),
    birthdate: date('birthdate', { mode: 'string' }),
    ssnEncrypted: text('ssn_encrypted'),
    relationship: text('relationship').notNull(),
    percentage: smallint('percentage').notNull(),
  },
  (t) => [index('member_beneficiaries_member_idx').on(t.memberId)],
);

/** Bank accounts on file (get-existing-bank-info); the number is encrypted, last four kept for display. */
export const memberBankAccounts = pgTable(
  'member_bank_accounts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    accountName: text('account_name').notNull(),
    bankName: text('bank_name').notNull(),
    routingNumber: text('routing_number').notNull(),
    accountNumberEncrypted: text('account_number_encrypted').notNull(),
    accountLast4: text('account_last4').notNull(),
    accountType: text('account_type', { enum: ['checking', 'savings'] }).notNull(),
    accountHolderType: text('account_holder_type', { enum: ['individual', 'company'] }).notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [index('member_bank_accounts_member_idx').on(t.memberId)],
);

/** Cards on file (get-existing-card-info): only the vault token, brand and last four (never PAN or CVV). */
export const memberCards = pgTable(
  'member_cards',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    nameOnCard: text('name_on_card').notNull(),
    vaultToken: text('vault_token').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expirationMonth: smallint('expiration_month').notNull(),
    expirationYear: smallint('expiration_year').notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [index('member_cards_member_idx').on(t.memberId), uniqueIndex('member_cards_vault_token_uq').on(t.vaultToken)],
);
