'use client';

import dynamic from 'next/dynamic';

/**
 * The video player as an island: its chunk is fetched on the video pages only, not with every page of the route.
 * The server renders its HTML in place and links its CSS (next/dynamic). No Suspense boundary of its own: React
 * sends a boundary's HTML of this size after the rest of the page and reveals it a frame later (a layout shift);
 * without one, hydration waits for the chunk on the pages that show it (docs/decisions.md, "View islands").
 */
export const VideoPlayer = dynamic(() => import('./video-player.tsx').then((m) => m.VideoPlayer));
