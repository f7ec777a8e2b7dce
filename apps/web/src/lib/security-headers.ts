/**
 * The response headers every answer of the site carries (pages, gateway calls, static files, error pages), and the
 * request methods pages accept. Pure: server.ts applies them. The same headers go to every visitor of a page, so
 * cached pages keep them (nothing per request but HSTS, which depends only on the scheme).
 */

/** A Permissions-Policy that denies the powerful features the site never uses. */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=(self)',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'publickey-credentials-get=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

/**
 * The Content-Security-Policy directives that hold for every page without knowing its scripts: no framing by
 * other sites, no plugins, no <base> hijack, forms only to this site, mixed content upgraded on HTTPS.
 */
export const BASE_CSP = ["frame-ancestors 'none'", "object-src 'none'", "base-uri 'self'", "form-action 'self'"];

/** Two years, the preload list's minimum. */
export const HSTS = 'max-age=63072000; includeSubDomains';

/** The headers of every response; HSTS only when the visitor came over HTTPS. */
export const securityHeaders = ({ https }: { https: boolean }): [string, string][] => [
  ['x-content-type-options', 'nosniff'],
  ['referrer-policy', 'strict-origin-when-cross-origin'],
  ['x-frame-options', 'DENY'],
  ['permissions-policy', PERMISSIONS_POLICY],
  ['cross-origin-opener-policy', 'same-origin'],
  ['content-security-policy', [...BASE_CSP, ...(https ? ['upgrade-insecure-requests'] : [])].join('; ')],
  ...(https ? ([['strict-transport-security', HSTS]] as [string, string][]) : []),
];

/** Whether the visitor came over HTTPS: this server's own TLS, or (TRUST_PROXY) the proxy's X-Forwarded-Proto. */
export const cameOverHttps = (
  request: { encrypted: boolean; forwardedProto: string | string[] | undefined },
  trustProxy: boolean,
): boolean => {
  if (request.encrypted) return true;
  if (!trustProxy) return false;
  const value = Array.isArray(request.forwardedProto) ? request.forwardedProto[0] : request.forwardedProto;
  // The first entry is the visitor's side of the first proxy.
  return value?.split(',')[0]?.trim().toLowerCase() === 'https';
};

/** The methods a page (anything but a gateway call) answers. */
export const PAGE_METHODS = ['GET', 'HEAD'] as const;

/** Methods refused everywhere, gateway included: TRACE echoes the request (cookies) back; CONNECT is for proxies. */
export const REFUSED_METHODS = new Set(['TRACE', 'CONNECT', 'TRACK']);

/** Response headers that must never reach a visitor: Next.js's internal routing. */
export const isInternalHeader = (name: string): boolean =>
  /^x-middleware-|^x-nextjs-(rewrite|matched-path)/i.test(name);
