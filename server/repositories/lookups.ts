import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { optionLists } from '../db/schema';

export interface OptionRow {
  value: string;
  label: string;
}

/** One option list (states, relationships, bill dates ...) in its display order. */
export async function optionList(db: Db, listName: string): Promise<OptionRow[]> {
  return db
    .select({ value: optionLists.value, label: optionLists.label })
    .from(optionLists)
    .where(and(eq(optionLists.listName, listName), eq(optionLists.active, true)))
    .orderBy(asc(optionLists.sort), asc(optionLists.label));
}
