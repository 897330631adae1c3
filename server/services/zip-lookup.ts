import { createRequire } from 'node:module';
import type zipcodesModule from 'zipcodes';
import { isZip } from '../../schemas/formats';

/** Where a US zip code is: the answer of the zip service (000 section 7, validate-zip-code). */
export interface ZipPlace {
  zip: string;
  city: string;
  state: string;
}

/**
 * The zip service behind an interface, so a deployment can point it at a live provider. The
 * default answers from the `zipcodes` package data (US zips with city and state).
 */
export interface ZipLookup {
  /** The place of a 5-digit zip, or null when it is malformed or no such zip exists. */
  find(zip: string): ZipPlace | null;
  /** The nearest zip to a coordinate (the location banner's "Allow"), or null. */
  nearest(latitude: number, longitude: number): ZipPlace | null;
}

// Loaded on the first lookup, not at start: building the package's table of 40,000 zips was the
// largest single cost of loading the server's modules.
const require = createRequire(import.meta.url);
let loaded: typeof zipcodesModule | undefined;
const zipcodes = (): typeof zipcodesModule => (loaded ??= require('zipcodes') as typeof zipcodesModule);

const toPlace = (info: { zip: string; city: string; state: string }): ZipPlace => ({
  zip: info.zip,
  city: info.city,
  state: info.state,
});

/** The package-data zip service. */
export const packageZipLookup: ZipLookup = {
  find(zip) {
    // '00000' and other unassigned zips are not in the data: both are "no such zip".
    if (!isZip(zip)) return null;
    const info = zipcodes().lookup(zip);
    return info && info.country === 'US' ? toPlace(info) : null;
  },
  nearest(latitude, longitude) {
    if (
      !Number.isFinite(latitude) ||
      !Number.isFinite(longitude) ||
      Math.abs(latitude) > 90 ||
      Math.abs(longitude) > 180
    )
      return null;
    const info = zipcodes().lookupByCoords(latitude, longitude);
    return info ? toPlace(info) : null;
  },
};
