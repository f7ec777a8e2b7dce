/**
 * Opens the application's database: the server named by DATABASE_URL, or else the embedded PostgreSQL (started
 * here, stopped by close()). The same pg + Drizzle code path either way.
 *
 * The embedded server is watched: when it exits without being asked (killed, crashed), the database is `down`
 * (readiness() says so at once) and the server is started again on the same data directory and port, with a few
 * retries spaced out; the pool reconnects by itself. When every retry failed, `onGiveUp` runs (the entry points
 * exit non-zero, so that a supervisor restarts the whole process).
 */

import type pg from 'pg';
import { type CreateDatabaseOptions, createDatabase, type Database, redactUrl } from './client.ts';
import { clearDeadServerProcesses, type EmbeddedPostgres, startEmbeddedPostgres } from './embedded.ts';
import { migrationsApplied } from './migrate.ts';
import { type DatabaseConfig, type DatabaseSettings, databaseSettings } from './settings.ts';

export interface WatchdogOptions {
  /** Start attempts after the embedded server died. Default 5. */
  retries?: number;
  /** Wait before the first attempt, doubled before each next one. Default 500 ms (0.5 + 1 + 2 + 4 + 8 s). */
  firstDelayMs?: number;
  /** What happened: the server died, was restarted, an attempt failed. Default: console.error. */
  onEvent?: (event: { kind: 'down' | 'restarted' | 'attempt-failed'; message: string }) => void;
  /** Every attempt failed. Default: log and exit the process with code 1. */
  onGiveUp?: (error: Error) => void;
}

export interface OpenDatabaseOptions extends CreateDatabaseOptions {
  /** Receives the embedded server's log output (default: discarded). */
  log?: (message: string) => void;
  watchdog?: WatchdogOptions;
}

export interface DatabaseReadiness {
  ready: boolean;
  reason?: string;
}

export interface OpenDatabase {
  db: Database;
  pool: pg.Pool;
  url: string;
  kind: DatabaseConfig['kind'];
  /** `down` while the embedded server is being restarted after it died; else `up`. */
  state(): 'up' | 'down';
  /** Ready to serve: up, reachable, and every migration of packages/db/migrations applied. */
  readiness(): Promise<DatabaseReadiness>;
  /** Ends the pool, then stops the embedded server if this call started one. Safe to call more than once. */
  close(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());

export async function openDatabase(
  settings: DatabaseSettings = databaseSettings(),
  options: OpenDatabaseOptions = {},
): Promise<OpenDatabase> {
  const config = settings.database;
  const { log, watchdog = {}, ...poolOptions } = options;
  const max = poolOptions.max ?? settings.poolMax;
  let server: EmbeddedPostgres | undefined =
    config.kind === 'embedded'
      ? await startEmbeddedPostgres({ dataDir: config.dataDir, port: config.port, log })
      : undefined;
  const url = config.kind === 'external' ? config.url : (server?.url ?? '');
  const connection = createDatabase(url, { ...poolOptions, max });
  let state: 'up' | 'down' = 'up';
  let closed = false;
  let restarting: Promise<void> | undefined;

  const onEvent = watchdog.onEvent ?? ((event) => console.error(`[database] ${event.message}`));
  const onGiveUp =
    watchdog.onGiveUp ??
    ((error: Error) => {
      console.error(`[database] ${error.message}`);
      process.exit(1);
    });
  const watch = (running: EmbeddedPostgres) =>
    running.onUnexpectedExit((reason) => {
      if (closed || config.kind !== 'embedded') return;
      state = 'down';
      onEvent({ kind: 'down', message: `the embedded PostgreSQL server exited (${reason}); restarting it` });
      restarting = restart(config.dataDir, config.port);
    });
  const restart = async (dataDir: string, port: number): Promise<void> => {
    const retries = watchdog.retries ?? 5;
    let delay = watchdog.firstDelayMs ?? 500;
    let lastError: unknown;
    for (let attempt = 1; attempt <= retries; attempt++) {
      await sleep(delay);
      delay *= 2;
      if (closed) return;
      try {
        await clearDeadServerProcesses(dataDir);
        const started = await startEmbeddedPostgres({ dataDir, port, log });
        if (closed) {
          await started.stop();
          return;
        }
        server = started;
        watch(started);
        state = 'up';
        onEvent({ kind: 'restarted', message: `the embedded PostgreSQL server is running again (attempt ${attempt})` });
        return;
      } catch (error) {
        lastError = error;
        const reason = error instanceof Error ? error.message.split('\n', 1)[0] : String(error);
        onEvent({ kind: 'attempt-failed', message: `restart attempt ${attempt} of ${retries} failed: ${reason}` });
      }
    }
    if (closed) return;
    const reason = lastError instanceof Error ? lastError.message.split('\n', 1)[0] : String(lastError);
    onGiveUp(new Error(`the embedded PostgreSQL server could not be restarted after ${retries} attempts: ${reason}`));
  };
  if (server) watch(server);

  let closing: Promise<void> | undefined;
  const close = (): Promise<void> => {
    closing ??= (async () => {
      closed = true;
      try {
        await connection.close();
      } finally {
        await restarting?.catch(() => undefined);
        await server?.stop();
      }
    })();
    return closing;
  };
  const readiness = async (): Promise<DatabaseReadiness> => {
    if (closed) return { ready: false, reason: 'shutting down' };
    if (state === 'down') return { ready: false, reason: 'database restarting' };
    try {
      return (await migrationsApplied(connection.pool))
        ? { ready: true }
        : { ready: false, reason: 'migrations not applied' };
    } catch {
      return { ready: false, reason: 'database unreachable' };
    }
  };
  try {
    // Fail early and plainly when the server cannot be reached.
    await connection.pool.query('SELECT 1');
  } catch (error) {
    await close().catch(() => undefined);
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Could not connect to PostgreSQL at ${redactUrl(url)}: ${reason}`);
  }
  return { db: connection.db, pool: connection.pool, url, kind: config.kind, state: () => state, readiness, close };
}
