import type { Platform } from '@site/contracts/hosts';
import { type Brand, brandOf, isLocaleOf, type Locale } from '../brands.ts';

/**
 * The route table of spec section 2 and the rules that map a public path to the internal,
 * brand-scoped route under app/site/[platform]/[locale]. Each brand and locale gets its own
 * internal path, so Next.js caches each brand's pages separately although every brand is served
 * from the same public paths on its own host. proxy.ts applies the result: redirects, the route's
 * middleware, the rewrite.
 *
 * The table is plain data (no calls at module level): client islands import homePath from this
 * module, and the bundler drops the rest.
 */

export const INTERNAL_PREFIX = '/site';

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

export interface RouteDef {
  /**
   * The public path: literal segments; ':name' one parameter segment; ':name?' an optional last
   * one; ':name.html' a parameter written with the .html suffix (the suffix is not part of the
   * value nor of the internal path). A first segment '~' stands for the brand's own segment
   * group: 'ld' for every brand, and the brand's `segment` (cht for XM) as well.
   */
  pattern: string;
  layout: Layout;
  scope: RouteScope;
  /** Run by the proxy in order before the page is served. Names, not functions: the table is data. */
  middleware: readonly string[];
  /** Query parameters the page reads, for the page that renders them. */
  query?: readonly string[];
}

/** A second public path for a route: served as the target, with the same parameters. */
export interface RouteAlias {
  pattern: string;
  /** The target's pattern; '~' in it is the brand's own segment. */
  target: string;
  scope: RouteScope;
}

const M = ['disabledMenu'] as const;

