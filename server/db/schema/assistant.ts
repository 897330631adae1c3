import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { agents, groups } from './people';

/** The help widget's Contact Rep questions, asked one at a time. */
export const assistantQuestions = pgTable('assistant_questions', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  question: text('question').notNull(),
  sort: integer('sort').notNull().default(0),
  active: boolean('active').notNull().default(true),
});

/** A visitor's answers; one per device, rep and question so an edit replaces the earlier answer. */
export const assistantAnswers = pgTable(
  'assistant_answers',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    questionId: integer('question_id')
      .notNull()
      .references(() => assistantQuestions.id, { onDelete: 'cascade' }),
    answer: text('answer').notNull(),
    deviceId: text('device_id').notNull(),
    agentId: integer('agent_id').references(() => agents.id),
    webUrl: text('web_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('assistant_answers_uq').on(t.deviceId, t.questionId, sql`coalesce(${t.agentId}, 0)`)],
);

/** Leads: a device's saved location zip (check-lead-information / get-lead-information). */
export const leads = pgTable(
  'leads',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    deviceId: text('device_id').notNull(),
    webUrl: text('web_url'),
    agentId: integer('agent_id').references(() => agents.id),
    groupId: integer('group_id').references(() => groups.id),
    zipCode: text('zip_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('leads_device_idx').on(t.deviceId)],
);
