import fc from 'fast-check';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalizeDescriptors, type FieldDescriptor } from '../../schemas/descriptors';
import type { FieldError } from '../../schemas/envelope';
import { withCarrierFields } from '../../schemas/field-definition';
import { fieldDefinition, type StepDefinition } from '../../schemas/step-definition';
import { customStep, STEP_MODULES } from '../../schemas/steps';
import { beneficiaryListErrors } from '../../steps/beneficiary-info/module';
import {
  billingDescriptors,
  billingStepOn,
  paymentTypeChoices,
  type PaymentType,
} from '../../steps/billing-info/module';
import { dependentListErrors } from '../../steps/dependent-info/module-list';
import { dependentHealthDescriptors, splitDependentPayload } from '../../schemas/steps/dependent-health';
import { dependentHealthStep } from '../../steps/dependent-info/module';
import { toHealthPayload, type HealthQuestionSet } from '../../schemas/steps/health-info';
import { carrierHealthDescriptors, healthStepDescriptors } from '../../steps/health-info/module';
import { formInput, healthInput, ruleSet, CARRIER_NAMES, type RuleInput } from '../../schemas/test-support/form-engine';
import { toSavePayload } from '../../schemas/to-save-payload';
import { toStepSchema } from '../../schemas/to-step-schema';
import { screenCard } from '../../server/services/card-vault';
import { dependentDescriptors } from '../../steps/dependent-info/people-dependents';
import { descriptorsFor } from '../../steps/beneficiary-info/PeopleBeneficiaries';
import { createStepValidator } from '../../src/wizard/validation/step-validator';
import { buildTestApp } from '../helpers/build-app';
import { enrollmentWithCart, OPEN_SESSION, wizardClient, type WizardClient } from '../helpers/wizard';

/**
 * One validator, proven on the real thing. For every step, random rule sets
 * (random subsets of the step's fields and carrier fields, random required / read-only / visible)
 * are put in force through the admin API, and random input goes through (a) the browser's validator
 * exactly as StepRenderer builds it, `validator.validateFormData(formData, schema)` with the schema
 * toStepSchema builds from the descriptors GET /get-form-fields-* answers, and (b) the step's real
 * save route. Both must give the same verdict and the same field errors.
 *
 * What the browser checks around the form (a list's total, the billing page's radios, the agreement
 * checkboxes) is added to the browser's side by the same functions its pages call.
 */

const ADMIN = 'admin-token-for-form-engine-property';
/** Cases per step: RULE_SETS rule sets, INPUTS inputs each (FORM_ENGINE_RULE_SETS and FORM_ENGINE_INPUTS change them). */
const RULE_SETS = Number(process.env.FORM_ENGINE_RULE_SETS ?? 25);
const INPUTS = Number(process.env.FORM_ENGINE_INPUTS ?? 25);
const SEED = process.env.FORM_ENGINE_SEED ? Number(process.env.FORM_ENGINE_SEED) : Date.now() % 2_147_483_647;

let app: FastifyInstance;
let api: WizardClient;
beforeAll(async () => {
  app = await buildTestApp({ adminToken: ADMIN });
  api = wizardClient(app, app.issueSession(OPEN_SESSION));
  console.info(
    `form-engine property: seed ${SEED} (FORM_ENGINE_SEED=${SEED} repeats it), ${RULE_SETS} rule sets x ${INPUTS} inputs per step`,
  );
});
afterAll(async () => app.close());

const admin = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  app.inject({
    method,
    url: `/api/v1/admin/form-field-rules${url}`,
    payload,
    headers: { authorization: `Bearer ${ADMIN}` },
  });

/** Puts a tab's rule set in force: the draft replaced, then published when the server has versions. */
async function putRules(tab: string, rules: readonly RuleInput[], tabs?: readonly object[]): Promise<void> {
  // replace_tabs: an empty set clears the tab's rules.
  const put = await admin('PUT', '', { rules, replace_tabs: [tab], ...(tabs ? { tabs } : {}) });
  expect(put.statusCode, put.body).toBe(200);
  // In force for the enrollments in progress too (decision 0240); the same rule set again is refused as nothing to publish (409).
  const publish = await admin('POST', '/publish', { note: 'property test', applies_in_progress: true });
  if (publish.statusCode !== 404 && publish.statusCode !== 409) expect(publish.statusCode, publish.body).toBe(200);
}

const json = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
const sortErrors = (list: readonly FieldError[]) =>
  [...list]
    .map((e) => ({ target_element: e.target_element, error_message: e.error_message }))
    .sort((a, b) => a.target_element.localeCompare(b.target_element) || a.error_message.localeCompare(b.error_message));

