import { evaluate, isTruthy, type Expression } from '../expressions/expression';
import { nestContext } from '../expressions/field-expressions';
import { STEP_TITLES } from '../messages';
import { pageKindOf } from './index';

/**
 * The wizard's tabs (002 sections 2 and 3): dynamic tab names, their titles and routes, the
 * saved-tab names used when resuming (benificiary_info and aggrement_info spelled as the contract
 * spells them) and the step navigation built from GET /get-dynamic-tabs.
 */

/** Dynamic tab names in the specification's step order (002 section 1). */
export const TAB_NAMES = [
  'primary_info',
  'contact_info',
  'employer_info',
  'beneficiary_info',
  'primary_health_info',
  'dependent_info',
  'billing_info',
  'agreement_info',
  'review_info',
] as const;

export type TabName = (typeof TAB_NAMES)[number];

export { STEP_TITLES };

/** Route segment under /enrollment of each dynamic tab (002 route table). */
export const TAB_ROUTES: Readonly<Record<TabName, string>> = {
  primary_info: 'personal-info',
  contact_info: 'contact-info',
  employer_info: 'employer-info',
  beneficiary_info: 'beneficiary-info',
  primary_health_info: 'health-questions',
  dependent_info: 'dependent-information',
  billing_info: 'billing-information',
  agreement_info: 'agreement-signature',
  review_info: 'review-confirm',
};

/** Saved-tab names (002 section 3), typos included. */
export const SAVED_TABS = [
  'primary_info',
  'contact_info',
  'employer_info',
  'benificiary_info',
  'health_info',
  'dependent_info',
  'review_info',
  'aggrement_info',
  'payment_info',
  'cart_info',
] as const;

export type SavedTab = (typeof SAVED_TABS)[number];

/** The saved-tab name a dynamic tab is saved under. */
export const SAVED_TAB_OF: Readonly<Record<TabName, SavedTab>> = {
  primary_info: 'primary_info',
  contact_info: 'contact_info',
  employer_info: 'employer_info',
  beneficiary_info: 'benificiary_info',
  primary_health_info: 'health_info',
  dependent_info: 'dependent_info',
  billing_info: 'payment_info',
  agreement_info: 'aggrement_info',
  review_info: 'review_info',
};

export interface ResumeTarget {
  /** Absolute path without the landing segment: '/enrollment/<route>' or '/cart'. */
  path: string;
  /** cart_info resumes on the cart with show-quotation set to 'no'. */
  showQuotation?: 'no';
}

/**
 * A carrier's custom tab (0060): `custom_<name>`, name `[a-z0-9_]{1,40}`. Its route segment and its
 * saved-tab name are the tab name itself.
 */
export const CUSTOM_TAB_PATTERN = '^custom_[a-z0-9_]{1,40}$';
const CUSTOM_TAB = new RegExp(CUSTOM_TAB_PATTERN);

/** True for a custom tab's name (custom_<name>). */
export function isCustomTabName(name: string): boolean {
  return CUSTOM_TAB.test(name);
}

/** Where a saved tab resumes (002 'Saved tab to route mapping'); a custom tab on its own route. */
export function resumeTarget(savedTab: string): ResumeTarget | undefined {
  if (savedTab === 'cart_info') return { path: '/cart', showQuotation: 'no' };
  if (isCustomTabName(savedTab)) return { path: `/enrollment/${savedTab}` };
  const tab = (Object.keys(SAVED_TAB_OF) as TabName[]).find((t) => SAVED_TAB_OF[t] === savedTab);
  return tab ? { path: `/enrollment/${TAB_ROUTES[tab]}` } : undefined;
}

/** True for a dynamic tab name of the contract. */
export function isTabName(name: string): name is TabName {
  return (TAB_NAMES as readonly string[]).includes(name);
}

/** One item of GET /get-dynamic-tabs. */
export interface DynamicTab {
  tab_name: string;
  required: boolean | number;
  order: number;
  /** A custom tab's title (0060); the contract's tabs take theirs from STEP_TITLES. */
  title?: string;
  /** A custom page's condition (issue 29): the page is asked only while it holds. */
  visible_if?: Expression;
  /** The values of the dotted variables its condition reads (`{ 'primary_info.marital_status': 'M' }`), from the server. */
  context?: Record<string, unknown>;
}

