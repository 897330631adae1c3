import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FromSchema } from 'json-schema-to-ts';
import type { catalogueImportData, catalogueSnapshotsData } from '../../../../schemas/api/catalogue-imports';
import { apiUrl, ApiRequestError } from '../../../lib/api-client';
import { staffGet, staffPost } from './staff-client';
import { staffSession } from './staff-session';

/** The console's catalogue calls (schemas/api/catalogue-imports.ts, decisions 0290, 0326), with the staff token. */

export type CatalogueReport = FromSchema<typeof catalogueImportData>;
export type CatalogueImportRow = FromSchema<typeof catalogueSnapshotsData>['imports'][number];

/** Where a slow upload is: the bytes sent (of all), then the server checking (and applying). */
export type UploadProgress = { phase: 'sending'; sent: number; total: number } | { phase: 'checking' };

/**
 * POST /admin/catalogue-imports with the chosen files as multipart parts named by their file names.
 * XMLHttpRequest, not fetch: only it reports the upload's progress (a rate table may be tens of MB).
 */
export function uploadCatalogue(
  files: readonly File[],
  dryRun: boolean,
  onProgress: (p: UploadProgress) => void,
): Promise<CatalogueReport> {
  const form = new FormData();
  for (const f of files) form.append('files', f, f.name);
  const token = staffSession.token();
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiUrl('admin/catalogue-imports', dryRun ? { dry_run: 'true' } : {}));
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => onProgress({ phase: 'sending', sent: e.loaded, total: e.total });
    xhr.upload.onload = () => onProgress({ phase: 'checking' });
    xhr.onerror = () =>
      reject(new ApiRequestError('The files could not be sent. Check the connection.', 0, 0, [], null));
    xhr.onload = () => {
      let body: { data?: unknown } | null = null;
      try {
        body = JSON.parse(xhr.responseText) as { data?: unknown };
      } catch {
        body = null;
      }
      if (xhr.status === 200 && body?.data) return resolve(body.data as CatalogueReport);
      if (xhr.status === 401) staffSession.clear();
      const message = (body?.data as { message?: string } | undefined)?.message ?? 'The catalogue was not uploaded.';
      reject(new ApiRequestError(message, xhr.status, xhr.status, [], body?.data ?? null));
    };
    xhr.send(form);
  });
}

/** GET /admin/catalogue-imports (staff): the applied imports, newest first. */
export function useCatalogueImports(enabled: boolean) {
  return useQuery({
    queryKey: ['admin', 'catalogue-imports'],
    queryFn: () => staffGet<{ imports: CatalogueImportRow[] }>('admin/catalogue-imports', { limit: 10 }),
    placeholderData: keepPreviousData,
    enabled,
    staleTime: 0,
  });
}

/** After an import or rollback: the list of imports and the audit log are read again. */
export function useCatalogueChanged() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: ['admin', 'catalogue-imports'] });
    void client.invalidateQueries({ queryKey: ['admin', 'audit'] });
  };
}

/** POST /admin/catalogue-imports/:id/rollback (staff): the report of the rollback's import. */
export function useRollbackImport() {
  const changed = useCatalogueChanged();
  return useMutation({
    mutationFn: (id: number) => staffPost<CatalogueReport>(`admin/catalogue-imports/${id}/rollback`, {}),
    onSuccess: changed,
  });
}
