import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildEntry, PageCache } from './page-cache.ts';
import { readSnapshot, writeSnapshot } from './page-snapshot.ts';

const dir = await mkdtemp(path.join(os.tmpdir(), 'page-snapshot-'));
afterAll(() => rm(dir, { recursive: true, force: true }));

const page = (key: string, body: string, extra: { private?: true } = {}) =>
  buildEntry({
    key,
    platform: '00',
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 's-maxage=300' },
    body: Buffer.from(body),
    now: 1_000,
    tags: ['brand:00'],
    ...extra,
  });

describe('the page cache snapshot (issue 27)', () => {
  it('keeps the shared pages of one build, stale, and never a private one', async () => {
    const file = path.join(dir, 'a.snapshot');
    const home = await page('00|/', '<html>首页'.padEnd(4000, 'x'));
    const price = await page('00|/ld/price', '<html>价格'.padEnd(9000, 'y'));
    const report = await page('00|/ld/questionAnswer|reportId=1', '<html>报告', { private: true });
    expect(await writeSnapshot(file, 'build-1', [home, price, report])).toBe(2);

    const restored = await readSnapshot(file, 'build-1');
    expect(restored.map((entry) => entry.key)).toEqual(['00|/', '00|/ld/price']);
    expect(restored[1]).toEqual({ ...price, freshUntil: 0 });

    // Into a cache: stored, stale (so refreshed on the first hit), in the order kept.
    const cache = new PageCache({ maxBytes: 10_000_000, now: () => 2_000 });
    expect(cache.restore(restored)).toBe(2);
    expect(cache.sharedEntries().map((entry) => entry.key)).toEqual(['00|/', '00|/ld/price']);
    expect(cache.lookup('00|/')?.fresh).toBe(false);
    expect(cache.lookup('00|/ld/price')?.fresh).toBe(false);
  });

  it('ignores a snapshot of another build, a broken one and none at all', async () => {
    const file = path.join(dir, 'b.snapshot');
    await writeSnapshot(file, 'build-1', [await page('00|/', '<html>')]);
    expect(await readSnapshot(file, 'build-2')).toEqual([]);
    const whole = await readFile(file);
    await writeFile(file, whole.subarray(0, whole.length - 3));
    expect(await readSnapshot(file, 'build-1')).toEqual([]);
    await writeFile(file, 'not a snapshot');
    expect(await readSnapshot(file, 'build-1')).toEqual([]);
    expect(await readSnapshot(path.join(dir, 'missing'), 'build-1')).toEqual([]);
  });
});
