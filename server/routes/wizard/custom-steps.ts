import type { FastifyInstance, FastifyRequest } from 'fastify';
import { envelopeOf } from '../../../schemas/api/common';
import { exceedsPageFields, PAGE_FIELDS_EXCEEDED, saveStepData } from '../../../schemas/api/wizard';
import {
  FIELD_NAME_PATTERN,
  formFieldsData,
  normalizeDescriptors,
  type FieldDescriptor,
} from '../../../schemas/descriptors';
import { withCarrierFields } from '../../../schemas/field-definition';
import { isPlainObject, toFormValue } from '../../../schemas/field-values';
import { MESSAGES } from '../../../schemas/messages';
import { maskSensitiveText, masksSensitiveText } from '../../../schemas/masked-values';
import { fieldDefinition } from '../../../schemas/step-definition';
import { customStep } from '../../../schemas/steps';
import { CUSTOM_TAB_PATTERN, isCustomTabName } from '../../../schemas/steps/tabs';
import { toSavePayload } from '../../../schemas/to-save-payload';
import { validateStepData } from '../../../schemas/validate-step-data';
import { enrollmentIdProperty } from '../../../schemas/api/common';
import { enrollmentForm } from '../../services/pinned-form';
import { matchingCustomTabs, type CustomDynamicTab } from '../../domain/custom-tabs';
import { resolveFormFields, type EnrollmentScopes, type FormTab } from '../../domain/form-rules';
import { fieldError } from '../../plugins/envelope';
import { provesEnrollment } from '../../plugins/session';
import { enrollmentOf } from '../../plugins/enrollment';
import { withReadOnlyValues } from '../../../schemas/steps/read-only';
import { withExpressionContext, withheldContext } from './expression-context';
import { pageShown } from './page-conditions';
import { readStep, updateEnrollment, writeStep, type EnrollmentRow } from '../../repositories/enrollments';
import { cartProfile } from '../../repositories/form-rules';
import { openSealed, sealFields, sensitiveFields } from '../../services/step-crypto';
import { registerSaveEnrollmentMatcher, type SaveEnrollmentContext } from '../save-enrollment';
import { ownDocumentErrors } from './document-refs';
import { stepFieldsOf, wizardGuard } from './step-routes';
import { assertNoFieldErrors } from './step-support';

/**
 * A carrier's question pages (docs/decisions/0060-form-engine-v2.md, 'Custom tabs'): listed by get-dynamic-tabs
 * when their scope matches the enrollment, described by GET /get-form-fields-custom, saved by
 * POST /save-custom-step and by save-for-later under the tab's own name. The step knows no field
 * of its own: every field is a carrier's rule with its definition.
 *
 * Tabs and rules come from the version the enrollment is pinned to (customTabRows, customRuleRows), as every
 * step's descriptors do.
 */

type Db = FastifyInstance['db'];

/** The custom tabs' rows of the version the enrollment is pinned to (the wizard never reads the draft). */
export async function customTabRows(db: Db, enrollment: EnrollmentRow): Promise<FormTab[]> {
  return (await enrollmentForm(db, enrollment)).tabs;
}

/** The rules of one custom tab in the enrollment's pinned version, with their definitions. */
async function customRuleRows(db: Db, enrollment: EnrollmentRow, tab: string) {
  return (await enrollmentForm(db, enrollment)).rules.filter((r) => r.tab === tab);
}

/** What decides which scoped tabs and rules an enrollment gets: its cart's carriers and plans, its group. */
async function scopesOfEnrollment(app: FastifyInstance, enrollment: EnrollmentRow): Promise<EnrollmentScopes> {
  const cart = await cartProfile(app.db, enrollment.id);
  return { carrierIds: cart.carrierIds, planIds: cart.planIds, groupId: enrollment.groupId };
}

/** The custom tabs of an enrollment (its cart's carriers and plans, its group), as get-dynamic-tabs lists them. */
export async function customTabsOf(app: FastifyInstance, enrollment: EnrollmentRow): Promise<CustomDynamicTab[]> {
  const [rows, scopes] = await Promise.all([customTabRows(app.db, enrollment), scopesOfEnrollment(app, enrollment)]);
  return matchingCustomTabs(rows, scopes);
}

