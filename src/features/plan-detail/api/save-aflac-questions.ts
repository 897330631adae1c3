import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SaveAflac, SaveAflacBody } from '../../../../schemas/api/questions';
import { apiPost } from '../../../lib/api-client';
import { aflacQuestionsQueryKey } from './get-aflac-questions';
import { planPricingQueryKey } from './get-plan-pricing-detail';

/** POST /save-aflac-questions {enrollment_id, plan_id, aflac_data}. */
export function saveAflacQuestions(body: SaveAflacBody): Promise<SaveAflac> {
  return apiPost<SaveAflac>('/save-aflac-questions', body);
}

/** Saves Aflac-type answers, then reloads the questions and the pricing. */
export function useSaveAflacQuestions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAflacQuestions,
    onSuccess: (_data, body) => {
      void queryClient.invalidateQueries({ queryKey: aflacQuestionsQueryKey(body.enrollment_id, body.plan_id) });
      void queryClient.invalidateQueries({ queryKey: planPricingQueryKey(body.plan_id, body.enrollment_id) });
    },
  });
}
