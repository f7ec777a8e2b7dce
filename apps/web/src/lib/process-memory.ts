/**
 * The site's resident memory by process, for /_health (issue 27): the primary, each worker, the embedded
 * PostgreSQL's processes and the report printer's browser, all found as descendants of the primary in `/proc`
 * (Linux). RSS counts a page shared by two processes twice (PostgreSQL's shared buffers, the browser's processes),
 * so each process also carries its PSS (proportional share, `smaps_rollup`) when readable, and the total is given
 * both ways: PSS is what the site costs the machine. Elsewhere than Linux: this process's own RSS only.
 */
import { readdir, readFile } from 'node:fs/promises';

export type ProcessRole = 'primary' | 'worker' | 'postgres' | 'browser' | 'other';

export interface ProcessMemory {
  pid: number;
  role: ProcessRole;
  /** The process's command name (`/proc/<pid>/comm`). */
  name: string;
  rssBytes: number;
  /** The proportional share of its pages; null when the kernel does not tell (no smaps_rollup, no permission). */
  pssBytes: number | null;
}

export interface MemoryReport {
  processes: ProcessMemory[];
  totalRssBytes: number;
  /** The sum of PSS (RSS where a process has none). */
  totalPssBytes: number;
  /** Sums by role, in bytes of RSS. */
  byRole: Record<ProcessRole, number>;
}

interface ProcEntry {
  pid: number;
  ppid: number;
  name: string;
}

/** `/proc/<pid>/stat`: "pid (comm) state ppid ...", comm may hold spaces and parentheses. */
export const parseStat = (text: string): { pid: number; name: string; ppid: number } | null => {
  const open = text.indexOf('(');
  const close = text.lastIndexOf(')');
  if (open < 0 || close < open) return null;
  const pid = Number(text.slice(0, open).trim());
  const fields = text
    .slice(close + 2)
    .trim()
    .split(' ');
  const ppid = Number(fields[1]);
  if (!Number.isInteger(pid) || !Number.isInteger(ppid)) return null;
  return { pid, name: text.slice(open + 1, close), ppid };
};

/** A "Key:   1234 kB" line of `/proc/<pid>/status` or `smaps_rollup`, in bytes; null when absent. */
export const kilobytesOf = (text: string, key: string): number | null => {
  const match = new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(text);
  return match ? Number(match[1]) * 1024 : null;
};

const BROWSER_NAMES = /^(chrom|headless_shell)/i;

const roleOf = (entry: ProcEntry, rootPid: number, parentOf: Map<number, ProcEntry>): ProcessRole => {
  if (entry.pid === rootPid) return 'primary';
  if (entry.name === 'postgres' || entry.name.startsWith('postgres:')) return 'postgres';
  if (BROWSER_NAMES.test(entry.name)) return 'browser';
  // A browser's helper processes keep the browser's name; a node child of the primary is a worker.
  if (entry.ppid === rootPid && /^(node|MainThread)/.test(entry.name)) return 'worker';
  let parent = parentOf.get(entry.ppid);
  while (parent && parent.pid !== rootPid) {
    if (BROWSER_NAMES.test(parent.name)) return 'browser';
    if (parent.name === 'postgres') return 'postgres';
    parent = parentOf.get(parent.ppid);
  }
  return 'other';
};

const readText = (path: string): Promise<string | null> => readFile(path, 'utf8').catch(() => null);

/** Every process under `rootPid` (itself included) with its memory, read from `procDir` (a fixture in tests). */
export async function processMemory(rootPid: number, procDir = '/proc'): Promise<MemoryReport> {
  const names = await readdir(procDir).catch(() => null);
  const entries: ProcEntry[] = [];
  if (names) {
    const stats = await Promise.all(
      names.filter((name) => /^\d+$/.test(name)).map((name) => readText(`${procDir}/${name}/stat`)),
    );
    for (const text of stats) {
      const entry = text ? parseStat(text) : null;
      if (entry) entries.push(entry);
    }
  }
  const byPid = new Map(entries.map((entry) => [entry.pid, entry]));
  const children = new Map<number, ProcEntry[]>();
  for (const entry of entries) children.set(entry.ppid, [...(children.get(entry.ppid) ?? []), entry]);
  const tree: ProcEntry[] = [];
  const root = byPid.get(rootPid);
  if (root) {
    const queue = [root];
    for (let next = queue.shift(); next; next = queue.shift()) {
      tree.push(next);
      queue.push(...(children.get(next.pid) ?? []));
    }
  }
  const processes: ProcessMemory[] = [];
  if (tree.length === 0) {
    // No /proc: this process alone.
    processes.push({
      pid: process.pid,
      role: 'primary',
      name: 'node',
      rssBytes: process.memoryUsage().rss,
      pssBytes: null,
    });
  } else {
    const read = await Promise.all(
      tree.map(async (entry) => {
        const [status, rollup] = await Promise.all([
          readText(`${procDir}/${entry.pid}/status`),
          readText(`${procDir}/${entry.pid}/smaps_rollup`),
        ]);
        return {
          entry,
          rss: status ? kilobytesOf(status, 'VmRSS') : null,
          pss: rollup ? kilobytesOf(rollup, 'Pss') : null,
        };
      }),
    );
    for (const { entry, rss, pss } of read) {
      if (rss === null) continue; // gone meanwhile, or a kernel thread
      processes.push({
        pid: entry.pid,
        role: roleOf(entry, rootPid, byPid),
        name: entry.name,
        rssBytes: rss,
        pssBytes: pss,
      });
    }
  }
  const byRole: Record<ProcessRole, number> = { primary: 0, worker: 0, postgres: 0, browser: 0, other: 0 };
  let totalRssBytes = 0;
  let totalPssBytes = 0;
  for (const item of processes) {
    byRole[item.role] += item.rssBytes;
    totalRssBytes += item.rssBytes;
    totalPssBytes += item.pssBytes ?? item.rssBytes;
  }
  return { processes, totalRssBytes, totalPssBytes, byRole };
}

/** The root of the site's processes: the primary when this is a worker of node:cluster, else this process. */
export const siteRootPid = (isWorker: boolean): number => (isWorker ? process.ppid : process.pid);

/** A `MemoryReport` read at most once per `maxAgeMs` (a health probe every second must not walk /proc each time). */
export function cachedProcessMemory(rootPid: number, maxAgeMs = 5_000, now: () => number = Date.now) {
  let last: { at: number; report: MemoryReport } | null = null;
  let pending: Promise<MemoryReport> | null = null;
  return async (): Promise<MemoryReport> => {
    if (last && now() - last.at < maxAgeMs) return last.report;
    pending ??= processMemory(rootPid).then(
      (report) => {
        last = { at: now(), report };
        pending = null;
        return report;
      },
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  };
}
