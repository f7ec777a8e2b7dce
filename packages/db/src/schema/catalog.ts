import { boolean, index, integer, jsonb, pgTable, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { priceColumn } from './content.ts';

/** Reference tables and the product catalogue. */

/**
 * A row's name in the content languages other than simplified Chinese, by language ('zh-TW': XM's pages). A language
 * without an entry shows the row's simplified-Chinese name (countries: the English one for 'en' and 'de').
 */
const namesColumn = () => jsonb('names').$type<Record<string, string>>().notNull().default({});

export const serviceTypes = pgTable('service_types', {
  code: integer('code').primaryKey(),
  type: varchar('type', { length: 32 }).notNull(),
  name: text('name').notNull(),
  names: namesColumn(),
});

export const serviceCountries = pgTable('service_countries', {
  code: integer('code').primaryKey(),
  nameZh: text('name_zh').notNull(),
  nameEn: text('name_en').notNull(),
  iso: varchar('iso', { length: 4 }).notNull(),
  names: namesColumn(),
});

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    serviceType: integer('service_type')
      .notNull()
      .references(() => serviceTypes.code),
    country: integer('country')
      .notNull()
      .references(() => serviceCountries.code),
    name: text('name').notNull(),
    names: namesColumn(),
    unitPrice: priceColumn('unit_price').notNull(),
    discountPrice: priceColumn('discount_price').notNull().default(0),
    priceUnit: varchar('price_unit', { length: 16 }).notNull(),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('products_name').on(t.serviceType, t.country, t.name), index('products_type').on(t.serviceType)],
);

export const trademarkClasses = pgTable('trademark_classes', {
  number: integer('number').primaryKey(),
  label: text('label').notNull(),
  labelEn: text('label_en').notNull(),
  description: text('description').notNull(),
});
