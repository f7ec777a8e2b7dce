/**
 * The database a command-line tool works on, whether or not the site is running: DATABASE_URL when set; else the
 * embedded PostgreSQL of DATA_DIR: the running one when the site (or anything else) has it up (its port is the
 * fourth line of the cluster's postmaster.pid), or one started for the command and stopped after it.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createDatabase, type Database, redactUrl } from '../client.ts';
import {
  CLUSTER_SUBDIR,
  EMBEDDED_DATABASE,
  embeddedConnectionString,
  inspectEmbeddedServer,
  startEmbeddedPostgres,
} from '../embedded.ts';
import { migrateDatabase } from '../migrate.ts';
import type { DatabaseSettings } from '../settings.ts';

export interface ToolDatabase {
  db: Database;
  pool: Database['$client'];
  /** The URL without its password. */
  where: string;
  /** 'external' (DATABASE_URL), 'running' (the embedded server someone else runs) or 'started' (by this call). */
  how: 'external' | 'running' | 'started';
  /** Ends the pool; stops the embedded server if this call started it. */
  close(): Promise<void>;
}

/** The port a running cluster listens on, from its postmaster.pid. */
export const runningPort = async (dataDir: string): Promise<number | undefined> => {
  try {
    const lines = (await readFile(path.join(dataDir, CLUSTER_SUBDIR, 'postmaster.pid'), 'utf8')).split('\n');
    const port = Number(lines[3]);
    return Number.isInteger(port) && port > 0 ? port : undefined;
  } catch {
    return undefined;
  }
};

/** Opens the settings' database for a tool and applies the migrations (a no-op when the site is up to date). */
export async function openToolDatabase(
  settings: DatabaseSettings,
  options: { log?: (message: string) => void; max?: number } = {},
): Promise<ToolDatabase> {
  const config = settings.database;
  let url: string;
  let how: ToolDatabase['how'];
  let stopServer: (() => Promise<void>) | undefined;
  if (config.kind === 'external') {
    url = config.url;
    how = 'external';
  } else {
    const state = await inspectEmbeddedServer(config.dataDir);
    const port = state.state === 'running' ? await runningPort(config.dataDir) : undefined;
    if (port !== undefined) {
      url = embeddedConnectionString(config.dataDir, port, EMBEDDED_DATABASE);
      how = 'running';
    } else {
      const server = await startEmbeddedPostgres({ dataDir: config.dataDir, port: config.port, log: options.log });
      url = server.url;
      how = 'started';
      stopServer = server.stop;
    }
  }
  const connection = createDatabase(url, { max: options.max ?? 2, applicationName: 'site-tool' });
  const close = async () => {
    try {
      await connection.close();
    } finally {
      await stopServer?.();
    }
  };
  try {
    await connection.pool.query('SELECT 1');
    await migrateDatabase(connection.db);
  } catch (error) {
    await close().catch(() => undefined);
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Could not open PostgreSQL at ${redactUrl(url)}: ${reason}`);
  }
  return { db: connection.db, pool: connection.pool, where: redactUrl(url), how, close };
}
