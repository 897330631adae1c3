import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildNavigation, type DynamicTab } from '../../schemas/steps/tabs';
import { buildTestApp } from '../helpers/build-app';
import { TEST_ADMIN_TOKEN } from '../helpers/carrier-rules';
import { enrollmentWithCart, errorMap, OPEN_SESSION, wizardClient, type WizardClient } from '../helpers/wizard';

/**
 * Whole carrier pages under a condition (issue 29): a custom tab's `visible_if` (JSON Logic over
 * other tabs' answers, the cart, the applicant). A hidden page is not in the navigation, not named
 * by get-missing-fields nor required by check-tab-required, and not described or saved; the server evaluates it with the navigation's own function
 * (tabAsked) over the context it sends, so buildNavigation over the served list agrees. Publish and
 * PUT refuse a condition naming an unknown field, an impossible value or the page's own field, saying
 * where. Custom pages go before Review whatever their order.
 */

let app: FastifyInstance;
let api: WizardClient;
const PLAN = 101;
const TAB = 'custom_cobra_questions';
const LATE = 'custom_late_page';
const auth = { authorization: `Bearer ${TEST_ADMIN_TOKEN}` };
const COBRA = { '===': [{ var: 'employer_info.employment_status' }, 'C'] };

const rules = [
  {
    tab: TAB,
    field_name: 'cobra_start',
    required: true,
    sort: 1,
    definition: { label: 'COBRA start', widget: 'text', schema: { type: 'string' } },
  },
  {
    tab: LATE,
    field_name: 'late_answer',
    sort: 1,
    definition: { label: 'Late answer', widget: 'text', schema: { type: 'string' } },
  },
];
const tabs = (visible_if: unknown = COBRA) => [
  { tab: TAB, title: 'COBRA questions', sort: 7, required: true, visible_if },
  { tab: LATE, title: 'Late page', sort: 10, required: true },
];

async function put(pageTabs: unknown[]) {
  return app.inject({
    method: 'PUT',
    url: '/api/v1/admin/form-field-rules',
    payload: { rules, replace_tabs: [TAB, LATE], tabs: pageTabs },
    headers: auth,
  });
}

const messages = (res: { json: () => { data?: Array<{ target_element: string; error_message: string }> } }) =>
  (res.json().data ?? []).map((e) => `${e.target_element}: ${e.error_message}`);

beforeAll(async () => {
  app = await buildTestApp({ adminToken: TEST_ADMIN_TOKEN });
  api = wizardClient(app, app.issueSession(OPEN_SESSION));
  expect((await put(tabs())).statusCode).toBe(200);
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/admin/form-field-rules/publish',
    payload: { note: 'page conditions' },
    headers: auth,
  });
  expect(res.statusCode, res.body).toBe(200);
});
afterAll(async () => app.close());

describe("PUT refuses a page's condition that cannot work, saying where", () => {
  it('a field the step does not have', async () => {
    const res = await put(tabs({ '===': [{ var: 'employer_info.employment_stat' }, 'C'] }));
    expect(res.statusCode).toBe(400);
    expect(messages(res)).toEqual([
      `tabs[0].visible_if: ${TAB} visible_if: employer_info has no field employment_stat`,
    ]);
  });

  it('a value no option has', async () => {
    const res = await put(tabs({ '===': [{ var: 'employer_info.employment_status' }, 'COBRA'] }));
    expect(res.statusCode).toBe(400);
    expect(messages(res)).toEqual([
      `tabs[0].visible_if: ${TAB} visible_if: employer_info.employment_status is never "COBRA"; its values are "A", "C", "R"`,
    ]);
  });

  it("the page's own field, and an operator outside the list", async () => {
    const own = await put(tabs({ '!!': [{ var: 'cobra_start' }] }));
    expect(messages(own)).toEqual([
      `tabs[0].visible_if: ${TAB} visible_if: cobra_start is on the page itself; a page's condition reads another tab (tab.field), the cart or the applicant`,
    ]);
    const method = await put(tabs({ method: [{ var: 'cart.plans' }, 'constructor'] }));
    expect(method.statusCode).toBe(400);
    expect(messages(method)[0]).toMatch(/^tabs\[0\]\.visible_if\.method: Unknown operator method/);
  });
});

describe('a hidden page is neither in the navigation nor required, and the server agrees', () => {
  const tabsOf = async (id: string) =>
    (await api.get(`/get-dynamic-tabs?enrollment_id=${id}`)).json().data.result as DynamicTab[];
  const missingOf = async (id: string) =>
    (
      (await api.get(`/get-missing-fields?enrollment_id=${id}`)).json().data.missing_steps as Array<{ tab: string }>
    ).map((s) => s.tab);

  it('hidden until employment_status is C, then asked, listed and required', async () => {
    const id = await enrollmentWithCart(app, [PLAN]);
    let listed = await tabsOf(id);
    const page = () => listed.find((t) => t.tab_name === TAB);
    expect(page()).toMatchObject({
      required: false,
      visible_if: COBRA,
      context: { 'employer_info.employment_status': null },
    });
    expect(buildNavigation(listed).map((n) => n.name)).not.toContain(TAB);
    expect(buildNavigation(listed.map((t) => ({ ...t, required: true }))).map((n) => n.name)).not.toContain(TAB);
    expect(await missingOf(id)).not.toContain(TAB);
    const hiddenCheck = await api.get(`/check-tab-required?enrollment_id=${id}&tab_name=${TAB}`);
    expect(hiddenCheck.json().data.result).toEqual({ tab_name: TAB, required: false });
    const hidden = await api.post('/save-custom-step', { enrollment_id: id, tab: TAB, cobra_start: '01/01/2026' });
    expect(hidden.statusCode).toBe(400);
    expect(errorMap(hidden)).toEqual({ tab: 'Unknown tab' });
    expect((await api.get(`/get-form-fields-custom?enrollment_id=${id}&tab=${TAB}`)).statusCode).toBe(400);

    await app.db.execute(
      sql`insert into enrollment_steps (enrollment_id, tab, data) values (${id}, 'employer_info', ${JSON.stringify({ employment_status: 'C' })}::jsonb)`,
    );
    listed = await tabsOf(id);
    expect(page()).toMatchObject({ required: true, context: { 'employer_info.employment_status': 'C' } });
    const nav = buildNavigation(listed).map((n) => n.name);
    expect(nav.slice(-4)).toEqual([TAB, 'agreement_info', LATE, 'review_info']);
    expect(await missingOf(id)).toContain(TAB);
    const check = await api.get(`/check-tab-required?enrollment_id=${id}&tab_name=${TAB}`);
    expect(check.json().data.result).toEqual({ tab_name: TAB, required: true });
    const saved = await api.post('/save-custom-step', { enrollment_id: id, tab: TAB, cobra_start: '01/01/2026' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await missingOf(id)).not.toContain(TAB);
  });

  it('custom pages are listed before Review whatever their order (a page of order 10 included)', async () => {
    const id = await enrollmentWithCart(app, [PLAN]);
    const names = (await tabsOf(id)).map((t) => t.tab_name);
    expect(names.indexOf(LATE)).toBeLessThan(names.indexOf('review_info'));
    expect(names.indexOf(TAB)).toBeLessThan(names.indexOf('agreement_info'));
    expect(names.indexOf(TAB)).toBeGreaterThan(names.indexOf('billing_info'));
  });
});
