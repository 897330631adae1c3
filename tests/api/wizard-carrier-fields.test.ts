import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '../../schemas/messages';
import { STEP_MODULES, rulesTabOf, type StepTabName } from '../../schemas/steps';
import { CARD, EFT } from '../helpers/billing-bodies';
import { buildTestApp } from '../helpers/build-app';
import { addRules, TEST_ADMIN_TOKEN } from '../helpers/carrier-rules';
import { provenClient } from '../helpers/proven-session';
import { enrollmentWithCart, errorMap, OPEN_SESSION, wizardClient, type WizardClient } from '../helpers/wizard';

/**
 * Every step honours its descriptors. A carrier's required field (a name no step
 * module knows) is refused when missing and saved when given, on every step that reads rules.
 */

let app: FastifyInstance;
let api: WizardClient;
const PLAN = 101;
const FIELD = 'carrier_extra_ref';
const SIGNATURE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

interface StepCase {
  /** The save call and its body without the carrier field. */
  save: string;
  body: (id: string) => Promise<Record<string, unknown>>;
  /** Puts the carrier value into the body. */
  withField: (body: Record<string, unknown>, value: string) => Record<string, unknown>;
  /** The error target the missing field answers. */
  target: string;
  tier?: 'IF';
}

const flat = (body: Record<string, unknown>, value: string) => ({ ...body, [FIELD]: value });
const requiredAgreements = async (id: string) =>
  (
    (await api.get(`/get-agreement-texts?enrollment_id=${id}`)).json().data.result as Array<{
      id: number;
      text_required: boolean;
    }>
  )
    .filter((t) => t.text_required)
    .map((t) => t.id);

/** Every question answered No: the health step's own answers, complete. */
const healthAnswers = async (id: string) => {
  const result = (await api.get(`/get-health-questions-primary-health-info?enrollment_id=${id}`)).json().data
    .result as {
    codition_questions: Array<{ question_id: number }>;
    medication_question: { question_id: number } | null;
  };
  return {
    condition_questions: result.codition_questions.map((q) => ({
      question_id: q.question_id,
      yes_no_flag: 0,
      conditions: [],
    })),
    ...(result.medication_question
      ? {
          medication_question: { question_id: result.medication_question.question_id, yes_no_flag: 0, medications: [] },
        }
      : {}),
  };
};

