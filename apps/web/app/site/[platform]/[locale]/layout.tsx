import type { CSSProperties, ReactNode } from 'react';
import { PreviewBanner } from '@/app-shell/preview-banner.tsx';
import { Texts } from '@/i18n/texts.tsx';
import { brandParams, type SiteParams, themeStyle } from '@/lib/route-params.ts';
import '@/styles/globals.css';

/**
 * The root layout of every brand's pages: the document's language and the brand's theme tokens. Its <Texts> gives
 * the error and 404 views (error.tsx and not-found.tsx below, client components) their words in the page's locale;
 * a page's own islands sit inside a <Texts> of their own.
 */
export default async function SiteRootLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<SiteParams>;
}) {
  const { brand, locale } = await brandParams(params);
  return (
    <html lang={locale} style={themeStyle(brand) as CSSProperties}>
      <body>
        <PreviewBanner locale={locale} />
        <Texts locale={locale} namespaces={['errors']}>
          {children}
        </Texts>
      </body>
    </html>
  );
}
