import { businessExtra } from '@site/contracts';
import type { Database } from '@site/db/client';
import { menuItems, menuRelations, pages, partnerIntroducers, partners, qaQuestions, qaTypes } from '@site/db/schema';
import { and, asc, count, desc, eq, inArray, ne, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { logOf } from '../context.ts';
import { contentSourcesOf } from './content-source.ts';
import { containsKeyword, type Page, pageOf, tablePage, windowOf } from './library.ts';
import { shownIn } from './shown.ts';

/**
 * Content pages (the copy of service, brand and campaign pages), partners and the VAT
 * question-and-answer pages. A brand without a page of its own for a key shows its content
 * source's (content-source.ts).
 */

type CustomPage = z.infer<typeof businessExtra.customPageWire>;
type Partner = z.infer<typeof businessExtra.partnerWire>;
type Introducer = z.infer<typeof businessExtra.introducerWire>;

/** The page shown when /custom is opened without a uid. */
export const DEFAULT_CUSTOM_PAGE = 'custom';

const blocksSchema = businessExtra.customPageWire.shape.blocks;

const sourcesOf = contentSourcesOf;

export const getPage = async (
  db: Database,
  platform: string,
  lang: string,
  key: string,
  log: (message: string) => void = logOf({}),
): Promise<CustomPage | null> => {
  const sources = sourcesOf(platform);
  const rows = await db
    .select()
    .from(pages)
    .where(and(inArray(pages.platform, sources), eq(pages.lang, lang), eq(pages.key, key), eq(pages.archived, false)));
  const row = sources.map((source) => rows.find((r) => r.platform === source)).find((r) => r !== undefined);
  if (!row) return null;
  // The blocks are JSON an operator may have edited: a malformed block must not reach the renderer.
  const blocks = blocksSchema.safeParse(row.blocks);
  if (!blocks.success) {
    log(`[gateway] page ${platform}/${lang}/${key} has invalid blocks: ${JSON.stringify(blocks.error.issues[0])}`);
    return null;
  }
  return {
    uid: row.key,
    title: row.title,
    content: '',
    seoDescription: row.description,
    seoKeywords: row.keywords,
    blocks: blocks.data,
    updatedAt: row.updatedAt.toISOString(),
  };
};

/** Every page key a brand shows in a language (its own and its content source's), for the sitemap. */
export const pageIndex = async (
  db: Database,
  platform: string,
  lang: string,
): Promise<{ key: string; updatedAt: string }[]> => {
  const rows = await db
    .select({ key: pages.key, platform: pages.platform, updatedAt: pages.updatedAt })
    .from(pages)
    .where(and(inArray(pages.platform, sourcesOf(platform)), eq(pages.lang, lang), eq(pages.archived, false)))
    .orderBy(asc(pages.key));
  const byKey = new Map<string, string>();
  for (const row of rows) {
    if (row.platform === platform || !byKey.has(row.key)) byKey.set(row.key, row.updatedAt.toISOString());
  }
  return [...byKey].map(([key, updatedAt]) => ({ key, updatedAt }));
};

// Partners

const partnerSource = async (db: Database, platform: string, lang: string): Promise<string> => {
  const [own] = await db
    .select({ n: count() })
    .from(partners)
    .where(shownIn(partners, platform, lang));
  return (own?.n ?? 0) > 0 ? platform : (contentSourcesOf(platform).at(-1) ?? platform);
};

const partnerColumns = {
  id: partners.id,
  name: partners.name,
  logo: partners.logo,
  category: partners.category,
  description: partners.description,
  linkUrl: partners.linkUrl,
};

export const listPartners = async (
  db: Database,
  platform: string,
  lang: string,
  query: { pageNum: number; pageSize: number; category?: string },
): Promise<Page<Partner>> => {
  const source = await partnerSource(db, platform, lang);
  const conditions: SQL[] = [shownIn(partners, source, lang)];
  if (query.category) conditions.push(eq(partners.category, query.category));
  const { limit, offset } = windowOf(query);
  const where = and(...conditions);
  const [total] = await db.select({ n: count() }).from(partners).where(where);
  const list = await db
    .select(partnerColumns)
    .from(partners)
    .where(where)
    .orderBy(asc(partners.sort), asc(partners.id))
    .limit(limit)
    .offset(offset);
  return pageOf(query, total, list);
};

/** The partners grouped by category, in their set order (getEcologyCenter). */
export const ecologyCenter = async (
  db: Database,
  platform: string,
  lang: string,
): Promise<{ category: string; partners: Partner[] }[]> => {
  const source = await partnerSource(db, platform, lang);
  const rows = await db
    .select(partnerColumns)
    .from(partners)
    .where(shownIn(partners, source, lang))
    .orderBy(asc(partners.sort), asc(partners.id));
  const groups = new Map<string, Partner[]>();
  for (const row of rows) groups.set(row.category, [...(groups.get(row.category) ?? []), row]);
  return [...groups].map(([category, list]) => ({ category, partners: list }));
};

/** One partner of the brand's partner list with its page and introducers; null for another brand's. */
export const partnerById = async (
  db: Database,
  platform: string,
  lang: string,
  id: number,
): Promise<(Partner & { content: string; introducers: Introducer[] }) | null> => {
  const source = await partnerSource(db, platform, lang);
  const [row] = await db
    .select({ ...partnerColumns, content: partners.content })
    .from(partners)
    .where(and(eq(partners.id, id), shownIn(partners, source, lang)));
  if (!row) return null;
  const introducers = await db
    .select()
    .from(partnerIntroducers)
    .where(eq(partnerIntroducers.partnerId, id))
    .orderBy(asc(partnerIntroducers.id));
  return { ...row, introducers };
};

export const introducerById = async (
  db: Database,
  platform: string,
  lang: string,
  id: number,
): Promise<Introducer | null> => {
  const source = await partnerSource(db, platform, lang);
  const [row] = await db
    .select({
      id: partnerIntroducers.id,
      partnerId: partnerIntroducers.partnerId,
      name: partnerIntroducers.name,
      avatar: partnerIntroducers.avatar,
      title: partnerIntroducers.title,
      introduction: partnerIntroducers.introduction,
    })
    .from(partnerIntroducers)
    .innerJoin(partners, eq(partners.id, partnerIntroducers.partnerId))
    .where(and(eq(partnerIntroducers.id, id), eq(partners.platform, source), eq(partners.lang, lang)));
  return row ?? null;
};

// VAT questions and answers

const qaSource = async (db: Database, platform: string, lang: string): Promise<string> => {
  const [own] = await db
    .select({ n: count() })
    .from(qaTypes)
    .where(and(eq(qaTypes.platform, platform), eq(qaTypes.lang, lang)));
  return (own?.n ?? 0) > 0 ? platform : (contentSourcesOf(platform).at(-1) ?? platform);
};

export const listQaTypes = async (
  db: Database,
  platform: string,
  lang: string,
): Promise<{ value: string; label: string }[]> => {
  const source = await qaSource(db, platform, lang);
  return db
    .select({ value: qaTypes.value, label: qaTypes.label })
    .from(qaTypes)
    .where(and(eq(qaTypes.platform, source), eq(qaTypes.lang, lang)))
    .orderBy(asc(qaTypes.sort), asc(qaTypes.id));
};

const plainText = (html: string): string =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ')
    .trim();

const summaryOf = (html: string): string => {
  const text = plainText(html);
  return text.length > 120 ? `${text.slice(0, 120)}…` : text;
};

/** A question of a search's page on the wire: the answer as a plain-text summary. */
const qaSummaryWire = (r: typeof qaQuestions.$inferSelect) => ({
  id: r.id,
  qaType: r.qaType,
  question: r.question,
  answerId: r.id,
  answerSummary: summaryOf(r.answer),
  views: r.views,
  createdAt: r.createdAt.toISOString(),
});

export const searchQa = async (
  db: Database,
  platform: string,
  lang: string,
  query: { pageNum: number; pageSize: number; qaType?: string; keyword?: string },
) => {
  const source = await qaSource(db, platform, lang);
  const where = and(
    shownIn(qaQuestions, source, lang),
    query.qaType ? eq(qaQuestions.qaType, query.qaType) : undefined,
    containsKeyword(query.keyword, [qaQuestions.question]),
  );
  return tablePage(db, qaQuestions, where, [desc(qaQuestions.views), asc(qaQuestions.id)], query, qaSummaryWire);
};

export const qaAnswer = async (db: Database, platform: string, lang: string, answerId: number) => {
  const source = await qaSource(db, platform, lang);
  const [row] = await db
    .select()
    .from(qaQuestions)
    .where(and(eq(qaQuestions.id, answerId), shownIn(qaQuestions, source, lang)));
  if (!row) return null;
  const related = await db
    .select({ id: qaQuestions.id, question: qaQuestions.question })
    .from(qaQuestions)
    .where(and(shownIn(qaQuestions, source, lang), eq(qaQuestions.qaType, row.qaType), ne(qaQuestions.id, row.id)))
    .orderBy(desc(qaQuestions.views), asc(qaQuestions.id))
    .limit(5);
  return {
    answerId: row.id,
    questionId: row.id,
    qaType: row.qaType,
    question: row.question,
    answer: row.answer,
    updatedAt: row.updatedAt.toISOString(),
    relatedQuestions: related.map((r) => ({ ...r, answerId: r.id })),
  };
};

// Free tools

/**
 * The entries of the brand's freeTrial menus (spec section 2): the header links each to
 * /ld/calculate/{its id}; its own path names the tool it opens ('/ld/calculate/2').
 */
export const freeTrialEntries = async (db: Database, platform: string, lang: string, id?: number) => {
  const parents = await db
    .select({ id: menuItems.id })
    .from(menuItems)
    .where(and(shownIn(menuItems, platform, lang), eq(menuItems.typeKey, 'freeTrial'), eq(menuItems.deleted, false)));
  if (parents.length === 0) return [];
  const conditions: SQL[] = [
    inArray(
      menuItems.parentId,
      parents.map((p) => p.id),
    ),
    eq(menuItems.deleted, false),
    eq(menuItems.archived, false),
    eq(menuItems.enabled, true),
  ];
  if (id !== undefined) conditions.push(eq(menuItems.id, id));
  const rows = await db
    .select()
    .from(menuItems)
    .where(and(...conditions))
    .orderBy(asc(menuItems.sort), asc(menuItems.id));
  return rows.map((row) => ({
    id: row.id,
    navigationName: row.label,
    navigationTitle: row.description ?? '',
    navigationIcon: 'calculator',
    hadeUrl: row.path,
    pageType: row.pageType,
    content: null,
  }));
};

// Content attached to menu entries (success cases, highlights)

/** The relations of the brand's menu entries, of one entry and kind when given, in their set order. */
export const menuRelationsOf = async (
  db: Database,
  platform: string,
  lang: string,
  filter: { menuId?: number; kind?: string },
) => {
  const conditions: SQL[] = [eq(menuItems.platform, platform), eq(menuItems.lang, lang), eq(menuItems.deleted, false)];
  if (filter.menuId !== undefined) conditions.push(eq(menuRelations.menuId, filter.menuId));
  if (filter.kind !== undefined) conditions.push(eq(menuRelations.kind, filter.kind));
  return db
    .select({
      id: menuRelations.id,
      kind: menuRelations.kind,
      title: menuRelations.title,
      content: menuRelations.content,
      img: menuRelations.img,
      linkUrl: menuRelations.linkUrl,
    })
    .from(menuRelations)
    .innerJoin(menuItems, eq(menuItems.id, menuRelations.menuId))
    .where(and(...conditions))
    .orderBy(asc(menuRelations.sort), asc(menuRelations.id));
};
