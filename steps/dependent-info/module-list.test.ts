import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FieldDescriptor } from '../../schemas/descriptors';
import { normalizeDescriptors } from '../../schemas/descriptors';
import { CHECK_MESSAGES, INPUT_MESSAGES, MESSAGES } from '../../schemas/messages';
import { validateStepData } from '../../schemas/validate-step-data';
import { adjustDependentDescriptors, dependentInfoStep, MAX_DEPENDENTS } from './module';
import {
  addableRelationships,
  canContinueDependents,
  dependentBanners,
  dependentListErrors,
  dependentSsnErrors,
  keepForTier,
  maxDependents,
  numberedDependentErrors,
  relationshipOf,
  spouseQuestionShown,
  tierRelationships,
  type DependentContext,
  type SpouseAnswer,
} from './module-list';

const today = new Date(2026, 5, 15);
const spouse = { relationship: 'spouse', first_name: 'Ann' };
const child = { relationship: 'child', first_name: 'Kid' };
const ctx = (tier: string, extra: Partial<DependentContext> = {}): DependentContext => ({
  tier,
  premier: false,
  iha: false,
  ...extra,
});

const tiers = fc.constantFrom('IO', 'IS', 'IC', 'IF', 'IC3', null);
const rel = fc.constantFrom('spouse', 'child', 'Spouse', 'parent', '');
const list = fc.array(
  rel.map((relationship) => ({ relationship })),
  { maxLength: 12 },
);
const context = fc.record({ tier: tiers, premier: fc.boolean(), iha: fc.boolean() });
const answer = fc.constantFrom<SpouseAnswer>('yes', 'no', null);

describe('dependent form (002 section 5)', () => {
  const d: FieldDescriptor[] = [
    'first_name',
    'last_name',
    'birthdate',
    'ssn',
    'relationship',
    'gender',
    'weight',
    'height_feet',
    'height_inch',
  ].map((field_name) => ({ field_name, value: null, required: 1, read_only: 0 }));
  const errors = (descriptors: FieldDescriptor[], data: Record<string, unknown>) =>
    Object.fromEntries(
      validateStepData(dependentInfoStep, descriptors, data, { today }).map((e) => [e.target_element, e.error_message]),
    );

  it('answers the specification messages', () => {
    expect(
      errors(d, {
        first_name: 'J0hn!',
        birthdate: '07/01/2026',
        ssn: '12',
        relationship: 'child',
        weight: '0',
        height_feet: '0',
        height_inch: '12',
      }),
    ).toEqual({
      first_name: MESSAGES.validFirstName,
      last_name: MESSAGES.fieldRequired,
      birthdate: CHECK_MESSAGES.validPastDate,
      ssn: MESSAGES.invalidSsn,
      gender: MESSAGES.fieldRequired,
      weight: MESSAGES.weightNotPositive,
      height_feet: MESSAGES.heightZero,
      height_inch: MESSAGES.inchInvalid,
    });
  });
  it('refuses gender 2 and unknown relationships; accepts a complete dependent', () => {
    const ok = {
      first_name: 'Ana',
      last_name: 'Diaz',
      birthdate: '02/03/2015',
      ssn: '123-45-6789',
      relationship: 'child',
      gender: '1',
      weight: '80',
      height_feet: '4',
      height_inch: '2',
    };
    expect(errors(d, ok)).toEqual({});
    expect(errors(d, { ...ok, gender: '2', relationship: 'parent' })).toEqual({
      gender: MESSAGES.fieldRequired,
      relationship: MESSAGES.fieldRequired,
    });
  });
  it('asks weight and height only when required, never employed; relationship read-only', () => {
    const adjusted = adjustDependentDescriptors(
      normalizeDescriptors([
        { field_name: 'weight', value: null, required: 0, read_only: 0 },
        { field_name: 'height_feet', value: null, required: 1, read_only: 0 },
        { field_name: 'employed', value: null, required: 0, read_only: 1 },
        { field_name: 'relationship', value: null, required: 1, read_only: 0 },
      ]),
    );
    expect(adjusted.map((x) => [x.field_name, x.visible, x.read_only])).toEqual([
      ['weight', false, false],
      ['height_feet', true, false],
      ['employed', false, true],
      ['relationship', true, true],
    ]);
    expect(adjusted[2]!.value).toBe('0');
  });
});

