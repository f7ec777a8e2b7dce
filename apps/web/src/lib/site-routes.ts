import type { Platform } from '@site/contracts/hosts';
import { type Brand, brandOf, isLocaleOf, type Locale } from '../brands.ts';
import { PAGE_KINDS } from './page-kinds/index.ts';
import type { KindName, KindRoute } from './page-kinds/kind.ts';

/**
 * The route table of spec section 2 and the rules that map a public path to the internal,
 * brand-scoped route under app/site/[platform]/[locale]. Each brand and locale gets its own
 * internal path, so Next.js caches each brand's pages separately although every brand is served
 * from the same public paths on its own host. proxy.ts applies the result: redirects, the route's
 * middleware, the rewrite.
 *
 * The table is built from the page kinds (src/lib/page-kinds) in pure expressions: client islands
 * import homePath from this module, and the bundler drops the rest.
 */

const INTERNAL_PREFIX = '/site';

/** The layouts of spec section 2; each is a route group under app/site/[platform]/[locale]. */
export type Layout = 'default' | 'activity' | 'blank';

/**
 * Which brands serve a route: every brand; the Chinese brands (no locale prefix); or the
 * English/German variant (the brands that serve their locales under a prefix).
 */
export type RouteScope = 'all' | 'zh' | 'intl';

/** The proxy's middleware (proxy.ts); a route naming any other answers 500 'Unknown middleware'. */
export const MIDDLEWARE_NAMES = ['disabledMenu'] as const;
export type MiddlewareName = (typeof MIDDLEWARE_NAMES)[number];

/** A route of the table: a route of a page kind (src/lib/page-kinds), with the kind's name. */
export interface RouteDef extends KindRoute {
  /**
   * The public path: literal segments; ':name' one parameter segment; ':name?' an optional last
   * one; ':name.html' a parameter written with the .html suffix (the suffix is not part of the
   * value nor of the internal path). A first segment '~' stands for the brand's own segment
   * group: 'ld' for every brand, and the brand's `segment` (cht for XM) as well.
   */
  pattern: string;
  /** The page kind that serves the route. */
  kind: KindName;
  /** The visitor's own page (the portal, the report, the error page): never in a shared cache. */
  private: boolean;
}

/** A second public path for a route: served as the target, with the same parameters. */
export interface RouteAlias {
  pattern: string;
  /** The target's pattern; '~' in it is the brand's own segment. */
  target: string;
  scope: RouteScope;
}

/** Every route of spec section 2, from the page kinds. Home, the error route and the portal run no middleware. */
export const ROUTES: readonly RouteDef[] = /* @__PURE__ */ PAGE_KINDS.flatMap((kind) =>
  kind.routes.map((route) => ({ ...route, kind: kind.name, private: kind.private === true })),
);

/** Whether a route is one of the portal's pages (the visitor's own: private, never in a shared cache). */
export const isPortalRoute = (route: Pick<RouteDef, 'kind'>): boolean => route.kind === 'portal';

export const ROUTE_ALIASES: readonly RouteAlias[] = /* @__PURE__ */ PAGE_KINDS.flatMap((kind) => kind.aliases ?? []);

/** The segment /ost/ paths are redirected from (spec section 2, "Error page"). */
const OST_SEGMENT = 'ost';
/** Parameter values: ids, query keys, uids. Anything else is no route (404). */
const PARAM_VALUE = /^[A-Za-z0-9_-]{1,64}$/;
const HTML_SUFFIX = '.html';
/**
 * Where the proxy sends unknown paths: no route has it, so Next.js answers with
 * app/global-not-found.tsx and a 404 status. The proxy passes the locale in LOCALE_HEADER (the
 * brand comes from the Host header, as everywhere).
 */
export const NOT_FOUND_PATH = '/__not-found';
export const LOCALE_HEADER = 'x-site-locale';

export const internalPath = (platform: Platform, locale: Locale, rest = ''): string =>
  `${INTERNAL_PREFIX}/${platform}/${locale}${rest === '/' ? '' : rest}`;

export const isInternalPath = (pathname: string): boolean =>
  pathname === INTERNAL_PREFIX || pathname.startsWith(`${INTERNAL_PREFIX}/`);

const isPrefixed = (brand: Brand, locale: Locale): boolean =>
  (brand.prefixedLocales as readonly string[]).includes(locale);

