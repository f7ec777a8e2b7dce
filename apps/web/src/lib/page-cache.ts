/**
 * The page cache in front of Next.js (issue 10; ARCHITECTURE.md, server.ts): public pages are the same for every
 * anonymous visitor of a brand, so server.ts answers them from memory, with bodies compressed once when stored.
 *
 * - Key: the brand (from the Host), the path (the locale is part of it) and only the query that can change the
 *   answer (page-server.ts: the list/detail ids of pageQueryOf, the values the brand's menus pin); tracking
 *   parameters, made-up values and the like do not make new entries. At most MAX_QUERY_VARIANTS per path.
 * - Stored: GET answers Next.js marks as shared (Cache-Control with s-maxage: ISR pages) with status 200, HTML, and no
 *   Set-Cookie. Not stored: dynamic pages (anything that reads the query, cookies or headers answers `private,
 *   no-store`), errors and not-found pages, RSC requests of client navigation (they bypass the cache). One private
 *   kind is kept: the questionnaire's result page, by report (page-server.ts), sent as it was (`private, no-store`).
 * - Served: brotli, gzip or identity (unpacked from the gzip body, the recent ones kept) by Accept-Encoding, a
 *   strong ETag and 304 for If-None-Match, `Vary: Accept-Encoding` (with Next.js's own), Next.js's Cache-Control (s-maxage, stale-while-revalidate) for a CDN, and
 *   a Surrogate-Key of the page's tags. Past s-maxage an entry is stale: still served, refreshed in the background.
 * - Dropped: a brand's entries when its content changes (server.ts subscribes to the database's announcements), the
 *   least recently used beyond PAGE_CACHE_MB.
 * - One render per key at a time: concurrent misses wait for the first (no stampede).
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants, gunzip, gunzipSync, gzip } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import { preparedDocuments, toBuffer } from './document-csp.ts';
import { isInternalHeader } from './security-headers.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

/** A stored page. */
export interface PageEntry {
  key: string;
  /** The brand it belongs to (its content changes drop it). */
  platform: string;
  /** The answer's headers as Next.js and server.ts made them, without per-request ones. */
  headers: Record<string, string>;
  /**
   * The bodies compressed once. The uncompressed body is not kept with them (issue 27, memory): it is three quarters
   * of a page's bytes and only clients without gzip ask for it; `identityOf` unpacks it from the gzip body and keeps the
   * most recently asked ones (IDENTITY_BYTES).
   */
  gzip: Buffer;
  /**
   * None for a private page (issue 27): it is read by one visitor, once or twice, right after its render; brotli
   * cost that render's visitor (and the next) more than it saved, so a visitor who accepts br gets the gzip body.
   */
  br?: Buffer;
  /** The uncompressed body's length (Content-Length of an identity answer). */
  identityLength: number;
  etag: string;
  /** Served fresh until then (ms since the epoch); stale after, until refreshed. */
  freshUntil: number;
  tags: string[];
  /**
   * A private page (the questionnaire's result page, page-server.ts): sent with its own `private, no-store`, fresh
   * until dropped, at most MAX_PRIVATE_VARIANTS per path.
   */
  private?: true;
}

export interface PageCacheStats {
  hits: number;
  staleHits: number;
  notModified: number;
  misses: number;
  waits: number;
  stores: number;
  evictions: number;
  invalidations: number;
  entries: number;
  bytes: number;
  maxBytes: number;
}

/** Per-request headers never stored with a page. */
const PER_REQUEST = new Set([
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'content-encoding',
  'etag',
  'set-cookie',
  'x-request-id',
  'server-timing',
  'strict-transport-security',
  'x-nextjs-cache',
  'x-nextjs-prerender',
  'x-nextjs-stale-time',
  'x-page-cache',
  'age',
]);

/** s-maxage of a Cache-Control value, in seconds; null when absent (the answer is not for shared caches). */
export const sharedMaxAge = (cacheControl: string | undefined): number | null => {
  if (!cacheControl || /\b(private|no-store|no-cache)\b/i.test(cacheControl)) return null;
  const match = /\bs-maxage=(\d+)/i.exec(cacheControl);
  return match ? Number(match[1]) : null;
};

