/**
 * The site's one Node entry point (docs: ARCHITECTURE.md, "A request, end to end"):
 *
 *   gateway paths (/api/, /auth/, /system/, /vat/, /media/)  -> the gateway: the in-process Hono app,
 *                                                      or GATEWAY_URL when it runs on its own
 *   everything else                                 -> Next.js (proxy.ts picks the brand's route)
 *
 * On start, unless GATEWAY_URL is set: the gateway's runtime (@site/gateway/runtime: the database,
 * the embedded PostgreSQL when DATABASE_URL is unset, migrated and seeded, and the gateway app),
 * registered for server components. Every request gets an id and a JSON log line, and /_health and
 * /_ready answer load balancers (@site/gateway/ops). SIGINT/SIGTERM stop accepting, let requests in
 * flight finish (at most SHUTDOWN_GRACE_MS), close Next.js and the database, then exit 0.
 *
 *   node --import tsx server.ts [--dev]      settings: src/settings.ts (PORT, HOST, GATEWAY_URL...)
 */
import cluster from 'node:cluster';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { PREVIEW_HEADER } from '@site/contracts/admin';
import { Messages, ResultCode } from '@site/contracts/envelope';
import { platformForHost } from '@site/contracts/hosts';
import { isLocalDeveloper, LOCAL_DEVELOPER_HEADER, originOfRequest } from '@site/contracts/local-developer';
import { databaseSettings, migrateDatabase, type OpenDatabase, openDatabase, seedDatabase } from '@site/db';
import type { ContentChange } from '@site/db/content-changes';
import { readDatabaseSettings } from '@site/db/settings';
import { isGatewayPath, refuseConnect } from '@site/gateway';
import { isAdminHost } from '@site/gateway/admin/settings';
import { limitKeyOf } from '@site/gateway/client-address';
import { PAGE_LIMITS, type PageLimitName, pageLimiter, parseRateLimitScale } from '@site/gateway/limits';
import { MEDIA_PATH } from '@site/gateway/media/storage';
import {
  answerOps,
  createLogger,
  logsEveryAnswer,
  observeRequest,
  REQUEST_ID_HEADER,
  type Readiness,
  requestIdHeaders,
  requestIdOf,
  upstreamReadiness,
} from '@site/gateway/ops';
import { MemoryRateLimiter, type RateDecision } from '@site/gateway/rate-limit';
import { serverOptions } from '@site/gateway/server-options';
import { closeServer, shutdownGraceMs, stopOnSignals } from '@site/gateway/shutdown';
import { brandOf, isLocaleOf } from './src/brands.ts';
import { getMenuState } from './src/content/menu-state.ts';
import { tagsOfChange } from './src/content/tags.ts';
import { ADMIN_API_PREFIX, createAdminApp } from './src/lib/admin-app.ts';
import { announceContentChange } from './src/lib/content-change-hooks.ts';
import { acceptsGzip } from './src/lib/document-csp.ts';
import { beginForeground } from './src/lib/foreground.ts';
import { registerGateway } from './src/lib/gateway-registry.ts';
import { createPageGuard } from './src/lib/page-limits.ts';
import { createPageServer, isOwnRender, knownQueriesOf, renderDocument } from './src/lib/page-server.ts';
import { readSnapshot, writeSnapshot } from './src/lib/page-snapshot.ts';
import { createPreviewHandler, draftModeIdOf, type PreviewClaimLike, previewToken } from './src/lib/preview.ts';
import { isPrinterRequest, PRINTER_HEADER, printerLoad, setPrinterTarget } from './src/lib/printer.ts';
import { cachedProcessMemory, siteRootPid } from './src/lib/process-memory.ts';
import {
  cameOverHttps,
  httpsRedirect,
  isInternalHeader,
  PAGE_METHODS,
  REFUSED_METHODS,
  securityHeaders,
} from './src/lib/security-headers.ts';
import { announceWorkerReady, awaitPrimaryEnv, startWorkerPool, type WorkerPool } from './src/lib/workers.ts';
import { settings, type WebSettings } from './src/settings.ts';

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

