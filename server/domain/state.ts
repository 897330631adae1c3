import { createRequire } from 'node:module';

// zipcodes ships no type declarations; require() with a local type avoids an ambient module
// declaration that could clash with another module's own. Loaded on the first lookup: building its
// table of 40,000 zips was the largest single cost of starting the server.
const require = createRequire(import.meta.url);
let zipcodes:
  | { lookup(zip: string): { state?: string } | undefined; lookupByState(state: string): Array<{ zip: string }> }
  | undefined;

/** The two-letter state of a 5-digit US zip code (zipcodes data), or null for an unknown zip. */
export function stateFromZip(zip: string | null | undefined): string | null {
  if (!zip || !/^\d{5}$/.test(zip)) return null;
  zipcodes ??= require('zipcodes') as NonNullable<typeof zipcodes>;
  return zipcodes.lookup(zip)?.state ?? null;
}

/** Every 5-digit zip code of a state (zipcodes data), sorted; none for an unknown state. */
export function zipsOfState(state: string): string[] {
  zipcodes ??= require('zipcodes') as NonNullable<typeof zipcodes>;
  return zipcodes
    .lookupByState(state)
    .map((z) => String(z.zip))
    .filter((z) => /^\d{5}$/.test(z))
    .sort();
}