/** Whether a finished answer may be stored: a shared 200 HTML answer that sets no cookie. */
export const isStorable = (status: number, headers: OutgoingHttpHeaders): boolean =>
  status === 200 &&
  headers['set-cookie'] === undefined &&
  /^text\/html/i.test(String(headers['content-type'] ?? '')) &&
  sharedMaxAge(String(headers['cache-control'] ?? '')) !== null;

/**
 * Whether a finished private answer may be kept (page-server.ts decides which routes: a page that never changes
 * for its key): a 200 HTML answer that sets no cookie and says `private` (so no shared cache downstream keeps it).
 */
export const isPrivatelyStorable = (status: number, headers: OutgoingHttpHeaders): boolean =>
  status === 200 &&
  headers['set-cookie'] === undefined &&
  /^text\/html/i.test(String(headers['content-type'] ?? '')) &&
  /\bprivate\b/i.test(String(headers['cache-control'] ?? ''));

type Encoding = 'br' | 'gzip' | 'identity';

/** Browsers send a handful of Accept-Encoding values: each is parsed once (bounded: the value is the visitor's). */
const encodings = new Map<string, Encoding>();

/** Which stored body an Accept-Encoding value gets: br, then gzip, else identity (q=0 refuses). */
export const pickEncoding = (acceptEncoding: string | undefined): Encoding => {
  const known = encodings.get(acceptEncoding ?? '');
  if (known) return known;
  const picked = parseEncoding(acceptEncoding);
  if (encodings.size >= 256) encodings.clear();
  encodings.set(acceptEncoding ?? '', picked);
  return picked;
};

const parseEncoding = (acceptEncoding: string | undefined): Encoding => {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [coding = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q === undefined || Number(q.slice(2)) > 0) accepted.add(coding);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return 'identity';
};

/** Whether an If-None-Match value names this ETag (or is `*`). */
export const matchesEtag = (ifNoneMatch: string | undefined, etag: string): boolean =>
  !!ifNoneMatch &&
  ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });

/** A request the cache may answer or fill: GET/HEAD of a page, not a client navigation's RSC request. */
export const isCacheCandidate = (req: IncomingMessage, pathname: string): boolean => {
  const method = req.method?.toUpperCase();
  if (method !== 'GET' && method !== 'HEAD') return false;
  if (pathname.startsWith('/_next/') || pathname.startsWith('/_')) return false;
  if (req.headers.rsc !== undefined || req.headers['next-router-prefetch'] !== undefined) return false;
  if (req.headers['next-router-state-tree'] !== undefined || req.headers.authorization !== undefined) return false;
  return !(req.url ?? '').includes('_rsc=');
};

/** Builds a stored page from a finished answer: headers kept, bodies compressed once, a strong ETag. */
export async function buildEntry(input: {
  key: string;
  platform: string;
  headers: OutgoingHttpHeaders;
  body: Buffer;
  /**
   * The body as gzip (default level) when the answer was already sent so (holdDocuments): a private page keeps it
   * instead of compressing the body again.
   */
  gzip?: Buffer;
  now: number;
  tags: string[];
  private?: true;
}): Promise<PageEntry> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(input.headers)) {
    if (value === undefined || PER_REQUEST.has(name.toLowerCase())) continue;
    headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  const vary = headers.vary ?? '';
  if (!/accept-encoding/i.test(vary)) headers.vary = vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding';
  // A shared page is compressed once for many visitors: the best ratio is worth its time (brotli 10: about 0.1 s for
  // a 150 KB page). A private one (a result page, 260 KB) is read by one visitor, right after its render: it keeps
  // the gzip body its visitor was sent, or one made quickly, and no brotli (even quality 5 took the next round trip's
  // time: p50 35 -> 42 ms on the bench, issue 27).
  const [gz, br] = input.private
    ? [input.gzip ?? (await gzipAsync(input.body, { level: 6 })), undefined]
    : await Promise.all([
        gzipAsync(input.body, { level: 9 }),
        brotli(input.body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 10,
            [constants.BROTLI_PARAM_SIZE_HINT]: input.body.length,
          },
        }),
      ]);
  const etag = `"${createHash('sha256').update(input.body).digest('base64url').slice(0, 32)}"`;
  const maxAge = sharedMaxAge(headers['cache-control']) ?? 0;
  return {
    key: input.key,
    platform: input.platform,
    headers,
    gzip: gz,
    identityLength: input.body.length,
    ...(br ? { br } : {}),
    etag,
    freshUntil: input.private ? Number.POSITIVE_INFINITY : input.now + maxAge * 1000,
    tags: input.tags,
    ...(input.private ? { private: true as const } : {}),
  };
}

