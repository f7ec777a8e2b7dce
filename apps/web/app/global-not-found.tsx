import { platformForHost } from '@site/contracts/hosts';
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import type { CSSProperties } from 'react';
import { PageFrame } from '@/app-shell/site-shell.tsx';
import { brandOf, isLocaleOf, type Locale } from '@/brands.ts';
import { getShell } from '@/content/shell.ts';
import { errorTexts, REQUEST_ID_HEADER } from '@/features/pages/error-texts.ts';
import { ErrorView } from '@/features/pages/error-view.tsx';
import { themeStyle } from '@/lib/route-params.ts';
import { homePath, LOCALE_HEADER } from '@/lib/site-routes.ts';
import { settings } from '@/settings.ts';
import '@/styles/globals.css';

/**
 * Unknown routes (spec section 2): 404 with 哎呀，页面错误~ in the brand's language and colours,
 * between its header and footer. Next.js answers every path no route matches with this page and a
 * 404 status; the proxy sends unknown public paths here and names their locale in LOCALE_HEADER,
 * the brand comes from the Host header. Rendered per request, from the cached shell data; without
 * the shell (gateway down) the 404 stands alone.
 */

const requestBrand = async () => {
  const list = await headers();
  const brand = brandOf(platformForHost(list.get('host'), settings().hostMap));
  const asked = list.get(LOCALE_HEADER);
  const locale: Locale = asked && isLocaleOf(brand, asked) ? asked : brand.locales[0];
  return { brand, locale, requestId: list.get(REQUEST_ID_HEADER) };
};

export async function generateMetadata(): Promise<Metadata> {
  const { locale } = await requestBrand();
  return { title: `404 - ${errorTexts(locale).notFound}`, robots: { index: false } };
}

export default async function GlobalNotFound() {
  const { brand, locale, requestId } = await requestBrand();
  const texts = errorTexts(locale);
  const shell = await getShell(brand.code, locale).catch(() => null);
  const page = (
    <ErrorView code={404} message={texts.notFound} home={homePath(brand, locale)} requestId={requestId} texts={texts} />
  );
  return (
    <html lang={locale} style={themeStyle(brand) as CSSProperties}>
      <body>
        {shell ? (
          <PageFrame brand={brand} locale={locale} shell={shell} footer>
            {page}
          </PageFrame>
        ) : (
          <main id="main">{page}</main>
        )}
      </body>
    </html>
  );
}
