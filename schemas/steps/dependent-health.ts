import type { FieldDescriptor } from '../descriptors';
import { isPlainObject } from '../field-values';
import { defineStep, type StepDefinition, type StepRule } from '../step-definition';
import {
  healthDescriptors,
  healthInfoStep,
  toHealthPayload,
  withoutUnaskedRows,
  type HealthInfo,
  type HealthQuestionSet,
} from './health-info';

/**
 * A person's form with the health questions after its fields ('per-dependent health questions when
 * check-tab-required says so', 002 sections 3 and 5): the dependents' kind (steps/dependent-info)
 * gives its step, the health step's fields follow, in one form drawn by the one StepRenderer. Its
 * payload splits into the contract's primary_info and health_info; the server checks each half with
 * its own module. Generic here so the dependents' folder needs no other kind's.
 */
const health: StepDefinition = healthInfoStep;

/** The form of `person` with the health questions, as a step of its own (`id`). */
export function withHealthQuestions(person: StepDefinition, id: string): StepDefinition {
  return defineStep({
    id,
    fields: {
      ...person.fields,
      ...health.fields,
      condition_questions: {
        ...healthInfoStep.fields.condition_questions,
        help: 'Answer each question for this dependent.',
      },
    },
    order: [...person.order, ...health.order],
    // The health rules judge only the questions asked of the gender chosen in this form.
    rules: [
      ...(person.rules ?? []),
      ...(health.rules ?? []).map(
        (rule): StepRule =>
          (payload, ctx) =>
            rule(withoutUnaskedRows(payload, payload.gender), ctx),
      ),
    ],
  });
}

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
