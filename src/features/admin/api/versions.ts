import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffGet, staffPost } from './staff-client';
import type { VersionDetail, VersionSummary } from './types';

export const versionsKey = ['admin', 'versions'] as const;

/** GET /admin/form-field-rules/versions: published versions, with who, when and the note. */
export function useVersions() {
  return useQuery({
    queryKey: versionsKey,
    queryFn: () => staffGet<{ versions: VersionSummary[] }>('admin/form-field-rules/versions'),
    select: (d) => [...d.versions].sort((a, b) => b.version - a.version),
    staleTime: 0,
  });
}

/** GET /admin/form-field-rules/versions/:version: one version with its diff against the one before. */
export function useVersion(version: number | null) {
  return useQuery({
    queryKey: [...versionsKey, version],
    queryFn: () => staffGet<VersionDetail>(`admin/form-field-rules/versions/${version}`),
    enabled: version !== null,
    staleTime: Infinity,
  });
}

/** POST /admin/form-field-rules/publish {note}: the draft becomes the next version. */
export function usePublish() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (note: string) => staffPost<{ version: number }>('admin/form-field-rules/publish', { note }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: versionsKey });
      await client.invalidateQueries({ queryKey: ['admin', 'draft'] });
    },
  });
}
