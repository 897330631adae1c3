import type { StepDefinition } from '../../schemas/step-definition';
import {
  CUSTOM_TAB_PAGE,
  customStep,
  pageKindOf,
  PAGE_KINDS,
  pageOf,
  STEP_MODULES,
  type PageDeclaration,
  type StepTabName,
} from '../../schemas/steps';
import { isCustomTabName, SAVED_TAB_OF, STEP_TITLES, TAB_ROUTES, type DynamicTab } from '../../schemas/steps/tabs';

/**
 * The wizard pages this shell serves: one per step module of schemas/steps, plus a carrier's custom
 * tabs as the dynamic tabs list them. The page layout comes from the module's declaration (`page`),
 * never from the tab name; the calls a form page reads and saves through are data here too.
 */
export interface WizardStep {
  /** The tab name: a step module's, or a custom tab's (custom_<name>). */
  tab: string;
  route: string;
  title: string;
  /** The saved-tab name used by save-later and screenshots (benificiary_info, ...). */
  savedTab: string;
  /** What the page needs (layout and its options), declared by the step module. */
  page: PageDeclaration;
  /** The step definition the form renders and validates with. */
  step: StepDefinition;
  /** GET /get-form-fields-<fieldsCall> with `callParams`, POST /save-<saveCall> with `callParams` in the body. */
  fieldsCall: string;
  saveCall: string;
  callParams?: Readonly<Record<string, string>>;
}

/** Every wizard page of a step module, in specification order. */
export const WIZARD_STEPS: readonly WizardStep[] = (Object.keys(STEP_MODULES) as StepTabName[]).map((tab) => ({
  tab,
  route: TAB_ROUTES[tab],
  title: STEP_TITLES[tab],
  savedTab: SAVED_TAB_OF[tab],
  page: pageOf(tab),
  step: STEP_MODULES[tab].step,
  fieldsCall: TAB_ROUTES[tab],
  saveCall: TAB_ROUTES[tab],
}));

/** A custom tab's page: the form layout over its carrier fields, read and saved through the generic calls. */
export function customWizardStep(tab: string, title?: string): WizardStep {
  return {
    tab,
    route: tab,
    title: title?.trim() || tab,
    savedTab: tab,
    page: CUSTOM_TAB_PAGE,
    step: customStep(tab),
    fieldsCall: 'custom',
    saveCall: 'custom-step',
    callParams: { tab },
  };
}

/** A page kind's page (PAGE_KINDS): drawn by its folder, reading and saving through its own calls, if any. */
function pageKindStep(tab: string): WizardStep | undefined {
  const kind = pageKindOf(tab);
  if (!kind) return undefined;
  return { tab, ...kind.tab, savedTab: tab, page: kind.page, step: customStep(tab), fieldsCall: '', saveCall: '' };
}

/** The wizard page of a route segment, or undefined; a custom tab's when the route names one (titled from `tabs`). */
export function wizardStepByRoute(route: string, tabs: readonly DynamicTab[] = []): WizardStep | undefined {
  const known = WIZARD_STEPS.find((s) => s.route === route);
  if (known) return known;
  const kindTab = Object.keys(PAGE_KINDS).find((tab) => PAGE_KINDS[tab]?.tab.route === route);
  if (kindTab) return pageKindStep(kindTab);
  if (!isCustomTabName(route)) return undefined;
  return customWizardStep(route, tabs.find((t) => t.tab_name === route)?.title);
}
