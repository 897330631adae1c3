import type { FieldDescriptor } from '../../schemas/descriptors';
import type { FieldError } from '../../schemas/envelope';
import { withCarrierFields } from '../../schemas/field-definition';
import { defineStep } from '../../schemas/step-definition';
import {
  healthDescriptors,
  healthInfoStep,
  type HealthCheckOptions,
  type HealthQuestionSet,
} from '../../schemas/steps/health-info';
import { healthReview } from '../../schemas/steps/health-review';
import type { StepModule } from '../../schemas/steps/step-module';
import { toSavePayload } from '../../schemas/to-save-payload';
import { validateStepData } from '../../schemas/validate-step-data';

/**
 * Primary Health Questions (002 sections 2-5 and 7): tab primary_health_info, saved as health_info. The
 * answers' shape and checks are generic (schemas/steps/health-info.ts: a dependent answers the same
 * questions in the dependent form); what is this page's own is here: a carrier's questions on its tab,
 * the page's descriptors, and the kind as the registry lists it.
 */

/**
 * A carrier's questions on this step: the descriptors of form-field rules on primary_health_info
 * for fields the step does not define (typed by their definitions, follow-ups by `when`). Rules on
 * the step's own fields are not applied: the questions come from the catalogue.
 */
export function carrierHealthDescriptors(descriptors: readonly FieldDescriptor[]): FieldDescriptor[] {
  return descriptors.filter((d) => !Object.hasOwn(healthInfoStep.fields, d.field_name));
}

// The health step without its own fields and rules: what the carrier's questions are checked and saved with.
const carrierQuestionsStep = defineStep({ id: 'primary_health_info', fields: {}, order: [] });

/**
 * The errors of a carrier's questions (validateStepData, as the browser's StepRenderer runs it on
 * the whole step); nothing required when `partial` (save for later).
 */
export function carrierHealthErrors(
  descriptors: readonly FieldDescriptor[],
  data: Readonly<Record<string, unknown>>,
  options: HealthCheckOptions = {},
): FieldError[] {
  const list = carrierHealthDescriptors(descriptors).map((d) => (options.partial ? { ...d, required: false } : d));
  return list.length === 0
    ? []
    : validateStepData(carrierQuestionsStep, list, data, options.today ? { today: options.today } : {});
}

/** The answers to a carrier's questions as saved beside the health answers (follow-ups not asked are left out). */
export function carrierHealthAnswers(
  descriptors: readonly FieldDescriptor[],
  data: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const list = carrierHealthDescriptors(descriptors);
  const names = new Set(list.map((d) => d.field_name));
  return toSavePayload(
    withCarrierFields(carrierQuestionsStep, list),
    Object.fromEntries(Object.entries(data).filter(([k]) => names.has(k))),
  );
}

/** The page's descriptors: the asked questions with the saved answers, then a carrier's questions on the tab. */
export function healthStepDescriptors(
  questions: HealthQuestionSet,
  saved: Readonly<Record<string, unknown>> | null,
  carrier: readonly FieldDescriptor[],
): FieldDescriptor[] {
  // A carrier's questions and their follow-ups (GET get-form-fields-primary-health-info), after the step's own.
  return [...healthDescriptors(questions, saved), ...carrierHealthDescriptors(carrier)];
}

/**
 * The kind as the registry lists it: its own page (steps/health-info/page.tsx); the review checks the
 * carrier's required fields, and its server's `complete` hook the answers to the questions asked now; its
 * review card groups the answers by question (healthReview, also a dependent's answers' display).
 */
export const healthInfoKind: StepModule = {
  step: healthInfoStep,
  page: { layout: 'own' },
  review: { check: 'carrier' },
  reviewDisplay: { card: healthReview },
  answersWithheld: true,
};
