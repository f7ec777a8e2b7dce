/**
 * The language-change modal's rules (spec sections 2 and 4): raised once, on a Chinese page, for a
 * visitor whose browser prefers another language or whose IP is foreign; the choice is kept in
 * the cookie i18n_redirected for 365 days and in local storage.
 */

export const LANGUAGE_COOKIE = 'i18n_redirected';
export const LANGUAGE_COOKIE_DAYS = 365;
export const LANGUAGE_PREFERENCE_KEY = 'languagePreference';
/** The foreign-IP answer, kept for the browser tab so a home visitor is asked once per visit. */
export const FOREIGN_IP_KEY = 'isForeignIp';

export const isChinese = (tag: string): boolean => /^zh(?:[-_]|$)/i.test(tag.trim());

/** The browser's first (preferred) language is not Chinese; no language at all counts as no mismatch. */
export const browserPrefersOtherLanguage = (languages: readonly string[]): boolean => {
  const first = languages.find((tag) => tag.trim() !== '');
  return first !== undefined && !isChinese(first);
};

export interface ModalInputs {
  /** The page's locale, e.g. 'zh-CN'. */
  pageLocale: string;
  /** A language chosen earlier (the cookie or the stored preference), if any. */
  chosen: string | undefined;
  /** navigator.languages. */
  browserLanguages: readonly string[];
  /** The foreign-IP answer, when known. */
  foreignIp: boolean | undefined;
}

/** 'show' the modal, 'hide' it, or 'check-ip' first (only the IP can still raise it). */
export type ModalDecision = 'show' | 'hide' | 'check-ip';

export const languageModalDecision = ({
  pageLocale,
  chosen,
  browserLanguages,
  foreignIp,
}: ModalInputs): ModalDecision => {
  if (!isChinese(pageLocale) || chosen) return 'hide';
  if (browserPrefersOtherLanguage(browserLanguages)) return 'show';
  if (foreignIp === undefined) return 'check-ip';
  return foreignIp ? 'show' : 'hide';
};
