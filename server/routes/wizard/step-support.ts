import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FromSchema } from 'json-schema-to-ts';
import type { previewData } from '../../../schemas/api/form-admin';
import { normalizeDescriptors, type NormalizedDescriptor } from '../../../schemas/descriptors';
import type { FieldError } from '../../../schemas/envelope';
import { isEmptyValue, ownValue, toFormValue } from '../../../schemas/field-values';
import { isMaskedSsn, masksSensitiveText } from '../../../schemas/masked-values';
import type { CarrierFieldDefinition } from '../../../schemas/field-definition';
import { fieldDefinition } from '../../../schemas/step-definition';
import { carrierField, withCarrierFields } from '../../../schemas/field-definition';
import { adjustStepDescriptors, rulesTabOf, STEP_MODULES, type StepTabName } from '../../../schemas/steps';
import { withReadOnlyValues } from '../../../schemas/steps/read-only';
import { SAVED_TAB_OF } from '../../../schemas/steps/tabs';
import { toSavePayload } from '../../../schemas/to-save-payload';
import { validateStepData } from '../../../schemas/validate-step-data';
import { resolveFormFields } from '../../domain/form-rules';
import { ApiError } from '../../plugins/envelope';
import { provesEnrollment, sessionOf } from '../../plugins/session';
import type { EnrollmentRow } from '../../repositories/enrollments';
import { readStep, writeStep } from '../../repositories/enrollments';
import { cartProfile } from '../../repositories/form-rules';
import { carrierSensitiveFields, enrollmentForm } from '../../services/pinned-form';
import { memberContact } from '../../repositories/wizard-prefill';
import { rulesWatcherOf } from '../../services/rules-file';
import { openForBrowser } from '../../services/browser-view';
import { openSealed, sealFields, sensitiveFields, ssnFields } from '../../services/step-crypto';
import { restoreMasked } from '../../domain/masked-secrets';
import { withExpressionContext, withheldContext } from './expression-context';
import { stepKindOf } from './step-kinds';

/**
 * The form-engine loop on the server (architecture.md): resolve a tab's descriptors for this
 * enrollment's cart, fill their values, and save through the SAME step module the browser renders.
 */

/** One descriptor of the answer, as the admin preview's response schema declares it (schemas/api/form-admin.ts). */
type PreviewDescriptor = FromSchema<typeof previewData>['descriptors'][number];

/** A descriptor as GET /get-form-fields-<step> answers it: the preview's, with its definition typed. */
export type DescriptorOut = Pick<PreviewDescriptor, 'field_name' | 'value' | 'required' | 'read_only' | 'visible'> & {
  /** A carrier's typed field (an addition to the contract). */
  definition?: CarrierFieldDefinition;
};

/** The tab's descriptors for this enrollment: rules resolved for its cart and group, then the step's own adjustments. */
export async function resolveStepDescriptors(
  app: FastifyInstance,
  enrollment: EnrollmentRow,
  tab: StepTabName,
): Promise<NormalizedDescriptor[]> {
  // A rules file is imported into the draft; the wizard reads only the newest published version.
  await rulesWatcherOf(app).refresh();
  const rulesTab = rulesTabOf(tab);
  const [form, cart] = await Promise.all([enrollmentForm(app.db, enrollment), cartProfile(app.db, enrollment.id)]);
  const resolved = resolveFormFields(form.rules, rulesTab, {
    carrierIds: cart.carrierIds,
    planIds: cart.planIds,
    groupId: enrollment.groupId,
  });
  // A carrier's expressions get the values they read (other tabs, the cart, the applicant).
  const list = normalizeDescriptors(
    await withExpressionContext(
      app,
      enrollment,
      resolved.map((f) => ({ ...f, value: null })),
    ),
  );
  return adjustStepDescriptors(tab, list);
}

/** Values the server knows without the applicant: the enrollment's own, the group's, an existing member's. */
async function prefillValues(
  app: FastifyInstance,
  request: FastifyRequest,
  enrollment: EnrollmentRow,
  tab: StepTabName,
): Promise<Record<string, unknown>> {
  // What the server knows is the step kind's to say (its prefill hook, steps/<kind>/server.ts).
  const prefill = stepKindOf(tab)?.prefill;
  if (!prefill) return {};
  const session = sessionOf(request);
  // Member data only for a signed-in rep or group administrator (security.md).
  const member = enrollment.memberId && session.signed_in ? await memberContact(app.db, enrollment.memberId) : null;
  const ownsMember =
    member && (session.kind === 'rep' ? member.agentId === session.agent_id : member.groupId === session.group_id);
  const out = await prefill({ app, enrollment, member: member && ownsMember ? member : null });
  return Object.fromEntries(Object.entries(out).filter(([, v]) => !isEmptyValue(v)));
}

