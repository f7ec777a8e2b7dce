import 'server-only';
import { type PdfOptions, preparePrinter } from '../features/survey-report/pdf-renderer.ts';
import { settings } from '../settings.ts';

/** Where this server answers inside its own machine: the interface it listens on, the loopback for all. */
const loopbackOf = (host: string | undefined): string =>
  !host || host === '0.0.0.0' || host === '::' || host === '[::]' ? '127.0.0.1' : host;

/** The report printer of this server: CHROMIUM_PATH, and the address its pages load from. */
export const printerOptions = (): PdfOptions => ({
  executablePath: settings().chromiumPath,
  loopback: loopbackOf(settings().host),
});

/** Starts the printer ahead of a download (the result page calls it when it renders a report). */
export const prepareReportPrinter = (): void => preparePrinter(printerOptions());
