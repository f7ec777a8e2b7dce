/**
 * How server.ts serves a page (issue 10): from the page cache (page-cache.ts) when it holds the page, else through
 * Next.js with the document's script hashes added (document-csp.ts), storing the answer when it may be shared.
 * Stale pages are served while one background render refreshes them; after start every sitemap URL of every brand
 * is rendered once (warm-up), so the first visitor gets a hit.
 */
import { randomBytes } from 'node:crypto';
import { request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { RULES_VERSION } from '@site/compliance/rules';
import { type HostMap, type Platform, platformForHost } from '@site/contracts/hosts';
import { LRUCache } from 'lru-cache';
import { REPORT_ROUTE } from './channel.ts';
import { holdDocuments, isDocumentCandidate } from './document-csp.ts';
import {
  buildEntry,
  captureResponse,
  type HitScheme,
  isCacheCandidate,
  isPrivatelyStorable,
  isStorable,
  matchesEtag,
  PageCache,
  type PageCacheStats,
  type PageEntry,
  sendEntry,
  sendHit,
} from './page-cache.ts';
import { pageQueryOf } from './page-views.ts';
import { REPORT_QUERY_KEYS } from './report-pages.ts';
import { documentCsp, securityHeaders } from './security-headers.ts';
import { resolveRoute } from './site-routes.ts';
import { withStaticSlots } from './static-slots.ts';

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

/** The header of the server's own refresh and warm-up requests (with a per-process secret: visitors cannot force renders). */
const REFRESH_HEADER = 'x-page-cache-refresh';

/**
 * Whether a request says it is the page cache's own refresh or warm-up render (the header only: enough to leave it
 * out of the visitors' foreground work, lib/foreground.ts; whether it is rendered as one is checked by its secret).
 */
export const isOwnRender = (req: IncomingMessage): boolean => req.headers[REFRESH_HEADER] !== undefined;

/** A result page's query value (report-rules.ts's reportQuery takes the same). */
const REPORT_VALUE = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The query values a brand's menus pin for a route (`name=value` by canonical path): a menu entry such as
 * '/ld/VAT?country=2' can switch that view of the page off (the proxy then redirects it home), so such a value
 * makes its own key. No other query value changes a page's answer: the pages follow only their list/detail ids
 * (pageQueryOf) and read everything else in the browser.
 */
export type KnownQueries = ReadonlyMap<string, ReadonlySet<string>>;

/** The known queries of a brand's locale, from its menus' targets (menu-state.ts). */
export const knownQueriesOf = (targets: readonly { canonical: string; query: [string, string][] }[]): KnownQueries => {
  const known = new Map<string, Set<string>>();
  for (const target of targets) {
    if (target.query.length === 0) continue;
    const values = known.get(target.canonical) ?? new Set<string>();
    for (const [name, value] of target.query) values.add(`${name}=${value}`);
    known.set(target.canonical, values);
  }
  return known;
};

/** Query values that may be part of a key (the rest of the query is not). */
const KEY_VALUE = /^[A-Za-z0-9_.-]{1,64}$/;

export interface PageKey {
  key: string;
  platform: Platform;
  tags: string[];
  /** The page's URL with only the query that is part of the key: what a miss renders (and stores). */
  cleanUrl: string;
  /** Whether the request asked for exactly that URL (else its render is asked for the clean URL). */
  clean: boolean;
  /**
   * A page that is not for shared caches (the questionnaire's result page: `private, no-store`, served so): kept
   * here because what it shows never changes (a stored report, rendered by this deploy's rules), until its brand's
   * content changes; never stale, so never rendered in the background.
   */
  private?: true;
}

/**
 * The private key of a result page request (route '/~/questionAnswer'): its brand, the rules version that renders
 * it, its path and the page's own query (REPORT_QUERY_KEYS, first value of each, in that order, as the page reads
 * them); null without a report id. A stored report never changes, so the page is rendered once per report, query and
 * rules version: the visitor's reloads and the printer's load of it for the PDF are hits, and a new rules version
 * (issue 27) makes a new render. The key is never another brand's or report's: the brand and the report id are in it,
 * and access is the page's own (whoever has the report id, as before: it is served only to a request naming it).
 * Anything else of the query (a junk parameter) is not rendered.
 */
export const reportKeyOf = (platform: Platform, url: URL, rulesVersion: string = RULES_VERSION): PageKey | null => {
  const query = new URLSearchParams();
  for (const name of REPORT_QUERY_KEYS) {
    const value = url.searchParams.get(name);
    if (value !== null && REPORT_VALUE.test(value)) query.set(name, value);
  }
  if (!query.has('reportId')) return null;
  const cleanUrl = `${url.pathname}?${query}`;
  return {
    key: `${platform}|rules:${rulesVersion}|${url.pathname}|${query}`,
    platform,
    tags: [`brand:${platform}`, `page:${platform}:${url.pathname}`],
    cleanUrl,
    clean: `${url.pathname}${url.search}` === cleanUrl,
    private: true,
  };
};

/**
 * The key of a page request: its brand, its path and the query that can change its answer (the list/detail ids of
 * pageQueryOf, and the values its brand's menus pin for it: `known`), or null for what is not a page (redirects,
 * unknown paths, private routes) and for a request with a query while its brand's menus are not known yet (`known`
 * answers undefined: such a request is rendered, not stored). Every other query value (a tracking parameter, a
 * made-up `country` or `from`) is no part of the key: the request is served the page of its path.
 */
export const pageKeyOf = (
  req: IncomingMessage,
  config: { hostMap: HostMap },
  known: (platform: Platform, locale: string) => KnownQueries | undefined = () => new Map(),
): PageKey | null => {
  const url = new URL(req.url ?? '/', 'http://site.invalid');
  const platform = platformForHost(req.headers.host, config.hostMap);
  const resolution = resolveRoute(platform, url.pathname);
  if (resolution.kind !== 'page') return null;
  const route = resolution.match.route;
  // The questionnaire's result page: kept privately, by report (reportKeyOf).
  if (route.pattern === REPORT_ROUTE) return reportKeyOf(platform, url);
  // The visitor's own pages (the portal, the report's PDF, the error route's message: their page kinds say so):
  // never a key, so never stored nor rendered in the background, whatever their answer's headers say.
  if (route.private) return null;
  const pageQuery = pageQueryOf(route, url.searchParams);
  const kept: string[] = [];
  if (url.search.length > 1) {
    const pinned = known(platform, resolution.locale);
    if (!pinned) return null;
    const values = pinned.get(resolution.match.canonical);
    if (values) {
      for (const name of [...new Set(url.searchParams.keys())].sort()) {
        const value = url.searchParams.get(name) ?? '';
        if (KEY_VALUE.test(value) && values.has(`${name}=${value}`)) kept.push(`${name}=${value}`);
      }
    }
  }
  const query = [pageQuery, ...kept].filter(Boolean).join('&');
  const cleanUrl = `${url.pathname}${query ? `?${query}` : ''}`;
  return {
    key: `${platform}|${url.pathname}|${query}`,
    platform,
    tags: [`brand:${platform}`, `page:${platform}:${url.pathname}`],
    cleanUrl,
    clean: `${url.pathname}${url.search}` === cleanUrl,
  };
};

/** The stored policy's script hashes in a policy for this request (HTTPS adds upgrade-insecure-requests). */
const rebuildPolicy = (https: boolean, stored: string): string =>
  documentCsp({ https, scriptHashes: [...stored.matchAll(/'(sha256-[A-Za-z0-9+/=]+)'/g)].map((m) => m[1] as string) });

/** The stored policy in a policy for each scheme: one function per scheme, so sendEntry keeps its headers per entry. */
const POLICY = {
  http: (stored: string): string => rebuildPolicy(false, stored),
  https: (stored: string): string => rebuildPolicy(true, stored),
};
/** Each scheme's policy and security headers, for a hit's one header list (sendHit). */
const HIT_SCHEME: { http: HitScheme; https: HitScheme } = {
  http: { policy: POLICY.http, security: securityHeaders({ https: false }) },
  https: { policy: POLICY.https, security: securityHeaders({ https: true }) },
};

/**
 * Renders a request through Next.js (`site`) as the site sends pages: an HTML answer is held until its end and gets
 * its own script-src, hashed from its body (document-csp.ts), and is compressed there once final (Next.js is not asked
 * to compress a page); a document's static sections reach their islands through the request's slots (static-slots.ts).
 * The page cache's renders and the preview's (server.ts) both go through here.
 */
export const renderDocument = (
  site: Listener,
  req: IncomingMessage,
  res: ServerResponse,
  https: boolean,
  gzipOk: boolean,
): void => {
  if (isDocumentCandidate(req, (req.url ?? '/').split('?', 1)[0] ?? '/')) delete req.headers['accept-encoding'];
  holdDocuments(req, res, { https, gzipOk });
  withStaticSlots(req, res, () => site(req, res));
};

export interface PageServer {
  /**
   * Answers a hit (fresh, or stale while it is refreshed) of a plain GET or HEAD (no If-None-Match, not a refresh)
   * with its whole header list, the security headers and `perRequest` included, in one writeHead; nothing may have
   * been set on `res`. false: not answered (anything else goes through `handle`, after the security headers are set).
   */
  answerHit(req: IncomingMessage, res: ServerResponse, https: boolean, perRequest: readonly string[]): boolean;
  /** Answers a page request (the security headers are set, the method is GET or HEAD or refused before). */
  handle(req: IncomingMessage, res: ServerResponse, https: boolean, gzipOk: boolean): Promise<void> | void;
  /** Drops a brand's pages ('*': every brand's). */
  invalidate(platform: string): void;
  /** Renders and stores every sitemap URL of every brand, one at a time at half speed; resolves with how many were stored. */
  warm(port: number): Promise<{ urls: number; stored: number; ms: number }>;
  stats(): PageCacheStats | null;
  /** Resolves when every render in flight has stored its page (or not). */
  settled(): Promise<void>;
  /** The shared stored pages, for a snapshot (page-snapshot.ts). */
  sharedEntries(): PageEntry[];
  /** Stores a snapshot's pages (stale: each is refreshed on its first hit); how many were stored. */
  restore(entries: readonly PageEntry[]): number;
}

/** How long a brand's known queries are used before they are read again (in the background), like the proxy's menu state. */
const KNOWN_QUERIES_TTL_MS = 30_000;

export function createPageServer(options: {
  /** The host map (brand of a Host) and PAGE_CACHE_MB (0: no cache). */
  config: { hostMap: HostMap; pageCacheMb: number };
  site: Listener;
  /** The port this server listens on (for background refreshes), once it listens. */
  port: () => number | undefined;
  log: (message: string) => void;
  /**
   * The query values a brand's locale's menus pin (server.ts: menu-state.ts's targets). Default: none, so no query
   * value but the list/detail ids is part of a key.
   */
  knownQueries?: (platform: Platform, locale: string) => Promise<KnownQueries>;
  /** At most this many stored query variants per path (default 100, page-cache.ts). */
  maxQueryVariants?: number;
  now?: () => number;
}): PageServer {
  const { config, site } = options;
  const now = options.now ?? Date.now;
  const cache =
    config.pageCacheMb > 0
      ? new PageCache({ maxBytes: config.pageCacheMb * 1024 * 1024, maxQueryVariants: options.maxQueryVariants })
      : undefined;
  const secret = randomBytes(18).toString('base64url');

  /** Each brand's locale's known queries, read on first need and again after KNOWN_QUERIES_TTL_MS. */
  const knownByBrand = new Map<string, { value: KnownQueries | undefined; readAt: number; reading: boolean }>();
  /** Bumped whenever a brand's known queries change: remembered keys of an older version are worked out again. */
  let knownVersion = 0;
  const readKnown = (platform: Platform, locale: string, id: string) => {
    const slot = knownByBrand.get(id) ?? { value: undefined, readAt: 0, reading: false };
    knownByBrand.set(id, slot);
    if (slot.reading) return;
    slot.reading = true;
    const read = options.knownQueries?.(platform, locale) ?? Promise.resolve(none);
    read.then(
      (value) => {
        const changed = JSON.stringify([...value].map(([k, v]) => [k, [...v]]));
        const before = slot.value && JSON.stringify([...slot.value].map(([k, v]) => [k, [...v]]));
        if (changed !== before) knownVersion++;
        slot.value = value;
        slot.readAt = now();
        slot.reading = false;
      },
      (error: unknown) => {
        slot.reading = false;
        slot.readAt = now();
        options.log(`page cache: the menus of ${id} are unknown: ${String(error)}`);
      },
    );
  };
  const none: KnownQueries = new Map();
  const known = (platform: Platform, locale: string): KnownQueries | undefined => {
    if (!options.knownQueries) return none;
    const id = `${platform}:${locale}`;
    const slot = knownByBrand.get(id);
    if (!slot || now() - slot.readAt > KNOWN_QUERIES_TTL_MS) readKnown(platform, locale, id);
    return slot?.value;
  };

  /**
   * Work a hit would repeat, remembered: the key of a request line (the route resolution is the same every time).
   * Bounded: hosts and URLs are the visitor's.
   */
  const keyMemo = new LRUCache<string, { value: PageKey | null; version: number }>({ max: 10_000 });
  const memoKeyOf = (req: IncomingMessage): PageKey | null => {
    const id = `${req.headers.host ?? ''}\n${req.url ?? '/'}`;
    const remembered = keyMemo.get(id);
    if (remembered && remembered.version === knownVersion) return remembered.value;
    const version = knownVersion;
    const value = pageKeyOf(req, config, known);
    keyMemo.set(id, { value, version });
    return value;
  };

  /** Renders a page again through this server (a loopback request that skips the cache's lookup). */
  const refresh = (host: string, path: string): Promise<number> =>
    new Promise((resolve) => {
      const port = options.port();
      if (!port) return resolve(0);
      const req = httpRequest(
        { host: '127.0.0.1', port, path, method: 'GET', headers: { host, [REFRESH_HEADER]: secret } },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        },
      );
      req.setTimeout(60_000, () => req.destroy());
      req.on('error', () => resolve(0));
      req.end();
    });

  /** Keys whose background render is asked for (a stale hit, a request with more query than its key): one at a time. */
  const refreshing = new Set<string>();
  const refreshOnce = (host: string, key: PageKey) => {
    if (refreshing.has(key.key) || cache?.pending(key.key)) return;
    refreshing.add(key.key);
    void refresh(host, key.cleanUrl).finally(() => refreshing.delete(key.key));
  };

  const render = (req: IncomingMessage, res: ServerResponse, https: boolean, gzipOk: boolean) =>
    renderDocument(site, req, res, https, gzipOk);

  /** A miss: renders the page and, when the answer may be stored, stores it (one render per key at a time). */
  const fill = (req: IncomingMessage, res: ServerResponse, https: boolean, gzipOk: boolean, key: PageKey): void => {
    if (!cache) {
      render(req, res, https, gzipOk);
      return;
    }
    // A request with more query than its key is rendered as the clean URL (the page it would get as a hit): one
    // render, stored for every request of the key; no render ever carries one visitor's query into the cache.
    if (!key.clean) req.url = key.cleanUrl;
    const rendering = cache.begin(key.key);
    if (!rendering) {
      render(req, res, https, gzipOk);
      return;
    }
    res.setHeader('x-page-cache', 'MISS');
    captureResponse(res, (answer) => {
      const storable = answer && (key.private ? isPrivatelyStorable : isStorable)(answer.status, answer.headers);
      if (!answer || req.method?.toUpperCase() !== 'GET' || !storable) {
        // A page that is no longer shared (now private, or gone) loses what was stored of it: its stale copy is
        // not served again, nor refreshed in the background.
        if (answer) cache.drop(key.key);
        rendering.end();
        return;
      }
      buildEntry({ ...key, headers: answer.headers, body: answer.body, gzip: answer.gzip, now: Date.now() })
        .then((entry) => cache.store(entry, rendering.generation))
        .catch((error: unknown) => options.log(`page cache: ${String(error)}`))
        .finally(rendering.end);
    });
    // This answer leaves compressed when the visitor accepts it (the capture stores it decompressed: the cache
    // compresses its bodies itself).
    render(req, res, https, gzipOk);
  };

  return {
    answerHit(req, res, https, perRequest) {
      if (!cache || req.headers['if-none-match'] !== undefined || req.headers[REFRESH_HEADER] !== undefined) {
        return false;
      }
      const pathname = (req.url ?? '/').split('?', 1)[0] ?? '/';
      const key = isCacheCandidate(req, pathname) ? memoKeyOf(req) : null;
      const found = key ? cache.lookup(key.key) : null;
      if (!key || !found) return false;
      cache.count(found.fresh ? 'hits' : 'staleHits');
      sendHit(req, res, found.entry, found.fresh, https ? HIT_SCHEME.https : HIT_SCHEME.http, perRequest);
      // A stale page is served as it is while one background render refreshes it.
      if (!found.fresh) refreshOnce(req.headers.host ?? '', key);
      return true;
    },

    handle(req, res, https, gzipOk) {
      const pathname = (req.url ?? '/').split('?', 1)[0] ?? '/';
      const key = cache && isCacheCandidate(req, pathname) ? memoKeyOf(req) : null;
      if (!cache || !key) return render(req, res, https, gzipOk);
      const refreshing = req.headers[REFRESH_HEADER] === secret;
      if (refreshing) delete req.headers[REFRESH_HEADER];
      else {
        const serve = (found: NonNullable<ReturnType<PageCache['lookup']>>) => {
          cache.count(found.fresh ? 'hits' : 'staleHits');
          if (matchesEtag(req.headers['if-none-match'], found.entry.etag)) cache.count('notModified');
          sendEntry(req, res, found.entry, found.fresh ? 'HIT' : 'STALE', https ? POLICY.https : POLICY.http);
          if (!found.fresh) refreshOnce(req.headers.host ?? '', key);
        };
        // A hit is answered synchronously (no promise per request).
        const found = cache.lookup(key.key);
        if (found) return serve(found);
        const pending = cache.pending(key.key);
        if (pending) {
          // Another request renders this page: wait for it (no stampede), then serve what it stored.
          cache.count('waits');
          return pending.then(() => {
            const stored = cache.lookup(key.key);
            if (stored) return serve(stored);
            cache.count('misses');
            return fill(req, res, https, gzipOk, key);
          });
        }
        cache.count('misses');
      }
      return fill(req, res, https, gzipOk, key);
    },

    invalidate(platform) {
      cache?.invalidate(platform);
      // Its menus may have changed too: read again on the next request with a query.
      for (const id of knownByBrand.keys())
        if (platform === '*' || id.startsWith(`${platform}:`)) knownByBrand.delete(id);
      knownVersion++;
    },

    async warm(port) {
      const started = performance.now();
      if (!cache) return { urls: 0, stored: 0, ms: 0 };
      const hosts = new Map<string, string>();
      for (const [host, platform] of Object.entries(config.hostMap.hosts))
        if (!hosts.has(platform)) hosts.set(platform, host);
      const jobs: [host: string, path: string][] = [];
      for (const host of hosts.values()) {
        const xml = await fetch(`http://127.0.0.1:${port}/sitemap.xml`, { headers: { host } })
          .then((r) => (r.ok ? r.text() : ''))
          .catch(() => '');
        for (const match of xml.matchAll(/<loc>([^<]+)<\/loc>/g)) {
          try {
            const url = new URL(match[1] as string);
            jobs.push([host, `${url.pathname}${url.search}`]);
          } catch {
            // not a URL: skipped
          }
        }
      }
      const before = cache.stats().stores;
      // One page at a time, resting as long as each render took: the warm-up takes at most half a core, and live
      // traffic (a restart under load) keeps the rest.
      for (const [host, path] of jobs) {
        const t0 = performance.now();
        await refresh(host, path);
        await new Promise((resolve) => setTimeout(resolve, Math.min(1_000, performance.now() - t0)));
      }
      await cache.settled();
      return { urls: jobs.length, stored: cache.stats().stores - before, ms: Math.round(performance.now() - started) };
    },

    stats: () => cache?.stats() ?? null,
    settled: async () => cache?.settled(),
    sharedEntries: () => cache?.sharedEntries() ?? [],
    restore: (entries) => cache?.restore(entries) ?? 0,
  };
}
