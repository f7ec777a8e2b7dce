/**
 * The gateway's content reads, kept in memory (issue 11: "reads that do not hit the database every time"): the
 * answer of a read of CACHED_READS is stored per brand, language and URL (path and query as sent), up to a bound in
 * bytes (READ_CACHE_MB, least recently used out first), and served until the content it came from changes.
 *
 * A change is what the database announces (@site/db's content-changes.ts: a trigger on every content table), so a
 * read is dropped on every instance, whoever changed the rows; a brand's change drops that brand's reads, a change
 * of a table every brand shares (products, trademark classes) drops them all. A lost listener connection drops
 * everything. READ_CACHE_SECONDS (300) bounds an entry's age all the same, for changes no trigger sees.
 *
 * Only what is the same for every visitor: reads of auth 'none' that depend on nothing but the brand, the language
 * and the URL. Not kept: time-bound reads (pop-ups, posters, the anniversary activity), the visitor's country,
 * anything of a user or device, failures (only code 0 answers are stored).
 */
import { type CallName, calls } from '@site/contracts';
import type { ContentChange } from '@site/db/content-changes';
import { createMiddleware } from 'hono/factory';
import { LRUCache } from 'lru-cache';
import { callPattern } from './call-pattern.ts';
import type { GatewayEnv } from './context.ts';

/** The reads kept: content of the brand's pages, prices, classes. */
const CACHED_READS: readonly CallName[] = [
  'getCommon',
  'getCommoditySearch',
  'getHomePageInfo',
  'officialProductPrice',
  'getProductsPrices',
  'listChannels',
  'getEcologyCenter',
  'getPartnersInfoById',
  'getIntroducerById',
  'getByKey',
  'getHelpCenterCategory',
  'getPartner',
  'getFreeTrial',
  'getInformation',
  'getInformationInfo',
  'getOperationManual',
  'getVideoCourse',
  'getAboutUs',
  'getCustom',
  'getSiteIndex',
  'queryArticleHandbook',
  'getSuccessfulCase',
  'priceForWWW',
  'priceForSurveyReport',
  'getPageConfigAllInfo',
  'getQaType',
  'searchQaQuestions',
  'getQaAnswerDetail',
  'getTrademarkPrice',
  'listIprWebsiteConfig',
  'getTrademarkClasses',
  'getVipSkuDetail',
  'getAllCountry',
  'chtcoGetCommon',
  'chtcoGetCommoditySearch',
  'chtcoGetHomePageInfo',
  'chtcoGetProductsPrices',
  'chtcoGetHelpCenterCategory',
  'chtcoGetPartner',
  'chtcoGetFreeTrial',
  'chtcoGetInformation',
  'chtcoGetInformationInfo',
  'chtcoGetOperationManual',
  'chtcoGetVideoCourse',
  'chtcoGetAboutUs',
  'chtcoGetCustom',
  'chtcoQueryArticleHandbook',
  'chtcoGetMenuRelationList',
  'chtcoShowArticleList',
  'chtcoGetHotArticleByType',
  'chtcoShowArticleDetailById',
];

export interface ReadCacheOptions {
  /** The bound of the stored answers, in bytes (READ_CACHE_MB, default 32 MB). */
  maxBytes?: number;
  /** The longest an answer is served, in ms (READ_CACHE_SECONDS, default 300 s); 0 keeps nothing. */
  ttlMs?: number;
}

export interface ReadCacheStats {
  hits: number;
  misses: number;
  evictions: number;
  entries: number;
  bytes: number;
}

interface Entry {
  platform: string;
  body: string;
}

/** The stored answers and their counters. */
export class ReadCache {
  readonly #lru: LRUCache<string, Entry>;
  readonly enabled: boolean;
  #hits = 0;
  #misses = 0;
  #evictions = 0;

  constructor(options: ReadCacheOptions = {}) {
    const ttl = options.ttlMs ?? 300_000;
    this.enabled = ttl > 0;
    this.#lru = new LRUCache<string, Entry>({
      maxSize: Math.max(1, options.maxBytes ?? 32 * 1024 * 1024),
      // UTF-16 in memory: two bytes a character, plus the key.
      sizeCalculation: (entry, key) => 2 * (entry.body.length + key.length) + 64,
      ttl: Math.max(1, ttl),
      dispose: (_entry, _key, reason) => {
        if (reason === 'evict') this.#evictions++;
      },
    });
  }

  get(key: string): string | undefined {
    const entry = this.#lru.get(key);
    if (entry) this.#hits++;
    else this.#misses++;
    return entry?.body;
  }

  set(key: string, platform: string, body: string): void {
    if (this.enabled) this.#lru.set(key, { platform, body });
  }

  /** Drops what a content change may have made stale. */
  invalidate(change: ContentChange): void {
    if (change.platform === '*') {
      this.#lru.clear();
      return;
    }
    for (const [key, entry] of this.#lru.entries()) if (entry.platform === change.platform) this.#lru.delete(key);
  }

  stats(): ReadCacheStats {
    return {
      hits: this.#hits,
      misses: this.#misses,
      evictions: this.#evictions,
      entries: this.#lru.size,
      bytes: this.#lru.calculatedSize,
    };
  }
}

const cachedPatterns = CACHED_READS.map((name) => callPattern(calls[name]));

/** Whether a GET of this path is one of CACHED_READS. */
export const isCachedRead = (path: string): boolean => cachedPatterns.some((pattern) => pattern.test(path));

/**
 * The middleware, after the brand is known (platform.ts): answers a cached read from memory, else stores its
 * answer when it is a success.
 */
export const readCacheMiddleware = (cache: ReadCache) =>
  createMiddleware<GatewayEnv>(async (c, next) => {
    if (!cache.enabled || c.req.method !== 'GET' || !isCachedRead(c.req.path)) return next();
    const url = new URL(c.req.url);
    const key = `${c.var.platform}|${c.var.lang}|${url.pathname}${url.search}`;
    const body = cache.get(key);
    if (body !== undefined) {
      c.header('x-read-cache', 'hit');
      return c.body(body, 200, { 'content-type': 'application/json; charset=utf-8' });
    }
    await next();
    if (c.res.status !== 200 || !c.res.headers.get('content-type')?.includes('application/json')) return;
    const text = await c.res.clone().text();
    // Only successes: an envelope with code 0.
    if (/^\{"code":0[,}]/.test(text)) cache.set(key, c.var.platform, text);
  });
