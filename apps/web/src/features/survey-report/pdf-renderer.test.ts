import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
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
