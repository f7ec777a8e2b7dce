/**
 * The price units of the product catalogue that repeat: data, not texts. A product's `priceUnit` is free text the
 * back office stores as typed (products.price_unit, e.g. '年', '季度', '次'; the seed's products use the same words),
 * so the calculators recognise a recurring price by comparing against these stored values; the English words are
 * the ones a unit may be stored as on other brands. This module is the literal check's exception for them
 * (scripts/check-literals.ts, ALLOWED; docs/decisions.md, "Price units are data"): they never reach the catalogue,
 * and a translation of the site must not change them. Shown units are printed as stored.
 */
export const RECURRING_PRICE_UNITS: ReadonlyMap<string, number> = new Map([
  ['年', 1],
  ['year', 1],
  ['季度', 4],
  ['quarter', 4],
  ['月', 12],
  ['month', 12],
]);
