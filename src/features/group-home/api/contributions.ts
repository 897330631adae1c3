import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Contribution, GroupDetail } from '../../../../schemas/api/group-admin';
import { apiGet, apiPut } from '../../../lib/api-client';

/** A signed-in group administrator's own group (GET /group-admin/group) and its contributions (decision 0290). */
const key = ['group-admin', 'group'] as const;

export function useOwnGroup(enabled: boolean) {
  return useQuery({ queryKey: key, queryFn: () => apiGet<GroupDetail>('group-admin/group'), enabled, staleTime: 0 });
}

export function useSaveOwnContributions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (contributions: Contribution[]) => apiPut<GroupDetail>('group-admin/contributions', { contributions }),
    onSuccess: (saved) => {
      client.setQueryData(key, saved);
      // The paycheck figures of every plan read the contributions: ask again.
      void client.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'group-admin' });
    },
  });
}
