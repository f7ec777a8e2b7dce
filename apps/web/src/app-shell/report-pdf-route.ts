import 'server-only';
import {
  ChromiumMissing,
  isPrinted,
  isPrinting,
  PdfBusy,
  printCached,
} from '../features/survey-report/pdf-renderer.ts';
import { textsOf } from '../i18n/translate.ts';
import type { SiteParams } from '../lib/route-params.ts';
import { hostNameOf, printReport, reportPdfKey } from './report-printer.ts';
import { loadReport } from './survey-report-page.tsx';

/**
 * The report as a PDF (route '/~/questionAnswer/pdf?reportId=...'): the id is checked and the
 * report read first (404 for a malformed or unknown one); then Chromium prints the result page of
 * this same server with print media and the file is sent as an attachment named after the report.
 * Without Chromium (CHROMIUM_PATH) the answer is 503 with a message in the brand's language; the
 * page's download button shows it, and printing from the page still works. A report never changes:
 * its PDF is printed once and kept, by brand, locale, report id and rules version (printCached).
 * server.ts limits this route and the result page per client address (the gateway's PAGE_LIMITS).
 */

const textAnswer = (status: number, message: string, headers: Record<string, string> = {}) =>
  new Response(message, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'private, no-store', ...headers },
  });

export const reportPdfRoute =
  (segment: 'ld' | 'cht') =>
  async (request: Request, { params }: { params: Promise<SiteParams> }): Promise<Response> => {
    const site = await params;
    const reportId = new URL(request.url).searchParams.get('reportId');
    const loaded = await loadReport(site, segment, reportId);
    const t = textsOf(loaded?.locale ?? (site.locale === 'zh-TW' ? 'zh-TW' : 'zh-CN'), 'report');
    if (!loaded) return textAnswer(404, t('pdfNotFound'));
    const { brand, locale, report } = loaded;

    const hostName = hostNameOf(request.headers.get('host'));
    if (!hostName) return textAnswer(400, t('pdfNotFound'));

    try {
      const printed = { brand, locale, segment, report };
      const key = reportPdfKey(printed);
      // How this download was served (X-Report-Pdf, for operators and the bench): kept, joined a print in progress
      // (the background print of the page, most often), or printed now.
      const how = isPrinted(key) ? 'kept' : isPrinting(key) ? 'joined' : 'printed';
      const pdf = await printCached(key, () => printReport(printed, hostName));
      const name = `${t('pdfFileName')}-${report.reportId}.pdf`;
      return new Response(new Uint8Array(pdf), {
        headers: {
          'content-type': 'application/pdf',
          'content-disposition': `attachment; filename="compliance-report-${report.reportId}.pdf"; filename*=UTF-8''${encodeURIComponent(name)}`,
          'content-length': String(pdf.length),
          'cache-control': 'private, no-store',
          'x-robots-tag': 'noindex',
          'x-report-pdf': how,
        },
      });
    } catch (error) {
      if (error instanceof ChromiumMissing) {
        console.error(`[report-pdf] ${error.message}`);
        return textAnswer(503, t('pdfUnavailable'), { 'retry-after': '3600' });
      }
      if (error instanceof PdfBusy) return textAnswer(503, t('pdfBusy'), { 'retry-after': '10' });
      console.error('[report-pdf] failed:', error instanceof Error ? error.message : error);
      return textAnswer(503, t('pdfFailed'), { 'retry-after': '30' });
    }
  };
