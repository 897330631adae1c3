import type { MemberList, MemberPageQuery } from '../../../schemas/api/members';

/** Rows per page of the current-member tables (000 section 9). */
export const MEMBER_PAGE_SIZE = 5;

/**
 * Where a keyset-paged member table stands (issue 27): the cursors (`after`) of the pages opened
 * after the first, newest last. The current page is the last one's (the first page has none); Next
 * adds the answer's `next`, Previous drops the last.
 */
export type PageTrail = readonly string[];

/** The current page's number, counting from 1. */
export function pageNumberOf(trail: PageTrail): number {
  return trail.length + 1;
}

/** The current page's cursor, or undefined on the first page. */
export function cursorOf(trail: PageTrail): string | undefined {
  return trail.at(-1);
}

/** How many pages `total` rows fill (at least one). */
export function pageCountOf(total: number, size = MEMBER_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / size));
}

/** The first and last row numbers the current page shows ('Showing 6-10'), or null for no rows. */
export function shownRange(
  trail: PageTrail,
  rowsOnPage: number,
  size = MEMBER_PAGE_SIZE,
): { from: number; to: number } | null {
  if (rowsOnPage <= 0) return null;
  const from = trail.length * size + 1;
  return { from, to: from + rowsOnPage - 1 };
}

/** What a member table shows: the server's search and the page trail. */
export interface MemberListView {
  search: string;
  trail: PageTrail;
}

/** A page as the server answered it, with the view it was asked for (so a page loading meanwhile never mixes in). */
export type MemberListPage = MemberList & { view: MemberListView };

/** The query of a view's page: 5 rows after the current page's cursor, with the search if any. */
export function pageQueryOf({ search, trail }: MemberListView): MemberPageQuery {
  const after = cursorOf(trail);
  return { limit: MEMBER_PAGE_SIZE, ...(after ? { after } : {}), ...(search ? { search } : {}) };
}
