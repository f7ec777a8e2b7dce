/**
 * The connection factory: a `pg` pool with Drizzle on top, the one code path for the embedded server and any
 * external PostgreSQL (which one to use is settings.ts's decision; runtime.ts opens it).
 */
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index.ts';
import { databaseSettings } from './settings.ts';

export { schema };
export type Schema = typeof schema;
export type Database = NodePgDatabase<Schema> & { $client: pg.Pool };

export interface CreateDatabaseOptions {
  /** Maximum connections in the pool. Default: the PG_POOL_MAX setting (10 when unset). */
  max?: number;
  /** Shown in pg_stat_activity. */
  applicationName?: string;
  connectionTimeoutMillis?: number;
  idleTimeoutMillis?: number;
  /** Errors of idle connections (for example the server went away). Default: logged with console.error. */
  onError?: (error: Error) => void;
}

export interface DatabaseConnection {
  db: Database;
  pool: pg.Pool;
  /** Ends the pool; safe to call more than once. */
  close(): Promise<void>;
}

export function createDatabase(url: string, options: CreateDatabaseOptions = {}): DatabaseConnection {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? databaseSettings().poolMax,
    application_name: options.applicationName,
    connectionTimeoutMillis: options.connectionTimeoutMillis ?? 10_000,
    idleTimeoutMillis: options.idleTimeoutMillis ?? 30_000,
  });
  // Without a listener, an idle client's error (server restart, network) would crash the process.
  pool.on('error', options.onError ?? ((error) => console.error(`PostgreSQL pool error: ${error.message}`)));
  const db = drizzle(pool, { schema }) as Database;
  let closing: Promise<void> | undefined;
  const close = (): Promise<void> => {
    closing ??= pool.end();
    return closing;
  };
  return { db, pool, close };
}

/** The URL with its password replaced, for messages and logs. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '<invalid URL>';
  }
}
