import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { StaffMe, StaffSignedIn } from '../../../../schemas/api/staff';
import { staffGet, staffPost } from './staff-client';
import { staffSession } from './staff-session';

/** POST /admin/sign-in; keeps the token and who signed in for this tab. */
export async function signInStaff(email: string, password: string): Promise<StaffSignedIn> {
  const data = await staffPost<StaffSignedIn>('admin/sign-in', { email, password });
  staffSession.set({ token: data.token, staff: data.staff });
  return data;
}

export const staffMeKey = ['admin', 'me'] as const;

/** GET /admin/me: who is signed in and, for a carrier admin, their carrier's plan ids. */
export function useStaffMe(enabled: boolean) {
  return useQuery({
    queryKey: staffMeKey,
    queryFn: () => staffGet<StaffMe>('admin/me'),
    enabled,
    staleTime: 5 * 60_000,
  });
}

/** The plans the console names, by id (empty until /admin/me answers). */
export function usePlanNames(): ReadonlyMap<number, string> {
  const plans = useStaffMe(true).data?.plans;
  return useMemo(() => new Map((plans ?? []).map((p) => [p.id, p.name])), [plans]);
}

/** The plans the console may choose, in name order: a carrier admin's own, every plan for staff. */
export function usePlanChoices(): ReadonlyArray<{ id: number; name: string }> {
  return useStaffMe(true).data?.plans ?? [];
}
