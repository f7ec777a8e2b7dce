import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { priceColumn } from './content.ts';

/** Pop-ups, posters (home banners), register award packages, channel codes, activity pages and leads. */

export const popupConfigs = pgTable(
  'popup_configs',
  {
    id: serial('id').primaryKey(),
    platform: varchar('platform', { length: 16 }).notNull(),
    /** 0 once per day, 1 always, 2 once ever. */
    limitType: integer('limit_type').notNull(),
    /** 1 = activity pop-up (campaign modal). */
    moduleType: integer('module_type').notNull().default(1),
    /** popupBoxTriggerType */
    triggerType: integer('trigger_type').notNull().default(1),
    /** Route the pop-up is limited to; null = any page. */
    triggerPage: text('trigger_page'),
    title: text('title'),
    titleRichText: text('title_rich_text'),
    mainImg: text('main_img'),
    iconImg: text('icon_img'),
    content: text('content'),
    contentRichText: text('content_rich_text'),
    displayStyle: integer('display_style').notNull().default(1),
    imageOptionType: integer('image_option_type').notNull().default(1),
    imgJumpUrl: text('img_jump_url'),
    enabled: boolean('enabled').notNull().default(true),
    startAt: timestamp('start_at', { withTimezone: true }),
    endAt: timestamp('end_at', { withTimezone: true }),
    viewCount: integer('view_count').notNull().default(0),
    clickCount: integer('click_count').notNull().default(0),
    sort: integer('sort').notNull().default(0),
    /** Hidden from the public site (archived in the back office, or created and not yet published). */
    archived: boolean('archived').notNull().default(false),
  },
  (t) => [index('popup_configs_platform').on(t.platform)],
);

