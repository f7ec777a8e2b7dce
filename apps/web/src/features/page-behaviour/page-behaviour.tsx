'use client';

import { Suspense, useEffect } from 'react';
import { listen } from '../../lib/listen.ts';
import { isChunkLoadError, reloadAfterChunkError } from './chunk-reload.ts';
import { useIdlePrefetch } from './idle-prefetch.ts';
import { NavigationProgress } from './navigation-progress.tsx';
import { OfflineBanner } from './offline-banner.tsx';

/** A failed chunk load anywhere on the page reloads it, at most once a minute (chunk-reload.ts). */
const useChunkReload = (): void => {
  useEffect(() => {
    const onFailure = (reason: unknown) => {
      if (isChunkLoadError(reason)) reloadAfterChunkError();
    };
    const onError = (event: ErrorEvent) => onFailure(event.error);
    const onRejection = (event: PromiseRejectionEvent) => onFailure(event.reason);
    return listen([window, 'error', onError], [window, 'unhandledrejection', onRejection]);
  }, []);
};

/**
 * Page behaviour of spec section 4 (issue item 8): the page-load progress bar, chunk-load
 * recovery, the online state with an offline notice (its text in the page's language, from the server), and idle
 * link prefetching. Image retries are src/ui/lazy-image.tsx.
 */
export function PageBehaviour({ offlineNotice }: { offlineNotice: string }) {
  useChunkReload();
  useIdlePrefetch();
  return (
    <>
      {/* useSearchParams: only this part renders in the browser alone, the page around it stays static. */}
      <Suspense fallback={null}>
        <NavigationProgress />
      </Suspense>
      <OfflineBanner text={offlineNotice} />
    </>
  );
}
