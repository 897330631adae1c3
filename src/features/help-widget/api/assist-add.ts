import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AssistData } from '../../../../schemas/api/assistant';
import { apiPost } from '../../../lib/api-client';
import { assistQueryKey } from './assist-get';

/** POST /assist/add {question_id, answer, device_id, web_url}: answers (or edits) one question. */
export function assistAdd(body: { question_id: number; answer: string; device_id: string }): Promise<AssistData> {
  return apiPost<AssistData>('/assist/add', { ...body, web_url: window.location.origin });
}

export function useAssistAdd() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['assist-add'],
    mutationFn: assistAdd,
    onSuccess: (data, vars) => queryClient.setQueryData(assistQueryKey(vars.device_id), data),
  });
}
