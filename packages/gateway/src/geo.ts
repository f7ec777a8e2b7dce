import { createRequire } from 'node:module';

/**
 * Country of an IP address from the GeoLite2-based database shipped inside the
 * `geoip-country` npm package (loaded into memory once; no network).
 */
const require = createRequire(import.meta.url);
let lookup: ((ip: string) => { country: string } | null) | undefined;

export const countryOfIp = (ip: string): string | null => {
  lookup ??= (require('geoip-country') as { lookup: typeof lookup & {} }).lookup;
  const address = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  return lookup(address)?.country ?? null;
};

/** Mainland China, Hong Kong, Macau and Taiwan count as home; unknown (e.g. private) addresses too. */
const HOME_COUNTRIES = new Set(['CN', 'HK', 'MO', 'TW']);

export const isForeignCountry = (country: string | null): boolean =>
  country !== null && !HOME_COUNTRIES.has(country.toUpperCase());
