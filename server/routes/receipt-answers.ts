import type { FastifyInstance } from 'fastify';
import { answerView } from '../../schemas/answer-view';
import type { ReceiptAnswer } from '../../schemas/api/review';
import { hasDefinitionShape, type CarrierFieldDefinition } from '../../schemas/field-definition';
import { STEP_MODULES, type StepTabName } from '../../schemas/steps';
import type { StepModule } from '../../schemas/steps/step-module';
import { STEP_TITLES } from '../../schemas/steps/tabs';
import type { EnrollmentRow } from '../repositories/enrollments';
import { customDescriptors, customTabsOf, savedCustomData } from './wizard/custom-steps';
import { carrierFieldsByTab } from './wizard/missing-fields';
import { savedStepData } from './wizard/step-support';

/**
 * A completed enrollment's answers to its carriers' questions, as the receipt shows them to the
 * applicant or the rep who enrolled them (docs/decisions/0270-answers-reach-the-carrier.md): each
 * with its page's title and its label, in the pages' order, written as a person reads it (an option's
 * label, Yes or No; a repeating group one line per item; an upload its files' names, sizes and types,
 * never their content). Never a sensitive value in full: a field marked sensitive, an SSN and every
 * answer on the health page are masked.
 */

type Definitions = Readonly<Record<string, CarrierFieldDefinition>>;

function answersOfPage(
  page: string,
  definitions: Definitions,
  data: Readonly<Record<string, unknown>> | null,
  masked: boolean,
): ReceiptAnswer[] {
  if (!data) return [];
  return Object.entries(definitions).flatMap(([field, definition]) => {
    // A repeating group one line per item, an upload its files' names (answer-view.ts, decision 0310).
    const shown = answerView(definition, data[field], masked);
    return shown ? [{ page, label: definition.label, ...shown }] : [];
  });
}

/** The carriers' answers of an enrollment, by page (built-in steps in the wizard's order, then its custom pages). */
export async function receiptAnswers(app: FastifyInstance, enrollment: EnrollmentRow): Promise<ReceiptAnswer[]> {
  const out: ReceiptAnswer[] = [];
  const byStep = await carrierFieldsByTab(app, enrollment);
  for (const tab of Object.keys(STEP_MODULES) as StepTabName[]) {
    const definitions = byStep[tab];
    if (!definitions) continue;
    const data = await savedStepData(app, enrollment.id, tab);
    // A kind whose answers are withheld from sessions (health; browser-view withholds them too): labels only.
    const withheld = (STEP_MODULES[tab] as StepModule).answersWithheld === true;
    out.push(...answersOfPage(STEP_TITLES[tab], definitions, data, withheld));
  }
  for (const page of await customTabsOf(app, enrollment)) {
    const descriptors = await customDescriptors(app, enrollment, page.tab_name);
    const definitions = Object.fromEntries(
      descriptors.flatMap((d) => (hasDefinitionShape(d.definition) ? [[d.field_name, d.definition] as const] : [])),
    );
    if (Object.keys(definitions).length === 0) continue;
    out.push(
      ...answersOfPage(page.title, definitions, await savedCustomData(app, enrollment.id, page.tab_name), false),
    );
  }
  return out;
}
