import type { businessExtra } from '@site/contracts';
import type { Database } from '@site/db/client';
import { articleCategories, articles, videos } from '@site/db/schema';
import { and, asc, count, desc, eq, gt, ilike, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { contentSourcesOf, SHARED_CATEGORIES } from './content-source.ts';

/**
 * The article library: help-centre, operation-manual and news articles and tutorial videos.
 * A brand reads its own library when it has categories in the call's language, else its content
 * source's (content-source.ts).
 */

type ArticleSummary = z.infer<typeof businessExtra.articleSummaryWire>;
type ArticleDetail = z.infer<typeof businessExtra.articleDetailWire>;
type ArticleCategory = z.infer<typeof businessExtra.articleCategoryWire>;
type Video = z.infer<typeof businessExtra.videoWire>;
type ArticleKind = (typeof businessExtra.ArticleKind)[number];
export interface Page<T> {
  total: number;
  pageNum: number;
  pageSize: number;
  list: T[];
}

type PageQuery = { pageNum: number; pageSize: number };

/** A public list's page (pages count from 1) as rows to skip and take. */
export const windowOf = ({ pageNum, pageSize }: PageQuery) => ({ limit: pageSize, offset: (pageNum - 1) * pageSize });

/** A public list's page of a table: its rows that match `where`, in `order`, each on the wire, and how many match. */
export const tablePage = async <T extends PgTable, W>(
  db: Database,
  table: T,
  where: SQL | undefined,
  order: SQL[],
  query: PageQuery,
  wire: (row: T['$inferSelect']) => W,
): Promise<Page<W>> => {
  const { limit, offset } = windowOf(query);
  const [total] = await db
    .select({ n: count() })
    .from(table as PgTable)
    .where(where);
  const rows = await db
    .select()
    .from(table as PgTable)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  return pageOf(query, total, (rows as T['$inferSelect'][]).map(wire));
};

/** A public list's answer: the page asked for, the list's length, and the page's rows. */
export const pageOf = <T>({ pageNum, pageSize }: PageQuery, total: { n: number } | undefined, list: T[]): Page<T> => ({
  total: total?.n ?? 0,
  pageNum,
  pageSize,
  list,
});

export interface LibraryScope {
  platform: string;
  lang: string;
  /** Only these categories of a shared library (SHARED_CATEGORIES); all when absent. */
  categories?: readonly number[];
}

/** The China day of a time (UTC+8, no daylight saving): the day the Chinese brands' readers see (issue 28). */
export const dateOf = (d: Date): string => new Date(d.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);

/** The library a brand reads in a language: its own, else the shared one in that language, else none. */
export const libraryOf = async (db: Database, platform: string, lang: string): Promise<LibraryScope | null> => {
  for (const candidate of contentSourcesOf(platform)) {
    const [row] = await db
      .select({ n: count() })
      .from(articleCategories)
      .where(and(eq(articleCategories.platform, candidate), eq(articleCategories.lang, lang)));
    if ((row?.n ?? 0) > 0) {
      const categories = candidate === platform ? undefined : SHARED_CATEGORIES[platform];
      return categories ? { platform: candidate, lang, categories } : { platform: candidate, lang };
    }
  }
  return null;
};

/** Articles the public sees: not archived (nor created and never published). */
const shown = eq(articles.archived, false);

const inLibrary = (scope: LibraryScope): SQL =>
  and(
    eq(articleCategories.platform, scope.platform),
    eq(articleCategories.lang, scope.lang),
    scope.categories ? inArray(articleCategories.id, [...scope.categories]) : undefined,
  ) as SQL;

export const listCategories = async (db: Database, scope: LibraryScope | null): Promise<ArticleCategory[]> => {
  if (!scope) return [];
  const rows = await db
    .select({
      id: articleCategories.id,
      name: articleCategories.name,
      kind: articleCategories.kind,
      articleCount: sql<number>`count(${articles.id})::int`,
    })
    .from(articleCategories)
    .leftJoin(articles, and(eq(articles.categoryId, articleCategories.id), shown))
    .where(inLibrary(scope))
    .groupBy(articleCategories.id)
    .orderBy(asc(articleCategories.sort), asc(articleCategories.id));
  return rows.map((r) => ({ ...r, kind: r.kind as ArticleKind }));
};

export interface ArticleListQuery {
  pageNum: number;
  pageSize: number;
  categoryId?: number;
  keyword?: string;
}

/** A keyword as a LIKE pattern that matches it literally anywhere (wildcards escaped). */
export const likeTerm = (keyword: string): string => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Whether any of the columns contains the keyword (likeTerm, any case); no condition without a keyword. */
export const containsKeyword = (keyword: string | undefined, columns: AnyPgColumn[]): SQL | undefined =>
  keyword ? or(...columns.map((column) => ilike(column, likeTerm(keyword)))) : undefined;

const summaryColumns = {
  id: articles.id,
  title: articles.title,
  summary: articles.summary,
  cover: articles.cover,
  author: articles.author,
  source: articles.source,
  category: articleCategories.name,
  categoryId: articles.categoryId,
  publishedAt: articles.publishedAt,
  views: articles.views,
};

type SummaryRow = { publishedAt: Date } & Omit<ArticleSummary, 'publishDate'>;
const toSummary = ({ publishedAt, ...row }: SummaryRow): ArticleSummary => ({
  ...row,
  publishDate: dateOf(publishedAt),
});

/**
 * A page of articles of the kinds given, newest first, optionally of one category and matching a
 * keyword in the title or body (a trigram index answers the substring match, Chinese included).
 */
export const listArticles = async (
  db: Database,
  scope: LibraryScope | null,
  kinds: readonly ArticleKind[],
  query: ArticleListQuery,
): Promise<Page<ArticleSummary>> => {
  if (!scope) return pageOf(query, undefined, []);
  const where = and(
    inLibrary(scope),
    shown,
    inArray(articleCategories.kind, [...kinds]),
    query.categoryId ? eq(articles.categoryId, query.categoryId) : undefined,
    containsKeyword(query.keyword, [articles.title, articles.body]),
  );
  const { limit, offset } = windowOf(query);
  const [totalRow] = await db
    .select({ n: count() })
    .from(articles)
    .innerJoin(articleCategories, eq(articleCategories.id, articles.categoryId))
    .where(where);
  const rows = await db
    .select(summaryColumns)
    .from(articles)
    .innerJoin(articleCategories, eq(articleCategories.id, articles.categoryId))
    .where(where)
    .orderBy(desc(articles.publishedAt), desc(articles.id))
    .limit(limit)
    .offset(offset);
  return pageOf(query, totalRow, rows.map(toSummary));
};

/** The most read articles of one kind. */
export const hotArticles = async (
  db: Database,
  scope: LibraryScope | null,
  kind: ArticleKind,
  limit: number,
): Promise<ArticleSummary[]> => {
  if (!scope) return [];
  const rows = await db
    .select(summaryColumns)
    .from(articles)
    .innerJoin(articleCategories, eq(articleCategories.id, articles.categoryId))
    .where(and(inLibrary(scope), shown, eq(articleCategories.kind, kind)))
    .orderBy(desc(articles.views), desc(articles.publishedAt), desc(articles.id))
    .limit(limit);
  return rows.map(toSummary);
};

/**
 * One article of the library with its neighbours in the same category (by publish date, then id):
 * previous is the newer one, next the older one, as a reader goes down the list. Null when the id
 * is not an article of this library (the caller answers 404).
 */
export const articleDetail = async (
  db: Database,
  scope: LibraryScope | null,
  id: number,
  kinds: readonly ArticleKind[],
): Promise<ArticleDetail | null> => {
  if (!scope) return null;
  const [row] = await db
    .select({
      id: articles.id,
      title: articles.title,
      author: articles.author,
      source: articles.source,
      category: articleCategories.name,
      categoryId: articles.categoryId,
      publishedAt: articles.publishedAt,
      content: articles.body,
    })
    .from(articles)
    .innerJoin(articleCategories, eq(articleCategories.id, articles.categoryId))
    .where(and(eq(articles.id, id), shown, inLibrary(scope), inArray(articleCategories.kind, [...kinds])));
  if (!row) return null;
  const sameCategory = and(eq(articles.categoryId, row.categoryId), shown);
  const newer = or(
    gt(articles.publishedAt, row.publishedAt),
    and(eq(articles.publishedAt, row.publishedAt), gt(articles.id, row.id)),
  );
  const older = or(
    lt(articles.publishedAt, row.publishedAt),
    and(eq(articles.publishedAt, row.publishedAt), lt(articles.id, row.id)),
  );
  const [[previous], [next]] = await Promise.all([
    db
      .select({ id: articles.id, title: articles.title })
      .from(articles)
      .where(and(sameCategory, newer))
      .orderBy(asc(articles.publishedAt), asc(articles.id))
      .limit(1),
    db
      .select({ id: articles.id, title: articles.title })
      .from(articles)
      .where(and(sameCategory, older))
      .orderBy(desc(articles.publishedAt), desc(articles.id))
      .limit(1),
  ]);
  const { publishedAt, ...rest } = row;
  return { ...rest, publishDate: dateOf(publishedAt), previous: previous ?? null, next: next ?? null };
};

/** Every article id of a library with its date, for the sitemap. */
export const articleIndex = async (
  db: Database,
  scope: LibraryScope | null,
): Promise<{ id: number; kind: string; categoryId: number; updatedAt: string }[]> => {
  if (!scope) return [];
  const rows = await db
    .select({
      id: articles.id,
      kind: articleCategories.kind,
      categoryId: articles.categoryId,
      updatedAt: articles.updatedAt,
    })
    .from(articles)
    .innerJoin(articleCategories, eq(articleCategories.id, articles.categoryId))
    .where(and(inLibrary(scope), shown))
    .orderBy(asc(articles.id));
  return rows.map((r) => ({ ...r, updatedAt: r.updatedAt.toISOString() }));
};

export interface VideoQuery {
  pageNum: number;
  pageSize: number;
  category?: string;
  keyword?: string;
}

/** A video on the wire. */
const videoWire = (v: typeof videos.$inferSelect): Video => ({
  id: v.id,
  title: v.title,
  summary: v.summary,
  cover: v.cover,
  src: v.src,
  fileID: v.fileId,
  appID: v.appId,
  durationSeconds: v.durationSeconds,
  category: v.category,
  publishDate: dateOf(v.publishedAt),
});

/** Tutorial videos of a brand (its own, else the shared library's), in their set order. */
export const listVideos = async (db: Database, platform: string, query: VideoQuery): Promise<Page<Video>> => {
  const [own] = await db.select({ n: count() }).from(videos).where(eq(videos.platform, platform));
  const source = (own?.n ?? 0) > 0 ? platform : (contentSourcesOf(platform).at(-1) ?? platform);
  const where = and(
    eq(videos.platform, source),
    eq(videos.archived, false),
    query.category ? eq(videos.category, query.category) : undefined,
    containsKeyword(query.keyword, [videos.title]),
  );
  return tablePage(db, videos, where, [asc(videos.sort), asc(videos.id)], query, videoWire);
};
