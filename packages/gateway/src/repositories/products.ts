import type { business } from '@site/contracts';
import type { Database } from '@site/db/client';
import { products, serviceCountries, serviceTypes } from '@site/db/schema';
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { z } from 'zod';

type ProductWire = z.infer<typeof business.getProductsPrices.data>[number]['productList'][number];

export interface ProductFilter {
  serviceType?: number;
  country?: number;
  /** Any of these service types (priceForSurveyReport). */
  serviceTypes?: readonly number[];
  /** Any of these countries (priceForSurveyReport). */
  countries?: readonly number[];
}

/** A select of products joined with their service type and country (every product has both). */
export const withTypeAndCountry = <Q extends PgSelect>(query: Q) =>
  query
    .innerJoin(serviceTypes, eq(serviceTypes.code, products.serviceType))
    .innerJoin(serviceCountries, eq(serviceCountries.code, products.country));

export const listProducts = async (db: Database, filter: ProductFilter, lang: string): Promise<ProductWire[]> => {
  const conditions: SQL[] = [eq(products.enabled, true)];
  if (filter.serviceType !== undefined) conditions.push(eq(products.serviceType, filter.serviceType));
  if (filter.country !== undefined) conditions.push(eq(products.country, filter.country));
  if (filter.serviceTypes !== undefined) conditions.push(inArray(products.serviceType, [...filter.serviceTypes]));
  if (filter.countries !== undefined) conditions.push(inArray(products.country, [...filter.countries]));
  const rows = await withTypeAndCountry(
    db
      .select({
        id: products.id,
        serviceType: products.serviceType,
        serviceTypeName: serviceTypes.name,
        serviceTypeNames: serviceTypes.names,
        country: products.country,
        countryZh: serviceCountries.nameZh,
        countryEn: serviceCountries.nameEn,
        countryNames: serviceCountries.names,
        productName: products.name,
        productNames: products.names,
        unitPrice: products.unitPrice,
        discountPrice: products.discountPrice,
        priceUnit: products.priceUnit,
      })
      .from(products)
      .$dynamic(),
  )
    .where(and(...conditions))
    .orderBy(asc(products.serviceType), asc(products.sort), asc(products.id));
  const english = lang === 'en' || lang === 'de';
  // A name in the call's language where the row has one (XM's traditional Chinese), else the seeded one.
  return rows.map(({ countryZh, countryEn, countryNames, serviceTypeNames, productNames, ...row }) => ({
    ...row,
    serviceTypeName: serviceTypeNames[lang] ?? row.serviceTypeName,
    countryName: countryNames[lang] ?? (english ? countryEn : countryZh),
    productName: productNames[lang] ?? row.productName,
  }));
};

export const groupByServiceType = (list: ProductWire[]) => {
  const groups = new Map<number, { serviceType: number; serviceTypeName: string; productList: ProductWire[] }>();
  for (const product of list) {
    const group = groups.get(product.serviceType) ?? {
      serviceType: product.serviceType,
      serviceTypeName: product.serviceTypeName,
      productList: [],
    };
    group.productList.push(product);
    groups.set(product.serviceType, group);
  }
  return [...groups.values()];
};

/** '1001,1005' -> [1001, 1005]; undefined stays undefined (no filter). */
export const parseCodes = (codes: string | undefined): number[] | undefined =>
  codes === undefined ? undefined : [...new Set(codes.split(',').map(Number))];

/**
 * The products that price a report's recommended services (priceForSurveyReport's query): their service types
 * and countries.
 */
export const productsForServices = (
  db: Database,
  services: readonly { serviceType: number; country: number }[],
  lang: string,
): Promise<ProductWire[]> =>
  services.length === 0
    ? Promise.resolve([])
    : listProducts(
        db,
        {
          serviceTypes: [...new Set(services.map((s) => s.serviceType))],
          countries: [...new Set(services.map((s) => s.country))],
        },
        lang,
      );
