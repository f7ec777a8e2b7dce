import type { Locale } from '../../brands.ts';

/**
 * Each locale's key in the catalogue's `languages` namespace: each language by its own name, as language pickers
 * show them (the same words in every locale's catalogue).
 */
export const LANGUAGE_KEYS = { 'zh-CN': 'zhCN', 'zh-TW': 'zhTW', en: 'en', de: 'de' } as const satisfies Record<
  Locale,
  string
>;

/**
 * The same page in another locale of a brand with locale prefixes: '/en/service' -> '/de/service'.
 * A path without a locale prefix (a page the locales share) leads to the target locale's home.
 */
export const switchLocalePath = (pathname: string, prefixedLocales: readonly string[], target: string): string => {
  const [, first = '', ...rest] = pathname.split('/');
  if (!prefixedLocales.includes(first)) return `/${target}`;
  const tail = rest.join('/');
  return tail ? `/${target}/${tail}` : `/${target}`;
};
