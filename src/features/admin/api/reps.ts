import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { RepDetail, RepFields, RepListData } from '../../../../schemas/api/rep-admin';
import { useEntity, useEntityWrite } from './entity-queries';
import { staffGet, staffPost, staffPut } from './staff-client';

/** The console's rep calls (schemas/api/rep-admin.ts, decision 0320), with the staff token. */

/** GET /admin/reps: one page of reps after the id `after` (0 for the first page). */
export function useRepPage(after: number) {
  return useQuery({
    queryKey: ['admin', 'reps', after],
    queryFn: () => staffGet<RepListData>('admin/reps', { after, limit: 25 }),
    placeholderData: keepPreviousData,
  });
}

export const useRep = (id: number | null) => useEntity<RepDetail>('rep', 'admin/reps', id);

/** A save answers the whole rep (a new one from POST, an edit from PUT). */
export const useSaveRep = (id: number | null) =>
  useEntityWrite('rep', 'reps', (fields: RepFields) =>
    id === null ? staffPost<RepDetail>('admin/reps', fields) : staffPut<RepDetail>(`admin/reps/${id}`, fields),
  );
