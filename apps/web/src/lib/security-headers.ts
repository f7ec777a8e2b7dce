/**
 * The response headers every answer of the site carries (pages, gateway calls, static files, error pages), and the
 * request methods pages accept. Pure: server.ts applies them. The same headers go to every visitor of a page, so
 * cached pages keep them (nothing per request but HSTS, which depends only on the scheme).
 */

/** A Permissions-Policy that denies the powerful features the site never uses. */
const PERMISSIONS_POLICY = [
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
const BASE_CSP = ["frame-ancestors 'none'", "object-src 'none'", "base-uri 'self'", "form-action 'self'"];

/** Where browsers send violation reports: the gateway's call (packages/contracts, security.ts). */
const CSP_REPORT_PATH = '/api/csp/report';
/** The Reporting-Endpoints name `report-to` refers to (not `default`: that one also receives other reports). */
const CSP_REPORT_GROUP = 'csp';

/**
 * The policy of every answer that is not an HTML document (gateway calls, static files, images, 405s): nothing may
 * load or run in it, nothing may frame it. A JSON answer or a script opened as a document does nothing.
 */
export const RESOURCE_CSP = "default-src 'none'; frame-ancestors 'none'";

/**
 * The policy of an HTML document: BASE_CSP, and scripts only by hash (`'sha256-…'` of each inline script the page
 * contains, computed from its HTML as it is sent) with `'strict-dynamic'`, so the scripts those load are trusted and
 * nothing injected runs. `'self' https:` are ignored by browsers that know 'strict-dynamic' (CSP3) and keep older
 * ones (CSP2: hashes, no 'strict-dynamic') working. Styles: the site's own files and inline styles (React renders
 * `style` props as attributes; 'unsafe-inline' in style-src cannot run script). Bodiless answers (HEAD) carry no
 * script-src: there is nothing to hash and nothing to run.
 */
export const documentCsp = ({ https, scriptHashes }: { https: boolean; scriptHashes: readonly string[] | null }) =>
  [
    ...BASE_CSP,
    ...(scriptHashes
      ? [`script-src ${[...scriptHashes.map((h) => `'${h}'`), "'strict-dynamic'", "'self'", 'https:'].join(' ')}`]
      : []),
    "style-src 'self' 'unsafe-inline'",
    ...(https ? ['upgrade-insecure-requests'] : []),
    `report-uri ${CSP_REPORT_PATH}`,
    `report-to ${CSP_REPORT_GROUP}`,
  ].join('; ');

/** The Reporting-Endpoints header of an HTML document (where `report-to` sends). */
export const REPORTING_ENDPOINTS = `${CSP_REPORT_GROUP}="${CSP_REPORT_PATH}"`;

/** Two years, the preload list's minimum. */
export const HSTS = 'max-age=63072000; includeSubDomains';

/**
 * The headers of every response; HSTS only when the visitor came over HTTPS. The CSP is the resource policy: an
 * HTML document gets its own (documentCsp) when its answer is known to be one (src/lib/document-csp.ts).
 */
const headersOf = (https: boolean): readonly (readonly [string, string])[] =>
  Object.freeze([
    ['x-content-type-options', 'nosniff'],
    ['referrer-policy', 'strict-origin-when-cross-origin'],
    ['x-frame-options', 'DENY'],
    ['permissions-policy', PERMISSIONS_POLICY],
    ['cross-origin-opener-policy', 'same-origin'],
    ['content-security-policy', RESOURCE_CSP],
    ...(https ? ([['strict-transport-security', HSTS]] as const) : []),
  ] as const);
const HEADERS = { http: headersOf(false), https: headersOf(true) };

/** The security headers of every answer (one list per scheme, made once: every request sets them). */
export const securityHeaders = ({ https }: { https: boolean }): readonly (readonly [string, string])[] =>
  https ? HEADERS.https : HEADERS.http;

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

/**
 * Where a request that came over plain HTTP is sent with HTTPS_ONLY: the same host (without its port) and path over
 * HTTPS. Only when the operator's proxy says so (TRUST_PROXY and `X-Forwarded-Proto: http`): a request without the
 * header (a load balancer's health check, a local call) is answered as it is. Null: no redirect.
 */
export const httpsRedirect = (
  request: { forwardedProto: string | string[] | undefined; host: string | undefined; url: string | undefined },
  { httpsOnly, trustProxy }: { httpsOnly: boolean; trustProxy: boolean },
): string | null => {
  if (!httpsOnly || !trustProxy) return null;
  const value = Array.isArray(request.forwardedProto) ? request.forwardedProto[0] : request.forwardedProto;
  if (value?.split(',')[0]?.trim().toLowerCase() !== 'http') return null;
  const host = /^([a-z0-9-]+(?:\.[a-z0-9-]+)*)(?::\d+)?$/i.exec(request.host ?? '')?.[1];
  const path = request.url?.startsWith('/') ? request.url : '/';
  return host ? `https://${host.toLowerCase()}${path}` : null;
};

/** The methods a page (anything but a gateway call) answers. */
export const PAGE_METHODS = ['GET', 'HEAD'] as const;

/** Methods refused everywhere, gateway included: TRACE echoes the request (cookies) back; CONNECT is for proxies. */
export const REFUSED_METHODS = new Set(['TRACE', 'CONNECT', 'TRACK']);

/** Response headers that must never reach a visitor: Next.js's internal routing. */
export const isInternalHeader = (name: string): boolean =>
  // The first letter first: every answer's headers pass here, and most do not start with x.
  (name.charCodeAt(0) | 0x20) === 0x78 && /^x-middleware-|^x-nextjs-(rewrite|matched-path)/i.test(name);
