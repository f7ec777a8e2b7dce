'use client';

import { useOnline } from './online-status.ts';
import styles from './page-behaviour.module.css';

/**
 * A discreet notice while the browser is offline. `text` is the notice in the page's language, given by the server
 * (the UI texts of every language stay out of the browser).
 */
export function OfflineBanner({ text }: { text: string }) {
  const online = useOnline();
  return (
    <div role="status" className={styles.offlineRegion}>
      {online ? null : (
        <p className={styles.offline} data-offline-banner="">
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <path
              d="M2 8.8a15 15 0 0 1 20 0M5.5 12.3a10 10 0 0 1 13 0M9 15.8a5 5 0 0 1 6 0M12 19.5h.01M3 3l18 18"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
          {text}
        </p>
      )}
    </div>
  );
}
