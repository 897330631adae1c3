import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AuditPageData,
  Contribution,
  EmployeeImportData,
  EmployeePageData,
  GroupDetail,
  GroupFields,
  GroupListData,
  PlanYear,
} from '../../../../schemas/api/group-admin';
import { apiUrl, ApiRequestError } from '../../../lib/api-client';
import { entityKey, useEntity, useEntityWrite } from './entity-queries';
import { staffGet, staffPost, staffPut } from './staff-client';
import { staffSession } from './staff-session';

/** The console's group calls (schemas/api/group-admin.ts, decision 0290), with the staff token. */

/** GET /admin/groups: one page of groups after the id `after` (0 for the first page). */
export function useGroupPage(after: number) {
  return useQuery({
    queryKey: ['admin', 'groups', after],
    queryFn: () => staffGet<GroupListData>('admin/groups', { after, limit: 25 }),
    placeholderData: keepPreviousData,
  });
}

export const useGroup = (id: number | null) => useEntity<GroupDetail>('group', 'admin/groups', id);

/** Every write answers the whole group. */
const useGroupWrite = <B>(call: (body: B) => Promise<GroupDetail>) => useEntityWrite('group', 'groups', call);

export const useSaveGroup = (id: number | null) =>
  useGroupWrite((fields: GroupFields) =>
    id === null ? staffPost<GroupDetail>('admin/groups', fields) : staffPut<GroupDetail>(`admin/groups/${id}`, fields),
  );

export const useSaveContributions = (id: number) =>
  useGroupWrite((contributions: Contribution[]) =>
    staffPut<GroupDetail>(`admin/groups/${id}/contributions`, { contributions }),
  );

export const useSavePlanYears = (id: number) =>
  useGroupWrite((planYears: PlanYear[]) =>
    staffPut<GroupDetail>(`admin/groups/${id}/plan-years`, { plan_years: planYears }),
  );

/** GET /admin/groups/:id/employees: a page after the sealed cursor `after` (null for the first). */
export function useEmployeePage(id: number, after: string | null) {
  return useQuery({
    queryKey: ['admin', 'group-employees', id, after],
    queryFn: () => staffGet<EmployeePageData>(`admin/groups/${id}/employees`, { after, limit: 25 }),
    placeholderData: keepPreviousData,
  });
}

/** POST /admin/groups/:id/employees with the file as text/csv (streamed by the server, never parsed here). */
export function useUploadEmployees(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (file: Blob): Promise<EmployeeImportData> => {
      const token = staffSession.token();
      const response = await fetch(apiUrl(`admin/groups/${id}/employees`), {
        method: 'POST',
        headers: {
          Accept: 'application/json',
          'Content-Type': 'text/csv',
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
        body: file,
        credentials: 'same-origin',
      });
      const body = (await response.json().catch(() => null)) as { data?: unknown } | null;
      if (!response.ok) {
        if (response.status === 401) staffSession.clear();
        const message = (body?.data as { message?: string } | undefined)?.message ?? 'The list was not uploaded.';
        throw new ApiRequestError(message, response.status, response.status, [], body?.data ?? null);
      }
      return body?.data as EmployeeImportData;
    },
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['admin', 'group-employees', id] });
      void client.invalidateQueries({ queryKey: entityKey('group', id) });
      void client.invalidateQueries({ queryKey: ['admin', 'audit'] });
    },
  });
}

/** GET /admin/audit: a page of the log, newest first, after the id `after` (null for the newest). */
export function useAuditPage(after: number | null) {
  return useQuery({
    queryKey: ['admin', 'audit', after],
    queryFn: () => staffGet<AuditPageData>('admin/audit', { after, limit: 25 }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
