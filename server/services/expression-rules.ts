import type { ApiRule, ApiTab } from '../../schemas/api/form-admin';
import { destinationSetProblems } from '../../schemas/answer-destinations';
import type { FieldError } from '../../schemas/envelope';
import {
  expressionSetProblems,
  type CheckedRule,
  type KnownField,
  type PageCondition,
} from '../../schemas/expressions/expression-check';
import { stepModuleFor } from '../../schemas/steps';
import { healthQuestionVariable } from '../../schemas/steps/health-info';
import type { FieldDefinition } from '../../schemas/step-definition';
import type { Db } from '../db/client';
import { healthQuestionSet } from '../repositories/health-questions';

/**
 * The rule set checks of the form engine's expressions on the server (schemas/expressions/expression-check.ts):
 * run on a PUT of the draft and on the RULES_FILE import (the rules sent, read with the draft's
 * other tabs) and on publish (everything that would go live).
 */

const SENSITIVE_WIDGETS = new Set(['ssn', 'accountNumber', 'cardNumber', 'securityCode', 'routing', 'signature']);

function knownField(field: FieldDefinition): KnownField {
  const { schema } = field;
  const values = schema.oneOf ? schema.oneOf.map((o) => o.const) : schema.enum ? [...schema.enum] : undefined;
  const sensitive = field.sensitive === true || SENSITIVE_WIDGETS.has(field.widget ?? '') || schema.format === 'oe-ssn';
  return values ? { values, sensitive } : { sensitive };
}

const stepFieldsCache = new Map<string, Readonly<Record<string, KnownField>> | null>();

/** A built-in step's own fields (its options and sensitivity), by the tab rules name it with; null for other tabs. */
export function builtInFields(tab: string): Readonly<Record<string, KnownField>> | null {
  if (stepFieldsCache.has(tab)) return stepFieldsCache.get(tab) ?? null;
  const step = stepModuleFor(tab)?.step;
  const out = step ? Object.fromEntries(Object.entries(step.fields).map(([n, f]) => [n, knownField(f)])) : null;
  stepFieldsCache.set(tab, out);
  return out;
}

/** What the checks know of the catalogue: the health questions' ids (read as `primary_health_info.question_<id>`). */
export interface CatalogueFacts {
  healthQuestionIds: readonly number[];
}

const withheld = (tab: string) => stepModuleFor(tab)?.answersWithheld === true;

/**
 * The fields a tab's expressions and other tabs may name: a built-in step's own, except a step whose
 * answers are withheld (health, decision 0301), which offers its catalogue questions' Yes/No answers
 * (`question_<id>`, 'yes' or 'no') instead of its documents.
 */
function knownFieldsOf(facts: CatalogueFacts): (tab: string) => Readonly<Record<string, KnownField>> | null {
  const questions = Object.fromEntries(
    facts.healthQuestionIds.map((id) => [healthQuestionVariable(id), { values: ['yes', 'no'] }]),
  );
  return (tab) => (withheld(tab) ? questions : builtInFields(tab));
}

const checked = (r: ApiRule): CheckedRule => r as CheckedRule;

/** The pages' conditions of a list of tabs (API shape), each reported at `where(i, tab)`. */
function pageConditions(
  tabs: ReadonlyArray<{ tab?: unknown; visible_if?: unknown }>,
  where: (i: number, tab: string) => string,
): PageCondition[] {
  return tabs.flatMap((t, i) =>
    typeof t.tab === 'string' && t.visible_if !== undefined && t.visible_if !== null
      ? [{ tab: t.tab, at: where(i, t.tab), expression: t.visible_if }]
      : [],
  );
}

/**
 * The problems of the rules a PUT sends (`rules[i].definition...`), read beside the draft's rules of
 * the tabs it leaves alone, and of the pages' conditions it sends (`tabs[i].visible_if`).
 */
export function sentRulesExpressionProblems(
  sent: readonly ApiRule[],
  others: readonly ApiRule[],
  tabs: readonly ApiTab[] = [],
  facts: CatalogueFacts = { healthQuestionIds: [] },
): FieldError[] {
  const sentTabs = new Set(sent.map((r) => r.tab));
  const index = new Map(sent.map((r, i) => [checked(r), i]));
  const all = [...sent.map(checked), ...others.filter((r) => !sentTabs.has(r.tab)).map(checked)];
  return expressionSetProblems(
    all,
    (r) => (index.has(r) ? `rules[${index.get(r)}].definition` : null),
    knownFieldsOf(facts),
    pageConditions(tabs, (i) => `tabs[${i}].visible_if`),
    withheld,
  );
}

/** The problems of the rules (and pages' conditions) a publish would make live, each at `<tab>.<field>.<part>` (`<tab>.visible_if`). */
export function publishedExpressionProblems(
  rules: readonly ApiRule[],
  tabs: ReadonlyArray<Record<string, unknown>> = [],
  facts: CatalogueFacts = { healthQuestionIds: [] },
): FieldError[] {
  return [
    ...expressionSetProblems(
      rules.map(checked),
      (r) => `${r.tab}.${r.field_name}`,
      knownFieldsOf(facts),
      pageConditions(tabs, (_, tab) => `${tab}.visible_if`),
      withheld,
    ),
    // Where answers go (decision 0270): a census column named twice, an 834 answer of no carrier.
    ...destinationSetProblems(rules),
  ];
}

/** A publish refused for its rules' expressions (the route answers 400 with these field errors). */
export class RefusedRuleSet extends Error {
  constructor(readonly errors: FieldError[]) {
    super('the rule set has expression problems');
  }
}

/** The catalogue's facts the checks read (the health questions' ids), from the database. */
export async function catalogueFacts(db: Db): Promise<CatalogueFacts> {
  const set = await healthQuestionSet(db);
  const ids = [...set.condition_questions, ...(set.medication_question ? [set.medication_question] : [])];
  return { healthQuestionIds: ids.map((q) => q.question_id) };
}
