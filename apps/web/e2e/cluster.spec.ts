import { type ChildProcess, spawn } from 'node:child_process';
import { createConnection } from 'node:net';
import pg from 'pg';
import { readEmbeddedPassword } from '../../../packages/db/src/embedded/password.ts';
import { expect, test } from './support/fixtures.ts';
import { rawRequest } from './support/http.ts';

/**
 * WEB_CONCURRENCY workers (issue 10, "Use the whole machine"), on a server of its own (production build): the primary
 * starts the embedded database once, two workers share the port, each keeps its own page cache, a content change
 * reaches both, and SIGTERM stops the workers and then the database. src/lib/workers.ts has its unit tests.
 */

const PORT = Number(process.env.E2E_PORT ?? 3100) + 50;
const PG_PORT = Number(process.env.E2E_PG_PORT ?? 54341) + 50;
const DATA_DIR = `${process.env.E2E_DATA_DIR ?? '/tmp/site-e2e-data'}-cluster`;

test.describe.configure({ mode: 'serial' });

let server: ChildProcess | undefined;
let output = '';

/** One request on a connection of its own: the primary hands each connection to the next worker. */
const get = (host: string, path: string) => rawRequest(host, path, { port: PORT, headers: { connection: 'close' } });

const waitFor = async <T>(what: string, probe: () => Promise<T | undefined>, ms: number): Promise<T> => {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`timed out waiting for ${what}\n${output.slice(-3000)}`);
};

const portOpen = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  await stopServer();
  output = '';
  server = spawn(
    'bash',
    ['-c', `rm -rf ${DATA_DIR} && exec node ${process.env.NEXT_DIST_DIR || '.next'}/node-server/server.mjs`],
    {
      cwd: process.cwd(),
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(PORT),
        DATA_DIR,
        EMBEDDED_PG_PORT: String(PG_PORT),
        WEB_CONCURRENCY: '2',
        PAGE_CACHE_WARM: '0',
        RATE_LIMITS: 'off',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  server.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  server.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  await waitFor(
    'the ready line',
    async () => (/ready on http:\/\/localhost:\d+ \(2 workers/.test(output) ? true : undefined),
    150_000,
  );
});

/** SIGTERM and wait (the primary stops its workers and the database), SIGKILL after 60 s. */
const stopServer = async () => {
  const running = server;
  server = undefined;
  if (!running || running.exitCode !== null || running.signalCode !== null) return;
  const exited = new Promise((resolve) => running.once('exit', resolve));
  running.kill('SIGTERM');
  const kill = setTimeout(() => running.kill('SIGKILL'), 60_000);
  await exited;
  clearTimeout(kill);
};

test.afterAll(async () => {
  test.setTimeout(90_000);
  await stopServer();
});

test('two workers answer on one port, each with its own page cache', async () => {
  const workers = new Set<number>();
  for (let i = 0; i < 20 && workers.size < 2; i++) {
    const health = JSON.parse((await get('ost.localhost', '/_health')).body) as { worker: number | null };
    if (health.worker !== null) workers.add(health.worker);
  }
  expect(workers.size).toBe(2);

  // Each worker renders the home once and then answers it from its own cache.
  const seen: string[] = [];
  for (let i = 0; i < 8; i++) {
    const home = await get('ost.localhost', '/');
    expect(home.status).toBe(200);
    seen.push(String(home.headers['x-page-cache']));
  }
  expect(seen.filter((state) => state === 'MISS').length).toBeLessThanOrEqual(2);
  expect(seen.slice(-4)).toEqual(['HIT', 'HIT', 'HIT', 'HIT']);
  // At LOG_LEVEL=info a hit logs its line like any answer (at warn it is answered without the request log).
  const hit = await rawRequest('ost.localhost', '/', {
    port: PORT,
    headers: { connection: 'close', 'x-request-id': 'e2e-cluster-hit-0001' },
  });
  expect(hit.headers['x-page-cache']).toBe('HIT');
  expect(hit.headers['x-request-id']).toBe('e2e-cluster-hit-0001');
  await waitFor(
    "the hit's log line",
    async () => (/"id":"e2e-cluster-hit-0001","method":"GET","path":"\/","status":200/.test(output) ? true : undefined),
    10_000,
  );
  // The primary started one embedded database: the workers use it (the ready line says so).
  expect(output).toContain('database: embedded, started by the primary');
});

test('a content change reaches every worker', async () => {
  const marker = `集群验证${Date.now()}`;
  const client = new pg.Client({
    host: '127.0.0.1',
    port: PG_PORT,
    user: 'postgres',
    password: readEmbeddedPassword(DATA_DIR),
    database: 'site',
  });
  await client.connect();
  try {
    await client.query(`UPDATE platform_configs SET company_name = $1 WHERE code = '00'`, [marker]);
  } finally {
    await client.end();
  }
  // Within moments every worker's stored home is dropped and rendered again with the new title.
  await waitFor(
    'the new title on every worker',
    async () => {
      for (let i = 0; i < 6; i++) if (!(await get('ost.localhost', '/')).body.includes(marker)) return undefined;
      return true;
    },
    20_000,
  );
});

test('SIGTERM stops the workers, then the database', async () => {
  expect(await portOpen(PG_PORT)).toBe(true);
  const running = server;
  const exited = new Promise<number | null>((resolve) => running?.once('exit', (code) => resolve(code)));
  running?.kill('SIGTERM');
  expect(await exited).toBe(0);
  server = undefined;
  expect(await portOpen(PORT)).toBe(false);
  expect(await portOpen(PG_PORT)).toBe(false);
});
