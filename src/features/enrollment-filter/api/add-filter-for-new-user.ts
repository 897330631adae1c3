import { useMutation } from '@tanstack/react-query';
import type { AddFilterData, AddFilterForNewUserBody } from '../../../../schemas/api/filters';
import { apiPost } from '../../../lib/api-client';
import { keepStartedEnrollment } from '../../site';

/** POST /add-filter-for-new-user: creates the temporary enrollment of a new visitor (temp_enrollment_id). */
export function addFilterForNewUser(body: AddFilterForNewUserBody): Promise<AddFilterData> {
  return apiPost<AddFilterData>('/add-filter-for-new-user', body).then(keepStartedEnrollment);
}

export const addFilterForNewUserMutationKey = ['add-filter-for-new-user'] as const;

export function useAddFilterForNewUser() {
  return useMutation({ mutationKey: addFilterForNewUserMutationKey, mutationFn: addFilterForNewUser });
}
