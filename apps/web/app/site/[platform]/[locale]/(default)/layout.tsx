import type { ReactNode } from 'react';
import { getShell } from '@/content/shell.ts';
import { Footer } from '@/features/footer/footer.tsx';
import { Header } from '@/features/header/header.tsx';
import { ShellExtras } from '@/features/shell-extras/shell-extras.tsx';
import { brandParams, type SiteParams } from '@/lib/route-params.ts';
import { uiText } from '@/lib/ui-text.ts';

/** The default layout of spec section 2: header, content, footer, then the right panel, pop-ups and language modal. */
export default async function DefaultLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<SiteParams>;
}) {
  const { brand, locale } = await brandParams(params);
  const shell = await getShell(brand.code, locale);
  return (
    <>
      <a href="#main" className="skip-link">
        {uiText(locale).skipToContent}
      </a>
      <Header brand={brand} locale={locale} shell={shell} />
      <main id="main">{children}</main>
      <Footer brand={brand} locale={locale} shell={shell} />
      <ShellExtras brand={brand} locale={locale} shell={shell} layout="default" />
    </>
  );
}
