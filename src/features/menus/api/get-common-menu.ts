import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CommonMenu } from '../../../../schemas/api/site';
import type { IdentityQuery } from '../../../../schemas/api/common';
import { apiGet } from '../../../lib/api-client';

/** GET /get-common-menu: the category menu (list, category_order, icon) for this storefront. */
export function getCommonMenu(identity: IdentityQuery, signal?: AbortSignal): Promise<CommonMenu> {
  return apiGet<CommonMenu>('/get-common-menu', identity, { signal });
}

export const commonMenuQueryKey = (identity: IdentityQuery) => ['common-menu', identity] as const;

export function commonMenuQueryOptions(identity: IdentityQuery) {
  return queryOptions({
    queryKey: commonMenuQueryKey(identity),
    queryFn: ({ signal }) => getCommonMenu(identity, signal),
  });
}

export function useCommonMenu(identity: IdentityQuery | undefined) {
  return useQuery({ ...commonMenuQueryOptions(identity ?? {}), enabled: identity !== undefined });
}
