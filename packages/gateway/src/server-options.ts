import type { ServerOptions } from 'node:http';

/**
 * The options of every HTTP server the site runs (apps/web/server.ts, serve.ts): slow clients are cut off (issue 11).
 * A client that has not sent its headers after HEADERS_TIMEOUT_MS (10 s), or its whole request after
 * REQUEST_TIMEOUT_MS (30 s: bodies are at most 64 KB), gets 408 and the connection closes; Node checks every second
 * (its default, 30 s, would let a slow client hold a socket 40 s). Headers over 16 KB answer 431 (Node's limit).
 */
export const serverOptions = (env: Readonly<Record<string, string | undefined>> = process.env): ServerOptions => {
  const ms = (name: string, fallback: number, min: number) => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > 600_000) {
      throw new Error(`${name}=${JSON.stringify(raw)}: must be a whole number of milliseconds, ${min}-600000`);
    }
    return value;
  };
  const headersTimeout = ms('HEADERS_TIMEOUT_MS', 10_000, 100);
  const requestTimeout = Math.max(headersTimeout, ms('REQUEST_TIMEOUT_MS', 30_000, 100));
  return {
    headersTimeout,
    requestTimeout,
    connectionsCheckingInterval: Math.min(1_000, headersTimeout),
    maxHeaderSize: 16 * 1024,
  };
};
