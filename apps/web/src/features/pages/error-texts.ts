import type { Locale } from '../../brands.ts';
import { CATALOGUE } from '../../i18n/catalogue.ts';
import { textsOf } from '../../i18n/translate.ts';
import type { ErrorTexts } from './error-rules.ts';

export {
  describeError,
  type ErrorTexts,
  errorCodeOf,
  errorFromQuery,
  REQUEST_ID_HEADER,
  UNKNOWN_MIDDLEWARE,
} from './error-rules.ts';

/**
 * The error and 404 pages' words (spec sections 2 and 8) for server code: the catalogue's `errors` namespace of a
 * locale as one object (the error route compares its query's message with all of them). Server only: the client
 * error views (error-boundary.tsx) read the same namespace from the <Texts> of the root layout, which sends the
 * page's locale only.
 */

const KEYS = Object.keys(CATALOGUE['zh-CN'].errors) as (keyof ErrorTexts)[];

const isLocale = (value: unknown): value is Locale => typeof value === 'string' && value in CATALOGUE;

const byLocale = new Map<Locale, ErrorTexts>();

/** The texts of a locale; simplified Chinese (the default language) for anything else. */
export const errorTexts = (locale: unknown): ErrorTexts => {
  const known: Locale = isLocale(locale) ? locale : 'zh-CN';
  let texts = byLocale.get(known);
  if (!texts) {
    const t = textsOf(known, 'errors');
    texts = Object.fromEntries(KEYS.map((key) => [key, t(key)])) as ErrorTexts;
    byLocale.set(known, texts);
  }
  return texts;
};
