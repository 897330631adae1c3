import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PolicyAnswersData } from '../../../../schemas/api/review';
import { apiGet } from '../../../lib/api-client';

/** GET /get-policy-answers?policy_id: the signed-in rep's view of one of their enrollments' answers (decision 0310). */
function policyAnswersQueryOptions(policyId: number) {
  return queryOptions({
    queryKey: ['policy-answers', policyId],
    queryFn: ({ signal }) => apiGet<PolicyAnswersData>('/get-policy-answers', { policy_id: policyId }, { signal }),
    retry: false,
    // Personal data: read when the dialog opens, not kept for later.
    gcTime: 0,
  });
}

export function usePolicyAnswers(policyId: number | null) {
  return useQuery({ ...policyAnswersQueryOptions(policyId ?? 0), enabled: policyId !== null });
}
