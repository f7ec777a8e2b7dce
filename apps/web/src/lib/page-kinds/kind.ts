import type { Brand } from '../../brands.ts';
import type { PageView } from '../page-views.ts';
import type { Layout, RouteAlias, RouteMatch, RouteScope } from '../site-routes.ts';

/**
 * What a page kind says of itself that the proxy, the page cache and the sitemap need: its routes and aliases, what
 * a matched route shows (its view), and its sitemap entries. Pure data and functions (no React, no reads): proxy.ts
 * and server code import it. How a kind loads and renders is its module under src/app-shell/kinds/, which completes
 * this description (see docs/code-map.md, "Page kinds").
 */

export type KindName =
  | 'home'
  | 'content'
  | 'contact'
  | 'tool'
  | 'articleList'
  | 'article'
  | 'school'
  | 'videos'
  | 'video'
  | 'partners'
  | 'questions'
  | 'questionnaire'
  | 'regulationUpdates'
  | 'ipSearch'
  | 'surveyReport'
  | 'portal'
  | 'error';

/** A route of a kind, as the kind declares it (the route table adds the kind's name). */
export interface KindRoute {
  /** The public path pattern (see RouteDef.pattern). */
  pattern: string;
  layout: Layout;
  scope: RouteScope;
  /** Run by the proxy in order before the page is served. Names, not functions: the table is data. */
  middleware: readonly string[];
  /** Query parameters a menu may pin for the page (e.g. '/ld/VAT?country=2'): a pinned value is part of the cache key. */
  query?: readonly string[];
  /**
   * The page follows the list/detail query (?page=, ?id=, ?answerId=: PAGE_QUERY_KEYS): the proxy carries it in the
   * internal path, so it is part of the page's cache key.
   */
  followsQuery?: true;
  /** Why this route of a kind listed in the sitemap has no entry there. */
  notInSitemap?: string;
}

/** What a kind's sitemap function gets: the brand's published items and a way to add a public path. */
export interface SiteMapContext {
  brand: Brand;
  /** The brand's content pages by key, with their last change. */
  pageKeys: ReadonlyMap<string, string>;
  articles: readonly { id: number; kind: string; categoryId: number; updatedAt: string }[];
  categories: readonly { id: number; kind: string }[];
  videos: readonly { id: number }[];
  partners: readonly { id: number }[];
  tools: readonly { id: number; key: string }[];
  /** Adds a path (without locale prefix) of the route. */
  add: (rest: string, updatedAt?: string) => void;
  /** The route's pattern with the brand's segment and (when given) its parameter filled in. */
  fill: (value?: string) => string;
}

export interface PageKindSpec {
  name: KindName;
  routes: readonly KindRoute[];
  /** Second public paths of the kind's routes. */
  aliases?: readonly RouteAlias[];
  /** The visitor's own pages: never stored in the shared page cache, whatever their answer's headers say. */
  private?: true;
  /** What a matched route shows; `query` is the page's query (only PAGE_QUERY_KEYS reach it). */
  view: (match: RouteMatch, query: URLSearchParams) => PageView;
  /** The kind's sitemap entries for one of its routes, or why the kind has none (reachability is tested). */
  sitemap: ((route: KindRoute, at: SiteMapContext) => void) | { excluded: string };
}

/** The proxy's middleware every route but home, the error page and the portal runs. */
export const M = ['disabledMenu'] as const;

/** A route of the default layout on the Chinese brands with the menu rule: the common case. */
export const route = (pattern: string, more: Partial<KindRoute> = {}): KindRoute => ({
  pattern,
  layout: 'default',
  scope: 'zh',
  middleware: M,
  ...more,
});

const ID = /^[1-9]\d{0,9}$/;
/** A positive 32-bit id, or null. */
export const idOf = (value: string | undefined | null): number | null =>
  value !== undefined && value !== null && ID.test(value) && Number(value) <= 2_147_483_647 ? Number(value) : null;

/** The view of the item numbered by `value` (`view(id)`), or not found when the value is no id. */
export const byId = (value: string | undefined | null, view: (id: number) => PageView): PageView => {
  const id = idOf(value);
  return id === null ? { view: 'notFound' } : view(id);
};

/** A route with an optional number: `list` without it, else the numbered item's view (`byId`). */
export const listOrItem = (value: string | undefined, list: PageView, item: (id: number) => PageView): PageView =>
  value === undefined ? list : byId(value, item);

/** The route name of a content page: the pattern's literal segments joined by '-', the brand segment as 'ld'. */
export const contentKeyOf = (pattern: string): string =>
  pattern
    .split('/')
    .filter((part) => part && !part.startsWith(':'))
    .map((part) => (part === '~' ? 'ld' : part))
    .join('-') || 'home';

/** Adds the route's own path when the brand has its content page `key`. */
export const addIfPage = (at: SiteMapContext, key: string, rest = at.fill()): void => {
  const updatedAt = at.pageKeys.get(key);
  if (updatedAt !== undefined) at.add(rest, updatedAt);
};

export const SCHOOL_KINDS: ReadonlySet<string> = new Set(['trends', 'companyEncy', 'industryInfo', 'FinanceTaxEncy']);
export const NEWS_KINDS: ReadonlySet<string> = new Set(['news', 'insight']);
