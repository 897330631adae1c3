/**
 * GET /get-dynamic-tabs: which wizard tabs an enrollment needs (002 sections 3 and 5). A tab is
 * required when it is required by default, when a plan in the cart asks for it (plans.required_tabs),
 * or, for a kind that declares it (the dependents), when the tier covers anyone besides the member.
 */

export interface WizardTabRow {
  tabName: string;
  sort: number;
  requiredByDefault: boolean;
}

export interface DynamicTabItem {
  tab_name: string;
  required: boolean;
  order: number;
  /** A carrier's custom tab's title (0060); the contract's tabs have none. */
  title?: string;
  /** A carrier page's condition and the values it reads (issue 29). */
  visible_if?: unknown;
  context?: Record<string, unknown>;
}

/** The tab list of an enrollment: every tab, its order and whether this cart and tier need it. */
export function dynamicTabs(
  tabs: readonly WizardTabRow[],
  cartTabs: readonly string[],
  tier: string | null,
  /** The tabs required when the tier covers anyone besides the member (TABS_REQUIRED_WITH_DEPENDENTS). */
  withDependents: readonly string[],
): DynamicTabItem[] {
  const needed = new Set(cartTabs);
  if (tier !== null && tier !== 'IO') for (const tab of withDependents) needed.add(tab);
  return [...tabs]
    .sort((a, b) => a.sort - b.sort)
    .map((t) => ({ tab_name: t.tabName, required: t.requiredByDefault || needed.has(t.tabName), order: t.sort }));
}
