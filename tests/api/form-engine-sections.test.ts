import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/build-app';
import { putRules, TEST_ADMIN_TOKEN, type TestRule } from '../helpers/carrier-rules';
import { enrollmentWithCart, errorMap, OPEN_SESSION, wizardClient, type WizardClient } from '../helpers/wizard';

/**
 * Sections under a condition (issue 29, docs/decisions/0300-sections-and-health-variables.md): a
 * carrier heading with `visible_if` holds the carrier fields after it (by sort) up to the next heading;
 * while its condition is false the heading and its section are not asked, checked or saved by the
 * server (the shared resolveExpressions), and publish refuses a section condition that dangles, reads
 * its own section, or leaves a required field of the section never askable, saying where.
 */

let app: FastifyInstance;
let api: WizardClient;
const PLAN = 101;
const TAB = 'custom_prior_coverage';
const auth = { authorization: `Bearer ${TEST_ADMIN_TOKEN}` };
const text = (label: string) => ({ label, widget: 'text', schema: { type: 'string' } });
const REPLACING = { '===': [{ var: 'replacing' }, 'yes'] };

const rules = (heading: Record<string, unknown> = {}): TestRule[] => [
  {
    tab: TAB,
    field_name: 'replacing',
    required: true,
    sort: 1,
    definition: { label: 'Replacing coverage?', widget: 'yes_no', schema: { type: 'string' } },
  },
  {
    tab: TAB,
    field_name: 'prior_heading',
    sort: 2,
    definition: {
      label: 'Your prior coverage',
      widget: 'heading',
      schema: { type: 'string' },
      visible_if: REPLACING,
      ...heading,
    },
  },
  { tab: TAB, field_name: 'prior_carrier', required: true, sort: 3, definition: text('Prior carrier') },
  {
    tab: TAB,
    field_name: 'prior_end',
    sort: 4,
    definition: { label: 'Coverage ended', widget: 'date', schema: { type: 'string' } },
  },
  {
    tab: TAB,
    field_name: 'other_heading',
    sort: 5,
    definition: { label: 'Anything else', widget: 'heading', schema: { type: 'string' } },
  },
  { tab: TAB, field_name: 'notes', sort: 6, definition: text('Notes') },
];

const put = (sent: TestRule[]) =>
  app.inject({
    method: 'PUT',
    url: '/api/v1/admin/form-field-rules',
    payload: { rules: sent, replace_tabs: [TAB] },
    headers: auth,
  });
const messages = (res: { json: () => { data?: Array<{ target_element: string; error_message: string }> } }) =>
  (res.json().data ?? []).map((e) => `${e.target_element}: ${e.error_message}`);
const described = async (id: string) =>
  (await api.get(`/get-form-fields-custom?enrollment_id=${id}&tab=${TAB}`)).json().data.result as Array<{
    field_name: string;
    value: unknown;
  }>;
const valueOf = async (id: string, name: string) => (await described(id)).find((f) => f.field_name === name)?.value;

beforeAll(async () => {
  app = await buildTestApp({ adminToken: TEST_ADMIN_TOKEN });
  api = wizardClient(app, app.issueSession(OPEN_SESSION));
  await putRules(app, {
    rules: rules(),
    tabs: [{ tab: TAB, title: 'Prior coverage', sort: 7, required: true, scope: 'plan', scope_id: PLAN }],
  });
});
afterAll(async () => app.close());

describe('a section under its heading condition, on the server', () => {
  it('while the heading is hidden its section is neither required nor saved; the next section is', async () => {
    const id = await enrollmentWithCart(app, [PLAN]);
    const res = await api.post('/save-custom-step', {
      enrollment_id: id,
      tab: TAB,
      replacing: 'no',
      prior_carrier: 'forged',
      prior_end: '13/45/2020',
      notes: 'Kept',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await valueOf(id, 'prior_carrier')).toBeNull();
    expect(await valueOf(id, 'prior_end')).toBeNull();
    expect(await valueOf(id, 'notes')).toBe('Kept');
  });

  it('while it is shown the section is asked and checked, with the same messages as any field', async () => {
    const id = await enrollmentWithCart(app, [PLAN]);
    const res = await api.post('/save-custom-step', {
      enrollment_id: id,
      tab: TAB,
      replacing: 'yes',
      prior_end: '13/45/2020',
    });
    expect(res.statusCode).toBe(400);
    expect(errorMap(res)).toEqual({
      prior_carrier: 'Field is required',
      prior_end: 'There is no month 13: the month must be 01 to 12',
    });
    const ok = await api.post('/save-custom-step', {
      enrollment_id: id,
      tab: TAB,
      replacing: 'yes',
      prior_carrier: ' Acme Health ',
      prior_end: '01/31/2024',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await valueOf(id, 'prior_carrier')).toBe('Acme Health');
    expect(await valueOf(id, 'prior_end')).toBe('01/31/2024');
  });
});

describe('publish refuses a section condition that cannot work, saying where', () => {
  it('a heading condition naming a field the page lacks, or a value no option has', async () => {
    const res = await put(rules({ visible_if: { '===': [{ var: 'replacin' }, 'Y'] } }));
    expect(res.statusCode).toBe(400);
    expect(messages(res)).toEqual([
      'rules[1].definition.visible_if: custom_prior_coverage.prior_heading visible_if: custom_prior_coverage has no field replacin',
      "rules[2].definition.visible_if: custom_prior_coverage.prior_carrier is required but can never be asked: its section's heading prior_heading is never asked (replacin is not a field)",
    ]);
    const impossible = await put(rules({ visible_if: { '===': [{ var: 'replacing' }, 'Y'] } }));
    expect(impossible.statusCode).toBe(400);
    expect(messages(impossible)).toEqual([
      'rules[1].definition.visible_if: custom_prior_coverage.prior_heading visible_if: replacing is never "Y"; its values are "yes", "no"',
      'rules[2].definition.visible_if: custom_prior_coverage.prior_carrier is required but can never be asked: its section\'s heading prior_heading is never asked (replacing is never "Y")',
    ]);
  });

  it('a heading condition reading a field of its own section', async () => {
    const res = await put(rules({ visible_if: { '!!': [{ var: 'prior_carrier' }] } }));
    expect(res.statusCode).toBe(400);
    expect(messages(res)).toContain(
      "rules[1].definition.visible_if: custom_prior_coverage.prior_heading visible_if: prior_carrier is in the heading's own section; a section's condition reads fields before it, other tabs, the cart or the applicant",
    );
  });
});
