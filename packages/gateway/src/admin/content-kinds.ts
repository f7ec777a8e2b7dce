import { type ContentKind, contentSchemas, FOOTER_BLOCK_KINDS } from '@site/contracts/admin';
import { RICH_TEXT_OPTIONS } from '@site/contracts/rich-text';
import type { Database } from '@site/db/client';
import {
  activityItems,
  activityPages,
  agreements,
  footerBlocks,
  footerItems,
  menuDivPages,
  menuItems,
  menuRelations,
  pages,
  partners,
  platformConfigs,
  popupConfigs,
  posters,
  qaQuestions,
  remoteConfigs,
  videos,
} from '@site/db/schema';
import { and, asc, count, desc, eq, getTableColumns, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import sanitizeHtml from 'sanitize-html';
import { columnsOf } from '../columns.ts';
import { containsKeyword, likeTerm } from '../repositories/library.ts';
import { pageWithTotal } from './lists.ts';

/**
 * What each content kind says of itself to the drafts-and-versions machinery (content.ts): how to list its items,
 * read an item's live data, and write published data into its live row. Most kinds are one table of one brand: they
 * are described by `tableKind` (columns, search, the item's page on the public site); products and articles, which
 * join other tables, have adapters of their own in content.ts.
 */

export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Reader = Database | Tx;

export interface ItemRow {
  id: number;
  platform: string;
  title: string;
  subtitle: string | null;
  /** Hidden from the public site (kinds that can be archived). */
  archived?: boolean;
}

export interface LiveItem extends ItemRow {
  data: Record<string, unknown>;
  context: Record<string, string>;
  /** The item's page on its brand's site (a path). */
  path: string;
}

export interface ListFilter {
  q?: string;
  platform?: string;
  lang?: string;
  ids?: number[];
  /** true: only archived (hidden) items; false: only visible ones, and hidden ones in `alsoIds` (new drafts). */
  archived?: boolean;
  alsoIds?: number[];
  limit: number;
  offset: number;
}

/** Where a new or duplicated item goes: a brand, a language, and for keyed kinds its key. */
export interface Placement {
  platform: string;
  lang?: string;
  key?: string;
  /** An article's category (of the brand): its language is the category's. */
  categoryId?: number;
}

/** A refusal of a create or duplicate with its message (the routes answer 400 or 409). */
export class PlacementError extends Error {
  constructor(
    message: string,
    readonly conflict = false,
  ) {
    super(message);
  }
}

/** The data key a version carries when it archives (true) or restores (false) an item. */
export const ARCHIVED = 'archived';

export interface KindAdapter {
  list(db: Reader, filter: ListFilter): Promise<{ total: number; rows: ItemRow[] }>;
  load(db: Reader, id: number): Promise<LiveItem | null>;
  /** Writes published data into the live row. */
  apply(tx: Tx, id: number, data: Record<string, unknown>): Promise<void>;
  /** Cleans what the schema cannot (rich text) before a version is stored. */
  clean?(data: Record<string, unknown>): Record<string, unknown>;
  /** Kinds that can be created, duplicated and archived (their rows have an `archived` column). */
  lifecycle?: {
    /** Whether the kind's rows have a language (duplicating to another language). */
    hasLang: boolean;
    /** Whether a new item needs a key (a page's route name, a footer block's kind, an agreement's type). */
    keyed?: { label: string; pattern: RegExp };
    /** Whether an item is placed by a category of the target brand (articles). */
    byCategory?: boolean;
    /** Inserts a hidden row with this data; its id. Absent: the kind is not created here (videos: the file). */
    create?(tx: Tx, placement: Placement, data: Record<string, unknown>): Promise<number>;
    /** Copies a row (and its children) hidden to another brand or language; its id. */
    duplicate(tx: Tx, id: number, placement: Placement): Promise<number>;
    /** Whether the live row is archived. */
    isArchived(db: Reader, id: number): Promise<boolean>;
  };
}

/** A search text as a LIKE pattern that matches it literally anywhere (likeTerm). */
export const like = likeTerm;

export const cleanBody = (html: string) => sanitizeHtml(html, RICH_TEXT_OPTIONS);

/** Rich-text fields cleaned with the site's allow-list (the web renderer's own list). */
const cleanFields =
  (fields: readonly string[]) =>
  (data: Record<string, unknown>): Record<string, unknown> => {
    const out = { ...data };
    for (const field of fields) if (typeof out[field] === 'string') out[field] = cleanBody(out[field] as string);
    return out;
  };

type Row = Record<string, unknown>;

interface TableKindSpec {
  kind: ContentKind;
  /** Its rows: their key is the column \`id\`. */
  table: PgTable;
  /** The brand column (absent: the column \`platform\`). */
  platform?: AnyPgColumn;
  /** The language column, when rows have one. */
  lang?: AnyPgColumn;
  /** Rows of this table that are this kind (the notice modal: one key of the remote configuration). */
  scope?: SQL;
  /** The list's title and subtitle columns. */
  title: AnyPgColumn;
  subtitle: AnyPgColumn;
  /** Columns the list's search looks in. */
  search: AnyPgColumn[];
  order: SQL[];
  /** The editable fields, named as the contract's schema names them. */
  fields: Record<string, AnyPgColumn>;
  /** Read-only columns shown beside the form (by the catalogue's context keys). */
  context?: Record<string, AnyPgColumn>;
  /** Fields holding HTML, cleaned on save and on publish. */
  html?: readonly string[];
  /** The item's page on its brand's site. */
  path(row: Row): string;
  /** Stored value -> the data an editor edits (timestamps as ISO text). */
  toData?(data: Row): Row;
  /** Published data -> column values. */
  toColumns?(data: Row): Row;
  /** A column set to the publication time (updated_at). */
  touched?: string;
  /** The hidden flag: its presence makes the kind creatable, duplicable and archivable. */
  archived?: AnyPgColumn;
  /** The column a new item's key goes to, with its label and rule. */
  key?: { column: AnyPgColumn; label: string; pattern: RegExp };
  /** Column values a new row needs beyond its fields (by property name). */
  createDefaults?(placement: Placement, data: Row): Row;
  /** Whether new items are made here (false: duplicate and archive only). */
  creatable?: boolean;
  /** The data fields the children hold (not columns of the item's row). */
  childFields?: readonly string[];
  /** Rows hanging off an item (a footer block's items): read into its data, written on publish, copied along. */
  children?: {
    load(db: Reader, id: number): Promise<Row>;
    apply(tx: Tx, id: number, data: Row): Promise<void>;
    copy(tx: Tx, from: number, to: number): Promise<void>;
  };
}

/** The property name of a column in its table (drizzle's insert and update take property names). */
const propertyOf = (table: PgTable, column: AnyPgColumn): string => {
  const found = Object.entries(getTableColumns(table)).find(([, c]) => c === column);
  if (!found) throw new Error(`column ${column.name} is not in its table`);
  return found[0];
};

/** PostgreSQL's unique violation, however drizzle wraps it. */
export const isUniqueViolation = (error: unknown): boolean => {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause)
    if ((e as { code?: unknown }).code === '23505') return true;
  return false;
};

