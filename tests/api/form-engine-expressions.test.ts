import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../helpers/build-app';
import { putRules, rulesOf, TEST_ADMIN_TOKEN, type TestRule } from '../helpers/carrier-rules';
import { enrollmentWithCart, errorMap, OPEN_SESSION, wizardClient, type WizardClient } from '../helpers/wizard';

/**
 * The form engine's expressions (issue 29, docs/decisions/0220-expressions.md) through the API:
 * publish and PUT refuse an expression naming an unknown field, comparing with a value no option
 * has, or leaving a required field never askable, each saying where; a calculated value is the
 * server's whatever the body says; conditions read another tab's saved answers and the cart.
 */

let app: FastifyInstance;
let api: WizardClient;
const PLAN = 101;
const TAB = 'custom_medical_history';
const auth = { authorization: `Bearer ${TEST_ADMIN_TOKEN}` };

const number = (label: string, extra: Record<string, unknown> = {}) => ({
  label,
  widget: 'number',
  schema: { type: 'number', minimum: 0, maximum: 2000 },
  ...extra,
});

const MEDICAL: TestRule[] = [
  { tab: TAB, field_name: 'height_in', required: true, sort: 1, definition: number('Height (inches)') },
  { tab: TAB, field_name: 'weight_lb', required: true, sort: 2, definition: number('Weight (pounds)') },
  {
    tab: TAB,
    field_name: 'bmi',
    sort: 3,
    definition: number('BMI', {
      calculate: {
        round: [
          { '/': [{ '*': [703, { var: 'weight_lb' }] }, { '*': [{ var: 'height_in' }, { var: 'height_in' }] }] },
          1,
        ],
      },
      checks: [{ test: { '<': [{ var: 'bmi' }, 45] }, message: 'BMI must be below 45 to apply online' }],
    }),
  },
  {
    tab: TAB,
    field_name: 'replacing',
    required: true,
    sort: 4,
    definition: { label: 'Replacing coverage?', widget: 'yes_no', schema: { type: 'string' } },
  },
  {
    tab: TAB,
    field_name: 'prior_carrier',
    sort: 5,
    definition: {
      label: 'Prior carrier',
      widget: 'text',
      schema: { type: 'string' },
      required_if: { '===': [{ var: 'replacing' }, 'yes'] },
      visible_if: { '!==': [{ var: 'replacing' }, 'no'] },
    },
  },
  {
    tab: TAB,
    field_name: 'plan_note',
    sort: 6,
    definition: {
      label: 'Note for plan 101',
      widget: 'text',
      schema: { type: 'string' },
      visible_if: {
        and: [{ in: [PLAN, { var: 'cart.plans' }] }, { '===': [{ var: 'employer_info.employment_status' }, 'C'] }],
      },
      required_if: true,
    },
  },
];

async function put(rules: TestRule[]) {
  return app.inject({
    method: 'PUT',
    url: '/api/v1/admin/form-field-rules',
    payload: { rules, replace_tabs: [TAB] },
    headers: auth,
  });
}

async function publish() {
  return app.inject({
    method: 'POST',
    url: '/api/v1/admin/form-field-rules/publish',
    payload: { note: 't' },
    headers: auth,
  });
}

const messages = (res: { json: () => { data?: Array<{ target_element: string; error_message: string }> } }) =>
  (res.json().data ?? []).map((e) => `${e.target_element}: ${e.error_message}`);

beforeAll(async () => {
  app = await buildTestApp({ adminToken: TEST_ADMIN_TOKEN });
  api = wizardClient(app, app.issueSession(OPEN_SESSION));
  const employer = await rulesOf(app, 'employer_info');
  await putRules(app, {
    rules: [...employer, ...MEDICAL],
    tabs: [{ tab: TAB, title: 'Medical history', sort: 6, required: true, scope: 'plan', scope_id: PLAN }],
  });
});
afterAll(async () => app.close());

