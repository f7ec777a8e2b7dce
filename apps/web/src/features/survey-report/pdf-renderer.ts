import 'server-only';
import { constants } from 'node:fs';
import { access, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { LRUCache } from 'lru-cache';
import type { Browser } from 'playwright-core';
import { whenQuiet } from '../../lib/foreground.ts';
import { PRINTER_HEADER, printerSecret, setPrinterLoad } from '../../lib/printer.ts';
import { createLimiter, type Limiter, LimiterFull } from './limiter.ts';

/**
 * The report's PDF, printed by Chromium (playwright-core) from the result page itself, served by
 * this same server: the same HTML as on screen, with print media (report.module.css). One browser
 * for the process, launched on first use and closed after IDLE_MS without a print (issue 22: left
 * resident it held 19 processes and 1.28 GB); at most two pages print at a time in at most two
 * renderer processes, a few more wait. Every host name resolves to this server's own address inside
 * that browser, and the page loads without JavaScript and without anything from another origin:
 * nothing leaves the machine. Its requests carry the printer's header (printerHeaders): the server
 * does not count them against a visitor's limit of result pages.
 *
 * A report never changes (its rules version is part of it): its PDF is kept (printCached, by
 * report id and rules version, bounded by bytes) and printed once for any number of downloads.
 * A result page rendered for a visitor prints its report in the background when the printer is idle
 * (printAhead), or at least starts the browser (preparePrinter): the download that usually follows
 * finds the PDF kept or being printed. Chromium runs at a lower CPU priority (nice 10, PRINTER_NICE), and a
 * print ahead starts only when the process has been quiet for a moment (whenQuiet, lib/foreground.ts): on two
 * cores a print beside a visitor's render still slowed it, niced or not (issue 27).
 */

export class ChromiumMissing extends Error {
  override name = 'ChromiumMissing';
}

export class PdfBusy extends Error {
  override name = 'PdfBusy';
}

export interface PdfOptions {
  /** CHROMIUM_PATH. */
  executablePath: string;
  /** The address this server answers on: every host name maps to it inside the browser. */
  loopback: string;
  timeoutMs?: number;
  /** Close the browser after this long without a print (default IDLE_MS). */
  idleMs?: number;
}

interface RendererState {
  browser: Promise<Browser> | null;
  limiter: Limiter;
  /** Closes the browser once no print has run for IDLE_MS. */
  idle: ReturnType<typeof setTimeout> | null;
  /** Printed reports (printCached), and the prints in flight by key. */
  pdfs: LRUCache<string, Buffer>;
  printing: Map<string, Promise<Buffer>>;
  /** A background print (printAhead) is running: at most one. */
  ahead: boolean;
  /** Reports shown while the printer was busy, newest last (at most MAX_PENDING): printed when it is idle. */
  pending: { key: string; print: () => Promise<Buffer> }[];
  /** The pending reports wait for a quiet moment (whenQuiet): one wait, however many reports are shown meanwhile. */
  quietWait: boolean;
}

const KEY = Symbol.for('site.reportPdf');
const MAX_AT_ONCE = 2;
const MAX_WAITING = 8;
const TIMEOUT_MS = 30_000;
/** The browser closes after this long without a print (the next print launches it again, about a second). */
const IDLE_MS = 30_000;
/** Printed PDFs kept in memory (about 100-300 KB each). */
const PDF_CACHE_BYTES = 32 * 1024 * 1024;

/** Process-wide (each route file's bundle may load its own copy of this module, and server.ts its own). */
const state = (): RendererState => {
  const holder = globalThis as { [KEY]?: RendererState };
  holder[KEY] ??= {
    browser: null,
    limiter: createLimiter({ max: MAX_AT_ONCE, maxQueue: MAX_WAITING, waitMs: TIMEOUT_MS }),
    idle: null,
    pdfs: new LRUCache<string, Buffer>({ maxSize: PDF_CACHE_BYTES, sizeCalculation: (pdf) => Math.max(1, pdf.length) }),
    printing: new Map(),
    ahead: false,
    pending: [],
    quietWait: false,
  };
  return holder[KEY];
};

setPrinterLoad(() => {
  const current = state();
  const { active, waiting } = current.limiter.load();
  return { browser: current.browser !== null, printing: active, waiting, pending: current.pending.length };
});

/** Whether the browser is running (tests). */
export const browserRunning = (): boolean => state().browser !== null;

/** Closes the browser now (tests; the idle timer does it otherwise). */
export const closeBrowser = async (): Promise<void> => {
  const current = state();
  if (current.idle) clearTimeout(current.idle);
  current.idle = null;
  const browser = current.browser;
  current.browser = null;
  await browser?.then((b) => b.close()).catch(() => undefined);
};

/**
 * The PDF of `key` (brand, locale, report id and rules version: a report never changes): kept after its first
 * print, and printed once for concurrent downloads of it.
 */
export const printCached = (key: string, print: () => Promise<Buffer>): Promise<Buffer> => {
  const { pdfs, printing } = state();
  const kept = pdfs.get(key);
  if (kept) return Promise.resolve(kept);
  const running = printing.get(key);
  if (running) return running;
  const printed = print().then(
    (pdf) => {
      pdfs.set(key, pdf);
      printing.delete(key);
      return pdf;
    },
    (error: unknown) => {
      printing.delete(key);
      throw error;
    },
  );
  printing.set(key, printed);
  return printed;
};

/** Chromium's CPU priority (nice value, 0-19; 0 leaves it as the server's). */
const PRINTER_NICE = 10;
const NICE = '/usr/bin/nice';
const SETPRIV = '/usr/bin/setpriv';

const runnable = (file: string) =>
  access(file, constants.X_OK).then(
    () => true,
    () => false,
  );

/**
 * A program that runs Chromium at PRINTER_NICE (`exec nice -n 10 "$SITE_CHROMIUM" "$@"`: the same process, so its
 * pipes to Playwright and its children, which inherit the priority, are Chromium's own), written once per process
 * into a directory of its own (mkdtemp, mode 700: no other user can swap it). Run as root (a container), Chromium
 * would raise its own processes' priority again (its UI threads to -8, its renderers to 0): there the wrapper first
 * drops that right from what Chromium may hold (`setpriv --bounding-set -sys_nice`). Null without `nice`: Chromium is
 * run directly.
 */
let wrapper: Promise<string | null> | undefined;
const niceWrapper = (): Promise<string | null> => {
  wrapper ??= (async () => {
    try {
      if (!(await runnable(NICE))) return null;
      const asRoot = process.getuid?.() === 0 && (await runnable(SETPRIV));
      const dir = await mkdtemp(path.join(os.tmpdir(), 'site-printer-'));
      const file = path.join(dir, 'chromium');
      const drop = asRoot ? `${SETPRIV} --bounding-set -sys_nice ` : '';
      await writeFile(file, `#!/bin/sh\nexec ${drop}${NICE} -n ${PRINTER_NICE} "$SITE_CHROMIUM" "$@"\n`, {
        mode: 0o700,
      });
      return file;
    } catch {
      return null;
    }
  })();
  return wrapper;
};

const launch = async ({ executablePath, loopback }: PdfOptions): Promise<Browser> => {
  try {
    await access(executablePath, constants.X_OK);
  } catch {
    throw new ChromiumMissing(`Chromium is not at ${executablePath} (CHROMIUM_PATH)`);
  }
  const { chromium } = await import('playwright-core');
  const niced = await niceWrapper();
  const browser = await chromium.launch({
    executablePath: niced ?? executablePath,
    env: { ...process.env, SITE_CHROMIUM: executablePath },
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-extensions',
      '--mute-audio',
      // At most as many renderer processes as prints at a time.
      `--renderer-process-limit=${MAX_AT_ONCE}`,
      `--host-resolver-rules=MAP * ${loopback}`,
    ],
  });
  browser.on('disconnected', () => {
    state().browser = null;
  });
  return browser;
};

