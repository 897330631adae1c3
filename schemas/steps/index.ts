import type { NormalizedDescriptor } from '../descriptors';
import type { StepDefinition } from '../step-definition';
import { agreementInfoStep } from './agreement-info';
import { beneficiaryInfoStep, hideBeneficiaryMiddleName } from './beneficiary-info';
import { billingInfoStep } from './billing-info';
import { CONTACT_REQUIRED_TOGETHER, contactInfoStep } from './contact-info';
import { adjustDependentDescriptors, DEPENDENT_RULES_TAB, dependentInfoStep } from './dependent-info';
import { EMPLOYER_REQUIRED_TOGETHER, employerInfoStep } from './employer-info';
import { dependentHealthStep } from './dependent-health';
import { healthInfoStep } from './health-info';
import { personalInfoStep } from './personal-info';
import { applyRequiredTogether } from './required-together';

/**
 * The wizard's step modules by tab_name, imported by the server (get-form-fields, save) and the
 * browser (StepRenderer). Adding a step is a new module and a line here, never a renderer change.
 */

export interface StepModule {
  step: StepDefinition;
  /** Step-specific adjustments of the resolved descriptors (paired requirements, never-shown fields). */
  adjustDescriptors?: (list: readonly NormalizedDescriptor[]) => NormalizedDescriptor[];
  /** The form_field_rules tab when it is not the tab name (dependent_info reads dependent_primary_info). */
  rulesTab?: string;
}

export const STEP_MODULES = {
  primary_info: { step: personalInfoStep },
  contact_info: { step: contactInfoStep, adjustDescriptors: (list) => applyRequiredTogether(list, CONTACT_REQUIRED_TOGETHER) },
  employer_info: { step: employerInfoStep, adjustDescriptors: (list) => applyRequiredTogether(list, EMPLOYER_REQUIRED_TOGETHER) },
  beneficiary_info: { step: beneficiaryInfoStep, adjustDescriptors: hideBeneficiaryMiddleName },
  primary_health_info: { step: healthInfoStep },
  dependent_info: { step: dependentInfoStep, adjustDescriptors: adjustDependentDescriptors, rulesTab: DEPENDENT_RULES_TAB },
  // Its descriptor adjustments need the filled values: get-form-fields-agreement-info applies adjustAgreementDescriptors.
  agreement_info: { step: agreementInfoStep },
  billing_info: { step: billingInfoStep },
} as const satisfies Record<string, StepModule>;

export type StepTabName = keyof typeof STEP_MODULES;

/** tab_name -> step definition. */
export const STEPS: Readonly<Record<StepTabName, StepDefinition>> = {
  primary_info: personalInfoStep,
  contact_info: contactInfoStep,
  employer_info: employerInfoStep,
  beneficiary_info: beneficiaryInfoStep,
  primary_health_info: healthInfoStep,
  dependent_info: dependentInfoStep,
  agreement_info: agreementInfoStep,
  billing_info: billingInfoStep,
};

/**
 * Forms the StepRenderer draws that are not tabs of their own (the dependent form with the health
 * questions), by step id: their validators are precompiled like the steps'.
 */
export const EMBEDDED_FORMS: Readonly<Record<string, StepDefinition>> = { [dependentHealthStep.id]: dependentHealthStep };

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

/** Applies a step's descriptor adjustments (identity when it has none). */
export function adjustStepDescriptors(tab: StepTabName, list: readonly NormalizedDescriptor[]): NormalizedDescriptor[] {
  const mod: StepModule = STEP_MODULES[tab];
  return mod.adjustDescriptors ? mod.adjustDescriptors(list) : [...list];
}

export { personalInfoStep } from './personal-info';
export { contactInfoStep } from './contact-info';
export { employerInfoStep } from './employer-info';
export { beneficiaryInfoStep, beneficiaryListErrors } from './beneficiary-info';
export { dependentInfoStep } from './dependent-info';
export { healthInfoStep } from './health-info';
export { agreementInfoStep } from './agreement-info';
export { billingInfoStep } from './billing-info';
export { withReadOnlyValues } from './read-only';
