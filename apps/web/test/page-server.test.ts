import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, request, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { RULES_VERSION } from '@site/compliance/rules';
import { readDatabaseSettings } from '@site/db/settings';
import { type TestDatabase, useTestDatabase } from '@site/db/testing';
import { requestIdHeaders } from '@site/gateway/ops';
import { type Runtime, startRuntime } from '@site/gateway/runtime';
import { readGatewaySettings } from '@site/gateway/settings';
import { afterAll, describe, expect, it } from 'vitest';
import { acceptsGzip } from '../src/lib/document-csp.ts';
import { createPageServer, type PageServer, reportKeyOf } from '../src/lib/page-server.ts';
import { securityHeaders } from '../src/lib/security-headers.ts';

/**
 * The page cache in front of the pages (issue 10), with a stand-in for Next.js that counts its renders: one render
 * for a stampede of misses, 304s, no page that sets a cookie or is private, eviction under the bound, a warm-up from
 * the sitemap, and two instances on one database dropping a brand's pages when its content changes.
 */

const hostMap = { hosts: { localhost: '00', 'xm.localhost': '10' }, fallback: '00' } as const;

interface Site {
  server: Server;
  pages: PageServer;
  renders: Map<string, number>;
  /** Every URL the stand-in was asked to render, query included. */
  urls: string[];
  get(
    path: string,
    headers?: Record<string, string>,
    method?: string,
  ): Promise<{ status: number; headers: Record<string, unknown>; raw: string[]; body: Buffer }>;
  close(): Promise<void>;
}

const started: Site[] = [];

/** A page server over a stand-in site: `content(path)` is the page's text; '/systemSearch' sets a cookie. */
async function startSite(
  content: (path: string) => Promise<string> | string,
  pageCacheMb = 64,
  extra: Pick<Parameters<typeof createPageServer>[0], 'knownQueries' | 'maxQueryVariants'> = {},
): Promise<Site> {
  const renders = new Map<string, number>();
  const urls: string[] = [];
  let port: number | undefined;
  const site = async (req: IncomingMessage, res: ServerResponse) => {
    const path = (req.url ?? '/').split('?', 1)[0] ?? '/';
    if (path === '/sitemap.xml') {
      res.writeHead(200, { 'content-type': 'application/xml' });
      res.end(
        '<urlset><url><loc>http://localhost/search</loc></url><url><loc>http://localhost/searchCategory</loc></url></urlset>',
      );
      return;
    }
    renders.set(path, (renders.get(path) ?? 0) + 1);
    urls.push(req.url ?? '/');
    const text = await content(path);
    await new Promise((resolve) => setTimeout(resolve, 30));
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.setHeader(
      'cache-control',
      path === '/buyingGuide' || path.includes('/questionAnswer') || path === '/errorUrl'
        ? 'private, no-cache, no-store'
        : path === '/ld/price'
          ? 's-maxage=1, stale-while-revalidate=60'
          : 's-maxage=300, stale-while-revalidate=60',
    );
    if (path === '/systemSearch') res.setHeader('set-cookie', 'visitor=1; Path=/');
    if (path === '/search') res.setHeader('x-nextjs-matched-path', '/site/00/zh-CN/search');
    res.writeHead(200);
    res.end(
      `<!doctype html><html><body><script>self.page=1</script><p>${text}</p>${'<i>x</i>'.repeat(500)}</body></html>`,
    );
  };
  const pages = createPageServer({
    config: { hostMap, pageCacheMb },
    site: (req, res) => void site(req, res),
    port: () => port,
    log: () => undefined,
    ...extra,
  });
  // As server.ts: a fresh hit answers in one writeHead; anything else after the request id and security headers.
  const server = createServer((req, res) => {
    if (pages.answerHit(req, res, false, requestIdHeaders('test-id'))) return;
    res.setHeader('x-request-id', 'test-id');
    res.setHeader('server-timing', 'rid;desc="test-id"');
    for (const [name, value] of securityHeaders({ https: false })) res.setHeader(name, value);
    void pages.handle(req, res, false, acceptsGzip(req.headers['accept-encoding']));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  const get: Site['get'] = (path, headers = {}, method = 'GET') =>
    new Promise((resolve, reject) => {
      const options = { host: '127.0.0.1', port, path, method, headers: { host: 'localhost', ...headers } };
      const req = request(options, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            raw: res.rawHeaders,
            body: Buffer.concat(chunks),
          }),
        );
      });
      req.on('error', reject);
      req.end();
    });
  const handle: Site = {
    server,
    pages,
    renders,
    urls,
    get,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  started.push(handle);
  return handle;
}

