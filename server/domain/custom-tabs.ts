/**
 * A carrier's question pages (0060 'Custom tabs'): tabs named custom_<name>, scoped like rules
 * (default, carrier, plan, group). Pure functions over rows, so the source of the rows (the draft
 * table today, the newest published version once the wizard reads versions) does not matter here.
 */

export type CustomTabScope = 'default' | 'carrier' | 'plan' | 'group';

export interface CustomTabRow {
  tab: string;
  title: string;
  sort: number;
  required: boolean;
  scope: CustomTabScope;
  scopeId: number | null;
}

export interface CustomTabScopes {
  carrierIds: readonly number[];
  planIds: readonly number[];
  groupId: number | null;
}

/** One item of GET /get-dynamic-tabs for a custom tab (title is the 0060 addition). */
export interface CustomDynamicTab {
  tab_name: string;
  title: string;
  required: boolean;
  order: number;
}

function applies(row: CustomTabRow, scopes: CustomTabScopes): boolean {
  if (row.scope === 'default') return true;
  if (row.scopeId === null) return false;
  if (row.scope === 'carrier') return scopes.carrierIds.includes(row.scopeId);
  if (row.scope === 'plan') return scopes.planIds.includes(row.scopeId);
  return scopes.groupId === row.scopeId;
}

/** The custom tabs an enrollment gets: each tab once, a scoped row deciding over the default one, by order then name. */
export function matchingCustomTabs(rows: readonly CustomTabRow[], scopes: CustomTabScopes): CustomDynamicTab[] {
  const byTab = new Map<string, CustomTabRow>();
  for (const row of rows) {
    if (!applies(row, scopes)) continue;
    const seen = byTab.get(row.tab);
    if (!seen || (seen.scope === 'default' && row.scope !== 'default')) byTab.set(row.tab, row);
  }
  return [...byTab.values()]
    .sort((a, b) => a.sort - b.sort || a.tab.localeCompare(b.tab))
    .map((t) => ({ tab_name: t.tab, title: t.title, required: t.required, order: t.sort }));
}
