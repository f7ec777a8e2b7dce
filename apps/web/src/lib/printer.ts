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
