import { reportPdfRoute } from '@/app-shell/report-pdf-route.ts';

/** /ld/questionAnswer/pdf?reportId=..., the report as a PDF printed on the server. */
export const dynamic = 'force-dynamic';

export const GET = reportPdfRoute('ld');
