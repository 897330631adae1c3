import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AflacQuestions } from '../../../../schemas/api/questions';
import { apiGetEnvelope } from '../../../lib/api-client';

/** GET /get-aflac-questions?plan_id&enrollment_id: Aflac-type questions while unanswered (empty otherwise). */
export async function getAflacQuestions(
  enrollmentId: string,
  planId: number,
  signal?: AbortSignal,
): Promise<AflacQuestions> {
  const envelope = await apiGetEnvelope<AflacQuestions>(
    '/get-aflac-questions',
    { plan_id: planId, enrollment_id: enrollmentId },
    { signal },
  );
  return envelope.statusCode === 200 ? envelope.data : { result: [] };
}

export const aflacQuestionsQueryKey = (enrollmentId: string, planId: number) =>
  ['plan-questions', 'aflac', enrollmentId, planId] as const;

export function aflacQuestionsQueryOptions(enrollmentId: string, planId: number) {
  return queryOptions({
    queryKey: aflacQuestionsQueryKey(enrollmentId, planId),
    queryFn: ({ signal }) => getAflacQuestions(enrollmentId, planId, signal),
  });
}

export function useAflacQuestions(enrollmentId: string | undefined, planId: number) {
  return useQuery({ ...aflacQuestionsQueryOptions(enrollmentId ?? '', planId), enabled: enrollmentId !== undefined });
}
