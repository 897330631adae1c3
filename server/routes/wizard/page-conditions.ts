import type { FastifyInstance } from 'fastify';
import { variablesOf } from '../../../schemas/expressions/expression';
import { tabAsked } from '../../../schemas/steps/tabs';
import type { CustomDynamicTab } from '../../domain/custom-tabs';
import type { EnrollmentRow } from '../../repositories/enrollments';
import { contextValues } from './expression-context';

/**
 * Carrier pages under a condition (docs/decisions/0260-page-conditions-and-order.md): each page with
 * a `visible_if` carries the values it reads (`context`: other tabs' saved answers, the cart, the
 * applicant, never a sensitive field) and is required only while `tabAsked` — the navigation's own
 * function — says its condition holds over them. A hidden page is then neither in the navigation nor
 * named by get-missing-fields nor required at completion, which all read this list.
 */

/** The dotted variables (another tab, the cart, the applicant) a page condition reads. */
const dottedVariables = (expression: unknown) => variablesOf(expression).filter((v) => v.includes('.'));

/** The custom tabs with their conditions' context and `required` as their conditions say. */
export async function withPageConditions(
  app: FastifyInstance,
  enrollment: EnrollmentRow,
  tabs: readonly CustomDynamicTab[],
): Promise<CustomDynamicTab[]> {
  const paths = [...new Set(tabs.flatMap((t) => (t.visible_if === undefined ? [] : dottedVariables(t.visible_if))))];
  if (paths.length === 0) return [...tabs];
  const values = await contextValues(app, enrollment, paths);
  return tabs.map((t) => {
    if (t.visible_if === undefined) return t;
    const context = Object.fromEntries(dottedVariables(t.visible_if).map((p) => [p, values[p] ?? null]));
    const withContext = { ...t, context };
    return { ...withContext, required: t.required && tabAsked(withContext) };
  });
}

/** Whether a page's condition (none: true) holds for the enrollment: a hidden page is neither described nor saved. */
export async function pageShown(
  app: FastifyInstance,
  enrollment: EnrollmentRow,
  tab: CustomDynamicTab,
): Promise<boolean> {
  if (tab.visible_if === undefined) return true;
  const [withContext] = await withPageConditions(app, enrollment, [{ ...tab, required: true }]);
  return withContext?.required === true;
}
