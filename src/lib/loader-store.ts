import { useSyncExternalStore } from 'react';

/**
 * Count of outstanding API requests (000 section 2, "Loader"): the API client begins and ends
 * one per request, and the global loader shows while the count is above zero. Kept outside React
 * so that any module can report work without a provider.
 */
let outstanding = 0;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export const loaderStore = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot(): number {
    return outstanding;
  },
  /** Marks one request as started; the returned function ends it (calling it twice is harmless). */
  begin(): () => void {
    outstanding += 1;
    emit();
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      outstanding = Math.max(0, outstanding - 1);
      emit();
    };
  },
};

/** The number of outstanding requests, re-rendering when it changes. */
export function useOutstandingRequests(): number {
  return useSyncExternalStore(loaderStore.subscribe, loaderStore.getSnapshot, loaderStore.getSnapshot);
}
