/** Rows per page of the current-member tables (000 section 9). */
export const MEMBER_PAGE_SIZE = 5;

export type PagerItem = number | 'gap';

/**
 * The abbreviated pager: first and last page, the current page with its neighbours, and a gap
 * marker where pages are left out ('1 … 4 5 6 … 12').
 */
export function pagerItems(current: number, total: number): PagerItem[] {
  if (total <= 0) return [];
  const pages = new Set([1, total, current - 1, current, current + 1].filter((p) => p >= 1 && p <= total));
  const sorted = [...pages].sort((a, b) => a - b);
  const items: PagerItem[] = [];
  for (const [i, page] of sorted.entries()) {
    const prev = sorted[i - 1];
    if (prev !== undefined && page - prev === 2) items.push(prev + 1);
    else if (prev !== undefined && page - prev > 2) items.push('gap');
    items.push(page);
  }
  return items;
}

/** The rows of one page (pages count from 1; a page past the end gives the last page's rows). */
export function pageRows<T>(rows: readonly T[], page: number, size = MEMBER_PAGE_SIZE): T[] {
  const last = Math.max(1, Math.ceil(rows.length / size));
  const p = Math.min(Math.max(1, page), last);
  return rows.slice((p - 1) * size, p * size);
}
