import fc from 'fast-check';
import type { ApiRule } from '../api/form-admin';
import { acceptedRuleSet } from './accepted-rules';

/**
 * Test-only rule sets of the form-engine property tests (tests/api/form-engine-property.test.ts,
 * tests/api/form-engine-pages/): random subsets of a tab's fields with random flags, and carriers'
 * fields with random typed definitions and follow-ups, each set one publish accepts. Split from
 * form-engine.ts (the input generators), which re-exports these.
 */

/** A rule as PUT /admin/form-field-rules takes it, every flag given, in the default scope. */
export type RuleInput = Required<
  Pick<ApiRule, 'tab' | 'field_name' | 'required' | 'read_only' | 'visible' | 'sort'>
> & { scope: 'default'; definition?: unknown };

/** Unknown field names a carrier's rule may add to any step. */
export const CARRIER_NAMES = ['carrier_code', 'member_ref', 'x_note'] as const;

const messages = fc.record(
  {
    required: fc.constant('Tell us this, please'),
    pattern: fc.constant('Use the form E-12345'),
    maxLength: fc.constant('Too long for us'),
    minimum: fc.constant('Too small'),
  },
  { requiredKeys: [] },
);

/**
 * A random typed definition of a carrier's field, each one the server accepts (definitionProblems):
 * every widget kind, length, pattern, number and date rules, options, and messages of the carrier's
 * own or none (the catalogue's).
 */
export const carrierDefinition: fc.Arbitrary<Record<string, unknown>> = fc.oneof(
  fc.record(
    {
      label: fc.constantFrom('Employee number', 'Member reference'),
      widget: fc.constantFrom('text', 'textarea'),
      schema: fc.record(
        {
          type: fc.constant('string'),
          pattern: fc.constantFrom('^E-\\d{5}$', '^[A-Z]{2}\\d*$', '^\\d{5}$'),
          minLength: fc.integer({ min: 0, max: 3 }),
          maxLength: fc.integer({ min: 4, max: 40 }),
        },
        { requiredKeys: ['type'] },
      ),
      messages,
      sensitive: fc.boolean(),
    },
    { requiredKeys: ['label', 'widget', 'schema'] },
  ),
  fc.record({
    label: fc.constant('Do you work more than 30 hours a week?'),
    widget: fc.constant('yes_no'),
    schema: fc.constant({ type: 'string' }),
  }),
  fc.record(
    {
      label: fc.constant('Hire date'),
      widget: fc.constant('date'),
      schema: fc.record(
        { type: fc.constant('string'), notInFuture: fc.boolean(), minAge: fc.integer({ min: 0, max: 30 }) },
        { requiredKeys: ['type'] },
      ),
      messages,
    },
    { requiredKeys: ['label', 'widget', 'schema'] },
  ),
  fc.record(
    {
      label: fc.constant('Hours per week'),
      widget: fc.constant('number'),
      schema: fc.record(
        {
          type: fc.constantFrom('integer', 'number'),
          minimum: fc.integer({ min: 0, max: 10 }),
          maximum: fc.integer({ min: 11, max: 200 }),
        },
        { requiredKeys: ['type'] },
      ),
      messages,
    },
    { requiredKeys: ['label', 'widget', 'schema'] },
  ),
  fc.record({
    label: fc.constant('Union local'),
    widget: fc.constantFrom('select', 'radio'),
    schema: fc.constant({ type: 'string' }),
    options: fc.constant([
      { value: 'A', label: 'Local A' },
      { value: 'R', label: 'Local R' },
      { value: '20', label: 'Local 20' },
    ]),
  }),
  fc.record({
    label: fc.constant('Contact email'),
    widget: fc.constant('email'),
    schema: fc.constant({ type: 'string' }),
  }),
);

/**
 * A follow-up condition on another carrier name, with an answer some definition of it can hold
 * ('yes' of yes/no, 'A' of the options, a text).
 */
const followUpCondition = (field_name: string): fc.Arbitrary<{ field: string; equals: string } | undefined> =>
  fc.option(
    fc.record({
      field: fc.constantFrom(...CARRIER_NAMES.filter((n) => n !== field_name)),
      equals: fc.constantFrom('yes', 'A', 'Acme Co'),
    }),
    { nil: undefined, freq: 2 },
  );

/** Unknown (carrier) names get a random definition, sometimes a follow-up of another, or none (a text field of at most 255 characters). */
const definitionOf = (field_name: string): fc.Arbitrary<Record<string, unknown> | undefined> =>
  (CARRIER_NAMES as readonly string[]).includes(field_name)
    ? fc.option(
        fc
          .tuple(carrierDefinition, followUpCondition(field_name))
          .map(([definition, when]) => (when ? { ...definition, when } : definition)),
        { nil: undefined, freq: 4 },
      )
    : fc.constant(undefined);

/**
 * A rule set of one tab: a random subset of `names` with random required / read-only / visible
 * flags and order; a carrier's name (CARRIER_NAMES) gets a random typed definition or none.
 */
export function ruleSet(tab: string, names: readonly string[]): fc.Arbitrary<RuleInput[]> {
  return fc
    .uniqueArray(fc.constantFrom(...names), { maxLength: names.length })
    .chain((picked) =>
      fc.tuple(
        ...picked.map((field_name) =>
          fc.record(
            {
              tab: fc.constant(tab),
              field_name: fc.constant(field_name),
              required: fc.boolean(),
              read_only: fc.oneof(
                { weight: 6, arbitrary: fc.constant(false) },
                { weight: 1, arbitrary: fc.constant(true) },
              ),
              visible: fc.oneof(
                { weight: 6, arbitrary: fc.constant(true) },
                { weight: 1, arbitrary: fc.constant(false) },
              ),
              sort: fc.integer({ min: 0, max: 99 }),
              scope: fc.constant('default' as const),
              definition: definitionOf(field_name),
            },
            { requiredKeys: ['tab', 'field_name', 'required', 'read_only', 'visible', 'sort', 'scope'] },
          ),
        ),
      ),
    )
    .map(acceptedRuleSet);
}
