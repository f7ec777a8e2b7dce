import type { Locale } from '../../brands.ts';

/**
 * The error and 404 pages' words (spec sections 2 and 8), per locale. Kept apart from
 * src/lib/ui-text.ts: the error boundary and the 404 view are client components sent with every
 * page, so they carry only these few strings.
 */
const TEXTS = {
  'zh-CN': {
    requestId: '请求编号：',
    notFound: '哎呀，页面错误~',
    errorRequest: '错误请求：',
    backHome: '返回首页',
    systemBusy: '系统繁忙，请稍后重试',
    errorTitle: '出错了',
    badRequest: '请求参数有误',
    unauthorized: '请先登录',
    forbidden: '没有访问权限',
    methodNotAllowed: '不支持该请求方式',
    timeout: '请求超时，请重试',
    tooLarge: '提交内容过长，请精简后重试',
    tooManyRequests: '操作过于频繁，请稍后再试',
    unavailable: '服务暂时不可用，请稍后重试',
  },
  'zh-TW': {
    requestId: '請求編號：',
    notFound: '哎呀，頁面錯誤~',
    errorRequest: '錯誤請求：',
    backHome: '返回首頁',
    systemBusy: '系統繁忙，請稍後重試',
    errorTitle: '出錯了',
    badRequest: '請求參數有誤',
    unauthorized: '請先登入',
    forbidden: '沒有訪問權限',
    methodNotAllowed: '不支援該請求方式',
    timeout: '請求逾時，請重試',
    tooLarge: '提交內容過長，請精簡後重試',
    tooManyRequests: '操作過於頻繁，請稍後再試',
    unavailable: '服務暫時無法使用，請稍後重試',
  },
  en: {
    requestId: 'Request ID: ',
    notFound: 'Oops, page not found~',
    errorRequest: 'Erroneous request: ',
    backHome: 'Back to home',
    systemBusy: 'System busy, please try again later',
    errorTitle: 'Something went wrong',
    badRequest: 'The request was not valid',
    unauthorized: 'Please log in first',
    forbidden: 'You have no access to this page',
    methodNotAllowed: 'This request method is not supported',
    timeout: 'The request timed out, please try again',
    tooLarge: 'The request is too large',
    tooManyRequests: 'Too many requests, please try again later',
    unavailable: 'The service is unavailable, please try again later',
  },
  de: {
    requestId: 'Anfrage-ID: ',
    notFound: 'Hoppla, Seite nicht gefunden~',
    errorRequest: 'Fehlerhafte Anfrage: ',
    backHome: 'Zur Startseite',
    systemBusy: 'System ausgelastet, bitte versuchen Sie es später erneut',
    errorTitle: 'Ein Fehler ist aufgetreten',
    badRequest: 'Die Anfrage ist ungültig',
    unauthorized: 'Bitte melden Sie sich zuerst an',
    forbidden: 'Sie haben keinen Zugriff auf diese Seite',
    methodNotAllowed: 'Diese Anfragemethode wird nicht unterstützt',
    timeout: 'Zeitüberschreitung, bitte erneut versuchen',
    tooLarge: 'Die Anfrage ist zu groß',
    tooManyRequests: 'Zu viele Anfragen, bitte später erneut versuchen',
    unavailable: 'Der Dienst ist nicht verfügbar, bitte später erneut versuchen',
  },
} as const satisfies Record<Locale, Record<string, string>>;

export type ErrorTexts = (typeof TEXTS)[Locale];

/**
 * The request header carrying the request's id: set by server.ts on every request (a sane incoming one or a new
 * one, @site/gateway/ops) and sent back in the answer's header of the same name; server-rendered error pages
 * print it.
 */
export const REQUEST_ID_HEADER = 'x-request-id';

const isLocale = (value: unknown): value is Locale => typeof value === 'string' && value in TEXTS;

/** The texts of a locale; simplified Chinese (the default language) for anything else. */
export const errorTexts = (locale: unknown): ErrorTexts => TEXTS[isLocale(locale) ? locale : 'zh-CN'];

/** Spec section 2: an error without a status code is shown as 500. */
const DEFAULT_ERROR_CODE = 500;

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

/** Longest url the error route shows from its query (anything longer is cut). */
const MAX_URL = 500;

/** The page's words for a status code: its own where the site has one, 'not found' for 404, else 'system busy'. */
const messageOfCode = (code: number, texts: ErrorTexts): string => {
  const byCode: Record<number, string> = {
    400: texts.badRequest,
    401: texts.unauthorized,
    403: texts.forbidden,
    404: texts.notFound,
    405: texts.methodNotAllowed,
    408: texts.timeout,
    413: texts.tooLarge,
    429: texts.tooManyRequests,
    502: texts.unavailable,
    503: texts.unavailable,
    504: texts.unavailable,
  };
  return byCode[code] ?? texts.systemBusy;
};

/** The proxy's own error (spec section 2), shown in its words on every brand. */
export const UNKNOWN_MIDDLEWARE = 'Unknown middleware';

/**
 * The error route's query (code, url, message) as the page shows it. The message is never free text from the
 * address (a link to our domain must not carry someone else's words): a `message` that is one of the site's own
 * texts for this locale is kept, anything else gives the code's own words; code 500 when absent. The failed url is
 * plain text (ErrorView never makes it a link), cut to 500 characters.
 */
export const errorFromQuery = (
  query: Record<string, QueryValue>,
  texts: ErrorTexts,
): { code: number; message: string; url: string | null } => {
  const code = errorCodeOf(first(query.code) || undefined);
  const asked = first(query.message);
  const known = asked === UNKNOWN_MIDDLEWARE || Object.values(texts).includes(asked as never);
  return {
    code,
    message: known && asked !== texts.errorRequest && asked !== texts.backHome ? asked : messageOfCode(code, texts),
    url: urlOf(first(query.url)),
  };
};

/** The failed url as shown: a path or an http(s) address without spaces (not a sentence dressed as one), cut. */
const urlOf = (value: string): string | null => (/^(\/|https?:\/\/)\S*$/i.test(value) ? value.slice(0, MAX_URL) : null);
