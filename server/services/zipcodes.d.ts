// The `zipcodes` package ships no types; only the calls the zip lookup uses are declared.
declare module 'zipcodes' {
  interface ZipCodeInfo {
    zip: string;
    latitude: number;
    longitude: number;
    city: string;
    state: string;
    country: string;
  }
  const zipcodes: {
    lookup(zip: string): ZipCodeInfo | undefined;
    lookupByCoords(lat: number, lon: number): ZipCodeInfo | null;
  };
  export default zipcodes;
}