const dev = process.argv.includes('--dev');
/** Where this server leans on Next.js's internals (next-internals.cjs, checked on every upgrade by its test). */
const { expireTags, beforeHeadersLeave } = createRequire(import.meta.url)('./next-internals.cjs') as {
  expireTags: (tags: string[]) => Promise<void>;
  beforeHeadersLeave: (
    res: ServerResponse,
    edit: (status: number, headers: Record<string, unknown> | null) => void,
  ) => void;
};

/** Resources to release on shutdown, in reverse order of start. */
const closers: (() => Promise<void>)[] = [];
const logger = createLogger({ name: 'web' });

let stopping: Promise<void> | undefined;
/** Stops once, whoever asks first (a signal, or the primary's word to a worker). */
const stop = (): Promise<void> => {
  stopping ??= (async () => {
    logger.info('shutting down');
    for (const close of closers.reverse()) await close();
  })();
  return stopping;
};

/** What the primary sends a worker to stop it gracefully (a message, not a signal: a worker may have had one). */
const SHUTDOWN_MESSAGE = 'shutdown';

/** Gateway paths forwarded to GATEWAY_URL as they are (streamed both ways). */
const gatewayProxy = (base: URL): Listener => {
  const send = base.protocol === 'https:' ? httpsRequest : httpRequest;
  return (req, res) => {
    const target = new URL(req.url ?? '/', base);
    // The Host stays the visitor's: the gateway falls back to it to pick the brand.
    const headers = {
      ...req.headers,
      'x-forwarded-host': req.headers.host ?? '',
      'x-forwarded-proto': req.headers['x-forwarded-proto'] ?? 'http',
      // The visitor's address as this server saw it, last: a gateway run with TRUST_PROXY=1 reads the last
      // entry (rate limits are per visitor, not per web server).
      'x-forwarded-for': [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', '),
    };
    const upstream = send(target, { method: req.method, headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', (error) => {
      logger.error({ id: req.headers['x-request-id'], path: target.pathname, err: error.message }, 'gateway upstream');
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify({ code: ResultCode.unavailable, msg: Messages.networkAbnormal, data: null }));
    });
    req.pipe(upstream);
  };
};

/** Starts the gateway this process serves; returns its request listener and a word for the ready line. */
async function startGateway(gatewayUrl: string | undefined): Promise<{
  listener: Listener;
  source: string;
  ready: () => Promise<Readiness>;
  /** Content changes the database announces (in-process gateway only; with GATEWAY_URL pages age out by s-maxage). */
  onContentChange?: (listener: (change: ContentChange) => void) => void;
  /** The in-process gateway's figures for /_health (its SMS budget, the trademark registry's coverage); a GATEWAY_URL answers its own. */
  health?: () => Record<string, unknown>;
  /** A content preview's claim (in-process gateway only: with GATEWAY_URL previews are off). */
  previewClaim?: (token: string) => Promise<PreviewClaimLike | null>;
  /** The gateway's count of the site's own costly routes (PAGE_LIMITS); with GATEWAY_URL they are counted here. */
  limitPage?: (name: PageLimitName, address: string) => Promise<RateDecision>;
  /** How long each phase of the in-process gateway's start took (ms). */
  startPhases?: Record<string, number>;
}> {
  if (gatewayUrl) {
    const base = new URL(gatewayUrl);
    // Node's own fetch, taken before Next.js loads and patches the global one.
    const upstreamFetch = globalThis.fetch;
    registerGateway({ fetch: (path, init) => upstreamFetch(new URL(path, base), init), target: base.origin });
    return {
      listener: gatewayProxy(base),
      source: `gateway: ${base.origin}`,
      ready: upstreamReadiness(base, upstreamFetch),
    };
  }
  // A worker forked while the primary starts the embedded database gets it here (src/lib/workers.ts).
  await awaitPrimaryEnv();
  const { startRuntime } = await import('@site/gateway/runtime');
  const runtime = await startRuntime({ logger });
  closers.push(() => runtime.close());
  // A content change (this instance's, another's, an operator's SQL) expires the pages and reads of its brand.
  runtime.onContentChange((change) => void expireTags(tagsOfChange(change)));
  const onContentChange = (listener: (change: ContentChange) => void) => void runtime.onContentChange(listener);
  const gateway = runtime.app;
  registerGateway({
    fetch: async (path, init) => {
      // A preview's render (src/lib/preview.ts): its reads carry the token, so the gateway lays the draft over them.
      const token = previewToken.getStore();
      if (!token) return gateway.request(path, init);
      const headers = new Headers(init.headers);
      headers.set(PREVIEW_HEADER, token);
      return gateway.request(path, { ...init, headers });
    },
    target: 'in-process',
  });
  // overrideGlobalObjects: false keeps the platform's Request/Response, which Next.js relies on.
  return {
    listener: getRequestListener(gateway.fetch, { overrideGlobalObjects: false }),
    source: `database: ${runtime.databaseKind}`,
    ready: runtime.ready,
    onContentChange,
    health: runtime.health,
    limitPage: runtime.limitPage,
    previewClaim: runtime.previewClaim,
    startPhases: runtime.startPhases,
  };
}

