import { createHash } from 'node:crypto';
import { createServer, get, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  acceptsGzip,
  holdDocuments,
  isDocumentCandidate,
  loaderFor,
  prepareDocument,
  prepareDocumentBytes,
} from './document-csp.ts';
import { captureResponse } from './page-cache.ts';
import { RESOURCE_CSP } from './security-headers.ts';

const hashOf = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

describe('prepareDocument', () => {
  it('hashes each inline script as the browser does (its exact text, UTF-8, base64 SHA-256)', () => {
    const first = '(self.__next_f=self.__next_f||[]).push([0])';
    const second = 'self.__next_f.push([1,"\\u003c页面\\u003e"])';
    const { html, hashes } = prepareDocument(
      `<head></head><body><script>${first}</script><script id="_R_">${second}</script></body>`,
    );
    expect(hashes).toEqual([hashOf(first), hashOf(second)]);
    expect(html).toContain(`<script>${first}</script>`);
  });

  it('turns each <script src> into a hashed loader of that file only; drops script preloads', () => {
    const page =
      '<head><link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/a.js"/>' +
      '<link rel="stylesheet" href="/a.css"/><script src="/_next/static/chunks/a.js?dpl=1&amp;x=2" async=""></script>' +
      '<script src="/_next/static/chunks/polyfills.js" noModule=""></script></head>';
    const { html, hashes } = prepareDocument(page);
    expect(html).not.toContain('<script src=');
    expect(html).not.toContain('rel="preload"');
    expect(html).toContain('<link rel="stylesheet" href="/a.css"/>');
    const loaders = [...html.matchAll(/<script>(.*?)<\/script>/g)].map((m) => m[1] ?? '');
    expect(loaders).toHaveLength(2);
    expect(loaders[0]).toContain('s.src="/_next/static/chunks/a.js?dpl=1&x=2"');
    expect(loaders[0]).toContain('s.async=true');
    expect(loaders[1]).toContain('s.noModule=true');
    expect(hashes).toEqual(loaders.map(hashOf));
  });

  it('moves every loader to the end of the body, in document order', () => {
    const page =
      '<html><head><link rel="stylesheet" href="/a.css"/><script src="/a.js" async=""></script>' +
      '<script src="/b.js" async=""></script></head><body><header>h</header><main>m</main>' +
      '<script>self.__next_f.push([1])</script><script src="/c.js" async=""></script></body></html>';
    const { html } = prepareDocument(page);
    const loaded = [...html.matchAll(/s\.src="([^"]+)"/g)].map((m) => m[1]);
    expect(loaded).toEqual(['/a.js', '/b.js', '/c.js']);
    expect(html).toMatch(/^<html><head><link rel="stylesheet" href="\/a.css"\/><\/head><body><header>/);
    expect(html.indexOf('/a.js')).toBeGreaterThan(html.indexOf('self.__next_f.push([1])'));
    expect(html.endsWith('</script></body></html>')).toBe(true);
    // A fragment without a body keeps its loaders where the scripts were.
    expect(prepareDocument('<script src="/d.js"></script><p>x</p>').html).toMatch(
      /^<script>.*\/d\.js.*<\/script><p>x<\/p>$/,
    );
  });

  it('leaves data blocks alone and cannot be broken out of by a src', () => {
    const json = '<script type="application/ld+json">{"@type":"Organization"}</script>';
    expect(prepareDocument(json)).toEqual({ html: json, hashes: [] });
    const loader = loaderFor(new Map([['src', '/x.js"</script><script>alert(1)//']]));
    expect(loader).not.toContain('</script>');
  });
});

