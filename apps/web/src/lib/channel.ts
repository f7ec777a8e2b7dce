/**
 * Channel tracking of spec sections 3, 4 and 6 as pure rules: which channel code a page view carries,
 * what the channel cookies become, and what a visit record reports. The browser part (reading the
 * query and cookies, writing cookies, sending the record) is features/channel-tracking.
 *
 * - A channel code comes from the query parameter channelNo or channelCode, else from the cookies of
 *   the same names; the query wins and is stored in the cookie of its name, on the parent domain.
 * - The questionnaire result page (the questionAnswer route) sets a fixed channel, REPORT_CHANNEL, in
 *   the channelNo cookie; any other page clears it again and gives back the visitor's own channelNo
 *   (kept aside while the fixed one is set).
 * - The channel reported (and read by the gateway) is channelNo, else channelCode.
 */

export const CHANNEL_NO = 'channelNo';
export const CHANNEL_CODE = 'channelCode';

/** The fixed channel of the questionnaire result page (decisions.md, "Channel tracking"). */
export const REPORT_CHANNEL = 'QUESTIONNAIRE_REPORT';

/** How long a channel from a link is kept: 30 days (decisions.md, "Channel tracking"). */
export const CHANNEL_COOKIE_DAYS = 30;

/** The local-storage key that keeps the visitor's own channelNo while the fixed channel is set. */
export const SAVED_CHANNEL_KEY = 'channelNoBeforeReport';

/** The contracts' channelNoParam pattern: 1-64 letters, digits, _ or -. */
const CHANNEL_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** A usable channel code (trimmed), or undefined for a missing or malformed one. */
export const channelCodeOf = (value: string | null | undefined): string | undefined => {
  const trimmed = value?.trim();
  return trimmed && CHANNEL_PATTERN.test(trimmed) ? trimmed : undefined;
};

/** The questionnaire result page's route (/ld/questionAnswer, and /cht/questionAnswer for XM). */
export const REPORT_ROUTE = '/~/questionAnswer';

/**
 * Whether a public path is the questionnaire result page, given that page's public paths for the brand
 * (report-pages.ts, on the server: the route table stays out of the browser). Empty segments do not count, as in
 * the route table's matching.
 */
export const isReportPath = (reportPaths: readonly string[], pathname: string): boolean =>
  reportPaths.includes(`/${pathname.split('/').filter(Boolean).join('/')}`);

export interface ChannelCookies {
  channelNo?: string;
  channelCode?: string;
}

export interface ChannelInput {
  /** The page's query string. */
  query: URLSearchParams;
  /** The channel cookies as the page finds them. */
  cookies: ChannelCookies;
  /** The visitor's own channelNo kept aside while the fixed channel is set. */
  saved?: string;
  /** Whether the page is the questionnaire result page. */
  reportPage: boolean;
}

export interface ChannelPlan {
  /** What the channel cookies should be after this page view (an absent key: no such cookie). */
  cookies: ChannelCookies;
  /** What to keep aside (undefined: nothing). */
  saved?: string;
  /** The channel this page view reports: channelNo, else channelCode. */
  reported?: string;
}

/** The channel cookies and report of a page view. */
export const planChannel = ({ query, cookies, saved, reportPage }: ChannelInput): ChannelPlan => {
  const fromQuery = {
    channelNo: channelCodeOf(query.get(CHANNEL_NO)),
    channelCode: channelCodeOf(query.get(CHANNEL_CODE)),
  };
  let channelNo = fromQuery.channelNo ?? channelCodeOf(cookies.channelNo);
  const channelCode = fromQuery.channelCode ?? channelCodeOf(cookies.channelCode);
  let kept = channelCodeOf(saved);
  if (reportPage) {
    // The visitor's own channelNo (from the query or the cookie) waits until the next page.
    if (channelNo !== undefined && channelNo !== REPORT_CHANNEL) kept = channelNo;
    channelNo = REPORT_CHANNEL;
  } else {
    // The fixed channel belongs to the result page only: elsewhere it goes (whoever set it) and the
    // visitor's own channelNo comes back, unless this page's link brings a new one.
    if (channelNo === REPORT_CHANNEL || channelNo === undefined) channelNo = kept;
    kept = undefined;
  }
  const next: ChannelCookies = {};
  if (channelNo !== undefined) next.channelNo = channelNo;
  if (channelCode !== undefined) next.channelCode = channelCode;
  return { cookies: next, saved: kept, reported: channelNo ?? channelCode };
};

/** The longest path and referrer recordVisit accepts (the contract's limits). */
const MAX_PATH = 500;
const MAX_REFERRER = 2048;

/** The path a visit record carries: the pathname, without query or fragment, within the contract's limit. */
export const visitPath = (pathname: string): string => {
  const path = pathname.startsWith('/') ? pathname : `/${pathname}`;
  const clean = path.replace(/\s/g, encodeURIComponent(' '));
  return clean.length > MAX_PATH ? clean.slice(0, MAX_PATH) : clean;
};

/**
 * The referrer a visit record carries: an http(s) address (without its fragment), shortened to its
 * origin and path when too long; '' for none or anything else.
 */
export const visitReferrer = (referrer: string | null | undefined): string => {
  if (!referrer) return '';
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return '';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return '';
  url.hash = '';
  const full = url.toString();
  if (full.length <= MAX_REFERRER) return full;
  const short = `${url.origin}${url.pathname}`;
  return short.length <= MAX_REFERRER ? short : url.origin;
};
