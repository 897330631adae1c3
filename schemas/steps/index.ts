import type { NormalizedDescriptor } from '../descriptors';
import type { CustomFieldName, StepDefinition } from '../step-definition';
import { agreementInfoStep } from './agreement-info';
import {
  BENEFICIARY_TOTAL,
  beneficiaryInfoStep,
  hideBeneficiaryMiddleName,
  MAX_BENEFICIARIES,
} from './beneficiary-info';
import { billingInfoStep } from './billing-info';
import { CONTACT_REQUIRED_TOGETHER, contactInfoStep } from './contact-info';
import { adjustDependentDescriptors, DEPENDENT_RULES_TAB, dependentInfoStep } from './dependent-info';
import { EMPLOYER_REQUIRED_TOGETHER, employerInfoStep } from './employer-info';
import { MAX_DEPENDENTS } from './dependent-list';
import { healthInfoStep } from './health-info';
import { personalInfoStep } from './personal-info';
import { applyRequiredTogether } from './required-together';

/**
 * The wizard's step modules by tab_name, imported by the server (get-form-fields, save) and the
 * browser (StepRenderer). Adding a step is a new module and a line here, never a renderer change.
 */

/**
 * The page layouts the wizard has: a step module declares which one its page
 * needs, and the wizard picks the layout from that declaration, never from the tab name.
 * - form: one StepRenderer form (personal, contact, employer, a carrier's custom tab)
 * - people: a list of people edited one at a time through a registered list field, with limits
 * - questions: yes/no questions with follow-ups (health)
 * - payment: a payment choice beside the form (billing)
 * - agreement: texts to accept and a verification with signature
 */
export const PAGE_LAYOUTS = ['form', 'people', 'questions', 'payment', 'agreement'] as const;
export type PageLayout = (typeof PAGE_LAYOUTS)[number];

/** The registered list fields (CUSTOM_FIELD_NAMES, widgets/fields) a people page edits its list with. */
export type PeopleListField = Extract<CustomFieldName, 'beneficiaryList' | 'dependentList'>;

/** Page-level buttons a form page may offer. */
export type PageAction = 'enrollerCode' | 'skipWithIha' | 'verifyContact';

/**
 * A people page's list: the list field, the most people and, when the list shares a total, the total
 * it must reach. The page hands max and total to the list field (its 'ui:options').
 */
export interface PeopleDeclaration {
  field: PeopleListField;
  max: number;
  total?: number;
}

/** What a step's page needs: a people page always names its list; the other layouts may name form actions. */
export type PageDeclaration =
  | { layout: 'people'; people: PeopleDeclaration; actions?: never }
  | {
      layout: Exclude<PageLayout, 'people'>;
      people?: never;
      /**
       * form: 'Enter Enroller Code' (personal-info), 'Skip' with an IHA plan (employer-info), and the phone
       * and e-mail checks of an existing member before saving (contact-info).
       */
      actions?: readonly PageAction[];
    };

export interface StepModule {
  step: StepDefinition;
  /** The page the step needs (its layout and the layout's options). */
  page: PageDeclaration;
  /** Step-specific adjustments of the resolved descriptors (paired requirements, never-shown fields). */
  adjustDescriptors?: (list: readonly NormalizedDescriptor[]) => NormalizedDescriptor[];
  /** The form_field_rules tab when it is not the tab name (dependent_info reads dependent_primary_info). */
  rulesTab?: string;
}

export const STEP_MODULES = {
  primary_info: { step: personalInfoStep, page: { layout: 'form', actions: ['enrollerCode'] } },
  contact_info: {
    step: contactInfoStep,
    page: { layout: 'form', actions: ['verifyContact'] },
    adjustDescriptors: (list) => applyRequiredTogether(list, CONTACT_REQUIRED_TOGETHER),
  },
  employer_info: {
    step: employerInfoStep,
    page: { layout: 'form', actions: ['skipWithIha'] },
    adjustDescriptors: (list) => applyRequiredTogether(list, EMPLOYER_REQUIRED_TOGETHER),
  },
  beneficiary_info: {
    step: beneficiaryInfoStep,
    page: { layout: 'people', people: { field: 'beneficiaryList', max: MAX_BENEFICIARIES, total: BENEFICIARY_TOTAL } },
    adjustDescriptors: hideBeneficiaryMiddleName,
  },
  primary_health_info: { step: healthInfoStep, page: { layout: 'questions' } },
  dependent_info: {
    step: dependentInfoStep,
    page: { layout: 'people', people: { field: 'dependentList', max: MAX_DEPENDENTS } },
    adjustDescriptors: adjustDependentDescriptors,
    rulesTab: DEPENDENT_RULES_TAB,
  },
  // Its descriptor adjustments need the filled values: get-form-fields-agreement-info applies adjustAgreementDescriptors.
  agreement_info: { step: agreementInfoStep, page: { layout: 'agreement' } },
  billing_info: { step: billingInfoStep, page: { layout: 'payment' } },
} as const satisfies Record<string, StepModule>;

export type StepTabName = keyof typeof STEP_MODULES;

/** tab_name -> step definition, read from STEP_MODULES. */
export const STEPS = Object.fromEntries(
  Object.entries(STEP_MODULES).map(([tab, mod]: [string, StepModule]) => [tab, mod.step]),
) as Readonly<Record<StepTabName, StepDefinition>>;

/** True when a tab has a step module here. */
export function isStepTab(tab: string): tab is StepTabName {
  return Object.hasOwn(STEP_MODULES, tab);
}

/** The step module of a tab, or undefined. */
export function stepModuleFor(tab: string): StepModule | undefined {
  return isStepTab(tab) ? STEP_MODULES[tab] : undefined;
}

/** The form_field_rules tab a step's descriptors are resolved from. */
export function rulesTabOf(tab: StepTabName): string {
  const mod: StepModule = STEP_MODULES[tab];
  return mod.rulesTab ?? tab;
}

/** A step's page declaration. */
export function pageOf(tab: StepTabName): PageDeclaration {
  const mod: StepModule = STEP_MODULES[tab];
  return mod.page;
}

/**
 * The step of a carrier's custom tab (custom_<name>): it knows no field of its own, so every field
 * is a carrier's, described by its rule's definition. Rendered by the form layout.
 */
export function customStep(tab: string): StepDefinition {
  return { id: tab, fields: {}, order: [] };
}

/** The page of a custom tab: a plain form. */
export const CUSTOM_TAB_PAGE: PageDeclaration = { layout: 'form' };

/** Applies a step's descriptor adjustments (identity when it has none). */
export function adjustStepDescriptors(tab: StepTabName, list: readonly NormalizedDescriptor[]): NormalizedDescriptor[] {
  const mod: StepModule = STEP_MODULES[tab];
  return mod.adjustDescriptors ? mod.adjustDescriptors(list) : [...list];
}

export { withReadOnlyValues } from './read-only';
