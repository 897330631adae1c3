import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/build-app';
import { putRules, TEST_ADMIN_TOKEN, type TestRule, type TestTab } from '../helpers/carrier-rules';
import { withAnswer, yesStandard, allNo } from '../helpers/health';
import { provenClient } from '../helpers/proven-session';
import { PERSON } from '../helpers/review';
import { enrollmentWithCart, errorMap, OPEN_SESSION, wizardClient, type WizardClient } from '../helpers/wizard';

/**
 * Health answers as expression variables (issue 29, docs/decisions/0301-health-answers-as-variables.md):
 * a later page reads the health step's Yes/No answers — a catalogue question as
 * `primary_health_info.question_<id>`, a carrier's yes_no question by its name — through the same
 * `definition.context`, which carries 'yes'/'no' and nothing else of the health document, and only to a
 * session that proves the enrollment. Publish knows these names and refuses any other health answer.
 * And a carrier page reads the personal step's height and weight for a calculated BMI with its check.
 */

let app: FastifyInstance;
let api: WizardClient;
const PLAN = 191; // asks the health questions
const TAB = 'custom_medical_history';
const auth = { authorization: `Bearer ${TEST_ADMIN_TOKEN}` };
const OVER_40_AND_YES = {
  and: [{ '>': [{ var: 'applicant.age' }, 40] }, { '===': [{ var: 'primary_health_info.question_141' }, 'yes'] }],
};
const BMI = {
  round: [
    {
      '/': [
        { '*': [703, { var: 'primary_info.weight' }] },
        {
          '*': [
            { '+': [{ '*': [12, { var: 'primary_info.height_feet' }] }, { var: 'primary_info.height_inch' }] },
            { '+': [{ '*': [12, { var: 'primary_info.height_feet' }] }, { var: 'primary_info.height_inch' }] },
          ],
        },
      ],
    },
    1,
  ],
};
const text = (label: string, extra: object = {}) => ({ label, widget: 'text', schema: { type: 'string' }, ...extra });

const RULES: TestRule[] = [
  // The personal step asks height and weight (its own fields, asked when a rule requires them).
  ...['weight', 'height_feet', 'height_inch'].map((field_name) => ({
    tab: 'primary_info',
    field_name,
    required: true,
    scope: 'plan',
    scope_id: PLAN,
  })),
  {
    tab: 'primary_health_info',
    field_name: 'tobacco',
    required: true,
    scope: 'plan',
    scope_id: PLAN,
    definition: { label: 'Do you use tobacco?', widget: 'yes_no', schema: { type: 'string' } },
  },
  {
    tab: 'primary_health_info',
    field_name: 'tobacco_kind',
    scope: 'plan',
    scope_id: PLAN,
    definition: text('What kind?', { when: { field: 'tobacco', equals: 'yes' } }),
  },
  {
    tab: TAB,
    field_name: 'physicians_heading',
    sort: 1,
    definition: {
      label: 'Physicians seen',
      widget: 'heading',
      schema: { type: 'string' },
      visible_if: OVER_40_AND_YES,
    },
  },
  { tab: TAB, field_name: 'physician', required: true, sort: 2, definition: text('Physician') },
  {
    tab: TAB,
    field_name: 'bmi_heading',
    sort: 3,
    definition: { label: 'BMI', widget: 'heading', schema: { type: 'string' } },
  },
  {
    tab: TAB,
    field_name: 'bmi',
    sort: 4,
    definition: {
      label: 'BMI',
      widget: 'number',
      schema: { type: 'number' },
      calculate: BMI,
      checks: [{ test: { '<': [{ var: 'bmi' }, 45] }, message: 'BMI must be below 45 to apply online' }],
    },
  },
  {
    tab: TAB,
    field_name: 'tobacco_since',
    required: true,
    sort: 5,
    definition: text('Tobacco since', { visible_if: { '===': [{ var: 'primary_health_info.tobacco' }, 'yes'] } }),
  },
];

