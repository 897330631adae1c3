import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RepDetail, RepFields, RepListData } from '../../../../schemas/api/rep-admin';
import { staffGet, staffPost, staffPut } from './staff-client';

/** The console's rep calls (schemas/api/rep-admin.ts, decision 0320), with the staff token. */

const repKey = (id: number) => ['admin', 'rep', id] as const;

/** GET /admin/reps: one page of reps after the id `after` (0 for the first page). */
export function useRepPage(after: number) {
  return useQuery({
    queryKey: ['admin', 'reps', after],
    queryFn: () => staffGet<RepListData>('admin/reps', { after, limit: 25 }),
    placeholderData: keepPreviousData,
  });
}

export function useRep(id: number | null) {
  return useQuery({
    queryKey: repKey(id ?? 0),
    queryFn: () => staffGet<RepDetail>(`admin/reps/${id ?? 0}`),
    enabled: id !== null,
    staleTime: 0,
  });
}

/** A save answers the whole rep: it replaces the kept one, and the list and log are read again. */
export function useSaveRep(id: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (fields: RepFields) =>
      id === null ? staffPost<RepDetail>('admin/reps', fields) : staffPut<RepDetail>(`admin/reps/${id}`, fields),
    onSuccess: (saved) => {
      client.setQueryData(repKey(saved.id), saved);
      void client.invalidateQueries({ queryKey: ['admin', 'reps'] });
      void client.invalidateQueries({ queryKey: ['admin', 'audit'] });
    },
  });
}