/** The tab's saved data, decrypted, or null: for the server's own checks, never for an answer. */
export async function savedStepData(
  app: FastifyInstance,
  enrollmentId: string,
  tab: StepTabName,
): Promise<Record<string, unknown> | null> {
  const stored = await readStep(app.db, enrollmentId, SAVED_TAB_OF[tab]);
  return stored ? (openSealed(stored, app.config.encryptionKey) as Record<string, unknown>) : null;
}

/**
 * The tab's saved records a masked SSN may stand for, decrypted: what the form showed (a save for
 * later laid over the finished step), then the finished step. For putting masks back, never answered.
 */
export async function maskSources(
  app: FastifyInstance,
  enrollmentId: string,
  tab: StepTabName,
): Promise<Array<Record<string, unknown>>> {
  const savedTab = SAVED_TAB_OF[tab];
  const [shown, finished] = await Promise.all([
    readStep(app.db, enrollmentId, savedTab, { withDraft: true }),
    readStep(app.db, enrollmentId, savedTab),
  ]);
  return [shown, finished]
    .filter((r) => r !== null)
    .map((r) => openSealed(r, app.config.encryptionKey) as Record<string, unknown>);
}

/** The tab's saved data as the browser may see it (openForBrowser: secrets masked, health answers only to a session proving the enrollment), or null. */
export async function browserStepData(
  app: FastifyInstance,
  request: FastifyRequest,
  enrollment: EnrollmentRow,
  tab: StepTabName,
): Promise<Record<string, unknown> | null> {
  const savedTab = SAVED_TAB_OF[tab];
  // The form shows a save for later kept beside a finished step over it.
  const stored = await readStep(app.db, enrollment.id, savedTab, { withDraft: true });
  const sensitive = await carrierSensitiveFields(app.db, enrollment);
  return openForBrowser(stored, savedTab, app.config.encryptionKey, {
    healthAnswers: provesEnrollment(request, enrollment.id),
    sensitive,
  }) as Record<string, unknown> | null;
}

/**
 * Descriptors with values: saved data first, else prefill; read-only fields always show the
 * server's value. The real saved values: for saves and checks on the server (describeStepForBrowser answers).
 */
export async function describeStep(
  app: FastifyInstance,
  request: FastifyRequest,
  enrollment: EnrollmentRow,
  tab: StepTabName,
): Promise<DescriptorOut[]> {
  return describeWith(app, request, enrollment, tab, savedStepData(app, enrollment.id, tab));
}

/** describeStep as GET /get-form-fields-* answers it: saved secrets masked (a mask sent back means "unchanged"). */
export async function describeStepForBrowser(
  app: FastifyInstance,
  request: FastifyRequest,
  enrollment: EnrollmentRow,
  tab: StepTabName,
): Promise<DescriptorOut[]> {
  const described = await describeWith(app, request, enrollment, tab, browserStepData(app, request, enrollment, tab));
  // Health answers in an expression's context go back only to a session proving the enrollment (decision 0301).
  return provesEnrollment(request, enrollment.id) ? described : withheldContext(described);
}

async function describeWith(
  app: FastifyInstance,
  request: FastifyRequest,
  enrollment: EnrollmentRow,
  tab: StepTabName,
  savedData: Promise<Record<string, unknown> | null>,
): Promise<DescriptorOut[]> {
  const [descriptors, saved, prefill] = await Promise.all([
    resolveStepDescriptors(app, enrollment, tab),
    savedData,
    prefillValues(app, request, enrollment, tab),
  ]);
  const step = STEP_MODULES[tab].step;
  return descriptors.map((d) => {
    const fromServer = ownValue(prefill, d.field_name);
    const raw =
      d.read_only && fromServer !== undefined ? fromServer : (ownValue(saved, d.field_name) ?? fromServer ?? null);
    const definition = Object.hasOwn(step.fields, d.field_name) ? undefined : d.definition;
    const field = definition ? carrierField(definition) : fieldDefinition(step, d.field_name);
    const value = toFormValue(field, raw) ?? null;
    const out: DescriptorOut = {
      field_name: d.field_name,
      value,
      required: d.required,
      read_only: d.read_only,
      visible: d.visible,
    };
    if (definition) out.definition = definition;
    return out;
  });
}

/** Throws the 400 error envelope when there are field errors. */
export function assertNoFieldErrors(errors: readonly FieldError[]): void {
  if (errors.length > 0) throw new ApiError(400, [...errors]);
}

