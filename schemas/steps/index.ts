import type { NormalizedDescriptor } from '../descriptors';
import type { StepDefinition } from '../step-definition';
import type { PageDeclaration, PageKind, StepModule } from './step-module';
import { agreementInfoKind } from '../../steps/agreement-info/module';
import { beneficiaryInfoKind } from '../../steps/beneficiary-info/module';
import { billingInfoKind } from '../../steps/billing-info/module';
import { contactInfoKind } from '../../steps/contact-info/module';
import { dependentInfoKind } from '../../steps/dependent-info/module';
import { employerInfoKind } from '../../steps/employer-info/module';
import { healthInfoKind } from '../../steps/health-info/module';
import { personalInfoKind } from '../../steps/personal-info/module';
import { planDocumentsKind } from '../../steps/plan-documents/module';

/**
 * The wizard's step modules by tab_name, imported by the server (get-form-fields, save) and the
 * browser (StepRenderer). Adding a step is a new module and a line here, never a renderer change.
 */

export const STEP_MODULES = {
  primary_info: personalInfoKind,
  contact_info: contactInfoKind,
  employer_info: employerInfoKind,
  beneficiary_info: beneficiaryInfoKind,
  primary_health_info: healthInfoKind,
  dependent_info: dependentInfoKind,
  agreement_info: agreementInfoKind,
  billing_info: billingInfoKind,
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

/** The steps an enrollment needs whenever its tier covers anyone besides the member (their kinds declare it). */
export const TABS_REQUIRED_WITH_DEPENDENTS: readonly string[] = Object.entries(STEP_MODULES)
  .filter(([, mod]: [string, StepModule]) => mod.requiredWithDependents === true)
  .map(([tab]) => tab);

/** The rules tabs of the steps drawn as a list of people (their kinds declare the people layout): a field there is asked per person. */
export const PEOPLE_LIST_RULES_TABS: ReadonlySet<string> = new Set(
  Object.entries(STEP_MODULES)
    .filter(([, mod]: [string, StepModule]) => mod.page.layout === 'people')
    .map(([tab, mod]: [string, StepModule]) => mod.rulesTab ?? tab),
);

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

/**
 * Kinds that bring their own tab and page and keep nothing (steps/<kind>/module.ts, `PageKind`), by tab
 * name: one line each.
 */
export const PAGE_KINDS: Readonly<Record<string, PageKind>> = {
  plan_documents: planDocumentsKind,
};

/** The page kind of a tab name, or undefined. */
export function pageKindOf(tab: string): PageKind | undefined {
  return Object.hasOwn(PAGE_KINDS, tab) ? PAGE_KINDS[tab] : undefined;
}

export { withReadOnlyValues } from './read-only';
export { PAGE_LAYOUTS } from './step-module';
export type {
  PageAction,
  PageDeclaration,
  PageKind,
  PageLayout,
  PeopleDeclaration,
  PeopleListField,
  ReviewDisplay,
  StepModule,
} from './step-module';
