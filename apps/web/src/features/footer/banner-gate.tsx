'use client';

import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import { isBannerHidden } from './footer-paths.ts';

/**
 * Shows the registration banner except on the portal's pages (a visitor there registers, logs in or is signed in). The
 * path decides on the server too (usePathname), so the page's HTML already has the banner or not.
 */
export function BannerGate({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  return isBannerHidden(pathname ?? '/') ? null : children;
}
