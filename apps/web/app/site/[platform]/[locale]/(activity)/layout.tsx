import type { ReactNode } from 'react';
import { getShell } from '@/content/shell.ts';
import { Header } from '@/features/header/header.tsx';
import { ShellExtras } from '@/features/shell-extras/shell-extras.tsx';
import { brandParams, type SiteParams } from '@/lib/route-params.ts';
import { uiText } from '@/lib/ui-text.ts';

/** The activity layout of spec section 2: header and right panel, no footer (campaign pages). */
export default async function ActivityLayout({
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
      <ShellExtras brand={brand} locale={locale} shell={shell} layout="activity" />
    </>
  );
}
