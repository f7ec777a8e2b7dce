import type { Brand, Locale } from '../brands.ts';
import { pageKind } from './page-kinds/index.ts';
import { localePath, ROUTES, type RouteDef } from './site-routes.ts';

/**
 * Every public page of a brand's locale, from the route table and what the brand publishes (its
 * site index): the sitemap's URLs, and the pages the browser tests visit. Pure.
 */

export interface SiteIndex {
  pages: { key: string; updatedAt: string }[];
  articles: { id: number; kind: string; categoryId: number; updatedAt: string }[];
  categories: { id: number; kind: string }[];
  videos: { id: number }[];
  partners: { id: number }[];
  /** The free tools the brand's freeTrial menu opens: /ld/calculate/{id} shows the page `key`. */
  tools?: { id: number; key: string }[];
}

export interface SiteMapEntry {
  /** The public path, with the locale prefix where the brand uses one (and a query for newsDetail). */
  path: string;
  /** ISO date of the last change, where known. */
  updatedAt?: string;
  /** The route pattern it belongs to. */
  pattern: string;
}

const inScope = (brand: Brand, route: RouteDef): boolean =>
  route.scope === 'all' || (route.scope === 'intl') === brand.prefixedLocales.length > 0;

/** A pattern with the brand's segment and its parameters filled in. */
const fill = (brand: Brand, pattern: string, value?: string): string =>
  `/${pattern
    .split('/')
    .filter(Boolean)
    .flatMap((part) => {
      if (part === '~') return [brand.segment];
      if (!part.startsWith(':')) return [part];
      if (value === undefined) return [];
      return [part.endsWith('.html') ? `${value}.html` : value];
    })
    .join('/')}`;

/** Each route's entries, as its page kind lists them (src/lib/page-kinds); kinds and routes that list none are left out. */
export const siteMap = (brand: Brand, locale: Locale, index: SiteIndex): SiteMapEntry[] => {
  const entries: SiteMapEntry[] = [];
  for (const route of ROUTES) {
    const { sitemap } = pageKind(route.kind);
    if (!inScope(brand, route) || typeof sitemap !== 'function' || route.notInSitemap) continue;
    sitemap(route, {
      brand,
      pageKeys: new Map(index.pages.map((p) => [p.key, p.updatedAt])),
      articles: index.articles,
      categories: index.categories,
      videos: index.videos,
      partners: index.partners,
      tools: index.tools ?? [],
      add: (rest, updatedAt) =>
        entries.push({
          pattern: route.pattern,
          path: localePath(brand, locale, rest),
          ...(updatedAt ? { updatedAt } : {}),
        }),
      fill: (value) => fill(brand, route.pattern, value),
    });
  }
  return entries;
};
