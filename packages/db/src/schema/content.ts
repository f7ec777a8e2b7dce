import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { ContactSeed, HomeTextsSeed } from '../seed/types.ts';

/**
 * Site content: brand config, menus, common data, footer, search data, articles, videos.
 * Every row that belongs to a brand carries `platform` (the platform code, e.g. '00' or 'EU')
 * and `lang` (the content locale), so one database serves every brand and language.
 */

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const platformConfigs = pgTable(
  'platform_configs',
  {
    id: serial('id').primaryKey(),
    code: varchar('code', { length: 16 }).notNull(),
    lang: varchar('lang', { length: 8 }).notNull(),
    key: varchar('key', { length: 32 }).notNull(),
    label: text('label').notNull(),
    labelEn: text('label_en').notNull(),
    companyName: text('company_name').notNull(),
    copyright: text('copyright').notNull(),
    filingNo: text('filing_no').notNull(),
    policeFilingNo: text('police_filing_no').notNull(),
    licence: text('licence').notNull(),
    seoTitle: text('seo_title').notNull(),
    seoDescription: text('seo_description').notNull(),
    seoKeywords: text('seo_keywords').notNull(),
    /** Contact block: phone, businessCooperation, email, address, hours. */
    contact: jsonb('contact').$type<ContactSeed>().notNull(),
    /** Home page texts (hero, services, process, register banner). */
    homeTexts: jsonb('home_texts').$type<HomeTextsSeed>().notNull(),
    prefixedLocales: jsonb('prefixed_locales').$type<string[]>().notNull().default([]),
    compliance: boolean('compliance').notNull().default(false),
    ...timestamps,
  },
  (t) => [uniqueIndex('platform_configs_code_lang').on(t.code, t.lang)],
);

