/**
 * /_health's memory by process (issue 27): the primary, its workers, PostgreSQL's processes and the printer's
 * browser found under the primary in /proc, each with its RSS (and PSS), and the totals.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cachedProcessMemory, kilobytesOf, parseStat, processMemory } from '../src/lib/process-memory.ts';

const dir = mkdtempSync(join(tmpdir(), 'proc-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const proc = (pid: number, ppid: number, name: string, rssKb: number, pssKb?: number) => {
  mkdirSync(join(dir, String(pid)));
  writeFileSync(join(dir, String(pid), 'stat'), `${pid} (${name}) S ${ppid} 1 1 0 -1 4194560 0 0`);
  writeFileSync(join(dir, String(pid), 'status'), `Name:\t${name}\nVmPeak:\t 9999 kB\nVmRSS:\t ${rssKb} kB\n`);
  if (pssKb !== undefined)
    writeFileSync(join(dir, String(pid), 'smaps_rollup'), `Rss:  ${rssKb} kB\nPss:  ${pssKb} kB\n`);
};
proc(1, 0, 'systemd', 10_000); // not the site's
proc(100, 1, 'node', 100_000, 90_000); // the primary
proc(101, 100, 'node', 300_000, 280_000); // a worker
proc(102, 100, 'node', 310_000, 290_000); // a worker
proc(110, 100, 'postgres', 40_000, 20_000); // the postmaster
proc(111, 110, 'postgres', 20_000, 5_000); // a backend
proc(120, 101, 'chromium', 80_000, 60_000); // the printer
proc(121, 120, 'chromium', 50_000); // its renderer, without smaps_rollup
proc(200, 1, 'node', 999_999); // someone else's
mkdirSync(join(dir, 'self'));

describe('processMemory', () => {
  it('finds every process under the primary with its role, RSS and PSS, and the totals', async () => {
    const report = await processMemory(100, dir);
    const rows = report.processes.map(({ pid, role, rssBytes, pssBytes }) => [
      pid,
      role,
      rssBytes / 1024,
      pssBytes && pssBytes / 1024,
    ]);
    expect(rows.sort((a, b) => Number(a[0]) - Number(b[0]))).toEqual([
      [100, 'primary', 100_000, 90_000],
      [101, 'worker', 300_000, 280_000],
      [102, 'worker', 310_000, 290_000],
      [110, 'postgres', 40_000, 20_000],
      [111, 'postgres', 20_000, 5_000],
      [120, 'browser', 80_000, 60_000],
      [121, 'browser', 50_000, null],
    ]);
    expect(report.totalRssBytes).toBe(900_000 * 1024);
    expect(report.totalPssBytes).toBe((90_000 + 280_000 + 290_000 + 20_000 + 5_000 + 60_000 + 50_000) * 1024);
    expect(report.byRole).toEqual({
      primary: 100_000 * 1024,
      worker: 610_000 * 1024,
      postgres: 60_000 * 1024,
      browser: 130_000 * 1024,
      other: 0,
    });
  });

  it('answers this process alone where there is no /proc', async () => {
    const report = await processMemory(process.pid, join(dir, 'missing'));
    expect(report.processes).toEqual([
      { pid: process.pid, role: 'primary', name: 'node', rssBytes: expect.any(Number), pssBytes: null },
    ]);
    expect(report.totalRssBytes).toBeGreaterThan(0);
  });

  it('reads this machine (Linux): this process is the primary with a positive RSS', async () => {
    const report = await processMemory(process.pid);
    const self = report.processes.find((item) => item.pid === process.pid);
    expect(self?.role).toBe('primary');
    expect(self?.rssBytes).toBeGreaterThan(0);
    expect(report.totalRssBytes).toBeGreaterThanOrEqual(self?.rssBytes ?? 0);
  });

  it('parses stat lines whose command name holds spaces and parentheses, and kB lines', () => {
    expect(parseStat('42 (Web Content (x)) S 7 42 42 0')).toEqual({ pid: 42, name: 'Web Content (x)', ppid: 7 });
    expect(parseStat('garbage')).toBeNull();
    expect(kilobytesOf('VmRSS:\t  12 kB\n', 'VmRSS')).toBe(12 * 1024);
    expect(kilobytesOf('VmSize: 1 kB', 'VmRSS')).toBeNull();
  });

  it('reads /proc at most once per period', async () => {
    let clock = 0;
    const read = cachedProcessMemory(process.pid, 5_000, () => clock);
    const first = await read();
    expect(await read()).toBe(first);
    clock = 5_000;
    expect(await read()).not.toBe(first);
  });
});
