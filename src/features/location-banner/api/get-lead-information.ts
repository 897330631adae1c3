import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GetLead } from '../../../../schemas/api/assistant';
import { apiGet } from '../../../lib/api-client';
import { checkLeadQueryKey } from './check-lead-information';

/** GET /get-lead-information: saves the zip nearest to the browser's position (store_information 'lat,long'). */
export function getLeadInformation({
  deviceId,
  latitude,
  longitude,
}: {
  deviceId: string;
  latitude: number;
  longitude: number;
}): Promise<GetLead> {
  return apiGet<GetLead>('/get-lead-information', {
    device_id: deviceId,
    store_information: `${latitude.toFixed(4)},${longitude.toFixed(4)}`,
    web_url: window.location.origin,
  });
}

export function useGetLeadInformation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['get-lead-information'],
    mutationFn: getLeadInformation,
    onSuccess: (_data, vars) => queryClient.invalidateQueries({ queryKey: checkLeadQueryKey(vars.deviceId) }),
  });
}
