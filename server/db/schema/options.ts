import { boolean, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * Every small option list of the forms in one table: states, relationships, work week,
 * employment status, compensation types, vacation, bargaining unit, holiday policy, bill dates,
 * payment methods, marital status ...
 */
export const optionLists = pgTable(
  'option_lists',
  {
    listName: text('list_name').notNull(),
    value: text('value').notNull(),
    label: text('label').notNull(),
    sort: integer('sort').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.listName, t.value] })],
);

/** Bank directory behind routing-number-bank-lookup (the ABA checksum is checked in code). */
export const bankRoutingDirectory = pgTable('bank_routing_directory', {
  routingNumber: text('routing_number').primaryKey(),
  bankName: text('bank_name').notNull(),
});

/** The wizard tabs (get-dynamic-tabs): default order and whether a tab is required without any plan asking. */
export const wizardTabs = pgTable('wizard_tabs', {
  tabName: text('tab_name').primaryKey(),
  title: text('title').notNull(),
  route: text('route').notNull(),
  sort: integer('sort').notNull(),
  requiredByDefault: boolean('required_by_default').notNull(),
});
