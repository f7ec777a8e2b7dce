import 'server-only';
import { businessExtra, chtco, type DataOf } from '@site/contracts';
import type { Platform } from '@site/contracts/hosts';
import { cache } from 'react';
import type { Locale } from '../brands.ts';
import { cachedRead, contentTags, readCall } from './gateway.ts';
import { orNotFound } from './not-found.ts';
import { cleanHtml } from './rich-text.ts';

/**
 * The article library: news, help (FAQ), operation manuals, the overseas-company school, and the
 * tutorial videos. Lists are read a page at a time; every read is cached per brand and tagged.
 */

/** Which list an article page shows: the call behind it. */
export type ArticleListKind = 'news' | 'help' | 'manual' | 'trends' | 'companyEncy' | 'industryInfo' | 'FinanceTaxEncy';

export type ArticleSummary = DataOf<typeof businessExtra.getInformation>['list'][number];
export type ArticleDetail = DataOf<typeof businessExtra.getInformationInfo>;
export type ArticleCategory = DataOf<typeof businessExtra.getHelpCenterCategory>[number];
export type Video = DataOf<typeof businessExtra.getVideoCourse>['list'][number];

export interface ArticlePage {
  total: number;
  pageNum: number;
  pageSize: number;
  list: ArticleSummary[];
}

const ARTICLES_PER_PAGE = 10;

const SCHOOL_KINDS = ['trends', 'companyEncy', 'industryInfo', 'FinanceTaxEncy'] as const;
type SchoolKind = (typeof SCHOOL_KINDS)[number];
const isSchoolKind = (kind: ArticleListKind): kind is SchoolKind => (SCHOOL_KINDS as readonly string[]).includes(kind);

const tagsOf = (platform: Platform) => [contentTags.articles(platform)];

export const getCategories = cache(
  (platform: Platform, locale: Locale): Promise<ArticleCategory[]> =>
    cachedRead(['categories', platform, locale], platform, tagsOf(platform), () =>
      readCall(platform, locale, businessExtra.getHelpCenterCategory),
    ),
);

export interface ListOptions {
  pageNum?: number;
  pageSize?: number;
  categoryId?: number;
}

export const getArticles = cache(
  (platform: Platform, locale: Locale, kind: ArticleListKind, options: ListOptions = {}): Promise<ArticlePage> => {
    const query = {
      pageNum: options.pageNum ?? 1,
      pageSize: options.pageSize ?? ARTICLES_PER_PAGE,
      ...(options.categoryId ? { categoryId: options.categoryId } : {}),
    };
    const key = [
      'articles',
      platform,
      locale,
      kind,
      String(query.pageNum),
      String(query.pageSize),
      String(options.categoryId ?? ''),
    ];
    return cachedRead(key, platform, tagsOf(platform), () => {
      if (isSchoolKind(kind))
        return readCall(platform, locale, chtco.showArticleList, { query: { ...query, type: kind } });
      const call =
        kind === 'help'
          ? businessExtra.queryArticleHandbook
          : kind === 'manual'
            ? businessExtra.getOperationManual
            : businessExtra.getInformation;
      return readCall(platform, locale, call, { query });
    });
  },
);

/** One article of the brand's library with its previous and next links, or null. */
export const getArticle = cache(
  (platform: Platform, locale: Locale, id: number): Promise<ArticleDetail | null> =>
    cachedRead(['article', platform, locale, String(id)], platform, tagsOf(platform), async () => {
      const article = await orNotFound(readCall(platform, locale, businessExtra.getInformationInfo, { query: { id } }));
      return article ? { ...article, content: cleanHtml(article.content) } : null;
    }),
);

/** The most read articles of a school type (XM's sidebar). */
export const getHotArticles = cache(
  (platform: Platform, locale: Locale, type: SchoolKind): Promise<ArticleSummary[]> =>
    cachedRead(['hot', platform, locale, type], platform, tagsOf(platform), () =>
      readCall(platform, locale, chtco.getHotArticleByType, { query: { type, limit: 5 } }),
    ),
);

export const getVideos = cache(
  (platform: Platform, locale: Locale): Promise<Video[]> =>
    cachedRead(['videos', platform, locale], platform, tagsOf(platform), async () => {
      const page = await readCall(platform, locale, businessExtra.getVideoCourse, { query: { pageSize: 100 } });
      return page.list;
    }),
);
