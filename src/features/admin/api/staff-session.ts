import { useSyncExternalStore } from 'react';
import type { StaffView } from '../../../../schemas/api/staff';
import { tabStorage } from '../../../lib/storage';

/**
 * The staff token of the /admin console with who signed in, kept per tab (lib/storage's tabStorage:
 * gone with the tab, never beside the shopper's kept keys). Sign out and a refused token clear it.
 */

export const STAFF_TOKEN_KEY = 'oe_staff_token' as const;
const STAFF_KEY = 'oe_staff' as const;

export interface StaffSession {
  token: string;
  staff: StaffView;
}

const listeners = new Set<() => void>();
let cached: { raw: string | null; session: StaffSession | null } = { raw: null, session: null };

function read(): StaffSession | null {
  let token: string | null = null;
  let raw: string | null = null;
  try {
    token = tabStorage.get(STAFF_TOKEN_KEY);
    raw = tabStorage.get(STAFF_KEY);
  } catch {
    return null;
  }
  const key = token && raw ? `${token}\n${raw}` : null;
  if (key === cached.raw) return cached.session;
  let session: StaffSession | null = null;
  if (token && raw) {
    try {
      const staff = JSON.parse(raw) as StaffView;
      if (staff && typeof staff.email === 'string' && (staff.role === 'staff' || staff.role === 'carrier_admin'))
        session = { token, staff };
    } catch {
      session = null;
    }
  }
  cached = { raw: key, session };
  return session;
}

function emit(): void {
  for (const l of listeners) l();
}

export const staffSession = {
  get: read,
  token: (): string | null => read()?.token ?? null,
  set(session: StaffSession): void {
    tabStorage.set(STAFF_TOKEN_KEY, session.token);
    tabStorage.set(STAFF_KEY, JSON.stringify(session.staff));
    emit();
  },
  clear(): void {
    tabStorage.remove(STAFF_TOKEN_KEY);
    tabStorage.remove(STAFF_KEY);
    emit();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** The signed-in staff session, re-rendering on sign-in and sign-out. */
export function useStaffSession(): StaffSession | null {
  return useSyncExternalStore(staffSession.subscribe, staffSession.get, staffSession.get);
}
