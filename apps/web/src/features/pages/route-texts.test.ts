import { describe, expect, it } from 'vitest';
import { BRANDS, type Locale } from '../../brands.ts';
import { ROUTES } from '../../lib/site-routes.ts';
import { ROUTE_TEXTS, routeText } from './route-texts.ts';

/** The locales a route is served in: those of every brand in its scope. */
const localesOf = (scope: (typeof ROUTES)[number]['scope']): Locale[] => {
  const brands = Object.values(BRANDS).filter(
    (brand) => scope === 'all' || (scope === 'intl') === brand.prefixedLocales.length > 0,
  );
  return [...new Set(brands.flatMap((brand) => [...brand.locales]))];
};

/** Pages with texts of their own rather than the generic route page. */
const OWN_PAGES = new Set(['/', '/errorUrl']);

describe('route texts', () => {
  it('give every route a title and purpose in each locale it is served in', () => {
    for (const route of ROUTES.filter((r) => !OWN_PAGES.has(r.pattern))) {
      for (const locale of localesOf(route.scope)) {
        const text = routeText(route.pattern, locale);
        expect(text?.title, `${route.pattern} ${locale}`).toBeTruthy();
        expect(text?.purpose, `${route.pattern} ${locale}`).toBeTruthy();
      }
    }
  });

  it('belong to routes of the table', () => {
    const patterns = new Set(ROUTES.map((route) => route.pattern));
    for (const pattern of Object.keys(ROUTE_TEXTS)) expect(patterns.has(pattern), pattern).toBe(true);
  });

  it('are traditional Chinese for XM', () => {
    expect(routeText('/cht/Incorporation/IncorporationHK', 'zh-TW')?.title).toBe('香港公司註冊');
    expect(routeText('/~/price', 'zh-TW')?.title).toBe('服務價格');
  });
});
