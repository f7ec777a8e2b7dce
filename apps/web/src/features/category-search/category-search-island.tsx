'use client';

import dynamic from 'next/dynamic';

/**
 * The category search as an island: its chunk (the IP contracts, zod and the gateway client) is fetched on the
 * category page only, not with every page of the route.
 * The server renders its HTML in place and links its CSS (next/dynamic). No Suspense boundary of its own: React
 * sends a boundary's HTML of this size after the rest of the page and reveals it a frame later (a layout shift);
 * without one, hydration waits for the chunk on the pages that show it (docs/decisions.md, "View islands").
 */
export const CategorySearch = dynamic(() => import('./category-search.tsx').then((m) => m.CategorySearch));
