import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SaveQuestionAnswers, SaveQuestionAnswersBody } from '../../../../schemas/api/questions';
import { apiPost } from '../../../lib/api-client';
import { planPricingQueryKey } from './get-plan-pricing-detail';
import { questionsQueryKey } from './get-questions';

/** POST /save-question-answers: errorCode 'decline' with error_message, or a success_message. */
export function saveQuestionAnswers(body: SaveQuestionAnswersBody): Promise<SaveQuestionAnswers> {
  return apiPost<SaveQuestionAnswers>('/save-question-answers', body);
}

/** Saves health answers, then reloads the questions and the pricing (001 section 4). */
export function useSaveQuestionAnswers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveQuestionAnswers,
    onSuccess: (_data, body) => {
      void queryClient.invalidateQueries({ queryKey: questionsQueryKey(body.enrollment_id, body.plan_id) });
      void queryClient.invalidateQueries({ queryKey: planPricingQueryKey(body.plan_id, body.enrollment_id) });
    },
  });
}