export const DUPLICATE_TAKEN = '目标品牌和语言下已有同一内容，请先编辑或归档那一项';

/** A column of a table by its property name. */
const columnOf = (table: PgTable, name: string): AnyPgColumn => {
  const column = (getTableColumns(table) as Record<string, AnyPgColumn | undefined>)[name];
  if (!column) throw new Error(`a content table has no column ${name}`);
  return column;
};

const tableKind = (spec: TableKindSpec): KindAdapter => {
  const idColumn = columnOf(spec.table, 'id');
  const platformColumn = spec.platform ?? columnOf(spec.table, 'platform');
  const clean = spec.html ? cleanFields(spec.html) : undefined;
  const childFields = new Set<string>(spec.childFields ?? []);
  /** Published or new data -> the row's column values (the children's fields and the archive flag left out). */
  const columnsOf = (data: Row): Row => {
    const { [ARCHIVED]: _archived, ...rest } = data;
    const value = contentSchemas[spec.kind].parse(rest) as Row;
    const cleaned = clean ? clean(value) : value;
    const own: Row = {};
    for (const [field, v] of Object.entries(cleaned)) if (!childFields.has(field)) own[field] = v;
    return spec.toColumns ? spec.toColumns(own) : own;
  };
  const insertRow = async (tx: Tx, values: Row): Promise<number> => {
    try {
      const [row] = await tx
        .insert(spec.table)
        .values(values as never)
        .returning({ id: idColumn });
      return (row as { id: number }).id;
    } catch (error) {
      if (isUniqueViolation(error)) throw new PlacementError(DUPLICATE_TAKEN, true);
      throw error;
    }
  };
  const idKey = propertyOf(spec.table, idColumn);
  const platformKey = propertyOf(spec.table, platformColumn);
  const langKey = spec.lang ? propertyOf(spec.table, spec.lang) : undefined;
  const archivedKey = spec.archived ? propertyOf(spec.table, spec.archived) : undefined;
  const keyKey = spec.key ? propertyOf(spec.table, spec.key.column) : undefined;
  const adapter: KindAdapter = {
    async list(db, filter) {
      const conditions: SQL[] = [];
      if (spec.scope) conditions.push(spec.scope);
      const matched = containsKeyword(filter.q, spec.search);
      if (matched) conditions.push(matched);
      if (filter.platform) conditions.push(eq(platformColumn, filter.platform));
      if (filter.lang && spec.lang) conditions.push(eq(spec.lang, filter.lang));
      if (filter.ids) conditions.push(inArray(idColumn, filter.ids.length ? filter.ids : [-1]));
      if (spec.archived && filter.archived === true) conditions.push(eq(spec.archived, true));
      if (spec.archived && filter.archived === false) {
        const visible = filter.alsoIds?.length
          ? or(eq(spec.archived, false), inArray(idColumn, filter.alsoIds))
          : eq(spec.archived, false);
        if (visible) conditions.push(visible);
      }
      const where = conditions.length ? and(...conditions) : undefined;
      const { total, rows } = await pageWithTotal(
        db
          .select({
            id: idColumn,
            platform: platformColumn,
            title: spec.title,
            subtitle: spec.subtitle,
            ...(spec.archived ? { archived: spec.archived } : {}),
          })
          .from(spec.table)
          .where(where)
          .orderBy(...spec.order)
          .limit(filter.limit)
          .offset(filter.offset),
        db.select({ n: count() }).from(spec.table).where(where),
      );
      return {
        total,
        rows: rows.map((r) => ({
          id: r.id as number,
          platform: (r.platform as string | null) ?? '*',
          title: String(r.title ?? ''),
          subtitle: r.subtitle === null || r.subtitle === undefined ? null : String(r.subtitle),
          archived: (r as { archived?: boolean }).archived === true,
        })),
      };
    },
    async load(db, id) {
      const [found] = await db
        .select({
          ...spec.fields,
          ...spec.context,
          __id: idColumn,
          __platform: platformColumn,
          __title: spec.title,
          __subtitle: spec.subtitle,
        })
        .from(spec.table)
        .where(spec.scope ? and(eq(idColumn, id), spec.scope) : eq(idColumn, id));
      if (!found) return null;
      const row: Row = found;
      const stored: Row = {};
      for (const field of Object.keys(spec.fields)) stored[field] = row[field];
      const context: Record<string, string> = {};
      for (const key of Object.keys(spec.context ?? {})) context[key] = String(row[key] ?? '');
      const data = spec.toData ? spec.toData(stored) : stored;
      const children = spec.children ? await spec.children.load(db, id) : {};
      return {
        id,
        platform: (row.__platform as string | null) ?? '*',
        title: String(row.__title ?? ''),
        subtitle: row.__subtitle === null ? null : String(row.__subtitle ?? ''),
        data: { ...data, ...children },
        context,
        path: spec.path(row),
      };
    },
    async apply(tx, id, data) {
      const columns = columnsOf(data);
      const set: Row = spec.touched ? { ...columns, [spec.touched]: new Date() } : { ...columns };
      if (archivedKey && typeof data[ARCHIVED] === 'boolean') set[archivedKey] = data[ARCHIVED];
      await tx.update(spec.table).set(set).where(eq(idColumn, id));
      if (spec.children) {
        const { [ARCHIVED]: _archived, ...rest } = data;
        await spec.children.apply(tx, id, contentSchemas[spec.kind].parse(rest) as Row);
      }
    },
    ...(clean ? { clean } : {}),
  };
  if (spec.archived && archivedKey) {
    const archived = spec.archived;
    adapter.lifecycle = {
      hasLang: Boolean(spec.lang),
      ...(spec.key ? { keyed: { label: spec.key.label, pattern: spec.key.pattern } } : {}),
      ...(spec.creatable === false
        ? {}
        : {
            async create(tx, placement, data) {
              const values: Row = {
                ...spec.createDefaults?.(placement, data),
                ...columnsOf(data),
                [platformKey]: placement.platform,
                [archivedKey]: true,
              };
              if (langKey) values[langKey] = placement.lang;
              if (keyKey) values[keyKey] = placement.key;
              const id = await insertRow(tx, values);
              if (spec.children) {
                const { [ARCHIVED]: _archived, ...rest } = data;
                await spec.children.apply(tx, id, contentSchemas[spec.kind].parse(rest) as Row);
              }
              return id;
            },
          }),
      async duplicate(tx, id, placement) {
        const [source] = await tx
          .select()
          .from(spec.table)
          .where(spec.scope ? and(eq(idColumn, id), spec.scope) : eq(idColumn, id));
        if (!source) throw new PlacementError('内容不存在');
        const values: Row = { ...(source as Row), [platformKey]: placement.platform, [archivedKey]: true };
        delete values[idKey];
        for (const stamp of ['createdAt', 'updatedAt', 'viewCount', 'clickCount', 'views'])
          if (stamp in values) delete values[stamp];
        if (langKey && placement.lang) values[langKey] = placement.lang;
        const copy = await insertRow(tx, values);
        await spec.children?.copy(tx, id, copy);
        return copy;
      },
      async isArchived(db, id) {
        const [row] = await db.select({ archived }).from(spec.table).where(eq(idColumn, id));
        return row?.archived === true;
      },
    };
  }
  return adapter;
};

