import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../helpers/build-app';
import { putRules, TEST_ADMIN_TOKEN, type TestRule } from '../helpers/carrier-rules';
import { enrollmentWithCart, errorMap, OPEN_SESSION, wizardClient, type WizardClient } from '../helpers/wizard';

/**
 * The questionnaire field types (issue 29, docs/decisions/0250-questionnaire-field-types.md) through
 * the API: a repeating group (typed item fields, min/max items, per-item conditions) checked and saved
 * by the same validator as the browser's, kept by save for later; a heading that holds no answer; and
 * publish refusing a group or heading or help text that cannot work, saying where.
 */

let app: FastifyInstance;
let api: WizardClient;
const PLAN = 101;
const TAB = 'custom_physicians';
const auth = { authorization: `Bearer ${TEST_ADMIN_TOKEN}` };

const GROUP = {
  label: 'Physicians seen',
  widget: 'group',
  schema: { type: 'array' },
  group: {
    item_label: 'Physician',
    min_items: 1,
    max_items: 3,
    fields: [
      { name: 'name', required: true, definition: { label: 'Name', widget: 'text', schema: { type: 'string' } } },
      {
        name: 'last_seen',
        definition: { label: 'Date last seen', widget: 'date', schema: { type: 'string', notInFuture: true } },
      },
      {
        name: 'reason',
        required: true,
        definition: {
          label: 'Reason',
          widget: 'select',
          schema: { type: 'string' },
          options: [
            { value: 'checkup', label: 'Check-up' },
            { value: 'other', label: 'Other' },
          ],
        },
      },
      {
        name: 'reason_detail',
        required: true,
        definition: {
          label: 'Which reason?',
          widget: 'text',
          schema: { type: 'string' },
          visible_if: { '===': [{ var: 'reason' }, 'other'] },
        },
      },
    ],
  },
};

const RULES: TestRule[] = [
  {
    tab: TAB,
    field_name: 'intro',
    sort: 1,
    definition: {
      label: 'Your physicians',
      widget: 'heading',
      schema: { type: 'string' },
      help: 'Read the **privacy notice** at [our site](https://example.com/privacy) first.',
    },
  },
  { tab: TAB, field_name: 'physicians', sort: 2, definition: GROUP },
];

const put = (rules: TestRule[]) =>
  app.inject({
    method: 'PUT',
    url: '/api/v1/admin/form-field-rules',
    payload: { rules, replace_tabs: [TAB] },
    headers: auth,
  });

const messages = (res: { json: () => { data?: Array<{ target_element: string; error_message: string }> } }) =>
  (res.json().data ?? []).map((e) => `${e.target_element}: ${e.error_message}`);

const withGroup = (group: Record<string, unknown>): TestRule[] => [
  RULES[0] as TestRule,
  { ...(RULES[1] as TestRule), definition: { ...GROUP, group: { ...GROUP.group, ...group } } },
];

const doctor = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  last_seen: '01/15/2024',
  reason: 'checkup',
  ...extra,
});

const described = async (id: string) =>
  (await api.get(`/get-form-fields-custom?enrollment_id=${id}&tab=${TAB}`)).json().data.result as Array<{
    field_name: string;
    value: unknown;
  }>;

beforeAll(async () => {
  app = await buildTestApp({ adminToken: TEST_ADMIN_TOKEN });
  api = wizardClient(app, app.issueSession(OPEN_SESSION));
  await putRules(app, {
    rules: RULES,
    tabs: [{ tab: TAB, title: 'Medical history', sort: 6, required: true, scope: 'plan', scope_id: PLAN }],
  });
});
afterAll(async () => app.close());