const SMOKER_PAGE = { tab: 'custom_smoker', title: 'Tobacco', sort: 7, required: true, scope: 'plan', scope_id: PLAN };
const pageContext = async (client: WizardClient, id: string) =>
  (
    (await client.get(`/get-dynamic-tabs?enrollment_id=${id}`)).json().data.result as Array<{
      tab_name: string;
      context?: Record<string, unknown>;
    }>
  ).find((t) => t.tab_name === 'custom_smoker')?.context;

const put = (rules: TestRule[]) =>
  app.inject({ method: 'PUT', url: '/api/v1/admin/form-field-rules', payload: { rules }, headers: auth });
const messages = (res: { json: () => { data?: Array<{ target_element: string; error_message: string }> } }) =>
  (res.json().data ?? []).map((e) => `${e.target_element}: ${e.error_message}`);
type Described = Array<{ field_name: string; value: unknown; definition?: { context?: Record<string, unknown> } }>;
const described = async (client: WizardClient, id: string) =>
  (await client.get(`/get-form-fields-custom?enrollment_id=${id}&tab=${TAB}`)).json().data.result as Described;

/** An enrollment for plan 191 born in `dob`, its personal step (height 5'10", `weight`) and health step saved. */
async function answered(dob: string, weight: string, health: object): Promise<{ id: string; client: WizardClient }> {
  const id = await enrollmentWithCart(app, [PLAN], { dob });
  const client = provenClient(app, id);
  const personal = await client.post('/save-personal-info', {
    enrollment_id: id,
    ...PERSON,
    weight,
    height_feet: '5',
    height_inch: '10',
  });
  expect(personal.statusCode, personal.body).toBe(200);
  const res = await client.post('/save-primary-health-info', { enrollment_id: id, ...health });
  expect(res.statusCode, res.body).toBe(200);
  return { id, client };
}

beforeAll(async () => {
  app = await buildTestApp({ adminToken: TEST_ADMIN_TOKEN });
  api = wizardClient(app, app.issueSession(OPEN_SESSION));
  await putRules(app, {
    rules: RULES,
    tabs: [
      { tab: TAB, title: 'Medical history', sort: 7, required: true, scope: 'plan', scope_id: PLAN },
      { ...SMOKER_PAGE, visible_if: { '===': [{ var: 'primary_health_info.tobacco' }, 'yes'] } } as TestTab,
    ],
  });
});
afterAll(async () => app.close());

describe("a later page reads the health step's Yes/No answers", () => {
  it('over 40 with Yes to question 141: the section is asked; the context holds yes/no only', async () => {
    const { id, client } = await answered('1970-01-01', '160', {
      ...withAnswer(0, yesStandard),
      notes: 'Seen yearly',
      tobacco: 'yes',
      tobacco_kind: 'Cigars',
    });
    const fields = await described(client, id);
    expect(fields.find((f) => f.field_name === 'physicians_heading')?.definition?.context).toEqual({
      'applicant.age': expect.any(Number),
      'primary_health_info.question_141': 'yes',
    });
    expect(fields.find((f) => f.field_name === 'tobacco_since')?.definition?.context).toEqual({
      'primary_health_info.tobacco': 'yes',
    });
    // A page's condition on a health answer: its context too, and null for a session not proving the enrollment.
    expect(await pageContext(client, id)).toEqual({ 'primary_health_info.tobacco': 'yes' });
    expect(await pageContext(api, id)).toEqual({ 'primary_health_info.tobacco': null });
    const body = JSON.stringify(fields);
    for (const secret of ['Hypertension', 'Seen yearly', 'Cigars']) expect(body).not.toContain(secret);
    const res = await client.post('/save-custom-step', { enrollment_id: id, tab: TAB });
    expect(res.statusCode).toBe(400);
    expect(errorMap(res)).toEqual({ physician: 'Field is required', tobacco_since: 'Field is required' });
  });

  it('No to question 141, or 40 and under: the section is not asked; a session not proving the enrollment gets null', async () => {
    const no = await answered('1970-01-01', '160', { ...allNo(), tobacco: 'no' });
    const saved = await no.client.post('/save-custom-step', { enrollment_id: no.id, tab: TAB, physician: 'forged' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await described(no.client, no.id)).find((f) => f.field_name === 'physician')?.value).toBeNull();

    const young = await answered('1995-01-01', '160', { ...withAnswer(0, yesStandard), tobacco: 'no' });
    expect((await young.client.post('/save-custom-step', { enrollment_id: young.id, tab: TAB })).statusCode).toBe(200);
    // The id alone (a session that does not prove the enrollment) reads no health answer.
    const heading = (await described(api, young.id)).find((f) => f.field_name === 'physicians_heading');
    expect(heading?.definition?.context?.['primary_health_info.question_141']).toBeNull();
  });
});