describe('prepareDocumentBytes', () => {
  it('hashes and rewrites the bytes of a Chinese document exactly, bytes that read as spaces included', () => {
    // 蠠 is E8 A0 A0 in UTF-8: bytes that read as non-breaking spaces one byte at a time, here inside an attribute
    // value, a script's text and the body's text.
    const script = 'self.__next_f.push([1,"蠠页面\\u003c"])';
    const page =
      '<html><head><script src="/a.js?蠠=1" async=""></script></head><body><p title="申报 蠠">增值税蠠申报</p>' +
      `<script>${script}</script><script type="application/ld+json">{"名":"蠠"}</script>` +
      '<link rel="preload" as="script" href="/b.js"/><script src="/c.js" noModule=""></script></body></html>';
    const { body, hashes } = prepareDocumentBytes(Buffer.from(page, 'utf8'));
    const html = body.toString('utf8');
    const loaders = [...html.matchAll(/<script>(\(function.*?)<\/script>/g)].map((m) => m[1] ?? '');
    expect(loaders).toHaveLength(2);
    expect(loaders[0]).toContain('s.src="/a.js?蠠=1"');
    expect(hashes).toEqual([hashOf(loaders[0] ?? ''), hashOf(script), hashOf(loaders[1] ?? '')]);
    expect(html).toContain('<p title="申报 蠠">增值税蠠申报</p>');
    expect(html).toContain('<script type="application/ld+json">{"名":"蠠"}</script>');
    expect(html).not.toContain('rel="preload"');
    expect(prepareDocument(page)).toEqual({ html, hashes });
  });
  it('never changes a script’s text (its hash is of what is sent), and moves loaders before the real </body>', () => {
    const script = `var hint='<link rel="preload" as="script" href="/d.js">';var end='</body>'`;
    const page =
      `<html><head><script src="/a.js"></script></head><body><script>${script}</script>` +
      '<link rel="modulepreload" href="/e.js"><p>正文</p></body></html>';
    const { body, hashes } = prepareDocumentBytes(Buffer.from(page, 'utf8'));
    const html = body.toString('utf8');
    expect(html).toContain(`<script>${script}</script>`);
    expect(html).not.toContain('modulepreload');
    const loader = [...html.matchAll(/<script>(\(function.*?)<\/script>/g)].map((m) => m[1] ?? '');
    expect(html.indexOf(`<script>${loader[0]}</script></body>`)).toBeGreaterThan(html.indexOf('<p>正文</p>'));
    expect(hashes).toEqual([hashOf(loader[0] ?? ''), hashOf(script)]);
  });
});

describe('acceptsGzip', () => {
  it('reads Accept-Encoding', () => {
    expect(acceptsGzip('gzip, deflate, br')).toBe(true);
    expect(acceptsGzip('br;q=1, gzip;q=0.5')).toBe(true);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('identity')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});

describe('isDocumentCandidate', () => {
  it("is a page's address: not Next's files, RSC payloads or files with another extension than .html", () => {
    const req = (headers: Record<string, string> = {}) => ({ headers }) as never;
    expect(isDocumentCandidate(req(), '/')).toBe(true);
    expect(isDocumentCandidate(req(), '/ld/price')).toBe(true);
    expect(isDocumentCandidate(req(), '/trends/12.html')).toBe(true);
    expect(isDocumentCandidate(req(), '/_next/static/chunks/a.js')).toBe(false);
    expect(isDocumentCandidate(req({ rsc: '1' }), '/ld/price')).toBe(false);
    expect(isDocumentCandidate(req(), '/sitemap.xml')).toBe(false);
    expect(isDocumentCandidate(req(), '/campaign/ost-double12-2026.svg')).toBe(false);
  });
});

describe('holdDocuments on a real response', () => {
  const SCRIPT = 'self.__next_f.push([1,"streamed"])';
  let server: Server;
  let port = 0;
  /** What the page cache's capture (installed before holdDocuments, as page-server.ts does) saw of the last answer. */
  let captured: Parameters<Parameters<typeof captureResponse>[1]>[0] = null;

  beforeAll(async () => {
    server = createServer((req, res) => {
      res.setHeader('content-security-policy', RESOURCE_CSP);
      captureResponse(res, (answer) => {
        captured = answer;
      });
      holdDocuments(req, res, { https: false, gzipOk: req.headers['x-gzip'] === '1' });
      if (req.url === '/json') {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end('{"code":0}');
        return;
      }
      // A streamed page: headers flushed first, then chunks, as Next.js writes them.
      res.statusCode = req.url === '/missing' ? 404 : 200;
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.flushHeaders();
      res.write('<html><head></head><body>');
      setTimeout(() => {
        res.write(`<script>${SCRIPT}</script>${'x'.repeat(2000)}`);
        res.end('</body></html>');
      }, 10);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const fetchRaw = (path: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
      get({ host: '127.0.0.1', port, path, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      }).on('error', reject);
    });

  it('sends a streamed HTML page whole, with the hashes of its scripts and its length', async () => {
    const res = await fetchRaw('/missing');
    expect(res.status).toBe(404);
    expect(res.headers['content-security-policy']).toContain(`'${hashOf(SCRIPT)}' 'strict-dynamic'`);
    expect(res.headers['reporting-endpoints']).toBe('csp="/api/csp/report"');
    expect(res.headers['content-length']).toBe(String(res.body.byteLength));
    expect(res.body.toString()).toContain(SCRIPT);
  });

  it('compresses the page when the visitor accepts gzip', async () => {
    const res = await fetchRaw('/', { 'x-gzip': '1' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toMatch(/Accept-Encoding/);
    expect(gunzipSync(res.body).toString()).toContain(SCRIPT);
  });

  it('leaves the page cache its body and the very gzip bytes it sent, so nothing is packed twice (issue 27)', async () => {
    const zipped = await fetchRaw('/', { 'x-gzip': '1' });
    expect(captured?.gzip?.equals(zipped.body)).toBe(true);
    expect(captured?.body.equals(gunzipSync(zipped.body))).toBe(true);
    const plain = await fetchRaw('/');
    expect(captured?.gzip).toBeUndefined();
    expect(captured?.body.equals(plain.body)).toBe(true);
  });

  it('passes other answers through with the resource policy', async () => {
    const res = await fetchRaw('/json');
    expect(res.headers['content-security-policy']).toBe(RESOURCE_CSP);
    expect(res.headers['reporting-endpoints']).toBeUndefined();
    expect(res.body.toString()).toBe('{"code":0}');
  });
});
