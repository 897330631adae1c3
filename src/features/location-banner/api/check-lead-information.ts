import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CheckLead } from '../../../../schemas/api/assistant';
import { apiGet } from '../../../lib/api-client';

/** GET /check-lead-information?device_id&web_url: whether this device saved a location zip. */
export function checkLeadInformation(deviceId: string, signal?: AbortSignal): Promise<CheckLead> {
  return apiGet<CheckLead>(
    '/check-lead-information',
    { device_id: deviceId, web_url: window.location.origin },
    { signal },
  );
}

export const checkLeadQueryKey = (deviceId: string) => ['check-lead-information', deviceId] as const;

export function checkLeadQueryOptions(deviceId: string) {
  return queryOptions({
    queryKey: checkLeadQueryKey(deviceId),
    queryFn: ({ signal }) => checkLeadInformation(deviceId, signal),
    retry: false,
    staleTime: Infinity,
  });
}

export function useCheckLead(deviceId: string | undefined) {
  return useQuery({ ...checkLeadQueryOptions(deviceId ?? ''), enabled: Boolean(deviceId) });
}
