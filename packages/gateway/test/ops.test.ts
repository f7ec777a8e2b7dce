/**
 * Operations (issue 11, item 8): request ids and log lines, /_health and /_ready, graceful shutdown with a bound,
 * and the embedded database's watchdog, end to end through the gateway's own entry point (src/serve.ts).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import { createServer, request, type Server } from 'node:http';
import type net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { freePort } from '@site/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  answerOps,
  checkReadiness,
  createLogger,
  loggedPath,
  logLevel,
  logsEveryAnswer,
  observeRequest,
  type Readiness,
  requestIdHeaders,
  requestIdOf,
  upstreamReadiness,
} from '../src/ops.ts';
import { closeServer, shutdownGraceMs } from '../src/shutdown.ts';

const packageDir = fileURLToPath(new URL('..', import.meta.url));

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One request on a connection of its own (no keep-alive), so a closed server refuses the next one. */
const call = (port: number, pathname: string, options: { method?: string; headers?: Record<string, string> } = {}) =>
  new Promise<Answer>((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: pathname,
        method: options.method ?? 'GET',
        headers: options.headers,
        agent: false,
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          body += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });

const listen = (server: Server) =>
  new Promise<number>((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port));
  });

/** A logger writing its JSON lines into `lines`. */
const capturingLogger = (lines: Record<string, unknown>[]) =>
  createLogger({
    level: 'info',
    destination: new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n')) if (line.trim()) lines.push(JSON.parse(line));
        done();
      },
    }),
  });