describe('tier rules (002 section 4)', () => {
  it('keeps spouses for IS, children for IC and IC3, both for IF, none for IO', () => {
    const all = [spouse, child, { relationship: 'Parent' }];
    expect(keepForTier('IS', all)).toEqual([spouse]);
    expect(keepForTier('IC3', all)).toEqual([child]);
    expect(keepForTier('IF', all)).toEqual([spouse, child]);
    expect(keepForTier('IO', all)).toEqual([]);
  });
  it('offers a spouse first on IF when none exists, then children; IS a spouse, IC a child', () => {
    expect(addableRelationships(ctx('IF'), [], null)).toEqual(['spouse', 'child']);
    expect(addableRelationships(ctx('IF'), [child], null)).toEqual(['spouse', 'child']);
    expect(addableRelationships(ctx('IF'), [spouse], null)).toEqual(['child']);
    expect(addableRelationships(ctx('IS'), [], null)).toEqual(['spouse']);
    expect(addableRelationships(ctx('IS'), [spouse], null)).toEqual([]);
    expect(addableRelationships(ctx('IC'), [child], null)).toEqual(['child']);
  });
  it('premier IF asks the spouse question first; Yes makes the first a spouse, No children only', () => {
    const premier = ctx('IF', { premier: true });
    expect(spouseQuestionShown(premier, [], null)).toBe(true);
    expect(addableRelationships(premier, [], null)).toEqual([]);
    expect(addableRelationships(premier, [], 'yes')).toEqual(['spouse']);
    expect(addableRelationships(premier, [spouse], 'yes')).toEqual(['child']);
    expect(addableRelationships(premier, [], 'no')).toEqual(['child']);
    expect(spouseQuestionShown({ ...premier, iha: true }, [], null)).toBe(false);
  });
  it('limits: IHA IC 5, IHA IF 9, L713 IC 1, otherwise 10', () => {
    expect(maxDependents(ctx('IC', { iha: true }))).toBe(5);
    expect(maxDependents(ctx('IF', { iha: true }))).toBe(9);
    expect(maxDependents(ctx('IC', { premier: true }))).toBe(1);
    expect(maxDependents(ctx('IF'))).toBe(MAX_DEPENDENTS);
    expect(addableRelationships(ctx('IF', { iha: true }), Array(9).fill(child), null)).toEqual([]);
  });
  it('Next: IF 2, IC 1, IS 1; L713 IC exactly one child', () => {
    expect(canContinueDependents(ctx('IF'), [spouse])).toBe(false);
    expect(canContinueDependents(ctx('IF'), [spouse, child])).toBe(true);
    expect(canContinueDependents(ctx('IC'), [child])).toBe(true);
    expect(canContinueDependents(ctx('IS'), [spouse])).toBe(true);
    expect(canContinueDependents(ctx('IC', { premier: true }), [child, child])).toBe(false);
    expect(canContinueDependents(ctx('IF', { premier: true, existingMember: true }), [spouse, child])).toBe(false);
    expect(
      canContinueDependents(ctx('IF', { premier: true, existingMember: true, spouseAccepted: true }), [spouse, child]),
    ).toBe(true);
  });
  it('banners: L713 one child red, IHA limits, the positive banner', () => {
    expect(dependentBanners(ctx('IC', { premier: true }), [child, child])).toEqual([
      { tone: 'error', text: MESSAGES.l713OneChild },
    ]);
    expect(dependentBanners(ctx('IC', { iha: true }), [child])).toEqual([
      { tone: 'info', text: MESSAGES.ihaFiveChildren },
      { tone: 'success', text: MESSAGES.proceedClickingNext },
    ]);
    expect(dependentBanners(ctx('IF', { iha: true }), Array(10).fill(child))[0]).toEqual({
      tone: 'error',
      text: MESSAGES.ihaNineDependents,
    });
  });
  it('list errors name the dependent and the rule', () => {
    expect(dependentListErrors(ctx('IS'), [child], { complete: false })).toEqual([
      { target_element: 'dependents.0.relationship', error_message: MESSAGES.dependentSpouseOnly },
    ]);
    expect(dependentListErrors(ctx('IF'), [spouse, spouse], { complete: false })).toEqual([
      { target_element: 'dependents', error_message: MESSAGES.dependentOneSpouse },
    ]);
    expect(dependentListErrors(ctx('IF'), [spouse], { complete: true })).toEqual([
      { target_element: 'dependents', error_message: MESSAGES.addDependentsFirst },
    ]);
    expect(numberedDependentErrors(1, [{ target_element: 'ssn', error_message: MESSAGES.invalidSsn }])).toEqual([
      { target_element: 'dependents.1.ssn', error_message: `Dependent #2 ${MESSAGES.invalidSsn}` },
    ]);
  });
});