/** One case per step module: each reads form_field_rules (health: a carrier's questions beside the catalogue's). */
const CASES: Record<StepTabName, StepCase[]> = {
  primary_info: [
    {
      save: '/save-personal-info',
      body: async () => ({ first_name: 'Ana', last_name: 'Diaz', marital_status: '1', ssn: '123456789' }),
      withField: flat,
      target: FIELD,
    },
  ],
  contact_info: [
    {
      save: '/save-contact-info',
      body: async () => ({
        address1: '1 Main St',
        city: 'Atlanta',
        state: 'GA',
        zip: '30301',
        phone_number: '(404) 555-0101',
        email_address: 'ana@mail.com',
        with_validation: 1,
      }),
      withField: flat,
      target: FIELD,
    },
  ],
  employer_info: [
    {
      save: '/save-employer-info',
      body: async () => ({
        name: 'Acme',
        phone: '4045550100',
        address1: '1 Main',
        city: 'Atlanta',
        state: 'GA',
        zip: '30301',
        average_work_week: '40',
        employment_start_date: '01/02/2020',
        occupation: 'Welder',
        compensation_type: 'G20',
        employment_status: 'A',
      }),
      withField: flat,
      target: FIELD,
    },
  ],
  beneficiary_info: [
    {
      save: '/save-beneficiary-info',
      body: async () => ({
        beneficiaries: [
          {
            first_name: 'Sam',
            last_name: 'Lee',
            birthdate: '02/03/2001',
            ssn: '321-54-9876',
            relationship: 'Child',
            beneficiary_percentage: '60',
          },
          {
            first_name: 'Kim',
            last_name: 'Lee',
            birthdate: '02/03/2003',
            ssn: '321-54-9877',
            relationship: 'Child',
            beneficiary_percentage: '40',
          },
        ],
      }),
      withField: (body, value) => ({
        beneficiaries: (body.beneficiaries as object[]).map((b) => ({ ...b, [FIELD]: value })),
      }),
      target: `beneficiaries.1.${FIELD}`,
    },
  ],
  dependent_info: [
    {
      save: '/save-dependent-info',
      tier: 'IF' as const,
      body: async () => ({
        dependents: [
          {
            primary_info: {
              first_name: 'Ann',
              last_name: 'Lee',
              birthdate: '02/03/1992',
              ssn: '401-22-3333',
              relationship: 'spouse',
              gender: '1',
            },
          },
          {
            primary_info: {
              first_name: 'Kid',
              last_name: 'Lee',
              birthdate: '02/03/2012',
              ssn: '401-22-3334',
              relationship: 'child',
              gender: '0',
            },
          },
        ],
      }),
      withField: (body, value) => ({
        dependents: (body.dependents as Array<{ primary_info: object }>).map((d) => ({
          ...d,
          primary_info: { ...d.primary_info, [FIELD]: value },
        })),
      }),
      target: `dependents.1.primary_info.${FIELD}`,
    },
  ],
  primary_health_info: [{ save: '/save-primary-health-info', body: healthAnswers, withField: flat, target: FIELD }],
  billing_info: [
    {
      save: '/save-billing-info',
      body: async () => ({ ...EFT }),
      withField: flat,
      target: FIELD,
    },
    {
      save: '/save-billing-info',
      body: async () => ({ ...CARD }),
      withField: flat,
      target: FIELD,
    },
  ],
  agreement_info: [
    {
      save: '/save-agreement-info',
      body: async (id) => ({ accepted_agreements: await requiredAgreements(id), signature: SIGNATURE }),
      withField: flat,
      target: FIELD,
    },
  ],
};

const RULE_TABS = (Object.keys(CASES) as Array<keyof typeof CASES>).map((tab) => rulesTabOf(tab));

beforeAll(async () => {
  app = await buildTestApp({ adminToken: TEST_ADMIN_TOKEN });
  api = wizardClient(app, app.issueSession(OPEN_SESSION));
  for (const tab of RULE_TABS)
    await addRules(app, tab, [{ tab, field_name: FIELD, required: true, sort: 90, scope: 'plan', scope_id: PLAN }]);
});
afterAll(async () => app.close());

describe('a carrier-required field on every step', () => {
  it('covers every step module', () => {
    expect(new Set(Object.keys(CASES))).toEqual(new Set(Object.keys(STEP_MODULES)));
  });

  for (const [tab, cases] of Object.entries(CASES)) {
    cases.forEach((c, i) => {
      it(`${tab}${cases.length > 1 ? ` (${i + 1})` : ''}: refused when missing, saved when given`, async () => {
        const id = await enrollmentWithCart(app, [PLAN], c.tier ? { tier: c.tier } : {});
        const body = await c.body(id);
        const missing = await api.post(c.save, { enrollment_id: id, ...body });
        expect(missing.statusCode, missing.body).toBe(400);
        expect(errorMap(missing)[c.target], missing.body).toBe(MESSAGES.fieldRequired);
        const ok = await api.post(c.save, { enrollment_id: id, ...c.withField(body, 'CARRIER-7') });
        expect(ok.statusCode, ok.body).toBe(200);
        const column = ok.json().data.saved_tab as string;
        // Health answers are read back only by a session that proves the enrollment.
        const temp = JSON.stringify(
          (await provenClient(app, id).get(`/get-enrollment-temp-info?enrollment_id=${id}&column=${column}`)).json()
            .data.result,
        );
        expect(temp).toContain('CARRIER-7');
      });
    });
  }
});

