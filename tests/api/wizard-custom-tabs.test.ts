import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '../../schemas/messages';
import { enrollmentSteps } from '../../server/db/schema';
import { buildTestApp } from '../helpers/build-app';
import { putRules, rulesOf, TEST_ADMIN_TOKEN } from '../helpers/carrier-rules';
import { enrollmentWithCart, errorMap, OPEN_SESSION, wizardClient, type WizardClient } from '../helpers/wizard';

/** A carrier's question page (custom_<name>) end to end through the API. */

let app: FastifyInstance;
let api: WizardClient;
const PLAN = 101;
const OTHER_PLAN = 121;
const TAB = 'custom_carrier_questions';

beforeAll(async () => {
  app = await buildTestApp({ adminToken: TEST_ADMIN_TOKEN });
  api = wizardClient(app, app.issueSession(OPEN_SESSION));
  const current = await rulesOf(app, 'primary_info');
  await putRules(app, {
    rules: [
      ...current,
      {
        tab: TAB,
        field_name: 'smoker_since',
        required: true,
        sort: 1,
        scope: 'plan',
        scope_id: PLAN,
        definition: { label: 'Smoking since (year)', widget: 'text', schema: { type: 'string', pattern: '^\\d{4}$' } },
      },
      {
        tab: TAB,
        field_name: 'prior_insurer',
        required: false,
        sort: 2,
        scope: 'plan',
        scope_id: PLAN,
        definition: { label: 'Prior insurer', widget: 'text', schema: { type: 'string', maxLength: 60 } },
      },
    ],
    tabs: [{ tab: TAB, title: 'Carrier Questions', sort: 6, required: true, scope: 'plan', scope_id: PLAN }],
  });
});
afterAll(async () => app.close());

describe('custom tabs', () => {
  it('get-dynamic-tabs lists the tab with its title for a cart with the plan only', async () => {
    const withPlan = await enrollmentWithCart(app, [PLAN]);
    const without = await enrollmentWithCart(app, [OTHER_PLAN]);
    const tabs = (await api.get(`/get-dynamic-tabs?enrollment_id=${withPlan}`)).json().data.result as Array<{
      tab_name: string;
      title?: string;
      required: boolean;
      order: number;
    }>;
    expect(tabs.find((t) => t.tab_name === TAB)).toEqual({
      tab_name: TAB,
      title: 'Carrier Questions',
      required: true,
      order: 6,
    });
    const others = (await api.get(`/get-dynamic-tabs?enrollment_id=${without}`)).json().data.result as Array<{
      tab_name: string;
    }>;
    expect(others.some((t) => t.tab_name === TAB)).toBe(false);
    expect((await api.get(`/get-form-fields-custom?enrollment_id=${without}&tab=${TAB}`)).statusCode).toBe(400);
  });

  it('get-form-fields-custom answers descriptors with definitions; save-custom-step validates and stores', async () => {
    const id = await enrollmentWithCart(app, [PLAN]);
    const fields = (await api.get(`/get-form-fields-custom?enrollment_id=${id}&tab=${TAB}`)).json().data
      .result as Array<{ field_name: string; required: boolean; definition?: { label: string } }>;
    expect(fields.map((f) => [f.field_name, f.required, f.definition?.label])).toEqual([
      ['smoker_since', true, 'Smoking since (year)'],
      ['prior_insurer', false, 'Prior insurer'],
    ]);
    const missing = await api.post('/save-custom-step', { enrollment_id: id, tab: TAB, prior_insurer: 'Acme' });
    expect(missing.statusCode).toBe(400);
    expect(errorMap(missing)).toEqual({ smoker_since: MESSAGES.fieldRequired });
    expect(
      (await api.post('/save-custom-step', { enrollment_id: id, tab: TAB, smoker_since: '20x1' })).statusCode,
    ).toBe(400);
    const ok = await api.post('/save-custom-step', {
      enrollment_id: id,
      tab: TAB,
      smoker_since: '2001',
      prior_insurer: 'Acme',
      not_a_field: 'dropped',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.saved_tab).toBe(TAB);
    const again = (await api.get(`/get-form-fields-custom?enrollment_id=${id}&tab=${TAB}`)).json().data
      .result as Array<{ field_name: string; value: unknown }>;
    expect(Object.fromEntries(again.map((f) => [f.field_name, f.value]))).toEqual({
      smoker_since: '2001',
      prior_insurer: 'Acme',
    });
    const [row] = await app.db
      .select()
      .from(enrollmentSteps)
      .where(and(eq(enrollmentSteps.enrollmentId, id), eq(enrollmentSteps.tab, TAB)));
    expect(row?.data).toEqual({ smoker_since: '2001', prior_insurer: 'Acme' });
  });

  it('refuses an unknown or malformed tab', async () => {
    const id = await enrollmentWithCart(app, [PLAN]);
    expect(
      (await api.post('/save-custom-step', { enrollment_id: id, tab: 'custom_nope', smoker_since: '2001' })).statusCode,
    ).toBe(400);
    expect(
      (await api.post('/save-custom-step', { enrollment_id: id, tab: 'primary_info', first_name: 'A' })).statusCode,
    ).toBe(400);
    expect((await api.get(`/get-form-fields-custom?enrollment_id=${id}&tab=Custom_X`)).statusCode).toBe(400);
  });

  it('save for later keeps a draft under the tab and sets it as the saved tab', async () => {
    const id = await enrollmentWithCart(app, [PLAN]);
    const res = await api.post('/save-enrollment', {
      enrollment_id: id,
      email: 'pat@example.com',
      tab: TAB,
      data: { prior_insurer: 'Later Co' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.saved_tab).toBe(TAB);
    const fields = (await api.get(`/get-form-fields-custom?enrollment_id=${id}&tab=${TAB}`)).json().data
      .result as Array<{ field_name: string; value: unknown }>;
    expect(fields.find((f) => f.field_name === 'prior_insurer')?.value).toBe('Later Co');
    expect(
      (
        await api.post('/save-enrollment', {
          enrollment_id: id,
          email: 'pat@example.com',
          tab: TAB,
          data: { smoker_since: 'abcd' },
        })
      ).statusCode,
    ).toBe(400);
  });
});
