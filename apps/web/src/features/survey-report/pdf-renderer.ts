import 'server-only';
import { constants } from 'node:fs';
import { access } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { createLimiter, type Limiter, LimiterFull } from './limiter.ts';

/**
 * The report's PDF, printed by Chromium (playwright-core) from the result page itself, served by
 * this same server: the same HTML as on screen, with print media (report.module.css). One browser
 * for the process, launched on first use; at most two pages print at a time, a few more wait.
 * Every host name resolves to this server's own address inside that browser, and the page loads
 * without JavaScript and without anything from another origin: nothing leaves the machine.
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
}

interface RendererState {
  browser: Promise<Browser> | null;
  limiter: Limiter;
}

const KEY = Symbol.for('site.reportPdf');
const MAX_AT_ONCE = 2;
const MAX_WAITING = 8;
const TIMEOUT_MS = 30_000;

/** Process-wide (each route file's bundle may load its own copy of this module). */
const state = (): RendererState => {
  const holder = globalThis as { [KEY]?: RendererState };
  holder[KEY] ??= {
    browser: null,
    limiter: createLimiter({ max: MAX_AT_ONCE, maxQueue: MAX_WAITING, waitMs: TIMEOUT_MS }),
  };
  return holder[KEY];
};

const launch = async ({ executablePath, loopback }: PdfOptions): Promise<Browser> => {
  try {
    await access(executablePath, constants.X_OK);
  } catch {
    throw new ChromiumMissing(`Chromium is not at ${executablePath} (CHROMIUM_PATH)`);
  }
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
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

const FOOTER = `<div style="width:100%;font-size:8px;color:#6b7280;text-align:center;">
<span class="pageNumber"></span> / <span class="totalPages"></span></div>`;

/** The PDF of a page of this server (`url`: its public address, e.g. http://ost.example.com:3000/ld/questionAnswer?...). */
export const renderPdf = async (url: string, options: PdfOptions): Promise<Buffer> => {
  const timeout = options.timeoutMs ?? TIMEOUT_MS;
  const target = new URL(url);
  try {
    return await state().limiter.run(async () => {
      const browser = await browserOf(options);
      const context = await browser.newContext({ javaScriptEnabled: false });
      try {
        await context.route('**/*', (route) =>
          new URL(route.request().url()).origin === target.origin ? route.continue() : route.abort(),
        );
        const page = await context.newPage();
        page.setDefaultTimeout(timeout);
        const response = await page.goto(target.toString(), { waitUntil: 'load', timeout });
        if (response?.status() !== 200) throw new Error(`the report page answered ${response?.status() ?? 'nothing'}`);
        await page.emulateMedia({ media: 'print' });
        return await page.pdf({
          format: 'A4',
          printBackground: true,
          displayHeaderFooter: true,
          headerTemplate: '<span></span>',
          footerTemplate: FOOTER,
          margin: { top: '14mm', bottom: '16mm', left: '12mm', right: '12mm' },
        });
      } finally {
        await context.close().catch(() => undefined);
      }
    });
  } catch (error) {
    if (error instanceof LimiterFull) throw new PdfBusy(error.message);
    throw error;
  }
};
