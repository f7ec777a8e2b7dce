/** Operating-system processes, read from /proc (Linux) or `ps` (elsewhere): what runs, its parent, its children. */
import { type ChildProcess, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import path from 'node:path';

export interface ProcessInfo {
  pid: number;
  ppid: number;
  zombie: boolean;
  /** The executable's path when readable, else undefined. */
  exe: string | undefined;
  /** The working directory when readable (Linux), else undefined; a postmaster's is its data directory. */
  cwd: string | undefined;
  args: string[];
}

/** A process's state; undefined when it does not exist. */
export function processInfo(pid: number): ProcessInfo | undefined {
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
export function programName(info: ProcessInfo): string {
  return path.basename((info.exe ?? info.args[0] ?? '').replace(/ \(deleted\)$/, ''));
}

export function isNodeProcess(info: ProcessInfo): boolean {
  return /^node(js)?(\d+)?(\.exe)?$/i.test(programName(info));
}

/** Direct children of a process (Linux only; elsewhere an empty list). */
export function childPids(pid: number): number[] {
  if (process.platform !== 'linux') return [];
  const result: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const info = processInfo(Number(entry));
    if (info?.ppid === pid) result.push(info.pid);
  }
  return result;
}

/** Sends a signal; a process that is already gone is not an error. */
export function signal(pid: number, name: NodeJS.Signals): void {
  try {
    process.kill(pid, name);
  } catch {
    // Already gone.
  }
}

/** Waits until a process (not necessarily our child) has exited; false when it still runs after the timeout. */
export async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const info = processInfo(pid);
    if (!info || info.zombie) return true;
    if (Date.now() >= deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export function hasExited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

/**
 * PostgreSQL processes working in `clusterDir` (their working directory): after a postmaster was killed, its
 * backends live on until they notice (Linux only; elsewhere an empty list).
 */
export function clusterProcesses(clusterDir: string): number[] {
  if (process.platform !== 'linux') return [];
  const result: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const info = processInfo(Number(entry));
    if (info && !info.zombie && info.cwd === clusterDir && programName(info) === 'postgres') result.push(info.pid);
  }
  return result;
}