/** The public home path of a brand's locale: the locale prefix where the brand uses one, else '/'. */
export const homePath = (brand: Brand, locale: Locale): string => (isPrefixed(brand, locale) ? `/${locale}` : '/');

/** A public path of a brand's locale: the path with the locale prefix where the brand uses one. */
export const localePath = (brand: Brand, locale: Locale, rest: string): string =>
  isPrefixed(brand, locale) ? `/${locale}${rest === '/' ? '' : rest}` : rest;

/** '/en/foo' -> ['en', '/foo'] for a brand that serves 'en' under a prefix; the default locale otherwise. */
export const splitLocale = (brand: Brand, pathname: string): [Locale, string] => {
  const segment = pathname.split('/')[1] ?? '';
  if ((brand.prefixedLocales as readonly string[]).includes(segment) && isLocaleOf(brand, segment)) {
    return [segment, pathname.slice(segment.length + 1) || '/'];
  }
  return [brand.locales[0], pathname];
};

const inScope = (brand: Brand, scope: RouteScope): boolean =>
  scope === 'all' || (scope === 'intl') === brand.prefixedLocales.length > 0;

const segmentsOf = (path: string): string[] => path.split('/').filter(Boolean);

type Params = Record<string, string>;

/**
 * Matches path segments against a pattern. `html`: whether ':name.html' segments carry the suffix
 * (public paths) or not (internal paths). Returns the parameters and the segments as matched.
 */
const matchPattern = (
  brand: Brand,
  pattern: string,
  segments: readonly string[],
  html: boolean,
): { params: Params; matched: string[] } | null => {
  const parts = segmentsOf(pattern);
  const params: Params = {};
  const matched: string[] = [];
  let i = 0;
  for (const part of parts) {
    const value = segments[i];
    if (part.startsWith(':')) {
      const optional = part.endsWith('?');
      const suffixed = part.endsWith(HTML_SUFFIX);
      const name = part.slice(1).replace(/\?$/, '').replace(HTML_SUFFIX, '');
      if (value === undefined) {
        if (optional) continue;
        return null;
      }
      let raw = value;
      if (suffixed && html) {
        if (!raw.endsWith(HTML_SUFFIX)) return null;
        raw = raw.slice(0, -HTML_SUFFIX.length);
      }
      if (!PARAM_VALUE.test(raw)) return null;
      params[name] = raw;
      matched.push(raw);
    } else if (part === '~') {
      if (value !== 'ld' && value !== brand.segment) return null;
      matched.push(value);
    } else {
      if (value !== part) return null;
      matched.push(value);
    }
    i += 1;
  }
  return i === segments.length ? { params, matched } : null;
};

/** A pattern filled with parameters; '~' becomes `segment`. The .html suffix is left out (internal form). */
const fillPattern = (pattern: string, params: Params, segment: string): string => {
  const filled = segmentsOf(pattern).flatMap((part) => {
    if (part === '~') return [segment];
    if (!part.startsWith(':')) return [part];
    const value = params[part.slice(1).replace(/\?$/, '').replace(HTML_SUFFIX, '')];
    return value === undefined ? [] : [value];
  });
  return `/${filled.join('/')}`;
};

export interface RouteMatch {
  route: RouteDef;
  params: Params;
  /** The route's own path for these parameters, without locale prefix and .html suffix: what the internal path ends with. */
  canonical: string;
}

/** The route a path (without locale prefix) of a brand shows. `html`: the path is public (.html suffixes present). */
const findRoute = (brand: Brand, path: string, html: boolean): RouteMatch | null => {
  const segments = segmentsOf(path);
  for (const route of ROUTES) {
    if (!inScope(brand, route.scope)) continue;
    const found = matchPattern(brand, route.pattern, segments, html);
    if (found) return { route, params: found.params, canonical: `/${found.matched.join('/')}` };
  }
  return null;
};

/** Every route (direct, not through aliases) a public path of a brand matches: one at most (test/page-kinds.test.ts). */
export const routesMatching = (brand: Brand, path: string): RouteDef[] =>
  ROUTES.filter((route) => inScope(brand, route.scope) && matchPattern(brand, route.pattern, segmentsOf(path), true));

