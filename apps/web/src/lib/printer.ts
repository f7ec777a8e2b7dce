import { randomBytes } from 'node:crypto';

/**
 * The report printer's own requests (features/survey-report/pdf-renderer.ts prints the result page through this
 * same server): they carry PRINTER_HEADER with a secret made once per process, kept on globalThis because server.ts
 * and each route file's bundle load their own copy of this module. server.ts does not count such a request against
 * a visitor's limit of result pages (the visitor's PDF download was counted already), and strips the header from
 * every other request.
 */
export const PRINTER_HEADER = 'x-site-printer';

const KEY = Symbol.for('site.printerSecret');

/** The process's printer secret. */
export const printerSecret = (): string => {
  const holder = globalThis as { [KEY]?: string };
  holder[KEY] ??= randomBytes(18).toString('base64url');
  return holder[KEY];
};

/** Whether a request's printer header is this process's printer. */
export const isPrinterRequest = (value: string | string[] | undefined): boolean => value === printerSecret();

const TARGET_KEY = Symbol.for('site.printerTarget');

/** Where the printer loads result pages from, when not the configured host and port. */
export interface PrinterTarget {
  host: string;
  port: number;
}

/**
 * A worker's printer loads result pages from the worker's own loopback port (server.ts sets it once it listens):
 * through the shared port the page could land on another worker, whose printer secret differs, and be counted
 * against the visitor's limit (429) or rendered and kept there instead of here.
 */
export const setPrinterTarget = (target: PrinterTarget): void => {
  (globalThis as { [TARGET_KEY]?: PrinterTarget })[TARGET_KEY] = target;
};

/** The target server.ts set, or undefined (the configured host and port). */
export const printerTarget = (): PrinterTarget | undefined =>
  (globalThis as { [TARGET_KEY]?: PrinterTarget })[TARGET_KEY];

/** What the report printer is doing (/_health): whether its browser runs, prints running and waiting, reports pending. */
export interface PrinterLoad {
  browser: boolean;
  printing: number;
  waiting: number;
  /** Reports shown whose print ahead waits for the printer or for a quiet moment (src/lib/foreground.ts). */
  pending: number;
}

const LOAD_KEY = Symbol.for('site.printerLoad');

/** The printer (features/survey-report/pdf-renderer.ts, loaded with the first result page) says how to read its load. */
export const setPrinterLoad = (read: () => PrinterLoad): void => {
  (globalThis as { [LOAD_KEY]?: () => PrinterLoad })[LOAD_KEY] = read;
};

/** The printer's load; idle before its first use. */
export const printerLoad = (): PrinterLoad =>
  (globalThis as { [LOAD_KEY]?: () => PrinterLoad })[LOAD_KEY]?.() ?? {
    browser: false,
    printing: 0,
    waiting: 0,
    pending: 0,
  };
