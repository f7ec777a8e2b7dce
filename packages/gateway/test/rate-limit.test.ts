import { randomUUID } from 'node:crypto';
import net from 'node:net';
import { schema } from '@site/db/client';
import { migrateDatabase } from '@site/db/migrate';
import { type TestDatabase, useTestDatabase } from '@site/db/testing';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkRateLimit,
  FallbackRateLimiter,
  PostgresRateLimiter,
  parseRateWindows,
  type RateLimiter,
  RedisRateLimiter,
} from '../src/rate-limit.ts';

let database: TestDatabase;

beforeAll(async () => {
  database = await useTestDatabase();
  await migrateDatabase(database.db);
});

afterAll(async () => {
  await database?.close();
});

/** The same behaviour from every store. */
const limiterContract = (make: () => RateLimiter) => {
  const T0 = Date.UTC(2026, 11, 1, 10, 0, 0);

  it('counts hits per fixed window, with the count of the window before', async () => {
    const limiter = make();
    const key = `test:${randomUUID()}`;
    expect(await limiter.increment(key, 60_000, T0)).toEqual({ count: 1, previous: 0 });
    expect(await limiter.increment(key, 60_000, T0 + 10_000)).toEqual({ count: 2, previous: 0 });
    expect(await limiter.increment(key, 60_000, T0 + 59_999)).toEqual({ count: 3, previous: 0 });
    expect(await limiter.increment(key, 60_000, T0 + 60_000)).toEqual({ count: 1, previous: 3 });
    // A window with no hit in between: nothing before.
    expect(await limiter.increment(key, 60_000, T0 + 180_000)).toEqual({ count: 1, previous: 0 });
    // Windows of another length and other keys count apart.
    expect(await limiter.increment(key, 3_600_000, T0 + 60_000)).toEqual({ count: 1, previous: 0 });
    expect(await limiter.increment(`${key}:other`, 60_000, T0 + 60_000)).toEqual({ count: 1, previous: 0 });
  });

  it('counts concurrent hits exactly once each (atomic)', async () => {
    const limiter = make();
    const key = `test:${randomUUID()}`;
    const counts = await Promise.all(Array.from({ length: 25 }, () => limiter.increment(key, 60_000, T0)));
    expect(counts.map((c) => c.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
  });

  it('lets no burst through across a window boundary (issue 22: sliding windows, not fixed ones)', async () => {
    const limiter = make();
    const key = `test:${randomUUID()}`;
    const windows = [{ limit: 5, windowMs: 60_000 }];
    const answers = [];
    // Five in the last second of one window, five in the first second of the next: 10 in 1.5 s with fixed windows.
    for (let i = 0; i < 5; i += 1) answers.push(await checkRateLimit(limiter, key, windows, T0 + 59_000 + i * 100));
    for (let i = 0; i < 5; i += 1) answers.push(await checkRateLimit(limiter, key, windows, T0 + 60_500 + i * 100));
    expect(answers.filter((a) => a.allowed)).toHaveLength(5);
    // The earlier hits weigh less as the window slides past them; a quiet window later, all is allowed again.
    expect((await checkRateLimit(limiter, key, windows, T0 + 180_000)).allowed).toBe(true);
  });

  it('refuses once any window is over its limit, with the seconds until a hit fits again', async () => {
    const limiter = make();
    const key = `test:${randomUUID()}`;
    const windows = [
      { limit: 2, windowMs: 600_000 },
      { limit: 3, windowMs: 86_400_000 },
    ];
    const start = Date.UTC(2026, 11, 1, 10, 0, 0);
    expect((await checkRateLimit(limiter, key, windows, start)).allowed).toBe(true);
    expect((await checkRateLimit(limiter, key, windows, start + 1_000)).allowed).toBe(true);
    // Three hits in the window of ten minutes (the refused one counts too): the even-spread estimate has room for one
    // more 598 s to this window's end and two thirds of the next (998 s); Retry-After is capped at the window's length,
    // when every hit so far is out of a true sliding window.
    const third = await checkRateLimit(limiter, key, windows, start + 2_000);
    expect(third).toEqual({ allowed: false, retryAfterSeconds: 600 });
    // Ten minutes later the three still weigh in full: refused, and the day has four now, over its three; its room
    // estimate's room comes half way through the next day (its four hits weighed by half), past the cap of one day.
    const later = await checkRateLimit(limiter, key, windows, start + 600_000);
    expect(later.allowed).toBe(false);
    expect(later.retryAfterSeconds).toBe(Math.min(86_400, 13 * 3_600 + 50 * 60 + 12 * 3_600));
  });
};

describe('the PostgreSQL rate limiter', () => {
  limiterContract(() => new PostgresRateLimiter(database.db));

  it('keeps one row per key and window length, and prunes rows whose window ended', async () => {
    const limiter = new PostgresRateLimiter(database.db);
    const key = `prune:${randomUUID()}`;
    const past = Date.now() - 3 * 3_600_000;
    await limiter.increment(key, 60_000, past);
    await limiter.increment(key, 60_000, past + 120_000);
    await limiter.increment(key, 60_000, Date.now());
    const rows = (await database.db.select().from(schema.rateLimitCounters)).filter((r) => r.key.startsWith(key));
    expect(rows).toHaveLength(1);
    await limiter.increment(`${key}:old`, 60_000, past);
    expect(await limiter.prune()).toBeGreaterThanOrEqual(1);
    const left = (await database.db.select().from(schema.rateLimitCounters)).map((r) => r.key);
    expect(left).toContain(`${key}:60000`);
    expect(left).not.toContain(`${key}:old:60000`);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('the Redis rate limiter (TEST_REDIS_URL)', () => {
  const prefix = `rl-test:${randomUUID()}:`;
  const limiters: RedisRateLimiter[] = [];
  const make = () => {
    const limiter = new RedisRateLimiter(redisUrl as string, { prefix });
    limiters.push(limiter);
    return limiter;
  };

  afterAll(async () => {
    const redis = new Redis(redisUrl as string);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
    for (const limiter of limiters) await limiter.close();
  });

  limiterContract(make);

  it('sets each key to expire when the window after it ends (INCR and PEXPIRE in one MULTI)', async () => {
    const limiter = make();
    const now = Date.now();
    await limiter.increment('ttl', 60_000, now);
    const redis = new Redis(redisUrl as string);
    try {
      const [key] = await redis.keys(`${prefix}ttl:*`);
      const ttl = await redis.pttl(key as string);
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeGreaterThan(60_000);
      expect(ttl).toBeLessThanOrEqual(121_000);
    } finally {
      redis.disconnect();
    }
  });
});

describe('a failing Redis', () => {
  it('falls back to PostgreSQL and logs, so the request does not fail', async () => {
    // A port with nothing listening.
    const port = await new Promise<number>((resolve) => {
      const server = net.createServer();
      server.listen(0, '127.0.0.1', () => {
        const { port: free } = server.address() as net.AddressInfo;
        server.close(() => resolve(free));
      });
    });
    const logs: string[] = [];
    const redis = new RedisRateLimiter(`redis://127.0.0.1:${port}`, { timeoutMs: 300 });
    const limiter = new FallbackRateLimiter(redis, new PostgresRateLimiter(database.db), (m) => logs.push(m));
    try {
      const key = `fallback:${randomUUID()}`;
      const started = Date.now();
      expect((await limiter.increment(key, 60_000, started)).count).toBe(1);
      expect((await limiter.increment(key, 60_000, started)).count).toBe(2);
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(logs.length).toBeGreaterThanOrEqual(1);
      expect(logs[0]).toMatch(/rate limiter redis failed, counting in postgres/);
    } finally {
      await limiter.close();
    }
  });
});

describe('rate-limit settings', () => {
  it('parses LIMIT/WINDOW lists and names a bad part', () => {
    expect(parseRateWindows('5/10m,20/1d')).toEqual([
      { limit: 5, windowMs: 600_000 },
      { limit: 20, windowMs: 86_400_000 },
    ]);
    expect(parseRateWindows('1/s')).toEqual([{ limit: 1, windowMs: 1_000 }]);
    expect(() => parseRateWindows('5/10m,0/1d')).toThrow(/"0\/1d"/);
    expect(() => parseRateWindows('five')).toThrow(/"five" is not LIMIT\/WINDOW/);
  });
});