/** The form as StepRenderer holds it after the user typed `input` into the editable fields it draws. */
function browserForm(
  moduleStep: StepDefinition,
  descriptors: readonly FieldDescriptor[],
  input: Readonly<Record<string, unknown>>,
  today: Date,
) {
  // StepRenderer: the step with the carriers' typed fields, its schema, and its validator.
  const step = withCarrierFields(moduleStep, descriptors);
  const { formData: initial } = toStepSchema(descriptors, step);
  const readOnly = new Set(
    normalizeDescriptors(descriptors)
      .filter((d) => d.read_only)
      .map((d) => d.field_name),
  );
  const formData: Record<string, unknown> = { ...initial };
  // The user types into the fields drawn; an answer may draw a follow-up, typed into next (StepRenderer redraws).
  let schema = toStepSchema(descriptors, step, { values: formData }).schema;
  for (let round = 0; round <= CARRIER_NAMES.length; round += 1) {
    for (const name of Object.keys(schema.properties ?? {}))
      if (!readOnly.has(name) && Object.hasOwn(input, name)) formData[name] = input[name];
    const next = toStepSchema(descriptors, step, { values: formData }).schema;
    if (Object.keys(next.properties ?? {}).join() === Object.keys(schema.properties ?? {}).join()) break;
    schema = next;
  }
  // StepRenderer: createStepValidator(step, descriptors, { today }) is <Form>'s validator; <Form> calls validateFormData(formData, schema).
  const validator = createStepValidator(step, descriptors, { today });
  const errors = validator.validateFormData(formData, schema).errors.map((e): FieldError => ({
    target_element: (e.property ?? '').replace(/^\./, ''),
    error_message: e.message ?? '',
  }));
  return { errors, payload: json(toSavePayload(step, formData)) };
}

/** The field errors a save answered ([] for a 200). */
function serverErrors(res: LightMyRequestResponse): FieldError[] {
  if (res.statusCode === 200) return [];
  const data = res.json().data as unknown;
  // Anything but a 400 with field errors shows in the comparison, beside the input that caused it.
  if (res.statusCode !== 400 || !Array.isArray(data))
    return [{ target_element: `HTTP ${res.statusCode}`, error_message: res.body }];
  return data as FieldError[];
}

interface Outcome {
  browser: FieldError[];
  server: FieldError[];
  /** Set when the server refused only in the card vault (after validation): not a validator verdict. */
  vaultOnly?: boolean;
}

interface Harness {
  tab: string;
  /** The form_field_rules tab. */
  rulesTab: string;
  /** The names a rule set picks from. */
  names: readonly string[];
  enroll(): Promise<string>;
  /** The input generator for an enrollment's form. */
  input(id: string, today: Date): Promise<fc.Arbitrary<Record<string, unknown>>>;
  run(id: string, input: Record<string, unknown>, today: Date): Promise<Outcome>;
  /** A carrier's page the rules belong to (PUT with the rules). */
  tabs?: readonly object[];
}

// GET /get-form-fields-* per enrollment, asked again after a save (saved values become the descriptors' values).
const described = new Map<string, FieldDescriptor[]>();
const descriptorsOf = async (path: string, id: string): Promise<FieldDescriptor[]> => {
  const known = described.get(id);
  if (known) return known;
  const res = await api.get(`/get-form-fields-${path}?enrollment_id=${id}`);
  expect(res.statusCode, res.body).toBe(200);
  const list = res.json().data.result as FieldDescriptor[];
  described.set(id, list);
  return list;
};

const stepOf = (tab: keyof typeof STEP_MODULES): StepDefinition => STEP_MODULES[tab].step;
const namesOf = (step: StepDefinition) => [...Object.keys(step.fields), ...CARRIER_NAMES];
const inputOver = (step: StepDefinition, today: Date, extra: readonly string[] = CARRIER_NAMES) =>
  formInput(step, [...Object.keys(step.fields), ...extra], today, (n) => fieldDefinition(step, n));
/** Input over the step as the enrollment's rules define it: a carrier's typed field gets values of its own type. */
const inputOn = async (step: StepDefinition, path: string, id: string, today: Date) =>
  inputOver(withCarrierFields(step, await descriptorsOf(path, id)), today);

/** A step whose page sends the form's payload as the body (personal, contact, employer). */
function flatHarness(
  tab: 'primary_info' | 'contact_info' | 'employer_info',
  path: string,
  enroll: () => Promise<string>,
): Harness {
  const step = stepOf(tab);
  return {
    tab,
    rulesTab: tab,
    names: namesOf(step),
    enroll,
    input: (id, today) => inputOn(step, path, id, today),
    async run(id, input, today) {
      const form = browserForm(step, await descriptorsOf(path, id), input, today);
      const res = await api.post(`/save-${path}`, { ...form.payload, enrollment_id: id });
      return { browser: form.errors, server: serverErrors(res) };
    },
  };
}