/** "database 310 ms, migrations (unchanged) 4 ms, ...": a start's phases for its one log line. */
const phaseText = (phases: Record<string, number>): string =>
  Object.entries(phases)
    .map(([name, ms]) => `${name} ${ms} ms`)
    .join(', ');

/** Milliseconds since this process began (performance's time origin). */
const sinceProcessStart = (): number => Math.round(performance.now());

async function startNext(port: number): Promise<Listener> {
  // Imported here, not at the top: the primary of the workers never loads Next.js.
  const { default: next } = await import('next');
  const app = next({ dev, dir: import.meta.dirname, port });
  await app.prepare();
  closers.push(() => app.close());
  const handle = app.getRequestHandler();
  return (req, res) => {
    handle(req, res).catch((error: unknown) => {
      logger.error(
        { id: req.headers['x-request-id'], err: error instanceof Error ? error.stack : String(error) },
        'next',
      );
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  };
}

/**
 * Before any handler but a stored page's hit (whose header list has them already): the request id and the
 * security headers of every response (src/lib/security-headers.ts), Next.js's internal routing headers kept from
 * visitors, and the methods refused here: TRACE/CONNECT everywhere, anything but GET and HEAD on pages (405 with
 * Allow; gateway calls answer their own 405). Returns false when the request is answered (`toHttps`: 308 there).
 */
function harden(
  req: IncomingMessage,
  res: ServerResponse,
  { gatewayCall, https, id, toHttps }: { gatewayCall: boolean; https: boolean; id: string; toHttps: string | null },
): boolean {
  const idHeaders = requestIdHeaders(id);
  for (let i = 0; i < idHeaders.length; i += 2) res.setHeader(idHeaders[i] as string, idHeaders[i + 1] as string);
  for (const [name, value] of securityHeaders({ https })) res.setHeader(name, value);
  beforeHeadersLeave(res, (status, headers) => {
    for (const name of res.getHeaderNames()) if (isInternalHeader(name)) res.removeHeader(name);
    if (headers) for (const name of Object.keys(headers)) if (isInternalHeader(name)) delete headers[name];
    // A page's 404 (a made-up id) is never stored by a shared cache: Next.js gives it the page's s-maxage.
    if (!gatewayCall && status === 404) {
      res.setHeader('cache-control', 'no-store');
      if (headers)
        for (const name of Object.keys(headers)) if (name.toLowerCase() === 'cache-control') delete headers[name];
    }
  });

  if (toHttps) {
    // The visitor came over plain HTTP (HTTPS_ONLY): the same address over HTTPS, the method kept (308).
    res.writeHead(308, { location: toHttps, 'cache-control': 'no-store', 'content-length': '0' });
    res.end();
    req.resume();
    return false;
  }
  const method = (req.method ?? 'GET').toUpperCase();
  const pageMethod = (PAGE_METHODS as readonly string[]).includes(method);
  if (REFUSED_METHODS.has(method) || (!gatewayCall && !pageMethod)) {
    const allow = gatewayCall ? 'GET, POST' : PAGE_METHODS.join(', ');
    // Answered before any body is read: the connection closes after the answer, so a client never sends its next
    // request on a socket with this request's body still in it.
    res.writeHead(405, {
      allow,
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'close',
    });
    res.end('405 Method Not Allowed\n');
    req.resume();
    return false;
  }
  return true;
}

const listen = (server: ReturnType<typeof createServer>, { port, host }: WebSettings) =>
  new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen({ port, host }, () => {
      server.off('error', reject);
      resolve();
    });
  });

