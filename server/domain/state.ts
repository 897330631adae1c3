import { createRequire } from 'node:module';

// zipcodes ships no type declarations; require() with a local type avoids an ambient module
// declaration that could clash with another module's own.
const zipcodes = createRequire(import.meta.url)('zipcodes') as { lookup(zip: string): { state?: string } | undefined };

/** The two-letter state of a 5-digit US zip code (zipcodes data), or null for an unknown zip. */
export function stateFromZip(zip: string | null | undefined): string | null {
  if (!zip || !/^\d{5}$/.test(zip)) return null;
  return zipcodes.lookup(zip)?.state ?? null;
}
