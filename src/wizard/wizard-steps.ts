import { STEP_MODULES, type StepTabName } from '../../schemas/steps';
import { SAVED_TAB_OF, STEP_TITLES, TAB_ROUTES } from '../../schemas/steps/tabs';

/**
 * The wizard pages this shell serves: one per step module of schemas/steps. A 'form' page renders
 * the StepRenderer; a 'list' page (beneficiaries) renders the list field whose add/edit form is
 * the StepRenderer. Extras are the page-level buttons the specification names for a step.
 */
export interface WizardStep {
  tab: StepTabName;
  route: string;
  title: string;
  /** The saved-tab name used by save-later and screenshots (benificiary_info, ...). */
  savedTab: string;
  kind: 'form' | 'list';
  /** 'Enter Enroller Code' button and the code check before saving (personal-info, 001 section 2). */
  enrollerCode?: boolean;
  /** 'Skip (only when the cart holds an IHA plan)' (employer-info, 001 sections 2 and 4). */
  skipWithIha?: boolean;
}

const LIST_STEPS: ReadonlySet<StepTabName> = new Set(['beneficiary_info', 'dependent_info']);

/** Every wizard page, in specification order. */
export const WIZARD_STEPS: readonly WizardStep[] = (Object.keys(STEP_MODULES) as StepTabName[]).map((tab) => ({
  tab,
  route: TAB_ROUTES[tab],
  title: STEP_TITLES[tab],
  savedTab: SAVED_TAB_OF[tab],
  kind: LIST_STEPS.has(tab) ? 'list' : 'form',
  ...(tab === 'primary_info' ? { enrollerCode: true } : {}),
  ...(tab === 'employer_info' ? { skipWithIha: true } : {}),
}));

/** The wizard page of a route segment, or undefined. */
export function wizardStepByRoute(route: string): WizardStep | undefined {
  return WIZARD_STEPS.find((s) => s.route === route);
}
