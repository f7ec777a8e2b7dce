import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type EmbeddedPostgres,
  inspectEmbeddedServer,
  prestartEmbeddedPostgres,
  startEmbeddedPostgres,
} from '../src/embedded.ts';
import { migrateDatabase } from '../src/migrate.ts';
import { openDatabase } from '../src/runtime.ts';
import { readDatabaseSettings } from '../src/settings.ts';
import { useTestDatabase } from '../src/testing.ts';

const PORT = 54339;
const packageDir = fileURLToPath(new URL('..', import.meta.url));
const childScript = fileURLToPath(new URL('./fixtures/embedded-child.ts', import.meta.url));
const isRoot = process.getuid?.() === 0;

async function makeDataDir(): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'site-db-embedded-test-'));
  await fs.chmod(dir, 0o755);
  return dir;
}

async function query<T extends pg.QueryResultRow>(url: string, sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client(url);
  await client.connect();
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end();
  }
}

/** Alive and not a zombie. */
function isAlive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}

/** Live processes that belong to a server on this data directory: its postmaster (by command line) and children. */
function serverProcesses(dataDir: string): number[] {
  const postmasters: number[] = [];
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const pid = Number(entry);
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (fields[0] === 'Z') continue;
      parents.set(pid, Number(fields[1]));
      const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      if (args.includes(path.join(dataDir, 'pg'))) postmasters.push(pid);
    } catch {
      // Exited meanwhile.
    }
  }
  const children = [...parents].filter(([, ppid]) => postmasters.includes(ppid)).map(([pid]) => pid);
  return [...postmasters, ...children];
}

function spawnChild(dataDir: string, mode: 'orphan' | 'signal'): { child: ChildProcess; ready: Promise<number> } {
  const child = spawn(process.execPath, ['--import', 'tsx', childScript, dataDir, String(PORT), mode], {
    cwd: packageDir,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const ready = new Promise<number>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /ready (\d+)/.exec(output);
      if (match) resolve(Number(match[1]));
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code, signal) => reject(new Error(`child exited early (${code ?? signal}): ${output}`)));
  });
  return { child, ready };
}

function exitOf(child: ChildProcess): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  if (child.exitCode !== null || child.signalCode !== null) {
    return Promise.resolve({ code: child.exitCode, signal: child.signalCode });
  }
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
}

