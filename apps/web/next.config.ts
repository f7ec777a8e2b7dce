import type { NextConfig } from 'next';

const config: NextConfig = {
  // server.ts answers gateway paths itself and is the only way the app is served.
  poweredByHeader: false,
  // Unknown routes render app/global-not-found.tsx: the root layout sits under the brand segments.
  experimental: { globalNotFound: true },
  // Rendered by server components only; keep its CommonJS and optional renderers out of the bundle.
  serverExternalPackages: ['qrcode'],
};

export default config;
