import type { Platform } from '@site/contracts/hosts';
import { describe, expect, it } from 'vitest';
import { BRANDS } from '../src/brands.ts';
import { PAGE_KINDS } from '../src/lib/page-kinds/index.ts';
import { siteMap } from '../src/lib/site-map.ts';
import { matchPublicPath, ROUTE_ALIASES, ROUTES, routesMatching } from '../src/lib/site-routes.ts';

/**
 * The registry of page kinds (issue 23): every kind is reachable (its routes have sitemap entries, or the kind or
 * route says why not) and no two routes claim one path. That every kind has its renderer is the type of
 * src/app-shell/kinds/index.ts (a record by kind name).
 */

const PLATFORMS = Object.keys(BRANDS) as Platform[];

/** A public path of a pattern for a brand, with a sample parameter. */
const sample = (platform: Platform, pattern: string, value = '7'): string =>
  `/${pattern
    .split('/')
    .filter(Boolean)
    .map((part) => {
      if (part === '~') return BRANDS[platform].segment;
      if (!part.startsWith(':')) return part;
      return part.endsWith('.html') ? `${value}.html` : value;
    })
    .join('/')}`;

const inScope = (platform: Platform, scope: string) =>
  scope === 'all' || (scope === 'intl') === BRANDS[platform].prefixedLocales.length > 0;

/** A site index in which every kind has something to list. */
const FULL_INDEX = {
  pages: ROUTES.flatMap((route) => {
    const key = route.pattern
      .split('/')
      .filter((part) => part && !part.startsWith(':'))
      .map((part) => (part === '~' ? 'ld' : part))
      .join('-');
    return [key, `${key}-x`];
  })
    .concat(['ld-calculate-2', 'buyingGuide'])
    .map((key) => ({ key, updatedAt: '2026-01-01T00:00:00Z' })),
  articles: ['news', 'help', 'manual', 'trends', 'companyEncy', 'industryInfo', 'FinanceTaxEncy'].map((kind, i) => ({
    id: i + 1,
    kind,
    categoryId: i + 11,
    updatedAt: '2026-01-01T00:00:00Z',
  })),
  categories: ['news', 'help', 'manual', 'trends', 'companyEncy', 'industryInfo', 'FinanceTaxEncy'].map((kind, i) => ({
    id: i + 11,
    kind,
  })),
  videos: [{ id: 21 }],
  partners: [{ id: 31 }],
  tools: [{ id: 41, key: 'ld-calculate-2' }],
};

describe('the page kinds', () => {
  it('are each reachable: every route is in some brand sitemap, or its kind or route says why not', () => {
    const listed = new Set(
      PLATFORMS.flatMap((platform) =>
        BRANDS[platform].locales.flatMap((locale) => siteMap(BRANDS[platform], locale, FULL_INDEX)),
      ).map((entry) => entry.pattern),
    );
    for (const kind of PAGE_KINDS) {
      for (const route of kind.routes) {
        const why = typeof kind.sitemap === 'function' ? route.notInSitemap : kind.sitemap.excluded;
        if (why) expect(listed.has(route.pattern), `${route.pattern} is excluded (${why}) yet listed`).toBe(false);
        else expect(listed.has(route.pattern), `${kind.name}: ${route.pattern} is in no sitemap`).toBe(true);
      }
    }
  });

  it('claim each path once: no two routes match one path, and no alias hides behind a route', () => {
    for (const platform of PLATFORMS) {
      const brand = BRANDS[platform];
      for (const route of ROUTES.filter((r) => inScope(platform, r.scope))) {
        for (const value of ['7', undefined]) {
          const path = sample(platform, route.pattern, value);
          const claims = routesMatching(brand, path).map((r) => `${r.kind} ${r.pattern}`);
          expect(claims.length, `${platform} ${path}: ${claims.join(', ')}`).toBeLessThanOrEqual(1);
        }
      }
      for (const alias of ROUTE_ALIASES.filter((a) => inScope(platform, a.scope))) {
        const path = sample(platform, alias.pattern);
        expect(routesMatching(brand, path), `${platform} alias ${path}`).toEqual([]);
        expect(matchPublicPath(brand, path), `${platform} alias ${path} reaches no route`).not.toBeNull();
      }
    }
  });

  it('list each route under one kind', () => {
    const patterns = PAGE_KINDS.flatMap((kind) => kind.routes.map((route) => route.pattern));
    expect(new Set(patterns).size).toBe(patterns.length);
  });
});
