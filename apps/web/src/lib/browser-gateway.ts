import { type ClientContext, createGatewayClient, type GatewayClient } from '@site/contracts/client';
import type { Brand, Locale } from '../brands.ts';
import { showToast } from '../ui/toast.ts';
import { readLoginCode } from './cookies.ts';
import { deviceId } from './device-id.ts';
import { portalUrl } from './portal.ts';

/** What a page's client gateway needs to know: its brand and language, its home, and the user portal. */
export interface BrowserGatewayContext {
  brand: Brand;
  locale: Locale;
  /** The page's home path (code 404 goes there). */
  home: string;
  /** The user portal's origin (PORTAL_URL, '' for this site's own), as the server settings give it. */
  portal: string;
}

/** The headers' context of the browser's calls: brand, language, page title, screen, device id, login code. */
const browserContext = (brand: Brand, locale: Locale): ClientContext => ({
  platform: brand.code,
  platformName: brand.key,
  sourceTitle: brand.name,
  lang: locale,
  pageTitle: () => document.title,
  systemType: () => (window.matchMedia('(max-width: 768px)').matches ? 'h5' : 'pc'),
  deviceId,
  token: readLoginCode,
});

/** A same-origin client with the browser's headers; `reactions` add what it does on failures, 404 and 401. */
const sameOriginGateway = (
  { brand, locale }: Pick<BrowserGatewayContext, 'brand' | 'locale'>,
  fetcher: typeof fetch,
  reactions: Pick<Parameters<typeof createGatewayClient>[0], 'onError' | 'onNotFound' | 'onUnauthorized'> = {},
): GatewayClient =>
  createGatewayClient({ baseUrl: '', fetch: fetcher, context: browserContext(brand, locale), ...reactions });

/**
 * The gateway client of client islands: same origin, the shared headers, timeout and envelope
 * handling of spec section 7, plus the browser's part: failures are toasted (unless the call is
 * silent), code 404 goes home, HTTP 401 opens the portal's login in a new tab (like the header's
 * login link: the page's query carried over, pointType=logins); the device id on every call and
 * the login code (when longer than 5 characters) on calls that need a token.
 */
export const createBrowserGateway = (context: BrowserGatewayContext): GatewayClient =>
  sameOriginGateway(context, (url, init) => fetch(url, init), {
    onError: (error) => showToast(error.message),
    onNotFound: () => window.location.replace(context.home),
    onUnauthorized: () => {
      window.open(portalUrl(context.portal, 'login', window.location.search), '_blank', 'noopener');
    },
  });

/**
 * The client of fire-and-forget reports (visit records): the same headers, no reaction to any
 * answer (no toast, no redirect, no login), and `keepalive`, so a report sent as the visitor leaves
 * still goes out.
 */
export const createReportGateway = (context: Pick<BrowserGatewayContext, 'brand' | 'locale'>): GatewayClient =>
  sameOriginGateway(context, (url, init) => fetch(url, { ...init, keepalive: true }));

/**
 * The client of a page that shows every failure itself, in its forms (the user portal, docs/portal.md): the
 * same headers, no reaction to any answer (no toast, no redirect home on code 404, no login on 401).
 */
export const createInlineGateway = (context: Pick<BrowserGatewayContext, 'brand' | 'locale'>): GatewayClient =>
  sameOriginGateway(context, (url, init) => fetch(url, init));
