/**
 * Operations, for both entry points (apps/web/server.ts and serve.ts), at the node:http level:
 *
 * - `/_health` (the process is up) and `/_ready` (its database is reachable and migrated: the entry point says how)
 *   for load balancers: JSON, never cached, any Host, GET and HEAD only;
 * - a request id on every request (a sane incoming `x-request-id`, else a new one): set on the request for the
 *   handlers (Next.js pages read it with headers(), the gateway and a GATEWAY_URL upstream get it passed on), sent
 *   back in the `x-request-id` response header (and as the Server-Timing metric `rid`, which the site's error
 *   boundary reads in the browser), and in the one JSON log line per request (pino).
 *
 * Nothing here loads the database: a site using GATEWAY_URL imports it too.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { type DestinationStream, type Logger, pino } from 'pino';

export type { Logger } from 'pino';

export const REQUEST_ID_HEADER = 'x-request-id';
/** The Server-Timing metric that repeats the id for scripts (apps/web/src/features/pages/request-id.ts). */
export const REQUEST_ID_TIMING = 'rid';
const HEALTH_PATH = '/_health';
const READY_PATH = '/_ready';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** LOG_LEVEL: one of pino's levels (default info); anything else stops the start with a message naming it. */
export function logLevel(env: Record<string, string | undefined> = process.env): LogLevel {
  const raw = env.LOG_LEVEL?.trim().toLowerCase() || 'info';
  if (!(LOG_LEVELS as readonly string[]).includes(raw)) {
    throw new Error(`Invalid setting: LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${env.LOG_LEVEL}"`);
  }
  return raw as LogLevel;
}

/** The process's logger: one JSON object per line on stdout (or `destination`), at LOG_LEVEL. */
export function createLogger(
  options: { name?: string; level?: LogLevel; destination?: DestinationStream } = {},
): Logger {
  return pino(
    { name: options.name, level: options.level ?? logLevel(), base: { pid: process.pid } },
    options.destination,
  );
}

/** An incoming id is kept when it is 8 to 128 characters of letters, digits and `._:-` (a UUID, a trace id). */
const SANE_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** The request's id: the incoming `x-request-id` when sane, else a new UUID. */
export function requestIdOf(incoming: string | string[] | undefined): string {
  return typeof incoming === 'string' && SANE_ID.test(incoming) ? incoming : randomUUID();
}

const MAX_LOGGED_PATH = 256;

/**
 * The path as logged: the pathname (at most 256 characters) and the query's parameter names without their values,
 * which can hold what visitors type (`/api/ipr/search?keyword=&page=`).
 */
export function loggedPath(url: string | undefined): string {
  const raw = url ?? '/';
  const queryAt = raw.indexOf('?');
  const pathname = (queryAt < 0 ? raw : raw.slice(0, queryAt)).slice(0, MAX_LOGGED_PATH);
  if (queryAt < 0) return pathname;
  const names = new Set<string>();
  for (const pair of raw.slice(queryAt + 1).split('&')) {
    const name = pair.split('=', 1)[0] ?? '';
    if (name && names.size < 20) names.add(name.slice(0, 40));
  }
  return names.size ? `${pathname}?${[...names].map((name) => `${name}=`).join('&')}` : pathname;
}

/**
 * The answer's headers that carry its request id, flat (name, value, ...): X-Request-Id, and the same id where the
 * page's scripts can read it (Server-Timing, through the Performance API): the error boundary shows it.
 */
export const requestIdHeaders = (id: string): string[] => [
  REQUEST_ID_HEADER,
  id,
  'server-timing',
  `${REQUEST_ID_TIMING};desc="${id}"`,
];

/**
 * Whether answers under 500 are logged (LOG_LEVEL info or more): when not, a request that is sure to be answered
 * under 500 (a stored page, apps/web/server.ts) needs no observeRequest, whose two listeners per request cost a
 * stored page's answer about a quarter of its speed (issue 10).
 */
export const logsEveryAnswer = (logger: Logger): boolean => logger.isLevelEnabled('info');

/**
 * Gives the request its id (request header and response header) and logs one line when the answer is done:
 * method, path (loggedPath), status, ms, id; a request whose connection closed before its answer ended logs
 * `aborted`; 5xx answers log at warn, successful /_health and /_ready probes at debug. Returns the id.
 */
