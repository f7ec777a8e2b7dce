import { contentKeyOf, type PageKindSpec, route } from './kind.ts';

/**
 * The questionnaire's result page and its PDF: the visitor's own report, by its own page file
 * (app/.../questionAnswer), never in a shared cache. The result page is kept privately by report and query (a report
 * never changes: page-server.ts, reportKeyOf); the PDF is printed once per report (report-pdf-route.ts).
 */
export const surveyReportKind: PageKindSpec = {
  name: 'surveyReport',
  routes: [
    route('/~/questionAnswer', { query: ['pointType', 'reportId', 'channelNo', 'intoWay'] }),
    // The report as a PDF download (ours: rendered on the server from the result page)
    route('/~/questionAnswer/pdf', { query: ['reportId'] }),
  ],
  private: true,
  view: () => ({ view: 'surveyReport' }),
  sitemap: { excluded: "the visitor's own report" },
};

/**
 * The user portal (docs/portal.md), on every host: pages of the visitor, never cached, not in the sitemap, not
 * switched off by a menu. They keep the query they were opened with (read in the browser). Own page files.
 */
export const portalKind: PageKindSpec = {
  name: 'portal',
  routes: ['register', 'login', 'workbench', 'dev-outbox'].map((page) => ({
    pattern: `/user/${page}`,
    layout: 'default' as const,
    scope: 'all' as const,
    middleware: [],
  })),
  private: true,
  view: ({ route: { pattern } }) => ({ view: 'content', key: contentKeyOf(pattern) }),
  sitemap: { excluded: "the visitor's own pages (robots.txt disallows /user/ too)" },
};

/** The error page (spec section 2): its own page file, showing the code and address it is given. */
export const errorKind: PageKindSpec = {
  name: 'error',
  routes: [{ pattern: '/errorUrl', layout: 'blank', scope: 'all', middleware: [], query: ['code', 'url', 'message'] }],
  private: true,
  view: ({ route: { pattern } }) => ({ view: 'content', key: contentKeyOf(pattern) }),
  sitemap: { excluded: 'no page of its own: where errors are shown' },
};
