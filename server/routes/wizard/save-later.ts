import type { NormalizedDescriptor } from '../../../schemas/descriptors';
import type { FieldError } from '../../../schemas/envelope';
import { isPlainObject } from '../../../schemas/field-values';
import { STEP_MODULES, type StepModule, type StepTabName } from '../../../schemas/steps';
import { SAVED_TAB_OF } from '../../../schemas/steps/tabs';
import { toSavePayload } from '../../../schemas/to-save-payload';
import { validateStepData } from '../../../schemas/validate-step-data';
import { fieldError } from '../../plugins/envelope';
import { writeStep } from '../../repositories/enrollments';
import { sealFields, sensitiveFields } from '../../services/step-crypto';
import { registerSaveEnrollmentTab, type SaveEnrollmentContext } from '../save-enrollment';
import { prefixErrors } from '../../domain/masked-secrets';
import { assertNoFieldErrors, resolveStepDescriptors, withStoredSsns } from './step-support';
import { restoreBeneficiarySsns } from './stored-ssns';

/**
 * Save for later of the wizard's first four steps: the data is stored as it is (every value
 * present must be valid, nothing is required yet), so a half-filled step can be resumed.
 */

// Checked for shape, not completeness: the same step module with every field optional.
function shapeErrors(
  tab: StepTabName,
  descriptors: readonly NormalizedDescriptor[],
  data: Record<string, unknown>,
): FieldError[] {
  // Every field the enrollment has may be filled in early, so a required-only step checks all of them.
  const optional = descriptors.map((d) => ({ ...d, required: false }));
  return validateStepData({ ...STEP_MODULES[tab].step, onlyRequired: false }, optional, data);
}

/** The payload's fields that the enrollment's descriptors know, SSNs sealed. */
function partialRecord(
  tab: StepTabName,
  descriptors: readonly NormalizedDescriptor[],
  data: Record<string, unknown>,
  key: Buffer,
) {
  const step = STEP_MODULES[tab].step;
  const payload = toSavePayload(step, data);
  const record: Record<string, unknown> = {};
  for (const d of descriptors) if (payload[d.field_name] !== undefined) record[d.field_name] = payload[d.field_name];
  return sealFields(record, sensitiveFields(step), key);
}

function objectData(data: unknown): Record<string, unknown> {
  if (data === undefined || data === null) return {};
  if (!isPlainObject(data)) throw fieldError(400, 'data', 'Field is required');
  return data;
}

const flatHandlers = new Map<StepTabName, (ctx: SaveEnrollmentContext) => Promise<void>>();

/**
 * The handler of a flat step (personal, contact, employer: their kinds declare it), one per tab for the
 * process: every app built in it registers the same function (the registry refuses a second one).
 */
function flatStepHandler(tab: StepTabName) {
  let handler = flatHandlers.get(tab);
  if (!handler) flatHandlers.set(tab, (handler = flatStepSave(tab)));
  return handler;
}

function flatStepSave(tab: StepTabName) {
  return async ({ app, enrollment, data }: SaveEnrollmentContext): Promise<void> => {
    const [descriptors, restored] = await Promise.all([
      resolveStepDescriptors(app, enrollment, tab),
      withStoredSsns(app, enrollment.id, tab, objectData(data)),
    ]);
    const fields = restored.data;
    assertNoFieldErrors([...restored.errors, ...shapeErrors(tab, descriptors, fields)]);
    await writeStep(
      app.db,
      enrollment.id,
      SAVED_TAB_OF[tab],
      partialRecord(tab, descriptors, fields, app.config.encryptionKey),
      { draft: true },
    );
  };
}

/** The beneficiary list as far as it goes: each beneficiary's present values must be valid. */
async function beneficiaryHandler({ app, enrollment, data }: SaveEnrollmentContext): Promise<void> {
  const body = objectData(data);
  const list = body.beneficiaries ?? [];
  if (!Array.isArray(list) || list.length > 10 || !list.every(isPlainObject))
    throw fieldError(400, 'beneficiaries', 'Field is required');
  const [descriptors, restored] = await Promise.all([
    resolveStepDescriptors(app, enrollment, 'beneficiary_info'),
    restoreBeneficiarySsns(app, enrollment, list),
  ]);
  const items = restored.items;
  assertNoFieldErrors(
    items.flatMap((item, i) =>
      prefixErrors(`beneficiaries.${i}.`, [
        ...(restored.errors[i] ?? []),
        ...shapeErrors('beneficiary_info', descriptors, item),
      ]),
    ),
  );
  const beneficiaries = items.map((item, i) => ({
    ...partialRecord('beneficiary_info', descriptors, item, app.config.encryptionKey),
    beneficiary_id: i + 1,
  }));
  await writeStep(app.db, enrollment.id, 'benificiary_info', { beneficiaries }, { draft: true });
}

/**
 * Registers the save-later handlers: one for every step whose kind declares its saved record flat
 * (`review.check: 'fields'`, schemas/steps/step-module.ts), and benificiary_info's.
 */
export function registerWizardSaveLater(): void {
  for (const [tab, mod] of Object.entries(STEP_MODULES) as Array<[StepTabName, StepModule]>)
    if (mod.review?.check === 'fields') registerSaveEnrollmentTab(tab, flatStepHandler(tab));
  registerSaveEnrollmentTab('benificiary_info', beneficiaryHandler);
}
