import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffGet, staffPost } from './staff-client';
import type { VersionDetail, VersionFile, VersionSummary } from './types';

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

/** What a publish or a restore says: its note, and whether the enrollments in progress move to it (decision 0240). */
export interface PublishChoice {
  note: string;
  appliesInProgress: boolean;
}

/** After a publish or a restore: the history and the draft are read again. */
function useRefreshAfterPublish() {
  const client = useQueryClient();
  return async () => {
    await client.invalidateQueries({ queryKey: versionsKey });
    await client.invalidateQueries({ queryKey: ['admin', 'draft'] });
  };
}

/** POST /admin/form-field-rules/publish {note, applies_in_progress}: the draft becomes the next version. */
export function usePublish() {
  const onSuccess = useRefreshAfterPublish();
  return useMutation({
    mutationFn: ({ note, appliesInProgress }: PublishChoice) =>
      staffPost<{ version: number }>('admin/form-field-rules/publish', {
        note,
        applies_in_progress: appliesInProgress,
      }),
    onSuccess,
  });
}

/** POST /admin/form-field-rules/versions/:version/restore: an earlier version goes live again as the next one. */
export function useRestore() {
  const onSuccess = useRefreshAfterPublish();
  return useMutation({
    mutationFn: ({ version, appliesInProgress }: { version: number; appliesInProgress: boolean }) =>
      staffPost<{ version: number }>(`admin/form-field-rules/versions/${version}/restore`, {
        applies_in_progress: appliesInProgress,
      }),
    onSuccess,
  });
}

/** GET /admin/form-field-rules/versions/:version/export, saved as a file in the RULES_FILE shape. */
export async function downloadVersion(version: number): Promise<VersionFile> {
  const file = await staffGet<VersionFile>(`admin/form-field-rules/versions/${version}/export`);
  const url = URL.createObjectURL(new Blob([JSON.stringify(file, null, 2)], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = `form-rules-version-${version}.json`;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  return file;
}
