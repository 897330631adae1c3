import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangeFilterInfoBody, ChangeFilterInfoData } from '../../../../schemas/api/filters';
import { apiPut } from '../../../lib/api-client';

/** PUT /change-filter-info/{tempId}: updates the filter; empty values are left out (000 section 5). */
export function changeFilterInfo({
  tempId,
  ...body
}: ChangeFilterInfoBody & { tempId: string }): Promise<ChangeFilterInfoData> {
  const filled = Object.fromEntries(
    Object.entries(body).filter(([, v]) => v !== undefined && v !== null && String(v).trim() !== ''),
  );
  return apiPut<ChangeFilterInfoData>(`/change-filter-info/${encodeURIComponent(tempId)}`, filled);
}

export const changeFilterInfoMutationKey = ['change-filter-info'] as const;

/** After a change, anything read from the enrollment's temp info is stale. */
export function useChangeFilterInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: changeFilterInfoMutationKey,
    mutationFn: changeFilterInfo,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['enrollment-temp-info'] }),
  });
}
