import type { FastifyInstance } from 'fastify';
import { variablesOf, yearsBetween, type Expression } from '../../../schemas/expressions/expression';
import { hasDefinitionShape, type CarrierFieldDefinition } from '../../../schemas/field-definition';
import { isStepTab, STEP_MODULES } from '../../../schemas/steps';
import { healthQuestionVariable } from '../../../schemas/steps/health-info';
import type { StepModule } from '../../../schemas/steps/step-module';
import { SAVED_TAB_OF } from '../../../schemas/steps/tabs';
import { readStep, type EnrollmentRow } from '../../repositories/enrollments';
import { cartProfile } from '../../repositories/form-rules';
import { carrierSensitiveFields } from '../../services/pinned-form';
import { openSealed, sensitiveFields } from '../../services/step-crypto';

/**
 * The context of a step's expressions (docs/decisions/0220-expressions.md): the values of the dotted
 * variables they read (another tab's answer, the cart, the applicant), from the enrollment's saved
 * steps and cart, set on each descriptor's definition as `context`. The server validates with these
 * descriptors and the browser receives the same ones, so both sides evaluate the same data. Only the
 * values named are sent; a sensitive field (an SSN, an account number, a carrier's sealed answer) is
 * never one: publish refuses such a variable, and it is left out here too.
 */

/** The expressions of a definition (the `when` follow-up reads only its own step). */
export function definitionExpressions(definition: CarrierFieldDefinition): Expression[] {
  const { visible_if, required_if, read_only_if, calculate, checks } = definition;
  // A repeating group's items read the context too: the group carries it for them (field-types/group.ts).
  const items = (definition.group?.fields ?? []).flatMap((f) =>
    hasDefinitionShape(f.definition) ? definitionExpressions(f.definition) : [],
  );
  return [visible_if, required_if, read_only_if, calculate, ...(checks ?? []).map((c) => c.test), ...items].filter(
    (x) => x !== undefined,
  );
}

/** The dotted variables (`namespace.name`) a definition's expressions read. */
export function contextPaths(definition: CarrierFieldDefinition): string[] {
  return [...new Set(definitionExpressions(definition).flatMap(variablesOf))].filter((v) => v.includes('.'));
}

async function savedTabValues(
  app: FastifyInstance,
  enrollment: EnrollmentRow,
  tab: string,
): Promise<Record<string, unknown> | null> {
  const stepTab = isStepTab(tab) ? tab : null;
  if (!stepTab && !tab.startsWith('custom_')) return null;
  const [stored, carrierSensitive] = await Promise.all([
    readStep(app.db, enrollment.id, stepTab ? SAVED_TAB_OF[stepTab] : tab),
    carrierSensitiveFields(app.db, enrollment, tab),
  ]);
  if (!stored) return null;
  const opened = openSealed(stored, app.config.encryptionKey) as Record<string, unknown>;
  if (stepTab && (STEP_MODULES[stepTab] as StepModule).answersWithheld) return yesNoAnswers(opened, carrierSensitive);
  const hidden = new Set([...(stepTab ? sensitiveFields(STEP_MODULES[stepTab].step) : []), ...carrierSensitive]);
  return Object.fromEntries(Object.entries(opened).filter(([name]) => !hidden.has(name)));
}

/**
 * The readable answers of a step whose answers are withheld (the health step, decision 0301): its
 * Yes/No questions only, each as 'yes' or 'no' — a catalogue question as `question_<id>` (its
 * `yes_no_flag`), a carrier's yes_no question by its name (publish admits no other health variable);
 * never the conditions, medications, notes or any other answer.
 */
