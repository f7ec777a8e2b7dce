import 'server-only';
import { business, businessExtra, type DataOf } from '@site/contracts';

type PageBlockWire = DataOf<typeof businessExtra.getCustom>['blocks'][number];

import type { Platform } from '@site/contracts/hosts';
import { cache } from 'react';
import type { Locale } from '../brands.ts';
import { type ArticleSummary, getArticles } from './articles.ts';
import { cachedRead, contentTags, readCall } from './gateway.ts';
import { toLink } from './links.ts';
import { orNotFound } from './not-found.ts';
import { cleanHtml } from './rich-text.ts';
import type { Link } from './types.ts';

/**
 * Content pages: the copy of service, brand and campaign pages (getCustom by route name), with the
 * products their price blocks list. The wire's blocks are translated once here into the shapes
 * the page renderer reads: actions carry a Link, prices their products.
 */

export interface PageAction {
  label: string;
  link: Link;
  style: 'primary' | 'secondary';
}

export interface PriceRow {
  id: number;
  serviceTypeName: string;
  countryName: string;
  productName: string;
  unitPrice: number;
  discountPrice: number;
  priceUnit: string;
}

type WithActions<B> = B extends { actions: unknown } ? Omit<B, 'actions'> & { actions: PageAction[] } : B;
type WithProducts<B> = B extends { kind: 'prices' } ? B & { products: PriceRow[] } : B;
type WithArticles<B> = B extends { kind: 'articles' } ? B & { articles: ArticleSummary[] } : B;

/** A block of a content page, as the renderer reads it. */
export type PageBlock = WithArticles<WithProducts<WithActions<PageBlockWire>>>;

export interface ContentPage {
  key: string;
  title: string;
  description: string;
  keywords: string;
  updatedAt: string;
  blocks: PageBlock[];
}

const actionsFrom = (actions: { label: string; href: string; style?: 'primary' | 'secondary' }[]): PageAction[] =>
  actions.flatMap((action) => {
    const link = toLink(action.href);
    return link ? [{ label: action.label, link, style: action.style ?? 'primary' }] : [];
  });

type ProductWire = DataOf<typeof business.officialProductPrice>[number];

const priceRowsFor = (block: { serviceTypes?: number[]; countries?: number[] }, products: ProductWire[]): PriceRow[] =>
  products
    .filter((p) => !block.serviceTypes?.length || block.serviceTypes.includes(p.serviceType))
    .filter((p) => !block.countries?.length || block.countries.includes(p.country))
    .map((p) => ({
      id: p.id,
      serviceTypeName: p.serviceTypeName,
      countryName: p.countryName,
      productName: p.productName,
      unitPrice: p.unitPrice,
      discountPrice: p.discountPrice,
      priceUnit: p.priceUnit,
    }));

const blockFrom = async (
  block: PageBlockWire,
  products: () => ProductWire[],
  articlesOf: (categoryId: number, limit: number) => Promise<ArticleSummary[]>,
): Promise<PageBlock> => {
  if (block.kind === 'prices') return { ...block, products: priceRowsFor(block, products()) };
  if (block.kind === 'text') return { ...block, html: cleanHtml(block.html) };
  if (block.kind === 'articles') return { ...block, articles: await articlesOf(block.categoryId, block.limit ?? 6) };
  if ('actions' in block) return { ...block, actions: actionsFrom(block.actions) } as PageBlock;
  return block as PageBlock;
};

/** Every product of the catalogue, in its set order (cached; the price blocks filter it). */
export const getProducts = cache(
  (platform: Platform, locale: Locale): Promise<ProductWire[]> =>
    cachedRead(['products', platform, locale], platform, [contentTags.products()], () =>
      readCall(platform, locale, business.officialProductPrice),
    ),
);

/** The content page of a route name ('ld-VAT', 'cht-bankAccount'), or null when the brand has none. */
export const getContentPage = cache(
  (platform: Platform, locale: Locale, key: string): Promise<ContentPage | null> =>
    cachedRead(['page', platform, locale, key], platform, [contentTags.pages(platform)], async () => {
      const wire = await orNotFound(readCall(platform, locale, businessExtra.getCustom, { query: { uid: key } }));
      if (!wire) return null;
      const products = wire.blocks.some((b) => b.kind === 'prices') ? await getProducts(platform, locale) : [];
      return {
        key: wire.uid,
        title: wire.title,
        description: wire.seoDescription ?? '',
        keywords: wire.seoKeywords ?? '',
        updatedAt: wire.updatedAt,
        blocks: await Promise.all(
          wire.blocks.map((block) =>
            blockFrom(
              block,
              () => products,
              async (categoryId, limit) =>
                (await getArticles(platform, locale, 'news', { categoryId, pageSize: limit })).list,
            ),
          ),
        ),
      };
    }),
);

export type SiteIndexWire = DataOf<typeof businessExtra.getSiteIndex>;

/** What the brand publishes in a language (pages, articles, videos, partners), for its sitemap. */
export const getSiteIndex = cache(
  (platform: Platform, locale: Locale): Promise<SiteIndexWire> =>
    cachedRead(
      ['site-index', platform, locale],
      platform,
      [contentTags.pages(platform), contentTags.articles(platform)],
      () => readCall(platform, locale, businessExtra.getSiteIndex),
    ),
);

export type FreeTrialEntry = DataOf<typeof businessExtra.getFreeTrial>[number];

/** The entries of the brand's freeTrial menus: the header links each to /ld/calculate/{id}. */
export const getFreeTrialEntries = cache(
  (platform: Platform, locale: Locale): Promise<FreeTrialEntry[]> =>
    cachedRead(['free-trial', platform, locale], platform, [contentTags.shell(platform)], () =>
      readCall(platform, locale, businessExtra.getFreeTrial),
    ),
);