const agreementHarness: Harness = (() => {
  const step = stepOf('agreement_info');
  const texts = new Map<string, number[]>();
  return {
    // Not eprocess: the save never reads it from the body (the server resolves the process), so a
    // rule requiring it is refused by the server whatever the browser sends.
    tab: 'agreement_info',
    rulesTab: 'agreement_info',
    names: namesOf(step).filter((n) => n !== 'eprocess'),
    enroll: () => enrollmentWithCart(app, [101]),
    input: (id, today) => inputOn(step, 'agreement-info', id, today),
    async run(id, input, today) {
      const form = browserForm(step, await descriptorsOf('agreement-info', id), input, today);
      // The page's checkboxes are all ticked (their check is the page's, agreementAcceptanceErrors on both sides).
      if (!texts.has(id))
        texts.set(
          id,
          ((await api.get(`/get-agreement-texts?enrollment_id=${id}`)).json().data.result as Array<{ id: number }>).map(
            (t) => t.id,
          ),
        );
      const res = await api.post('/save-agreement-info', {
        ...form.payload,
        enrollment_id: id,
        accepted_agreements: texts.get(id),
      });
      return { browser: form.errors, server: serverErrors(res) };
    },
  };
})();

const VAULT_FIELDS = new Set(['card_number', 'security_code', 'expiration_month', 'account_number']);

const billingHarness: Harness = (() => {
  const base = stepOf('billing_info');
  const typeOf = new Map<string, PaymentType>();
  return {
    tab: 'billing_info',
    rulesTab: 'billing_info',
    names: namesOf(base),
    enroll: () => enrollmentWithCart(app, [101]),
    async input(id, today) {
      const method = (await api.get(`/get-payment-method?enrollment_id=${id}`)).json().data.result as PaymentType;
      const step = billingStepOn(today);
      return fc
        .tuple(
          fc.constantFrom(...paymentTypeChoices(method)),
          fc.integer({ min: 1, max: 28 }),
          await inputOn(step, 'billing-info', id, today),
        )
        .map(([type, billDate, fields]) => ({ ...fields, payment_method: type, bill_date: billDate }));
    },
    async run(id, input, today) {
      const type = input.payment_method as PaymentType;
      typeOf.set(id, type);
      // BillingStepPage: the step of today's years, the descriptors narrowed to the type's section; radios outside the form.
      const step = billingStepOn(today);
      const shown = billingDescriptors(normalizeDescriptors(await descriptorsOf('billing-info', id)), {
        type,
        physicalAddress: null,
      });
      const { payment_method: _t, bill_date: billDate, ...fields } = input;
      const form = browserForm(step, shown, fields, today);
      const body: Record<string, unknown> = {
        ...form.payload,
        payment_method: type,
        bill_date: billDate,
        enrollment_id: id,
      };
      if (type === 'cc') body.is_physical_address = 'no';
      const server = serverErrors(await api.post('/save-billing-info', body));
      // The vault screens a card after validation (Luhn and brand, code, expiry): a refusal there is not the validator's.
      const p = form.payload;
      const screened =
        type === 'cc' && typeof p.card_number === 'string'
          ? screenCard(
              {
                number: p.card_number,
                // The vault checks a security code only when the form holds one (decision 0150).
                ...(p.security_code === undefined ? {} : { securityCode: String(p.security_code) }),
                expirationMonth: Number(p.expiration_month),
                expirationYear: Number(p.expiration_year),
              },
              today,
            )
          : { ok: true as const };
      const vaultOnly =
        form.errors.length === 0 && server.length === 1 && VAULT_FIELDS.has(server[0]!.target_element) && !screened.ok;
      return { browser: form.errors, server, vaultOnly };
    },
  };
})();

const beneficiaryHarness: Harness = (() => {
  const step = stepOf('beneficiary_info');
  return {
    tab: 'beneficiary_info',
    rulesTab: 'beneficiary_info',
    names: namesOf(step),
    enroll: () => enrollmentWithCart(app, [101]),
    // One beneficiary: half of the inputs give them the whole 100%, so lists get saved.
    input: async (id, today) =>
      fc
        .tuple(await inputOn(step, 'beneficiary-info', id, today), fc.boolean())
        .map(([i, whole]) => (whole ? { ...i, beneficiary_percentage: '100' } : i)),
    async run(id, input, today) {
      // BeneficiaryForm: the step's descriptors without values (adding one); the page's list rules (total 100) beside it.
      const form = browserForm(step, descriptorsFor(await descriptorsOf('beneficiary-info', id)), input, today);
      const res = await api.post('/save-beneficiary-info', { enrollment_id: id, beneficiaries: [form.payload] });
      const browser = [
        ...form.errors.map((e) => ({ ...e, target_element: `beneficiaries.0.${e.target_element}` })),
        ...beneficiaryListErrors([form.payload]),
      ];
      return { browser, server: serverErrors(res) };
    },
  };
})();

