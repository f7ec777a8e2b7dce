import type { ServiceRef } from './rules.ts';

/**
 * Prices of the recommended services, from the products table (priceForSurveyReport), with the price
 * rules of spec section 9: two decimals; the price paid is the unit price minus the discount; when
 * discounted, the original shows as ￥ amount plus unit.
 *
 * For each service, the matching products are those of its service type and country; when some of them
 * name its productNameKeyWord, only those. Ordered by the price paid:
 * - price1: the lowest (what the report shows as 'from'),
 * - price2: the typical one, the median (the lower of the two middle ones for an even count),
 * - price3: the highest.
 * One matching product gives the same price three times; none gives nulls (the page shows 'ask us').
 */

export interface ProductPrice {
  serviceType: number;
  country: number;
  productName: string;
  unitPrice: number;
  discountPrice: number;
  /** e.g. '次', '年', '季度'. */
  priceUnit: string;
}

export interface PriceView {
  productName: string;
  /** The price paid, two decimals: '2999.00'. */
  amount: string;
  unit: string;
  /** '￥3999.00/年' when discounted, else null. */
  original: string | null;
}

export interface PricedService extends ServiceRef {
  price1: PriceView | null;
  price2: PriceView | null;
  price3: PriceView | null;
  /** How many products the three prices were chosen from. */
  productCount: number;
}

/** Whole cents, half away from zero (1.005 -> 101): prices are compared and printed in cents. */
const toCents = (value: number) => Math.sign(value) * Math.round(Math.abs(value) * 100 + Number.EPSILON * 100);

const formatCents = (cents: number) => {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};

/** Two decimals without floating-point surprises: 1.005 -> '1.01'. */
export const twoDecimals = (value: number): string => formatCents(toCents(value));

/** The price paid in cents; a discount larger than the price never gives a negative amount. */
const paidCents = (p: ProductPrice) => Math.max(0, toCents(p.unitPrice) - Math.max(0, toCents(p.discountPrice)));

export const priceView = (p: ProductPrice): PriceView => {
  const discounted = toCents(p.discountPrice) > 0;
  return {
    productName: p.productName,
    amount: formatCents(paidCents(p)),
    unit: p.priceUnit,
    original: discounted ? `￥${twoDecimals(p.unitPrice)}${p.priceUnit ? `/${p.priceUnit}` : ''}` : null,
  };
};

const usable = (p: ProductPrice) =>
  Number.isFinite(p.unitPrice) && Number.isFinite(p.discountPrice) && p.unitPrice >= 0 && p.discountPrice >= 0;

/**
 * The products that price a service, cheapest first; ties by unit price, then name, then discount, so the
 * order (and what the report shows) never depends on the order the products came in.
 */
export const matchingProducts = (offered: ServiceRef, products: readonly ProductPrice[]): ProductPrice[] => {
  const ofService = products.filter(
    (p) => usable(p) && p.serviceType === offered.serviceType && p.country === offered.country,
  );
  const keyword = offered.productNameKeyWord.trim();
  const named = keyword === '' ? [] : ofService.filter((p) => p.productName.includes(keyword));
  return (named.length > 0 ? named : ofService).sort(
    (a, b) =>
      paidCents(a) - paidCents(b) ||
      toCents(a.unitPrice) - toCents(b.unitPrice) ||
      (a.productName < b.productName ? -1 : a.productName > b.productName ? 1 : 0) ||
      toCents(a.discountPrice) - toCents(b.discountPrice),
  );
};

/** Each recommended service with its lowest, typical and highest price. */
export const priceServices = (services: readonly ServiceRef[], products: readonly ProductPrice[]): PricedService[] =>
  services.map((offered) => {
    const matches = matchingProducts(offered, products);
    const pick = (index: number) => {
      const product = matches[index];
      return product === undefined ? null : priceView(product);
    };
    return {
      ...offered,
      price1: pick(0),
      price2: pick(Math.floor((matches.length - 1) / 2)),
      price3: pick(matches.length - 1),
      productCount: matches.length,
    };
  });