/**
 * Validates `data` (read-only fields taking the server's value) with the step module against this
 * enrollment's descriptors, then stores the save payload (only the descriptors' fields; SSNs sealed)
 * and sets saved_tab. Durable once it resolves.
 */
export async function saveStep(
  app: FastifyInstance,
  request: FastifyRequest,
  enrollment: EnrollmentRow,
  tab: StepTabName,
  data: Readonly<Record<string, unknown>>,
): Promise<string> {
  const [described, restored] = await Promise.all([
    describeStep(app, request, enrollment, tab),
    withStoredSsns(app, enrollment.id, tab, data),
  ]);
  const unmasked = await withStoredSensitive(app, enrollment.id, tab, described, restored.data);
  const { errors, record } = stepRecordOf(tab, described, unmasked);
  assertNoFieldErrors([...restored.errors, ...errors]);
  return storeStep(app, enrollment, tab, record);
}

/** The fields a carrier's definition marks sensitive: sealed at rest, answered masked. */
export function carrierSensitiveNames(
  described: readonly Pick<DescriptorOut, 'field_name' | 'definition'>[],
): string[] {
  return described.filter((d) => d.definition?.sensitive === true).map((d) => d.field_name);
}

/** `data` with each carrier-sensitive field sent back as its mask replaced by the stored value ("unchanged"). */
export async function withStoredSensitive(
  app: FastifyInstance,
  enrollmentId: string,
  tab: StepTabName,
  described: readonly Pick<DescriptorOut, 'field_name' | 'definition'>[],
  data: Readonly<Record<string, unknown>>,
): Promise<Record<string, unknown>> {
  const names = carrierSensitiveNames(described);
  if (names.length === 0) return { ...data };
  const sources = await maskSources(app, enrollmentId, tab);
  const out = { ...data };
  for (const name of names) {
    const stored = sources.map((s) => s[name]).find((v) => masksSensitiveText(out[name], v));
    if (stored !== undefined) out[name] = stored;
  }
  return out;
}

/** A flat step's `data` with masked SSNs put back from the tab's saved record (restoreMasked), and the errors of masks that match nothing. */
export async function withStoredSsns(
  app: FastifyInstance,
  enrollmentId: string,
  tab: StepTabName,
  data: Readonly<Record<string, unknown>>,
): Promise<{ data: Record<string, unknown>; errors: FieldError[] }> {
  const fields = ssnFields(STEP_MODULES[tab].step);
  if (!fields.some((f) => isMaskedSsn(data[f]))) return { data: { ...data }, errors: [] };
  return restoreMasked(data, await maskSources(app, enrollmentId, tab), fields);
}

/** The step module's verdict on `data` (read-only fields taking the server's value) and the record a save keeps: the described fields only. */
export function stepRecordOf(
  tab: StepTabName,
  described: readonly DescriptorOut[],
  data: Readonly<Record<string, unknown>>,
): { errors: FieldError[]; record: Record<string, unknown> } {
  // With the carriers' fields, so a calculated value is recomputed (never the body's) and kept.
  const step = withCarrierFields(STEP_MODULES[tab].step, described);
  const effective = withReadOnlyValues(described, data);
  const payload = toSavePayload(step, effective);
  const record: Record<string, unknown> = {};
  for (const d of described) {
    const value = ownValue(payload, d.field_name);
    if (value !== undefined) record[d.field_name] = value;
  }
  return { errors: validateStepData(step, described, effective), record };
}

/** Seals and writes a tab's record and marks it as the saved tab (and, with `eprocess`, the enrollment's process). */
export async function storeStep(
  app: FastifyInstance,
  enrollment: Pick<EnrollmentRow, 'id' | 'rulesVersion'>,
  tab: StepTabName,
  record: Record<string, unknown>,
  options: { draft?: boolean; eprocess?: EnrollmentRow['eprocess'] } = {},
): Promise<string> {
  const savedTab = SAVED_TAB_OF[tab];
  const [form, carrierSensitive] = await Promise.all([
    enrollmentForm(app.db, enrollment),
    carrierSensitiveFields(app.db, enrollment, rulesTabOf(tab)),
  ]);
  const sealed = sealFields(
    record,
    [...sensitiveFields(STEP_MODULES[tab].step), ...carrierSensitive],
    app.config.encryptionKey,
  );
  // The version the step was validated against: the enrollment's pinned one (decision 0240).
  // One statement: the step and the enrollment's saved tab.
  await writeStep(app.db, enrollment.id, savedTab, sealed, { ...options, rulesVersion: form.version, savedTab });
  return savedTab;
}
