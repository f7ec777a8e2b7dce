import { fileURLToPath } from 'node:url';
import type { NextConfig } from 'next';

/**
 * NEXT_CACHE_MB: the bound of Next.js's page cache in memory (its LRU evicts beyond it). 16 MB (64 before issue 27):
 * server.ts's page cache answers every stored page, so this second copy of the same pages (whole HTML strings and
 * their RSC payloads: 53 MB of strings at 64) only spares a render after our cache dropped a page.
 */
const cacheMegabytes = Number(process.env.NEXT_CACHE_MB || 16);
if (!Number.isFinite(cacheMegabytes) || cacheMegabytes < 1)
  throw new Error('NEXT_CACHE_MB must be a number of megabytes >= 1');

const config: NextConfig = {
  poweredByHeader: false,
  // NEXT_DIST_DIR lets two builds (e.g. two developers' test runs on one machine) live side by side.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // Next.js would hash every cached page on every request to make its ETag (a quarter of the
  // time spent serving a 130 KB home page, measured), so pages are sent without one.
  generateEtags: false,
  // Unknown routes render app/global-not-found.tsx: the root layout sits under the brand segments.
  experimental: { globalNotFound: true, isrFlushToDisk: false },
  // A flood of distinct URLs fills neither disk nor memory (cache-handler.cjs): pages rendered after the build live
  // in a memory LRU of NEXT_CACHE_MB, never on disk, and answers that are not a 200 are not stored.
  cacheHandler: fileURLToPath(new URL('./cache-handler.cjs', import.meta.url)),
  cacheMaxMemorySize: cacheMegabytes * 1024 * 1024,
  // Rendered by server components only; keep its CommonJS and optional renderers out of the bundle.
  serverExternalPackages: ['qrcode'],
};

export default config;
