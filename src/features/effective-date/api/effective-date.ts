import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ChangeEffectiveDate,
  ChangeEffectiveDateBody,
  EffectiveDateChoice,
} from '../../../../schemas/api/effective-date';
import { apiGet, apiPost } from '../../../lib/api-client';
import { storage } from '../../../lib/storage';

/** GET /get-effective-date-choice?enrollment_id: the dates the store offers and the one prices are read for. */
export function getEffectiveDateChoice(enrollmentId: string, signal?: AbortSignal): Promise<EffectiveDateChoice> {
  return apiGet<EffectiveDateChoice>('/get-effective-date-choice', { enrollment_id: enrollmentId }, { signal });
}

/** Under ['cart', enrollmentId]: a cart change (invalidateCart) reads it again with the cart. */
export const effectiveDateChoiceQueryKey = (enrollmentId: string) =>
  ['cart', enrollmentId, 'effective-date-choice'] as const;

export function effectiveDateChoiceQueryOptions(enrollmentId: string) {
  return queryOptions({
    queryKey: effectiveDateChoiceQueryKey(enrollmentId),
    queryFn: ({ signal }) => getEffectiveDateChoice(enrollmentId, signal),
  });
}

export function useEffectiveDateChoice(enrollmentId: string | undefined) {
  return useQuery({ ...effectiveDateChoiceQueryOptions(enrollmentId ?? ''), enabled: !!enrollmentId });
}

/** POST /change-effective-date: reprices the cart on the server (or names the plans not offered on the date). */
export function changeEffectiveDate(body: ChangeEffectiveDateBody): Promise<ChangeEffectiveDate> {
  return apiPost<ChangeEffectiveDate>('/change-effective-date', body);
}

/**
 * Changing the date changes every price the store shows (listing, plan page, comparison, cart):
 * once applied, the browser keeps the date (storage `effectiveDate`, the specification's key) and
 * reads everything again.
 */
export function useChangeEffectiveDate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeEffectiveDate,
    onSuccess: async (answer) => {
      if (!answer.applied) return;
      storage.set('effectiveDate', answer.effective_date);
      await queryClient.invalidateQueries();
    },
  });
}
