/**
 * Databases for test suites. Each `useTestDatabase()` gets a fresh, empty database of its own:
 * on the server named by DATABASE_URL when it is set (so CI exercises a real external server),
 * otherwise in one embedded PostgreSQL per test process, started on first use in a temporary
 * data directory and stopped when the last test database closes.
 */
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createDatabase, type Database } from './client.ts';
import { type EmbeddedPostgres, startEmbeddedPostgres } from './embedded.ts';

export interface TestDatabase {
  db: Database;
  pool: pg.Pool;
  url: string;
  kind: 'external' | 'embedded';
  /** Drops the database (and stops the embedded server after the last one). */
  close(): Promise<void>;
}

let embedded: { server: Promise<EmbeddedPostgres>; dataDir: string } | undefined;
let open = 0;
let counter = 0;

const startServer = () => {
  if (!embedded) {
    // Under os.tmpdir() with mode 0755, reachable by the postgres user the server runs as when we are root.
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'site-test-pg-'));
    chmodSync(dataDir, 0o755);
    const base = Number(process.env.TEST_PG_PORT ?? 54400);
    const port = base + (process.pid % 500);
    embedded = { dataDir, server: startEmbeddedPostgres({ dataDir, port }) };
  }
  return embedded.server;
};

const withDatabaseName = (url: string, name: string) => {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
};

export async function useTestDatabase(env: Record<string, string | undefined> = process.env): Promise<TestDatabase> {
  const external = env.DATABASE_URL?.trim() || undefined;
  const serverUrl = external ?? (await startServer()).url;
  const name = `site_test_${process.pid}_${Date.now().toString(36)}_${counter++}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}" ENCODING 'UTF8' TEMPLATE template0`);
  } finally {
    await admin.end();
  }
  open++;
  const url = withDatabaseName(serverUrl, name);
  const connection = createDatabase(url, { max: 4 });
  let closed = false;
  return {
    db: connection.db,
    pool: connection.pool,
    url,
    kind: external ? 'external' : 'embedded',
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
      open--;
      if (open === 0 && embedded) {
        const { server, dataDir } = embedded;
        embedded = undefined;
        await (await server).stop();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
}
