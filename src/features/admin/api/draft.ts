import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffGet, staffPut } from './staff-client';
import type { DraftData, SaveDraftBody, SaveDraftData } from './types';

/** The draft's query key; every draft read starts with it, so a save invalidates them all. */
export const draftKey = (tab?: string) => ['admin', 'draft', tab ?? '*'] as const;

/** GET /admin/form-field-rules[?tab=]: the draft rules (of one tab) and the custom tabs. */
export function getDraft(tab?: string): Promise<DraftData> {
  return staffGet<DraftData>('admin/form-field-rules', tab ? { tab } : undefined);
}

export function useDraft(tab?: string) {
  return useQuery({ queryKey: draftKey(tab), queryFn: () => getDraft(tab), staleTime: 0 });
}

/** PUT /admin/form-field-rules: replaces the draft rules of the tabs named (and the custom tabs when given). */
export function useSaveDraft() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveDraftBody) => staffPut<SaveDraftData>('admin/form-field-rules', body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'draft'] }),
  });
}