export function observeRequest(
  req: IncomingMessage,
  res: ServerResponse,
  logger: Logger,
  {
    setHeaders = true,
    id = requestIdOf(req.headers[REQUEST_ID_HEADER]),
  }: {
    /** false: the caller sends requestIdHeaders(id) itself (a stored page's one writeHead, apps/web/server.ts). */
    setHeaders?: boolean;
    /** The request's id when the caller has worked it out already (requestIdOf). */
    id?: string;
  } = {},
): string {
  const started = process.hrtime.bigint();
  req.headers[REQUEST_ID_HEADER] = id;
  if (setHeaders) {
    const headers = requestIdHeaders(id);
    for (let i = 0; i < headers.length; i += 2) res.setHeader(headers[i] as string, headers[i + 1] as string);
  }
  let logged = false;
  const done = () => {
    if (logged) return;
    logged = true;
    // At LOG_LEVEL=warn (a busy site) only 5xx answers log: nothing to build for the rest.
    if (res.statusCode < 500 && !logsEveryAnswer(logger)) return;
    const ms = Math.round(Number(process.hrtime.bigint() - started) / 1e4) / 100;
    const line = { id, method: req.method, path: loggedPath(req.url), status: res.statusCode, ms };
    if (!res.writableFinished) logger.info({ ...line, aborted: true }, 'request aborted');
    else if (res.statusCode >= 500) logger.warn(line, 'request');
    // A load balancer probes every few seconds: its successful probes only at debug.
    else if (line.path === HEALTH_PATH || line.path === READY_PATH) logger.debug(line, 'request');
    else logger.info(line, 'request');
  };
  res.once('finish', done);
  res.once('close', done);
  return id;
}

export interface Readiness {
  ready: boolean;
  /** Why not, in a few words (no secrets: load balancers and anyone may read it). */
  reason?: string;
}

/** How long a readiness check may take before it counts as not ready. */
const READY_TIMEOUT_MS = 3_000;

/** The readiness check of `check`, bounded in time; a thrown error is "not ready". */
export async function checkReadiness(check: () => Promise<Readiness>, timeoutMs = READY_TIMEOUT_MS) {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      check(),
      new Promise<Readiness>((resolve) => {
        timer = setTimeout(() => resolve({ ready: false, reason: 'readiness check timed out' }), timeoutMs);
      }),
    ]);
  } catch (error) {
    return { ready: false, reason: error instanceof Error ? error.message.split('\n', 1)[0] : 'check failed' };
  } finally {
    clearTimeout(timer);
  }
}

const sendJson = (req: IncomingMessage, res: ServerResponse, status: number, body: unknown) => {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    'cache-control': 'no-store',
  });
  res.end(req.method === 'HEAD' ? undefined : text);
};

/**
 * Answers `/_health` and `/_ready` (any Host); returns false for every other path. GET and HEAD only (405 with
 * `Allow` otherwise). `/_ready` is 200 `{status: 'ready'}` or 503 `{status: 'unavailable', reason}`.
 */
export function answerOps(
  req: IncomingMessage,
  res: ServerResponse,
  readiness: () => Promise<Readiness>,
  pathname: string = (req.url ?? '/').split('?', 1)[0] ?? '/',
  /** More figures for /_health (the site's page-cache counters, its processes' memory). */
  health?: () => Record<string, unknown> | Promise<Record<string, unknown>>,
): boolean {
  if (pathname !== HEALTH_PATH && pathname !== READY_PATH) return false;
  const method = (req.method ?? 'GET').toUpperCase();
  if (method !== 'GET' && method !== 'HEAD') {
    res.setHeader('allow', 'GET, HEAD');
    res.setHeader('connection', 'close');
    sendJson(req, res, 405, { status: 'method not allowed' });
    req.resume();
    return true;
  }
  if (pathname === HEALTH_PATH) {
    const answer = (extra: Record<string, unknown> | undefined) =>
      sendJson(req, res, 200, { status: 'ok', uptime: Math.round(process.uptime()), ...extra });
    const extra = health?.();
    if (extra instanceof Promise)
      extra.then(answer, () => answer(undefined)); // a figure that fails to come must not fail the probe
    else answer(extra);
    return true;
  }
  void checkReadiness(readiness).then((result) => {
    if (result.ready) sendJson(req, res, 200, { status: 'ready' });
    else sendJson(req, res, 503, { status: 'unavailable', reason: result.reason ?? 'not ready' });
  });
  return true;
}

/** The readiness of a gateway run on its own (GATEWAY_URL): its `/_ready` answers 200. */
export const upstreamReadiness =
  (base: URL, fetchImpl: typeof fetch = fetch) =>
  async (): Promise<Readiness> => {
    const answer = await fetchImpl(new URL(READY_PATH, base), { signal: AbortSignal.timeout(READY_TIMEOUT_MS) });
    await answer.body?.cancel();
    return answer.ok ? { ready: true } : { ready: false, reason: `gateway ${base.origin} is not ready` };
  };
