import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { carriers, plans } from './catalogue';

/**
 * Eligibility questions asked before a plan can go into the cart (001): 'health' questions
 * (yes/no with options and sub types) and 'aflac' questions (must be answered `true_condition`).
 * `decline_on` is the answer that declines the applicant for the plan.
 */
export const planQuestions = pgTable(
  'plan_questions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 1000 }),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['health', 'aflac'] }).notNull(),
    questionText: text('question_text').notNull(),
    subType: text('sub_type', { enum: ['text_field', 'checkbox', 'detail'] }),
    requireDetail: boolean('require_detail').notNull().default(false),
    trueCondition: smallint('true_condition'),
    declineOn: smallint('decline_on'),
    declineMessage: text('decline_message'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    index('plan_questions_plan_idx').on(t.planId, t.kind, t.sort),
    check('plan_questions_true_condition', sql`${t.trueCondition} IS NULL OR ${t.trueCondition} IN (0, 1)`),
    check('plan_questions_decline_on', sql`${t.declineOn} IS NULL OR ${t.declineOn} IN (0, 1)`),
  ],
);

/** Options of a health question ('A. Prior to age 60' ...); choosing a `declines` option declines. */
export const planQuestionOptions = pgTable(
  'plan_question_options',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 1000 }),
    questionId: integer('question_id')
      .notNull()
      .references(() => planQuestions.id, { onDelete: 'cascade' }),
    optionText: text('option_text').notNull(),
    optionGroup: text('option_group'),
    declines: boolean('declines').notNull().default(false),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('plan_question_options_question_idx').on(t.questionId, t.sort)],
);

/**
 * Primary-health step questions (002): condition questions and the one medication question.
 * `follow_up` picks the follow-up form: 'standard' (onset/recovery/treatment...), 'physician'
 * (ids 146/147 style) or 'none' (id 145 style).
 */
export const healthConditionQuestions = pgTable(
  'health_condition_questions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 1000 }),
    kind: text('kind', { enum: ['condition', 'medication'] }).notNull(),
    questionText: text('question_text').notNull(),
    followUp: text('follow_up', { enum: ['standard', 'physician', 'none'] })
      .notNull()
      .default('standard'),
    /**
     * Null: asked of everyone. A gender code (0 Male, 1 Female, as enrollments and dependents
     * store it): not asked of a person recorded with the other of those two codes (a pregnancy
     * question is not asked of a man). See questionsFor in schemas/steps/health-info.ts.
     */
    appliesToGender: smallint('applies_to_gender'),
    sort: integer('sort').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    check('health_condition_questions_gender', sql`${t.appliesToGender} IS NULL OR ${t.appliesToGender} IN (0, 1)`),
  ],
);

/** Agreement texts (get-agreement-texts): general ones, or tied to a carrier or a plan in the cart. */
export const agreementTexts = pgTable(
  'agreement_texts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    textHead: text('text_head').notNull(),
    textBody: text('text_body').notNull(),
    textRequired: boolean('text_required').notNull().default(true),
    carrierId: integer('carrier_id').references(() => carriers.id, { onDelete: 'cascade' }),
    planId: integer('plan_id').references(() => plans.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('agreement_texts_carrier_idx').on(t.carrierId), index('agreement_texts_plan_idx').on(t.planId)],
);