/**
 * Where the page cache's snapshot lives (src/lib/page-snapshot.ts): beside the embedded database, in the data
 * directory (a new data directory starts without one), for this build. None in development, without the page cache,
 * or on an external database (instances there share no data directory).
 */
function snapshotOf(config: WebSettings): { file: string; buildId: string } | null {
  if (dev || config.pageCacheMb <= 0 || config.gatewayUrl) return null;
  try {
    const { database } = readDatabaseSettings(process.env);
    if (database.kind !== 'embedded') return null;
    const buildId = readFileSync(
      path.join(import.meta.dirname, process.env.NEXT_DIST_DIR || '.next', 'BUILD_ID'),
      'utf8',
    ).trim();
    return { file: path.join(database.dataDir, 'page-cache.snapshot'), buildId };
  } catch {
    return null;
  }
}

async function main() {
  const config = settings(); // a bad setting fails here, not on the first request
  stopOnSignals(stop, { log: (message) => logger.error(message) });

  const loaded = sinceProcessStart();
  const timed = async <T>(work: Promise<T>): Promise<[T, number]> => {
    const t0 = performance.now();
    const value = await work;
    return [value, Math.round(performance.now() - t0)];
  };
  // The stored pages of the last run (src/lib/page-snapshot.ts), read while the gateway and Next.js start.
  const snapshot = snapshotOf(config);
  const restoring = snapshot ? readSnapshot(snapshot.file, snapshot.buildId) : Promise.resolve([]);
  const [[gateway, gatewayMs], [site, nextMs]] = await Promise.all([
    timed(startGateway(config.gatewayUrl)),
    timed(startNext(config.port)),
  ]);

  const graceMs = shutdownGraceMs();
  let boundPort: number | undefined;
  // Pages: the page cache before Next.js (src/lib/page-server.ts), dropped per brand on every content change.
  // /_health: the resident memory of every process of the site (primary, workers, PostgreSQL, the printer).
  const memory = cachedProcessMemory(siteRootPid(cluster.isWorker));
  const pages = createPageServer({
    config,
    site,
    port: () => boundPort,
    log: (message) => logger.warn(message),
    // The query values the brand's menus pin (a menu can switch such a view off): the only query values, besides a
    // list's or article's id, that make a stored variant of a page (issue 22).
    knownQueries: async (platform, locale) => {
      const brand = brandOf(platform);
      if (!isLocaleOf(brand, locale)) return new Map();
      const state = await getMenuState(brand, locale);
      return knownQueriesOf([...state.enabled, ...state.disabled]);
    },
  });
  if (snapshot) {
    // Stale: each is answered once and refreshed in the background, so a change made while the server was down shows.
    const restored = pages.restore(await restoring);
    if (restored > 0) logger.info(`page cache: ${restored} pages of the last run restored (stale until refreshed)`);
    // On a graceful stop, after the last request (closers run in reverse: the server's is pushed later).
    closers.push(async () => {
      // Renders still storing their page (compression runs after the answer) finish first.
      await pages.settled();
      const kept = await writeSnapshot(snapshot.file, snapshot.buildId, pages.sharedEntries()).catch(
        (error: unknown) => {
          logger.warn(`page cache snapshot not written: ${String(error)}`);
          return 0;
        },
      );
      if (kept > 0) logger.info(`page cache: ${kept} pages kept for the next start`);
    });
  }
  gateway.onContentChange?.((change) => {
    // The proxy's menu state first (the next render must see it), then the stored pages.
    announceContentChange(change.platform);
    pages.invalidate(change.platform);
  });
  // The result page and its PDF, per client address (issue 22): in the gateway's limiter, or with GATEWAY_URL in this
  // process's memory (the same table and RATE_LIMITS).
  const localSecret = randomBytes(32).toString('hex');
  const guardPage = createPageGuard({
    hostMap: config.hostMap,
    trustProxy: config.trustProxy,
    limits: PAGE_LIMITS,
    keyOf: limitKeyOf,
    limitPage:
      gateway.limitPage ??
      pageLimiter({
        limiter: new MemoryRateLimiter(),
        secret: async () => process.env.ADDRESS_HASH_SECRET || localSecret,
        scale: parseRateLimitScale(process.env.RATE_LIMITS),
      }),
    log: (message) => logger.warn(message),
  });
  // Content previews (issue 26): a valid preview cookie's request goes past the page cache to Next.js's draft mode.
  const preview = createPreviewHandler({
    claimOf: gateway.previewClaim ?? (async () => null),
    platformOf: (host) => platformForHost(host, config.hostMap),
    draftModeId: gateway.previewClaim
      ? draftModeIdOf(path.join(import.meta.dirname, process.env.NEXT_DIST_DIR || '.next'))
      : undefined,
  });
  // The back office (issue 25): its own host only, before the page cache and Next.js.
  const adminApp = createAdminApp(path.join(import.meta.dirname, '../admin/dist'));
  const handler = (req: IncomingMessage, res: ServerResponse) => {
    const pathname = (req.url ?? '/').split('?', 1)[0] ?? '/';
    const admin = isAdminHost(req.headers.host, config.admin);
    // On the admin host only /admin-api/ (and the media library's files, its thumbnails) reach the gateway; on a
    // brand's host /admin-api/ is a page path (404).
    const gatewayCall = admin
      ? pathname.startsWith(ADMIN_API_PREFIX) || pathname.startsWith(MEDIA_PATH)
      : isGatewayPath(pathname);
    const https = cameOverHttps(
      {
        encrypted: 'encrypted' in req.socket && req.socket.encrypted === true,
        forwardedProto: req.headers['x-forwarded-proto'],
      },
      config.trustProxy,
    );
    const toHttps = httpsRedirect(
      { forwardedProto: req.headers['x-forwarded-proto'], host: req.headers.host, url: req.url },
      config,
    );
    const id = requestIdOf(req.headers[REQUEST_ID_HEADER]);
    // The request log's listeners only where the answer may be logged: a hit answers 200, logged only when every
    // answer is (LOG_LEVEL info or more), so otherwise it is answered without them.
    const everyAnswer = logsEveryAnswer(logger);
    if (everyAnswer) observeRequest(req, res, logger, { setHeaders: false, id });
    // A hit of a stored page: one writeHead of a header list made once per page (security headers included).
    const previewing = !admin && !gatewayCall && preview.wants(req, pathname);
    if (!admin && !gatewayCall && !toHttps && !previewing && pages.answerHit(req, res, https, requestIdHeaders(id)))
      return;
    if (!everyAnswer) observeRequest(req, res, logger, { setHeaders: false, id });
    if (!harden(req, res, { gatewayCall, https, id, toHttps })) return;
    if (
      answerOps(req, res, gateway.ready, pathname, async () => ({
        ...gateway.health?.(),
        pageCache: pages.stats(),
        worker: cluster.worker?.id ?? null,
        memory: await memory().catch(() => null),
        printer: printerLoad(),
      }))
    )
      return;
    // A visitor's work (not a hit, a health check, the printer's loads nor the page cache's own renders): background
    // work, the report printer's prints ahead, waits until there has been none for a moment (src/lib/foreground.ts).
    if (!isPrinterRequest(req.headers[PRINTER_HEADER]) && !isOwnRender(req)) res.once('close', beginForeground());
    if (admin) {
      res.setHeader('x-robots-tag', 'noindex, nofollow');
      if (gatewayCall) gateway.listener(req, res);
      else
        adminApp(req, res).catch((error: unknown) => {
          logger.error({ id, err: String(error) }, 'admin');
          if (!res.headersSent) res.writeHead(500);
          res.end();
        });
    } else if (gatewayCall) gateway.listener(req, res);
    else {
      // Whether this is the developer on this machine: the development outbox page shows itself to nobody else.
      delete req.headers[LOCAL_DEVELOPER_HEADER];
      if (isLocalDeveloper(originOfRequest(req.headers, req.socket.remoteAddress, config.trustProxy))) {
        req.headers[LOCAL_DEVELOPER_HEADER] = '1';
      }
      const failed = (error: unknown) => {
        logger.error({ id: req.headers['x-request-id'], err: String(error) }, 'page');
        if (!res.headersSent) res.writeHead(500);
        res.end();
      };
      if (previewing) {
        // The page's own CSP (script hashes of its body) as for any rendered page; the answer is never stored.
        preview
          .handle(req, res, pathname, () =>
            renderDocument(site, req, res, https, acceptsGzip(req.headers['accept-encoding'])),
          )
          .catch(failed);
        return;
      }
      guardPage(req, res, pathname, () => {
        try {
          // A hit answers synchronously; a miss or a wait returns its promise.
          const answer = pages.handle(req, res, https, acceptsGzip(req.headers['accept-encoding']));
          if (answer instanceof Promise) answer.catch(failed);
        } catch (error) {
          failed(error);
        }
      });
    }
  };
  const server = createServer(serverOptions(), handler);
  // CONNECT never reaches a request handler: answered 405 on the socket.
  refuseConnect(server);
  // Without HOST, Node listens on every interface (IPv6 and IPv4 where available): localhost and *.localhost both work.
  await listen(server, config);
  closers.push(async () => {
    const { cut } = await closeServer(server, graceMs);
    if (cut) logger.warn({ cut }, `connections still open after ${graceMs} ms were closed`);
  });
  const { port: bound } = server.address() as AddressInfo;
  boundPort = bound;
  // One line for where the start went (issue 27): modules loaded, then the gateway and Next.js side by side.
  logger.info(
    `started in ${sinceProcessStart()} ms since the process began: modules ${loaded} ms; gateway ${gatewayMs} ms` +
      `${gateway.startPhases ? ` (${phaseText(gateway.startPhases)})` : ''}; Next.js ${nextMs} ms (side by side)`,
  );
  if (cluster.isWorker) {
    // The shared port hands each connection to any worker: this worker's own refreshes and warm-up renders go to a
    // loopback port of its own (exclusive: not shared through the primary), so they fill this worker's page cache.
    const own = createServer(serverOptions(), handler);
    await new Promise<void>((resolve, reject) => {
      own.once('error', reject);
      own.listen({ port: 0, host: '127.0.0.1', exclusive: true }, resolve);
    });
    closers.push(async () => void (await closeServer(own, graceMs)));
    boundPort = (own.address() as AddressInfo).port;
    // The report printer's loads of result pages too (src/lib/printer.ts).
    setPrinterTarget({ host: '127.0.0.1', port: boundPort });
    logger.info(`worker ${cluster.worker?.id} ready (${gateway.source})`);
    announceWorkerReady(bound);
  } else {
    logger.info(`ready on http://localhost:${bound} (${gateway.source}${dev ? ', dev' : ''})`);
  }
  if (config.pageCacheWarm && config.pageCacheMb > 0 && !dev) {
    // In the background: the first visitors are served (by rendering) meanwhile.
    void pages.warm(boundPort).then(
      ({ urls, stored, ms }) => logger.info(`page cache warmed: ${stored} of ${urls} sitemap pages in ${ms} ms`),
      (error: unknown) => logger.warn(`page cache warm-up failed: ${String(error)}`),
    );
  }
}

