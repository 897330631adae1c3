import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Questions } from '../../../../schemas/api/questions';
import { apiGetEnvelope } from '../../../lib/api-client';

export interface QuestionsAnswer extends Questions {
  /** 200: questions wait for answers (cart buttons hidden); 204: nothing to answer. */
  waiting: boolean;
}

/** GET /get-questions?enrollment_id&plan_id&type=save: the plan's health questions while unanswered. */
export async function getQuestions(
  enrollmentId: string,
  planId: number,
  signal?: AbortSignal,
): Promise<QuestionsAnswer> {
  const envelope = await apiGetEnvelope<Questions>(
    '/get-questions',
    { enrollment_id: enrollmentId, plan_id: planId, type: 'save' },
    { signal },
  );
  return { ...envelope.data, waiting: envelope.statusCode === 200 && envelope.data.result.length > 0 };
}

export const questionsQueryKey = (enrollmentId: string, planId: number) =>
  ['plan-questions', 'health', enrollmentId, planId] as const;

export function questionsQueryOptions(enrollmentId: string, planId: number) {
  return queryOptions({
    queryKey: questionsQueryKey(enrollmentId, planId),
    queryFn: ({ signal }) => getQuestions(enrollmentId, planId, signal),
  });
}

export function useQuestions(enrollmentId: string | undefined, planId: number) {
  return useQuery({ ...questionsQueryOptions(enrollmentId ?? '', planId), enabled: enrollmentId !== undefined });
}
