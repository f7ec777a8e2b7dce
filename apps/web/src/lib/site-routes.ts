import type { Platform } from '@site/contracts/hosts';
import { type Brand, brandOf, isLocaleOf, type Locale } from '../brands.ts';

/**
 * Public paths -> the internal, brand-scoped routes under app/site/[platform]/[locale]. Each brand
 * and locale gets its own path, so Next.js caches each brand's pages separately although every
 * brand is served from the same public paths on its own host.
 */

export const INTERNAL_PREFIX = '/site';

/** Public paths of the home page (spec section 2: "/ and /ld/homes: home"). */
const HOME_PATHS = new Set(['/', '/ld/homes']);

export const internalPath = (platform: Platform, locale: Locale, rest = ''): string =>
  `${INTERNAL_PREFIX}/${platform}/${locale}${rest}`;

export const isInternalPath = (pathname: string): boolean =>
  pathname === INTERNAL_PREFIX || pathname.startsWith(`${INTERNAL_PREFIX}/`);

/** '/en/foo' -> ['en', '/foo'] for a brand that serves 'en' under a prefix. */
const splitLocalePrefix = (brand: Brand, pathname: string): [Locale, string] | undefined => {
  const segment = pathname.split('/')[1] ?? '';
  if (!(brand.prefixedLocales as readonly string[]).includes(segment) || !isLocaleOf(brand, segment)) return undefined;
  return [segment, pathname.slice(segment.length + 1) || '/'];
};

/** The internal route that renders a public path of a brand, or undefined when there is none (404). */
export const resolveRoute = (platform: Platform, pathname: string): string | undefined => {
  const brand = brandOf(platform);
  const [locale, rest] = splitLocalePrefix(brand, pathname) ?? [brand.locales[0], pathname];
  if (HOME_PATHS.has(rest)) return internalPath(platform, locale);
  return undefined;
};

/** The public home path of a brand's locale: the locale prefix where the brand uses one, else '/'. */
export const homePath = (brand: Brand, locale: Locale): string =>
  (brand.prefixedLocales as readonly string[]).includes(locale) ? `/${locale}` : '/';

/** Login and registration happen on the user portal, in a new tab (spec section 2, "Login and registration"). */
export const LOGIN_PATH = '/user/login?pointType=logins';
export const REGISTER_PATH = '/user/register?pointType=registers';
