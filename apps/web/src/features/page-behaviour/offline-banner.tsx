'use client';

import type { Locale } from '../../brands.ts';
import { uiText } from '../../lib/ui-text.ts';
import { useOnline } from './online-status.ts';
import styles from './page-behaviour.module.css';

const LOCALES: readonly Locale[] = ['zh-CN', 'zh-TW', 'en', 'de'];

/** The page's language, as the root layout set it on <html>. */
const pageLocale = (): Locale => {
  const lang = typeof document === 'undefined' ? '' : document.documentElement.lang;
  return LOCALES.find((locale) => locale === lang) ?? 'zh-CN';
};

/** A discreet notice while the browser is offline, in the page's language. */
export function OfflineBanner() {
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
          {uiText(pageLocale()).offlineNotice}
        </p>
      )}
    </div>
  );
}
