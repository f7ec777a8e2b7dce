import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './visitors.ts';

/** The IP gateway's visitor data: search history and manual ('ask an attorney') requests. */

/**
 * One row per searched mark (or product word) and office, per signed-in user or, without one, per device: a repeated
 * search moves the row to the top (searched_at), and the gateway trims each owner's list to its limit (15 trademark,
 * 10 category entries).
 */
export const trademarkSearchRecords = pgTable(
  'trademark_search_records',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The 32-hex device id (lower case), when no user is signed in. */
    deviceId: varchar('device_id', { length: 32 }),
    /** TRADEMARK 0, CATEGORY 2, OATH 3. */
    searchType: integer('search_type').notNull(),
    /** The text as the visitor typed it (trimmed), last time. */
    mark: text('mark').notNull(),
    /** The de-duplication key: NFKC, lower case, single spaces. */
    markKey: text('mark_key').notNull(),
    /** The office code; '' is every office. */
    office: varchar('office', { length: 8 }).notNull().default(''),
    platform: varchar('platform', { length: 16 }).notNull(),
    searchedAt: timestamp('searched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('trademark_search_records_user')
      .on(t.userId, t.searchType, t.markKey, t.office)
      .where(sql`${t.userId} is not null`),
    uniqueIndex('trademark_search_records_device')
      .on(t.deviceId, t.searchType, t.markKey, t.office)
      .where(sql`${t.userId} is null`),
    index('trademark_search_records_user_order').on(t.userId, t.searchType, t.searchedAt),
    index('trademark_search_records_device_order').on(t.deviceId, t.searchType, t.searchedAt),
    // The funnel's searches over a range (issue 25).
    index('trademark_search_records_searched').on(t.searchedAt),
    check('trademark_search_records_owner', sql`${t.userId} is not null or ${t.deviceId} is not null`),
  ],
);

/**
 * A manual request to the attorneys: a trademark search (mark, offices, classes) or a category query (a product
 * description). `day` is the request's calendar day in China time, the unit of the daily limit.
 */
export const artificialRequests = pgTable(
  'artificial_requests',
  {
    id: serial('id').primaryKey(),
    /** 'trademark' | 'category' */
    kind: varchar('kind', { length: 16 }).notNull(),
    platform: varchar('platform', { length: 16 }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    deviceId: varchar('device_id', { length: 32 }),
    /** The contact's phone (a signed-in user's account has one too; this is the one typed in, if any). */
    phone: varchar('phone', { length: 32 }),
    contactName: text('contact_name'),
    /** The mark, or the product description of a category request. */
    mark: text('mark').notNull(),
    offices: text('offices').array().notNull().default(sql`'{}'::text[]`),
    classes: integer('classes').array().notNull().default(sql`'{}'::integer[]`),
    markImg: text('mark_img'),
    remark: text('remark'),
    /** 'pending' until an attorney answers. */
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    day: date('day', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('artificial_requests_user').on(t.userId, t.day),
    index('artificial_requests_device').on(t.deviceId, t.day),
    index('artificial_requests_phone').on(t.phone, t.day),
    // The funnel's attorney requests over a range (issue 25).
    index('artificial_requests_created').on(t.createdAt),
  ],
);
