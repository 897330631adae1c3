import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Which fields each wizard tab shows and requires (architecture.md, the form engine). A 'default'
 * row applies everywhere; 'carrier', 'plan' and 'group' rows override it for that scope_id.
 */
export const formFieldRules = pgTable(
  'form_field_rules',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    tab: text('tab').notNull(),
    fieldName: text('field_name').notNull(),
    required: boolean('required').notNull().default(false),
    readOnly: boolean('read_only').notNull().default(false),
    visible: boolean('visible').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    scope: text('scope', { enum: ['default', 'carrier', 'plan', 'group'] }).notNull().default('default'),
    scopeId: integer('scope_id'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('form_field_rules_uq').on(t.tab, t.fieldName, t.scope, sql`coalesce(${t.scopeId}, 0)`),
    index('form_field_rules_tab_idx').on(t.tab, t.scope, t.scopeId),
    check('form_field_rules_scope', sql`(${t.scope} = 'default') = (${t.scopeId} IS NULL)`),
  ],
);
