import { useMutation } from '@tanstack/react-query';
import type { AddFilterData, AddFilterForMemberBody } from '../../../../schemas/api/filters';
import { apiPost } from '../../../lib/api-client';
import { keepStartedEnrollment } from '../../site';

/** POST /add-filter-for-member {user_id, tier, open_type}: the member home's Submit. */
export function addFilterForMember(body: AddFilterForMemberBody): Promise<AddFilterData> {
  return apiPost<AddFilterData>('/add-filter-for-member', body).then(keepStartedEnrollment);
}

export function useAddFilterForMember() {
  return useMutation({ mutationKey: ['add-filter-for-member'], mutationFn: addFilterForMember });
}