const browserOf = (options: PdfOptions): Promise<Browser> => {
  const current = state();
  if (!current.browser) {
    const starting = launch(options);
    current.browser = starting;
    // A failed start is not kept: the next download tries again (Chromium may have been installed since).
    starting.catch(() => {
      if (state().browser === starting) state().browser = null;
    });
  }
  return current.browser;
};

/**
 * Starts the browser ahead of a likely print (a visitor is reading a report), unless it runs or Chromium is
 * missing; it closes after IDLE_MS without a print like after one. Never throws.
 */
export const preparePrinter = (options: PdfOptions): void => {
  const current = state();
  if (current.browser || current.limiter.load().active > 0) return;
  const starting = browserOf(options);
  starting.then(
    () => {
      const { active, waiting } = current.limiter.load();
      if (active === 0 && waiting === 0 && !current.idle) {
        current.idle = setTimeout(() => void closeBrowser(), options.idleMs ?? IDLE_MS);
        current.idle.unref?.();
      }
    },
    () => undefined,
  );
};

/** Reports waiting for a background print; the oldest is forgotten beyond this. */
const MAX_PENDING = 8;

const printerIdle = (current: RendererState): boolean => {
  const { active, waiting } = current.limiter.load();
  return active === 0 && waiting === 0 && !current.ahead;
};

