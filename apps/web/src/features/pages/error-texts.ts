import type { Locale } from '../../brands.ts';

/**
 * The error and 404 pages' words (spec sections 2 and 8), per locale. Kept apart from
 * src/lib/ui-text.ts: the error boundary and the 404 view are client components sent with every
 * page, so they carry only these few strings.
 */
const TEXTS = {
  'zh-CN': {
    notFound: '哎呀，页面错误~',
    errorRequest: '错误请求：',
    backHome: '返回首页',
    systemBusy: '系统繁忙，请稍后重试',
    errorTitle: '出错了',
  },
  'zh-TW': {
    notFound: '哎呀，頁面錯誤~',
    errorRequest: '錯誤請求：',
    backHome: '返回首頁',
    systemBusy: '系統繁忙，請稍後重試',
    errorTitle: '出錯了',
  },
  en: {
    notFound: 'Oops, page not found~',
    errorRequest: 'Erroneous request: ',
    backHome: 'Back to home',
    systemBusy: 'System busy, please try again later',
    errorTitle: 'Something went wrong',
  },
  de: {
    notFound: 'Hoppla, Seite nicht gefunden~',
    errorRequest: 'Fehlerhafte Anfrage: ',
    backHome: 'Zur Startseite',
    systemBusy: 'System ausgelastet, bitte versuchen Sie es später erneut',
    errorTitle: 'Ein Fehler ist aufgetreten',
  },
} as const satisfies Record<Locale, Record<string, string>>;

export type ErrorTexts = (typeof TEXTS)[Locale];

const isLocale = (value: unknown): value is Locale => typeof value === 'string' && value in TEXTS;

/** The texts of a locale; simplified Chinese (the default language) for anything else. */
export const errorTexts = (locale: unknown): ErrorTexts => TEXTS[isLocale(locale) ? locale : 'zh-CN'];

/** Spec section 2: an error without a status code is shown as 500. */
export const DEFAULT_ERROR_CODE = 500;

/** The status code an error page shows: a code from 100 to 599 given to it, else 500. */
export const errorCodeOf = (value: unknown): number => {
  const code = typeof value === 'number' ? value : Number.parseInt(String(value ?? ''), 10);
  return Number.isInteger(code) && code >= 100 && code <= 599 ? code : DEFAULT_ERROR_CODE;
};

/** What an error page shows for a thrown value: the gateway's own message and call, else the generic 'system busy'. */
export const describeError = (
  error: unknown,
  texts: Pick<ErrorTexts, 'systemBusy'>,
  pageUrl: string | null,
): { code: number; message: string; url: string | null } => {
  if (error instanceof Error && error.name === 'ApiError') {
    const { status, url } = error as Error & { status?: number; url?: string };
    return {
      code: errorCodeOf(status && status >= 400 ? status : undefined),
      message: error.message || texts.systemBusy,
      url: url || pageUrl,
    };
  }
  return { code: DEFAULT_ERROR_CODE, message: texts.systemBusy, url: pageUrl };
};

type QueryValue = string | string[] | undefined;

const first = (value: QueryValue): string => (Array.isArray(value) ? (value[0] ?? '') : (value ?? '')).trim();

/** Longest message and url the error route shows from its query (anything longer is cut). */
const MAX_MESSAGE = 200;
const MAX_URL = 500;

/** The error route's query (code, url, message) as the page shows it: code 500 and 'system busy' when absent. */
export const errorFromQuery = (
  query: Record<string, QueryValue>,
  texts: Pick<ErrorTexts, 'systemBusy'>,
): { code: number; message: string; url: string | null } => ({
  code: errorCodeOf(first(query.code) || undefined),
  message: first(query.message).slice(0, MAX_MESSAGE) || texts.systemBusy,
  url: first(query.url).slice(0, MAX_URL) || null,
});