export const platformAdvantages = pgTable(
  'platform_advantages',
  {
    id: serial('id').primaryKey(),
    platform: varchar('platform', { length: 16 }).notNull(),
    lang: varchar('lang', { length: 8 }).notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    icon: text('icon').notNull(),
    img: text('img'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('platform_advantages_platform').on(t.platform, t.lang)],
);

/** Header (and other) menus. Columns map to the wire names noted beside them. */
export const menuItems = pgTable(
  'menu_items',
  {
    id: serial('id').primaryKey(),
    platform: varchar('platform', { length: 16 }).notNull(),
    lang: varchar('lang', { length: 8 }).notNull(),
    parentId: integer('parent_id'),
    typeName: text('type_name').notNull().default('header'),
    /** typeValueOne */
    label: text('label').notNull(),
    /** typeValueTow */
    description: text('description'),
    /** typeValueThree */
    path: text('path'),
    /** typeValueFour */
    typeKey: text('type_key'),
    /** typeValueFive */
    extra: text('extra'),
    pageType: integer('page_type'),
    /** delIs */
    deleted: boolean('deleted').notNull().default(false),
    /** isEnable */
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    /** Hidden from the public site (archived in the back office, or created and not yet published). */
    archived: boolean('archived').notNull().default(false),
    mainId: integer('main_id'),
    ...timestamps,
  },
  (t) => [index('menu_items_platform').on(t.platform, t.lang, t.typeName), index('menu_items_parent').on(t.parentId)],
);

/** A mega-menu's right panel entries (divPageList). */
export const menuDivPages = pgTable(
  'menu_div_pages',
  {
    id: serial('id').primaryKey(),
    menuId: integer('menu_id')
      .notNull()
      .references(() => menuItems.id, { onDelete: 'cascade' }),
    /** navigationName */
    name: text('name').notNull(),
    /** navigationTitle */
    title: text('title').notNull(),
    /** navigationIcon */
    icon: text('icon').notNull(),
    /** hadeUrl */
    linkUrl: text('link_url'),
    pageType: integer('page_type'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('menu_div_pages_menu').on(t.menuId)],
);

/** Content attached to a menu entry (menuRelationList): success cases, highlights. */
export const menuRelations = pgTable(
  'menu_relations',
  {
    id: serial('id').primaryKey(),
    menuId: integer('menu_id')
      .notNull()
      .references(() => menuItems.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull().default('case'),
    title: text('title').notNull(),
    content: text('content'),
    img: text('img'),
    linkUrl: text('link_url'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('menu_relations_menu').on(t.menuId)],
);

/** Common data: the right panel's suspendedList and the 'more' block with its items. */
export const commonItems = pgTable(
  'common_items',
  {
    id: serial('id').primaryKey(),
    platform: varchar('platform', { length: 16 }).notNull(),
    lang: varchar('lang', { length: 8 }).notNull(),
    /** 'suspended' | 'more' */
    section: varchar('section', { length: 16 }).notNull(),
    parentId: integer('parent_id'),
    /** typeValueOne */
    label: text('label').notNull(),
    /** typeValueTow */
    value: text('value'),
    /** typeValueThree */
    extra: text('extra'),
    /** typeValueFour: hover image */
    hoverImage: text('hover_image'),
    /** typeValueFive: item kind (contactUs, preSaleTelephone, ...) */
    kind: text('kind'),
    linkUrl: text('link_url'),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [index('common_items_platform').on(t.platform, t.lang, t.section)],
);

export const footerBlocks = pgTable(
  'footer_blocks',
  {
    id: serial('id').primaryKey(),
    platform: varchar('platform', { length: 16 }).notNull(),
    lang: varchar('lang', { length: 8 }).notNull(),
    /** qrcode | blogroll | bottom | contactInformation | function */
    kind: varchar('kind', { length: 24 }).notNull(),
    /** typeValueOne */
    title: text('title').notNull(),
    sort: integer('sort').notNull().default(0),
    /** Hidden from the public site (archived in the back office, or created and not yet published). */
    archived: boolean('archived').notNull().default(false),
  },
  (t) => [index('footer_blocks_platform').on(t.platform, t.lang)],
);

export const footerItems = pgTable(
  'footer_items',
  {
    id: serial('id').primaryKey(),
    blockId: integer('block_id')
      .notNull()
      .references(() => footerBlocks.id, { onDelete: 'cascade' }),
    /** typeValueOne */
    label: text('label').notNull(),
    /** typeValueTow */
    value: text('value'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('footer_items_block').on(t.blockId)],
);

/** Search data: allService (every row) and hotService (hot = true). */
export const searchServices = pgTable(
  'search_services',
  {
    id: serial('id').primaryKey(),
    platform: varchar('platform', { length: 16 }).notNull(),
    lang: varchar('lang', { length: 8 }).notNull(),
    /** menuName */
    name: text('name').notNull(),
    /** menuAttribute */
    path: text('path').notNull(),
    hot: boolean('hot').notNull().default(false),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    index('search_services_platform').on(t.platform, t.lang),
    index('search_services_name_trgm').using('gin', sql`${t.name} gin_trgm_ops`),
  ],
);

export const articleCategories = pgTable('article_categories', {
  id: integer('id').primaryKey(),
  platform: varchar('platform', { length: 16 }).notNull(),
  lang: varchar('lang', { length: 8 }).notNull().default('zh-CN'),
  kind: varchar('kind', { length: 32 }).notNull(),
  name: text('name').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    /** Hidden from the public site (archived in the back office, or created and not yet published). */
    archived: boolean('archived').notNull().default(false),
    platform: varchar('platform', { length: 16 }).notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => articleCategories.id),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    body: text('body').notNull(),
    author: text('author').notNull(),
    source: text('source').notNull(),
    cover: text('cover'),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    views: integer('views').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index('articles_category').on(t.categoryId, t.publishedAt),
    uniqueIndex('articles_platform_title').on(t.platform, t.title),
    // The header's article search: substring and similarity over title and body, Chinese included.
    index('articles_title_trgm').using('gin', sql`${t.title} gin_trgm_ops`),
    index('articles_body_trgm').using('gin', sql`${t.body} gin_trgm_ops`),
  ],
);

export const videos = pgTable(
  'videos',
  {
    id: serial('id').primaryKey(),
    /** Hidden from the public site (archived in the back office, or created and not yet published). */
    archived: boolean('archived').notNull().default(false),
    platform: varchar('platform', { length: 16 }).notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    cover: text('cover').notNull(),
    /** A video file the site serves itself (under /video/), played when the third-party player cannot load. */
    src: text('src'),
    fileId: text('file_id').notNull(),
    appId: text('app_id').notNull(),
    durationSeconds: integer('duration_seconds').notNull(),
    category: text('category').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('videos_platform_file').on(t.platform, t.fileId)],
);

/**
 * The copy of a content page (a service, brand or campaign page) of one brand in one language,
 * keyed by route name (the internal path's segments joined by '-': 'ld-VAT', 'cht-bankAccount').
 * Served by getCustom; a brand without its own page for a key shows its content source's page.
 */
export const pages = pgTable(
  'pages',
  {
    id: serial('id').primaryKey(),
    platform: varchar('platform', { length: 16 }).notNull(),
    lang: varchar('lang', { length: 8 }).notNull(),
    key: varchar('key', { length: 96 }).notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    keywords: text('keywords').notNull(),
    /** The page's blocks (contracts: pageBlockWire), validated on seed and on read. */
    blocks: jsonb('blocks').notNull().$type<unknown[]>(),
    /** Hidden from the public site (archived in the back office, or created and not yet published). */
    archived: boolean('archived').notNull().default(false),
    ...timestamps,
  },
  (t) => [uniqueIndex('pages_platform_lang_key').on(t.platform, t.lang, t.key)],
);

/** A partner of the cooperative and ecology-centre pages (getPartner, getEcologyCenter, getPartnersInfoById). */
export const partners = pgTable(
  'partners',
  {
    id: serial('id').primaryKey(),
    /** Hidden from the public site (archived in the back office, or created and not yet published). */
    archived: boolean('archived').notNull().default(false),
    platform: varchar('platform', { length: 16 }).notNull(),
    lang: varchar('lang', { length: 8 }).notNull(),
    name: text('name').notNull(),
    /** A site path under /partners/ or an http(s) image. */
    logo: text('logo').notNull(),
    category: text('category').notNull(),
    description: text('description').notNull(),
    /** HTML of the partner's own page (/ld/cooperative/{friendId}). */
    content: text('content').notNull(),
    linkUrl: text('link_url'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('partners_platform_name').on(t.platform, t.lang, t.name)],
);

/** A person who introduces a partner (getIntroducerById). */
export const partnerIntroducers = pgTable('partner_introducers', {
  id: serial('id').primaryKey(),
  partnerId: integer('partner_id')
    .notNull()
    .references(() => partners.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  avatar: text('avatar'),
  title: text('title').notNull(),
  introduction: text('introduction').notNull(),
});

/** A VAT question with its answer (the /vat question-and-answer calls); answerId on the wire is the id. */
export const qaQuestions = pgTable(
  'qa_questions',
  {
    id: serial('id').primaryKey(),
    /** Hidden from the public site (archived in the back office, or created and not yet published). */
    archived: boolean('archived').notNull().default(false),
    platform: varchar('platform', { length: 16 }).notNull(),
    lang: varchar('lang', { length: 8 }).notNull(),
    /** A value of the question-type dictionary (getQaType), e.g. 'register'. */
    qaType: varchar('qa_type', { length: 32 }).notNull(),
    question: text('question').notNull(),
    /** HTML. */
    answer: text('answer').notNull(),
    views: integer('views').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('qa_questions_platform_question').on(t.platform, t.lang, t.question),
    index('qa_questions_type').on(t.platform, t.lang, t.qaType),
    index('qa_questions_question_trgm').using('gin', sql`${t.question} gin_trgm_ops`),
  ],
);

/** The question types of the VAT question-and-answer pages (getQaType). */
export const qaTypes = pgTable(
  'qa_types',
  {
    id: serial('id').primaryKey(),
    platform: varchar('platform', { length: 16 }).notNull(),
    lang: varchar('lang', { length: 8 }).notNull(),
    value: varchar('value', { length: 32 }).notNull(),
    label: text('label').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('qa_types_platform_value').on(t.platform, t.lang, t.value)],
);

/**
 * Key/value remote configuration (GET /business/biz/remote/config/getByKey), per brand: the brand's row of a key
 * wins over the row of every brand (platform null).
 */
export const remoteConfigs = pgTable(
  'remote_configs',
  {
    id: serial('id').primaryKey(),
    key: varchar('key', { length: 64 }).notNull(),
    /** The brand the value is for; null = every brand. */
    platform: varchar('platform', { length: 16 }),
    value: jsonb('value').notNull(),
    /** Hidden from the public site (archived in the back office, or created and not yet published). */
    archived: boolean('archived').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('remote_configs_key_platform').on(t.key, t.platform).nullsNotDistinct()],
);

/**
 * Versions of the brand's agreements (listNewestAgreement): the user agreement, the privacy policy... The newest
 * version already in effect is the one served. Operators' content: a new version is a new row.
 */
export const agreements = pgTable(
  'agreements',
  {
    id: serial('id').primaryKey(),
    /** Hidden from the public site (archived in the back office, or created and not yet published). */
    archived: boolean('archived').notNull().default(false),
    platform: varchar('platform', { length: 16 }).notNull(),
    lang: varchar('lang', { length: 8 }).notNull(),
    /** e.g. 'userAgreement', 'privacyPolicy'. */
    agreementType: varchar('agreement_type', { length: 32 }).notNull(),
    title: text('title').notNull(),
    version: varchar('version', { length: 32 }).notNull(),
    /** HTML. */
    content: text('content').notNull(),
    effectiveDate: date('effective_date', { mode: 'string' }).notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('agreements_version').on(t.platform, t.lang, t.agreementType, t.version),
    index('agreements_newest').on(t.platform, t.lang, t.agreementType, t.effectiveDate),
  ],
);

export const priceColumn = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });

/**
 * Seed units already applied (e.g. 'brand:00:zh-CN', 'reference'). Each unit is inserted once,
 * in one transaction, so later starts change nothing and operators' edits are never overwritten.
 */
export const seedRuns = pgTable('seed_runs', {
  key: varchar('key', { length: 64 }).primaryKey(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});