describe('request ids and log settings', () => {
  it('keeps a sane incoming id and replaces anything else with a new UUID', () => {
    expect(requestIdOf('abc-123_DEF.456:7')).toBe('abc-123_DEF.456:7');
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
    for (const bad of [undefined, '', 'short', 'a'.repeat(129), 'has space 12345', '<script>x</script>', ['a', 'b']]) {
      expect(requestIdOf(bad)).toMatch(uuid);
    }
  });

  it('logs the path with the query parameter names only, never their values', () => {
    expect(loggedPath('/api/ipr/search?keyword=张三&phone=13800000000&page=1')).toBe(
      '/api/ipr/search?keyword=&phone=&page=',
    );
    expect(loggedPath('/about')).toBe('/about');
    expect(loggedPath(`/${'x'.repeat(1000)}`)).toHaveLength(256);
  });

  it('reads LOG_LEVEL (default info) and refuses an unknown level', () => {
    expect(logLevel({})).toBe('info');
    expect(logLevel({ LOG_LEVEL: 'WARN' })).toBe('warn');
    expect(() => logLevel({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL must be one of/);
  });

  it('reads SHUTDOWN_GRACE_MS (default 10 s)', () => {
    expect(shutdownGraceMs({})).toBe(10_000);
    expect(shutdownGraceMs({ SHUTDOWN_GRACE_MS: '2500' })).toBe(2500);
    expect(() => shutdownGraceMs({ SHUTDOWN_GRACE_MS: '-1' })).toThrow(/SHUTDOWN_GRACE_MS/);
  });
});

describe('readiness checks', () => {
  it('counts a check that throws or hangs as not ready', async () => {
    expect(await checkReadiness(async () => ({ ready: true }))).toEqual({ ready: true });
    expect(await checkReadiness(() => Promise.reject(new Error('connect ECONNREFUSED\ndetails')))).toEqual({
      ready: false,
      reason: 'connect ECONNREFUSED',
    });
    expect(await checkReadiness(() => new Promise(() => {}), 50)).toEqual({
      ready: false,
      reason: 'readiness check timed out',
    });
  });

  it("with GATEWAY_URL, is the gateway's own /_ready", async () => {
    const asked: string[] = [];
    const answering = (status: number) =>
      (async (url: URL) => {
        asked.push(String(url));
        return new Response('{}', { status });
      }) as unknown as typeof fetch;
    const base = new URL('http://gateway.internal:4000/');
    expect(await upstreamReadiness(base, answering(200))()).toEqual({ ready: true });
    expect(await upstreamReadiness(base, answering(503))()).toEqual({
      ready: false,
      reason: 'gateway http://gateway.internal:4000 is not ready',
    });
    expect(asked).toEqual(['http://gateway.internal:4000/_ready', 'http://gateway.internal:4000/_ready']);
  });
});

describe('/_health, /_ready and the request log on a server', () => {
  const lines: Record<string, unknown>[] = [];
  let readiness: Readiness = { ready: true };
  let server: Server;
  let port: number;

  beforeAll(async () => {
    const logger = capturingLogger(lines);
    server = createServer((req, res) => {
      observeRequest(req, res, logger);
      if (answerOps(req, res, async () => readiness)) return;
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end(`seen id ${req.headers['x-request-id']}`);
    });
    port = await listen(server);
  });

  afterAll(async () => {
    await closeServer(server, 100);
  });

  it('answers /_health 200 JSON, never cached, whatever the Host; HEAD without a body; POST 405', async () => {
    const health = await call(port, '/_health', { headers: { host: 'nobody.example' } });
    expect(health.status).toBe(200);
    expect(health.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(health.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(health.body)).toMatchObject({ status: 'ok' });

    const head = await call(port, '/_health', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.body).toBe('');

    const post = await call(port, '/_ready', { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.allow).toBe('GET, HEAD');
  });

  it('answers /_ready 200 when ready and 503 with the reason when not', async () => {
    readiness = { ready: true };
    expect((await call(port, '/_ready')).status).toBe(200);
    readiness = { ready: false, reason: 'database restarting' };
    const down = await call(port, '/_ready');
    expect(down.status).toBe(503);
    expect(JSON.parse(down.body)).toEqual({ status: 'unavailable', reason: 'database restarting' });
    readiness = { ready: true };
  });

  it('returns the request id on every answer, hands it to the handler, and logs one line per request', async () => {
    lines.length = 0;
    const kept = await call(port, '/page?email=someone@example.com', { headers: { 'x-request-id': 'trace-0001-abc' } });
    expect(kept.headers['x-request-id']).toBe('trace-0001-abc');
    // Repeated for the page's scripts (the error boundary reads it from the Performance API).
    expect(kept.headers['server-timing']).toBe('rid;desc="trace-0001-abc"');
    expect(kept.body).toBe('seen id trace-0001-abc');

    const made = await call(port, '/page', { headers: { 'x-request-id': 'bad id <x>' } });
    const id = made.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(made.body).toBe(`seen id ${id}`);
    expect((await call(port, '/_health')).headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);

    const requests = lines.filter((line) => line.msg === 'request');
    // The /_health probe is logged at debug only.
    expect(requests).toHaveLength(2);
    expect(requests[0]).toMatchObject({ id: 'trace-0001-abc', method: 'GET', path: '/page?email=', status: 200 });
    expect(typeof requests[0]?.ms).toBe('number');
    expect(requests[1]).toMatchObject({ id, path: '/page' });
    expect(JSON.stringify(lines)).not.toContain('someone@example.com');
  });
});

describe('graceful shutdown (closeServer)', () => {
  /** A server whose /slow answers after `ms` milliseconds, and whose /hang never answers. */
  const slowServer = (ms: number) =>
    createServer((req, res) => {
      if (req.url === '/hang') return;
      setTimeout(() => res.end('slow done'), req.url === '/slow' ? ms : 0);
    });

  it('stops accepting at once, lets a request in flight finish, then resolves', async () => {
    const server = slowServer(600);
    const port = await listen(server);
    const inFlight = call(port, '/slow');
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = Date.now();
    const closed = closeServer(server, 5_000);
    await new Promise((resolve) => setTimeout(resolve, 50));
    // A new connection is refused while the slow one is still being answered.
    await expect(call(port, '/')).rejects.toThrow(/ECONNREFUSED/);
    const answer = await inFlight;
    expect(answer).toMatchObject({ status: 200, body: 'slow done' });
    expect(await closed).toEqual({ cut: 0 });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('closes the connections still open after the grace period', async () => {
    const server = slowServer(0);
    const port = await listen(server);
    const hanging = call(port, '/hang').catch((error: Error) => error);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = Date.now();
    const result = await closeServer(server, 300);
    const elapsed = Date.now() - started;
    expect(result).toEqual({ cut: 1 });
    expect(elapsed).toBeGreaterThanOrEqual(280);
    expect(elapsed).toBeLessThan(2_000);
    expect(await hanging).toBeInstanceOf(Error);
  });
});

describe('the gateway service (serve.ts): ready, watched database, graceful stop', () => {
  let dataDir: string;
  let child: ChildProcess | undefined;
  let output = '';

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'site-gateway-ops-test-'));
    await fs.chmod(dataDir, 0o755);
  });

  afterAll(async () => {
    if (child && child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
    }
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  const waitFor = async <T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 20_000): Promise<T> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = await probe().catch(() => undefined);
      if (value !== undefined) return value;
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}; output:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  it('answers /_ready 503 while a killed PostgreSQL is restarted, the calls 503 envelopes, then 200 again', async () => {
    const port = await freePort();
    const pgPort = await freePort();
    child = spawn(process.execPath, ['--import', 'tsx', 'src/serve.ts'], {
      cwd: packageDir,
      env: {
        ...process.env,
        DATABASE_URL: '',
        DATA_DIR: dataDir,
        EMBEDDED_PG_PORT: String(pgPort),
        GATEWAY_PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'info',
        SHUTDOWN_GRACE_MS: '2000',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    await waitFor('the ready line', async () => (/gateway ready on/.test(output) ? true : undefined), 90_000);
    // The log is JSON lines.
    const readyLine = output.split('\n').find((line) => line.includes('gateway ready on')) ?? '';
    expect(JSON.parse(readyLine)).toMatchObject({ level: 30, name: 'gateway' });

    const read = '/api/business/officialQuery/getCommon';
    const headers = { 'x-platform-type': '00', 'x-request-id': 'ops-test-0001' };
    expect((await call(port, '/_health')).status).toBe(200);
    expect((await call(port, '/_ready')).status).toBe(200);
    const before = await call(port, read, { headers });
    expect(before.status).toBe(200);
    expect(before.headers['x-request-id']).toBe('ops-test-0001');
    await waitFor('the call log line', async () => (output.includes('"id":"ops-test-0001"') ? true : undefined));

    // kill -9 the postmaster.
    const postmaster = Number(readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
    expect(postmaster).toBeGreaterThan(0);
    process.kill(postmaster, 'SIGKILL');

    const down = await waitFor('/_ready 503', async () => {
      const answer = await call(port, '/_ready');
      return answer.status === 503 ? answer : undefined;
    });
    expect(JSON.parse(down.body)).toMatchObject({ status: 'unavailable' });
    // Meanwhile a call answers the envelope's 503, never a stack trace (or it is already back).
    const during = await call(port, read, { headers });
    if (during.status !== 200) {
      expect(during.status).toBe(503);
      expect(JSON.parse(during.body)).toMatchObject({ code: 503, data: null });
      expect(during.body).not.toMatch(/at .*\.ts|ECONNREFUSED|postgres/i);
    }

    await waitFor('/_ready 200', async () => ((await call(port, '/_ready')).status === 200 ? true : undefined));
    const after = await waitFor('a read call', async () => {
      const answer = await call(port, read, { headers });
      return answer.status === 200 ? answer : undefined;
    });
    expect(JSON.parse(after.body)).toMatchObject({ code: 0 });
    expect(output).toMatch(/restarting it/);
    expect(output).toMatch(/running again/);

    // SIGTERM: stops accepting, closes the database, exits 0.
    const exited = new Promise<number | null>((resolve) => child?.once('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(output).toMatch(/"msg":"stopped"/);
    await expect(call(port, '/_health')).rejects.toThrow(/ECONNREFUSED/);
  });
});

describe('requestIdHeaders and observeRequest without headers', () => {
  it('gives the id headers as one flat list, and leaves them to the caller when asked', async () => {
    expect(requestIdHeaders('trace-1')).toEqual(['x-request-id', 'trace-1', 'server-timing', 'rid;desc="trace-1"']);
    const server = createServer((req, res) => {
      const id = observeRequest(req, res, capturingLogger([]), { setHeaders: false });
      res.writeHead(200, ['x-seen', res.getHeaderNames().join(',') || 'none', ...requestIdHeaders(id)]);
      res.end();
    });
    const port = await listen(server);
    const answer = await call(port, '/page', { headers: { 'x-request-id': 'trace-0002-abc' } });
    expect(answer.headers['x-seen']).toBe('none');
    expect(answer.headers['x-request-id']).toBe('trace-0002-abc');
    expect(answer.headers['server-timing']).toBe('rid;desc="trace-0002-abc"');
    await closeServer(server, 100);
  });

  it('takes an id worked out before, and logs the answer with it', async () => {
    const lines: Record<string, unknown>[] = [];
    const server = createServer((req, res) => {
      const id = observeRequest(req, res, capturingLogger(lines), { id: requestIdOf('early-id-0003') });
      res.end(id);
    });
    const port = await listen(server);
    const answer = await call(port, '/early', { headers: { 'x-request-id': 'ignored-0003-abc' } });
    expect(answer.body).toBe('early-id-0003');
    expect(answer.headers['x-request-id']).toBe('early-id-0003');
    await closeServer(server, 100);
    expect(lines).toContainEqual(expect.objectContaining({ id: 'early-id-0003', path: '/early', status: 200 }));
  });

  it('says whether answers under 500 are logged (info and more: yes; warn: only 5xx)', () => {
    const quiet = new Writable({ write: (_chunk, _encoding, done) => done() });
    expect(logsEveryAnswer(createLogger({ level: 'info', destination: quiet }))).toBe(true);
    expect(logsEveryAnswer(createLogger({ level: 'debug', destination: quiet }))).toBe(true);
    expect(logsEveryAnswer(createLogger({ level: 'warn', destination: quiet }))).toBe(false);
  });
});