export const popupButtons = pgTable(
  'popup_buttons',
  {
    id: serial('id').primaryKey(),
    popupId: integer('popup_id')
      .notNull()
      .references(() => popupConfigs.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    url: text('url'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('popup_buttons_popup').on(t.popupId)],
);

export const posters = pgTable(
  'posters',
  {
    id: serial('id').primaryKey(),
    platform: varchar('platform', { length: 16 }).notNull(),
    module: integer('module').notNull().default(1),
    status: integer('status').notNull().default(1),
    showPosition: varchar('show_position', { length: 8 }).notNull().default('40'),
    img: text('img').notNull(),
    /** showWay: the link. */
    link: text('link'),
    /** showType: 2 = no link. */
    showType: integer('show_type').notNull().default(1),
    title: text('title'),
    viewCount: integer('view_count').notNull().default(0),
    clickCount: integer('click_count').notNull().default(0),
    sort: integer('sort').notNull().default(0),
    /** Hidden from the public site (archived in the back office, or created and not yet published). */
    archived: boolean('archived').notNull().default(false),
    /** The campaign's window: the poster is listed from startAt until endAt (either open when null). */
    startAt: timestamp('start_at', { withTimezone: true }),
    endAt: timestamp('end_at', { withTimezone: true }),
  },
  (t) => [index('posters_platform').on(t.platform, t.module, t.status, t.showPosition)],
);

export const registerAwardPackages = pgTable(
  'register_award_packages',
  {
    id: serial('id').primaryKey(),
    platform: varchar('platform', { length: 16 }).notNull(),
    /** Channel the package applies to; null = every channel. */
    channelNo: varchar('channel_no', { length: 64 }),
    name: text('name').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('register_award_packages_platform').on(t.platform)],
);

export const registerAwards = pgTable(
  'register_awards',
  {
    id: serial('id').primaryKey(),
    packageId: integer('package_id')
      .notNull()
      .references(() => registerAwardPackages.id, { onDelete: 'cascade' }),
    /** 0 coupons, 1 coupon package, 2 service coupon, 3 full reduction, 4 bonus points. */
    awardType: integer('award_type').notNull(),
    /** 0 an amount off (shown with ￥), 1 a discount rate (shown with 折; 8.5 = 8.5折). */
    discountType: integer('discount_type').notNull().default(0),
    awardMoney: priceColumn('award_money').notNull().default(0),
    count: integer('count').notNull().default(1),
    awardScore: integer('award_score').notNull().default(0),
    couponTypeText: text('coupon_type_text').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('register_awards_package').on(t.packageId)],
);

export const channelCodes = pgTable('channel_codes', {
  code: varchar('code', { length: 64 }).primaryKey(),
  name: text('name').notNull(),
  platform: varchar('platform', { length: 16 }),
  enabled: boolean('enabled').notNull().default(true),
  meta: jsonb('meta'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The anniversary activity page (GET /order/activity/year3Page) of a brand in one language: its dates give the
 * page's status (not started, processing, over). Operators' content.
 */
export const activityPages = pgTable(
  'activity_pages',
  {
    id: serial('id').primaryKey(),
    platform: varchar('platform', { length: 16 }).notNull(),
    lang: varchar('lang', { length: 8 }).notNull(),
    /** Which page: 'year3' (the anniversary, /anniversary). */
    key: varchar('key', { length: 32 }).notNull(),
    title: text('title').notNull(),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    enabled: boolean('enabled').notNull().default(true),
    /** Hidden from the public site (archived in the back office, or created and not yet published). */
    archived: boolean('archived').notNull().default(false),
  },
  (t) => [uniqueIndex('activity_pages_platform_key').on(t.platform, t.lang, t.key)],
);

/** One activity of an activity page, with the products it offers (by service type and country). */
export const activityItems = pgTable(
  'activity_items',
  {
    id: serial('id').primaryKey(),
    pageId: integer('page_id')
      .notNull()
      .references(() => activityPages.id, { onDelete: 'cascade' }),
    /** An activity kind of spec section 3 (contracts ActivityKind): invite, register, fullFree, ... */
    kind: varchar('kind', { length: 32 }).notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** The activity's own dates; null = the page's. */
    startAt: timestamp('start_at', { withTimezone: true }),
    endAt: timestamp('end_at', { withTimezone: true }),
    /** A site path or an http(s) link; null = none. */
    linkUrl: text('link_url'),
    /** The products offered: those of these service types (and, when set, these countries); null = none. */
    serviceTypes: integer('service_types').array(),
    countries: integer('countries').array(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('activity_items_page').on(t.pageId)],
);

/**
 * Leads of the landing-page forms that are not the contact form: the Amazon page's 留资 form (kind 'retainCapital')
 * and the law firm's English enquiry (kind 'ippEnEmail'). Stored with the team's mail in one transaction
 * (mail_outbox); `dedupe_key` (SHA-256 of the brand, kind and fields) makes a resubmission within minutes one row.
 */
export const leads = pgTable(
  'leads',
  {
    id: serial('id').primaryKey(),
    platform: varchar('platform', { length: 16 }).notNull(),
    kind: varchar('kind', { length: 32 }).notNull(),
    name: text('name').notNull(),
    phone: text('phone'),
    email: text('email'),
    companyName: text('company_name'),
    country: text('country'),
    practiceArea: varchar('practice_area', { length: 16 }),
    /** The demand (retainCapital) or the message (ippEnEmail, callback). */
    message: text('message'),
    /** A callback request's WeChat ID (the visitor gives it or a phone number, or both). */
    wechat: text('wechat'),
    /** The service a callback request's 咨询 button stands for. */
    service: text('service'),
    /** The page a callback request was sent from (its path). */
    fromPage: text('from_page'),
    channelNo: varchar('channel_no', { length: 64 }),
    deviceId: varchar('device_id', { length: 32 }),
    userAgent: text('user_agent'),
    /** HMAC-SHA-256 of the client address, never the address. */
    clientHash: varchar('client_hash', { length: 64 }),
    dedupeKey: varchar('dedupe_key', { length: 64 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('leads_dedupe').on(t.dedupeKey, t.createdAt), index('leads_created').on(t.createdAt)],
);
