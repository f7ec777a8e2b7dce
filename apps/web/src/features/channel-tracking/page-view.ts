import { byRoute } from '@site/contracts/client';
import { routes } from '@site/contracts/route';
import type { recordVisit } from '@site/contracts/system';
import type { Brand, Locale } from '../../brands.ts';
import { createReportGateway } from '../../lib/browser-gateway.ts';
import {
  CHANNEL_CODE,
  CHANNEL_COOKIE_DAYS,
  CHANNEL_NO,
  type ChannelCookies,
  type ChannelPlan,
  isReportPath,
  planChannel,
  REPORT_CHANNEL,
  SAVED_CHANNEL_KEY,
  visitPath,
  visitReferrer,
} from '../../lib/channel.ts';
import { readCookie, removeCookie, setCookie } from '../../lib/cookies.ts';
import { deviceId } from '../../lib/device-id.ts';

/**
 * What channel tracking does for one page view, loaded on demand by ChannelTracking with the rules and the gateway
 * client (none of it is in a page's first-load JavaScript; the call goes by route, so no zod either: the gateway
 * checks its input): the channel cookies brought to the plan of src/lib/channel.ts, then the view reported with
 * recordVisit.
 */

export interface PageViewContext {
  brand: Brand;
  locale: Locale;
  /** The questionnaire result page's public paths for this brand (lib/report-pages.ts). */
  reportPaths: readonly string[];
}

export interface PageView {
  /** The public path and query of the page (window.location, not the internal path the proxy rewrote to). */
  path: string;
  search: string;
  /** The document's referrer for the first view, the previous page for a view inside the app. */
  referrer: string;
}

const savedChannel = {
  read(): string | undefined {
    try {
      return window.localStorage.getItem(SAVED_CHANNEL_KEY) ?? undefined;
    } catch {
      return undefined;
    }
  },
  write(value: string | undefined): void {
    try {
      if (value === undefined) window.localStorage.removeItem(SAVED_CHANNEL_KEY);
      else window.localStorage.setItem(SAVED_CHANNEL_KEY, value);
    } catch {
      // Storage blocked: the visitor's own channel is not given back after the result page.
    }
  },
};

/** Sets a channel cookie on the parent domain; where the browser refuses that domain, on this host. */
const writeChannelCookie = (name: string, value: string): void => {
  // The fixed channel lives for the session only; a link's channel for CHANNEL_COOKIE_DAYS.
  const days = value === REPORT_CHANNEL ? undefined : CHANNEL_COOKIE_DAYS;
  setCookie(name, value, { scope: 'parent', days });
  if (readCookie(name) !== value) setCookie(name, value, { scope: 'host', days });
};

const clearChannelCookie = (name: string): void => {
  removeCookie(name, { scope: 'parent' });
  removeCookie(name, { scope: 'host' });
};

/** Brings the cookies to the plan: new or changed values are written (a link's value always, to renew it). */
const applyPlan = (plan: ChannelPlan, current: ChannelCookies, query: URLSearchParams): void => {
  for (const name of [CHANNEL_NO, CHANNEL_CODE] as const) {
    const next = plan.cookies[name];
    if (next === undefined) {
      if (current[name] !== undefined) clearChannelCookie(name);
    } else if (next !== current[name] || query.get(name) === next) {
      writeChannelCookie(name, next);
    }
  }
  savedChannel.write(plan.saved);
};

/** The channel cookies of a page view, then its visit record (fire and forget: a failed report changes nothing). */
export const trackPageView = ({ brand, locale, reportPaths }: PageViewContext, view: PageView): Promise<unknown> => {
  const query = new URLSearchParams(view.search);
  const current: ChannelCookies = { channelNo: readCookie(CHANNEL_NO), channelCode: readCookie(CHANNEL_CODE) };
  const plan = planChannel({
    query,
    cookies: current,
    saved: savedChannel.read(),
    reportPage: isReportPath(reportPaths, view.path),
  });
  applyPlan(plan, current, query);
  const body = {
    deviceId: deviceId(),
    path: visitPath(view.path),
    referrer: visitReferrer(view.referrer),
    ...(plan.reported ? { channelNo: plan.reported } : {}),
  };
  return createReportGateway({ brand, locale }).call(byRoute<typeof recordVisit>(routes.recordVisit), {
    body,
    silent: true,
    ignoreUnauthorized: true,
  });
};