/** Starts the newest pending background print if the printer is idle (after any print, and when a report is shown). */
const printNextAhead = (current: RendererState): void => {
  while (printerIdle(current)) {
    const next = current.pending.pop();
    if (!next) return;
    if (current.pdfs.has(next.key) || current.printing.has(next.key)) continue;
    current.ahead = true;
    printCached(next.key, next.print)
      .catch(() => undefined)
      .finally(() => {
        current.ahead = false;
        aheadWhenQuiet(current);
      });
  }
};

/**
 * Prints the pending reports once the process is quiet (lib/foreground.ts), or at least starts the browser when the
 * printer is busy (`options` given: a report was just shown). At most one wait at a time: a server that is never
 * quiet keeps MAX_PENDING reports, not a wait per report shown.
 */
const aheadWhenQuiet = (current: RendererState, options?: PdfOptions): void => {
  if (current.quietWait) return;
  current.quietWait = true;
  whenQuiet(() => {
    current.quietWait = false;
    if (printerIdle(current)) printNextAhead(current);
    else if (options) preparePrinter(options);
  });
};

/**
 * Prints `key` in the background (a visitor is reading that report; most download it next) once the process is quiet
 * (no visitor's render or call in flight for QUIET_MS): then at once when the printer is idle (no print running or
 * waiting, no other background print), so a background print never delays a download; else when it becomes idle,
 * newest report first (at most MAX_PENDING wait), and the browser is started meanwhile. The print is printCached's:
 * a download meanwhile waits for it instead of printing again. Never throws.
 */
export const printAhead = (key: string, print: () => Promise<Buffer>, options: PdfOptions): void => {
  const current = state();
  if (current.pdfs.has(key) || current.printing.has(key)) return;
  current.pending = current.pending.filter((entry) => entry.key !== key);
  current.pending.push({ key, print });
  if (current.pending.length > MAX_PENDING) current.pending.shift();
  aheadWhenQuiet(current, options);
};

/** Whether the PDF of `key` is kept. */
export const isPrinted = (key: string): boolean => state().pdfs.has(key);

/** Whether the PDF of `key` is being printed. */
export const isPrinting = (key: string): boolean => state().printing.has(key);

/** Chromium's own transient failure of a print (seen on a loaded machine): tried once more. */
const isTransient = (error: unknown) => error instanceof Error && /Printing failed/.test(error.message);

const FOOTER = `<div style="width:100%;font-size:8px;color:#6b7280;text-align:center;">
<span class="pageNumber"></span> / <span class="totalPages"></span></div>`;

/** The PDF of a page of this server (`url`: its public address, e.g. http://ost.example.com:3000/ld/questionAnswer?...). */
export const renderPdf = async (url: string, options: PdfOptions): Promise<Buffer> => {
  const timeout = options.timeoutMs ?? TIMEOUT_MS;
  const target = new URL(url);
  const current = state();
  if (current.idle) clearTimeout(current.idle);
  current.idle = null;
  try {
    return await current.limiter.run(async () => {
      const browser = await browserOf(options);
      const context = await browser.newContext({
        javaScriptEnabled: false,
        extraHTTPHeaders: { [PRINTER_HEADER]: printerSecret() },
      });
      try {
        await context.route('**/*', (route) =>
          new URL(route.request().url()).origin === target.origin ? route.continue() : route.abort(),
        );
        const page = await context.newPage();
        page.setDefaultTimeout(timeout);
        const response = await page.goto(target.toString(), { waitUntil: 'load', timeout });
        if (response?.status() !== 200) throw new Error(`the report page answered ${response?.status() ?? 'nothing'}`);
        await page.emulateMedia({ media: 'print' });
        const print = () =>
          page.pdf({
            format: 'A4',
            printBackground: true,
            displayHeaderFooter: true,
            headerTemplate: '<span></span>',
            footerTemplate: FOOTER,
            margin: { top: '14mm', bottom: '16mm', left: '12mm', right: '12mm' },
          });
        return await print().catch((error: unknown) => {
          if (isTransient(error)) return print();
          throw error;
        });
      } finally {
        await context.close().catch(() => undefined);
      }
    });
  } catch (error) {
    if (error instanceof LimiterFull) throw new PdfBusy(error.message);
    throw error;
  } finally {
    // A report shown meanwhile is printed now; else the last print of a busy spell leaves the browser to close
    // after IDLE_MS without another.
    queueMicrotask(() => aheadWhenQuiet(current));
    const { active, waiting } = current.limiter.load();
    if (active === 0 && waiting === 0 && current.browser) {
      if (current.idle) clearTimeout(current.idle);
      current.idle = setTimeout(() => void closeBrowser(), options.idleMs ?? IDLE_MS);
      current.idle.unref?.();
    }
  }
};
