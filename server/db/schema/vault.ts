import { pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The embedded payment vault (security.md): card numbers and bank account numbers live only here,
 * AES-256-GCM encrypted, under a random token; enrollments and member cards keep the token, the
 * brand and the last four. A deployment that points the vault interfaces at a live provider leaves
 * this table empty.
 */
export const paymentVault = pgTable('payment_vault', {
  token: text('token').primaryKey(),
  kind: text('kind', { enum: ['card', 'bank_account'] }).notNull(),
  secretEncrypted: text('secret_encrypted').notNull(),
  /** card-validator's brand for a card; null for a bank account. */
  brand: text('brand'),
  last4: text('last4').notNull(),
  expirationMonth: smallint('expiration_month'),
  expirationYear: smallint('expiration_year'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
