import type { Locale } from '../../brands.ts';

/** Each language by its own name, as language pickers show them. */
export const LANGUAGE_NAMES: Readonly<Record<Locale, string>> = {
  'zh-CN': '简体中文',
  'zh-TW': '繁體中文',
  en: 'English',
  de: 'Deutsch',
};

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