const dependentHarness: Harness = (() => {
  const step = stepOf('dependent_info');
  const ctx = { tier: 'IS', premier: false, iha: false, existingMember: false };
  return {
    tab: 'dependent_info',
    rulesTab: 'dependent_primary_info',
    names: namesOf(step),
    // Tier IS with no health plan: one spouse, no health questions per dependent.
    enroll: () => enrollmentWithCart(app, [101], { tier: 'IS' }),
    input: (id, today) => inputOn(step, 'dependent-primary-info', id, today),
    async run(id, input, today) {
      // DependentForm: the tier's relationship filled in; the page's list rules (tier, minimum) beside it.
      const form = browserForm(
        step,
        dependentDescriptors(await descriptorsOf('dependent-primary-info', id), 'spouse'),
        input,
        today,
      );
      const res = await api.post('/save-dependent-info', {
        enrollment_id: id,
        dependents: [{ primary_info: form.payload }],
      });
      const browser = [
        ...form.errors.map((e) => ({ ...e, target_element: `dependents.0.primary_info.${e.target_element}` })),
        ...dependentListErrors(ctx, [form.payload], { complete: true }),
      ];
      return { browser, server: serverErrors(res) };
    },
  };
})();

const healthHarness: Harness = (() => {
  const step = stepOf('primary_health_info');
  const questionsOf = async (id: string): Promise<HealthQuestionSet> => {
    const result = (await api.get(`/get-health-questions-primary-health-info?enrollment_id=${id}`)).json().data.result;
    return { condition_questions: result.codition_questions, medication_question: result.medication_question };
  };
  // A carrier's questions on the step (rules with definitions, follow-ups among them), as the page reads them.
  const carrierOf = async (id: string) => carrierHealthDescriptors(await descriptorsOf('primary-health-info', id));
  return {
    // Rules on the step's own fields do not apply (its questions come from the catalogue): carriers' names only.
    tab: 'primary_health_info',
    rulesTab: 'primary_health_info',
    names: CARRIER_NAMES,
    enroll: () => enrollmentWithCart(app, [191]),
    async input(id, today) {
      const carrier = withCarrierFields(step, await carrierOf(id));
      return fc
        .tuple(
          healthInput(await questionsOf(id), today),
          inputOver(carrier, today, CARRIER_NAMES).map((i) => pick(i, CARRIER_NAMES)),
        )
        .map(([answers, extra]) => ({ ...answers, ...extra }));
    },
    async run(id, input, today) {
      const form = browserForm(
        step,
        healthStepDescriptors(await questionsOf(id), null, await carrierOf(id)),
        input,
        today,
      );
      // HealthStepPage's saveHealthInfo: the payload with the answers normalised.
      const res = await api.post('/save-primary-health-info', {
        ...form.payload,
        ...toHealthPayload(form.payload),
        enrollment_id: id,
      });
      return { browser: form.errors, server: serverErrors(res) };
    },
  };
})();

const pick = (input: Record<string, unknown>, names: readonly string[]) =>
  Object.fromEntries(Object.entries(input).filter(([k]) => names.includes(k)));

const customHarness: Harness = (() => {
  const TAB = 'custom_property_test';
  const step = customStep(TAB);
  const descriptorsOfTab = async (id: string): Promise<FieldDescriptor[]> => {
    const known = described.get(id);
    if (known) return known;
    const res = await api.get(`/get-form-fields-custom?tab=${TAB}&enrollment_id=${id}`);
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json().data.result as FieldDescriptor[];
    described.set(id, list);
    return list;
  };
  return {
    // A carrier's whole page: only carriers' fields, read and saved through the generic calls.
    tab: TAB,
    rulesTab: TAB,
    names: CARRIER_NAMES,
    tabs: [{ tab: TAB, title: 'Property questions', sort: 4, required: true, scope: 'default' }],
    enroll: () => enrollmentWithCart(app, [101]),
    async input(id, today) {
      const carrier = withCarrierFields(step, await descriptorsOfTab(id));
      return inputOver(carrier, today, CARRIER_NAMES).map((i) => pick(i, CARRIER_NAMES));
    },
    async run(id, input, today) {
      const form = browserForm(step, await descriptorsOfTab(id), input, today);
      const res = await api.post('/save-custom-step', { ...form.payload, tab: TAB, enrollment_id: id });
      return { browser: form.errors, server: serverErrors(res) };
    },
  };
})();

