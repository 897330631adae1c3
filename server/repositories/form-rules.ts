import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { cartLines, formFieldRules, plans, wizardTabs } from '../db/schema';
import type { FormFieldRule } from '../domain/form-rules';

/** The form-field rules of one tab, or of every tab when none is given. */
export async function listFormRules(db: Db, tab?: string): Promise<FormFieldRule[]> {
  const query = db
    .select({
      tab: formFieldRules.tab,
      fieldName: formFieldRules.fieldName,
      required: formFieldRules.required,
      readOnly: formFieldRules.readOnly,
      visible: formFieldRules.visible,
      sort: formFieldRules.sort,
      scope: formFieldRules.scope,
      scopeId: formFieldRules.scopeId,
    })
    .from(formFieldRules);
  const rows = await (tab === undefined ? query : query.where(eq(formFieldRules.tab, tab))).orderBy(
    asc(formFieldRules.tab),
    asc(formFieldRules.sort),
    asc(formFieldRules.id),
  );
  return rows;
}

/** Replaces every rule of the tabs named in `rules` in one transaction; other tabs keep theirs. */
export async function replaceFormRules(db: Db, rules: readonly FormFieldRule[], now = new Date()): Promise<string[]> {
  const tabs = [...new Set(rules.map((r) => r.tab))];
  if (tabs.length === 0) return [];
  await db.transaction(async (tx) => {
    await tx.delete(formFieldRules).where(inArray(formFieldRules.tab, tabs));
    await tx.insert(formFieldRules).values(rules.map((r) => ({ ...r, updatedAt: now })));
  });
  return tabs;
}

/** What the enrollment's cart holds, as the form engine and the tab list need it. */
export interface CartProfile {
  planIds: number[];
  carrierIds: number[];
  /** Tabs the cart's plans make required beyond the defaults (plans.required_tabs). */
  requiredTabs: string[];
  hasIha: boolean;
}

/** The cart profile of an enrollment (empty for an empty cart). */
export async function cartProfile(db: Db, enrollmentId: string): Promise<CartProfile> {
  const rows = await db
    .select({ planId: plans.id, carrierId: plans.carrierId, requiredTabs: plans.requiredTabs, isIha: plans.isIha })
    .from(cartLines)
    .innerJoin(plans, eq(plans.id, cartLines.planId))
    .where(eq(cartLines.enrollmentId, enrollmentId));
  return {
    planIds: rows.map((r) => r.planId),
    carrierIds: [...new Set(rows.map((r) => r.carrierId))],
    requiredTabs: [...new Set(rows.flatMap((r) => r.requiredTabs))],
    hasIha: rows.some((r) => r.isIha),
  };
}

/** The wizard tabs in their default order. */
export async function listWizardTabs(db: Db): Promise<Array<typeof wizardTabs.$inferSelect>> {
  return db.select().from(wizardTabs).orderBy(asc(wizardTabs.sort));
}
