import { useMutation } from '@tanstack/react-query';
import type { UpdateFilterPortalBody } from '../../../../schemas/api/filters';
import { apiPost } from '../../../lib/api-client';

/** POST /update-filter-portal {enrollment_id, group_id, platform_group_id}: the portal of an existing temp enrollment. */
export function updateFilterPortal(
  body: UpdateFilterPortalBody,
): Promise<{ portal_id: number; group_id: number | null }> {
  return apiPost('/update-filter-portal', body);
}

export function useUpdateFilterPortal() {
  return useMutation({ mutationKey: ['update-filter-portal'], mutationFn: updateFilterPortal });
}
