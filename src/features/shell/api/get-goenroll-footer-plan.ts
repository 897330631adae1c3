import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FooterPlan } from '../../../../schemas/api/shell';
import { apiGet } from '../../../lib/api-client';

/** GET /get-goenroll-footer-plan: the plan the footer links to (data.plan_id, null for none). */
export function getFooterPlan(signal?: AbortSignal): Promise<FooterPlan> {
  return apiGet<FooterPlan>('/get-goenroll-footer-plan', undefined, { signal });
}

export const footerPlanQueryKey = ['goenroll-footer-plan'] as const;

export function footerPlanQueryOptions() {
  return queryOptions({
    queryKey: footerPlanQueryKey,
    queryFn: ({ signal }) => getFooterPlan(signal),
    staleTime: Infinity,
  });
}

export function useFooterPlan() {
  return useQuery(footerPlanQueryOptions());
}
