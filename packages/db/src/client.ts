/**
 * The connection factory: a `pg` pool with Drizzle on top, the one code path for the embedded server and any
 * external PostgreSQL. Plus the pure decision of which database to use, from the environment.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { DEFAULT_EMBEDDED_PORT } from './embedded.ts';
import * as schema from './schema/index.ts';

export { schema };
export type Schema = typeof schema;
export type Database = NodePgDatabase<Schema> & { $client: pg.Pool };

export const DEFAULT_POOL_MAX = 10;
/** The repository root (this file is packages/db/src/client.ts). */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
/** The default DATA_DIR. */
export const DEFAULT_DATA_DIR = path.join(REPO_ROOT, 'data');

export type DatabaseConfig = { kind: 'external'; url: string } | { kind: 'embedded'; dataDir: string; port: number };

type Env = Record<string, string | undefined>;

/** An unset or blank variable counts as unset (a `.env` line like `DATABASE_URL=`). */
function read(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

/**
 * Decides where the database is:
 * - `DATABASE_URL` (postgres:// or postgresql://) set: that server;
 * - otherwise the embedded server, with its data under `DATA_DIR` (default `<repo>/data`; a relative path is taken
 *   from the repository root, whatever the current directory) on port `EMBEDDED_PG_PORT` (default 54329).
 * Throws a plain error on an invalid value.
 */
export function resolveDatabaseConfig(env: Env = process.env): DatabaseConfig {
  const url = read(env, 'DATABASE_URL');
  if (url !== undefined) {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      throw new Error('DATABASE_URL is not a valid URL; expected postgres://user:password@host:port/database');
    }
    if (parsed.protocol !== 'postgres:' && parsed.protocol !== 'postgresql:') {
      throw new Error(
        `DATABASE_URL must start with postgres:// or postgresql://, got ${parsed.protocol}//; ` +
          'expected postgres://user:password@host:port/database',
      );
    }
    if (!parsed.hostname && !parsed.searchParams.get('host')) {
      throw new Error('DATABASE_URL has no host; expected postgres://user:password@host:port/database');
    }
    return { kind: 'external', url };
  }
  const dataDir = path.resolve(REPO_ROOT, read(env, 'DATA_DIR') ?? DEFAULT_DATA_DIR);
  const port = parseInteger(env, 'EMBEDDED_PG_PORT', DEFAULT_EMBEDDED_PORT, 1024, 65535);
  return { kind: 'embedded', dataDir, port };
}

/** Pool size from `PG_POOL_MAX` (default 10). */
export function resolvePoolMax(env: Env = process.env): number {
  return parseInteger(env, 'PG_POOL_MAX', DEFAULT_POOL_MAX, 1, 1000);
}

function parseInteger(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = read(env, name);
  if (raw === undefined) return fallback;
  const value = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isSafeInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be an integer between ${min} and ${max}, got "${raw}"`);
  }
  return value;
}

export interface CreateDatabaseOptions {
  /** Maximum connections in the pool. Default: PG_POOL_MAX, else 10. */
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
    max: options.max ?? resolvePoolMax(),
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
