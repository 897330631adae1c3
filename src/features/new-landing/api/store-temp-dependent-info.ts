import { useMutation } from '@tanstack/react-query';
import type { TempDependentData } from '../../../../schemas/api/filters';
import { apiPost } from '../../../lib/api-client';

/** POST /store-temp-dependent-info {enrollment_id, no_of_children, dep_dob}. */
export function storeTempDependentInfo(body: {
  enrollment_id: string;
  no_of_children: number;
  dep_dob?: string;
}): Promise<TempDependentData> {
  return apiPost<TempDependentData>('/store-temp-dependent-info', body);
}

export function useStoreTempDependentInfo() {
  return useMutation({ mutationKey: ['store-temp-dependent-info'], mutationFn: storeTempDependentInfo });
}