/** The custom tab named `tab` when this enrollment has it and its condition holds (decision 0260), else a 400 on `tab`. */
async function customTabOf(app: FastifyInstance, enrollment: EnrollmentRow, tab: unknown): Promise<CustomDynamicTab> {
  const found =
    typeof tab === 'string' && isCustomTabName(tab)
      ? (await customTabsOf(app, enrollment)).find((t) => t.tab_name === tab)
      : undefined;
  if (!found || !(await pageShown(app, enrollment, found))) throw fieldError(400, 'tab', 'Unknown tab');
  return found;
}

/** A custom tab's descriptors for this enrollment (without values): its rules resolved for the cart, each with its definition. */
export async function customDescriptors(
  app: FastifyInstance,
  enrollment: EnrollmentRow,
  tab: string,
): Promise<FieldDescriptor[]> {
  const [rules, scopes] = await Promise.all([
    customRuleRows(app.db, enrollment, tab),
    scopesOfEnrollment(app, enrollment),
  ]);
  // resolveFormFields carries each field's definition (a scoped row's first, else the default row's).
  // A carrier's expressions get the values they read (other tabs, the cart, the applicant).
  return withExpressionContext(
    app,
    enrollment,
    resolveFormFields(rules, tab, scopes).map((f) => ({ ...f, value: null })),
  );
}

/** The step of a custom tab with its carriers' definitions (labels, types, sensitivity). */
function stepOf(tab: string, descriptors: readonly FieldDescriptor[]) {
  return withCarrierFields(customStep(tab), descriptors as Parameters<typeof withCarrierFields>[1]);
}

/** The tab's saved record, opened (the draft over the finished save when `withDraft`), or null. */
export async function savedCustomData(
  app: FastifyInstance,
  enrollmentId: string,
  tab: string,
  options: { withDraft?: boolean } = {},
): Promise<Record<string, unknown> | null> {
  const stored = await readStep(app.db, enrollmentId, tab, options);
  return stored ? (openSealed(stored, app.config.encryptionKey) as Record<string, unknown>) : null;
}

/** Descriptors with the saved values (a sensitive carrier field masked). */
async function describeCustom(
  app: FastifyInstance,
  enrollment: EnrollmentRow,
  tab: string,
): Promise<FieldDescriptor[]> {
  const [descriptors, saved] = await Promise.all([
    customDescriptors(app, enrollment, tab),
    savedCustomData(app, enrollment.id, tab, { withDraft: true }),
  ]);
  const step = stepOf(tab, descriptors);
  return descriptors.map((d) => {
    const field = fieldDefinition(step, d.field_name);
    const raw = saved?.[d.field_name];
    const value =
      raw === undefined || raw === null
        ? null
        : field.sensitive === true
          ? maskSensitiveText(String(raw))
          : (toFormValue(field, raw) ?? null);
    return { ...d, value };
  });
}

