import type { ReactNode } from 'react';
import { ChannelTracking } from '@/features/channel-tracking/channel-tracking.tsx';
import { reportPagePaths } from '@/lib/report-pages.ts';
import { brandParams, type SiteParams } from '@/lib/route-params.ts';

/**
 * The blank layout of spec section 2: the page alone, no header or footer (landing pages, players, the
 * error route). Channel tracking runs here too: the campaign landing pages are where channel links lead.
 */
export default async function BlankLayout({ children, params }: { children: ReactNode; params: Promise<SiteParams> }) {
  const { brand, locale } = await brandParams(params);
  return (
    <>
      <main id="main">{children}</main>
      <ChannelTracking brand={brand} locale={locale} reportPaths={reportPagePaths(brand)} />
    </>
  );
}
