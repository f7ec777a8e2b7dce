import type { Brand, Locale } from '../brands.ts';
import { contentKeyOf, pageViewOf } from './page-views.ts';
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

const SCHOOL_KINDS = new Set(['trends', 'companyEncy', 'industryInfo', 'FinanceTaxEncy']);
const NEWS_KINDS = new Set(['news', 'insight']);

/** Routes that are no page of their own in a sitemap: the error page, the player-only video page, the report result and its PDF, the portal. */
const EXCLUDED = new Set([
  '/errorUrl',
  '/ld/video/:uid?',
  '/~/questionAnswer',
  '/~/questionAnswer/pdf',
  '/buyingGuide/details',
  // The user portal: the visitor's own pages (robots.txt disallows /user/ too)
  '/user/register',
  '/user/login',
  '/user/workbench',
  '/user/dev-outbox',
]);

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

export const siteMap = (brand: Brand, locale: Locale, index: SiteIndex): SiteMapEntry[] => {
  const pageKeys = new Map(index.pages.map((p) => [p.key, p.updatedAt]));
  const entries: SiteMapEntry[] = [];
  const add = (pattern: string, rest: string, updatedAt?: string) =>
    entries.push({ pattern, path: localePath(brand, locale, rest), ...(updatedAt ? { updatedAt } : {}) });
  const categoriesOf = (kinds: (kind: string) => boolean) => index.categories.filter((c) => kinds(c.kind));
  const articlesOf = (kinds: (kind: string) => boolean) => index.articles.filter((a) => kinds(a.kind));

  for (const route of ROUTES) {
    if (!inScope(brand, route) || EXCLUDED.has(route.pattern)) continue;
    const p = route.pattern;
    const listOf = (kinds: (kind: string) => boolean) => {
      const categories = categoriesOf(kinds);
      if (categories.length === 0) return;
      add(p, fill(brand, p));
      for (const c of categories) add(p, fill(brand, p, String(c.id)));
    };
    switch (p) {
      case '/':
        add(p, '/');
        break;
      case '/~/aboutVat/:query?':
        listOf((k) => NEWS_KINDS.has(k));
        break;
      case '/~/problem/:query?':
        listOf((k) => k === 'help');
        break;
      case '/~/operation/:query?':
        listOf((k) => k === 'manual');
        break;
      case '/~/VATdetail/:query?':
        if (brand.prefixedLocales.length > 0) break;
        for (const a of articlesOf((k) => !SCHOOL_KINDS.has(k))) add(p, fill(brand, p, String(a.id)), a.updatedAt);
        break;
      case '/newsDetail':
        for (const a of articlesOf(() => true)) add(p, `/newsDetail?id=${a.id}`, a.updatedAt);
        break;
      case '/insight':
        if (categoriesOf((k) => NEWS_KINDS.has(k)).length > 0) add(p, '/insight');
        break;
      case '/news/:id':
        for (const c of categoriesOf((k) => NEWS_KINDS.has(k))) add(p, `/news/${c.id}`);
        break;
      case '/~/videos/:query?':
        if (index.videos.length > 0) add(p, fill(brand, p));
        break;
      case '/~/videoDetail/:query?':
        for (const v of index.videos) add(p, fill(brand, p, String(v.id)));
        break;
      case '/ld/cooperative/:friendId?':
        if (pageKeys.has('ld-cooperative')) {
          add(p, '/ld/cooperative', pageKeys.get('ld-cooperative'));
          for (const partner of index.partners) add(p, `/ld/cooperative/${partner.id}`);
        }
        break;
      case '/ld/calculate/:id?':
        if (pageKeys.has('ld-calculate')) add(p, '/ld/calculate', pageKeys.get('ld-calculate'));
        for (const tool of index.tools ?? []) {
          if (pageKeys.has(tool.key)) add(p, `/ld/calculate/${tool.id}`, pageKeys.get(tool.key));
        }
        break;
      case '/ld/regulationUpdates':
        add(p, p);
        break;
      case '/custom/:uid?':
      case '/guide/:uid?': {
        const base = p.split('/')[1] ?? '';
        for (const [key, updatedAt] of pageKeys) {
          if (key === base) add(p, fill(brand, p), updatedAt);
          else if (key.startsWith(`${base}-`)) add(p, fill(brand, p, key.slice(base.length + 1)), updatedAt);
        }
        break;
      }
      default: {
        if (SCHOOL_KINDS.has(p.split('/')[1] ?? '')) {
          const kind = p.split('/')[1] ?? '';
          for (const a of articlesOf((k) => k === kind)) add(p, fill(brand, p, String(a.id)), a.updatedAt);
          break;
        }
        if (p.startsWith('/cht/xmsailSchool')) {
          const kind = p.split('/')[3];
          if (kind ? categoriesOf((k) => k === kind).length > 0 : categoriesOf((k) => SCHOOL_KINDS.has(k)).length > 0)
            add(p, p);
          break;
        }
        if (p.includes(':')) break;
        const view = pageViewOf({ route, params: {}, canonical: fill(brand, p) });
        const key =
          view.view === 'content' || view.view === 'questions' || view.view === 'partners' ? view.key : contentKeyOf(p);
        if (pageKeys.has(key)) add(p, fill(brand, p), pageKeys.get(key));
      }
    }
  }
  return entries;
};