/**
 * Sends a stored page: 304 for a matching If-None-Match, else the body in the best accepted encoding (none for
 * HEAD). `policy` rebuilds the Content-Security-Policy for this request from the stored one.
 */
export function sendEntry(
  req: IncomingMessage,
  res: ServerResponse,
  entry: PageEntry,
  state: 'HIT' | 'STALE',
  policy: (stored: string) => string = (stored) => stored,
): void {
  for (const [name, value] of headerListOf(entry, policy)) res.setHeader(name, value);
  res.setHeader('x-page-cache', state);
  if (matchesEtag(req.headers['if-none-match'], entry.etag)) {
    res.removeHeader('content-type');
    res.writeHead(304);
    res.end();
    return;
  }
  const encoding = servedEncoding(entry, pickEncoding(req.headers['accept-encoding']));
  const body = bodyOf(entry, encoding);
  if (encoding !== 'identity') res.setHeader('content-encoding', encoding);
  res.setHeader('content-length', body.length);
  res.writeHead(200);
  res.end(req.method?.toUpperCase() === 'HEAD' ? undefined : body);
}

/** How many bytes of uncompressed bodies `identityOf` keeps, across every page cache of the process. */
export const IDENTITY_BYTES = 16 * 1024 * 1024;
const identities = new LRUCache<PageEntry, Buffer>({
  maxSize: IDENTITY_BYTES,
  sizeCalculation: (body) => body.length + 64,
});

/**
 * A stored page's uncompressed body: unpacked from its gzip body (about 0.2 ms for a 150 KB page), the most recently
 * asked kept (IDENTITY_BYTES), so a page asked for without compression again and again is unpacked once. A private
 * page (a result page, 400 KB) is read by one visitor, once or twice: it is unpacked each time, not kept, since every
 * one kept pushed an older one out and left 400 KB of buffers for the next full garbage collection (issue 27).
 */
export const identityOf = (entry: PageEntry): Buffer => {
  if (entry.private) return gunzipSync(entry.gzip);
  let body = identities.get(entry);
  if (body === undefined) {
    body = gunzipSync(entry.gzip);
    identities.set(entry, body);
  }
  return body;
};

/** The encoding an entry is sent in for the one a request picked: gzip for br when it has no brotli body. */
const servedEncoding = (entry: PageEntry, picked: Encoding): Encoding =>
  picked === 'br' && !entry.br ? 'gzip' : picked;

/** The stored body of an encoding the entry has (servedEncoding). */
const bodyOf = (entry: PageEntry, encoding: Encoding): Buffer =>
  encoding === 'br' && entry.br ? entry.br : encoding === 'identity' ? identityOf(entry) : entry.gzip;

/** The length of the body of an encoding (without unpacking it). */
const lengthOf = (entry: PageEntry, encoding: Encoding): number =>
  encoding === 'identity' ? entry.identityLength : bodyOf(entry, encoding).length;

/** A scheme's part of a hit's headers: the document policy rebuilt for it, and its security headers. */
export interface HitScheme {
  policy: (stored: string) => string;
  security: readonly (readonly [string, string])[];
}

/**
 * Answers a hit with one writeHead of a header list made once per entry, scheme, encoding and state (the security
 * headers, the stored ones with the scheme's policy, ETag, Surrogate-Key, X-Page-Cache, Content-Encoding and
 * Content-Length), plus `perRequest` (the request id): nothing was set on `res` before, so Node.js takes the list as
 * it is (set headers would make it merge the list header by header). Not for a conditional request (sendEntry).
 */
