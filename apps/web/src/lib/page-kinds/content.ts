import { addIfPage, contentKeyOf, type PageKindSpec, route } from './kind.ts';

/** Routes that show another route's content page (spec section 2: the CBAM aliases). */
const SHARED_CONTENT: Record<string, string> = {
  '/services/eu_cbam': 'ld-CBAM',
};

/** The pages with a content page of their own name and nothing else: a landing page, a service page, a campaign. */
export const contentKind: PageKindSpec = {
  name: 'content',
  routes: [
    route('/amazon', { layout: 'blank' }),
    route('/anniversary', { layout: 'activity' }),
    route('/buyingGuide/details', { notInSitemap: "the buying guide's detail view, reached from the guide" }),
    route('/compliance_service_epr', { scope: 'all' }),
    route('/design_for_recycling', { scope: 'all' }),
    route('/land618', { layout: 'blank' }),
    route('/recycling_labels', { scope: 'all' }),
    route('/syProductService', { query: ['type'] }),
    // The overseas-company brand (XM)
    route('/cht/accountingAudit'),
    route('/cht/bankAccount'),
    route('/cht/commonQuestion'),
    route('/cht/secretaryServices'),
    ...['BVI', 'HK', 'SSE', 'USA', 'XJP', 'YG'].map((at) => route(`/cht/annualReview/annualReview${at}`)),
    ...['BVI', 'FR', 'HK', 'SSE', 'USA', 'XJP', 'YG'].map((at) => route(`/cht/Incorporation/Incorporation${at}`)),
    route('/cht/hot/newcomerActivities'),
    route('/cht/hot/module/hotModal'),
    route('/cht/hot/module/loginSuccessful'),
    route('/cht/hot/module/repeat'),
    // The law firm (MDT)
    ...['aboutUs', 'copyright', 'faq', 'litigation', 'patent', 'trademark'].map((page) => route(`/mdt/${page}`)),
    route('/ld/CBAM'),
    route('/ld/registered', { layout: 'blank' }),
    // The brand's own segment group: /ld/... everywhere, /cht/... for XM as well (the /ost/ rule's targets)
    route('/~/EPR/:query?', { notInSitemap: 'a value in its optional segment names nothing (404)' }),
    route('/~/ouAgent/:query?', { notInSitemap: 'a value in its optional segment names nothing (404)' }),
    route('/~/price', { query: ['service'] }),
    route('/~/aboutUs'),
    route('/~/VAT', { query: ['country', 'service'] }),
    route('/custom/:uid?', { layout: 'blank', scope: 'all' }),
    route('/guide/:uid?', { layout: 'blank' }),
    // The CBAM page, on the two paths the menus use for it
    route('/services/eu_cbam'),
    route('/services/amazon-climate-pledge-friendly'),
    // The English/German variant (its locale prefix is taken off before matching)
    route('/service', { scope: 'intl' }),
    route('/case_studies', { scope: 'intl' }),
  ],
  aliases: [
    { pattern: '/services', target: '/~/price', scope: 'zh' },
    { pattern: '/about', target: '/~/aboutUs', scope: 'zh' },
    { pattern: '/mdt/practiceAreas/trademark', target: '/mdt/trademark', scope: 'zh' },
    { pattern: '/mdt/practiceAreas/patent', target: '/mdt/patent', scope: 'zh' },
    { pattern: '/mdt/practiceAreas/copyright', target: '/mdt/copyright', scope: 'zh' },
    { pattern: '/mdt/practiceAreas/litigation', target: '/mdt/litigation', scope: 'zh' },
  ],
  view: ({ route: { pattern }, params }) => {
    // /custom/{uid} and /guide/{uid}: one content page each
    const base = pattern.match(/^\/(custom|guide)\/:uid\?$/)?.[1];
    if (base) return { view: 'content', key: params.uid === undefined ? base : `${base}-${params.uid}` };
    // A content page has no item of its own: a value in its optional segment names nothing.
    if (Object.keys(params).length > 0) return { view: 'notFound' };
    return { view: 'content', key: SHARED_CONTENT[pattern] ?? contentKeyOf(pattern) };
  },
  sitemap: (r, at) => {
    const base = r.pattern.match(/^\/(custom|guide)\/:uid\?$/)?.[1];
    if (base) {
      for (const [key, updatedAt] of at.pageKeys) {
        if (key === base) at.add(at.fill(), updatedAt);
        else if (key.startsWith(`${base}-`)) at.add(at.fill(key.slice(base.length + 1)), updatedAt);
      }
      return;
    }
    addIfPage(at, SHARED_CONTENT[r.pattern] ?? contentKeyOf(r.pattern));
  },
};
