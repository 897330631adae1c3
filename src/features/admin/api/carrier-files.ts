import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CarrierFileMode,
  CarrierProfile,
  CarrierProfileData,
  CarrierProfilesData,
  CarrierProfileUpdate,
  DeliveryEntryData,
  DeliveryLogData,
  DeliveryLogEntry,
} from '../../../../schemas/api/carrier-files';
import { staffGet, staffPost, staffPut } from './staff-client';

/** The staff console's carrier-file calls (schemas/api/carrier-files.ts), with the staff token. */

export const carrierProfilesKey = ['admin', 'carrier-profiles'] as const;
export const deliveriesKey = (carrierId: number) => ['admin', 'carrier-deliveries', carrierId] as const;

/** GET /admin/carrier-profiles: every carrier for staff, their own for a carrier admin. */
export function useCarrierProfiles() {
  return useQuery({
    queryKey: carrierProfilesKey,
    queryFn: () => staffGet<CarrierProfilesData>('admin/carrier-profiles'),
    select: (d): CarrierProfile[] => d.result,
    staleTime: 0,
  });
}

/** PUT /admin/carrier-profiles/:carrier_id with the whole editable profile (and a new secret, if typed). */
export function useSaveCarrierProfile(carrierId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CarrierProfileUpdate) =>
      staffPut<CarrierProfileData>(`admin/carrier-profiles/${carrierId}`, body).then((d) => d.result),
    onSuccess: (saved) =>
      client.setQueryData<CarrierProfilesData>(carrierProfilesKey, (old) =>
        old ? { result: old.result.map((p) => (p.carrier_id === saved.carrier_id ? saved : p)) } : old,
      ),
  });
}

/**
 * POST /admin/carrier-profiles/:carrier_id/approve-destination (staff only): approves the SFTP
 * destination as shown; the file that waited for it is sent, so the log is read again.
 */
export function useApproveDestination(carrierId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (destination: string) =>
      staffPost<CarrierProfileData>(`admin/carrier-profiles/${carrierId}/approve-destination`, { destination }).then(
        (d) => d.result,
      ),
    onSuccess: (saved) =>
      client.setQueryData<CarrierProfilesData>(carrierProfilesKey, (old) =>
        old ? { result: old.result.map((p) => (p.carrier_id === saved.carrier_id ? saved : p)) } : old,
      ),
    onSettled: () => client.invalidateQueries({ queryKey: deliveriesKey(carrierId) }),
  });
}

/** A file being built or sent: the log is read again while one is. */
export const inProgress = (e: DeliveryLogEntry) => e.status === 'running' || e.status === 'generated';

/** How often the log is read again while a file is built or sent (ms). */
const FOLLOW_MS = 1000;

/**
 * GET /admin/carrier-deliveries?carrier_id=&before=: the carrier's files, newest first, a page at a
 * time (Show older files asks for the next); read again every second while a file is built or sent.
 */
export function useDeliveries(carrierId: number) {
  return useInfiniteQuery({
    queryKey: deliveriesKey(carrierId),
    queryFn: ({ pageParam }) =>
      staffGet<DeliveryLogData>('admin/carrier-deliveries', {
        carrier_id: carrierId,
        ...(pageParam === null ? {} : { before: pageParam }),
      }),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.next,
    select: (d) => ({
      entries: d.pages.flatMap((p) => p.result),
      total: d.pages[0]?.total ?? 0,
    }),
    staleTime: 0,
    // Followed in a background tab too: the run ends whether or not the page is in front.
    refetchIntervalInBackground: true,
    refetchInterval: (query) => (query.state.data?.pages.some((p) => p.result.some(inProgress)) ? FOLLOW_MS : false),
  });
}

/** The run, confirm and cancel calls: each answers one log entry, and the log is read again. */
export function useDeliveryActions(carrierId: number) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: deliveriesKey(carrierId) });
  const entry = (p: Promise<DeliveryEntryData>) => p.then((d) => d.result);
  return {
    run: useMutation({
      mutationFn: (mode: CarrierFileMode) =>
        entry(staffPost<DeliveryEntryData>('admin/carrier-files/run', { carrier_id: carrierId, mode })),
      onSettled: refresh,
    }),
    confirm: useMutation({
      mutationFn: (id: number) => entry(staffPost<DeliveryEntryData>(`admin/carrier-deliveries/${id}/confirm`, {})),
      onSettled: refresh,
    }),
    cancel: useMutation({
      mutationFn: (id: number) => entry(staffPost<DeliveryEntryData>(`admin/carrier-deliveries/${id}/cancel`, {})),
      onSettled: refresh,
    }),
  };
}
