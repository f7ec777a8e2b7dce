'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { Suspense, useEffect, useRef } from 'react';
import type { PageViewContext } from './page-view.ts';

/**
 * Channel tracking (spec sections 3, 4 and 6): on every page view, the channel of the link (query
 * channelNo / channelCode) or of the cookies goes into the channel cookies on the parent domain, the
 * questionnaire result page sets its fixed channel (cleared on the next other page), and the view is
 * reported with recordVisit. The rules are src/lib/channel.ts; page-view.ts applies them in the browser, loaded
 * on the first view (the page's first-load JavaScript holds only this watcher). It renders nothing, so the page
 * around it stays the same for every visitor (cached).
 */

/** The page views waiting for page-view.ts or being applied, in order. */
let views: Promise<void> = Promise.resolve();

function PageViews({ brand, locale, reportPaths }: PageViewContext) {
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
    const view = { path, search, referrer };
    // One view after the other, in the order of the pages (each reads the cookies the one before wrote).
    views = views
      .then(() => import('./page-view.ts'))
      .then(({ trackPageView }) => {
        // Fire and forget: a failed report changes nothing on the page.
        trackPageView({ brand, locale, reportPaths }, view).catch(() => undefined);
      })
      .catch(() => undefined);
  }, [brand, locale, reportPaths, pathname, searchParams]);

  return null;
}

export function ChannelTracking(props: PageViewContext) {
  // useSearchParams: only this part renders in the browser alone, the page around it stays static.
  return (
    <Suspense fallback={null}>
      <PageViews {...props} />
    </Suspense>
  );
}