describe('publish refuses a group, heading or help text that cannot work, saying where', () => {
  it('a group whose min_items is above its max_items', async () => {
    const res = await put(withGroup({ min_items: 4, max_items: 2 }));
    expect(res.statusCode).toBe(400);
    expect(messages(res)).toEqual(['rules[1].definition.group.min_items: min_items (4) is greater than max_items (2)']);
  });

  it('a group in a group, an item expression naming no item field, a group allowing no item', async () => {
    const fields = [
      ...GROUP.group.fields.slice(0, 3),
      { name: 'inner', definition: { ...GROUP, label: 'Inner' } },
      {
        name: 'note',
        definition: {
          label: 'Note',
          widget: 'text',
          schema: { type: 'string' },
          visible_if: { '===': [{ var: 'reasons' }, 'other'] },
        },
      },
    ];
    const res = await put(withGroup({ fields, min_items: 0, max_items: 0 }));
    expect(res.statusCode).toBe(400);
    expect(messages(res)).toEqual([
      'rules[1].definition.group.max_items: A group must allow at least 1 item',
      "rules[1].definition.group.fields[3].definition.widget: An item's field cannot be a group",
      'rules[1].definition.group.fields[4].definition.visible_if: The item has no field reasons',
    ]);
  });

  it('a heading given what only an answer has, and help text linking to javascript:', async () => {
    const rules: TestRule[] = [
      {
        ...(RULES[0] as TestRule),
        definition: {
          label: 'Your physicians',
          widget: 'heading',
          schema: { type: 'string' },
          required_if: true,
          help: 'See [this](javascript:alert(1)).',
        },
      },
      RULES[1] as TestRule,
    ];
    const res = await put(rules);
    expect(res.statusCode).toBe(400);
    expect(messages(res)).toEqual([
      'rules[0].definition.help: The link "this" goes to "javascript:alert(1"; links may only use http(s), mailto or tel addresses',
      'rules[0].definition.required_if: A heading holds no answer: required_if does not apply',
    ]);
  });

  it('a group without its items, and a list type on another widget', async () => {
    const res = await put([
      { tab: TAB, field_name: 'physicians', definition: { label: 'P', widget: 'group', schema: { type: 'array' } } },
      { tab: TAB, field_name: 'notes', definition: { label: 'N', widget: 'text', schema: { type: 'array' } } },
    ]);
    expect(res.statusCode).toBe(400);
    expect(messages(res)).toEqual([
      'rules[0].definition.group: Give the group { item_label, fields, min_items, max_items }',
      'rules[1].definition.schema.type: Type array is for the group and file widgets only',
    ]);
  });
});

describe('a repeating group is checked and saved by the shared validator', () => {
  it('too few and too many items, each with its message', async () => {
    const id = await enrollmentWithCart(app, [PLAN]);
    const none = await api.post('/save-custom-step', { enrollment_id: id, tab: TAB });
    expect(none.statusCode).toBe(400);
    expect(errorMap(none)).toEqual({ physicians: 'Physicians seen: add at least 1 (Physician)' });
    const four = await api.post('/save-custom-step', {
      enrollment_id: id,
      tab: TAB,
      physicians: [doctor('A'), doctor('B'), doctor('C'), doctor('D')],
    });
    expect(four.statusCode).toBe(400);
    expect(errorMap(four)).toEqual({ physicians: 'Physicians seen: add no more than 3 (Physician)' });
  });

  it("an item's own errors name the item; an item's condition asks its follow-up only when it holds", async () => {
    const id = await enrollmentWithCart(app, [PLAN]);
    const res = await api.post('/save-custom-step', {
      enrollment_id: id,
      tab: TAB,
      physicians: [doctor('Dr. Lee'), { reason: 'other', last_seen: '13/45/2020' }],
    });
    expect(res.statusCode).toBe(400);
    expect(errorMap(res)).toEqual({
      'physicians.1.name': 'Physician #2: Field is required',
      'physicians.1.last_seen': 'Physician #2: There is no month 13: the month must be 01 to 12',
      'physicians.1.reason_detail': 'Physician #2: Field is required',
    });
  });

  it('saves trimmed items without the unasked follow-ups, a heading keeps no value, and reads them back', async () => {
    const id = await enrollmentWithCart(app, [PLAN]);
    const res = await api.post('/save-custom-step', {
      enrollment_id: id,
      tab: TAB,
      intro: 'forged',
      physicians: [
        doctor('  Dr. Lee  ', { reason_detail: 'not asked' }),
        doctor('Dr. Ng', { reason: 'other', reason_detail: 'Allergy' }),
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const fields = await described(id);
    expect(fields.find((f) => f.field_name === 'intro')?.value).toBeNull();
    expect(fields.find((f) => f.field_name === 'physicians')?.value).toEqual([
      doctor('Dr. Lee'),
      doctor('Dr. Ng', { reason: 'other', reason_detail: 'Allergy' }),
    ]);
  });

  it('save for later keeps the items (nothing required yet) and they come back', async () => {
    const id = await enrollmentWithCart(app, [PLAN]);
    const res = await api.post('/save-enrollment', {
      enrollment_id: id,
      email: 'pat@example.com',
      tab: TAB,
      data: { physicians: [doctor('Dr. Lee')] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await described(id)).find((f) => f.field_name === 'physicians')?.value).toEqual([doctor('Dr. Lee')]);
  });
});