describe("a carrier's health question with a follow-up", () => {
  const TAB = 'primary_health_info';
  beforeAll(async () => {
    await addRules(app, TAB, [
      {
        tab: TAB,
        field_name: 'tobacco',
        required: true,
        sort: 91,
        scope: 'plan',
        scope_id: PLAN,
        definition: {
          label: 'Have you used tobacco in the last 12 months?',
          widget: 'yes_no',
          schema: { type: 'string' },
        },
      },
      {
        tab: TAB,
        field_name: 'packs_a_week',
        required: true,
        sort: 92,
        scope: 'plan',
        scope_id: PLAN,
        definition: {
          label: 'Packs a week',
          widget: 'number',
          schema: { type: 'integer', minimum: 1, maximum: 50 },
          when: { field: 'tobacco', equals: 'yes' },
        },
      },
    ]);
  });

  it('is described, required, asks its follow-up only on Yes, and is saved with the answers', async () => {
    const id = await enrollmentWithCart(app, [PLAN]);
    const described = (await api.get(`/get-form-fields-primary-health-info?enrollment_id=${id}`)).json().data
      .result as Array<{ field_name: string; definition?: { when?: unknown } }>;
    expect(described.map((d) => d.field_name)).toEqual(expect.arrayContaining(['tobacco', 'packs_a_week']));
    expect(described.find((d) => d.field_name === 'packs_a_week')?.definition?.when).toEqual({
      field: 'tobacco',
      equals: 'yes',
    });
    const base = { enrollment_id: id, ...(await healthAnswers(id)), [FIELD]: 'X-1' };
    const save = (extra: Record<string, unknown>) => api.post('/save-primary-health-info', { ...base, ...extra });
    expect(errorMap(await save({}))).toMatchObject({ tobacco: MESSAGES.fieldRequired });
    expect((await save({ tobacco: 'no' })).statusCode).toBe(200);
    expect(errorMap(await save({ tobacco: 'yes' }))).toEqual({ packs_a_week: MESSAGES.fieldRequired });
    expect(Object.keys(errorMap(await save({ tobacco: 'yes', packs_a_week: 80 })))).toEqual(['packs_a_week']);
    // No: a follow-up sent anyway is not asked, not checked and not kept.
    expect((await save({ tobacco: 'no', packs_a_week: 80 })).statusCode).toBe(200);
    const proven = provenClient(app, id);
    let again = (await proven.get(`/get-form-fields-primary-health-info?enrollment_id=${id}`)).json().data
      .result as Array<{ field_name: string; value: unknown }>;
    expect(again.find((d) => d.field_name === 'tobacco')?.value).toBe('no');
    expect(again.find((d) => d.field_name === 'packs_a_week')?.value).toBeNull();
    expect((await save({ tobacco: 'yes', packs_a_week: 3 })).statusCode).toBe(200);
    again = (await proven.get(`/get-form-fields-primary-health-info?enrollment_id=${id}`)).json().data.result as Array<{
      field_name: string;
      value: unknown;
    }>;
    expect(again.find((d) => d.field_name === 'packs_a_week')?.value).toBe(3);
  });

  it('gives the review its definitions by tab (get-carrier-fields), only where the cart matches', async () => {
    const id = await enrollmentWithCart(app, [PLAN]);
    const result = (await api.get(`/get-carrier-fields?enrollment_id=${id}`)).json().data.result as Record<
      string,
      Record<string, { label: string }>
    >;
    expect(result.primary_health_info?.tobacco?.label).toBe('Have you used tobacco in the last 12 months?');
    expect(result.primary_health_info?.packs_a_week?.label).toBe('Packs a week');
    const other = await enrollmentWithCart(app, [131]);
    expect(
      (await api.get(`/get-carrier-fields?enrollment_id=${other}`)).json().data.result.primary_health_info,
    ).toBeUndefined();
  });

  it('refuses a follow-up that names itself, with a field error on the part', async () => {
    const res = await app.inject({
      method: 'PUT',
      url: '/api/v1/admin/form-field-rules',
      headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}` },
      payload: {
        rules: [
          {
            tab: TAB,
            field_name: 'loop',
            required: false,
            read_only: false,
            visible: true,
            sort: 1,
            scope: 'default',
            definition: {
              label: 'Loop',
              widget: 'text',
              schema: { type: 'string' },
              when: { field: 'loop', equals: 'x' },
            },
          },
        ],
      },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(errorMap(res))).toContain('rules[0].definition.when.field');
  });
});
