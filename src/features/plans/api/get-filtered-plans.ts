import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DEFAULT_PAGE_SIZE, type ListingSort, type PlanCards } from '../../../../schemas/api/plan-listing';
import { apiGet } from '../../../lib/api-client';

/**
 * Cards per page: every listing is asked a page at a time (a large catalogue holds thousands of
 * plans, hundreds in one category), the size the server answers every category in by default.
 */
export const PLANS_PAGE_SIZE = DEFAULT_PAGE_SIZE;

/** GET /get-filtered-plans?enrollment_id&categories[&page&page_size&sort]: plan cards priced for the enrollment. */
export function getFilteredPlans(
  enrollmentId: string,
  categories: readonly string[],
  signal?: AbortSignal,
  page?: number,
  sort?: ListingSort,
): Promise<PlanCards> {
  const paging = page === undefined ? {} : { page: String(page), page_size: String(PLANS_PAGE_SIZE) };
  return apiGet<PlanCards>(
    '/get-filtered-plans',
    { enrollment_id: enrollmentId, categories: categories.join(','), ...paging, ...(sort ? { sort } : {}) },
    { signal },
  );
}

/** Keyed under the enrollment so a cart change (is_in_cart) or a filter edit refreshes every list (and page). */
export const filteredPlansQueryKey = (
  enrollmentId: string,
  categories: readonly string[],
  page?: number,
  sort?: ListingSort,
) =>
  [
    'filtered-plans',
    enrollmentId,
    [...categories],
    ...(page === undefined ? [] : [page]),
    ...(sort ? [{ sort }] : []),
  ] as const;

/** A page of a listing (the first by default), in the catalogue's order or by `sort`. */
export function filteredPlansQueryOptions(
  enrollmentId: string,
  categories: readonly string[],
  page = 1,
  sort?: ListingSort,
) {
  return queryOptions({
    queryKey: filteredPlansQueryKey(enrollmentId, categories, page, sort),
    queryFn: ({ signal }) => getFilteredPlans(enrollmentId, categories, signal, page, sort),
  });
}

export interface MorePlans {
  /** Cards beyond those shown. */
  hasMore: boolean;
  /** Loading the next page. */
  loading: boolean;
  shown: number;
  total: number;
  loadMore: () => void;
}

/** How many pages are shown, and how to show more (the page keeps it in its address). */
export interface ShownPages {
  count: number;
  set: (count: number) => void;
}

/**
 * The listing's cards: its first page, plus the further pages the shopper asked for with "Show
 * more plans" (`more`), each page a query of its own (kept by React Query, so returning to the
 * listing shows the same cards). The number of pages is the caller's (`shown`, e.g. from the
 * address) or kept here; a new category choice or order starts again at the first page.
 */
export function useFilteredPlans(
  enrollmentId: string | undefined,
  categories: readonly string[],
  sort?: ListingSort,
  shown?: ShownPages,
) {
  const first = useQuery({
    ...filteredPlansQueryOptions(enrollmentId ?? '', categories, 1, sort),
    enabled: !!enrollmentId,
  });
  const listing = `${enrollmentId}|${categories.join(',')}|${sort ?? ''}`;
  const [pages, setPages] = useState({ listing, count: 1 });
  // Never more pages than the listing has (an address may ask for more than there are now).
  const pagesThere = Math.max(1, Math.ceil((first.data?.total ?? 0) / PLANS_PAGE_SIZE));
  const count = Math.min(pagesThere, Math.max(1, shown ? shown.count : pages.listing === listing ? pages.count : 1));
  const setCount = (next: number) => (shown ? shown.set(next) : setPages({ listing, count: next }));
  const rest = useQueries({
    queries: Array.from({ length: count - 1 }, (_, i) => ({
      ...filteredPlansQueryOptions(enrollmentId ?? '', categories, i + 2, sort),
      enabled: !!enrollmentId && first.isSuccess,
    })),
  });
  const data = first.data && {
    ...first.data,
    result: [...first.data.result, ...rest.flatMap((q) => q.data?.result ?? [])],
  };
  const cards = data?.result.length ?? 0;
  const total = first.data?.total ?? cards;
  const loading = rest.some((q) => q.isPending);
  const failed = rest.find((q) => q.isError);
  const more: MorePlans = {
    hasMore: cards < total || loading,
    loading,
    shown: cards,
    total,
    // A page that failed is asked again; otherwise the next one, once the last has arrived.
    loadMore: () => (failed ? void failed.refetch() : loading ? undefined : setCount(count + 1)),
  };
  // Same states as the first answer (data is there exactly when the first page is), more cards.
  return { ...first, data, more } as typeof first & { more: MorePlans };
}