/** The route a public path (without locale prefix) shows, directly or through an alias. */
export const matchPublicPath = (brand: Brand, path: string): RouteMatch | null => {
  const direct = findRoute(brand, path, true);
  if (direct) return direct;
  const segments = segmentsOf(path);
  for (const alias of ROUTE_ALIASES) {
    if (!inScope(brand, alias.scope)) continue;
    const found = matchPattern(brand, alias.pattern, segments, true);
    if (found) return findRoute(brand, fillPattern(alias.target, found.params, brand.segment), false);
  }
  return null;
};

/** The route an internal path's rest (the part after /site/{platform}/{locale}) shows. */
export const matchInternalPath = (brand: Brand, rest: string): RouteMatch | null => findRoute(brand, rest, false);

/** Spec section 2: a path with the segment /ost/ goes to the brand's own segment (cht for XM, otherwise ld). */
export const ostRedirect = (brand: Brand, pathname: string): string | null => {
  const segments = pathname.split('/');
  const at = segments.indexOf(OST_SEGMENT);
  if (at < 1 || at === segments.length - 1) return null;
  segments[at] = brand.segment;
  return segments.join('/');
};

export type RouteResolution =
  /** Send the visitor to `location` (a path; the proxy keeps the query). */
  | { kind: 'redirect'; location: string; permanent: boolean }
  /** Serve `internal`; run the route's middleware first. `path` is the public path without locale prefix. */
  | { kind: 'page'; locale: Locale; match: RouteMatch; path: string; internal: string }
  /** No route: the brand's 404 page in `locale`. */
  | { kind: 'notFound'; locale: Locale };

/** What the proxy does with a public path of a brand. */
export const resolveRoute = (platform: Platform, pathname: string): RouteResolution => {
  const brand = brandOf(platform);
  const [locale, rest] = splitLocale(brand, pathname);
  const notFound = { kind: 'notFound', locale } as const;
  if (isInternalPath(pathname)) return notFound;
  const ost = ostRedirect(brand, pathname);
  if (ost) return { kind: 'redirect', location: ost, permanent: true };
  const match = matchPublicPath(brand, rest);
  if (!match) return notFound;
  return { kind: 'page', locale, match, path: rest, internal: internalPath(platform, locale, match.canonical) };
};

/** Middleware names of a route that the proxy does not know (the first answers 500 'Unknown middleware'). */
export const unknownMiddleware = (route: RouteDef, known: readonly string[] = MIDDLEWARE_NAMES): string[] =>
  route.middleware.filter((name) => !known.includes(name));

/** A menu entry's link, as the disabled-menu rule compares it: the route it shows, and the query it pins. */
export interface MenuTarget {
  canonical: string;
  query: [string, string][];
}

/**
 * The route a menu path of a brand's locale shows (through aliases, without locale prefix), with
 * its query; null for external links, paths of another locale and paths without a route.
 */
export const menuTarget = (brand: Brand, locale: Locale, href: string): MenuTarget | null => {
  if (!href.startsWith('/')) return null;
  const url = new URL(href, 'http://menu.invalid');
  // A path without a locale prefix in a locale's menus means that locale's page.
  const prefix = url.pathname.split('/')[1] ?? '';
  const prefixed = (brand.prefixedLocales as readonly string[]).includes(prefix);
  if (prefixed && prefix !== locale) return null;
  const rest = prefixed ? splitLocale(brand, url.pathname)[1] : url.pathname;
  const match = matchPublicPath(brand, rest);
  return match ? { canonical: match.canonical, query: [...url.searchParams.entries()] } : null;
};

/**
 * Spec section 2: a page whose menu entry is disabled redirects home. An entry covers a request
 * when it shows the request's route and the request carries the entry's query ('/ld/VAT?country=2'
 * covers that view of the page only). The most specific covering entries decide: the request is
 * disabled when one of them is disabled and none of them is enabled.
 */
export const isDisabledByMenu = (
  disabled: readonly MenuTarget[],
  enabled: readonly MenuTarget[],
  canonical: string,
  search: URLSearchParams,
): boolean => {
  const covers = (target: MenuTarget) =>
    target.canonical === canonical && target.query.every(([key, value]) => search.get(key) === value);
  const off = disabled.filter(covers);
  if (off.length === 0) return false;
  const on = enabled.filter(covers);
  const specificity = (targets: MenuTarget[]) => Math.max(-1, ...targets.map((target) => target.query.length));
  return specificity(off) > specificity(on);
};
