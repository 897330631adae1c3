import type { TierCode } from '../../schemas/categories';

/**
 * The browser-kept values of the specification (000 section 3, 001 section 3, 002 "Browser-stored
 * values"), behind one typed module: nothing else in the app touches localStorage. Values are
 * checked when read, because anything in the browser may have been edited by hand; a value that
 * does not fit its type reads as undefined. Key names are the contract's, spelling included.
 */

export type Eprocess = 'rep' | 'applicant' | 'group' | 'sigapplicant';
export type OpenType = 'agent' | 'group' | 'user';
export type EnrollType = 'new-member' | 'new-group-member' | 'existing-member';

/** The rep or group contact shown in the header (000 section 3: name, email, phoneNumber). */
export interface RepInfo {
  name: string;
  email: string;
  phoneNumber: string;
}

interface Codec<T> {
  parse(raw: string): T | undefined;
  serialize(value: T): string;
}

type AnyCodec = { parse(raw: string): unknown; serialize(value: never): string };

const text: Codec<string> = { parse: (raw) => raw, serialize: (value) => value };

const id: Codec<number> = {
  parse: (raw) => (/^\d{1,15}$/.test(raw) ? Number(raw) : undefined),
  serialize: (value) => String(value),
};

const count: Codec<number> = id;

const flag: Codec<boolean> = {
  parse: (raw) => (raw === 'true' ? true : raw === 'false' ? false : undefined),
  serialize: (value) => String(value),
};

function oneOf<const T extends string>(values: readonly T[]): Codec<T> {
  return { parse: (raw) => (values.includes(raw as T) ? (raw as T) : undefined), serialize: (value) => value };
}

/** JSON for objects and lists, with a guard so a tampered value reads as undefined. */
function json<T>(guard: (value: unknown) => value is T): Codec<T> {
  return {
    parse(raw) {
      try {
        const value: unknown = JSON.parse(raw);
        return guard(value) ? value : undefined;
      } catch {
        return undefined;
      }
    },
    serialize: (value) => JSON.stringify(value),
  };
}

const isStringList = (v: unknown): v is string[] => Array.isArray(v) && v.every((s) => typeof s === 'string');
const isRepInfo = (v: unknown): v is RepInfo =>
  v !== null &&
  typeof v === 'object' &&
  ['name', 'email', 'phoneNumber'].every((k) => typeof (v as Record<string, unknown>)[k] === 'string');

/** Every kept key with its codec; the value types below are derived from this table. */
const keys = {
  /** The signed session scope from get-default-info / validate-landing-page (security.md); no personal data. */
  session_token: text,
  tempId: text,
  agent_id: id,
  AGENT_ID: id,
  group_id: id,
  portal_id: id,
  eprocess: oneOf<Eprocess>(['rep', 'applicant', 'group', 'sigapplicant']),
  open_type: oneOf<OpenType>(['agent', 'group', 'user']),
  enroll_type: oneOf<EnrollType>(['new-member', 'new-group-member', 'existing-member']),
  cartCount: count,
  menuSelectedItem: text,
  categoryOrder: json(isStringList),
  planCategories: json(isStringList),
  repInfo: json(isRepInfo),
  display_name: text,
  deviceId: text,
  referral: text,
  r_valid: flag,
  r_name: text,
  fromSite: text,
  agent_code: text,
  selectedTier: oneOf<TierCode>(['IO', 'IS', 'IC', 'IF']),
  new_landing_category: text,
  'show-quotation': flag,
  isFilterDataSubmitted: flag,
  isCurrentMemberAvailable: flag,
  /** mm/dd/yyyy as the cart's effective-date list gives it. */
  effectiveDate: text,
  continue_track: flag,
  /** Route names of the wizard steps in order (built from get-dynamic-tabs). */
  nav_array: json(isStringList),
  portal_code: text,
  portal_name: text,
  usertype: text,
  username: text,
  gname: text,
  gcode: text,
  planId: id,
  planName: text,
  /** Return marker: set to 'review' when a step is opened from the review page. */
  navto: text,
  enrollerCode: text,
  first_track: flag,
  isSpouseEnrollAccept: flag,
  /** The access page was passed (rep code confirmed and age chosen, or a site entry that opens the store). */
  isRepAuthenticated: flag,
  /** The age toggle: plans for over 65 when true. */
  over65: flag,
  /** The landing name the stored session belongs to (access-page guard stores it with the landing info). */
  landing_url: text,
  /** Set when an employee confirmed a group enrollment code (header shows the group name and address). */
  isEmployeeEnrollment: flag,
  /**
   * The portal and group a rep picked on the rep home for the next new-member filter. Kept apart
   * from portal_id / group_id, which always mirror the session token (the server refuses ids that differ).
   */
  platform_group_id: id,
  enroll_group_id: id,
  /** The visitor answered the location banner (Allow or Don't Allow): it is not asked again on this device. */
  locationAnswered: flag,
} satisfies Record<string, AnyCodec>;

