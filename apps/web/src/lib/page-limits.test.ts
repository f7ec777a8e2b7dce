import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Messages } from '@site/contracts/envelope';
import { limitKeyOf } from '@site/gateway/client-address';
import { PAGE_LIMITS, pageLimiter } from '@site/gateway/limits';
import { MemoryRateLimiter } from '@site/gateway/rate-limit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPageGuard, pageLimitOf } from './page-limits.ts';
import { PRINTER_HEADER, printerSecret } from './printer.ts';

/**
 * The result page and its PDF per client address (issue 22, finding 3), with the gateway's table and a limiter in
 * memory, behind a server that trusts X-Forwarded-For (so each test picks its client's address). A fixed clock
 * inside one minute: no window rolls over during a test.
 */

const hostMap = { hosts: { localhost: '00', 'xm.localhost': '10' }, fallback: '00' } as const;
let server: Server;
let port = 0;
const served: string[] = [];
/** Counter writes of the limiter. */
let counted = 0;
let release: () => void = () => undefined;
const held = new Promise<void>((resolve) => {
  release = resolve;
});

beforeAll(async () => {
  const memory = new MemoryRateLimiter();
  const limiter = {
    kind: memory.kind,
    increment: (key: string, windowMs: number, at: number) => {
      counted += 1;
      return memory.increment(key, windowMs, at);
    },
  };
  const now = Date.UTC(2026, 10, 27, 12, 0, 5);
  const guard = createPageGuard({
    hostMap,
    trustProxy: true,
    limits: PAGE_LIMITS,
    keyOf: limitKeyOf,
    limitPage: pageLimiter({ limiter, secret: async () => 'test-secret', scale: 1, now: () => now }),
    log: () => undefined,
  });
  server = createServer((req, res) => {
    const pathname = (req.url ?? '/').split('?', 1)[0] ?? '/';
    guard(req, res, pathname, () => {
      served.push(req.url ?? '');
      // A print that takes until the test releases it.
      if ((req.url ?? '').includes('hold=1')) void held.then(() => res.end('printed'));
      else res.end(`served ${req.headers[PRINTER_HEADER] ?? ''}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const get = (path: string, address: string, headers: Record<string, string> = {}) =>
  new Promise<{ status: number; body: string; retryAfter: string | undefined }>((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path, headers: { host: 'localhost', 'x-forwarded-for': address, ...headers } },
      (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => {
          body += chunk.toString();
        });
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body, retryAfter: res.headers['retry-after'] as string | undefined }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });

describe('the result page and its PDF, per client address', () => {
  it('knows which routes are limited', () => {
    expect(pageLimitOf('localhost', '/ld/questionAnswer', hostMap)).toBe('reportPage');
    expect(pageLimitOf('localhost', '/ld/questionAnswer/pdf', hostMap)).toBe('reportPdf');
    expect(pageLimitOf('xm.localhost', '/cht/questionAnswer/pdf', hostMap)).toBe('reportPdf');
    expect(pageLimitOf('localhost', '/ld/VAT', hostMap)).toBeNull();
    expect(pageLimitOf('localhost', '/', hostMap)).toBeNull();
  });

  it("refuses a client's PDFs over the table's limit with 429 and Retry-After; another client goes on", async () => {
    const perMinute = PAGE_LIMITS.reportPdf.windows[0]?.limit ?? 0;
    for (let i = 0; i < perMinute; i++) {
      expect((await get(`/ld/questionAnswer/pdf?reportId=r${i}`, '203.0.113.10')).status).toBe(200);
    }
    const refused = await get('/ld/questionAnswer/pdf?reportId=x', '203.0.113.10');
    expect(refused).toMatchObject({ status: 429, body: Messages.tooManyRequests });
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    // Refused again until its Retry-After, from memory: no more counter writes for this client.
    const writes = counted;
    for (let i = 0; i < 5; i++)
      expect((await get('/ld/questionAnswer/pdf?reportId=y', '203.0.113.10')).status).toBe(429);
    expect(counted).toBe(writes);
    expect((await get('/ld/questionAnswer/pdf?reportId=x', '203.0.113.11')).status).toBe(200);
    // Pages without a limit are not counted.
    expect((await get('/ld/VAT', '203.0.113.10')).status).toBe(200);
  });

  it('limits the result page, one /64 as one client', async () => {
    const perMinute = PAGE_LIMITS.reportPage.windows[0]?.limit ?? 0;
    for (let i = 0; i < perMinute; i++) {
      const address = `2001:db8:22:1:${(i + 1).toString(16)}::1`;
      expect((await get(`/ld/questionAnswer?reportId=r${i}`, address)).status).toBe(200);
    }
    expect((await get('/ld/questionAnswer?reportId=x', '2001:db8:22:1:ffff::1')).status).toBe(429);
    expect((await get('/ld/questionAnswer?reportId=x', '2001:db8:22:2::1')).status).toBe(200);
  });

  it("does not count the printer's own requests, and strips a made-up printer header", async () => {
    const address = '203.0.113.20';
    const perMinute = PAGE_LIMITS.reportPage.windows[0]?.limit ?? 0;
    for (let i = 0; i < perMinute + 5; i++) {
      const answer = await get('/ld/questionAnswer?reportId=p', address, { [PRINTER_HEADER]: printerSecret() });
      expect(answer).toMatchObject({ status: 200, body: 'served ' });
    }
    const forged = await get('/ld/questionAnswer?reportId=p', address, { [PRINTER_HEADER]: 'guess' });
    expect(forged).toMatchObject({ status: 200, body: 'served ' });
  });

  it('lets one PDF of a client print at a time: a second in flight is refused, another client goes on', async () => {
    const first = get('/ld/questionAnswer/pdf?reportId=h&hold=1', '203.0.113.30');
    await expect.poll(() => served.some((url) => url.includes('hold=1'))).toBe(true);
    const second = await get('/ld/questionAnswer/pdf?reportId=h2', '203.0.113.30');
    expect(second).toMatchObject({ status: 429, body: Messages.tooManyRequests, retryAfter: '5' });
    expect((await get('/ld/questionAnswer/pdf?reportId=h3', '203.0.113.31')).status).toBe(200);
    release();
    expect((await first).body).toBe('printed');
    expect((await get('/ld/questionAnswer/pdf?reportId=h4', '203.0.113.30')).status).toBe(200);
  });
});
