import type { Messages } from './catalogue.ts';

/**
 * The one table of country and market names is the catalogue's `countries` namespace, keyed by ISO 3166 code (UK for
 * the United Kingdom, as the site's data writes it; EU and ME for the European Union and the Middle East):
 * `textsOf(locale, 'countries')(code)` on the server, `useTranslations('countries')` in an island.
 */
export type CountryCode = keyof Messages['countries'];

/**
 * The product catalogue's service-country codes (spec section 3; packages/db/content/reference/service-countries.yaml)
 * and the country each stands for.
 */
export const SERVICE_COUNTRY: Readonly<Record<number, CountryCode>> = {
  0: 'UK',
  1: 'FR',
  2: 'DE',
  3: 'IT',
  4: 'ES',
  5: 'PL',
  6: 'CZ',
  7: 'NL',
  8: 'AT',
  9: 'BE',
  10: 'SE',
  11: 'SA',
  12: 'AE',
  17: 'IE',
  21: 'LT',
  26: 'CY',
  31: 'EG',
  32: 'CH',
  33: 'TR',
  34: 'MX',
  99: 'EU',
  100: 'JP',
  101: 'US',
};

export const isCountryCode = (value: string, names: Messages['countries']): value is CountryCode => value in names;
