import { usePathname, useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { type ConnectionInfo, prefetchAllowed, whenIdle } from './prefetch-rule.ts';

/** Links SiteLink (src/ui/site-link.tsx) marks as site paths the router may prefetch. */
const PREFETCHABLE = 'a[data-prefetch]';

/** The rule for the connection as it is now (it can change while the page is open). */
const allowedNow = (): boolean =>
  prefetchAllowed((navigator as Navigator & { connection?: ConnectionInfo }).connection, navigator.onLine);

/**
 * Prefetches the site links in view once the browser is idle (at most 2 s after the route
 * rendered), unless the connection is 2g, data saver is on or the browser is offline; links that
 * come into view later (an opened menu, a scrolled-to section) are prefetched as they appear.
 */
export const useIdlePrefetch = (): void => {
  const router = useRouter();
  const pathname = usePathname();

  useEffect(() => {
    if (!allowedNow() || typeof IntersectionObserver === 'undefined') return;
    const done = new Set<string>([pathname]);
    let observer: IntersectionObserver | undefined;
    const cancel = whenIdle(() => {
      if (!allowedNow()) return;
      observer = new IntersectionObserver((entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          observer?.unobserve(entry.target);
          const href = entry.target.getAttribute('href');
          if (!href || done.has(href) || !allowedNow()) continue;
          done.add(href);
          router.prefetch(href);
        }
      });
      for (const link of document.querySelectorAll(PREFETCHABLE)) observer.observe(link);
    });
    return () => {
      cancel();
      observer?.disconnect();
    };
  }, [router, pathname]);
};
