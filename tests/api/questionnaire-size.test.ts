import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { QUESTIONNAIRE_TAB, questionnaireFieldName, questionnaireRules } from '../../bench/questionnaire-fixture';
import { FORM_ADMIN_MESSAGES, FORM_RULES_BODY_LIMIT } from '../../schemas/api/form-admin';
import { PAGE_FIELDS_EXCEEDED } from '../../schemas/api/wizard';
import { buildTestApp } from '../helpers/build-app';
import { TEST_ADMIN_TOKEN } from '../helpers/carrier-rules';
import { enrollmentWithCart, OPEN_SESSION, wizardClient, type WizardClient } from '../helpers/wizard';

/**
 * A carrier questionnaire of 2,000 fully typed fields (bench/questionnaire-fixture.ts, about 1 MiB of
 * JSON) goes through the admin API in one draft, is published, and an applicant with the plan in the
 * cart is asked all of it (get-form-fields-custom); a body over the rules route's own limit is refused
 * with a 413 that says what to do, and the rest of the API keeps its 256 KiB. Filled in, the page previews
 * and saves whole: its body is bounded by its declared fields, not by a constant.
 */

const PLAN = 101;
/** A valid answer for each kind of the fixture in turn: text (its pattern), number, select, past date, yes/no. */
const ANSWERS = ['Dr Lee Grant', 42, 'light', '01/15/2020', 'yes'] as const;
const FIELDS = 2000;
let app: FastifyInstance;
let api: WizardClient;

const admin = (method: 'PUT' | 'POST', url: string, payload: unknown) =>
  app.inject({
    method,
    url: `/api/v1/admin/form-field-rules${url}`,
    payload: payload as object,
    headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}`, 'content-type': 'application/json' },
  });

beforeAll(async () => {
  app = await buildTestApp({ adminToken: TEST_ADMIN_TOKEN });
  api = wizardClient(app, app.issueSession(OPEN_SESSION));
});
afterAll(async () => app.close());

describe('a 2,000-field carrier questionnaire', () => {
  it('is accepted by the admin API in one draft, published and asked of the applicant', async () => {
    const body = questionnaireRules(FIELDS, PLAN);
    expect(JSON.stringify(body).length).toBeGreaterThan(256 * 1024);
    const put = await admin('PUT', '', body);
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().data.rules).toHaveLength(FIELDS);
    const publish = await admin('POST', '/publish', { note: '2,000-field questionnaire' });
    expect(publish.statusCode, publish.body).toBe(200);

    const id = await enrollmentWithCart(app, [PLAN]);
    const fields = (await api.get(`/get-form-fields-custom?enrollment_id=${id}&tab=${QUESTIONNAIRE_TAB}`)).json().data
      .result as Array<{ field_name: string; required: boolean }>;
    expect(fields).toHaveLength(FIELDS);
    expect(fields.filter((f) => f.required)).toHaveLength(Math.ceil(FIELDS / 3));
    expect(fields.map((f) => f.field_name)).toEqual(
      Array.from({ length: FIELDS }, (_, i) => questionnaireFieldName(i)),
    );
  });

  it('a filled 2,000-field page previews and saves (bounded by its declared fields); a body naming far more is refused', async () => {
    // Published by the test above: valid answers for every field (text, number, select, date, yes/no in turn).
    const answers = Object.fromEntries(
      Array.from({ length: FIELDS }, (_, i) => [questionnaireFieldName(i), ANSWERS[i % ANSWERS.length]]),
    );
    const preview = await admin('POST', '/preview', { tab: QUESTIONNAIRE_TAB, plan_id: PLAN, data: answers });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().data.descriptors).toHaveLength(FIELDS);
    expect(preview.json().data.errors).toEqual([]);

    const id = await enrollmentWithCart(app, [PLAN]);
    const saved = await api.post('/save-custom-step', { enrollment_id: id, tab: QUESTIONNAIRE_TAB, ...answers });
    expect(saved.statusCode, saved.body).toBe(200);
    const back = (await api.get(`/get-form-fields-custom?enrollment_id=${id}&tab=${QUESTIONNAIRE_TAB}`)).json().data
      .result as Array<{ field_name: string; value: unknown }>;
    expect(back.filter((f) => f.value !== null)).toHaveLength(FIELDS);
    expect(back.at(-1)?.value).toBe(answers[questionnaireFieldName(FIELDS - 1)]);

    const padded: Record<string, unknown> = { ...answers };
    for (let i = 0; i < 81; i++) padded[`zz_extra_${i}`] = 'x';
    const refused = await api.post('/save-custom-step', { enrollment_id: id, tab: QUESTIONNAIRE_TAB, ...padded });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().data).toEqual([{ target_element: 'body', error_message: PAGE_FIELDS_EXCEEDED }]);
    const refusedPreview = await admin('POST', '/preview', { tab: QUESTIONNAIRE_TAB, plan_id: PLAN, data: padded });
    expect(refusedPreview.statusCode).toBe(400);
    expect(refusedPreview.json().data).toEqual([{ target_element: 'data', error_message: PAGE_FIELDS_EXCEEDED }]);
  });

  it('a rules body over the route limit is refused with a 413 that says what to do; other routes keep 256 KiB', async () => {
    const huge = `{"rules":[],"tabs":[],"pad":"${'x'.repeat(FORM_RULES_BODY_LIMIT)}"}`;
    const refused = await admin('PUT', '', huge);
    expect(refused.statusCode).toBe(413);
    expect(refused.json().data).toEqual([{ target_element: 'body', error_message: FORM_ADMIN_MESSAGES.rulesTooLarge }]);

    const elsewhere = await admin('POST', '/preview', `{"tab":"contact_info","pad":"${'x'.repeat(300 * 1024)}"}`);
    expect(elsewhere.statusCode).toBe(413);
    expect(elsewhere.json().data[0].error_message).toBe('Request body is too large');
  });
});
