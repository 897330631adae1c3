import { useQuery } from '@tanstack/react-query';
import type { SiteDetail, SiteFields, SiteImageKey, SiteListData } from '../../../../schemas/api/site-admin';
import { apiUrl, ApiRequestError } from '../../../lib/api-client';
import { useEntity, useEntityWrite } from './entity-queries';
import { staffGet, staffPut } from './staff-client';
import { staffSession } from './staff-session';

/** The console's site calls (schemas/api/site-admin.ts, decision 0320), with the staff token. */

export const useSiteList = () =>
  useQuery({ queryKey: ['admin', 'sites'], queryFn: () => staffGet<SiteListData>('admin/sites') });

export const useSite = (id: number | null) => useEntity<SiteDetail>('site', 'admin/sites', id);

const useSiteWrite = <B>(call: (body: B) => Promise<SiteDetail>) => useEntityWrite('site', 'sites', call);

export const useSaveSite = (id: number) =>
  useSiteWrite((fields: SiteFields) => staffPut<SiteDetail>(`admin/sites/${id}`, fields));

/** PUT /admin/sites/:id/images/:key with the file itself as the body (the server checks its bytes). */
export const useUploadSiteImage = (id: number) =>
  useSiteWrite(async ({ key, file }: { key: SiteImageKey; file: Blob }) => {
    const token = staffSession.token();
    const response = await fetch(apiUrl(`admin/sites/${id}/images/${key}`), {
      method: 'PUT',
      headers: {
        Accept: 'application/json',
        'Content-Type': file.type || 'application/octet-stream',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: file,
      credentials: 'same-origin',
    });
    const body = (await response.json().catch(() => null)) as { data?: unknown } | null;
    if (!response.ok) {
      if (response.status === 401) staffSession.clear();
      const list = Array.isArray(body?.data)
        ? (body.data as Array<{ target_element: string; error_message: string }>)
        : [];
      throw new ApiRequestError(
        list[0]?.error_message ?? 'The image was not uploaded.',
        response.status,
        response.status,
        list,
      );
    }
    return body?.data as SiteDetail;
  });
