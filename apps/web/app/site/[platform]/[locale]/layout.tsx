import type { CSSProperties, ReactNode } from 'react';
import { PreviewBanner } from '@/app-shell/preview-banner.tsx';
import { brandParams, type SiteParams, themeStyle } from '@/lib/route-params.ts';
import '@/styles/globals.css';

/** The root layout of every brand's pages: the document's language and the brand's theme tokens. */
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
        {children}
      </body>
    </html>
  );
}