function yesNoAnswers(
  opened: Readonly<Record<string, unknown>>,
  sensitive: ReadonlySet<string> | readonly string[] = [],
): Record<string, unknown> {
  const hidden = new Set(sensitive);
  const out: Record<string, unknown> = {};
  const flag = (q: unknown) => {
    if (typeof q !== 'object' || q === null) return;
    const { question_id: id, yes_no_flag: f } = q as { question_id?: unknown; yes_no_flag?: unknown };
    if (Number.isInteger(id) && (f === 0 || f === 1))
      out[healthQuestionVariable(id as number)] = f === 1 ? 'yes' : 'no';
  };
  if (Array.isArray(opened.condition_questions)) opened.condition_questions.forEach(flag);
  flag(opened.medication_question);
  for (const [name, value] of Object.entries(opened))
    if ((value === 'yes' || value === 'no') && !hidden.has(name) && !Object.hasOwn(out, name)) out[name] = value;
  return out;
}

/** The values of these dotted paths for the enrollment (null where nothing is saved). */
export async function contextValues(
  app: FastifyInstance,
  enrollment: EnrollmentRow,
  paths: readonly string[],
  today = new Date(),
): Promise<Record<string, unknown>> {
  const spaces = [...new Set(paths.map((p) => p.split('.')[0] ?? ''))];
  const cart = spaces.includes('cart') ? await cartProfile(app.db, enrollment.id) : null;
  const tabs = new Map(
    await Promise.all(
      spaces
        .filter((s) => s !== 'cart' && s !== 'applicant')
        .map(async (s) => [s, await savedTabValues(app, enrollment, s)] as const),
    ),
  );
  const out: Record<string, unknown> = {};
  for (const path of paths) {
    const [space = '', name = ''] = path.split('.');
    let value: unknown = null;
    if (space === 'cart') {
      if (name === 'plans') value = cart?.planIds ?? [];
      else if (name === 'categories') value = enrollment.categories ?? [];
      else if (name === 'tier') value = enrollment.tier;
    } else if (space === 'applicant') {
      if (name === 'state') value = enrollment.state;
      else if (name === 'age') value = enrollment.dob ? yearsBetween(enrollment.dob, today) : null;
    } else {
      const saved = tabs.get(space);
      value = saved && Object.hasOwn(saved, name) ? saved[name] : null;
    }
    out[path] = value ?? null;
  }
  return out;
}

/** The descriptors with each definition's `context` set to the values its expressions read (unchanged when none reads any). */
export async function withExpressionContext<T extends { definition?: unknown }>(
  app: FastifyInstance,
  enrollment: EnrollmentRow,
  descriptors: readonly T[],
): Promise<T[]> {
  const pathsOf = descriptors.map((d) => (hasDefinitionShape(d.definition) ? contextPaths(d.definition) : []));
  const all = [...new Set(pathsOf.flat())];
  if (all.length === 0) return [...descriptors];
  const values = await contextValues(app, enrollment, all);
  return descriptors.map((d, i) => {
    const paths = pathsOf[i] ?? [];
    if (paths.length === 0 || !hasDefinitionShape(d.definition)) return d;
    const context = Object.fromEntries(paths.map((p) => [p, values[p]]));
    return { ...d, definition: { ...d.definition, context } };
  });
}

const withheldPath = (path: string) => {
  const space = path.split('.')[0] ?? '';
  return isStepTab(space) && (STEP_MODULES[space] as StepModule).answersWithheld === true;
};

/** A context as a session that does not prove the enrollment may see it: a withheld step's (health) values null. */
export function maskedContext(context: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(context).map(([path, v]) => [path, withheldPath(path) ? null : v]));
}

/**
 * The descriptors as a session that does not prove the enrollment may see them (health answers go
 * back only to one that does, decision 0301): the context's values of a withheld step (health) are
 * null. The server's own checks keep the real values.
 */
export function withheldContext<T extends { definition?: unknown }>(descriptors: readonly T[]): T[] {
  return descriptors.map((d) => {
    const def = d.definition as { context?: unknown } | undefined;
    const context = def?.context;
    if (typeof context !== 'object' || context === null) return d;
    if (!Object.keys(context).some(withheldPath)) return d;
    return { ...d, definition: { ...def, context: maskedContext(context as Record<string, unknown>) } };
  });
}
