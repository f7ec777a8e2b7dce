/**
 * Opens the application's database: the server named by DATABASE_URL, or else the embedded PostgreSQL (started
 * here, stopped by close()). The same pg + Drizzle code path either way.
 */

import type pg from 'pg';
import { type CreateDatabaseOptions, createDatabase, type Database, redactUrl } from './client.ts';
import { startEmbeddedPostgres } from './embedded.ts';
import { type DatabaseConfig, type DatabaseSettings, databaseSettings } from './settings.ts';

export interface OpenDatabaseOptions extends CreateDatabaseOptions {
  /** Receives the embedded server's log output (default: discarded). */
  log?: (message: string) => void;
}

export interface OpenDatabase {
  db: Database;
  pool: pg.Pool;
  url: string;
  kind: DatabaseConfig['kind'];
  /** Ends the pool, then stops the embedded server if this call started one. Safe to call more than once. */
  close(): Promise<void>;
}

export async function openDatabase(
  settings: DatabaseSettings = databaseSettings(),
  options: OpenDatabaseOptions = {},
): Promise<OpenDatabase> {
  const config = settings.database;
  const { log, ...poolOptions } = options;
  const max = poolOptions.max ?? settings.poolMax;
  const server =
    config.kind === 'embedded'
      ? await startEmbeddedPostgres({ dataDir: config.dataDir, port: config.port, log })
      : undefined;
  const url = config.kind === 'external' ? config.url : (server?.url ?? '');
  const connection = createDatabase(url, { ...poolOptions, max });
  let closing: Promise<void> | undefined;
  const close = (): Promise<void> => {
    closing ??= (async () => {
      try {
        await connection.close();
      } finally {
        await server?.stop();
      }
    })();
    return closing;
  };
  try {
    // Fail early and plainly when the server cannot be reached.
    await connection.pool.query('SELECT 1');
  } catch (error) {
    await close().catch(() => undefined);
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Could not connect to PostgreSQL at ${redactUrl(url)}: ${reason}`);
  }
  return { db: connection.db, pool: connection.pool, url, kind: config.kind, close };
}
