import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FeaturedPlans } from '../../../../schemas/api/site';
import type { IdentityQuery } from '../../../../schemas/api/common';
import { apiGet } from '../../../lib/api-client';

/** GET /get-featured-plans: plans shown below the welcome form (plan_id, plan_name, plan_logo, plan_short_text). */
export function getFeaturedPlans(identity: IdentityQuery, signal?: AbortSignal): Promise<FeaturedPlans> {
  return apiGet<FeaturedPlans>('/get-featured-plans', identity, { signal });
}

export const featuredPlansQueryKey = (identity: IdentityQuery) => ['featured-plans', identity] as const;

export function featuredPlansQueryOptions(identity: IdentityQuery) {
  return queryOptions({
    queryKey: featuredPlansQueryKey(identity),
    queryFn: ({ signal }) => getFeaturedPlans(identity, signal),
  });
}

export function useFeaturedPlans(identity: IdentityQuery | undefined) {
  return useQuery({ ...featuredPlansQueryOptions(identity ?? {}), enabled: identity !== undefined });
}
