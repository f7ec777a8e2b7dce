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
  // The pool listens for errors only on idle clients: a checked-out client whose server goes away while no query of
  // it is running (between the statements of a transaction, or after a failed query and before its release) emits
  // 'error' with no listener, and Node ends the process (the load and crash test saw it on a killed postmaster). The
  // error needs nothing more here: it fails the client's running and next queries, and the pool drops the client
  // when it is released (it is no longer queryable).
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
  });
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

/** Error codes of a server that is gone or not taking connections (node's and PostgreSQL's). */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
]);

/**
 * Whether an error (or one of its causes: Drizzle wraps the driver's) means the database cannot be reached right
 * now, as opposed to a failing query: a refused or dropped connection, a server shutting down or starting, a pool
 * timing out on a connection.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return true;
    if (
      typeof message === 'string' &&
      /Connection terminated|timeout exceeded when trying to connect|connect ECONNREFUSED/.test(message)
    ) {
      return true;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
