import { createServer, type IncomingMessage, request, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { acceptsGzip } from '../src/lib/document-csp.ts';
import { createPageServer, type PageServer, pageKeyOf } from '../src/lib/page-server.ts';

/**
 * The portal's pages (/user/...) are the visitor's own (docs/portal.md): the page cache never stores them, even when
 * the answer would be storable. The stand-in site below answers every path as a shared, storable page, so only the
 * portal rule keeps /user/ pages out; the home beside them is stored (the control).
 */

const hostMap = {
  hosts: { localhost: '00', 'xm.localhost': '10', 'eu.localhost': 'EU', 'portal.localhost': '00' },
  fallback: '00',
} as const;

let server: Server | undefined;
let pages: PageServer | undefined;
const renders = new Map<string, number>();

afterAll(async () => {
  server?.closeAllConnections();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
});

const start = async (): Promise<number> => {
  let port: number | undefined;
  const site = (req: IncomingMessage, res: ServerResponse) => {
    const path = (req.url ?? '/').split('?', 1)[0] ?? '/';
    renders.set(path, (renders.get(path) ?? 0) + 1);
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.setHeader('cache-control', 's-maxage=300, stale-while-revalidate=60');
    res.writeHead(200);
    res.end(`<!doctype html><html><body><p>${path}</p></body></html>`);
  };
  pages = createPageServer({ config: { hostMap, pageCacheMb: 16 }, site, port: () => port, log: () => undefined });
  const handler = pages;
  server = createServer((req, res) => {
    void handler.handle(req, res, false, acceptsGzip(req.headers['accept-encoding']));
  });
  const listening = server;
  await new Promise<void>((resolve) => listening.listen(0, '127.0.0.1', resolve));
  port = (listening.address() as AddressInfo).port;
  return port;
};

const get = (port: number, path: string, host: string) =>
  new Promise<{ status: number; cache: unknown }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers: { host } }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, cache: res.headers['x-page-cache'] }));
    });
    req.on('error', reject);
    req.end();
  });

const fakeRequest = (url: string, host: string) => ({ url, headers: { host }, method: 'GET' }) as IncomingMessage;

describe('the page cache and the portal', () => {
  it('gives no portal page a key, on any brand host and locale', () => {
    for (const [url, host] of [
      ['/user/login', 'localhost'],
      ['/user/register?channelNo=abc&pointType=registers', 'xm.localhost'],
      ['/user/workbench', 'portal.localhost'],
      ['/user/dev-outbox', 'localhost'],
      ['/en/user/login', 'eu.localhost'],
      ['/de/user/register', 'eu.localhost'],
    ] as const) {
      expect(pageKeyOf(fakeRequest(url, host), { hostMap }), `${host}${url}`).toBeNull();
    }
    // A public page beside them has one (the rule is the portal's, not every page's).
    expect(pageKeyOf(fakeRequest('/', 'localhost'), { hostMap })?.key).toBe('00|/|');
  });

  it('renders every portal request again and stores none, while the home is stored', async () => {
    const port = await start();
    for (const path of ['/user/login', '/user/register', '/user/workbench']) {
      const first = await get(port, path, 'portal.localhost');
      const second = await get(port, path, 'portal.localhost');
      expect(first.status).toBe(200);
      expect(second.cache, path).not.toBe('HIT');
      expect(renders.get(path), path).toBe(2);
    }
    await get(port, '/', 'localhost');
    await pages?.settled();
    expect((await get(port, '/', 'localhost')).cache).toBe('HIT');
    expect(pages?.stats()?.stores).toBe(1);
  });
});
