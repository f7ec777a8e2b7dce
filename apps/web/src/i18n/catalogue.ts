import de from '../../messages/de.json' with { type: 'json' };
import en from '../../messages/en.json' with { type: 'json' };
import zhCN from '../../messages/zh-CN.json' with { type: 'json' };
import zhTW from '../../messages/zh-TW.json' with { type: 'json' };
import type { Locale } from '../brands.ts';

/**
 * The message catalogue: every user-facing text of the web app, one JSON file per locale under apps/web/messages/,
 * in ICU message syntax ({name} arguments, {n, plural, ...}), read through use-intl (next-intl's core). Simplified
 * Chinese is the reference: every other locale has exactly its keys (test: catalogue.test.ts), and TypeScript checks
 * every key a component asks for (the AppConfig declaration below).
 *
 * Server code only: a client island gets the namespaces it needs through <Texts> (texts.tsx), never this module,
 * so the page's JavaScript carries one locale's few strings rather than the whole catalogue.
 */
export type Messages = typeof zhCN;

export const CATALOGUE: Readonly<Record<Locale, Messages>> = { 'zh-CN': zhCN, 'zh-TW': zhTW, en, de };

export const LOCALES = Object.keys(CATALOGUE) as Locale[];

declare module 'use-intl/core' {
  interface AppConfig {
    Locale: Locale;
    Messages: Messages;
  }
}
