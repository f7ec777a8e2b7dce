import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { describe, expect, it, vi } from 'vitest';
import { PRINTER_HEADER, printerSecret } from '../../lib/printer.ts';

vi.mock('server-only', () => ({}));

describe('the PDF renderer', () => {
  it('says Chromium is missing (no browser launched) when CHROMIUM_PATH names no program', async () => {
    const { ChromiumMissing, renderPdf } = await import('./pdf-renderer.ts');
    const render = renderPdf('http://ost.localhost:3000/ld/questionAnswer?reportId=x', {
      executablePath: '/nonexistent/chromium',
      loopback: '127.0.0.1',
    });
    await expect(render).rejects.toBeInstanceOf(ChromiumMissing);
    await expect(render).rejects.toThrow('/nonexistent/chromium');
    // A failed start is not kept: the next call tries again (and fails the same way).
    await expect(
      renderPdf('http://ost.localhost:3000/', { executablePath: '/nonexistent/chromium', loopback: '127.0.0.1' }),
    ).rejects.toBeInstanceOf(ChromiumMissing);
  });

  it('prints a report once for any number of downloads, by its key (report id and rules version)', async () => {
    const { printCached } = await import('./pdf-renderer.ts');
    let prints = 0;
    const print = async () => {
      prints += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return Buffer.from(`pdf ${prints}`);
    };
    const together = await Promise.all(
      Array.from({ length: 10 }, () => printCached('00|zh-CN|ld|r1|2026-11-23', print)),
    );
    expect(new Set(together.map(String))).toEqual(new Set(['pdf 1']));
    expect(String(await printCached('00|zh-CN|ld|r1|2026-11-23', print))).toBe('pdf 1');
    expect(String(await printCached('00|zh-CN|ld|r1|2026-12-01', print))).toBe('pdf 2');
    expect(prints).toBe(2);
    // A failed print is not kept: the next download prints again.
    await expect(printCached('00|zh-CN|ld|r2|v', () => Promise.reject(new Error('no')))).rejects.toThrow('no');
    expect(String(await printCached('00|zh-CN|ld|r2|v', print))).toBe('pdf 3');
  });

  it('prints a shown report in the background, one at a time, the newest waiting first, and a download takes it', async () => {
    const { browserRunning, isPrinted, printAhead, printCached } = await import('./pdf-renderer.ts');
    const options = { executablePath: '/nonexistent/chromium', loopback: '127.0.0.1' };
    const started: string[] = [];
    const finish = new Map<string, () => void>();
    const slow = (name: string) => () =>
      new Promise<Buffer>((resolve) => {
        started.push(name);
        finish.set(name, () => resolve(Buffer.from(`pdf ${name}`)));
      });
    printAhead('00|zh-CN|ld|a1|v', slow('a1'), options);
    expect(started).toEqual(['a1']);
    // Shown again meanwhile: the same print. Other reports meanwhile wait (one background print at a time).
    printAhead('00|zh-CN|ld|a1|v', slow('a1 again'), options);
    printAhead('00|zh-CN|ld|a2|v', slow('a2'), options);
    printAhead('00|zh-CN|ld|a3|v', slow('a3'), options);
    expect(started).toEqual(['a1']);
    // The download during the background print waits for it instead of printing again.
    const download = printCached('00|zh-CN|ld|a1|v', slow('a1 download'));
    finish.get('a1')?.();
    expect(String(await download)).toBe('pdf a1');
    expect(isPrinted('00|zh-CN|ld|a1|v')).toBe(true);
    // Then the waiting ones, the newest first.
    await expect.poll(() => started).toEqual(['a1', 'a3']);
    finish.get('a3')?.();
    await expect.poll(() => started).toEqual(['a1', 'a3', 'a2']);
    expect(isPrinted('00|zh-CN|ld|a3|v')).toBe(true);
    expect(isPrinted('00|zh-CN|ld|a2|v')).toBe(false);
    finish.get('a2')?.();
    await expect.poll(() => isPrinted('00|zh-CN|ld|a2|v')).toBe(true);
    // A failed background print is not kept, and frees the slot for the next report shown.
    printAhead('00|zh-CN|ld|a4|v', () => Promise.reject(new Error('no')), options);
    await expect
      .poll(() => {
        printAhead('00|zh-CN|ld|a5|v', async () => Buffer.from('pdf 5'), options);
        return isPrinted('00|zh-CN|ld|a5|v');
      })
      .toBe(true);
    expect(isPrinted('00|zh-CN|ld|a4|v')).toBe(false);
    // The browser it tried to start meanwhile (no Chromium at that path) is not kept.
    await expect.poll(() => browserRunning()).toBe(false);
  });

  it("waits with a print ahead while a visitor's page or call is in flight, until the process is quiet", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      const { isPrinted, printAhead } = await import('./pdf-renderer.ts');
      const { beginForeground, QUIET_MS } = await import('../../lib/foreground.ts');
      const { printerLoad } = await import('../../lib/printer.ts');
      const options = { executablePath: '/nonexistent/chromium', loopback: '127.0.0.1' };
      let started = 0;
      const rendering = beginForeground();
      // Shown by the render in flight: waits for it to end, then for QUIET_MS more.
      printAhead(
        '00|zh-CN|ld|q1|v',
        async () => {
          started++;
          return Buffer.from('pdf q1');
        },
        options,
      );
      expect(printerLoad().pending).toBe(1);
      await vi.advanceTimersByTimeAsync(QUIET_MS * 10);
      expect(started).toBe(0);
      rendering();
      await vi.advanceTimersByTimeAsync(QUIET_MS - 1);
      expect(started).toBe(0);
      await vi.advanceTimersByTimeAsync(1);
      expect(started).toBe(1);
      await vi.advanceTimersByTimeAsync(0);
      expect(isPrinted('00|zh-CN|ld|q1|v')).toBe(true);
      expect(printerLoad()).toMatchObject({ printing: 0, waiting: 0, pending: 0 });
      // Shown again and again while busy: one wait for a quiet moment, not one per showing.
      const { quietWaiting } = await import('../../lib/foreground.ts');
      const busy = beginForeground();
      for (let i = 0; i < 20; i++) printAhead(`00|zh-CN|ld|busy${i}|v`, async () => Buffer.from('pdf'), options);
      expect(quietWaiting()).toBe(1);
      expect(printerLoad().pending).toBe(8);
      busy();
      await vi.advanceTimersByTimeAsync(QUIET_MS);
      expect(quietWaiting()).toBe(0);
      await expect.poll(() => printerLoad().pending).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it.skipIf(!existsSync('/usr/bin/chromium'))(
    "closes Chromium when idle; its page requests carry the printer's header",
    async () => {
      const { browserRunning, renderPdf } = await import('./pdf-renderer.ts');
      const headers: (string | string[] | undefined)[] = [];
      const server = createServer((req, res) => {
        headers.push(req.headers[PRINTER_HEADER]);
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        res.end('<!doctype html><html><body><h1>报告</h1></body></html>');
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const { port } = server.address() as AddressInfo;
      try {
        const pdf = await renderPdf(`http://ost.localhost:${port}/ld/questionAnswer?reportId=x`, {
          executablePath: '/usr/bin/chromium',
          loopback: '127.0.0.1',
          idleMs: 300,
        });
        expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
        expect(headers).toEqual([printerSecret()]);
        // Closed after the idle time, its processes gone with it.
        await expect.poll(() => browserRunning(), { timeout: 15_000 }).toBe(false);
        const ours = () => {
          try {
            return execFileSync('pgrep', ['-P', String(process.pid), '-f', 'chromium'], { encoding: 'utf8' }).trim();
          } catch {
            return '';
          }
        };
        await expect.poll(ours, { timeout: 15_000 }).toBe('');
      } finally {
        server.close();
      }
    },
    60_000,
  );

  it.skipIf(!existsSync('/usr/bin/chromium') || !existsSync('/usr/bin/nice'))(
    'runs Chromium at a lower CPU priority than the server (nice 10), its renderers too',
    async () => {
      const { closeBrowser, renderPdf } = await import('./pdf-renderer.ts');
      const server = createServer((_req, res) => {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        res.end('<!doctype html><html><body><h1>报告</h1></body></html>');
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const { port } = server.address() as AddressInfo;
      try {
        await renderPdf(`http://ost.localhost:${port}/`, {
          executablePath: '/usr/bin/chromium',
          loopback: '127.0.0.1',
          idleMs: 120_000,
        });
        const browser = execFileSync('pgrep', ['-P', String(process.pid), '-f', 'chromium'], { encoding: 'utf8' })
          .trim()
          .split('\n');
        expect(browser.length).toBeGreaterThan(0);
        const tree = execFileSync('ps', ['-e', '-o', 'pid=,ppid=,ni=,comm='], { encoding: 'utf8' })
          .trim()
          .split('\n')
          .map((line) => line.trim().split(/\s+/));
        // The browser and every process under it.
        const ours = new Set(browser);
        for (let grew = true; grew; ) {
          grew = false;
          for (const [pid, ppid] of tree)
            if (pid && ppid && ours.has(ppid) && !ours.has(pid) && ours.add(pid)) grew = true;
        }
        const nice = tree.filter(([pid]) => pid && ours.has(pid)).map(([, , ni]) => ni);
        expect(nice.length).toBeGreaterThan(1);
        // Ten above this process's own priority (a test run may be niced itself).
        expect(new Set(nice)).toEqual(new Set([String(Math.min(19, os.getPriority() + 10))]));
      } finally {
        await closeBrowser();
        server.close();
      }
    },
    60_000,
  );

  it.skipIf(!existsSync('/usr/bin/chromium'))(
    'starts the browser ahead of a download when asked, and closes it when no print follows',
    async () => {
      const { browserRunning, preparePrinter } = await import('./pdf-renderer.ts');
      expect(browserRunning()).toBe(false);
      preparePrinter({ executablePath: '/usr/bin/chromium', loopback: '127.0.0.1', idleMs: 300 });
      expect(browserRunning()).toBe(true);
      await expect.poll(() => browserRunning(), { timeout: 20_000 }).toBe(false);
      // Without Chromium nothing starts and nothing throws.
      preparePrinter({ executablePath: '/nonexistent/chromium', loopback: '127.0.0.1' });
      await expect.poll(() => browserRunning(), { timeout: 5_000 }).toBe(false);
    },
    60_000,
  );
});
