import fc from 'fast-check';
import {
  EEE_BANDS,
  ESTABLISHMENTS,
  OTHER_EU_COUNTRIES,
  PACKAGING_BANDS,
  PRODUCT_KINDS,
  type Refine,
  STOCK_LOCATIONS,
  TURNOVER_BANDS,
} from '../src/rules.ts';

/** Every valid set of refine answers (each answer present or not). */
export const refineArb: fc.Arbitrary<Refine> = fc.record(
  {
    stockLocations: fc.uniqueArray(fc.constantFrom(...STOCK_LOCATIONS), { minLength: 1, maxLength: 4 }),
    otherEuCountries: fc.uniqueArray(fc.constantFrom(...OTHER_EU_COUNTRIES), { minLength: 1, maxLength: 7 }),
    established: fc.constantFrom(...ESTABLISHMENTS),
    packagingTonnes: fc.constantFrom(...PACKAGING_BANDS),
    eeeTonnes: fc.constantFrom(...EEE_BANDS),
    turnover: fc.constantFrom(...TURNOVER_BANDS),
    products: fc.uniqueArray(fc.constantFrom(...PRODUCT_KINDS), { maxLength: PRODUCT_KINDS.length }),
  },
  { requiredKeys: [] },
);

/** The keys of a refine set, to answer one more. */
export const REFINE_KEYS = [
  'stockLocations',
  'otherEuCountries',
  'established',
  'packagingTonnes',
  'eeeTonnes',
  'turnover',
  'products',
] as const;
