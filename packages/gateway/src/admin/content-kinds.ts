import { type ContentKind, contentSchemas } from '@site/contracts/admin';
import { RICH_TEXT_OPTIONS } from '@site/contracts/rich-text';
import type { Database } from '@site/db/client';
import { agreements, partners, platformConfigs, popupConfigs, posters, qaQuestions, videos } from '@site/db/schema';
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import sanitizeHtml from 'sanitize-html';

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
  ids?: number[];
  limit: number;
  offset: number;
}

export interface KindAdapter {
  list(db: Reader, filter: ListFilter): Promise<{ total: number; rows: ItemRow[] }>;
  load(db: Reader, id: number): Promise<LiveItem | null>;
  /** Writes published data into the live row. */
  apply(tx: Tx, id: number, data: Record<string, unknown>): Promise<void>;
  /** Cleans what the schema cannot (rich text) before a version is stored. */
  clean?(data: Record<string, unknown>): Record<string, unknown>;
}

export const like = (q: string) => `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

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
  table: PgTable;
  id: AnyPgColumn;
  /** The brand column. */
  platform: AnyPgColumn;
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
}

const tableKind = (spec: TableKindSpec): KindAdapter => {
  const clean = spec.html ? cleanFields(spec.html) : undefined;
  return {
    async list(db, filter) {
      const conditions: SQL[] = [];
      if (filter.q) {
        const pattern = like(filter.q);
        const matched = or(...spec.search.map((column) => ilike(column, pattern)));
        if (matched) conditions.push(matched);
      }
      if (filter.platform) conditions.push(eq(spec.platform, filter.platform));
      if (filter.ids) conditions.push(inArray(spec.id, filter.ids.length ? filter.ids : [-1]));
      const where = conditions.length ? and(...conditions) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select({ id: spec.id, platform: spec.platform, title: spec.title, subtitle: spec.subtitle })
          .from(spec.table)
          .where(where)
          .orderBy(...spec.order)
          .limit(filter.limit)
          .offset(filter.offset),
        db.select({ n: count() }).from(spec.table).where(where),
      ]);
      return {
        total: total?.n ?? 0,
        rows: rows.map((r) => ({
          id: r.id as number,
          platform: r.platform as string,
          title: String(r.title ?? ''),
          subtitle: r.subtitle === null || r.subtitle === undefined ? null : String(r.subtitle),
        })),
      };
    },
    async load(db, id) {
      const [found] = await db
        .select({
          ...spec.fields,
          ...spec.context,
          __id: spec.id,
          __platform: spec.platform,
          __title: spec.title,
          __subtitle: spec.subtitle,
        })
        .from(spec.table)
        .where(eq(spec.id, id));
      if (!found) return null;
      const row: Row = found;
      const stored: Row = {};
      for (const field of Object.keys(spec.fields)) stored[field] = row[field];
      const context: Record<string, string> = {};
      for (const key of Object.keys(spec.context ?? {})) context[key] = String(row[key] ?? '');
      return {
        id,
        platform: row.__platform as string,
        title: String(row.__title ?? ''),
        subtitle: row.__subtitle === null ? null : String(row.__subtitle ?? ''),
        data: spec.toData ? spec.toData(stored) : stored,
        context,
        path: spec.path(row),
      };
    },
    async apply(tx, id, data) {
      const value = contentSchemas[spec.kind].parse(data) as Row;
      const cleaned = clean ? clean(value) : value;
      const columns = spec.toColumns ? spec.toColumns(cleaned) : cleaned;
      const set = spec.touched ? { ...columns, [spec.touched]: new Date() } : columns;
      await tx.update(spec.table).set(set).where(eq(spec.id, id));
    },
    ...(clean ? { clean } : {}),
  };
};

/** The brand's own path segment (XM's pages live under /cht). */
const segmentOf = (platform: unknown) => (platform === '10' ? 'cht' : 'ld');

export const qaKind = tableKind({
  kind: 'qa',
  table: qaQuestions,
  id: qaQuestions.id,
  platform: qaQuestions.platform,
  title: qaQuestions.question,
  subtitle: qaQuestions.qaType,
  search: [qaQuestions.question, qaQuestions.answer],
  order: [asc(qaQuestions.platform), desc(qaQuestions.id)],
  fields: { question: qaQuestions.question, answer: qaQuestions.answer, qaType: qaQuestions.qaType },
  context: { lang: qaQuestions.lang },
  html: ['answer'],
  // answerId on the wire is the question's id.
  path: (row) => `/ld/complianceAnswer?answerId=${row.__id}`,
  touched: 'updatedAt',
});

export const videoKind = tableKind({
  kind: 'video',
  table: videos,
  id: videos.id,
  platform: videos.platform,
  title: videos.title,
  subtitle: videos.category,
  search: [videos.title, videos.summary],
  order: [desc(videos.publishedAt), desc(videos.id)],
  fields: {
    title: videos.title,
    summary: videos.summary,
    cover: videos.cover,
    category: videos.category,
    sort: videos.sort,
  },
  context: { fileId: videos.fileId },
  path: (row) => `/${segmentOf(row.__platform)}/videoDetail/${row.__id}`,
});

export const partnerKind = tableKind({
  kind: 'partner',
  table: partners,
  id: partners.id,
  platform: partners.platform,
  title: partners.name,
  subtitle: partners.category,
  search: [partners.name, partners.description],
  order: [asc(partners.platform), asc(partners.sort), asc(partners.id)],
  fields: {
    name: partners.name,
    category: partners.category,
    description: partners.description,
    content: partners.content,
    logo: partners.logo,
    linkUrl: partners.linkUrl,
    sort: partners.sort,
  },
  context: { lang: partners.lang },
  html: ['content'],
  path: (row) => `/ld/cooperative/${row.__id}`,
});

export const agreementKind = tableKind({
  kind: 'agreement',
  table: agreements,
  id: agreements.id,
  platform: agreements.platform,
  title: agreements.title,
  subtitle: agreements.version,
  search: [agreements.title, agreements.content],
  order: [asc(agreements.platform), asc(agreements.agreementType), desc(agreements.effectiveDate)],
  fields: { title: agreements.title, content: agreements.content, effectiveDate: agreements.effectiveDate },
  context: { agreementType: agreements.agreementType, version: agreements.version, lang: agreements.lang },
  html: ['content'],
  path: (row) => (row.agreementType === 'privacyPolicy' ? '/custom/privacy-policy' : '/custom/user-agreement'),
  touched: 'updatedAt',
});

const isoOrNull = (value: unknown) => (value instanceof Date ? value.toISOString() : null);
const dateOrNull = (value: unknown) => (typeof value === 'string' ? new Date(value) : null);

export const popupKind = tableKind({
  kind: 'popup',
  table: popupConfigs,
  id: popupConfigs.id,
  platform: popupConfigs.platform,
  title: popupConfigs.title,
  subtitle: popupConfigs.triggerPage,
  search: [popupConfigs.title, popupConfigs.content],
  order: [asc(popupConfigs.platform), asc(popupConfigs.sort), asc(popupConfigs.id)],
  fields: {
    title: popupConfigs.title,
    content: popupConfigs.content,
    mainImg: popupConfigs.mainImg,
    imgJumpUrl: popupConfigs.imgJumpUrl,
    enabled: popupConfigs.enabled,
    startAt: popupConfigs.startAt,
    endAt: popupConfigs.endAt,
  },
  context: { triggerPage: popupConfigs.triggerPage },
  // A pop-up shows on its trigger page, or on the home page when it has none.
  path: (row) => (typeof row.triggerPage === 'string' && row.triggerPage.startsWith('/') ? row.triggerPage : '/'),
  toData: (data) => ({ ...data, startAt: isoOrNull(data.startAt), endAt: isoOrNull(data.endAt) }),
  toColumns: (data) => ({ ...data, startAt: dateOrNull(data.startAt), endAt: dateOrNull(data.endAt) }),
});

export const posterKind = tableKind({
  kind: 'poster',
  table: posters,
  id: posters.id,
  platform: posters.platform,
  title: posters.title,
  subtitle: posters.img,
  search: [posters.title],
  order: [asc(posters.platform), asc(posters.sort), asc(posters.id)],
  fields: { title: posters.title, img: posters.img, link: posters.link, sort: posters.sort },
  // The home page's banner.
  path: () => '/',
});

/** A brand's configuration (one row per language): the brand column is its code. */
export const platformKind = tableKind({
  kind: 'platform',
  table: platformConfigs,
  id: platformConfigs.id,
  platform: platformConfigs.code,
  title: platformConfigs.label,
  subtitle: platformConfigs.lang,
  search: [platformConfigs.label, platformConfigs.companyName, platformConfigs.seoTitle],
  order: [asc(platformConfigs.code), asc(platformConfigs.lang)],
  fields: {
    label: platformConfigs.label,
    companyName: platformConfigs.companyName,
    copyright: platformConfigs.copyright,
    filingNo: platformConfigs.filingNo,
    policeFilingNo: platformConfigs.policeFilingNo,
    licence: platformConfigs.licence,
    seoTitle: platformConfigs.seoTitle,
    seoDescription: platformConfigs.seoDescription,
    seoKeywords: platformConfigs.seoKeywords,
    contact: platformConfigs.contact,
  },
  context: { lang: platformConfigs.lang, key: platformConfigs.key },
  path: () => '/contact',
  touched: 'updatedAt',
});
