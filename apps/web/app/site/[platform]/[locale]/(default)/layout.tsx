import type { ReactNode } from 'react';
import { SiteShell } from '@/app-shell/site-shell.tsx';
import { brandParams, type SiteParams } from '@/lib/route-params.ts';

/** The default layout of spec section 2: header, content, footer, then the right panel, pop-ups and language modal. */
export default async function DefaultLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<SiteParams>;
}) {
  return (
    <SiteShell {...(await brandParams(params))} layout="default">
      {children}
    </SiteShell>
  );
}