/** The brand's own path segment (XM's pages live under /cht). */
const segmentOf = (platform: unknown) => (platform === '10' ? 'cht' : 'ld');

export const qaKind = tableKind({
  kind: 'qa',
  table: qaQuestions,
  title: qaQuestions.question,
  subtitle: qaQuestions.qaType,
  search: [qaQuestions.question, qaQuestions.answer],
  order: [asc(qaQuestions.platform), desc(qaQuestions.id)],
  fields: columnsOf(qaQuestions, ['question', 'answer', 'qaType']),
  context: { lang: qaQuestions.lang },
  html: ['answer'],
  lang: qaQuestions.lang,
  archived: qaQuestions.archived,
  // answerId on the wire is the question's id.
  path: (row) => `/ld/complianceAnswer?answerId=${row.__id}`,
  touched: 'updatedAt',
});

export const videoKind = tableKind({
  kind: 'video',
  table: videos,
  title: videos.title,
  subtitle: videos.category,
  search: [videos.title, videos.summary],
  order: [desc(videos.publishedAt), desc(videos.id)],
  fields: columnsOf(videos, ['title', 'summary', 'cover', 'category', 'sort']),
  context: { fileId: videos.fileId },
  archived: videos.archived,
  // A video's file is uploaded to the video platform and imported: copied and archived here, not created.
  creatable: false,
  path: (row) => `/${segmentOf(row.__platform)}/videoDetail/${row.__id}`,
});

