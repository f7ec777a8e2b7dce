import { platformForHost } from '@site/contracts/hosts';
import { type NextRequest, NextResponse } from 'next/server';
import { type Brand, brandOf, type Locale } from './src/brands.ts';
import { getMenuState } from './src/content/menu-state.ts';
import { errorDocument } from './src/features/pages/error-document.ts';
import { REQUEST_ID_HEADER } from './src/features/pages/error-texts.ts';
import { pageQueryOf, QUERY_SEGMENT } from './src/lib/page-views.ts';
import {
  homePath,
  internalPath,
  isDisabledByMenu,
  LOCALE_HEADER,
  type MiddlewareName,
  NOT_FOUND_PATH,
  type RouteResolution,
  resolveRoute,
} from './src/lib/site-routes.ts';
import { settings } from './src/settings.ts';

/**
 * Every page request, before it renders (docs: ARCHITECTURE.md, "A request, end to end"):
 *
 *   1. the brand from the Host header;
 *   2. the route of the public path (src/lib/site-routes.ts): a /ost/ path redirects to the
 *      brand's own segment, an unknown path gets the brand's 404 page (app/global-not-found.tsx,
 *      told the locale in a request header);
 *   3. the route's middleware, by name, in order: each may answer itself (a redirect); a name
 *      the proxy does not know answers 500 'Unknown middleware' (spec section 8);
 *   4. the rewrite to the brand's internal route, where the page renders and is cached.
 *
 * The proxy reads nothing of the visitor but the path and query, so pages stay the same for every
 * visitor of a brand.
 */

export interface MiddlewareContext {
  request: NextRequest;
  brand: Brand;
  locale: Locale;
  page: Extract<RouteResolution, { kind: 'page' }>;
}

/** A middleware answers the request itself (a response) or lets it through (undefined). */
export type Middleware = (context: MiddlewareContext) => Promise<NextResponse | undefined>;

/** Spec section 2: a page whose menu entry is disabled redirects to the (locale) home. */
const disabledMenu: Middleware = async ({ request, brand, locale, page }) => {
  const state = await getMenuState(brand, locale);
  if (!isDisabledByMenu(state.disabled, state.enabled, page.match.canonical, request.nextUrl.searchParams)) {
    return undefined;
  }
  return NextResponse.redirect(new URL(homePath(brand, locale), request.url), 307);
};

export const MIDDLEWARE: Readonly<Record<MiddlewareName, Middleware>> = { disabledMenu };

/** Spec section 8: a route naming a middleware the proxy does not have is a 500 'Unknown middleware'. */
export const UNKNOWN_MIDDLEWARE = 'Unknown middleware';

const unknownMiddleware = (request: NextRequest, brand: Brand, locale: Locale, name: string): NextResponse => {
  console.error(`[proxy] ${UNKNOWN_MIDDLEWARE}: ${name} (route of ${request.nextUrl.pathname})`);
  const { pathname, search } = request.nextUrl;
  const html = errorDocument({
    brand,
    locale,
    code: 500,
    message: UNKNOWN_MIDDLEWARE,
    url: `${pathname}${search}`,
    home: homePath(brand, locale),
    requestId: request.headers.get(REQUEST_ID_HEADER),
  });
  return new NextResponse(html, {
    status: 500,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  });
};

export interface ProxyOptions {
  resolve?: typeof resolveRoute;
  /** The middleware by name; tests pass a smaller set to see an unknown name answered. */
  middleware?: Readonly<Record<string, Middleware>>;
}

export const createProxy =
  ({ resolve = resolveRoute, middleware = MIDDLEWARE }: ProxyOptions = {}) =>
  async (request: NextRequest): Promise<NextResponse> => {
    const platform = platformForHost(request.headers.get('host'), settings().hostMap);
    const result = resolve(platform, request.nextUrl.pathname);
    if (result.kind === 'redirect') {
      const url = request.nextUrl.clone();
      url.pathname = result.location;
      return NextResponse.redirect(url, result.permanent ? 301 : 307);
    }
    if (result.kind === 'page') {
      const brand = brandOf(platform);
      for (const name of result.match.route.middleware) {
        const run = Object.hasOwn(middleware, name) ? middleware[name] : undefined;
        if (!run) return unknownMiddleware(request, brand, result.locale, name);
        const answer = await run({ request, brand, locale: result.locale, page: result });
        if (answer) return answer;
      }
    }
    const url = request.nextUrl.clone();
    if (result.kind === 'notFound') {
      url.pathname = NOT_FOUND_PATH;
      const headers = new Headers(request.headers);
      headers.set(LOCALE_HEADER, result.locale);
      return NextResponse.rewrite(url, { request: { headers } });
    }
    // The query a page follows (a list's page, newsDetail's id) becomes part of its internal path.
    const pageQuery = pageQueryOf(result.match.route, request.nextUrl.searchParams);
    url.pathname = pageQuery
      ? internalPath(
          platform,
          result.locale,
          `/${QUERY_SEGMENT}/${encodeURIComponent(pageQuery)}${result.match.canonical}`,
        )
      : result.internal;
    return NextResponse.rewrite(url);
  };

export const proxy = createProxy();

export const config = {
  // Not for Next's own assets or static files (article pages end in .html and do go through).
  matcher: ['/((?!_next/|.*\\.(?:ico|png|jpe?g|gif|svg|webp|avif|webm|mp4|txt|xml|json|css|js|map|woff2?)$).*)'],
};
