/**
 * What holds a cluster directory according to its postmaster.pid, and clearing what should not: a server left
 * running by a SIGKILLed parent (an orphan) is shut down, a stale pid file removed, a live server left alone.
 */
import { realpathSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import {
  childPids,
  isNodeProcess,
  type ProcessInfo,
  processInfo,
  programName,
  signal,
  waitForExit,
} from './processes.ts';

export type ServerState =
  | { state: 'none' }
  | { state: 'stale'; pid: number }
  | { state: 'orphan'; pid: number }
  | { state: 'unknown'; pid: number }
  | { state: 'running'; pid: number; parentPid: number };

/**
 * Nothing, a stale pid file (process gone, or the pid now belongs to an unrelated process), an orphaned server (its
 * parent is gone: reparented to pid 1 or to a process that is not Node), or a server whose Node parent is alive.
 */
export async function inspectCluster(clusterDir: string): Promise<ServerState> {
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
export async function clearStaleServer(
  clusterDir: string,
  timeoutMs: number,
  log: (message: string) => void,
): Promise<void> {
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
