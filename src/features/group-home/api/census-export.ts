import { queryOptions, useQuery } from '@tanstack/react-query';
import { EXPORT_POLL_MS, type ExportJob } from '../../../../schemas/api/export-jobs';
import { apiGet, apiPost } from '../../../lib/api-client';

/**
 * The census export (schemas/api/census.ts, schemas/api/export-jobs.ts): POST /group-census-exports
 * starts it (or answers the one already running), GET /export-jobs/:id follows it while it runs,
 * GET /export-jobs?kind=census finds the latest one when the page opens.
 */

export function startCensusExport(): Promise<ExportJob> {
  return apiPost<{ result: ExportJob }>('/group-census-exports', {}).then((d) => d.result);
}

/** The group's newest census export still kept, or null. */
function latestCensusExport(signal?: AbortSignal): Promise<ExportJob | null> {
  return apiGet<{ result: ExportJob[] }>('/export-jobs', { kind: 'census' }, { signal }).then(
    (d) => d.result[0] ?? null,
  );
}

function getExportJob(id: string, signal?: AbortSignal): Promise<ExportJob> {
  return apiGet<{ result: ExportJob }>(`/export-jobs/${encodeURIComponent(id)}`, undefined, { signal }).then(
    (d) => d.result,
  );
}

const running = (job: ExportJob | undefined) => job?.status === 'queued' || job?.status === 'running';

const exportJobQueryKey = ['export-job'] as const;

/** A job, read again every EXPORT_POLL_MS while it is queued or running. */
export function exportJobQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...exportJobQueryKey, id],
    queryFn: ({ signal }) => getExportJob(id, signal),
    retry: false,
    refetchInterval: (query) => (running(query.state.data) ? EXPORT_POLL_MS : false),
  });
}

export function useExportJob(id: string | null) {
  return useQuery({ ...exportJobQueryOptions(id ?? ''), enabled: id !== null });
}

/** The latest census export, once, when the signed-in administrator opens the page. */
export function useLatestCensusExport(enabled: boolean) {
  return useQuery({
    queryKey: ['census-export-latest'],
    queryFn: ({ signal }) => latestCensusExport(signal),
    enabled,
    retry: false,
    staleTime: Infinity,
  });
}
