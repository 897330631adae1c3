import { useSyncExternalStore } from 'react';

/** Below this width the compare table shows two plans at a time. */
const NARROW = '(max-width: 40rem)';

function subscribe(listener: () => void): () => void {
  const query = globalThis.matchMedia?.(NARROW);
  query?.addEventListener('change', listener);
  return () => query?.removeEventListener('change', listener);
}

/** True on a phone-sized viewport (follows rotation and resizing). */
export function useNarrow(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => globalThis.matchMedia?.(NARROW).matches ?? false,
    () => false,
  );
}