/** A step navigation item (002 section 3: index, title, name, visible) plus its route. */
export interface NavItem {
  index: number;
  title: string;
  /** A tab of the contract, or a custom tab's name. */
  name: string;
  route: string;
  visible: boolean;
}

/** Highest tab order scanned (002 section 9: 'Wizard tab order is searched from 0 to 10'). */
export const MAX_TAB_ORDER = 10;

/** A navigation item's title and route: the contract's for its tabs, the tab's own for a custom tab (its title, else its name). */
function navTarget(tab: DynamicTab): { title: string; route: string } | undefined {
  if (isTabName(tab.tab_name)) return { title: STEP_TITLES[tab.tab_name], route: TAB_ROUTES[tab.tab_name] };
  if (isCustomTabName(tab.tab_name)) return { title: tab.title?.trim() || tab.tab_name, route: tab.tab_name };
  // A kind that declares its own tab (schemas/steps/index.ts, PAGE_KINDS).
  return pageKindOf(tab.tab_name)?.tab;
}

/**
 * Whether a tab is asked: required, and for a carrier's page with a condition, the condition holds
 * over the context the server sent. The server decides completion with this function (a hidden page
 * is neither in the navigation nor required), so both sides evaluate the same expression and data.
 */
export function tabAsked(tab: DynamicTab, today?: Date): boolean {
  if (tab.required !== true && tab.required !== 1) return false;
  if (tab.visible_if === undefined) return true;
  return isTruthy(evaluate(tab.visible_if, nestContext(tab.context ?? {}), today));
}

/** The order of the review tab in the list (custom pages go before it), else past every order. */
function reviewOrder(tabs: readonly DynamicTab[]): number {
  return tabs.find((t) => t.tab_name === 'review_info')?.order ?? MAX_TAB_ORDER + 1;
}

/**
 * The tabs in the wizard's order (issue 29): by order; a carrier's page of order N goes just before
 * the built-in step of order N (so the default, the agreement's order, is just before Agreement), and
 * a page ordered at or after Review goes just before Review. Otherwise the list order decides.
 */
export function inWizardOrder<T extends DynamicTab>(tabs: readonly T[]): T[] {
  const review = reviewOrder(tabs);
  const rank = (t: DynamicTab) =>
    isCustomTabName(t.tab_name) ? Math.min(t.order, review) * 2 : Math.max(t.order, 0) * 2 + 1;
  return tabs
    .map((tab, i) => ({ tab, i, r: rank(tab) }))
    .sort((a, b) => a.r - b.r || a.i - b.i)
    .map((x) => x.tab);
}

/**
 * The step navigation: orders 0 to 10 in the wizard's order (`inWizardOrder`), only tabs asked
 * (`tabAsked`) and known (or custom), numbered from 1; a tab appears once.
 */
export function buildNavigation(tabs: readonly DynamicTab[]): NavItem[] {
  const items: NavItem[] = [];
  const seen = new Set<string>();
  for (const tab of inWizardOrder(tabs)) {
    if (tab.order < 0 || tab.order > MAX_TAB_ORDER || seen.has(tab.tab_name)) continue;
    if (!tabAsked(tab)) continue;
    const target = navTarget(tab);
    if (!target) continue;
    seen.add(tab.tab_name);
    items.push({
      index: items.length + 1,
      title: target.title,
      name: tab.tab_name,
      route: target.route,
      visible: true,
    });
  }
  return items;
}

/** The order a new carrier page takes by default: just before Agreement & Signature (issue 29). */
export const DEFAULT_CUSTOM_TAB_ORDER = 7;

/** The tab after `current` in the navigation, or undefined at the end (or when current is absent). */
export function nextTab(nav: readonly NavItem[], current: string): NavItem | undefined {
  const i = nav.findIndex((item) => item.name === current);
  return i < 0 ? undefined : nav[i + 1];
}

/** The tab before `current` in the navigation, or undefined at the start (or when current is absent). */
export function previousTab(nav: readonly NavItem[], current: string): NavItem | undefined {
  const i = nav.findIndex((item) => item.name === current);
  return i <= 0 ? undefined : nav[i - 1];
}

/** The tabs before `current`: marked progressed in the progress bar (001 section 2). */
export function progressedTabs(nav: readonly NavItem[], current: string): string[] {
  const i = nav.findIndex((item) => item.name === current);
  return i <= 0 ? [] : nav.slice(0, i).map((item) => item.name);
}
