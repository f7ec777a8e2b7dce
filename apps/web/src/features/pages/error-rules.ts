import type { Messages } from '../../i18n/catalogue.ts';

/**
 * The error pages' rules (spec sections 2 and 8): status codes, what a page shows for a thrown value or for the error
 * route's query. No texts of their own: they take the `errors` namespace of the catalogue (messages/*.json), which
 * server code reads with errorTexts (error-texts.ts) and the client error views (error-boundary.tsx) from <Texts>.
 * Imported by those client views, so nothing here reads the catalogue itself.
 */

/** The error pages' words in one locale (the catalogue's `errors` namespace: plain texts, no arguments). */
export type ErrorTexts = Messages['errors'];

/**
 * The request header carrying the request's id: set by server.ts on every request (a sane incoming one or a new
 * one, @site/gateway/ops) and sent back in the answer's header of the same name; server-rendered error pages
 * print it.
 */
export const REQUEST_ID_HEADER = 'x-request-id';

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
