import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  buildEntry,
  identityOf,
  isStorable,
  matchesEtag,
  PageCache,
  pickEncoding,
  sendEntry,
  sendHit,
  sharedMaxAge,
} from './page-cache.ts';

const entryOf = (key: string, platform: string, size: number, now = 0) =>
  buildEntry({
    key,
    platform,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 's-maxage=300', 'set-cookie': undefined },
    // Random bytes do not compress: the entry's size (gzip and brotli bodies) is about twice the body.
    body: Buffer.from(Array.from({ length: size }, () => Math.floor(Math.random() * 256))),
    now,
    tags: [`brand:${platform}`],
  });

/** A private page (a result page) of `body`, optionally with the gzip body its visitor was sent. */
const privateEntryOf = (key: string, body: Buffer, gzip?: Buffer) =>
  buildEntry({
    key,
    platform: '00',
    headers: { 'content-type': 'text/html', 'cache-control': 'private, no-store' },
    body,
    ...(gzip ? { gzip } : {}),
    now: 0,
    tags: [],
    private: true,
  });

describe('the page cache rules', () => {
  it('stores only shared 200 HTML answers without cookies', () => {
    const html = {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 's-maxage=300, stale-while-revalidate=60',
    };
    expect(isStorable(200, html)).toBe(true);
    expect(isStorable(404, html)).toBe(false);
    expect(isStorable(200, { ...html, 'set-cookie': ['a=1'] })).toBe(false);
    expect(
      isStorable(200, { ...html, 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' }),
    ).toBe(false);
    expect(isStorable(200, { ...html, 'content-type': 'application/json' })).toBe(false);
    expect(sharedMaxAge('s-maxage=300, stale-while-revalidate=31535700')).toBe(300);
    expect(sharedMaxAge('public, max-age=60')).toBeNull();
  });

  it('picks brotli, then gzip, then identity, and honours q=0', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('gzip')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip')).toBe('gzip');
    expect(pickEncoding('gzip;q=0')).toBe('identity');
    expect(pickEncoding(undefined)).toBe('identity');
  });

  it('matches strong and weak forms of its ETag', () => {
    expect(matchesEtag('"abc"', '"abc"')).toBe(true);
    expect(matchesEtag('"x", W/"abc"', '"abc"')).toBe(true);
    expect(matchesEtag('*', '"abc"')).toBe(true);
    expect(matchesEtag('"abd"', '"abc"')).toBe(false);
    expect(matchesEtag(undefined, '"abc"')).toBe(false);
  });
});

describe('the page cache', () => {
  it('compresses once, with a strong ETag, and keeps per-request headers out', async () => {
    const entry = await buildEntry({
      key: 'k',
      platform: '00',
      headers: {
        'content-type': 'text/html',
        'cache-control': 's-maxage=300',
        date: 'x',
        'x-request-id': 'r',
        vary: 'rsc',
      },
      body: Buffer.from('<html>'.padEnd(5000, 'a')),
      now: 1000,
      tags: ['brand:00'],
    });
    expect(entry.gzip.length).toBeLessThan(200);
    expect(entry.br?.length).toBeLessThan(200);
    expect(entry.etag).toMatch(/^"[A-Za-z0-9_-]{32}"$/);
    expect(entry.headers).not.toHaveProperty('date');
    expect(entry.headers).not.toHaveProperty('x-request-id');
    expect(entry.headers.vary).toBe('rsc, Accept-Encoding');
    expect(entry.freshUntil).toBe(301_000);
  });

  it('keeps only the compressed bodies, and unpacks the identity body once for its recent askers (issue 27)', async () => {
    const body = Buffer.from('<html>'.padEnd(50_000, 'abc'));
    const entry = await buildEntry({
      key: 'k',
      platform: '00',
      headers: { 'content-type': 'text/html', 'cache-control': 's-maxage=300' },
      body,
      now: 0,
      tags: [],
    });
    expect(Object.values(entry).some((value) => Buffer.isBuffer(value) && value.length === body.length)).toBe(false);
    expect(entry.identityLength).toBe(body.length);
    expect(gunzipSync(entry.gzip).equals(body)).toBe(true);
    const identity = identityOf(entry);
    expect(identity.equals(body)).toBe(true);
    // The second asker gets the kept body, not a second unpacking.
    expect(identityOf(entry)).toBe(identity);
  });

  it('unpacks a private page for each asker and keeps none of it (issue 27: buffers left for a full collection)', async () => {
    const body = Buffer.from('<html>'.padEnd(50_000, 'report'));
    const entry = await privateEntryOf('r', body);
    const first = identityOf(entry);
    const second = identityOf(entry);
    expect(first.equals(body) && second.equals(body)).toBe(true);
    expect(second).not.toBe(first);
  });

  it('keeps a private page as the gzip its visitor was sent, with no brotli, and answers br askers with gzip (issue 27)', async () => {
    const body = Buffer.from('<html>'.padEnd(50_000, 'report'));
    const sent = gzipSync(body);
    const entry = await privateEntryOf('r', body, sent);
    expect(entry.gzip).toBe(sent);
    expect(entry.br).toBeUndefined();
    // Without a gzip body given, one is made (and still no brotli).
    const made = await privateEntryOf('r2', body);
    expect(gunzipSync(made.gzip).equals(body)).toBe(true);
    expect(made.br).toBeUndefined();
    // A shared page has both.
    const shared = await entryOf('s', '00', 2000);
    expect(shared.br?.length).toBeGreaterThan(0);

    const server = createServer((req, res) => {
      if (req.url === '/hit') sendHit(req, res, entry, true, { policy: (p) => p, security: [] }, []);
      else sendEntry(req, res, entry, 'HIT');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      for (const path of ['/hit', '/entry']) {
        const res = await fetch(`http://127.0.0.1:${port}${path}`, { headers: { 'accept-encoding': 'br, gzip' } });
        expect(res.headers.get('content-encoding')).toBe('gzip');
        // fetch unpacks it: the body is the page.
        expect(Buffer.from(await res.arrayBuffer()).equals(body)).toBe(true);
      }
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('evicts the least recently used beyond its bound and counts it', async () => {
    const cache = new PageCache({ maxBytes: 100_000 });
    for (let i = 0; i < 10; i++) {
      const run = cache.begin(`k${i}`);
      cache.store(await entryOf(`k${i}`, '00', 10_000), run?.generation ?? 0);
      run?.end();
    }
    const stats = cache.stats();
    expect(stats.bytes).toBeLessThanOrEqual(100_000);
    expect(stats.evictions).toBeGreaterThan(0);
    expect(cache.lookup('k0')).toBeUndefined();
    expect(cache.lookup('k9')).toBeDefined();
  });

  it("drops a brand's pages, and never stores what was rendered before a change", async () => {
    const cache = new PageCache({ maxBytes: 10_000_000 });
    cache.store(await entryOf('a', '00', 100), 0);
    cache.store(await entryOf('b', '10', 100), 0);
    const run = cache.begin('c');
    cache.invalidate('00');
    expect(cache.lookup('a')).toBeUndefined();
    expect(cache.lookup('b')).toBeDefined();
    expect(cache.store(await entryOf('c', '10', 100), run?.generation ?? 0)).toBe(false);
    run?.end();
    cache.invalidate('*');
    expect(cache.lookup('b')).toBeUndefined();
  });

  it('lets one render run per key and tells fresh from stale', async () => {
    let now = 0;
    const cache = new PageCache({ maxBytes: 10_000_000, now: () => now });
    const first = cache.begin('k');
    expect(first).toBeDefined();
    expect(cache.begin('k')).toBeUndefined();
    const waiting = cache.pending('k');
    cache.store(await entryOf('k', '00', 100, 0), first?.generation ?? 0);
    first?.end();
    await waiting;
    expect(cache.pending('k')).toBeUndefined();
    expect(cache.lookup('k')?.fresh).toBe(true);
    now = 301_000;
    expect(cache.lookup('k')?.fresh).toBe(false);
  });

  it('keeps at most maxQueryVariants query variants per path, dropping the oldest (issue 22)', async () => {
    const cache = new PageCache({ maxBytes: 100_000_000, maxQueryVariants: 100 });
    cache.store(await entryOf('00|/ld/aboutVat|', '00', 100), 0);
    for (let i = 1; i <= 150; i++) cache.store(await entryOf(`00|/ld/aboutVat|page=${i}`, '00', 100), 0);
    cache.store(await entryOf('00|/ld/problem|page=2', '00', 100), 0);
    expect(cache.variantsOf('00|/ld/aboutVat')).toBe(100);
    expect(cache.lookup('00|/ld/aboutVat|page=50')).toBeUndefined();
    expect(cache.lookup('00|/ld/aboutVat|page=51')).toBeDefined();
    expect(cache.lookup('00|/ld/aboutVat|page=150')).toBeDefined();
    // The path's own page and another path's variant are not variants of it.
    expect(cache.lookup('00|/ld/aboutVat|')).toBeDefined();
    expect(cache.lookup('00|/ld/problem|page=2')).toBeDefined();
    // Storing a variant again keeps one of it; a dropped key leaves the count.
    cache.store(await entryOf('00|/ld/aboutVat|page=150', '00', 100), 0);
    expect(cache.variantsOf('00|/ld/aboutVat')).toBe(100);
    cache.drop('00|/ld/aboutVat|page=150');
    expect(cache.variantsOf('00|/ld/aboutVat')).toBe(99);
    expect(cache.stats().entries).toBe(101);
  });
});