export type StorageKey = keyof typeof keys;
export type StoredValue<K extends StorageKey> = (typeof keys)[K] extends Codec<infer T> ? T : never;

/** Every key this module owns, for clearAll and for tests. */
export const STORAGE_KEYS = Object.keys(keys) as StorageKey[];

/** localStorage when the browser allows it (private modes may throw), else a per-tab memory map. */
function backend(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  try {
    const ls = globalThis.localStorage;
    if (ls) return ls;
  } catch {
    // Access itself can throw (blocked third-party storage); fall through to memory.
  }
  return memory;
}

const memoryMap = new Map<string, string>();
const memory = {
  getItem: (k: string) => memoryMap.get(k) ?? null,
  setItem: (k: string, v: string) => void memoryMap.set(k, v),
  removeItem: (k: string) => void memoryMap.delete(k),
};

function codecOf<K extends StorageKey>(key: K): Codec<StoredValue<K>> {
  return keys[key] as unknown as Codec<StoredValue<K>>;
}

/** Readers told of every change (useStored): a value kept in this tab, or another tab's change to localStorage. */
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

export const storage = {
  /** The kept value, or undefined when missing or not of the key's type. */
  get<K extends StorageKey>(key: K): StoredValue<K> | undefined {
    const raw = backend().getItem(key) ?? memory.getItem(key);
    return raw === null ? undefined : codecOf(key).parse(raw);
  },
  /** Keeps a value; undefined or null removes the key. */
  set<K extends StorageKey>(key: K, value: StoredValue<K> | undefined | null): void {
    if (value === undefined || value === null) return storage.remove(key);
    try {
      backend().setItem(key, codecOf(key).serialize(value));
    } catch {
      // Quota exceeded or storage disabled: keep the value for this tab only.
      memory.setItem(key, codecOf(key).serialize(value));
    }
    changed();
  },
  remove(key: StorageKey): void {
    backend().removeItem(key);
    memory.removeItem(key);
    changed();
  },
  /** Clears every kept value ("Not my site", a new landing, continue-enrollment). */
  clearAll(): void {
    for (const key of STORAGE_KEYS) storage.remove(key);
  },
  /** Calls `listener` after any kept value changes; answers the unsubscribe (useSyncExternalStore's shape). */
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    globalThis.addEventListener?.('storage', listener);
    return () => {
      listeners.delete(listener);
      globalThis.removeEventListener?.('storage', listener);
    };
  },
};

/**
 * Keys kept per tab (sessionStorage): gone when the tab closes. The staff console's sign-in, and the
 * plans picked to compare (plan ids and their benefit group only).
 */
export type TabStorageKey = 'oe_staff_token' | 'oe_staff' | 'openenroll.compare';

const tabMemory = new Map<string, string>();

function tabBackend(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  try {
    const ss = globalThis.sessionStorage;
    if (ss) return ss;
  } catch {
    // Blocked storage: keep the values in memory for this page only.
  }
  return {
    getItem: (k) => tabMemory.get(k) ?? null,
    setItem: (k, v) => void tabMemory.set(k, v),
    removeItem: (k) => void tabMemory.delete(k),
  };
}

/** The per-tab store, same rules as `storage`: raw strings in, raw strings out, nothing else touches sessionStorage. */
export const tabStorage = {
  get(key: TabStorageKey): string | null {
    return tabBackend().getItem(key);
  },
  set(key: TabStorageKey, value: string): void {
    try {
      tabBackend().setItem(key, value);
    } catch {
      tabMemory.set(key, value);
    }
  },
  remove(key: TabStorageKey): void {
    tabBackend().removeItem(key);
    tabMemory.delete(key);
  },
};