export function sendHit(
  req: IncomingMessage,
  res: ServerResponse,
  entry: PageEntry,
  fresh: boolean,
  scheme: HitScheme,
  perRequest: readonly string[],
): void {
  const encoding = servedEncoding(entry, pickEncoding(req.headers['accept-encoding']));
  const body = bodyOf(entry, encoding);
  res.writeHead(200, hitHeadersOf(entry, scheme, encoding, fresh ? 'HIT' : 'STALE').concat(perRequest));
  res.end(req.method?.toUpperCase() === 'HEAD' ? undefined : body);
}

/** The value of `key` in `map`, made by `make` the first time. */
const memo = <K, V>(map: { get(key: K): V | undefined; set(key: K, value: V): unknown }, key: K, make: () => V): V => {
  let value = map.get(key);
  if (value === undefined) {
    value = make();
    map.set(key, value);
  }
  return value;
};

type State = 'HIT' | 'STALE';
const hitHeaderLists = new WeakMap<PageEntry, Map<HitScheme, Map<`${Encoding} ${State}`, string[]>>>();
const hitHeadersOf = (entry: PageEntry, scheme: HitScheme, encoding: Encoding, state: State): string[] => {
  const lists = memo(
    memo(hitHeaderLists, entry, () => new Map()),
    scheme,
    () => new Map(),
  );
  return memo(lists, `${encoding} ${state}`, () => {
    // By name: a stored header (the document's policy) replaces the security header of that name.
    const headers = new Map<string, string>(scheme.security);
    // Next.js's internal routing headers never leave (server.ts strips them from every other answer).
    for (const [name, value] of headerListOf(entry, scheme.policy))
      if (!isInternalHeader(name)) headers.set(name, value);
    headers.set('x-page-cache', state);
    if (encoding !== 'identity') headers.set('content-encoding', encoding);
    headers.set('content-length', String(lengthOf(entry, encoding)));
    return [...headers].flat();
  });
};

/**
 * The stored headers of an entry as a hit sends them (its policy rebuilt by `policy`, the ETag, the Surrogate-Key),
 * made once per entry and policy function: a hit does not rebuild or re-hash the 1-2 KB policy.
 */
const headerLists = new WeakMap<PageEntry, Map<(stored: string) => string, [string, string][]>>();
const headerListOf = (entry: PageEntry, policy: (stored: string) => string): [string, string][] =>
  memo(
    memo(headerLists, entry, () => new Map()),
    policy,
    () => [
      ...Object.entries(entry.headers).map(([name, value]): [string, string] => [
        name,
        name === 'content-security-policy' ? policy(value) : value,
      ]),
      ['etag', entry.etag],
      ['surrogate-key', entry.tags.join(' ')],
    ],
  );

type Write = ServerResponse['write'];
type End = ServerResponse['end'];

/**
 * Collects what leaves through `res` (install before any wrapper that rewrites the body, so it sees the final
 * bytes) and calls `done` once at its end with the status, headers and body; `done(null)` when the answer was cut.
 */
