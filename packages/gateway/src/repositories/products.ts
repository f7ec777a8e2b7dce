import type { business } from '@site/contracts';
import type { Database } from '@site/db/client';
import { products, serviceCountries, serviceTypes } from '@site/db/schema';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';

type ProductWire = z.infer<typeof business.getProductsPrices.data>[number]['productList'][number];

export interface ProductFilter {
  serviceType?: number;
  country?: number;
}

export const listProducts = async (db: Database, filter: ProductFilter, lang: string): Promise<ProductWire[]> => {
  const conditions: SQL[] = [eq(products.enabled, true)];
  if (filter.serviceType !== undefined) conditions.push(eq(products.serviceType, filter.serviceType));
  if (filter.country !== undefined) conditions.push(eq(products.country, filter.country));
  const rows = await db
    .select({
      id: products.id,
      serviceType: products.serviceType,
      serviceTypeName: serviceTypes.name,
      country: products.country,
      countryZh: serviceCountries.nameZh,
      countryEn: serviceCountries.nameEn,
      productName: products.name,
      unitPrice: products.unitPrice,
      discountPrice: products.discountPrice,
      priceUnit: products.priceUnit,
    })
    .from(products)
    .innerJoin(serviceTypes, eq(serviceTypes.code, products.serviceType))
    .innerJoin(serviceCountries, eq(serviceCountries.code, products.country))
    .where(and(...conditions))
    .orderBy(asc(products.serviceType), asc(products.sort), asc(products.id));
  const english = lang === 'en' || lang === 'de';
  return rows.map(({ countryZh, countryEn, ...row }) => ({ ...row, countryName: english ? countryEn : countryZh }));
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
