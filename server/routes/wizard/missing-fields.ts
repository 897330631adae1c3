import type { FastifyInstance, FastifyRequest } from 'fastify';
import { envelopeOf, enrollmentIdQuery } from '../../../schemas/api/common';
import { normalizeDescriptors, type FieldDescriptor } from '../../../schemas/descriptors';
import { withCarrierFields } from '../../../schemas/field-definition';
import { fieldDefinition, isShown, unaskedFields, type StepDefinition } from '../../../schemas/step-definition';
import { isStepTab, rulesTabOf, STEP_MODULES, type StepModule, type StepTabName } from '../../../schemas/steps';
import type { CarrierFieldDefinition } from '../../../schemas/field-definition';
import { withReadOnlyValues } from '../../../schemas/steps/read-only';
import { STEP_TITLES, SAVED_TAB_OF, isTabName } from '../../../schemas/steps/tabs';
import { toSavePayload } from '../../../schemas/to-save-payload';
import { resolveFormFields } from '../../domain/form-rules';
import { enrollmentOf } from '../../plugins/enrollment';
import { finishedTabsOf, readStep, type EnrollmentRow } from '../../repositories/enrollments';
import { cartProfile } from '../../repositories/form-rules';
import { enrollmentForm } from '../../services/pinned-form';
import { openSealed } from '../../services/step-crypto';
import { describeStep, savedStepData } from './step-support';
import { stepOfTab } from './admin-rules';
import { wizardGuard } from './step-routes';
import { tabsOf } from './tabs';
import { namedSteps, unfinishedSteps } from './unfinished-steps';

/**
 * Form versions: a step saved under one published version is checked again against the version
 * in force. A required field published since (and not in the saved record) is named on the review
 * (GET /get-missing-fields) and holds completion until the applicant fills it: nothing is silently
 * lost and nothing silently skipped.
 */

export interface MissingField {
  tab: string;
  field_name: string;
  label: string;
  /** The step's title, for 'Please complete <label> on <title>'. */
  title: string;
}

function missingIn(
  tab: string,
  title: string,
  step: StepDefinition,
  descriptors: readonly FieldDescriptor[],
  saved: Record<string, unknown>,
  onlyCarrier: boolean,
): MissingField[] {
  const full = withCarrierFields(step, descriptors);
  const payload = toSavePayload(full, withReadOnlyValues(normalizeDescriptors(descriptors), saved));
  // A follow-up its question does not ask is not missing.
  const unasked = unaskedFields(full, payload);
  return normalizeDescriptors(descriptors)
    .filter((d) => d.required && isShown(full, d) && !unasked.has(d.field_name) && payload[d.field_name] === undefined)
    .filter((d) => !onlyCarrier || !Object.hasOwn(step.fields, d.field_name))
    .map((d) => ({ tab, field_name: d.field_name, label: fieldDefinition(full, d.field_name).label, title }));
}

/** The required fields of the enrollment's pinned version (decision 0240) that its finished steps lack. */
export async function missingFields(
  app: FastifyInstance,
  request: FastifyRequest,
  enrollment: EnrollmentRow,
): Promise<{ version: number; missing: MissingField[] }> {
  const [form, tabs, finished, cart] = await Promise.all([
    enrollmentForm(app.db, enrollment),
    tabsOf(app, enrollment),
    finishedTabsOf(app.db, enrollment.id),
    cartProfile(app.db, enrollment.id),
  ]);
  const missing: MissingField[] = [];
  for (const t of tabs) {
    if (!t.required) continue;
    const name = t.tab_name;
    // What the review checks of a saved step is its kind's declaration (schemas/steps/step-module.ts).
    const review = isStepTab(name) ? (STEP_MODULES[name] as StepModule).review : undefined;
    if (isStepTab(name) && review) {
      const tab: StepTabName = name;
      // A step not asked (the employer step skipped for an IHA plan, 001 section 4) keeps no fields.
      if (!finished.has(SAVED_TAB_OF[tab]) || (review.notAskedWithIha && cart.hasIha)) continue;
      const [described, saved] = await Promise.all([
        describeStep(app, request, enrollment, tab),
        savedStepData(app, enrollment.id, tab),
      ]);
      missing.push(
        ...missingIn(
          tab,
          isTabName(tab) ? STEP_TITLES[tab] : tab,
          STEP_MODULES[tab].step,
          described,
          saved ?? {},
          review.check === 'carrier',
        ),
      );
    } else if (name.startsWith('custom_') && finished.has(name)) {
      const resolved = resolveFormFields(form.rules, name, {
        carrierIds: cart.carrierIds,
        planIds: cart.planIds,
        groupId: enrollment.groupId,
      });
      const stored = await readStep(app.db, enrollment.id, name);
      const saved = stored ? (openSealed(stored, app.config.encryptionKey) as Record<string, unknown>) : {};
      const title = (t as { title?: string }).title ?? name;
      missing.push(
        ...missingIn(
          name,
          title,
          stepOfTab(name),
          resolved.map((f) => ({ ...f, value: null })),
          saved,
          false,
        ),
      );
    }
  }
  return { version: form.version, missing };
}