describe('a calculated BMI from the personal step', () => {
  it('is recomputed from the saved height and weight whatever the body says, and its check refuses', async () => {
    const heavy = await answered('1995-01-01', '330', { ...allNo(), tobacco: 'no' });
    const res = await heavy.client.post('/save-custom-step', { enrollment_id: heavy.id, tab: TAB, bmi: 22 });
    expect(res.statusCode).toBe(400);
    expect(errorMap(res)).toEqual({ bmi: 'BMI must be below 45 to apply online' });
    const fine = await answered('1995-01-01', '160', { ...allNo(), tobacco: 'no' });
    const ok = await fine.client.post('/save-custom-step', { enrollment_id: fine.id, tab: TAB, bmi: 99 });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await described(fine.client, fine.id)).find((f) => f.field_name === 'bmi')?.value).toBe(23);
  });
});

describe('publish knows the health variables', () => {
  it("refuses a health page's own field reading a catalogue answer (a variable of later pages only)", async () => {
    const res = await put([
      {
        tab: 'primary_health_info',
        field_name: 'tobacco_kind',
        scope: 'plan',
        scope_id: PLAN,
        definition: text('What kind?', { visible_if: { '===': [{ var: 'question_141' }, 'yes'] } }),
      },
    ]);
    expect(res.statusCode).toBe(400);
    expect(messages(res)).toEqual([
      'rules[0].definition.visible_if: primary_health_info.tobacco_kind visible_if: primary_health_info has no field question_141',
    ]);
  });

  it('refuses an unknown question, an impossible answer and a health answer that is not a Yes/No question', async () => {
    const page = (visible_if: unknown): TestRule => ({
      tab: TAB,
      field_name: 'tobacco_since',
      sort: 5,
      definition: text('Tobacco since', { visible_if }),
    });
    const res = await put([
      page({
        and: [
          { '===': [{ var: 'primary_health_info.question_999' }, 'yes'] },
          { '===': [{ var: 'primary_health_info.question_141' }, 1] },
          { '===': [{ var: 'primary_health_info.tobacco_kind' }, 'Cigars'] },
          { '!!': [{ var: 'primary_health_info.notes' }] },
        ],
      }),
    ]);
    expect(res.statusCode).toBe(400);
    expect(messages(res)).toEqual([
      'rules[0].definition.visible_if: custom_medical_history.tobacco_since visible_if: primary_health_info has no field question_999',
      "rules[0].definition.visible_if: custom_medical_history.tobacco_since visible_if: primary_health_info.tobacco_kind is a health answer; only the step's Yes/No questions can be read",
      'rules[0].definition.visible_if: custom_medical_history.tobacco_since visible_if: primary_health_info has no field notes',
      'rules[0].definition.visible_if: custom_medical_history.tobacco_since visible_if: primary_health_info.question_141 is never 1; its values are "yes", "no"',
    ]);
  });
});
