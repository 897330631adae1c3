import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffGet } from './staff-client';

/**
 * The console's entities edited whole (a group, a rep, a site; decisions 0290, 0320): one read by id
 * (never stale: the form starts from the server's copy) and writes that answer the entity whole.
 */

/** The kept entity `kind` by its id. */
export const entityKey = (kind: string, id: number) => ['admin', kind, id] as const;

/** GET `<path>/<id>` for an entity while one is chosen. */
export function useEntity<T>(kind: string, path: string, id: number | null) {
  return useQuery({
    queryKey: entityKey(kind, id ?? 0),
    queryFn: () => staffGet<T>(`${path}/${id ?? 0}`),
    enabled: id !== null,
    staleTime: 0,
  });
}

/** A write that answers the whole entity: it replaces the kept one, and its list (`listKind`) and the audit log are read again. */
export function useEntityWrite<B, T extends { id: number }>(
  kind: string,
  listKind: string,
  call: (body: B) => Promise<T>,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (saved) => {
      client.setQueryData(entityKey(kind, saved.id), saved);
      void client.invalidateQueries({ queryKey: ['admin', listKind] });
      void client.invalidateQueries({ queryKey: ['admin', 'audit'] });
    },
  });
}
