/**
 * The process-wide handle server components use to reach the gateway. server.ts registers it
 * at start: the in-process Hono app (no HTTP hop), or a fetch to GATEWAY_URL when the gateway
 * runs as its own service. A global symbol, not a module variable: server.ts and the Next.js
 * server bundle each load their own copy of this module, in the same process.
 */

export interface GatewayHandle {
  /** Sends a call given its path on the site's origin ('/api/business/...'). */
  fetch: (path: string, init: RequestInit) => Promise<Response>;
  /** Where calls go, for messages: 'in-process' or the GATEWAY_URL. */
  target: string;
}

const KEY = Symbol.for('site.gateway');

type Registry = { [KEY]?: GatewayHandle };

export const registerGateway = (handle: GatewayHandle): void => {
  (globalThis as Registry)[KEY] = handle;
};

export const gatewayHandle = (): GatewayHandle => {
  const handle = (globalThis as Registry)[KEY];
  if (!handle) {
    throw new Error('No gateway registered: serve the app with server.ts (npm start), not `next start` or `next dev`');
  }
  return handle;
};