/** Validates and stores a custom tab's fields (only its descriptors' names), sealed where a definition says sensitive; sets saved_tab. */
async function saveCustom(
  app: FastifyInstance,
  enrollment: EnrollmentRow,
  tab: string,
  data: Readonly<Record<string, unknown>>,
  draft: boolean,
): Promise<void> {
  const described = await customDescriptors(app, enrollment, tab);
  if (exceedsPageFields(data, described.length)) throw fieldError(400, 'body', PAGE_FIELDS_EXCEEDED);
  const descriptors = draft ? described.map((d) => ({ ...d, required: false })) : described;
  const step = stepOf(tab, descriptors);
  // A sensitive field sent back as its mask means "unchanged" (as on every step).
  // A field read-only by its read_only_if keeps what the page showed (the saved value), as the browser puts it back.
  const readOnlyIf = descriptors.some((d) => isRecord(d.definition) && d.definition.read_only_if !== undefined);
  const stored =
    sensitiveFields(step).length > 0 || readOnlyIf
      ? await savedCustomData(app, enrollment.id, tab, { withDraft: true })
      : null;
  let unmasked = { ...data };
  for (const name of sensitiveFields(step))
    if (masksSensitiveText(unmasked[name], stored?.[name])) unmasked[name] = stored?.[name];
  if (readOnlyIf)
    unmasked = withReadOnlyValues(
      descriptors.map((d) => ({ ...d, value: stored?.[d.field_name] ?? null })),
      unmasked,
    );
  assertNoFieldErrors(validateStepData(step, descriptors, unmasked));
  const payload = toSavePayload(step, unmasked);
  // An upload's references must be this enrollment's uploads to that field (only the server knows them).
  assertNoFieldErrors(await ownDocumentErrors(app, enrollment.id, tab, descriptors, payload));
  const shown = new Set(
    normalizeDescriptors(descriptors)
      .filter((d) => d.visible && !d.read_only)
      .map((d) => d.field_name),
  );
  const record = Object.fromEntries(Object.entries(payload).filter(([name]) => shown.has(name)));
  // The version it was validated against, as every step save records it.
  const { version } = await enrollmentForm(app.db, enrollment);
  await writeStep(app.db, enrollment.id, tab, sealFields(record, sensitiveFields(step), app.config.encryptionKey), {
    draft,
    rulesVersion: version,
  });
  await updateEnrollment(app.db, enrollment.id, { savedTab: tab });
}

/** Save for later of a custom tab: present values must be valid, nothing is required yet. */
async function saveCustomLater({ app, enrollment, data, tab }: SaveEnrollmentContext & { tab: string }): Promise<void> {
  if (data !== undefined && data !== null && !isPlainObject(data))
    throw fieldError(400, 'data', MESSAGES.fieldRequired);
  await customTabOf(app, enrollment, tab);
  await saveCustom(app, enrollment, tab, (data ?? {}) as Record<string, unknown>, true);
}

const tabProperty = { type: 'string', pattern: CUSTOM_TAB_PATTERN } as const;
const customFieldsQuery = {
  type: 'object',
  required: ['enrollment_id', 'tab'],
  properties: { enrollment_id: enrollmentIdProperty, tab: tabProperty },
  additionalProperties: false,
} as const;
const saveCustomBody = {
  type: 'object',
  required: ['enrollment_id', 'tab'],
  properties: { enrollment_id: enrollmentIdProperty, tab: tabProperty },
  patternProperties: { [`^(?!(?:enrollment_id|tab)$)${FIELD_NAME_PATTERN.slice(1)}`]: {} },
  additionalProperties: false,
} as const;

export async function customStepRoutes(app: FastifyInstance): Promise<void> {
  registerSaveEnrollmentMatcher(isCustomTabName, saveCustomLater);

  app.get(
    '/get-form-fields-custom',
    {
      preHandler: wizardGuard,
      schema: { querystring: customFieldsQuery, response: { 200: envelopeOf(formFieldsData) } },
    },
    async (request: FastifyRequest<{ Querystring: { tab: string } }>, reply) => {
      const enrollment = enrollmentOf(request);
      const tab = await customTabOf(app, enrollment, request.query.tab);
      const described = await describeCustom(app, enrollment, tab.tab_name);
      // Health answers in an expression's context go back only to a session proving the enrollment (decision 0301).
      return reply.ok({ result: provesEnrollment(request, enrollment.id) ? described : withheldContext(described) });
    },
  );

  app.post(
    '/save-custom-step',
    { preHandler: wizardGuard, schema: { body: saveCustomBody, response: { 200: envelopeOf(saveStepData) } } },
    async (request: FastifyRequest<{ Body: { tab: string } & Record<string, unknown> }>, reply) => {
      const enrollment = enrollmentOf(request);
      const tab = await customTabOf(app, enrollment, request.body.tab);
      await saveCustom(app, enrollment, tab.tab_name, stepFieldsOf(request.body, ['enrollment_id', 'tab']), false);
      return reply.ok({ message: 'Saved', saved_tab: tab.tab_name });
    },
  );
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