const dependentHealthHarness: Harness = (() => {
  const step = stepOf('dependent_info');
  const ctx = { tier: 'IS', premier: false, iha: false, existingMember: false };
  const questionsOf = async (id: string): Promise<HealthQuestionSet> => {
    const result = (await api.get(`/get-health-questions-dependent-info?enrollment_id=${id}`)).json().data.result;
    return { condition_questions: result.codition_questions, medication_question: result.medication_question };
  };
  const healthNames = new Set(Object.keys(stepOf('primary_health_info').fields));
  return {
    tab: 'dependent_info with health questions',
    rulesTab: 'dependent_primary_info',
    names: namesOf(step),
    // Tier IS with a plan that asks health questions (191): the spouse answers them in the same form.
    enroll: () => enrollmentWithCart(app, [191], { tier: 'IS' }),
    async input(id, today) {
      return fc
        .tuple(await inputOn(step, 'dependent-primary-info', id, today), healthInput(await questionsOf(id), today))
        .map(([own, health]) => ({ ...own, ...health }));
    },
    async run(id, input, today) {
      // PeopleDependents: the dependent's descriptors and the health step's in one form (dependentHealthStep).
      const descriptors = [
        ...dependentDescriptors(await descriptorsOf('dependent-primary-info', id), 'spouse'),
        ...dependentHealthDescriptors(await questionsOf(id), undefined),
      ];
      const form = browserForm(dependentHealthStep, descriptors, input, today);
      const dependent = splitDependentPayload(form.payload, true);
      const res = await api.post('/save-dependent-info', { enrollment_id: id, dependents: [dependent] });
      const half = (target: string) => (healthNames.has(target.split('.')[0]!) ? 'health_info' : 'primary_info');
      const browser = [
        ...form.errors.map((e) => ({
          ...e,
          target_element: `dependents.0.${half(e.target_element)}.${e.target_element}`,
        })),
        ...dependentListErrors(ctx, [dependent.primary_info], { complete: true }),
      ];
      return { browser, server: serverErrors(res) };
    },
  };
})();

const HARNESSES: Harness[] = [
  flatHarness('primary_info', 'personal-info', () => enrollmentWithCart(app, [131])),
  flatHarness('contact_info', 'contact-info', () => enrollmentWithCart(app, [133])),
  flatHarness('employer_info', 'employer-info', () =>
    enrollmentWithCart(app, [125], { groupId: 2001, eprocess: 'group', type: 'new-group-member' }),
  ),
  beneficiaryHarness,
  healthHarness,
  dependentHarness,
  dependentHealthHarness,
  billingHarness,
  agreementHarness,
  customHarness,
];

describe.each(HARNESSES.map((h) => ({ h, tab: h.tab })))(
  '$tab: the browser validator and the save route agree',
  ({ h }) => {
    it(`for ${RULE_SETS} random rule sets x ${INPUTS} random inputs`, async () => {
      const today = new Date();
      let cases = 0;
      let accepted = 0;
      await fc.assert(
        fc.asyncProperty(
          ruleSet(h.rulesTab, h.names),
          fc.integer({ min: 0, max: 2 ** 31 - 1 }),
          async (rules, inputSeed) => {
            await putRules(h.rulesTab, rules, h.tabs);
            const id = await h.enroll();
            // The inputs of one rule set come from their own seed: the rule set is what shrinks.
            const inputs = fc.sample(await h.input(id, today), { numRuns: INPUTS, seed: inputSeed });
            for (const raw of inputs) {
              const input = json(raw);
              const { browser, server, vaultOnly } = await h.run(id, input, today);
              cases += 1;
              if (server.length === 0 || vaultOnly) described.delete(id);
              if (vaultOnly) continue;
              if (server.length === 0) accepted += 1;
              expect(sortErrors(browser), `input ${JSON.stringify(input)}`).toEqual(sortErrors(server));
            }
          },
        ),
        { numRuns: RULE_SETS, seed: SEED, endOnFailure: true },
      );
      console.info(`${h.tab}: ${cases} cases, ${accepted} saved`);
      expect(cases).toBe(RULE_SETS * INPUTS);
      // Both verdicts come up.
      expect(accepted).toBeGreaterThan(0);
      expect(accepted).toBeLessThan(cases);
    }, 600_000);
  },
);
