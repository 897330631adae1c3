import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangeFilterInfoBody } from '../../../schemas/api/filters';
import { changeFilterInfo } from '../enrollment-filter';

/**
 * Saves basic details through change-filter-info, then reloads every query: prices, eligibility,
 * questions, plan lists and the cart all depend on them ("after saving it reloads the plans or plan page").
 */
export function useSaveFilter(tempId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangeFilterInfoBody) => changeFilterInfo({ tempId, ...body }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
