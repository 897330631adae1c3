/**
 * A carrier's question pages (0060 'Custom tabs'): tabs named custom_<name>, scoped like rules
 * (default, carrier, plan, group). Pure functions over rows, so the source of the rows (the draft
 * table, or the newest published version the wizard reads) does not matter here. A row is a
 * FormTab and it applies as a rule does (ruleApplies): one type and one scope test for both.
 */

import { ruleApplies, type EnrollmentScopes, type FormTab } from './form-rules';

/** One item of GET /get-dynamic-tabs for a custom tab (title is the 0060 addition). */
export interface CustomDynamicTab {
  tab_name: string;
  title: string;
  required: boolean;
  order: number;
  /** The page's condition (issue 29) and, once the server has read them, the values it reads. */
  visible_if?: unknown;
  context?: Record<string, unknown>;
}

/** The custom tabs an enrollment gets: each tab once, a scoped row deciding over the default one, by order then name. */
export function matchingCustomTabs(rows: readonly FormTab[], scopes: EnrollmentScopes): CustomDynamicTab[] {
  const byTab = new Map<string, FormTab>();
  for (const row of rows) {
    if (!ruleApplies(row, scopes)) continue;
    const seen = byTab.get(row.tab);
    if (!seen || (seen.scope === 'default' && row.scope !== 'default')) byTab.set(row.tab, row);
  }
  return [...byTab.values()]
    .sort((a, b) => a.sort - b.sort || a.tab.localeCompare(b.tab))
    .map((t) => ({
      tab_name: t.tab,
      title: t.title,
      required: t.required,
      order: t.sort,
      ...(t.visibleIf !== undefined && t.visibleIf !== null ? { visible_if: t.visibleIf } : {}),
    }));
}
