import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, primaryKey, text, varchar } from 'drizzle-orm/pg-core';

/**
 * The funnel's daily counts of visits (issue 25 section 4), kept by statement-level triggers on visitor_records
 * (migration 0020, hand-written part): every insert adds to its day's row and every delete (erasing a person's data)
 * takes away, in the same transaction as the visits themselves. The back office's funnel reads these instead of
 * aggregating a million page views per request. `day` is the calendar day in China time; `channel` is '' for none.
 */
export const visitDays = pgTable(
  'visit_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    platform: varchar('platform', { length: 16 }).notNull(),
    channel: varchar('channel', { length: 64 }).notNull(),
    views: integer('views').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.platform, t.channel] })],
);

/**
 * The same counts by page and referrer host ('' = none): the funnel's top landing pages (views without a referrer
 * or with one from another host) and top referrers.
 */
export const visitDayPages = pgTable(
  'visit_day_pages',
  {
    day: date('day', { mode: 'string' }).notNull(),
    platform: varchar('platform', { length: 16 }).notNull(),
    channel: varchar('channel', { length: 64 }).notNull(),
    path: text('path').notNull(),
    referrerHost: text('referrer_host').notNull(),
    views: integer('views').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.platform, t.channel, t.path, t.referrerHost] }),
    index('visit_day_pages_referrer').on(t.day, t.referrerHost).where(sql`${t.referrerHost} <> ''`),
  ],
);
