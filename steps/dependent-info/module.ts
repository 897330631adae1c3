import type { NormalizedDescriptor } from '../../schemas/descriptors';
import { withHealthQuestions } from '../../schemas/steps/dependent-health';
import type { PeopleDeclaration, StepModule } from '../../schemas/steps/step-module';
import { defineStep } from '../../schemas/step-definition';
import { GENDER_OPTIONS } from '../../schemas/steps/person-fields';
import { BIRTHDATE_FIELD, BUILD_FIELDS, NAME_FIELDS, SSN_FIELD } from '../../schemas/steps/person-fields';

/**
 * Dependent Information (002 sections 2, 3 and 5): tab dependent_info, saved as dependent_info.
 * The descriptors (GET /get-form-fields-dependent-primary-info, rules tab dependent_primary_info)
 * describe ONE dependent's primary_info; the list and tier rules are in dependent-list.ts.
 */

/** The form_field_rules tab of the dependent form (the call is get-form-fields-dependent-primary-info). */
export const DEPENDENT_RULES_TAB = 'dependent_primary_info';

/** Relationship codes with their display names (002 section 3: Spouse or Child in display). */
export const DEPENDENT_RELATIONSHIPS = [
  { const: 'spouse', title: 'Spouse' },
  { const: 'child', title: 'Child' },
] as const;

export type DependentRelationship = (typeof DEPENDENT_RELATIONSHIPS)[number]['const'];

/** A dependent's gender: '0' Male, '1' Female (002 sections 3 and 9). */
const DEPENDENT_GENDER_OPTIONS = GENDER_OPTIONS.filter((o) => o.const === '0' || o.const === '1');

/** 'The employed value is always '0'' (002 section 9). */
export const DEPENDENT_EMPLOYED = '0';

export const dependentInfoStep = defineStep({
  id: 'dependent_info',
  fields: {
    ...NAME_FIELDS,
    birthdate: BIRTHDATE_FIELD,
    ssn: SSN_FIELD,
    relationship: {
      label: 'Relationship',
      schema: { type: 'string', oneOf: DEPENDENT_RELATIONSHIPS },
      widget: 'select',
    },
    gender: { label: 'Gender', schema: { type: 'string', oneOf: DEPENDENT_GENDER_OPTIONS }, widget: 'gender' },
    ...BUILD_FIELDS,
    employed: { label: 'Employed', schema: { type: 'string', enum: [DEPENDENT_EMPLOYED] } },
  },
  order: [
    'first_name',
    'middle_name',
    'last_name',
    'birthdate',
    'ssn',
    'relationship',
    'gender',
    'weight',
    'height_feet',
    'height_inch',
    'employed',
  ],
});

const BUILD_FIELD_NAMES: ReadonlySet<string> = new Set(Object.keys(BUILD_FIELDS));

/**
 * Weight and height are asked (required and non-zero) only when the server marks them required
 * (002 section 5); employed is never asked: it is always '0'. Relationship is decided by the tier
 * rules, never typed: always read-only.
 */
export function adjustDependentDescriptors(list: readonly NormalizedDescriptor[]): NormalizedDescriptor[] {
  return list.map((d) => {
    if (BUILD_FIELD_NAMES.has(d.field_name) && !d.required) return { ...d, visible: false };
    if (d.field_name === 'employed')
      return { ...d, visible: false, required: false, read_only: true, value: DEPENDENT_EMPLOYED };
    if (d.field_name === 'relationship') return { ...d, read_only: true, required: true };
    return d;
  });
}

/** The dependent form when each dependent answers the health questions: its fields, then the health step's. */
export const dependentHealthStep = withHealthQuestions(dependentInfoStep, 'dependent_health_info');

/** 'The dependent form submit is offered while fewer than 10 dependents exist' (002 section 9): 10 at most. */
export const MAX_DEPENDENTS = 10;

/** The people page's list: the dependent list field, at most 10 (the tier rules narrow it, module-list.ts). */
export const DEPENDENT_LIST: PeopleDeclaration = { field: 'dependentList', max: MAX_DEPENDENTS };

/** The kind as the registry lists it: the people page with the dependent list, its rules read from its own rules tab. */
export const dependentInfoKind: StepModule = {
  step: dependentInfoStep,
  page: { layout: 'people', people: DEPENDENT_LIST },
  // A tier covering a spouse or children asks for them (002 section 5).
  requiredWithDependents: true,
  adjustDescriptors: adjustDependentDescriptors,
  rulesTab: DEPENDENT_RULES_TAB,
  // The review card: a dependent's id is no detail, and employed is always '0' and never asked (002 section 9).
  reviewDisplay: { hidden: ['dependent_id', 'employed'] },
};
