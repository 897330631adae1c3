import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ListingSort, PlanCards } from '../../../../schemas/api/plan-listing';
import { apiGet } from '../../../lib/api-client';

/** Cards per page when one category is shown: a catalogue may hold thousands of one category's plans. */
export const PLANS_PAGE_SIZE = 20;

/** One category is asked a page at a time (`page`, with `total` in the answer); several, or all, whole. */
const pageOf = (categories: readonly string[], page: number) => (categories.length === 1 ? page : undefined);

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

/** The first answer of a listing: its first page for one category, else every card (in the catalogue's order or by `sort`). */
export function filteredPlansQueryOptions(
  enrollmentId: string,
  categories: readonly string[],
  pageNumber = 1,
  sort?: ListingSort,
) {
  const page = pageOf(categories, pageNumber);
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

/**
 * The listing's cards: the first answer, plus the further pages of one category the shopper asked
 * for with "Show more plans" (`more`). A new category choice starts again at its first page.
 */
export function useFilteredPlans(enrollmentId: string | undefined, categories: readonly string[], sort?: ListingSort) {
  const first = useQuery({
    ...filteredPlansQueryOptions(enrollmentId ?? '', categories, 1, sort),
    enabled: !!enrollmentId,
  });
  const listing = `${enrollmentId}|${categories.join(',')}|${sort ?? ''}`;
  const [pages, setPages] = useState({ listing, count: 1 });
  const count = pages.listing === listing ? pages.count : 1;
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
  const shown = data?.result.length ?? 0;
  const total = first.data?.total ?? shown;
  const loading = rest.some((q) => q.isPending);
  const failed = rest.find((q) => q.isError);
  const more: MorePlans = {
    hasMore: pageOf(categories, 1) !== undefined && (shown < total || loading),
    loading,
    shown,
    total,
    // A page that failed is asked again; otherwise the next one, once the last has arrived.
    loadMore: () => (failed ? void failed.refetch() : loading ? undefined : setPages({ listing, count: count + 1 })),
  };
  // Same states as the first answer (data is there exactly when the first page is), more cards.
  return { ...first, data, more } as typeof first & { more: MorePlans };
}
