import { useSyncExternalStore } from 'react';
import { storage, type StorageKey, type StoredValue } from './storage';

/** Keys holding one string, number or flag: their values compare by value, as useSyncExternalStore needs. */
type ScalarKey = { [K in StorageKey]: StoredValue<K> extends string | number | boolean ? K : never }[StorageKey];

/**
 * A kept value that renders its reader again when it changes (a new enrollment started, the receipt
 * clearing it, another tab). storage.get reads once; a component that stays mounted across pages
 * (the header) must read through this to follow the value.
 */
export function useStored<K extends ScalarKey>(key: K): StoredValue<K> | undefined {
  return useSyncExternalStore(
    storage.subscribe,
    () => storage.get(key),
    () => undefined,
  );
}
