import { queryOptions, useQuery } from '@tanstack/react-query';
import type { IdentityQuery } from '../../../../schemas/api/common';
import type { PlanCards } from '../../../../schemas/api/plan-listing';
import { apiGet } from '../../../lib/api-client';

/** GET /get-menu-filtered-plans?category&...identity: a category's plans before any enrollment (unpriced). */
export function getMenuFilteredPlans(
  category: string,
  identity: IdentityQuery,
  signal?: AbortSignal,
): Promise<PlanCards> {
  return apiGet<PlanCards>('/get-menu-filtered-plans', { ...identity, category }, { signal });
}

export const menuFilteredPlansQueryKey = (category: string, identity: IdentityQuery) =>
  ['menu-filtered-plans', category, identity] as const;

export function menuFilteredPlansQueryOptions(category: string, identity: IdentityQuery) {
  return queryOptions({
    queryKey: menuFilteredPlansQueryKey(category, identity),
    queryFn: ({ signal }) => getMenuFilteredPlans(category, identity, signal),
  });
}

export function useMenuFilteredPlans(category: string | undefined, identity: IdentityQuery | undefined) {
  return useQuery({
    ...menuFilteredPlansQueryOptions(category ?? '', identity ?? {}),
    enabled: !!category && identity !== undefined,
  });
}