export const partnerKind = tableKind({
  kind: 'partner',
  table: partners,
  title: partners.name,
  subtitle: partners.category,
  search: [partners.name, partners.description],
  order: [asc(partners.platform), asc(partners.sort), asc(partners.id)],
  fields: columnsOf(partners, ['name', 'category', 'description', 'content', 'logo', 'linkUrl', 'sort']),
  context: { lang: partners.lang },
  html: ['content'],
  lang: partners.lang,
  archived: partners.archived,
  path: (row) => `/ld/cooperative/${row.__id}`,
});

export const agreementKind = tableKind({
  kind: 'agreement',
  table: agreements,
  title: agreements.title,
  subtitle: agreements.version,
  search: [agreements.title, agreements.content],
  order: [asc(agreements.platform), asc(agreements.agreementType), desc(agreements.effectiveDate)],
  fields: columnsOf(agreements, ['title', 'content', 'effectiveDate']),
  context: { agreementType: agreements.agreementType, version: agreements.version, lang: agreements.lang },
  html: ['content'],
  lang: agreements.lang,
  archived: agreements.archived,
  key: { column: agreements.agreementType, label: '协议类型', pattern: /^[A-Za-z]{1,32}$/ },
  // A new agreement's version is its effective date.
  createDefaults: (_placement, data) => ({ version: String(data.effectiveDate ?? '') }),
  path: (row) => (row.agreementType === 'privacyPolicy' ? '/custom/privacy-policy' : '/custom/user-agreement'),
  touched: 'updatedAt',
});

const isoOrNull = (value: unknown) => (value instanceof Date ? value.toISOString() : null);
const dateOrNull = (value: unknown) => (typeof value === 'string' ? new Date(value) : null);
/** A showing window (startAt, endAt): stored timestamps <-> the ISO text an editor edits. */
const windowToData = (data: Row): Row => ({ ...data, startAt: isoOrNull(data.startAt), endAt: isoOrNull(data.endAt) });
const windowToColumns = (data: Row): Row => ({
  ...data,
  startAt: dateOrNull(data.startAt),
  endAt: dateOrNull(data.endAt),
});