/** Every route of spec section 2. Home and the error route run no middleware. */
export const ROUTES: readonly RouteDef[] = [
  { pattern: '/', layout: 'default', scope: 'all', middleware: [] },
  { pattern: '/amazon', layout: 'blank', scope: 'zh', middleware: M },
  { pattern: '/anniversary', layout: 'activity', scope: 'zh', middleware: M },
  { pattern: '/buyingGuide', layout: 'default', scope: 'zh', middleware: M, query: ['id'] },
  { pattern: '/buyingGuide/details', layout: 'default', scope: 'zh', middleware: M },
  { pattern: '/compliance_service_epr', layout: 'default', scope: 'all', middleware: M },
  { pattern: '/design_for_recycling', layout: 'default', scope: 'all', middleware: M },
  { pattern: '/errorUrl', layout: 'blank', scope: 'all', middleware: [], query: ['code', 'url', 'message'] },
  { pattern: '/land618', layout: 'blank', scope: 'zh', middleware: M },
  { pattern: '/recycling_labels', layout: 'default', scope: 'all', middleware: M },
  { pattern: '/search', layout: 'default', scope: 'zh', middleware: M },
  { pattern: '/searchCategory', layout: 'default', scope: 'zh', middleware: M },
  { pattern: '/syProductService', layout: 'default', scope: 'zh', middleware: M, query: ['type'] },
  { pattern: '/systemSearch', layout: 'default', scope: 'zh', middleware: M },
  // The overseas-company brand (XM)
  { pattern: '/cht/accountingAudit', layout: 'default', scope: 'zh', middleware: M },
  { pattern: '/cht/bankAccount', layout: 'default', scope: 'zh', middleware: M },
  { pattern: '/cht/commonQuestion', layout: 'default', scope: 'zh', middleware: M },
  { pattern: '/cht/secretaryServices', layout: 'default', scope: 'zh', middleware: M },
  { pattern: '/cht/xmsailSchool', layout: 'default', scope: 'zh', middleware: M },
  { pattern: '/cht/xmsailSchool/companyEncy', layout: 'default', scope: 'zh', middleware: M },
  { pattern: '/cht/xmsailSchool/FinanceTaxEncy', layout: 'default', scope: 'zh', middleware: M },
  { pattern: '/cht/xmsailSchool/industryInfo', layout: 'default', scope: 'zh', middleware: M },
  { pattern: '/cht/xmsailSchool/trends', layout: 'default', scope: 'zh', middleware: M },
  { pattern: '/trends/:id.html', layout: 'default', scope: 'zh', middleware: M },
  { pattern: '/companyEncy/:id.html', layout: 'default', scope: 'zh', middleware: M },
  { pattern: '/industryInfo/:id.html', layout: 'default', scope: 'zh', middleware: M },
  { pattern: '/FinanceTaxEncy/:id.html', layout: 'default', scope: 'zh', middleware: M },
  { pattern: '/cht/annualReview/annualReviewBVI', layout: 'default', scope: 'zh', middleware: M },
  { pattern: '/cht/annualReview/annualReviewHK', layout: 'default', scope: 'zh', middleware: M },
  { pattern: '/cht/annualReview/annualReviewSSE', layout: 'default', scope: 'zh', middleware: M },
  { pattern: '/cht/annualReview/annualReviewUSA', layout: 'default', scope: 'zh', middleware: M },
  { pattern: '/cht/annualReview/annualReviewXJP', layout: 'default', scope: 'zh', middleware: M },
  { pattern: '/cht/annualReview/annualReviewYG', layout: 'default', scope: 'zh', middleware: M },
  { pattern: '/cht/Incorporation/IncorporationBVI', layout: 'default', scope: 'zh', middleware: M },
  { pattern: '/cht/Incorporation/IncorporationFR', layout: 'default', scope: 'zh', middleware: M },
  { pattern: '/cht/Incorporation/IncorporationHK', layout: 'default', scope: 'zh', middleware: M },
  { pattern: '/cht/Incorporation/IncorporationSSE', layout: 'default', scope: 'zh', middleware: M },
  { pattern: '/cht/Incorporation/IncorporationUSA', layout: 'default', scope: 'zh', middleware: M },
  { pattern: '/cht/Incorporation/IncorporationXJP', layout: 'default', scope: 'zh', middleware: M },
  { pattern: '/cht/Incorporation/IncorporationYG', layout: 'default', scope: 'zh', middleware: M },
  { pattern: '/cht/hot/newcomerActivities', layout: 'default', scope: 'zh', middleware: M },
  { pattern: '/cht/hot/module/hotModal', layout: 'default', scope: 'zh', middleware: M },
  { pattern: '/cht/hot/module/loginSuccessful', layout: 'default', scope: 'zh', middleware: M },
  { pattern: '/cht/hot/module/repeat', layout: 'default', scope: 'zh', middleware: M },
  // The law firm (MDT)
  { pattern: '/mdt/aboutUs', layout: 'default', scope: 'zh', middleware: M },
  { pattern: '/mdt/contactUs', layout: 'default', scope: 'zh', middleware: M },
  { pattern: '/mdt/copyright', layout: 'default', scope: 'zh', middleware: M },
  { pattern: '/mdt/faq', layout: 'default', scope: 'zh', middleware: M },
  { pattern: '/mdt/litigation', layout: 'default', scope: 'zh', middleware: M },
  { pattern: '/mdt/patent', layout: 'default', scope: 'zh', middleware: M },
  { pattern: '/mdt/trademark', layout: 'default', scope: 'zh', middleware: M },
  // The /ld/ group
  { pattern: '/ld/CBAM', layout: 'default', scope: 'zh', middleware: M },
  { pattern: '/ld/complianceAnswer', layout: 'default', scope: 'zh', middleware: M },
  // 法规更新: the compliance rules' change history (issue 24)
  { pattern: '/ld/regulationUpdates', layout: 'default', scope: 'zh', middleware: M },
  { pattern: '/ld/contactUs', layout: 'default', scope: 'all', middleware: M, query: ['from'] },
  { pattern: '/ld/cooperative/:friendId?', layout: 'default', scope: 'zh', middleware: M },
  { pattern: '/ld/registered', layout: 'blank', scope: 'zh', middleware: M },
  { pattern: '/ld/calculate/:id?', layout: 'default', scope: 'zh', middleware: M },
  { pattern: '/ld/video/:uid?', layout: 'blank', scope: 'zh', middleware: M },
  // The brand's own segment group: /ld/... everywhere, /cht/... for XM as well (the /ost/ rule's targets)
  { pattern: '/~/EPR/:query?', layout: 'default', scope: 'zh', middleware: M },
  { pattern: '/~/ouAgent/:query?', layout: 'default', scope: 'zh', middleware: M },
  { pattern: '/~/videos/:query?', layout: 'default', scope: 'zh', middleware: M },
  { pattern: '/~/videoDetail/:query?', layout: 'default', scope: 'zh', middleware: M },
  { pattern: '/~/problem/:query?', layout: 'default', scope: 'zh', middleware: M },
  { pattern: '/~/operation/:query?', layout: 'default', scope: 'zh', middleware: M },
  { pattern: '/~/aboutVat/:query?', layout: 'default', scope: 'zh', middleware: M },
  { pattern: '/~/VATdetail/:query?', layout: 'default', scope: 'zh', middleware: M },
  { pattern: '/~/price', layout: 'default', scope: 'zh', middleware: M, query: ['service'] },
  { pattern: '/~/aboutUs', layout: 'default', scope: 'zh', middleware: M },
  { pattern: '/~/VAT', layout: 'default', scope: 'zh', middleware: M, query: ['country', 'service'] },
  {
    pattern: '/~/questionAnswer',
    layout: 'default',
    scope: 'zh',
    middleware: M,
    query: ['pointType', 'reportId', 'channelNo', 'intoWay'],
  },
  // The report as a PDF download (ours: rendered on the server from the result page)
  { pattern: '/~/questionAnswer/pdf', layout: 'default', scope: 'zh', middleware: M, query: ['reportId'] },
  { pattern: '/custom/:uid?', layout: 'blank', scope: 'all', middleware: M },
  { pattern: '/guide/:uid?', layout: 'blank', scope: 'zh', middleware: M },
  // The CBAM page, on the two paths the menus use for it
  { pattern: '/services/eu_cbam', layout: 'default', scope: 'zh', middleware: M },
  { pattern: '/services/amazon-climate-pledge-friendly', layout: 'default', scope: 'zh', middleware: M },
  // The English/German variant (its locale prefix is taken off before matching)
  { pattern: '/service', layout: 'default', scope: 'intl', middleware: M },
  { pattern: '/news/:id', layout: 'default', scope: 'intl', middleware: M },
  { pattern: '/insight', layout: 'default', scope: 'intl', middleware: M },
  { pattern: '/case_studies', layout: 'default', scope: 'intl', middleware: M },
  { pattern: '/newsDetail', layout: 'default', scope: 'intl', middleware: M, query: ['id'] },
  // The user portal (docs/portal.md), on every host: pages of the visitor, never cached, not in the sitemap, not
  // switched off by a menu. They keep the query they were opened with (read in the browser).
  { pattern: '/user/register', layout: 'default', scope: 'all', middleware: [] },
  { pattern: '/user/login', layout: 'default', scope: 'all', middleware: [] },
  { pattern: '/user/workbench', layout: 'default', scope: 'all', middleware: [] },
  { pattern: '/user/dev-outbox', layout: 'default', scope: 'all', middleware: [] },
];

