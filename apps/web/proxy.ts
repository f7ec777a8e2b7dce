import { parseHostMap, platformForHost } from '@site/contracts/hosts';
import { type NextRequest, NextResponse } from 'next/server';
import { isInternalPath, resolveRoute } from './src/lib/site-routes.ts';

/**
 * Resolves the brand from the Host header and rewrites the public path to the brand's internal
 * route (src/lib/site-routes.ts). Internal routes are not reachable from outside; paths without a
 * route fall through to the 404 page.
 */

const hostMap = parseHostMap({ PLATFORM_HOSTS: process.env.PLATFORM_HOSTS, PLATFORM: process.env.PLATFORM });

/** Matches no route: Next.js answers with app/global-not-found.tsx. */
const NOT_FOUND_PATH = '/__not-found';

export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (isInternalPath(pathname)) return NextResponse.rewrite(new URL(NOT_FOUND_PATH, request.url));
  const platform = platformForHost(request.headers.get('host'), hostMap);
  const target = resolveRoute(platform, pathname);
  if (!target) return NextResponse.next();
  const url = request.nextUrl.clone();
  url.pathname = target;
  return NextResponse.rewrite(url);
}

export const config = {
  // Not for Next's own assets or static files (article pages end in .html and do go through).
  matcher: ['/((?!_next/|.*\\.(?:ico|png|jpe?g|gif|svg|webp|avif|txt|xml|json|css|js|map|woff2?)$).*)'],
};
