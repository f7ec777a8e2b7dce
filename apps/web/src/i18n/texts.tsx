import type { ReactNode } from 'react';
import type { Locale } from '../brands.ts';
import { TextsProvider } from './texts-provider.tsx';
import { messagesOf, type Namespace, TIME_ZONE } from './translate.ts';

/**
 * Gives the client islands inside it the texts of some namespaces in the page's locale: they read them with
 * `useTranslations('namespace')` from 'use-intl/react'. Only the namespaces named here reach the browser.
 *
 *   <Texts locale={locale} namespaces={['portal']}><PortalForm /></Texts>
 */
export function Texts({
  locale,
  namespaces,
  children,
}: {
  locale: Locale;
  namespaces: readonly Namespace[];
  children: ReactNode;
}) {
  return (
    <TextsProvider locale={locale} messages={messagesOf(locale, namespaces)} timeZone={TIME_ZONE}>
      {children}
    </TextsProvider>
  );
}
