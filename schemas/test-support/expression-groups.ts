import fc from 'fast-check';
import { expressionInput, expressionRuleSet } from './expression-rules';

/**
 * Test-only generators for the expressions' property test, part 2 (issue 29): the page of
 * `expressionRuleSet` followed by a section and a repeating group. A heading (`section`, sort 6) with a
 * random `visible_if` over the page (or none) holds `remark` (sort 7) and the group `items` (sort 8,
 * decision 0300); the group has random min/max items, its own random `visible_if` and `required`, and
 * typed item fields with a per-item condition (over the item, and the cart through the group's
 * context) and a calculated item value, often sent forged.
 */

const ITEM_CONDITIONS = (plan: number): unknown[] => [
  { '===': [{ var: 'kind' }, 'b'] },
  { '>': [{ var: 'amount' }, 50] },
  { and: [{ '===': [{ var: 'kind' }, 'b'] }, { in: [plan, { var: 'cart.plans' }] }] },
  { or: [{ '!': [{ var: 'kind' }] }, { '<': [{ var: 'amount' }, 10] }] },
];

/** The page's conditions a section or group may take (reading fields before the section, and the cart). */
const PAGE_CONDITIONS = (plan: number): unknown[] => [
  { '===': [{ var: 'answer' }, 'yes'] },
  { '!=': [{ var: 'answer' }, 'no'] },
  { '>': [{ var: 'first' }, 40] },
  { in: [plan, { var: 'cart.plans' }] },
  { and: [{ '===': [{ var: 'answer' }, 'yes'] }, { '<': [{ var: 'second' }, 50] }] },
];

export const GROUP_LABEL = 'Items';
export const ITEM_LABEL = 'Item';

/** The group's definition: kind (select), amount (0-100, required), detail (by the item's condition, required), twice (calculated). */
function groupDefinition(r: {
  min: number;
  extra: number;
  itemCondition: unknown;
  twice: boolean;
  visible: unknown;
}): Record<string, unknown> {
  const fields: unknown[] = [
    {
      name: 'kind',
      definition: {
        label: 'Kind',
        widget: 'select',
        schema: { type: 'string' },
        options: [
          { value: 'a', label: 'A' },
          { value: 'b', label: 'B' },
        ],
      },
    },
    {
      name: 'amount',
      required: true,
      definition: { label: 'Amount', widget: 'number', schema: { type: 'number', minimum: 0, maximum: 100 } },
    },
    {
      name: 'detail',
      required: true,
      definition: {
        label: 'Detail',
        widget: 'text',
        schema: { type: 'string', maxLength: 20 },
        visible_if: r.itemCondition,
      },
    },
  ];
  if (r.twice)
    fields.push({
      name: 'twice',
      definition: {
        label: 'Twice',
        widget: 'number',
        schema: { type: 'number' },
        calculate: { '*': [{ var: 'amount' }, 2] },
      },
    });
  const def: Record<string, unknown> = {
    label: GROUP_LABEL,
    widget: 'group',
    schema: { type: 'array' },
    group: { item_label: ITEM_LABEL, min_items: r.min, max_items: Math.max(1, r.min + r.extra), fields },
  };
  if (r.visible !== undefined) def.visible_if = r.visible;
  return def;
}

/** A rule set: expressionRuleSet's page, then a section (maybe under a condition) holding `remark` and the group `items`. */
export function groupRuleSet(tab: string, plan: number) {
  const opt = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined, freq: 3 });
  return fc
    .record({
      page: expressionRuleSet(tab, plan),
      section: opt(fc.constantFrom(...PAGE_CONDITIONS(plan))),
      remarkRequired: fc.boolean(),
      groupRequired: fc.boolean(),
      min: fc.integer({ min: 0, max: 2 }),
      extra: fc.integer({ min: 0, max: 2 }),
      itemCondition: fc.constantFrom(...ITEM_CONDITIONS(plan)),
      twice: fc.boolean(),
      visible: fc.option(fc.constantFrom(...PAGE_CONDITIONS(plan)), { nil: undefined, freq: 2 }),
    })
    .map((r) => {
      const rule = (field_name: string, sort: number, definition: Record<string, unknown>, required = false) => ({
        tab,
        field_name,
        required,
        read_only: false,
        visible: true,
        sort,
        scope: 'default' as const,
        definition,
      });
      const heading: Record<string, unknown> = { label: 'More', widget: 'heading', schema: { type: 'string' } };
      if (r.section !== undefined) heading.visible_if = r.section;
      return [
        ...r.page,
        rule('section', 6, heading),
        rule(
          'remark',
          7,
          { label: 'Remark', widget: 'text', schema: { type: 'string', maxLength: 20 } },
          r.remarkRequired,
        ),
        rule('items', 8, groupDefinition(r), r.groupRequired),
      ];
    });
}

const amount = fc.oneof(
  { weight: 6, arbitrary: fc.integer({ min: 0, max: 100 }) },
  { weight: 1, arbitrary: fc.constantFrom<unknown>(undefined, 101, 'abc', '') },
);

/** One item's answers; `twice` often forged. */
const item = fc.record(
  {
    kind: fc.constantFrom<unknown>('a', 'b', undefined),
    amount,
    detail: fc.constantFrom<unknown>('why', '', undefined, ' because '),
    twice: fc.constantFrom<unknown>(undefined, 7, 999),
  },
  { requiredKeys: [] },
);

/** Random answers to the whole page: expressionInput's, a remark, and 0-4 items (or none sent). */
export const groupInput = fc
  .tuple(
    expressionInput,
    fc.record(
      {
        remark: fc.constantFrom<unknown>('ok', '', undefined, 'x'.repeat(25)),
        items: fc.array(item, { minLength: 0, maxLength: 4 }),
      },
      { requiredKeys: [] },
    ),
  )
  .map(([page, more]) => ({ ...page, ...more }) as Record<string, unknown>);
