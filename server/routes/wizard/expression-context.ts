import type { FastifyInstance } from 'fastify';
import { variablesOf, yearsBetween, type Expression } from '../../../schemas/expressions/expression';
import { hasDefinitionShape, type CarrierFieldDefinition } from '../../../schemas/field-definition';
import { isStepTab, STEP_MODULES } from '../../../schemas/steps';
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
  const hidden = new Set([...(stepTab ? sensitiveFields(STEP_MODULES[stepTab].step) : []), ...carrierSensitive]);
  return Object.fromEntries(Object.entries(opened).filter(([name]) => !hidden.has(name)));
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
