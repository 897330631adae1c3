import { useMutation } from '@tanstack/react-query';
import type { AddFilterData, AddFilterForExistingUserBody } from '../../../../schemas/api/filters';
import { apiPost } from '../../../lib/api-client';
import { keepStartedEnrollment } from '../../site';

/** POST /add-filter-for-existing-user: Enroll Now for a current member (temp_enrollment_id, portal_id). */
export function addFilterForExistingUser(body: AddFilterForExistingUserBody): Promise<AddFilterData> {
  return apiPost<AddFilterData>('/add-filter-for-existing-user', body).then(keepStartedEnrollment);
}

export function useAddFilterForExistingUser() {
  return useMutation({ mutationKey: ['add-filter-for-existing-user'], mutationFn: addFilterForExistingUser });
}