describe('embedded PostgreSQL', () => {
  let dataDir: string;
  let server: EmbeddedPostgres | undefined;

  beforeAll(async () => {
    dataDir = await makeDataDir();
  });

  afterAll(async () => {
    await server?.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('initialises a UTF-8 cluster with pg_trgm that handles Chinese text', async () => {
    const started = performance.now();
    server = await startEmbeddedPostgres({ dataDir, port: PORT });
    console.info(`first start (initdb): ${Math.round(performance.now() - started)} ms`);
    expect(server.initialised).toBe(true);
    // A random password kept in the data directory (mode 0600); `postgres` no longer logs in.
    const password = (await fs.readFile(path.join(dataDir, 'postgres-password'), 'utf8')).trim();
    expect(password).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect((await fs.stat(path.join(dataDir, 'postgres-password'))).mode & 0o777).toBe(0o600);
    expect(server.url).toBe(`postgres://postgres:${password}@127.0.0.1:${PORT}/site`);
    await expect(query(`postgres://postgres:postgres@127.0.0.1:${PORT}/site`, 'SELECT 1')).rejects.toThrow(
      /password authentication failed/,
    );

    const [settings] = await query<{ encoding: string; database: string; provider: string; locale: string }>(
      server.url,
      `SELECT current_setting('server_encoding') AS encoding, current_database() AS database,
              datlocprovider AS provider, datlocale AS locale
         FROM pg_database WHERE datname = current_database()`,
    );
    expect(settings).toEqual({ encoding: 'UTF8', database: 'site', provider: 'b', locale: 'C.UTF-8' });
    const [listen] = await query<{ listen_addresses: string }>(server.url, 'SHOW listen_addresses');
    expect(listen?.listen_addresses).toBe('127.0.0.1');

    await query(server.url, 'CREATE EXTENSION pg_trgm');
    const [trgm] = await query<{ score: number }>(server.url, "SELECT similarity('商标注册', '商标') AS score");
    expect(trgm?.score).toBeGreaterThan(0);

    await query(server.url, 'CREATE TABLE notes (id serial PRIMARY KEY, body text NOT NULL)');
    await query(server.url, 'INSERT INTO notes (body) VALUES ($1)', ['第一条 – first']);
  });

  it('refuses a second server on the same data directory, naming the running pid', async () => {
    const running = server;
    if (!running) throw new Error('server not started');
    await expect(startEmbeddedPostgres({ dataDir, port: PORT + 1 })).rejects.toThrow(
      new RegExp(`in use by a running server \\(pid ${running.pid}, started by this process\\)`),
    );
  });

  it('stops cleanly, twice, and restarts without initdb, keeping the data', async () => {
    const first = server;
    if (!first) throw new Error('server not started');
    await Promise.all([first.stop(), first.stop()]);
    await first.stop();
    expect(serverProcesses(dataDir)).toEqual([]);
    expect(existsSync(path.join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);

    const started = performance.now();
    server = await startEmbeddedPostgres({ dataDir, port: PORT });
    const elapsed = performance.now() - started;
    console.info(`later start: ${Math.round(elapsed)} ms`);
    expect(server.initialised).toBe(false);
    expect(elapsed).toBeLessThan(5_000);
    const rows = await query<{ body: string }>(server.url, 'SELECT body FROM notes ORDER BY id');
    expect(rows.map((row) => row.body)).toEqual(['第一条 – first']);
    await server.stop();
    server = undefined;
  });

  it('gives a cluster made with the old password `postgres` a random one on its next start', async () => {
    // Make the cluster look like one created before the password file: password `postgres`, no file.
    let started = await startEmbeddedPostgres({ dataDir, port: PORT });
    await query(started.url, "ALTER ROLE postgres PASSWORD 'postgres'");
    await started.stop();
    await fs.rm(path.join(dataDir, 'postgres-password'));

    started = await startEmbeddedPostgres({ dataDir, port: PORT });
    try {
      const password = (await fs.readFile(path.join(dataDir, 'postgres-password'), 'utf8')).trim();
      expect(password).toMatch(/^[A-Za-z0-9_-]{32}$/);
      expect((await fs.stat(path.join(dataDir, 'postgres-password'))).mode & 0o777).toBe(0o600);
      expect(existsSync(path.join(dataDir, 'postgres-password.pending'))).toBe(false);
      expect(started.url).toContain(`:${password}@`);
      const rows = await query<{ body: string }>(started.url, 'SELECT body FROM notes ORDER BY id');
      expect(rows.map((row) => row.body)).toEqual(['第一条 – first']);
      await expect(query(`postgres://postgres:postgres@127.0.0.1:${PORT}/site`, 'SELECT 1')).rejects.toThrow(
        /password authentication failed/,
      );
    } finally {
      await started.stop();
    }
  });

  it('hands a start begun ahead (prestart) to the first start of the same directory and port, once (issue 27)', async () => {
    // Resolves when the slow part (the server process) begins: the caller loads its modules meanwhile.
    await prestartEmbeddedPostgres({ dataDir, port: PORT });
    const taken = await startEmbeddedPostgres({ dataDir, port: PORT });
    try {
      // The prestarted server itself: a second start would have found it running and stopped it as an orphan, or
      // been refused; one that nobody took over would still run after taken.stop() below.
      expect(serverProcesses(dataDir)).toContain(taken.pid);
      const rows = await query<{ body: string }>(taken.url, 'SELECT body FROM notes ORDER BY id');
      expect(rows.map((row) => row.body)).toEqual(['第一条 – first']);
    } finally {
      await taken.stop();
    }
    expect(serverProcesses(dataDir)).toEqual([]);
    // Taken once: the next start is a start of its own.
    const again = await startEmbeddedPostgres({ dataDir, port: PORT });
    expect(again.pid).not.toBe(taken.pid);
    await again.stop();
  });

  it('removes a stale postmaster.pid: process gone, or the pid reused by another program', async () => {
    const pidFile = path.join(dataDir, 'pg', 'postmaster.pid');
    let deadPid = 4_000_000;
    while (isAlive(deadPid)) deadPid += 1;
    // A dead pid, then a live process that is not PostgreSQL (this test process).
    for (const pid of [deadPid, process.pid]) {
      await fs.writeFile(pidFile, `${pid}\n${path.join(dataDir, 'pg')}\n0\n${PORT}\n\n127.0.0.1\n0 0\nready\n`);
      expect(await inspectEmbeddedServer(dataDir)).toEqual({ state: 'stale', pid });
      server = await startEmbeddedPostgres({ dataDir, port: PORT });
      expect(server.initialised).toBe(false);
      expect(server.pid).not.toBe(pid);
      await server.stop();
      server = undefined;
    }
    expect(isAlive(process.pid)).toBe(true);
  });

  it('clears a server orphaned by a SIGKILLed parent and keeps its committed row', async () => {
    const { child, ready } = spawnChild(dataDir, 'orphan');
    const orphanPid = await ready;
    child.kill('SIGKILL');
    await exitOf(child);

    // The server outlives its parent.
    expect(isAlive(orphanPid)).toBe(true);
    expect(await inspectEmbeddedServer(dataDir)).toEqual({ state: 'orphan', pid: orphanPid });

    server = await startEmbeddedPostgres({ dataDir, port: PORT });
    expect(server.pid).not.toBe(orphanPid);
    expect(isAlive(orphanPid)).toBe(false);
    const rows = await query<{ body: string }>(server.url, 'SELECT body FROM notes ORDER BY id');
    expect(rows.map((row) => row.body)).toEqual(['第一条 – first', `committed by child ${child.pid}`]);

    await server.stop();
    server = undefined;
    expect(serverProcesses(dataDir)).toEqual([]);
  });

  it('stops the server and exits 0 on SIGINT and SIGTERM once the application handles them (handOverSignals)', async () => {
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      const { child, ready } = spawnChild(dataDir, 'signal');
      const pid = await ready;
      expect(isAlive(pid)).toBe(true);
      child.kill(signal);
      expect(await exitOf(child)).toEqual({ code: 0, signal: null });
      expect(isAlive(pid)).toBe(false);
      expect(serverProcesses(dataDir)).toEqual([]);
      expect((await inspectEmbeddedServer(dataDir)).state).toBe('none');
    }
  });

  it.skipIf(!isRoot)('explains a data directory the postgres user cannot reach', async () => {
    const locked = await fs.mkdtemp(path.join(os.tmpdir(), 'site-db-locked-'));
    await fs.chmod(locked, 0o700);
    try {
      await expect(startEmbeddedPostgres({ dataDir: path.join(locked, 'data'), port: PORT })).rejects.toThrow(
        new RegExp(`cannot reach ${locked}, needed for the data directory.*DATA_DIR.*chmod o\\+x ${locked}`),
      );
    } finally {
      await fs.rm(locked, { recursive: true, force: true });
    }
  });
});

describe('openDatabase and migrateDatabase', () => {
  it('starts the embedded server without DATABASE_URL and stops it on close()', async () => {
    const dataDir = await makeDataDir();
    try {
      const database = await openDatabase(readDatabaseSettings({ DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(PORT) }));
      expect(database.kind).toBe('embedded');
      expect(database.url).toContain(`127.0.0.1:${PORT}/site`);
      const result = await database.pool.query<{ one: number }>('SELECT 1 AS one');
      expect(result.rows).toEqual([{ one: 1 }]);
      await Promise.all([database.close(), database.close()]);
      expect(serverProcesses(dataDir)).toEqual([]);
    } finally {
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });

  it('uses DATABASE_URL as an external server, and says plainly when it cannot connect', async () => {
    const dataDir = await makeDataDir();
    const server = await startEmbeddedPostgres({ dataDir, port: PORT });
    try {
      const external = await openDatabase(readDatabaseSettings({ DATABASE_URL: server.url, DATA_DIR: '/nonexistent' }));
      expect(external.kind).toBe('external');
      expect(external.url).toBe(server.url);
      const viaHelper = await useTestDatabase({ env: { DATABASE_URL: server.url } });
      expect(viaHelper.kind).toBe('external');
      const [row] = (await viaHelper.pool.query<{ db: string }>('SELECT current_database() AS db')).rows;
      expect(row?.db).toMatch(/^site_test_/);
      await viaHelper.close();
      await external.close();
      // Closing an external database leaves its server running.
      expect(isAlive(server.pid)).toBe(true);
    } finally {
      await server.stop();
      await fs.rm(dataDir, { recursive: true, force: true });
    }
    await expect(
      openDatabase(
        readDatabaseSettings({ DATABASE_URL: `postgres://postgres:secret@127.0.0.1:${PORT}/site`, PG_POOL_MAX: '2' }),
      ),
    ).rejects.toThrow(
      new RegExp(`Could not connect to PostgreSQL at postgres://postgres:\\*\\*\\*@127.0.0.1:${PORT}/site`),
    );
  });

  it('says plainly when there are no migrations', async () => {
    const database = await useTestDatabase({ env: { TEST_PG_PORT: String(PORT) } });
    try {
      await expect(migrateDatabase(database.db, path.join(os.tmpdir(), 'no-such-migrations'))).rejects.toThrow(
        /No migrations in/,
      );
    } finally {
      await database.close();
    }
    expect(database.dataDir && existsSync(database.dataDir)).toBe(false);
  });

  it('applies the migrations of packages/db/migrations, idempotently, with pg_trgm', async () => {
    const database = await useTestDatabase({ env: { TEST_PG_PORT: String(PORT) } });
    try {
      await migrateDatabase(database.db);
      await migrateDatabase(database.db);
      const extensions = await database.pool.query("SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm'");
      expect(extensions.rowCount).toBe(1);
    } finally {
      await database.close();
    }
  });
});
