import 'server-only';
import type { Brand, Locale } from '../brands.ts';
import type { SurveyReport } from '../content/survey-reports.ts';
import { type PdfOptions, printAhead, renderPdf } from '../features/survey-report/pdf-renderer.ts';
import { printerTarget } from '../lib/printer.ts';
import { localePath } from '../lib/site-routes.ts';
import { settings } from '../settings.ts';

/** Where this server answers inside its own machine: the interface it listens on, the loopback for all. */
const loopbackOf = (host: string | undefined): string =>
  !host || host === '0.0.0.0' || host === '::' || host === '[::]' ? '127.0.0.1' : host;

/** The report printer of this server: CHROMIUM_PATH, and the address its pages load from (a worker's own, src/lib/printer.ts). */
const printerOptions = (): PdfOptions => ({
  executablePath: settings().chromiumPath,
  loopback: printerTarget()?.host ?? loopbackOf(settings().host),
});

const HOST_NAME = /^[a-z0-9.-]{1,253}$/;

/** A request's host name without its port, or null when it is not a plain host name. */
export const hostNameOf = (host: string | null | undefined): string | null => {
  const name = (host ?? '').toLowerCase().replace(/:\d+$/, '');
  return HOST_NAME.test(name) ? name : null;
};

export interface PrintedReport {
  brand: Brand;
  locale: Locale;
  segment: 'ld' | 'cht';
  report: Pick<SurveyReport, 'reportId' | 'rulesVersion'>;
}

/** The key a report's PDF is kept by: brand, locale, route segment, report id and rules version (it never changes). */
export const reportPdfKey = ({ brand, locale, segment, report }: PrintedReport): string =>
  [brand.code, locale, segment, report.reportId, report.rulesVersion].join('|');

/** The printer's print of a report: its result page on this server, under the visitor's host name. */
export const printReport = (printed: PrintedReport, hostName: string): Promise<Buffer> => {
  const { brand, locale, segment, report } = printed;
  const path = localePath(brand, locale, `/${segment}/questionAnswer`);
  const url = `http://${hostName}:${printerTarget()?.port ?? settings().port}${path}?${new URLSearchParams({ reportId: report.reportId })}`;
  return renderPdf(url, printerOptions());
};

/**
 * The result page calls this when it renders a report: its PDF is printed in the background if the printer is idle
 * (the download that usually follows then finds it kept), else the printer is at least started.
 */
export const printReportAhead = (printed: PrintedReport, host: string | null): void => {
  const hostName = hostNameOf(host);
  if (!hostName) return;
  printAhead(reportPdfKey(printed), () => printReport(printed, hostName), printerOptions());
};
