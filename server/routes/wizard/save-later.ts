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
import { assertNoFieldErrors, resolveStepDescriptors, withStoredSsns } from './step-support';

/**
 * Save for later of the wizard's first four steps: the data is stored as it is (every value
 * present must be valid, nothing is required yet), so a half-filled step can be resumed.
 */

/** Checked for shape, not completeness: the same step module with every field optional (a list kind's people too). */
export function shapeErrors(
  tab: StepTabName,
  descriptors: readonly NormalizedDescriptor[],
  data: Record<string, unknown>,
): FieldError[] {
  // Every field the enrollment has may be filled in early, so a required-only step checks all of them.
  const optional = descriptors.map((d) => ({ ...d, required: false }));
  return validateStepData({ ...STEP_MODULES[tab].step, onlyRequired: false }, optional, data);
}

/** The payload's fields that the enrollment's descriptors know, SSNs sealed. */
export function partialRecord(
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

/** Save for later's data as an object (none: empty); anything else is refused. */
export function objectData(data: unknown): Record<string, unknown> {
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

/**
 * Registers the save-later handlers of every step whose kind declares its saved record flat
 * (`review.check: 'fields'`, schemas/steps/step-module.ts); a list kind brings its own (`saveLater`,
 * server/routes/wizard/step-kinds.ts).
 */
export function registerWizardSaveLater(): void {
  for (const [tab, mod] of Object.entries(STEP_MODULES) as Array<[StepTabName, StepModule]>)
    if (mod.review?.check === 'fields') registerSaveEnrollmentTab(tab, flatStepHandler(tab));
}