export const popupKind = tableKind({
  kind: 'popup',
  table: popupConfigs,
  title: popupConfigs.title,
  subtitle: popupConfigs.triggerPage,
  search: [popupConfigs.title, popupConfigs.content],
  order: [asc(popupConfigs.platform), asc(popupConfigs.sort), asc(popupConfigs.id)],
  fields: columnsOf(popupConfigs, ['title', 'content', 'mainImg', 'imgJumpUrl', 'enabled', 'startAt', 'endAt']),
  context: { triggerPage: popupConfigs.triggerPage },
  archived: popupConfigs.archived,
  // A new pop-up shows once a day (limit type 0), the most common rule of the seed.
  createDefaults: () => ({ limitType: 0 }),
  // A pop-up shows on its trigger page, or on the home page when it has none.
  path: (row) => (typeof row.triggerPage === 'string' && row.triggerPage.startsWith('/') ? row.triggerPage : '/'),
  toData: windowToData,
  toColumns: windowToColumns,
});

export const posterKind = tableKind({
  kind: 'poster',
  table: posters,
  title: posters.title,
  subtitle: posters.img,
  search: [posters.title],
  order: [asc(posters.platform), asc(posters.sort), asc(posters.id)],
  fields: columnsOf(posters, ['title', 'img', 'link', 'sort', 'startAt', 'endAt']),
  archived: posters.archived,
  // The home page's banner.
  path: () => '/',
  toData: windowToData,
  // A version saved before posters had a window leaves the row's window as it is.
  toColumns: (data) => ({
    ...data,
    ...('startAt' in data ? { startAt: dateOrNull(data.startAt) } : {}),
    ...('endAt' in data ? { endAt: dateOrNull(data.endAt) } : {}),
  }),
});

/** A brand's configuration (one row per language): the brand column is its code. */
export const platformKind = tableKind({
  kind: 'platform',
  table: platformConfigs,
  platform: platformConfigs.code,
  title: platformConfigs.label,
  subtitle: platformConfigs.lang,
  search: [platformConfigs.label, platformConfigs.companyName, platformConfigs.seoTitle],
  order: [asc(platformConfigs.code), asc(platformConfigs.lang)],
  fields: columnsOf(platformConfigs, [
    'label',
    'companyName',
    'copyright',
    'filingNo',
    'policeFilingNo',
    'licence',
    'seoTitle',
    'seoDescription',
    'seoKeywords',
    'contact',
  ]),
  context: { lang: platformConfigs.lang, key: platformConfigs.key },
  path: () => '/contact',
  touched: 'updatedAt',
});

/** A content page's route name ('ld-VAT') is its internal path's segments joined by '-'. */
const pagePathOf = (key: unknown) => `/${String(key ?? '').replace(/-/g, '/')}`;

export const pageKind = tableKind({
  kind: 'page',
  table: pages,
  lang: pages.lang,
  title: pages.title,
  subtitle: pages.key,
  search: [pages.title, pages.key, pages.description],
  order: [asc(pages.platform), asc(pages.lang), asc(pages.key)],
  fields: columnsOf(pages, ['title', 'description', 'keywords', 'blocks']),
  context: { pageKey: pages.key, lang: pages.lang },
  archived: pages.archived,
  key: { column: pages.key, label: '页面标识', pattern: /^[A-Za-z0-9_]+(-[A-Za-z0-9_]+){0,5}$/ },
  path: (row) => pagePathOf(row.pageKey),
  touched: 'updatedAt',
});

/** Copies rows hanging off `from` to `to` (their id left to the sequence). */
const copyChildren = async (tx: Tx, table: PgTable, parent: AnyPgColumn, from: number, to: number) => {
  const parentKey = propertyOf(table, parent);
  const rows = (await tx.select().from(table).where(eq(parent, from))) as Row[];
  if (!rows.length) return;
  await tx.insert(table).values(rows.map(({ id: _id, ...row }) => ({ ...row, [parentKey]: to })) as never);
};

