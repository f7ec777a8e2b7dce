import type { ReactNode } from 'react';
import { SiteShell } from '@/app-shell/site-shell.tsx';
import { brandParams, type SiteParams } from '@/lib/route-params.ts';

/** The activity layout of spec section 2: header and right panel, no footer (campaign pages). */
export default async function ActivityLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<SiteParams>;
}) {
  return (
    <SiteShell {...(await brandParams(params))} layout="activity">
      {children}
    </SiteShell>
  );
}
