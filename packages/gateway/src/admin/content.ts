import { ResultCode } from '@site/contracts';
import { type ContentKind, type ContentState, contentSchemas } from '@site/contracts/admin';
import { DEFAULT_HOSTS } from '@site/contracts/hosts';
import type { Database } from '@site/db/client';
import {
  articleCategories,
  articles,
  contentVersions,
  products,
  serviceCountries,
  serviceTypes,
} from '@site/db/schema';
import { and, asc, count, desc, eq, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import { GatewayError } from '../http.ts';
import { containsKeyword } from '../repositories/library.ts';
import { withTypeAndCountry } from '../repositories/products.ts';
import { type Actor, audit } from './audit.ts';
import {
  ARCHIVED,
  activityKind,
  agreementKind,
  cleanBody,
  footerKind,
  isUniqueViolation,
  type KindAdapter,
  like,
  menuKind,
  noticeKind,
  type Placement,
  PlacementError,
  pageKind,
  partnerKind,
  platformKind,
  popupKind,
  posterKind,
  qaKind,
  type Reader,
  type Tx,
  videoKind,
} from './content-kinds.ts';
import { pageWithTotal } from './lists.ts';

export type { ItemRow, ListFilter, LiveItem } from './content-kinds.ts';

/**
 * Drafts and versions of the site's content (issue 26): each kind says how to list its items, read an item's live
 * data, and write published data into its live row. The versions live in content_versions; the live rows stay where
 * the public site reads them, so a publish is an ordinary UPDATE of a content table whose trigger notifies the page
 * cache and the gateway's read cache (packages/db content-changes.ts).
 */

/** Products: one price list every brand shows (platform '*'); the price page of OST is where an editor checks it. */
const productKind: KindAdapter = {
  async list(db, filter) {
    const conditions: SQL[] = [];
    const matched = containsKeyword(filter.q, [products.name, serviceTypes.name, serviceCountries.nameZh]);
    if (matched) conditions.push(matched);
    if (filter.ids) conditions.push(inArray(products.id, filter.ids.length ? filter.ids : [-1]));
    const where = conditions.length ? and(...conditions) : undefined;
    const { total, rows } = await pageWithTotal(
      withTypeAndCountry(
        db
          .select({
            id: products.id,
            name: products.name,
            type: serviceTypes.name,
            country: serviceCountries.nameZh,
          })
          .from(products)
          .$dynamic(),
      )
        .where(where)
        .orderBy(asc(products.serviceType), asc(products.sort), asc(products.id))
        .limit(filter.limit)
        .offset(filter.offset),
      withTypeAndCountry(db.select({ n: count() }).from(products).$dynamic()).where(where),
    );
    return {
      total,
      rows: rows.map((r) => ({ id: r.id, platform: '*', title: r.name, subtitle: `${r.type} · ${r.country}` })),
    };
  },
  async load(db, id) {
    const [row] = await withTypeAndCountry(
      db
        .select({
          id: products.id,
          name: products.name,
          unitPrice: products.unitPrice,
          discountPrice: products.discountPrice,
          priceUnit: products.priceUnit,
          enabled: products.enabled,
          sort: products.sort,
          type: serviceTypes.name,
          country: serviceCountries.nameZh,
        })
        .from(products)
        .$dynamic(),
    ).where(eq(products.id, id));
    if (!row) return null;
    const { type, country, id: _id, ...data } = row;
    return {
      id,
      platform: '*',
      title: row.name,
      subtitle: `${type} · ${country}`,
      data,
      context: { serviceType: type, country },
      path: '/ld/price',
    };
  },
  async apply(tx, id, data) {
    const value = contentSchemas.product.parse(data);
    await tx.update(products).set(value).where(eq(products.id, id));
  },
};

/** XM's school articles live at their list's .html path (apps/web page-kinds/article.ts). */
const SCHOOL_KINDS = new Set(['trends', 'companyEncy', 'industryInfo', 'FinanceTaxEncy']);
/** Brands whose article detail takes the id as a query (the intl scope). */
const INTL_PLATFORMS = new Set(['EU']);

/** Articles of one brand, in the language that brand shows (XM: traditional Chinese). */
const articleKind: KindAdapter = {
  async list(db, filter) {
    const conditions: SQL[] = [];
    const matched = containsKeyword(filter.q, [articles.title, articles.summary]);
    if (matched) conditions.push(matched);
    if (filter.platform) conditions.push(eq(articles.platform, filter.platform));
    if (filter.ids) conditions.push(inArray(articles.id, filter.ids.length ? filter.ids : [-1]));
    if (filter.archived === true) conditions.push(eq(articles.archived, true));
    if (filter.archived === false) {
      const visible = filter.alsoIds?.length
        ? or(eq(articles.archived, false), inArray(articles.id, filter.alsoIds))
        : eq(articles.archived, false);
      if (visible) conditions.push(visible);
    }
    const where = conditions.length ? and(...conditions) : undefined;
    return pageWithTotal(
      db
        .select({
          id: articles.id,
          platform: articles.platform,
          title: articles.title,
          subtitle: articleCategories.name,
          archived: articles.archived,
        })
        .from(articles)
        .innerJoin(articleCategories, eq(articleCategories.id, articles.categoryId))
        .where(where)
        .orderBy(desc(articles.publishedAt), desc(articles.id))
        .limit(filter.limit)
        .offset(filter.offset),
      db.select({ n: count() }).from(articles).where(where),
    );
  },
  async load(db, id) {
    const [row] = await db
      .select({
        id: articles.id,
        platform: articles.platform,
        title: articles.title,
        summary: articles.summary,
        body: articles.body,
        author: articles.author,
        source: articles.source,
        cover: articles.cover,
        category: articleCategories.name,
        listKind: articleCategories.kind,
      })
      .from(articles)
      .innerJoin(articleCategories, eq(articleCategories.id, articles.categoryId))
      .where(eq(articles.id, id));
    if (!row) return null;
    const { id: _id, platform, category, listKind, ...data } = row;
    return {
      id,
      platform,
      title: row.title,
      subtitle: category,
      data,
      context: { category },
      path: SCHOOL_KINDS.has(listKind)
        ? `/${listKind}/${id}.html`
        : INTL_PLATFORMS.has(platform)
          ? `/newsDetail?id=${id}`
          : `/newsDetail/${id}`,
    };
  },
  async apply(tx, id, data) {
    const { [ARCHIVED]: archived, ...fields } = data;
    const value = contentSchemas.article.parse(fields);
    try {
      await tx
        .update(articles)
        .set({
          ...value,
          body: cleanBody(value.body),
          updatedAt: new Date(),
          ...(typeof archived === 'boolean' ? { archived } : {}),
        })
        .where(eq(articles.id, id));
    } catch (error) {
      if (isUniqueViolation(error)) throw new GatewayError(ResultCode.conflict, ARTICLE_TITLE_TAKEN);
      throw error;
    }
  },
  clean(data) {
    return typeof data.body === 'string' ? { ...data, body: cleanBody(data.body) } : data;
  },
  lifecycle: {
    hasLang: false,
    byCategory: true,
    async create(tx, placement, data) {
      const category = await categoryOf(tx, placement);
      const value = contentSchemas.article.parse(data);
      try {
        return await insertHiddenArticle(tx, placement, category, { ...value, body: cleanBody(value.body) });
      } catch (error) {
        if (isUniqueViolation(error)) throw new PlacementError(ARTICLE_TITLE_TAKEN, true);
        throw error;
      }
    },
    async duplicate(tx, id, placement) {
      const [source] = await tx.select().from(articles).where(eq(articles.id, id));
      if (!source) throw new PlacementError('内容不存在');
      const category = await categoryOf(tx, placement);
      const { id: _id, createdAt: _c, updatedAt: _u, views: _v, ...row } = source;
      const title = await distinctTitle(tx, placement.platform, source.title);
      return insertHiddenArticle(tx, placement, category, { ...row, title });
    },
    async isArchived(db, id) {
      const [row] = await db.select({ archived: articles.archived }).from(articles).where(eq(articles.id, id));
      return row?.archived === true;
    },
  },
};

/** A brand's article title is unique (articles_platform_title). */
/**
 * Inserts a new or copied article hidden, in the placement's brand and category; its id. The date the site shows is
 * when it was made here (a scheduled first publish keeps it).
 */
const insertHiddenArticle = async (
  tx: Tx,
  placement: Placement,
  categoryId: number,
  value: Omit<typeof articles.$inferInsert, 'platform' | 'categoryId' | 'publishedAt' | 'archived'>,
): Promise<number> => {
  const [row] = await tx
    .insert(articles)
    .values({ ...value, platform: placement.platform, categoryId, publishedAt: new Date(), archived: true })
    .returning({ id: articles.id });
  return (row as { id: number }).id;
};

const ARTICLE_TITLE_TAKEN = '该品牌已有同名文章，请修改标题';

/** The category a new or copied article goes to: one of the target brand's, else a 400. */
const categoryOf = async (tx: Tx, placement: Placement): Promise<number> => {
  const [row] = await tx
    .select({ id: articleCategories.id })
    .from(articleCategories)
    .where(
      and(eq(articleCategories.id, placement.categoryId ?? 0), eq(articleCategories.platform, placement.platform)),
    );
  if (!row) throw new PlacementError('categoryId: 请选择该品牌的文章分类');
  return row.id;
};

/**
 * A copy's title in the target brand: the source's when the brand has no article of that title, else with
 * （副本）, （副本 2）… appended (a brand's titles are unique; the editor renames it before publishing).
 */
const distinctTitle = async (tx: Tx, platform: string, title: string): Promise<string> => {
  const taken = new Set(
    (
      await tx
        .select({ title: articles.title })
        .from(articles)
        .where(and(eq(articles.platform, platform), sql`${articles.title} like ${like(title)}`))
    ).map((r) => r.title),
  );
  if (!taken.has(title)) return title;
  for (let n = 1; ; n += 1) {
    const candidate = `${title}（副本${n === 1 ? '' : ` ${n}`}）`;
    if (!taken.has(candidate)) return candidate;
  }
};

/** A brand's article categories (where a new or copied article goes), in the site's order. */
export const categoriesOf = (db: Reader, platform: string) =>
  db
    .select({
      id: articleCategories.id,
      platform: articleCategories.platform,
      lang: articleCategories.lang,
      kind: articleCategories.kind,
      name: articleCategories.name,
    })
    .from(articleCategories)
    .where(eq(articleCategories.platform, platform))
    .orderBy(asc(articleCategories.lang), asc(articleCategories.sort), asc(articleCategories.id));

export const CONTENT_ADAPTERS: Record<ContentKind, KindAdapter> = {
  product: productKind,
  article: articleKind,
  qa: qaKind,
  video: videoKind,
  partner: partnerKind,
  agreement: agreementKind,
  popup: popupKind,
  poster: posterKind,
  platform: platformKind,
  page: pageKind,
  menu: menuKind,
  footer: footerKind,
  notice: noticeKind,
  activity: activityKind,
};

/** The public origin of a brand's site, on the back office's scheme and port (the *.localhost hosts in development). */
export const publicUrlOf = (
  adminOrigin: string,
  publicHosts: Readonly<Record<string, string>> | undefined,
  platform: string,
  path: string,
): string => {
  const code = platform === '*' ? '00' : platform;
  const host = publicHosts?.[code] ?? Object.entries(DEFAULT_HOSTS).find(([, c]) => c === code)?.[0] ?? 'localhost';
  const origin = new URL(adminOrigin);
  return `${origin.protocol}//${host}${origin.port ? `:${origin.port}` : ''}${path}`;
};

export type VersionRow = typeof contentVersions.$inferSelect;

/** Serialises every write to one item (drafts, publishes, restores) for the rest of the transaction. */
export const lockItem = (tx: Tx, kind: ContentKind, id: number) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`content:${kind}:${id}`}))`);

/** One version of one item. */
export const isVersion = (kind: ContentKind, id: number, version: number) =>
  and(eq(contentVersions.kind, kind), eq(contentVersions.itemId, id), eq(contentVersions.version, version));

export const versionsOf = (db: Reader, kind: ContentKind, id: number) =>
  db
    .select()
    .from(contentVersions)
    .where(and(eq(contentVersions.kind, kind), eq(contentVersions.itemId, id)))
    .orderBy(desc(contentVersions.version));

export const latestOf = async (db: Reader, kind: ContentKind, id: number): Promise<VersionRow | undefined> => {
  const [row] = await versionsOf(db, kind, id).limit(1);
  return row;
};

/** The newest version and state of each item in a list (one query). */
export const latestByItem = async (db: Reader, kind: ContentKind, ids: number[]) => {
  if (!ids.length) return new Map<number, { version: number; state: ContentState; at: Date }>();
  const rows = await db
    .selectDistinctOn([contentVersions.itemId], {
      itemId: contentVersions.itemId,
      version: contentVersions.version,
      state: contentVersions.state,
      at: contentVersions.createdAt,
      publishedAt: contentVersions.publishedAt,
    })
    .from(contentVersions)
    .where(and(eq(contentVersions.kind, kind), inArray(contentVersions.itemId, ids)))
    .orderBy(contentVersions.itemId, desc(contentVersions.version));
  return new Map(
    rows.map((r) => [r.itemId, { version: r.version, state: r.state as ContentState, at: r.publishedAt ?? r.at }]),
  );
};

/** Items with a draft not yet published (the list's 待发布 filter). */
export const itemsWithDrafts = async (db: Reader, kind: ContentKind): Promise<number[]> => {
  const rows = await db
    .selectDistinctOn([contentVersions.itemId], { itemId: contentVersions.itemId, state: contentVersions.state })
    .from(contentVersions)
    .where(eq(contentVersions.kind, kind))
    .orderBy(contentVersions.itemId, desc(contentVersions.version));
  return rows.filter((r) => r.state === 'draft').map((r) => r.itemId);
};

/** The fields that differ between two data objects, in the order of the newer one's keys. */
export const diffData = (before: Record<string, unknown>, after: Record<string, unknown>) => {
  const fields = [...new Set([...Object.keys(after), ...Object.keys(before)])];
  return fields
    .filter((field) => JSON.stringify(before[field] ?? null) !== JSON.stringify(after[field] ?? null))
    .map((field) => ({ field, before: before[field] ?? null, after: after[field] ?? null }));
};

/**
 * Publishes a version (the caller holds the item's lock and checked it is the newest draft): its data into the live
 * row (whose trigger notifies the caches at commit), the version marked published, the change audited. Null when
 * the item is gone.
 */
export const publishVersion = async (
  tx: Tx,
  kind: ContentKind,
  id: number,
  version: VersionRow,
  actor: Actor,
  at: Date,
): Promise<Date | null> => {
  const adapter = CONTENT_ADAPTERS[kind];
  const live = await adapter.load(tx, id);
  if (!live) return null;
  await adapter.apply(tx, id, version.data);
  await tx
    .update(contentVersions)
    .set({ state: 'published' satisfies ContentState, publishedAt: at, publishedBy: actor.name })
    .where(eq(contentVersions.id, version.id));
  await audit(tx, actor, {
    action: 'content.publish',
    target: `${kind}:${id}`,
    before: live.data,
    after: { version: version.version, changes: diffData(live.data, version.data) },
  });
  return at;
};

/** Who the audit log names for a scheduled publication. */
export const SCHEDULER: Actor = { id: 'scheduler', name: '定时发布', role: null };

/**
 * Publishes every draft whose time has come (the runtime calls it every few seconds on each instance: an item's lock
 * and the draft-is-newest check make one of them do it). Returns how many it published.
 */
export const publishDue = async (db: Database, now: Date): Promise<number> => {
  const due = await db
    .select({ kind: contentVersions.kind, itemId: contentVersions.itemId, version: contentVersions.version })
    .from(contentVersions)
    .where(and(eq(contentVersions.state, 'draft'), lte(contentVersions.publishAt, now)))
    .limit(100);
  let published = 0;
  for (const row of due) {
    const kind = row.kind as ContentKind;
    if (!(kind in CONTENT_ADAPTERS)) continue;
    const done = await db.transaction(async (tx) => {
      await lockItem(tx, kind, row.itemId);
      const latest = await latestOf(tx, kind, row.itemId);
      if (!latest || latest.version !== row.version || latest.state !== 'draft' || !latest.publishAt) return false;
      if (latest.publishAt.getTime() > now.getTime()) return false;
      return (await publishVersion(tx, kind, row.itemId, latest, SCHEDULER, now)) !== null;
    });
    if (done) published += 1;
  }
  return published;
};