export function captureResponse(
  res: ServerResponse,
  done: (answer: { status: number; headers: OutgoingHttpHeaders; body: Buffer; gzip?: Buffer } | null) => void,
): void {
  const chunks: Buffer[] = [];
  let size = 0;
  let finished = false;
  /** Set once the answer has ended: a close after it does not drop it (its body may still be decompressing). */
  let ended = false;
  const finish = (answer: Parameters<typeof done>[0]) => {
    if (finished) return;
    finished = true;
    done(answer);
  };
  const realWrite = res.write.bind(res) as (...args: unknown[]) => boolean;
  const realEnd = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  res.write = ((chunk: unknown, encoding?: unknown, callback?: unknown) => {
    if (chunk !== undefined && chunk !== null && typeof chunk !== 'function') {
      const buffer = toBuffer(chunk, encoding);
      chunks.push(buffer);
      size += buffer.length;
    }
    return realWrite(chunk, encoding, callback);
  }) as Write;
  res.end = ((chunk?: unknown, encoding?: unknown, callback?: unknown) => {
    if (chunk !== undefined && chunk !== null && typeof chunk !== 'function') {
      const buffer = toBuffer(chunk, encoding);
      chunks.push(buffer);
      size += buffer.length;
    }
    ended = true;
    const result = realEnd(chunk, encoding, callback);
    // A held document (holdDocuments) left its body and the gzip it was sent as: no unpacking of what was just packed.
    const prepared = preparedDocuments.get(res);
    if (prepared) {
      finish({ status: res.statusCode, headers: res.getHeaders(), body: prepared.identity, gzip: prepared.gzip });
      return result;
    }
    // The cache stores identity bodies (it compresses them itself): a gzip answer (a miss sent to a visitor who
    // accepts gzip) is decompressed first; any other coding is not stored.
    const coding = String(res.getHeader('content-encoding') ?? 'identity').toLowerCase();
    // One chunk (a held document is ended in one) is the body itself: no copy of 400 KB.
    const body = chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks, size);
    const answer = { status: res.statusCode, headers: res.getHeaders(), body };
    if (coding === 'identity') finish(answer);
    else if (coding === 'gzip')
      gunzipAsync(answer.body).then(
        (body) => finish({ ...answer, body }),
        () => finish(null),
      );
    else finish(null);
    return result;
  }) as End;
  res.once('close', () => {
    if (!ended) finish(null);
  });
}

export interface PageCacheOptions {
  /** PAGE_CACHE_MB in bytes. */
  maxBytes: number;
  /** At most this many stored entries with a query per path (default MAX_QUERY_VARIANTS). */
  maxQueryVariants?: number;
  /** At most this many private entries per path (default MAX_PRIVATE_VARIANTS). */
  maxPrivateVariants?: number;
  now?: () => number;
}

/**
 * Stored query variants per path (issue 22: one client's made-up values must not push the site's pages out). The
 * keys hold only values a route knows (page-server.ts), so this bounds what is left: list pages (?page=N of any N a
 * list answers) and the menus' own variants. Storing one more drops the path's oldest variant.
 */
const MAX_QUERY_VARIANTS = 100;

/**
 * Private pages kept per path (the result pages of a brand's locale): the reports of the last hour or so of a busy
 * day, each viewed, printed and reloaded soon after it was made. Fewer than the public variants, so reports made
 * in bulk cannot take more than a few MB of the cache.
 */
const MAX_PRIVATE_VARIANTS = 32;

/** The path part of a key ('platform|/path|query' -> 'platform|/path'), and whether it has a query. */
const pathOfKey = (key: string): [path: string, query: boolean] => {
  const cut = key.lastIndexOf('|');
  return cut < 0 ? [key, false] : [key.slice(0, cut), cut < key.length - 1];
};

/** The stored pages, their counters, and the renders in flight. */
export class PageCache {
  readonly #lru: LRUCache<string, PageEntry>;
  readonly #inflight = new Map<string, Promise<void>>();
  readonly #now: () => number;
  readonly #maxBytes: number;
  readonly #maxQueryVariants: number;
  readonly #maxPrivateVariants: number;
  /** The stored keys with a query, per path, oldest stored first. */
  readonly #variants = new Map<string, Set<string>>();
  /** Bumped by every invalidation: an answer rendered before it is not stored after it. */
  #generation = 0;
  #counters = { hits: 0, staleHits: 0, notModified: 0, misses: 0, waits: 0, stores: 0, evictions: 0, invalidations: 0 };

