import type { FastifyInstance } from 'fastify';
import type { NormalizedDescriptor } from '../../schemas/descriptors';
import type { FieldError } from '../../schemas/envelope';
import { isPlainObject } from '../../schemas/field-values';
import { DEPENDENT_EMPLOYED, dependentInfoStep } from './module';
import { numberedDependentErrors, type DependentContext } from './module-list';
import {
  healthInfoErrors,
  prefixHealthErrors,
  questionsFor,
  storedHealthInfo,
  type HealthQuestionSet,
} from '../../schemas/steps/health-info';
import { toSavePayload } from '../../schemas/to-save-payload';
import { validateStepData } from '../../schemas/validate-step-data';
import { listIdOf } from '../../server/domain/masked-secrets';
import type { EnrollmentRow } from '../../server/repositories/enrollments';
import { cartProfile } from '../../server/repositories/form-rules';
import { healthQuestionSet } from '../../server/repositories/health-questions';
import { cartPlans } from '../../server/repositories/plan-pricing';
import { sealDocument, sealFields, sensitiveFields } from '../../server/services/step-crypto';
import { savedStepData } from '../../server/routes/wizard/step-support';
import { tabsOf } from '../../server/routes/wizard/tabs';

/**
 * The dependent step's server half: the plan context of the tier rules, one dependent's checks
 * with the SAME step module as the browser, and the sealed record kept under dependent_info.
 */

/** data.disclaimer of GET /get-form-fields-dependent-primary-info (002 section 3). */
export const DEPENDENT_DISCLAIMER =
  'Dependents must be your legal spouse or your children under age 26. Coverage for a dependent may require proof of relationship; ' +
  'adding a person who is not an eligible dependent may void their coverage.';

/** A dependent as the calls send it; health_info only when the health questions are asked. */
export type Item = { primary_info: Record<string, unknown>; health_info?: Record<string, unknown> };

/**
 * The questions each dependent answers, or null: 'per-dependent health questions when
 * check-tab-required says so' (002 sections 3 and 7), the same rule as that call.
 */
export async function dependentHealthSet(
  app: FastifyInstance,
  enrollment: EnrollmentRow,
): Promise<HealthQuestionSet | null> {
  const tabs = await tabsOf(app, enrollment);
  return tabs.some((t) => t.tab_name === 'primary_health_info' && t.required) ? healthQuestionSet(app.db) : null;
}

/**
 * One dependent's health answers checked by the SAME module as the health step, targeted
 * `health_info.<key>` (002 section 5), in a list `dependents.<i>.health_info.<key>`; save for later
 * (`partial`) checks shape only and numbers the message ('Dependent #N message').
 */
export function dependentHealthErrors(
  set: HealthQuestionSet | null,
  item: Item,
  index?: number,
  partial = false,
): FieldError[] {
  if (!set) return [];
  // Asked by the dependent's own gender: no answer required, nor accepted, for a question not asked of them.
  const questions = questionsFor(set, item.primary_info.gender);
  const errors = prefixHealthErrors('health_info.', healthInfoErrors(item.health_info ?? {}, { questions, partial }));
  if (index === undefined) return errors;
  return partial ? numberedDependentErrors(index, errors) : prefixHealthErrors(`dependents.${index}.`, errors);
}

/**
 * Whether each saved dependent answered the questions asked now. A list saved before a plan made
 * the health tab required holds no answers, so completion checks it again (like the applicant's).
 */
export async function dependentsHealthComplete(app: FastifyInstance, enrollment: EnrollmentRow): Promise<boolean> {
  const set = await dependentHealthSet(app, enrollment);
  if (!set) return true;
  const items = itemsOf((await savedStepData(app, enrollment.id, 'dependent_info'))?.dependents ?? []);
  return items !== undefined && items.every((d) => dependentHealthErrors(set, d).length === 0);
}

/** The facts the tier rules need: tier, a premier (L713) plan and an IHA plan in the cart, the flow. */
export async function dependentContextOf(app: FastifyInstance, enrollment: EnrollmentRow): Promise<DependentContext> {
  const [profile, plans] = await Promise.all([cartProfile(app.db, enrollment.id), cartPlans(app.db, enrollment.id)]);
  return {
    tier: enrollment.tier,
    premier: plans.some((p) => p.isPremier),
    iha: profile.hasIha,
    existingMember: enrollment.type === 'existing-member',
  };
}

/** One dependent's field errors, targeted `primary_info.<field>` (002 section 5), in a list `dependents.<i>.primary_info.<field>`. */
export function primaryInfoErrors(
  descriptors: readonly NormalizedDescriptor[],
  info: Record<string, unknown>,
  index?: number,
): FieldError[] {
  const prefix = index === undefined ? 'primary_info.' : `dependents.${index}.primary_info.`;
  return validateStepData(
    dependentInfoStep,
    descriptors.map((d) => ({ ...d })),
    info,
  ).map((e) => ({ ...e, target_element: `${prefix}${e.target_element}` }));
}

/** Checked for shape, not completeness (save for later): every value present must be valid. */
export function partialPrimaryInfoErrors(
  descriptors: readonly NormalizedDescriptor[],
  info: Record<string, unknown>,
  index: number,
): FieldError[] {
  const optional = descriptors.map((d) => ({ ...d, required: false }));
  return numberedDependentErrors(index, validateStepData(dependentInfoStep, optional, info)).map((e) => ({
    ...e,
    target_element: e.target_element.replace(/^dependents\.(\d+)\./, 'dependents.$1.primary_info.'),
  }));
}

/**
 * A dependent as stored: the descriptors' fields of its save payload, its id, employed '0', SSN
 * sealed; its health answers (when asked) sealed as one document, like the applicant's.
 */
export function storedDependent(
  descriptors: readonly NormalizedDescriptor[],
  item: Item,
  index: number,
  key: Buffer,
  health: HealthQuestionSet | null,
): Record<string, unknown> {
  const payload = toSavePayload(dependentInfoStep, item.primary_info);
  const record: Record<string, unknown> = { dependent_id: listIdOf(item.primary_info.dependent_id, index) };
  for (const d of descriptors) if (payload[d.field_name] !== undefined) record[d.field_name] = payload[d.field_name];
  record.employed = DEPENDENT_EMPLOYED;
  const stored: Record<string, unknown> = { primary_info: sealFields(record, sensitiveFields(dependentInfoStep), key) };
  if (health && item.health_info)
    stored.health_info = sealDocument(
      storedHealthInfo(item.health_info, questionsFor(health, item.primary_info.gender)),
      key,
    );
  return stored;
}

/** The body's dependents as items (the save-later body is free-form and checked here). */
export function itemsOf(value: unknown): Item[] | undefined {
  if (!Array.isArray(value) || value.length > 20) return undefined;
  const items = value.map((d): Item | undefined => {
    if (!isPlainObject(d) || !isPlainObject(d.primary_info)) return undefined;
    return isPlainObject(d.health_info)
      ? { primary_info: d.primary_info, health_info: d.health_info }
      : { primary_info: d.primary_info };
  });
  return items.every((d) => d !== undefined) ? (items as Item[]) : undefined;
}
