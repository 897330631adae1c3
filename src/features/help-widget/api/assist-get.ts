import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AssistData } from '../../../../schemas/api/assistant';
import { apiGet } from '../../../lib/api-client';

/** GET /assist/get?device_id&web_url: the next question and the answers so far. */
export function assistGet(deviceId: string, signal?: AbortSignal): Promise<AssistData> {
  return apiGet<AssistData>('/assist/get', { device_id: deviceId, web_url: window.location.origin }, { signal });
}

export const assistQueryKey = (deviceId: string) => ['assist', deviceId] as const;

export function assistQueryOptions(deviceId: string) {
  return queryOptions({ queryKey: assistQueryKey(deviceId), queryFn: ({ signal }) => assistGet(deviceId, signal) });
}

export function useAssist(deviceId: string, enabled: boolean) {
  return useQuery({ ...assistQueryOptions(deviceId), enabled });
}