  constructor(options: PageCacheOptions) {
    this.#now = options.now ?? Date.now;
    this.#maxBytes = Math.max(1, options.maxBytes);
    this.#lru = new LRUCache<string, PageEntry>({
      maxSize: this.#maxBytes,
      sizeCalculation: (entry) => entry.gzip.length + (entry.br?.length ?? 0) + 1024,
      dispose: (_entry, key, reason) => {
        if (reason === 'evict') this.#counters.evictions++;
        const [path, query] = pathOfKey(key);
        if (!query) return;
        const variants = this.#variants.get(path);
        variants?.delete(key);
        if (variants?.size === 0) this.#variants.delete(path);
      },
    });
    this.#maxQueryVariants = Math.max(1, options.maxQueryVariants ?? MAX_QUERY_VARIANTS);
    this.#maxPrivateVariants = Math.max(1, options.maxPrivateVariants ?? MAX_PRIVATE_VARIANTS);
  }

  /** The stored page of a key and whether it is still fresh. */
  lookup(key: string): { entry: PageEntry; fresh: boolean } | undefined {
    const entry = this.#lru.get(key);
    if (!entry) return undefined;
    return { entry, fresh: this.#now() < entry.freshUntil };
  }

  /** Counts how a request was answered. */
  count(what: 'hits' | 'staleHits' | 'notModified' | 'misses' | 'waits'): void {
    this.#counters[what]++;
  }

  /** Resolves when no render is in flight (each stores its page before it ends). */
  async settled(): Promise<void> {
    while (this.#inflight.size > 0) await Promise.all(this.#inflight.values());
  }

  /** The render of a key in flight, if any. */
  pending(key: string): Promise<void> | undefined {
    return this.#inflight.get(key);
  }

  /**
   * Registers a render of a key; the returned function ends it. Concurrent misses wait on it (pending) instead of
   * rendering again. Returns undefined when one is already in flight.
   */
  begin(key: string): { generation: number; end: () => void } | undefined {
    if (this.#inflight.has(key)) return undefined;
    let end: () => void = () => undefined;
    const promise = new Promise<void>((resolve) => {
      end = () => {
        this.#inflight.delete(key);
        resolve();
      };
    });
    this.#inflight.set(key, promise);
    return { generation: this.#generation, end };
  }

  /** Stores a page rendered at `generation`, unless content changed meanwhile. */
  store(entry: PageEntry, generation: number): boolean {
    if (generation !== this.#generation) return false;
    const [path, query] = pathOfKey(entry.key);
    this.#lru.set(entry.key, entry);
    if (query && this.#lru.has(entry.key)) {
      const variants = this.#variants.get(path) ?? new Set<string>();
      this.#variants.set(path, variants);
      variants.add(entry.key);
      const max = entry.private ? this.#maxPrivateVariants : this.#maxQueryVariants;
      for (const oldest of variants) {
        if (variants.size <= max) break;
        this.#lru.delete(oldest);
        variants.delete(oldest);
        this.#counters.evictions++;
      }
    }
    this.#counters.stores++;
    return true;
  }

  /** Drops a key's stored page, if any (its page is no longer shared). */
  drop(key: string): void {
    this.#lru.delete(key);
  }

  /** How many query variants of a path ('platform|/path') are stored. */
  variantsOf(path: string): number {
    return this.#variants.get(path)?.size ?? 0;
  }

  /** Drops a brand's pages ('*': all). */
  invalidate(platform: string): void {
    this.#generation++;
    this.#counters.invalidations++;
    if (platform === '*') {
      this.#lru.clear();
      return;
    }
    for (const [key, entry] of this.#lru.entries()) if (entry.platform === platform) this.#lru.delete(key);
  }

  /** The stored shared pages (not the private ones), least recently used first: what a snapshot keeps. */
  sharedEntries(): PageEntry[] {
    return [...this.#lru.rvalues()].filter((entry): entry is PageEntry => entry !== undefined && !entry.private);
  }

  /** Stores pages kept from a previous run (page-snapshot.ts: stale, so each is refreshed on its first hit). */
  restore(entries: readonly PageEntry[]): number {
    let stored = 0;
    for (const entry of entries) if (!entry.private && this.store(entry, this.#generation)) stored++;
    return stored;
  }

  stats(): PageCacheStats {
    return { ...this.#counters, entries: this.#lru.size, bytes: this.#lru.calculatedSize, maxBytes: this.#maxBytes };
  }
}