/** The 400 field errors of missing fields: `<tab>.<field>` and 'Please complete <label> on <step title>.' */
export function missingFieldErrors(
  missing: readonly MissingField[],
): Array<{ target_element: string; error_message: string }> {
  return missing.map((m) => ({
    target_element: `${m.tab}.${m.field_name}`,
    error_message: `Please complete ${m.label} on ${m.title}.`,
  }));
}

const missingFieldsData = {
  type: 'object',
  required: ['version', 'missing_fields', 'missing_steps'],
  properties: {
    version: { type: 'integer' },
    // Required steps not finished (a review reached by its address, a draft saved for later).
    missing_steps: {
      type: 'array',
      items: {
        type: 'object',
        required: ['tab', 'title'],
        properties: { tab: { type: 'string' }, title: { type: 'string' } },
      },
    },
    missing_fields: {
      type: 'array',
      items: {
        type: 'object',
        required: ['tab', 'field_name', 'label', 'title'],
        properties: {
          tab: { type: 'string' },
          field_name: { type: 'string' },
          label: { type: 'string' },
          title: { type: 'string' },
        },
      },
    },
  },
} as const;

/**
 * The definitions of a carrier's fields on each step in force for this enrollment's cart, by tab
 * name then field name: what the review labels a saved carrier answer with (its label, its options).
 */
export async function carrierFieldsByTab(
  app: FastifyInstance,
  enrollment: EnrollmentRow,
): Promise<Record<string, Record<string, CarrierFieldDefinition>>> {
  const [form, cart] = await Promise.all([enrollmentForm(app.db, enrollment), cartProfile(app.db, enrollment.id)]);
  const scopes = { carrierIds: cart.carrierIds, planIds: cart.planIds, groupId: enrollment.groupId };
  const out: Record<string, Record<string, CarrierFieldDefinition>> = {};
  for (const tab of Object.keys(STEP_MODULES) as StepTabName[]) {
    const own = STEP_MODULES[tab].step.fields;
    const defined = resolveFormFields(form.rules, rulesTabOf(tab), scopes).flatMap((f) =>
      f.definition && !Object.hasOwn(own, f.field_name) ? [[f.field_name, f.definition] as const] : [],
    );
    if (defined.length > 0) out[tab] = Object.fromEntries(defined);
  }
  return out;
}

const carrierFieldsData = {
  type: 'object',
  required: ['result'],
  properties: {
    result: {
      type: 'object',
      additionalProperties: { type: 'object', additionalProperties: { type: 'object', additionalProperties: true } },
    },
  },
} as const;

/**
 * GET /get-missing-fields: what the review names before Complete (0060 'Versions'), the fields a
 * published change made required and the required steps not finished; GET
 * /get-carrier-fields: the definitions its cards label carriers' answers with.
 */
export async function missingFieldRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/get-carrier-fields',
    {
      preHandler: wizardGuard,
      schema: { querystring: enrollmentIdQuery, response: { 200: envelopeOf(carrierFieldsData) } },
    },
    async (request, reply) => {
      return reply.ok({ result: await carrierFieldsByTab(app, enrollmentOf(request)) });
    },
  );

  app.get(
    '/get-missing-fields',
    {
      preHandler: wizardGuard,
      schema: { querystring: enrollmentIdQuery, response: { 200: envelopeOf(missingFieldsData) } },
    },
    async (request, reply) => {
      const enrollment = enrollmentOf(request);
      const [{ version, missing }, tabs, saved, cart] = await Promise.all([
        missingFields(app, request, enrollment),
        tabsOf(app, enrollment),
        finishedTabsOf(app.db, enrollment.id),
        cartProfile(app.db, enrollment.id),
      ]);
      // A step whose missing fields are named already is not named twice.
      const named = new Set(missing.map((m) => m.tab));
      const steps = namedSteps(await unfinishedSteps(app, request, enrollment, { tabs, saved, hasIha: cart.hasIha }));
      return reply.ok({ version, missing_fields: missing, missing_steps: steps.filter((s) => !named.has(s.tab)) });
    },
  );
}
