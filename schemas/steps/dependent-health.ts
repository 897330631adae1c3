import type { FieldDescriptor } from '../descriptors';
import { isPlainObject } from '../field-values';
import { defineStep, type StepDefinition, type StepRule } from '../step-definition';
import { dependentInfoStep } from './dependent-info';
import {
  healthDescriptors,
  healthInfoStep,
  toHealthPayload,
  withoutUnaskedRows,
  type HealthInfo,
  type HealthQuestionSet,
} from './health-info';

/**
 * The dependent form when each dependent answers the health questions ('per-dependent health
 * questions when check-tab-required says so', 002 sections 3 and 5): the dependent's fields, then
 * the health step's, in one form drawn by the one StepRenderer. Its payload splits into the
 * contract's primary_info and health_info; the server checks each half with its own module.
 */
const dependent: StepDefinition = dependentInfoStep;
const health: StepDefinition = healthInfoStep;

export const dependentHealthStep = defineStep({
  id: 'dependent_health_info',
  fields: {
    ...dependent.fields,
    ...health.fields,
    condition_questions: {
      ...healthInfoStep.fields.condition_questions,
      help: 'Answer each question for this dependent.',
    },
  },
  order: [...dependent.order, ...health.order],
  // The health rules judge only the questions asked of the gender chosen in this form.
  rules: [
    ...(dependent.rules ?? []),
    ...(health.rules ?? []).map(
      (rule): StepRule =>
        (payload, ctx) =>
          rule(withoutUnaskedRows(payload, payload.gender), ctx),
    ),
  ],
});

const HEALTH_FIELDS: ReadonlySet<string> = new Set(health.order);

/** A dependent as the calls send it: its own fields, and its health answers when they were asked. */
export interface DependentPayload {
  primary_info: Record<string, unknown>;
  health_info?: HealthInfo;
}

/** Splits the combined form's payload: health fields to health_info (the health step's save shape), the rest to primary_info. */
export function splitDependentPayload(
  payload: Readonly<Record<string, unknown>>,
  withHealth: boolean,
): DependentPayload {
  const primary = Object.fromEntries(Object.entries(payload).filter(([k]) => !HEALTH_FIELDS.has(k)));
  if (!withHealth) return { primary_info: primary };
  // A question not asked of this dependent's gender (drawn before the gender was chosen) is not sent.
  const answers = withoutUnaskedRows(
    Object.fromEntries(Object.entries(payload).filter(([k]) => HEALTH_FIELDS.has(k))),
    primary.gender,
  );
  return { primary_info: primary, health_info: toHealthPayload(answers) };
}

/** The health half of the combined form's descriptors: the asked questions with this dependent's saved answers (each starts on No). */
export function dependentHealthDescriptors(questions: HealthQuestionSet, saved: unknown): FieldDescriptor[] {
  return healthDescriptors(questions, isPlainObject(saved) ? saved : null);
}
