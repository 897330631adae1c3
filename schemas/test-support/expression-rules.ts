import fc from 'fast-check';

/**
 * Test-only generators for the expressions' property test (tests/api/form-engine-expressions-property.test.ts):
 * a carrier page whose fields carry random visible_if / required_if / calculate / checks over each
 * other, the cart and the applicant, every rule set one publish accepts; and random answers, a
 * calculated value often sent forged.
 */

const num = (label: string) => ({ label, widget: 'number', schema: { type: 'number', minimum: 0, maximum: 100 } });

/** A condition over the page's answers (and the cart: plan `plan`). */
const condition = (plan: number): fc.Arbitrary<unknown> =>
  fc.oneof(
    fc.constant({ '===': [{ var: 'answer' }, 'yes'] }),
    fc.constant({ '!=': [{ var: 'answer' }, 'no'] }),
    fc.integer({ min: 0, max: 100 }).map((k) => ({ '>': [{ var: 'first' }, k] })),
    fc.constant({ in: [plan, { var: 'cart.plans' }] }),
    fc.constant({ and: [{ '===': [{ var: 'answer' }, 'yes'] }, { '<': [{ var: 'second' }, 50] }] }),
    fc.constant({ or: [{ '===': [{ var: 'answer' }, 'no'] }, { '>=': [{ var: 'total' }, 60] }] }),
  );

const calculation: fc.Arbitrary<unknown> = fc.constantFrom(
  { '+': [{ var: 'first' }, { var: 'second' }] },
  { round: [{ '/': [{ '*': [{ var: 'first' }, 3] }, 7] }, 1] },
  { max: [{ var: 'first' }, { var: 'second' }] },
  { if: [{ '===': [{ var: 'answer' }, 'yes'] }, { '-': [{ var: 'second' }, { var: 'first' }] }, 0] },
);

const check: fc.Arbitrary<unknown> = fc.constantFrom(
  { test: { '>=': [{ var: 'second' }, { var: 'first' }] }, message: 'Second must be at least first' },
  { test: { '<': [{ var: 'total' }, 90] }, message: 'Total must be below 90' },
);

/** A rule set of the page `tab` (fields in a fixed order, expressions random). */
export function expressionRuleSet(tab: string, plan: number) {
  const opt = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined, freq: 2 });
  return fc
    .record({
      answerRequired: fc.boolean(),
      firstVisible: opt(condition(plan)),
      secondChecks: fc.option(fc.array(check, { minLength: 1, maxLength: 2 }), { nil: undefined }),
      totalCalc: opt(calculation),
      totalChecks: opt(fc.array(check, { minLength: 1, maxLength: 1 })),
      noteVisible: opt(condition(plan)),
      noteRequiredIf: opt(condition(plan)),
      noteReadOnlyIf: fc.option(fc.constant({ '===': [{ var: 'answer' }, 'no'] }), { nil: undefined, freq: 4 }),
    })
    .map((r) => {
      const def = (base: Record<string, unknown>, extra: Record<string, unknown>) =>
        Object.fromEntries(Object.entries({ ...base, ...extra }).filter(([, v]) => v !== undefined));
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
      // `total` is calculated or answered; a condition reading it then reads whichever it is.
      return [
        rule('answer', 1, { label: 'Answer', widget: 'yes_no', schema: { type: 'string' } }, r.answerRequired),
        rule('first', 2, def(num('First'), { visible_if: r.firstVisible })),
        rule('second', 3, def(num('Second'), { checks: r.secondChecks })),
        rule('total', 4, def(num('Total'), { calculate: r.totalCalc, checks: r.totalChecks })),
        rule(
          'note',
          5,
          def(
            { label: 'Note', widget: 'text', schema: { type: 'string', maxLength: 20 } },
            { visible_if: r.noteVisible, required_if: r.noteRequiredIf, read_only_if: r.noteReadOnlyIf },
          ),
        ),
      ];
    });
}

const numberish = fc.oneof(
  { weight: 6, arbitrary: fc.integer({ min: 0, max: 100 }) },
  { weight: 1, arbitrary: fc.constantFrom<unknown>(undefined, 101, -1, 'abc', '', 12.5) },
);

/** Random answers to the page, `total` often sent whatever its calculation says. */
export const expressionInput = fc.record(
  {
    answer: fc.constantFrom<unknown>('yes', 'no', undefined, 'maybe'),
    first: numberish,
    second: numberish,
    total: numberish,
    note: fc.constantFrom<unknown>('hello', '', undefined, 'x'.repeat(25)),
  },
  { requiredKeys: [] },
);