let database: TestDatabase | undefined;
const runtimes: Runtime[] = [];

afterAll(async () => {
  for (const site of started) {
    site.server.closeAllConnections();
    await site.close();
  }
  for (const runtime of runtimes) await runtime.close();
  await database?.close();
});

describe('the page cache in front of the pages', () => {
  it('renders a page once for a stampede of 200 concurrent misses', async () => {
    const site = await startSite(() => 'home');
    const answers = await Promise.all(Array.from({ length: 200 }, () => site.get('/')));
    await site.pages.settled();
    expect(site.renders.get('/')).toBe(1);
    expect(new Set(answers.map((a) => a.status))).toEqual(new Set([200]));
    expect(new Set(answers.map((a) => a.body.toString()))).toHaveProperty('size', 1);
    const stats = site.pages.stats();
    expect(stats).toMatchObject({ stores: 1, misses: 1 });
    // The others were served from the cache: after waiting for that render, or after it was stored.
    expect(stats?.hits).toBe(199);
    expect(stats?.waits).toBeGreaterThan(0);
  });

  it('answers 304 for a matching ETag and sends bodies compressed once', async () => {
    const site = await startSite(() => 'etag');
    const first = await site.get('/');
    expect(first.headers['x-page-cache']).toBe('MISS');
    const gz = await site.get('/', { 'accept-encoding': 'gzip' });
    expect(gz.headers['x-page-cache']).toBe('HIT');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(first.body.toString());
    expect(gz.headers.vary).toMatch(/Accept-Encoding/);
    expect(gz.headers['surrogate-key']).toBe('brand:00 page:00:/');
    expect(gz.headers['cache-control']).toMatch(/s-maxage=300/);
    expect(gz.headers['content-security-policy']).toMatch(/script-src 'sha256-/);
    const br = await site.get('/', { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    const etag = String(gz.headers.etag);
    const notModified = await site.get('/', { 'if-none-match': etag });
    expect(notModified.status).toBe(304);
    expect(notModified.body.length).toBe(0);
    expect(site.renders.get('/')).toBe(1);
    // The query a page does not follow makes no new entry.
    expect((await site.get('/?channelNo=abc&utm=1')).headers['x-page-cache']).toBe('HIT');
  });

  it('sends a miss compressed to a visitor who accepts gzip, and stores it as the same page', async () => {
    const site = await startSite(() => 'gzip miss');
    const miss = await site.get('/', { 'accept-encoding': 'gzip' });
    expect(miss.headers['x-page-cache']).toBe('MISS');
    expect(miss.headers['content-encoding']).toBe('gzip');
    const html = gunzipSync(miss.body).toString();
    expect(html).toMatch(/<p>gzip miss<\/p>/);
    await site.pages.settled();
    // Stored from that answer (decompressed): the hits of every encoding are the same page, and no render more.
    const identity = await site.get('/');
    expect(identity.headers['x-page-cache']).toBe('HIT');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body.toString()).toBe(html);
    const gz = await site.get('/', { 'accept-encoding': 'gzip' });
    expect(gunzipSync(gz.body).toString()).toBe(html);
    expect(site.renders.get('/')).toBe(1);
    expect(site.pages.stats()).toMatchObject({ stores: 1, misses: 1 });
  });

  it('answers a fresh hit in one header list: the headers of the full path, the security headers once', async () => {
    const site = await startSite(() => 'one list');
    const pairs = (raw: string[]) => {
      const list: string[] = [];
      for (let i = 0; i < raw.length; i += 2) {
        const name = (raw[i] as string).toLowerCase();
        if (!['date', 'connection', 'keep-alive'].includes(name)) list.push(`${name}: ${raw[i + 1]}`);
      }
      return list.sort();
    };
    expect((await site.get('/')).headers['x-page-cache']).toBe('MISS');
    await site.pages.settled();
    const hits = site.pages.stats()?.hits ?? 0;
    // A plain GET: the one-list path. An If-None-Match that does not match: the full path (sendEntry).
    const fast = await site.get('/', { 'accept-encoding': 'gzip' });
    const full = await site.get('/', { 'accept-encoding': 'gzip', 'if-none-match': '"other"' });
    expect(fast.status).toBe(200);
    expect(full.status).toBe(200);
    expect(pairs(fast.raw)).toEqual(pairs(full.raw));
    expect(fast.body.equals(full.body)).toBe(true);
    const names = pairs(fast.raw).map((line) => line.split(':', 1)[0]);
    expect(names.length).toBe(new Set(names).size);
    for (const [name] of securityHeaders({ https: false })) expect(names).toContain(name);
    // The document's policy (hashed script-src), not the resource policy of the security headers.
    const policy = pairs(fast.raw).find((line) => line.startsWith('content-security-policy:'));
    expect(policy).toMatch(/script-src 'sha256-/);
    expect(policy).not.toMatch(/default-src 'none'/);
    expect(pairs(fast.raw)).toContain('x-request-id: test-id');
    expect(pairs(fast.raw)).toContain('x-page-cache: HIT');
    expect(gunzipSync(fast.body).toString()).toMatch(/one list/);
    // HEAD: the same headers (the length of the body it would send), no body.
    const head = await site.get('/', { 'accept-encoding': 'gzip' }, 'HEAD');
    expect(pairs(head.raw)).toEqual(pairs(fast.raw));
    expect(head.body.length).toBe(0);
    expect(site.pages.stats()?.hits).toBe(hits + 3);
    expect(site.renders.get('/')).toBe(1);
    // Next.js's internal routing headers never leave with a hit.
    await site.get('/search');
    await site.pages.settled();
    const routed = await site.get('/search');
    expect(pairs(routed.raw)).toContain('x-page-cache: HIT');
    expect(pairs(routed.raw).some((line) => line.startsWith('x-nextjs-'))).toBe(false);
  });

  it('serves a stale page at once and refreshes it with one background render', async () => {
    let version = 1;
    const site = await startSite(() => `price v${version}`);
    expect((await site.get('/ld/price')).headers['x-page-cache']).toBe('MISS');
    await site.pages.settled();
    version = 2;
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const [stale, ...others] = await Promise.all(Array.from({ length: 5 }, () => site.get('/ld/price')));
    expect(stale?.headers['x-page-cache']).toBe('STALE');
    expect(stale?.body.toString()).toMatch(/price v1/);
    for (const answer of others) expect(answer.status).toBe(200);
    // One refresh for all of them, stored when done: the next visitor gets the new page as a hit.
    await expect.poll(() => site.renders.get('/ld/price')).toBe(2);
    await site.pages.settled();
    const fresh = await site.get('/ld/price');
    expect(fresh.headers['x-page-cache']).toBe('HIT');
    expect(fresh.body.toString()).toMatch(/price v2/);
    expect(site.pages.stats()?.staleHits).toBeGreaterThanOrEqual(1);
    expect(site.renders.get('/ld/price')).toBe(2);
  });

  it("never stores a render of one visitor's query: a request with more query renders its clean URL", async () => {
    // The stand-in writes the query it was asked with into the page, as Next.js does in its payload.
    const site = await startSite(() => 'query');
    const first = await site.get('/?from=home-banner&channelNo=AMZSPN2026');
    expect(first.headers['x-page-cache']).toBe('MISS');
    await site.pages.settled();
    const second = await site.get('/?from=home-banner');
    expect(second.headers['x-page-cache']).toBe('HIT');
    // One render, of the clean URL: the visitor's query never reached a render that was stored.
    expect(site.urls).toEqual(['/']);
  });

  it("2,000 made-up query values neither render nor evict the site's pages (issue 22, finding 2)", async () => {
    // About 80 KB an entry (a body of 27 KB that does not compress, three times): 1 MB holds about a dozen.
    const site = await startSite((path) => `${path}${randomBytes(20_000).toString('base64')}`, 1);
    const real = ['/', '/search', '/searchCategory', '/ld/VAT', '/ld/contactUs', '/syProductService'];
    for (const path of real) await site.get(path);
    await site.pages.settled();
    const junk = ['/ld/VAT?country=', '/ld/VAT?service=', '/ld/contactUs?from=', '/syProductService?type=', '/?x='];
    for (let batch = 0; batch < 40; batch++) {
      await Promise.all(
        Array.from({ length: 50 }, (_, i) => site.get(`${junk[i % junk.length]}junk${batch * 50 + i}`)),
      );
    }
    await site.pages.settled();
    for (const path of real) expect((await site.get(path)).headers['x-page-cache'], path).toBe('HIT');
    expect(site.pages.stats()).toMatchObject({ entries: real.length, evictions: 0 });
    // Each made-up value was served the page of its path: no render beyond the six pages'.
    expect(site.urls).toHaveLength(real.length);
  });

  it("a value the brand's menus pin makes its own variant; other values get the path's page", async () => {
    const site = await startSite(() => 'vat', 64, {
      knownQueries: async () => new Map([['/ld/VAT', new Set(['country=2'])]]),
    });
    // Before the menus are known a request with a query is rendered, not stored.
    expect((await site.get('/ld/VAT?country=2')).headers['x-page-cache']).toBeUndefined();
    await expect.poll(async () => (await site.get('/ld/VAT?country=2')).headers['x-page-cache']).toBe('HIT');
    expect(site.urls.filter((url) => url === '/ld/VAT?country=2').length).toBeGreaterThanOrEqual(2);
    expect((await site.get('/ld/VAT?country=9&from=x')).headers['x-page-cache']).toBe('MISS');
    await site.pages.settled();
    expect((await site.get('/ld/VAT?country=7')).headers['x-page-cache']).toBe('HIT');
    expect((await site.get('/ld/VAT')).headers['x-page-cache']).toBe('HIT');
    expect(site.urls.at(-1)).toBe('/ld/VAT');
    expect(site.pages.stats()?.entries).toBe(2);
  });

  it('renders the PDF and error routes once per request: never stored, never a background render', async () => {
    const site = await startSite(() => 'report');
    for (const path of ['/ld/questionAnswer/pdf?reportId=abc&junk=2', '/errorUrl?code=500&junk=3']) {
      for (let i = 0; i < 3; i++) expect((await site.get(path)).headers['x-page-cache']).toBeUndefined();
    }
    await site.pages.settled();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(site.urls).toHaveLength(6);
    expect(site.pages.stats()?.stores).toBe(0);
  });

  it('keeps a result page privately by report: one render per report and query, sent private, no junk rendered', async () => {
    const site = await startSite((path) => `report of ${path}`);
    const id = '0b7c8f3e-2a41-4c55-9d7e-5a1f0c3b9e21';
    const first = await site.get(`/ld/questionAnswer?reportId=${id}&junk=1`);
    expect(first.headers['x-page-cache']).toBe('MISS');
    await site.pages.settled();
    // Reloads, the printer's load and a junk parameter: hits of the one render, still `private, no-store`.
    for (const path of [`/ld/questionAnswer?reportId=${id}`, `/ld/questionAnswer?junk=2&reportId=${id}`]) {
      const again = await site.get(path, { 'accept-encoding': 'gzip' });
      expect(again.headers['x-page-cache']).toBe('HIT');
      expect(again.headers['cache-control']).toMatch(/private/);
      expect(again.headers['cache-control']).toMatch(/no-store/);
    }
    expect(site.urls).toEqual([`/ld/questionAnswer?reportId=${id}`]);
    // The page's own query is part of the key (the registration link carries it).
    expect((await site.get(`/ld/questionAnswer?reportId=${id}&channelNo=AMZ1`)).headers['x-page-cache']).toBe('MISS');
    // No report id: rendered (the 404 page), not kept.
    expect((await site.get('/ld/questionAnswer?junk=3')).headers['x-page-cache']).toBeUndefined();
    await site.pages.settled();
    // Never stale: no background render, however long it is kept.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(site.urls).toHaveLength(3);
    // A brand's content change drops its result pages with its other pages.
    site.pages.invalidate('00');
    expect((await site.get(`/ld/questionAnswer?reportId=${id}`)).headers['x-page-cache']).toBe('MISS');
  });

  it('never serves one report to another brand or report id; a new rules version makes a new render', async () => {
    const site = await startSite((path) => `report of ${path}`);
    const id = '0b7c8f3e-2a41-4c55-9d7e-5a1f0c3b9e21';
    const other = '7d1e2f3a-4b5c-4d6e-8f90-a1b2c3d4e5f6';
    expect((await site.get(`/ld/questionAnswer?reportId=${id}`)).headers['x-page-cache']).toBe('MISS');
    await site.pages.settled();
    expect((await site.get(`/ld/questionAnswer?reportId=${id}`)).headers['x-page-cache']).toBe('HIT');
    // Another report id on the same brand, and the same id on another brand's host: their own renders.
    const otherId = await site.get(`/ld/questionAnswer?reportId=${other}`);
    expect(otherId.headers['x-page-cache']).toBe('MISS');
    expect(site.urls).toContain(`/ld/questionAnswer?reportId=${other}`);
    const otherBrand = await site.get(`/cht/questionAnswer?reportId=${id}`, { host: 'xm.localhost' });
    expect(otherBrand.headers['x-page-cache']).not.toBe('HIT');
    const sameIdOnXm = await site.get(`/ld/questionAnswer?reportId=${id}`, { host: 'xm.localhost' });
    expect(sameIdOnXm.headers['x-page-cache']).not.toBe('HIT');
    // The keys themselves: brand, report id and rules version each make their own.
    const url = new URL(`http://site.invalid/ld/questionAnswer?reportId=${id}`);
    const keys = new Set([
      reportKeyOf('00', url, '2026.1')?.key,
      reportKeyOf('10', url, '2026.1')?.key,
      reportKeyOf('00', new URL(`http://site.invalid/ld/questionAnswer?reportId=${other}`), '2026.1')?.key,
      reportKeyOf('00', url, '2026.2')?.key,
    ]);
    expect(keys.size).toBe(4);
    expect(reportKeyOf('00', url)?.key).toContain(`rules:${RULES_VERSION}`);
  });

  it('keeps at most 32 result pages per path: reports made in bulk cannot push the site out', async () => {
    const site = await startSite(() => 'bulk');
    await site.get('/');
    for (let i = 0; i < 50; i++) await site.get(`/ld/questionAnswer?reportId=r${i}`);
    await site.pages.settled();
    expect(site.pages.stats()?.entries).toBe(33);
    expect((await site.get('/')).headers['x-page-cache']).toBe('HIT');
    expect((await site.get('/ld/questionAnswer?reportId=r49')).headers['x-page-cache']).toBe('HIT');
    expect((await site.get('/ld/questionAnswer?reportId=r0')).headers['x-page-cache']).toBe('MISS');
  });

  it('never stores a page that sets a cookie or is private', async () => {
    const site = await startSite(() => 'x');
    for (const path of ['/systemSearch', '/buyingGuide']) {
      await site.get(path);
      const again = await site.get(path);
      expect(again.headers['x-page-cache']).toBe('MISS');
      expect(site.renders.get(path)).toBe(2);
    }
    expect(site.pages.stats()?.stores).toBe(0);
  });

  it('evicts under its memory bound', async () => {
    // 1 MB: pages of about 90 KB (identity, gzip and brotli of a page that does not compress).
    const site = await startSite((path) => `${path}${randomBytes(120_000).toString('base64')}`, 1);
    for (const path of [
      '/',
      '/search',
      '/searchCategory',
      '/systemSearch',
      '/syProductService',
      '/amazon',
      '/land618',
    ]) {
      await site.get(path);
    }
    await site.pages.settled();
    const stats = site.pages.stats();
    expect(stats?.bytes).toBeLessThanOrEqual(1024 * 1024);
    expect(stats?.evictions).toBeGreaterThan(0);
  });

  it('warms every sitemap page so the first visitor gets a hit', async () => {
    const site = await startSite(() => 'warm');
    const { port } = site.server.address() as AddressInfo;
    const warmed = await site.pages.warm(port);
    // Both brands' sitemaps (the stand-in serves the same one to each host).
    expect(warmed).toMatchObject({ urls: 4, stored: 4 });
    const renders = site.renders.get('/search');
    expect((await site.get('/search')).headers['x-page-cache']).toBe('HIT');
    expect(site.renders.get('/search')).toBe(renders);
  });

  it("drops a brand's pages on two instances sharing one database when its content changes", async () => {
    database = await useTestDatabase();
    for (let i = 0; i < 2; i++) {
      runtimes.push(
        await startRuntime({
          database: readDatabaseSettings({ DATABASE_URL: database.url }),
          gateway: readGatewaySettings({ RATE_LIMITS: 'off' }),
        }),
      );
    }
    const companyName = async () =>
      (
        await database?.pool.query<{ name: string }>(
          `SELECT company_name AS name FROM platform_configs WHERE code = '00' LIMIT 1`,
        )
      )?.rows[0]?.name ?? '';
    const sites = await Promise.all(runtimes.map(() => startSite(companyName)));
    sites.forEach((site, i) => {
      runtimes[i]?.onContentChange((change) => site.pages.invalidate(change.platform));
    });
    const before = await companyName();
    for (const site of sites) {
      await site.get('/');
      expect((await site.get('/')).headers['x-page-cache']).toBe('HIT');
    }
    await database.pool.query(`UPDATE platform_configs SET company_name = company_name || ' 新' WHERE code = '00'`);
    for (const site of sites) {
      const deadline = Date.now() + 15_000;
      let body = '';
      while (!body.includes(`${before} 新`)) {
        if (Date.now() > deadline) throw new Error('the page did not follow the change in 15 s');
        body = (await site.get('/')).body.toString();
      }
      expect(site.renders.get('/')).toBe(2);
    }
  }, 120_000);
});
