/**
 * Sliding-window rate limiting (issue 22: fixed windows let twice the limit through across a boundary, 10 codes in
 * 7 s against 5 a minute). The sliding-window counter: each key keeps the count of the current fixed window and of
 * the one before, and a hit is weighed against `previous * (share of the previous window still inside the sliding
 * window) + current`, the count of the last `windowMs` assuming the previous window's hits were spread evenly. One
 * interface, two stores:
 * - PostgreSQL (the default): one row per key and window length in `rate_limit_counters`, counted with one atomic
 *   upsert that rolls the current count into the previous one when a new window starts;
 * - Redis (when REDIS_URL is set): INCR and PEXPIRE of a key per window, and GET of the previous window's key, in one
 *   MULTI.
 * The Redis one is wrapped in a fallback to PostgreSQL: a Redis failure is logged and never fails the request.
 */

import { createRequire } from 'node:module';
import type { Database } from '@site/db/client';
import { rateLimitCounters } from '@site/db/schema';
import { lt, sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import { logOf } from './context.ts';

/** At most `limit` hits in any `windowMs`. */
export interface RateWindow {
  limit: number;
  windowMs: number;
}

/** The counts of a key's current fixed window (this hit included) and of the window before it. */
export interface WindowCounts {
  count: number;
  previous: number;
}

export interface RateLimiter {
  readonly kind: 'postgres' | 'redis';
  /** Counts one hit of `key` in the fixed window of length `windowMs` that holds `now`. */
  increment(key: string, windowMs: number, now: number): Promise<WindowCounts>;
  close?(): Promise<void>;
}

export interface RateDecision {
  allowed: boolean;
  /** Seconds until a hit would be allowed again (0 when allowed). */
  retryAfterSeconds: number;
}

const windowStartOf = (now: number, windowMs: number) => Math.floor(now / windowMs) * windowMs;

/** The hits of the sliding window that ends at `now`: the previous window's weighed by how much of it is still in. */
const slidingCount = ({ count, previous }: WindowCounts, windowMs: number, now: number): number =>
  previous * (1 - (now - windowStartOf(now, windowMs)) / windowMs) + count;

/**
 * How long until the sliding count of the hits so far leaves room for one more: within this window when the
 * previous window's share is what is too much, else into the next one, where this window's hits are the previous.
 */
const msUntilRoom = ({ count, previous }: WindowCounts, window: RateWindow, now: number): number => {
  const { limit, windowMs } = window;
  const elapsed = now - windowStartOf(now, windowMs);
  const room = limit - 1;
  if (count <= room) return previous === 0 ? 0 : Math.max(0, windowMs * (1 - (room - count) / previous) - elapsed);
  return windowMs - elapsed + windowMs * (1 - room / count);
};

/** Counts a hit in every window; refused when any window's sliding count is over its limit. */
export async function checkRateLimit(
  limiter: RateLimiter,
  key: string,
  windows: readonly RateWindow[],
  now: number = Date.now(),
): Promise<RateDecision> {
  let refused = false;
  let retryAfterMs = 0;
  for (const window of windows) {
    const counts = await limiter.increment(key, window.windowMs, now);
    if (slidingCount(counts, window.windowMs, now) > window.limit) {
      refused = true;
      // Capped at the window's length: by then every hit counted so far is out of a true sliding window (the
      // even-spread estimate can ask for up to two windows after a burst, longer than the limit's own promise).
      retryAfterMs = Math.max(retryAfterMs, Math.min(window.windowMs, msUntilRoom(counts, window, now)));
    }
  }
  return { allowed: !refused, retryAfterSeconds: refused ? Math.max(1, Math.ceil(retryAfterMs / 1000)) : 0 };
}

export class PostgresRateLimiter implements RateLimiter {
  readonly kind = 'postgres';

  constructor(private readonly db: Database) {}

  async increment(key: string, windowMs: number, now: number): Promise<WindowCounts> {
    const windowStart = windowStartOf(now, windowMs);
    const current = sql`${rateLimitCounters.windowStart} = excluded.window_start`;
    const [row] = await this.db
      .insert(rateLimitCounters)
      .values({
        key: `${key}:${windowMs}`,
        windowStart,
        count: 1,
        previousCount: 0,
        // The row weighs in the next window too (as its previous count).
        expiresAt: new Date(windowStart + 2 * windowMs),
      })
      .onConflictDoUpdate({
        target: rateLimitCounters.key,
        set: {
          previousCount: sql`case when ${current} then ${rateLimitCounters.previousCount}
            when ${rateLimitCounters.windowStart} = excluded.window_start - ${windowMs} then ${rateLimitCounters.count}
            else 0 end`,
          count: sql`case when ${current} then ${rateLimitCounters.count} + 1 else 1 end`,
          windowStart: sql`excluded.window_start`,
          expiresAt: sql`excluded.expires_at`,
        },
      })
      .returning({ count: rateLimitCounters.count, previous: rateLimitCounters.previousCount });
    if (!row) throw new Error('rate limit upsert returned no row');
    return row;
  }

  /** Deletes counters that no longer weigh in any window; returns how many. */
  async prune(now: Date = new Date()): Promise<number> {
    const result = await this.db.delete(rateLimitCounters).where(lt(rateLimitCounters.expiresAt, now));
    return result.rowCount ?? 0;
  }
}

export class RedisRateLimiter implements RateLimiter {
  readonly kind = 'redis';
  private readonly redis: Redis;
  private readonly prefix: string;
  private connecting: Promise<void> | undefined;

  /** Fails fast instead of queueing while Redis is unreachable (the caller falls back). */
  constructor(url: string, options: { timeoutMs?: number; prefix?: string } = {}) {
    const timeoutMs = options.timeoutMs ?? 1_000;
    this.prefix = options.prefix ?? 'rl:';
    // ioredis loads when a limiter is made (REDIS_URL set), not with every start (issue 27: 70 ms of module loading).
    const { Redis: RedisClient } = createRequire(import.meta.url)('ioredis') as typeof import('ioredis');
    this.redis = new RedisClient(url, {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      connectTimeout: timeoutMs,
      commandTimeout: timeoutMs,
      retryStrategy: (times) => Math.min(times * 200, 5_000),
    });
    // Connection errors are reported by the failing command; without a listener ioredis would log each retry.
    this.redis.on('error', () => undefined);
  }

  private async ready(): Promise<void> {
    if (this.redis.status === 'ready') return;
    if (this.redis.status === 'wait') {
      this.connecting ??= this.redis.connect().finally(() => {
        this.connecting = undefined;
      });
    }
    if (this.connecting) await this.connecting;
  }

  async increment(key: string, windowMs: number, now: number): Promise<WindowCounts> {
    await this.ready();
    const windowStart = windowStartOf(now, windowMs);
    const redisKey = `${this.prefix}${key}:${windowMs}:${windowStart}`;
    // The key lives through the next window too (as its previous count), plus a second for clock differences.
    const ttl = windowStart + 2 * windowMs - now + 1_000;
    const results = await this.redis
      .multi()
      .incr(redisKey)
      .pexpire(redisKey, ttl)
      .get(`${this.prefix}${key}:${windowMs}:${windowStart - windowMs}`)
      .exec();
    const [incr, , previous] = results ?? [];
    if (!incr || incr[0]) throw incr?.[0] ?? new Error('Redis MULTI was discarded');
    if (previous?.[0]) throw previous[0];
    return { count: Number(incr[1]), previous: Number(previous?.[1] ?? 0) };
  }

  async close(): Promise<void> {
    this.redis.disconnect();
  }
}

/** Uses `primary`; when it fails, logs and counts in `fallback` instead (a limiter must not fail the request). */
export class FallbackRateLimiter implements RateLimiter {
  constructor(
    private readonly primary: RateLimiter,
    private readonly fallback: RateLimiter,
    private readonly log: (message: string) => void = logOf({}),
  ) {}

  get kind() {
    return this.primary.kind;
  }

  async increment(key: string, windowMs: number, now: number): Promise<WindowCounts> {
    try {
      return await this.primary.increment(key, windowMs, now);
    } catch (error) {
      this.log(
        `[gateway] rate limiter ${this.primary.kind} failed, counting in ${this.fallback.kind}: ${
          error instanceof Error ? error.message : String(error)
        }`,
      );
      return this.fallback.increment(key, windowMs, now);
    }
  }

  async close(): Promise<void> {
    await this.primary.close?.();
    await this.fallback.close?.();
  }
}

/** A rate-limit setting such as '5/10m,20/1d' -> windows; units s, m, h, d. Throws a readable error. */
export function parseRateWindows(text: string): RateWindow[] {
  const units: Record<string, number> = { s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 };
  return text.split(',').map((part) => {
    const match = /^\s*(\d{1,6})\s*\/\s*(\d{0,4})\s*([smhd])\s*$/.exec(part);
    const unit = match?.[3] ? units[match[3]] : undefined;
    const limit = Number(match?.[1]);
    const count = match?.[2] ? Number(match[2]) : 1;
    if (!match || unit === undefined || limit < 1 || count < 1) {
      throw new Error(`"${part.trim()}" is not LIMIT/WINDOW such as 5/10m or 20/1d`);
    }
    return { limit, windowMs: count * unit };
  });
}

/**
 * Counts in this process's memory (at most `maxKeys` keys, the least recently used forgotten): for a web server
 * that runs with GATEWAY_URL, and so has no database of its own, limiting its own routes (PAGE_LIMITS).
 */
export class MemoryRateLimiter implements RateLimiter {
  readonly kind = 'postgres' as const;
  readonly #counts = new Map<string, { windowStart: number; count: number; previous: number }>();
  constructor(private readonly maxKeys = 100_000) {}

  async increment(key: string, windowMs: number, now: number): Promise<WindowCounts> {
    const id = `${key}|${windowMs}`;
    const start = windowStartOf(now, windowMs);
    const row = this.#counts.get(id);
    this.#counts.delete(id);
    let next: { windowStart: number; count: number; previous: number };
    if (!row || row.windowStart < start - windowMs) next = { windowStart: start, count: 1, previous: 0 };
    else if (row.windowStart < start) next = { windowStart: start, count: 1, previous: row.count };
    else next = { ...row, count: row.count + 1 };
    this.#counts.set(id, next);
    if (this.#counts.size > this.maxKeys) {
      const oldest = this.#counts.keys().next().value;
      if (oldest !== undefined) this.#counts.delete(oldest);
    }
    return { count: next.count, previous: next.previous };
  }
}