/** The portal's routes start with this segment: the page cache never stores them (page-server.ts). */
export const PORTAL_SEGMENT = '/user/';

/** Whether a route is one of the portal's pages (the visitor's own: private, never in a shared cache). */
export const isPortalRoute = (route: Pick<RouteDef, 'pattern'>): boolean => route.pattern.startsWith(PORTAL_SEGMENT);

export const ROUTE_ALIASES: readonly RouteAlias[] = [
  { pattern: '/ld/homes', target: '/', scope: 'all' },
  { pattern: '/mdt/homes', target: '/', scope: 'zh' },
  { pattern: '/contact', target: '/ld/contactUs', scope: 'all' },
  { pattern: '/ld/aboutVAT/:query?', target: '/ld/aboutVat/:query?', scope: 'zh' },
  { pattern: '/support/tutorial/:query?', target: '/~/operation/:query?', scope: 'zh' },
  { pattern: '/support/video/:query?', target: '/~/videos/:query?', scope: 'zh' },
  { pattern: '/support/videoDetail/:query?', target: '/~/videoDetail/:query?', scope: 'zh' },
  { pattern: '/support/faq/:query?', target: '/~/problem/:query?', scope: 'zh' },
  { pattern: '/news/:query?', target: '/~/aboutVat/:query?', scope: 'zh' },
  { pattern: '/newsDetail/:query?', target: '/~/VATdetail/:query?', scope: 'zh' },
  { pattern: '/services', target: '/~/price', scope: 'zh' },
  { pattern: '/about', target: '/~/aboutUs', scope: 'zh' },
  { pattern: '/mdt/practiceAreas/trademark', target: '/mdt/trademark', scope: 'zh' },
  { pattern: '/mdt/practiceAreas/patent', target: '/mdt/patent', scope: 'zh' },
  { pattern: '/mdt/practiceAreas/copyright', target: '/mdt/copyright', scope: 'zh' },
  { pattern: '/mdt/practiceAreas/litigation', target: '/mdt/litigation', scope: 'zh' },
];

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