export const menuKind = tableKind({
  kind: 'menu',
  table: menuItems,
  lang: menuItems.lang,
  scope: eq(menuItems.deleted, false),
  title: menuItems.label,
  subtitle: menuItems.typeName,
  search: [menuItems.label, menuItems.path, menuItems.typeKey],
  order: [asc(menuItems.platform), asc(menuItems.lang), asc(menuItems.sort), asc(menuItems.id)],
  fields: columnsOf(menuItems, ['typeName', 'label', 'description', 'path', 'typeKey', 'extra', 'enabled', 'sort']),
  context: { lang: menuItems.lang, parentId: menuItems.parentId },
  archived: menuItems.archived,
  // The header shows on every page: the home page is where an editor checks it.
  path: () => '/',
  touched: 'updatedAt',
  children: {
    load: async () => ({}),
    apply: async () => {},
    copy: async (tx, from, to) => {
      await copyChildren(tx, menuDivPages, menuDivPages.menuId, from, to);
      await copyChildren(tx, menuRelations, menuRelations.menuId, from, to);
      // A copy under another brand or language has no parent there: it is a top-level entry.
      await tx.execute(
        sql`update menu_items m set parent_id = null from menu_items s where m.id = ${to} and s.id = m.parent_id and (s.platform <> m.platform or s.lang <> m.lang)`,
      );
    },
  },
});

export const footerKind = tableKind({
  kind: 'footer',
  table: footerBlocks,
  lang: footerBlocks.lang,
  title: footerBlocks.title,
  subtitle: footerBlocks.kind,
  search: [footerBlocks.title, footerBlocks.kind],
  order: [asc(footerBlocks.platform), asc(footerBlocks.lang), asc(footerBlocks.sort), asc(footerBlocks.id)],
  fields: columnsOf(footerBlocks, ['title', 'sort']),
  context: { blockKind: footerBlocks.kind, lang: footerBlocks.lang },
  archived: footerBlocks.archived,
  key: {
    column: footerBlocks.kind,
    label: '区块类型',
    pattern: new RegExp(`^(${FOOTER_BLOCK_KINDS.join('|')})$`),
  },
  path: () => '/',
  childFields: ['items'],
  children: {
    async load(db, id) {
      const rows = await db
        .select({ label: footerItems.label, value: footerItems.value })
        .from(footerItems)
        .where(eq(footerItems.blockId, id))
        .orderBy(asc(footerItems.sort), asc(footerItems.id));
      return { items: rows };
    },
    async apply(tx, id, data) {
      const items = (data.items ?? []) as { label: string; value: string | null }[];
      await tx.delete(footerItems).where(eq(footerItems.blockId, id));
      if (items.length)
        await tx
          .insert(footerItems)
          .values(items.map((item, sort) => ({ blockId: id, label: item.label, value: item.value, sort })));
    },
    copy: (tx, from, to) => copyChildren(tx, footerItems, footerItems.blockId, from, to),
  },
});

/** The site's notice modal reads the remote configuration key 'noticeModal' (promotion-widgets.tsx). */
export const NOTICE_KEY = 'noticeModal';

export const noticeKind = tableKind({
  kind: 'notice',
  table: remoteConfigs,
  scope: eq(remoteConfigs.key, NOTICE_KEY),
  title: sql<string>`${remoteConfigs.value}->>'title'` as unknown as AnyPgColumn,
  subtitle: sql<string>`${remoteConfigs.value}->>'newBrandName'` as unknown as AnyPgColumn,
  search: [sql<string>`${remoteConfigs.value}::text` as unknown as AnyPgColumn],
  order: [asc(remoteConfigs.platform), asc(remoteConfigs.id)],
  fields: columnsOf(remoteConfigs, ['value']),
  archived: remoteConfigs.archived,
  createDefaults: () => ({ key: NOTICE_KEY }),
  // The modal opens on the brand's home page.
  path: () => '/',
  toData: (data) => ({ ...(data.value as Row) }),
  toColumns: (data) => ({ value: data }),
  touched: 'updatedAt',
});

export const activityKind = tableKind({
  kind: 'activity',
  table: activityPages,
  lang: activityPages.lang,
  title: activityPages.title,
  subtitle: activityPages.key,
  search: [activityPages.title, activityPages.key],
  order: [asc(activityPages.platform), asc(activityPages.lang), asc(activityPages.key)],
  fields: columnsOf(activityPages, ['title', 'startAt', 'endAt', 'enabled']),
  context: { activityKey: activityPages.key, lang: activityPages.lang },
  archived: activityPages.archived,
  key: { column: activityPages.key, label: '活动标识', pattern: /^[a-z0-9]{1,32}$/ },
  // 'year3' is the anniversary page.
  path: () => '/anniversary',
  toData: windowToData,
  toColumns: windowToColumns,
  children: {
    load: async () => ({}),
    apply: async () => {},
    copy: (tx, from, to) => copyChildren(tx, activityItems, activityItems.pageId, from, to),
  },
});