describe('tier rules, properties', () => {
  it('what a tier keeps never breaks its relationship rule', () => {
    fc.assert(
      fc.property(tiers, list, (tier, deps) => {
        const kept = keepForTier(tier, deps);
        expect(kept.every((d) => tierRelationships(tier).includes(relationshipOf(d)!))).toBe(true);
        expect(
          dependentListErrors(ctx(String(tier)), kept, { complete: false }).filter((e) =>
            e.target_element.endsWith('.relationship'),
          ),
        ).toEqual([]);
      }),
    );
  });
  it('adding what is offered never makes a valid list invalid, and never passes the limit', () => {
    fc.assert(
      fc.property(context, fc.array(fc.nat(1), { maxLength: 14 }), answer, (c, picks, a) => {
        let deps: { relationship: string }[] = [];
        for (const pick of picks) {
          const offered = addableRelationships(c, deps, a);
          if (offered.length === 0) break;
          deps = [...deps, { relationship: offered[Math.min(pick, offered.length - 1)]! }];
          expect(dependentListErrors(c, deps, { complete: false })).toEqual([]);
        }
        expect(deps.length).toBeLessThanOrEqual(Math.min(maxDependents(c), MAX_DEPENDENTS));
      }),
    );
  });
  it('Next shows exactly when the complete list has no errors (outside the existing-member check)', () => {
    fc.assert(
      fc.property(context, list, (c, deps) => {
        expect(canContinueDependents(c, deps)).toBe(dependentListErrors(c, deps, { complete: true }).length === 0);
      }),
    );
  });
});

// Issue 26, item 8: impossible input is refused with a message that names what is wrong (was in schemas/input-refusals.test.ts).
describe("a dependent's SSN", () => {
  it("refuses the applicant's own SSN, in either writing; a mask is left to the server", () => {
    const list = [
      { relationship: 'spouse', ssn: '123-45-6789' },
      { relationship: 'child', ssn: '321549876' },
      { relationship: 'child', ssn: '123456789' },
      { relationship: 'child', ssn: '***-**-6789' },
    ];
    expect(dependentSsnErrors('123-45-6789', list)).toEqual([
      { target_element: 'dependents.0.primary_info.ssn', error_message: INPUT_MESSAGES.ssnIsApplicants },
      { target_element: 'dependents.2.primary_info.ssn', error_message: INPUT_MESSAGES.ssnIsApplicants },
    ]);
    expect(dependentSsnErrors(null, [list[0]!], () => 'primary_info.ssn')).toEqual([]);
  });
});
