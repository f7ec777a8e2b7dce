'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { Suspense, useEffect, useRef } from 'react';
import type { Brand, Locale } from '../../brands.ts';
import {
  CHANNEL_CODE,
  CHANNEL_COOKIE_DAYS,
  CHANNEL_NO,
  type ChannelCookies,
  type ChannelPlan,
  isReportPage,
  planChannel,
  REPORT_CHANNEL,
  SAVED_CHANNEL_KEY,
  visitPath,
  visitReferrer,
} from '../../lib/channel.ts';
import { readCookie, removeCookie, setCookie } from '../../lib/cookies.ts';
import { deviceId } from '../../lib/device-id.ts';

/**
 * Channel tracking (spec sections 3, 4 and 6): on every page view, the channel of the link (query
 * channelNo / channelCode) or of the cookies goes into the channel cookies on the parent domain, the
 * questionnaire result page sets its fixed channel (cleared on the next other page), and the view is
 * reported with recordVisit. The rules are src/lib/channel.ts; this applies them in the browser. It
 * renders nothing, so the page around it stays the same for every visitor (cached).
 */

interface Props {
  brand: Brand;
  locale: Locale;
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

function PageViews({ brand, locale }: Props) {
  // The hooks only tell when the page changed; the values are read from window.location (the public
  // address, not the internal one the proxy rewrote to).
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const last = useRef<string | null>(null);

  useEffect(() => {
    void pathname;
    void searchParams;
    const { origin, pathname: path, search } = window.location;
    const address = `${origin}${path}${search}`;
    if (last.current === address) return;
    // The first view's referrer is the document's; a view inside the app comes from the previous page.
    const referrer = last.current ?? document.referrer;
    last.current = address;

    const query = new URLSearchParams(search);
    const current: ChannelCookies = { channelNo: readCookie(CHANNEL_NO), channelCode: readCookie(CHANNEL_CODE) };
    const plan = planChannel({
      query,
      cookies: current,
      saved: savedChannel.read(),
      reportPage: isReportPage(brand, path),
    });
    applyPlan(plan, current, query);

    const body = {
      deviceId: deviceId(),
      path: visitPath(path),
      referrer: visitReferrer(referrer),
      ...(plan.reported ? { channelNo: plan.reported } : {}),
    };
    // Fire and forget: a failed report changes nothing on the page. The call's code loads on demand (not in the
    // page's first-load JavaScript).
    import('./report-visit.ts').then(({ reportVisit }) => reportVisit({ brand, locale }, body)).catch(() => undefined);
  }, [brand, locale, pathname, searchParams]);

  return null;
}

export function ChannelTracking(props: Props) {
  // useSearchParams: only this part renders in the browser alone, the page around it stays static.
  return (
    <Suspense fallback={null}>
      <PageViews {...props} />
    </Suspense>
  );
}
