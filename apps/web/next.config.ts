import type { NextConfig } from 'next';

const config: NextConfig = {
  poweredByHeader: false,
  // NEXT_DIST_DIR lets two builds (e.g. two developers' test runs on one machine) live side by side.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // Next.js would hash every cached page on every request to make its ETag (a quarter of the
  // time spent serving a 130 KB home page, measured), so pages are sent without one.
  generateEtags: false,
  // Unknown routes render app/global-not-found.tsx: the root layout sits under the brand segments.
  experimental: { globalNotFound: true },
  // Rendered by server components only; keep its CommonJS and optional renderers out of the bundle.
  serverExternalPackages: ['qrcode'],
};

export default config;
