/**
 * Databases for test suites: `const t = await useTestDatabase()` in beforeAll, `await t.close()` in afterAll.
 * Each call gets a fresh, empty database of its own (run migrateDatabase and seedDatabase on top):
 * - on the server named by DATABASE_URL when it is set (CI runs the suites again against a real
 *   external server); close() drops the database and leaves the server running;
 * - otherwise in one embedded PostgreSQL per test process, started on first use in a fresh directory
 *   under the OS temp directory, on TEST_PG_PORT (default 54340) plus (VITEST_POOL_ID - 1), skipping
 *   taken ports; the last close() stops it and deletes the directory.
 * Servers orphaned by killed test runs are stopped and their directories deleted on the next run.
 */
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createDatabase, type Database } from './client.ts';
import { type EmbeddedPostgres, startEmbeddedPostgres, stopOrphanedServer } from './embedded.ts';
import { databaseSettings, readDatabaseSettings } from './settings.ts';

export const TEST_DIR_PREFIX = 'site-db-test-';
const STALE_DIR_AGE_MS = 60 * 60 * 1000;

export interface TestDatabase {
  db: Database;
  pool: pg.Pool;
  url: string;
  kind: 'external' | 'embedded';
  /** The embedded server's data directory (undefined for an external server). */
  dataDir?: string;
  /** Drops the database (and stops the embedded server after the last one). Safe to call twice. */
  close(): Promise<void>;
}

export interface TestDatabaseOptions {
  /** Settings from these variables instead of the process's environment. */
  env?: Record<string, string | undefined>;
  max?: number;
  log?: (message: string) => void;
}

let embedded: { server: Promise<EmbeddedPostgres>; dataDir: string } | undefined;
let open = 0;
let counter = 0;

function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

async function startOnFreePort(
  dataDir: string,
  firstPort: number,
  log: ((message: string) => void) | undefined,
): Promise<EmbeddedPostgres> {
  let lastError: unknown;
  for (let port = firstPort, attempts = 0; attempts < 20; port += 1, attempts += 1) {
    if (!(await isPortFree(port))) continue;
    try {
      return await startEmbeddedPostgres({ dataDir, port, log });
    } catch (error) {
      // Taken between the probe and the start (another test process): try the next one.
      if (!(error instanceof Error && /already in use/i.test(error.message))) throw error;
      lastError = error;
    }
  }
  throw new Error(`No free port for the test database from ${firstPort} on`, { cause: lastError });
}

/** Stops servers orphaned by killed test runs and deletes their directories. */
async function clearLeftovers(): Promise<void> {
  let entries: string[];
  try {
    entries = await fs.readdir(os.tmpdir());
  } catch {
    return;
  }
  for (const entry of entries) {
    if (!entry.startsWith(TEST_DIR_PREFIX)) continue;
    const dir = path.join(os.tmpdir(), entry);
    try {
      const state = await stopOrphanedServer(dir);
      const stat = await fs.stat(dir);
      const old = Date.now() - stat.mtimeMs > STALE_DIR_AGE_MS;
      if (state === 'orphan' || state === 'stale' || (state === 'none' && old)) {
        await fs.rm(dir, { recursive: true, force: true });
      }
    } catch {
      // Another process is dealing with it.
    }
  }
}

const embeddedServer = (firstPort: number, log?: (message: string) => void) => {
  if (!embedded) {
    const start = async (dataDir: string) => {
      await clearLeftovers();
      return startOnFreePort(dataDir, firstPort, log);
    };
    // Mode 0755: reachable by the postgres user the server runs as when we are root.
    const dataDir = path.join(os.tmpdir(), `${TEST_DIR_PREFIX}${process.pid}-${Date.now().toString(36)}`);
    const server = fs.mkdir(dataDir, { mode: 0o755 }).then(() => start(dataDir));
    embedded = { dataDir, server };
  }
  return embedded;
};

const withDatabaseName = (url: string, name: string) => {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
};

export async function useTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const settings = options.env ? readDatabaseSettings(options.env) : databaseSettings();
  const external = settings.database.kind === 'external' ? settings.database.url : undefined;
  const server = external ? undefined : embeddedServer(settings.testPort + settings.testWorker - 1, options.log);
  const serverUrl = external ?? (await (server as NonNullable<typeof server>).server).url;
  const name = `site_test_${process.pid}_${Date.now().toString(36)}_${counter++}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}" ENCODING 'UTF8' TEMPLATE template0`);
  } finally {
    await admin.end();
  }
  if (!external) open++;
  const url = withDatabaseName(serverUrl, name);
  const connection = createDatabase(url, { max: options.max ?? 4 });
  let closed = false;
  return {
    db: connection.db,
    pool: connection.pool,
    url,
    kind: external ? 'external' : 'embedded',
    dataDir: server?.dataDir,
    async close() {
      if (closed) return;
      closed = true;
      await connection.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      try {
        await dropper.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await dropper.end();
      }
      if (external) return;
      open--;
      if (open === 0 && embedded) {
        const { server: started, dataDir } = embedded;
        embedded = undefined;
        await (await started).stop();
        await fs.rm(dataDir, { recursive: true, force: true });
      }
    },
  };
}

/** A TCP port free on 127.0.0.1 right now (the system's pick), for a test's own server. */
export const freePort = (): Promise<number> =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