describe('publish and PUT refuse expressions that cannot work, saying where', () => {
  it('a variable naming a field the page lacks', async () => {
    const bad = MEDICAL.map((r) =>
      r.field_name === 'bmi' ? { ...r, definition: { ...r.definition, calculate: { var: 'weight_kg' } } } : r,
    );
    const res = await put(bad);
    expect(res.statusCode).toBe(400);
    expect(messages(res)).toEqual([
      `rules[2].definition.calculate: ${TAB}.bmi calculate: ${TAB} has no field weight_kg`,
    ]);
  });

  it('a comparison with a value no option has (employment_status "COBRA", the real value is "C")', async () => {
    const bad = MEDICAL.map((r) =>
      r.field_name === 'plan_note'
        ? {
            ...r,
            definition: {
              ...r.definition,
              visible_if: { '==': [{ var: 'employer_info.employment_status' }, 'COBRA'] },
            },
          }
        : r,
    );
    const res = await put(bad);
    expect(res.statusCode).toBe(400);
    expect(messages(res)).toEqual([
      `rules[5].definition.visible_if: ${TAB}.plan_note visible_if: employer_info.employment_status is never "COBRA"; its values are "A", "C", "R"`,
    ]);
  });

  it('a required field that can never be asked (its question is hidden)', async () => {
    const bad = MEDICAL.map((r) =>
      r.field_name === 'replacing'
        ? { ...r, visible: false }
        : r.field_name === 'prior_carrier'
          ? { ...r, required: true, definition: { ...r.definition, when: { field: 'replacing', equals: 'yes' } } }
          : r,
    );
    const res = await put(bad);
    expect(res.statusCode).toBe(400);
    expect(messages(res)).toEqual([
      `rules[4].definition.visible_if: ${TAB}.prior_carrier is required but can never be asked: replacing is hidden`,
    ]);
  });

  it('an operator outside the admitted set (no method calls)', async () => {
    const bad = MEDICAL.map((r) =>
      r.field_name === 'bmi'
        ? { ...r, definition: { ...r.definition, calculate: { method: ['x', 'constructor'] } } }
        : r,
    );
    const res = await put(bad);
    expect(res.statusCode).toBe(400);
    expect(messages(res)[0]).toMatch(/^rules\[2\]\.definition\.calculate\.method: Unknown operator method/);
  });

  it('publish refuses a draft with a dangling variable that reached it before the check (the draft of another tab changed)', async () => {
    // The draft's employer tab loses employment_status's options? It cannot; instead the medical tab
    // is written with a good expression, then the tab it reads is emptied with replace_tabs.
    const other = 'custom_other_questions';
    const reader: TestRule = {
      tab: TAB,
      field_name: 'reads_other',
      sort: 9,
      definition: {
        label: 'Reads',
        widget: 'text',
        schema: { type: 'string' },
        visible_if: { '!!': [{ var: `${other}.answer` }] },
      },
    };
    const answer: TestRule = {
      tab: other,
      field_name: 'answer',
      sort: 1,
      definition: { label: 'A', widget: 'text', schema: { type: 'string' } },
    };
    const first = await app.inject({
      method: 'PUT',
      url: '/api/v1/admin/form-field-rules',
      payload: { rules: [...MEDICAL, reader, answer], replace_tabs: [TAB, other] },
      headers: auth,
    });
    expect(first.statusCode).toBe(200);
    const emptied = await app.inject({
      method: 'PUT',
      url: '/api/v1/admin/form-field-rules',
      payload: { rules: [], replace_tabs: [other] },
      headers: auth,
    });
    expect(emptied.statusCode).toBe(200);
    const res = await publish();
    expect(res.statusCode).toBe(400);
    expect(messages(res)).toEqual([
      `${TAB}.reads_other.visible_if: ${TAB}.reads_other visible_if: ${other} has no field answer`,
    ]);
    // Put the good rules back for the tests below: the draft is then what is live again, and an
    // unchanged draft is refused as nothing to publish (409, decision 0240).
    expect((await put(MEDICAL)).statusCode).toBe(200);
    expect([200, 409]).toContain((await publish()).statusCode);
  });
});

describe('the save evaluates the expressions itself', () => {
  it("a calculated value sent forged in the body is replaced by the server's, and its check refuses", async () => {
    const id = await enrollmentWithCart(app, [PLAN]);
    const base = { enrollment_id: id, tab: TAB, height_in: 70, weight_lb: 160, replacing: 'no' };
    const ok = await api.post('/save-custom-step', { ...base, bmi: 12 });
    expect(ok.statusCode).toBe(200);
    const fields = (await api.get(`/get-form-fields-custom?enrollment_id=${id}&tab=${TAB}`)).json().data
      .result as Array<{
      field_name: string;
      value: unknown;
    }>;
    expect(fields.find((f) => f.field_name === 'bmi')?.value).toBe(23);
    const heavy = await api.post('/save-custom-step', { ...base, weight_lb: 330, bmi: 20 });
    expect(heavy.statusCode).toBe(400);
    expect(errorMap(heavy)).toEqual({ bmi: 'BMI must be below 45 to apply online' });
  });

  it('required_if and visible_if on the same page', async () => {
    const id = await enrollmentWithCart(app, [PLAN]);
    const res = await api.post('/save-custom-step', {
      enrollment_id: id,
      tab: TAB,
      height_in: 70,
      weight_lb: 160,
      replacing: 'yes',
    });
    expect(res.statusCode).toBe(400);
    expect(errorMap(res)).toEqual({ prior_carrier: 'Field is required' });
  });

  it("a condition on another tab's saved answer and the cart: asked only once employment_status is C", async () => {
    const id = await enrollmentWithCart(app, [PLAN]);
    const body = { enrollment_id: id, tab: TAB, height_in: 70, weight_lb: 160, replacing: 'no' };
    expect((await api.post('/save-custom-step', body)).statusCode).toBe(200);
    const described = async () =>
      (
        (await api.get(`/get-form-fields-custom?enrollment_id=${id}&tab=${TAB}`)).json().data.result as Array<{
          field_name: string;
          definition?: { context?: Record<string, unknown> };
        }>
      ).find((f) => f.field_name === 'plan_note')?.definition?.context;
    expect(await described()).toEqual({ 'cart.plans': [PLAN], 'employer_info.employment_status': null });
    await app.db.execute(
      // The employer step saved with status C (the step's own save needs the group's employer fields).
      (await import('drizzle-orm'))
        .sql`insert into enrollment_steps (enrollment_id, tab, data) values (${id}, 'employer_info', ${JSON.stringify({ employment_status: 'C' })}::jsonb)`,
    );
    expect(await described()).toEqual({ 'cart.plans': [PLAN], 'employer_info.employment_status': 'C' });
    const res = await api.post('/save-custom-step', body);
    expect(res.statusCode).toBe(400);
    expect(errorMap(res)).toEqual({ plan_note: 'Field is required' });
  });
});
