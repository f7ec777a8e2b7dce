'use client';

import dynamic from 'next/dynamic';

/**
 * The tools as islands: the route page's first-load JavaScript carries only these loaders; a tool's chunk (its
 * form, rules and the form library) is fetched on the pages that show it.
 * The server renders its HTML in place and links its CSS (next/dynamic). No Suspense boundary of its own: React
 * sends a boundary's HTML of this size after the rest of the page and reveals it a frame later (a layout shift);
 * without one, hydration waits for the chunk on the pages that show it (docs/decisions.md, "View islands").
 */

export const VatCalculator = dynamic(() => import('./vat-calculator.tsx').then((m) => m.VatCalculator));
export const PackagingCalculator = dynamic(() =>
  import('./packaging-calculator.tsx').then((m) => m.PackagingCalculator),
);
export const MultiSiteCalculator = dynamic(() =>
  import('./multi-site-calculator.tsx').then((m) => m.MultiSiteCalculator),
);
export const CbamCalculator = dynamic(() => import('./cbam-calculator.tsx').then((m) => m.CbamCalculator));
