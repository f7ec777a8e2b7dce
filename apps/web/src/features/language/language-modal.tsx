import type { Brand, Locale } from '../../brands.ts';

/** The language-change modal: written in issue 3 part C. */
export function LanguageModal(_: { brand: Brand; locale: Locale }) {
  return null;
}
