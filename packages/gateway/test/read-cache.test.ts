import { schema } from '@site/db/client';
import { parseContentChange } from '@site/db/content-changes';
import { readDatabaseSettings } from '@site/db/settings';
import { type TestDatabase, useTestDatabase } from '@site/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_ADAPTERS, publishDue } from '../src/admin/content.ts';
import { isCachedRead, ReadCache } from '../src/read-cache.ts';
import { type Runtime, startRuntime } from '../src/runtime.ts';
import { readGatewaySettings } from '../src/settings.ts';

/**
 * The content reads kept in memory and dropped on a content change (issue 11, item 5): two instances of the
 * gateway on one database, a change made by neither (an operator's SQL), both serve the new content next.
 */

let database: TestDatabase;
const runtimes: Runtime[] = [];

beforeAll(async () => {
  database = await useTestDatabase();
  for (let i = 0; i < 2; i++) {
    runtimes.push(
      await startRuntime({
        database: readDatabaseSettings({ DATABASE_URL: database.url }),
        gateway: readGatewaySettings({ RATE_LIMITS: 'off' }),
      }),
    );
  }
}, 120_000);

afterAll(async () => {
  for (const runtime of runtimes) await runtime.close();
  await database?.close();
});

const CONFIG = '/system/pageConfig/allInfo';

const read = async (runtime: Runtime, path: string, platform = '00') => {
  const res = await runtime.app.request(path, { headers: { 'x-platform-type': platform } });
  const body = (await res.json()) as { code: number; data: { companyName?: string; seoTitle?: string } | null };
  return { status: res.status, hit: res.headers.get('x-read-cache') === 'hit', body };
};

/** Polls until the read shows what is expected (a notification takes milliseconds; 15 s bounds a busy machine). */
const eventually = async (check: () => Promise<boolean>) => {
  const deadline = Date.now() + 15_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('the change did not reach the cache in 15 s');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe('the read cache', () => {
  it('answers a content read from memory the second time, per brand', async () => {
    const [a] = runtimes as [Runtime];
    const first = await read(a, CONFIG);
    expect(first.status).toBe(200);
    expect(first.hit).toBe(false);
    const second = await read(a, CONFIG);
    expect(second.hit).toBe(true);
    expect(second.body).toEqual(first.body);
    expect((await read(a, CONFIG, '10')).hit).toBe(false);
    expect(a.readCache.stats()).toMatchObject({ hits: 1, entries: 2 });
  });

  it("drops a brand's reads on both instances when its content changes, whoever changed it", async () => {
    for (const runtime of runtimes) {
      await read(runtime, CONFIG);
      await read(runtime, CONFIG, '10');
      expect((await read(runtime, CONFIG)).hit).toBe(true);
    }
    const before = (await read(runtimes[0] as Runtime, CONFIG)).body.data?.companyName;
    await database.pool.query(`UPDATE platform_configs SET company_name = company_name || ' (new)' WHERE code = '00'`);
    for (const runtime of runtimes) {
      await eventually(async () => (await read(runtime, CONFIG)).body.data?.companyName === `${before} (new)`);
      // Another brand's reads stay.
      expect((await read(runtime, CONFIG, '10')).hit).toBe(true);
    }
  });

  it('drops every brand on a change of a shared table, and not on a counter', async () => {
    const [a] = runtimes as [Runtime];
    await read(a, CONFIG, '10');
    expect((await read(a, CONFIG, '10')).hit).toBe(true);
    // A view counter is not content: the read stays (a second later, the notification would have arrived).
    await database.pool.query(`UPDATE articles SET views = views + 1 WHERE id = (SELECT min(id) FROM articles)`);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await read(a, CONFIG, '10')).hit).toBe(true);
    await database.pool.query('UPDATE products SET name = name WHERE id = (SELECT min(id) FROM products)');
    await new Promise((resolve) => setTimeout(resolve, 500));
    // name = name changes nothing: still there.
    expect((await read(a, CONFIG, '10')).hit).toBe(true);
    await database.pool.query(
      `UPDATE products SET discount_price = discount_price + 1 WHERE id = (SELECT min(id) FROM products)`,
    );
    await eventually(async () => !(await read(a, CONFIG, '10')).hit);
  });

  it('a version published in the back office on one instance is served by both (scheduled, as by any instance)', async () => {
    const [a, b] = runtimes as [Runtime, Runtime];
    for (const runtime of runtimes) {
      await read(runtime, CONFIG, '13');
      expect((await read(runtime, CONFIG, '13')).hit).toBe(true);
    }
    const adapter = CONTENT_ADAPTERS.platform;
    const [row] = (await adapter.list(a.db, { platform: '13', limit: 1, offset: 0 })).rows;
    if (!row) throw new Error('brand 13 has no configuration');
    const live = await adapter.load(a.db, row.id);
    if (!live) throw new Error('brand 13 configuration unreadable');
    const title = `${String(live.data.seoTitle)}（新版）`;
    // A draft whose time has come, published by instance A's scheduler pass (the same publishVersion a click runs).
    await a.db.insert(schema.contentVersions).values({
      kind: 'platform',
      itemId: row.id,
      platform: '13',
      version: 1,
      state: 'draft',
      data: { ...live.data, seoTitle: title },
      authorName: 'test',
      publishAt: new Date(Date.now() - 1000),
    });
    const published = Date.now();
    expect(await publishDue(a.db, new Date())).toBe(1);
    const seen: number[] = [];
    for (const runtime of [a, b]) {
      await eventually(async () => (await read(runtime, CONFIG, '13')).body.data?.seoTitle === title);
      seen.push(Date.now() - published);
    }
    // Informative, not asserted (a busy machine decides): how long each instance took to serve the new version.
    console.info(`published version served by instance A after ${seen[0]} ms, by instance B after ${seen[1]} ms`);
  });

  it('keeps no failure and no read outside its list', async () => {
    const [a] = runtimes as [Runtime];
    const unknown = '/api/business/officialQuery/getInformationInfo?id=999999999';
    const first = await read(a, unknown);
    expect(first.body.code).not.toBe(0);
    expect((await read(a, unknown)).hit).toBe(false);
    expect(isCachedRead('/api/business/merc/sys/getIsForeignIp')).toBe(false);
    expect(isCachedRead('/api/business/posterConfig/merc/list')).toBe(false);
    expect(isCachedRead('/api/ipr/sysProduct/getVipSkuDetail/1013')).toBe(true);
  });
});

describe('the read cache alone', () => {
  it('evicts beyond its bound in bytes and counts it', () => {
    const cache = new ReadCache({ maxBytes: 10_000 });
    for (let i = 0; i < 20; i++) cache.set(`00|zh-CN|/x?i=${i}`, '00', 'x'.repeat(1_000));
    const stats = cache.stats();
    expect(stats.bytes).toBeLessThanOrEqual(10_000);
    expect(stats.evictions).toBeGreaterThan(0);
    expect(cache.get('00|zh-CN|/x?i=0')).toBeUndefined();
    expect(cache.get('00|zh-CN|/x?i=19')).toBeDefined();
  });

  it('reads notification payloads, anything odd as a change of everything', () => {
    expect(parseContentChange('articles:00')).toEqual({ table: 'articles', platform: '00' });
    expect(parseContentChange('products:*')).toEqual({ table: 'products', platform: '*' });
    expect(parseContentChange('nonsense')).toEqual({ table: '*', platform: '*' });
    expect(parseContentChange(undefined)).toEqual({ table: '*', platform: '*' });
  });
});
