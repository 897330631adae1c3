import { useSyncExternalStore } from 'react';
import { storage } from '../../lib/storage';

/**
 * The access flags of 000 section 4 (rep authenticated, over 65, employee enrollment), kept in the
 * typed storage and exposed reactively, so the guard, the header's age toggle and the access page
 * re-render when any of them changes.
 */
export interface AccessState {
  authenticated: boolean;
  over65: boolean;
  employee: boolean;
}

const listeners = new Set<() => void>();
let cached: AccessState = { authenticated: false, over65: false, employee: false };

function read(): AccessState {
  const next = {
    authenticated: storage.get('isRepAuthenticated') === true,
    over65: storage.get('over65') === true,
    employee: storage.get('isEmployeeEnrollment') === true,
  };
  // useSyncExternalStore needs the same object while nothing changed.
  if (next.authenticated !== cached.authenticated || next.over65 !== cached.over65 || next.employee !== cached.employee)
    cached = next;
  return cached;
}

/** Current flags, outside React. */
export function readAccess(): AccessState {
  return read();
}

/** Changes some flags and tells every subscriber. */
export function setAccess(patch: Partial<AccessState>): void {
  if (patch.authenticated !== undefined) storage.set('isRepAuthenticated', patch.authenticated || undefined);
  if (patch.over65 !== undefined) storage.set('over65', patch.over65 || undefined);
  if (patch.employee !== undefined) storage.set('isEmployeeEnrollment', patch.employee || undefined);
  notifyAccess();
}

/** Re-reads the flags after storage was cleared as a whole. */
export function notifyAccess(): void {
  read();
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The access flags, re-rendering on change. */
export function useAccess(): AccessState {
  return useSyncExternalStore(subscribe, read, read);
}