/**
 * The primary of WEB_CONCURRENCY workers (src/lib/workers.ts): starts the embedded database once (migrated and
 * seeded) unless DATABASE_URL or GATEWAY_URL says otherwise, hands it to the workers as DATABASE_URL, and keeps them
 * running. SIGINT/SIGTERM: each worker stops gracefully, then the database.
 */
async function primary(config: WebSettings) {
  let database: OpenDatabase | undefined;
  let pool: WorkerPool | undefined;
  const graceMs = shutdownGraceMs();
  closers.push(async () => {
    await pool?.stop();
    await database?.close();
  });
  stopOnSignals(stop, { log: (message) => logger.error(message) });
  const databaseConfig = databaseSettings();
  const embedded = !config.gatewayUrl && databaseConfig.database.kind === 'embedded';
  const forkWorkers = (later?: Promise<Record<string, string>>) =>
    startWorkerPool({
      count: config.webConcurrency,
      env: {},
      later,
      graceMs,
      log: { info: (message) => logger.info(message), error: (message) => logger.error(message) },
      shutdownMessage: SHUTDOWN_MESSAGE,
    });
  if (embedded) {
    // The workers are forked at once and load their modules while the database starts (issue 27, "a two-second
    // start"); each waits for its DATABASE_URL before it opens the gateway.
    let provide: (env: Record<string, string>) => void = () => undefined;
    let refuse: (error: unknown) => void = () => undefined;
    const later = new Promise<Record<string, string>>((resolve, reject) => {
      provide = resolve;
      refuse = reject;
    });
    later.catch(() => undefined);
    pool = forkWorkers(later);
    try {
      database = await openDatabase(databaseConfig, {
        max: 2,
        onError: (error) => logger.warn({ err: error.message }, 'database connection error'),
        watchdog: {
          onEvent: ({ kind, message }) => (kind === 'restarted' ? logger.info(message) : logger.error(message)),
          onGiveUp: (error) => {
            logger.fatal(error.message);
            process.exit(1);
          },
        },
      });
      const opened = sinceProcessStart();
      const migrated = await migrateDatabase(database.db);
      const seeded = await seedDatabase(database.db);
      // The workers' runtimes need not migrate nor hash the seed's inputs again (packages/gateway/src/runtime.ts).
      provide({ DATABASE_URL: database.url, SITE_DATABASE_PREPARED: '1' });
      logger.info(
        `database ready in ${sinceProcessStart()} ms since the process began: modules and embedded PostgreSQL ${opened} ms, ` +
          `migrations ${migrated.skipped ? '(unchanged) ' : ''}${Math.round(migrated.ms)} ms, seed ${seeded.length === 0 ? '(unchanged) ' : ''}` +
          `${sinceProcessStart() - opened - Math.round(migrated.ms)} ms`,
      );
    } catch (error) {
      refuse(error);
      throw error;
    }
  } else pool = forkWorkers();
  const port = await pool.ready;
  const source = database ? 'database: embedded, started by the primary' : config.gatewayUrl ? 'gateway' : 'database';
  logger.info(
    `ready on http://localhost:${port} (${config.webConcurrency} workers, ${source}) ${sinceProcessStart()} ms since the process began`,
  );
}

/** A worker stops when the primary says so, or when the primary is gone. */
const followPrimary = () => {
  const stopAndExit = () =>
    stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  process.on('message', (message) => {
    if (message === SHUTDOWN_MESSAGE) void stopAndExit();
  });
  process.on('disconnect', () => void stopAndExit());
};

const startup = (): Promise<void> => {
  const config = settings(); // a bad setting fails here, not on the first request
  if (cluster.isPrimary && config.webConcurrency > 1 && !dev) return primary(config);
  if (cluster.isWorker) followPrimary();
  return main();
};

startup().catch(async (error: unknown) => {
  logger.fatal(`failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  await stop().catch(() => undefined);
  process.exit(1);
});
