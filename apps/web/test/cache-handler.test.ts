import { mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const BoundedCache = require('../cache-handler.cjs') as {
  new (
    ctx: Record<string, unknown>,
  ): {
    set(key: string, data: unknown, ctx: Record<string, unknown>): Promise<void>;
    get(key: string, ctx: Record<string, unknown>): Promise<{ value: unknown } | null>;
  };
  isErrorPage(data: unknown): boolean;
};

const page = (status: number | undefined) => ({
  kind: 'APP_PAGE',
  html: '<p>page</p>',
  rscData: Buffer.from('rsc'),
  status,
  headers: {},
  postponed: undefined,
  segmentData: undefined,
});

describe("Next.js's bounded page cache (cache-handler.cjs)", () => {
  it('tells error answers from pages', () => {
    expect(BoundedCache.isErrorPage(page(404))).toBe(true);
    expect(BoundedCache.isErrorPage(page(500))).toBe(true);
    expect(BoundedCache.isErrorPage(page(200))).toBe(false);
    expect(BoundedCache.isErrorPage(page(undefined))).toBe(false);
    expect(BoundedCache.isErrorPage({ kind: 'FETCH', data: { status: 404 } })).toBe(false);
    expect(BoundedCache.isErrorPage(null)).toBe(false);
  });

  it('keeps a 200 page in memory and never stores a 404', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'cache-handler-'));
    const fs = require('node:fs');
    const cache = new BoundedCache({
      fs: { ...fs, existsSync: fs.existsSync, readFile: fs.promises.readFile, readFileSync: fs.readFileSync },
      serverDistDir: dir,
      flushToDisk: false,
      maxMemoryCacheSize: 1024 * 1024,
      revalidatedTags: [],
      _requestHeaders: {},
    });
    const ctx = { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false, cacheControl: { revalidate: 300 } };
    await cache.set('/made-up', page(404), ctx);
    await cache.set('/real', page(200), ctx);
    const getCtx = { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false };
    expect(await cache.get('/made-up', getCtx).catch(() => null)).toBeNull();
    expect((await cache.get('/real', getCtx))?.value).toMatchObject({ kind: 'APP_PAGE', status: 200 });
  });
});
