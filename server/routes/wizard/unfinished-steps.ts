import type { FastifyInstance, FastifyRequest } from 'fastify';
import { missingRequiredTabs, reviewTabs } from '../../../schemas/review-rules';
import { isStepTab, STEP_MODULES, withReadOnlyValues, type StepModule } from '../../../schemas/steps';
import { isCustomTabName, STEP_TITLES, type DynamicTab, type TabName } from '../../../schemas/steps/tabs';
import { validateStepData } from '../../../schemas/validate-step-data';
import type { EnrollmentRow } from '../../repositories/enrollments';
import { stepKindOf } from './step-kinds';
import { describeStep, savedStepData } from './step-support';

/**
 * The steps an enrollment still lacks before it can complete: what the review names (GET
 * /get-missing-fields, missing_steps) and what save-review-info refuses, from one rule. A step
 * reached by typing the review's address, or left as a save-for-later draft, is one of them.
 */

/** A step to finish: its tab name (a wizard tab or a carrier's custom_ page) and the title it shows. */
interface UnfinishedStep {
  tab: string;
  title: string;
}

/**
 * Steps whose saved record may be a save-for-later draft: a step whose kind declares its review check
 * `fields` is checked again with its step module, exactly as its own save would (not when it is not
 * asked, e.g. Skip with an IHA plan); a kind with a completion hook (health answers) answers itself.
 */
async function draftSteps(
  app: FastifyInstance,
  request: FastifyRequest,
  enrollment: EnrollmentRow,
  tabs: readonly TabName[],
  hasIha: boolean,
): Promise<TabName[]> {
  const drafts: TabName[] = [];
  for (const tab of tabs) {
    if (!isStepTab(tab)) continue;
    const mod: StepModule = STEP_MODULES[tab];
    const complete = stepKindOf(tab)?.complete;
    if (complete) {
      if (!(await complete(app, request, enrollment))) drafts.push(tab);
      continue;
    }
    if (mod.review?.check !== 'fields' || (mod.review.notAskedWithIha && hasIha)) continue;
    const [described, saved] = await Promise.all([
      describeStep(app, request, enrollment, tab),
      savedStepData(app, enrollment.id, tab),
    ]);
    if (validateStepData(mod.step, described, withReadOnlyValues(described, saved ?? {})).length > 0) drafts.push(tab);
  }
  return drafts;
}

/** A carrier's required custom pages with no finished save (a save for later is not one). */
function missingCustomTabs(tabs: readonly DynamicTab[], saved: ReadonlySet<string>): UnfinishedStep[] {
  return tabs
    .filter((t) => isCustomTabName(t.tab_name) && (t.required === true || t.required === 1) && !saved.has(t.tab_name))
    .map((t) => ({ tab: t.tab_name, title: t.title ?? t.tab_name }));
}

/**
 * The wizard's required steps never saved (or, once all are, those saved as drafts), then the
 * carrier's required pages not finished; in the wizard's order.
 */
export async function unfinishedSteps(
  app: FastifyInstance,
  request: FastifyRequest,
  enrollment: EnrollmentRow,
  known: { tabs: readonly DynamicTab[]; saved: ReadonlySet<string>; hasIha: boolean },
): Promise<{ steps: TabName[]; custom: UnfinishedStep[] }> {
  const steps = missingRequiredTabs(known.tabs, known.saved);
  if (steps.length === 0)
    steps.push(...(await draftSteps(app, request, enrollment, reviewTabs(known.tabs), known.hasIha)));
  return { steps, custom: missingCustomTabs(known.tabs, known.saved) };
}

/** The steps of `unfinishedSteps` as the review names them. */
export function namedSteps(unfinished: { steps: readonly TabName[]; custom: readonly UnfinishedStep[] }) {
  return [...unfinished.steps.map((tab) => ({ tab, title: STEP_TITLES[tab] })), ...unfinished.custom];
}
