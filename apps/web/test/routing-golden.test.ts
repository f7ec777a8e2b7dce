import type { Platform } from '@site/contracts/hosts';
import { describe, expect, it } from 'vitest';
import { BRANDS } from '../src/brands.ts';
import { pageQueryOf, pageViewOf } from '../src/lib/page-views.ts';
import { siteMap } from '../src/lib/site-map.ts';
import { resolveRoute } from '../src/lib/site-routes.ts';

/**
 * What the routing answers for visitors, recorded before the page kinds became one registry (issue 23) and held
 * since: for every brand and a sample of paths of every pattern and alias, the proxy's resolution, the page's view,
 * the page cache's query; and each brand's sitemap of a sample site index. A change to routing shows here as a
 * snapshot difference: accept it (`-u`) only when visitors are meant to see it.
 */

const PATHS = [
  '/',
  '/amazon',
  '/anniversary',
  '/buyingGuide',
  '/buyingGuide/details',
  '/compliance_service_epr',
  '/design_for_recycling',
  '/errorUrl',
  '/land618',
  '/recycling_labels',
  '/search',
  '/searchCategory',
  '/syProductService',
  '/systemSearch',
  '/cht/accountingAudit',
  '/cht/bankAccount',
  '/cht/commonQuestion',
  '/cht/secretaryServices',
  '/cht/xmsailSchool',
  '/cht/xmsailSchool/companyEncy',
  '/cht/xmsailSchool/FinanceTaxEncy',
  '/cht/xmsailSchool/industryInfo',
  '/cht/xmsailSchool/trends',
  '/trends/7.html',
  '/trends/7',
  '/companyEncy/8.html',
  '/industryInfo/9.html',
  '/FinanceTaxEncy/10.html',
  '/cht/annualReview/annualReviewBVI',
  '/cht/Incorporation/IncorporationHK',
  '/cht/hot/newcomerActivities',
  '/cht/hot/module/hotModal',
  '/cht/hot/module/loginSuccessful',
  '/cht/hot/module/repeat',
  '/mdt/aboutUs',
  '/mdt/contactUs',
  '/mdt/copyright',
  '/mdt/faq',
  '/mdt/litigation',
  '/mdt/patent',
  '/mdt/trademark',
  '/ld/CBAM',
  '/ld/complianceAnswer',
  '/ld/regulationUpdates',
  '/ld/contactUs',
  '/ld/cooperative',
  '/ld/cooperative/3',
  '/ld/cooperative/x_y',
  '/ld/registered',
  '/ld/calculate',
  '/ld/calculate/2',
  '/ld/calculate/zz',
  '/ld/video',
  '/ld/video/4',
  '/ld/EPR',
  '/ld/EPR/5',
  '/cht/EPR',
  '/ld/ouAgent',
  '/ld/videos',
  '/ld/videos/1',
  '/cht/videos',
  '/ld/videoDetail/4',
  '/ld/videoDetail',
  '/ld/problem',
  '/ld/problem/101',
  '/ld/operation',
  '/ld/operation/abc',
  '/ld/aboutVat',
  '/ld/aboutVat/103',
  '/cht/aboutVat/103',
  '/ld/VATdetail/12',
  '/ld/VATdetail',
  '/ld/price',
  '/ld/aboutUs',
  '/cht/aboutUs',
  '/ld/VAT',
  '/ld/questionAnswer',
  '/cht/questionAnswer',
  '/ld/questionAnswer/pdf',
  '/custom',
  '/custom/terms',
  '/guide',
  '/guide/abc',
  '/services/eu_cbam',
  '/services/amazon-climate-pledge-friendly',
  '/service',
  '/news/301',
  '/news',
  '/insight',
  '/case_studies',
  '/newsDetail',
  '/newsDetail/12',
  '/en/service',
  '/de/insight',
  '/de/news/301',
  '/en/newsDetail',
  '/user/register',
  '/user/login',
  '/user/workbench',
  '/user/dev-outbox',
  '/ld/homes',
  '/mdt/homes',
  '/contact',
  '/ld/aboutVAT/4',
  '/support/tutorial',
  '/support/tutorial/101',
  '/support/video',
  '/support/videoDetail/4',
  '/support/faq/2',
  '/services',
  '/about',
  '/mdt/practiceAreas/trademark',
  '/mdt/practiceAreas/patent',
  '/mdt/practiceAreas/copyright',
  '/mdt/practiceAreas/litigation',
  '/ost/aboutUs',
  '/site/00/zh-CN/ld/VAT',
  '/nothing',
  '/ld/VAT/extra',
];

const QUERY = new URLSearchParams('page=2&id=5&answerId=3&x=1&from=a&service=1&country=2');

const INDEX = {
  pages: [
    'home',
    'amazon',
    'buyingGuide',
    'ld-VAT',
    'ld-aboutUs',
    'ld-CBAM',
    'ld-contactUs',
    'mdt-contactUs',
    'ld-cooperative',
    'ld-calculate',
    'ld-calculate-2',
    'custom',
    'custom-terms',
    'guide-abc',
    'service',
    'insight',
    'case_studies',
    'cht-bankAccount',
    'search',
    'systemSearch',
    'ld-complianceAnswer',
    'ld-price',
    'land618',
  ].map((key, i) => ({ key, updatedAt: `2026-01-${String((i % 28) + 1).padStart(2, '0')}T00:00:00Z` })),
  articles: [
    { id: 1, kind: 'news', categoryId: 11, updatedAt: '2026-02-01T00:00:00Z' },
    { id: 2, kind: 'help', categoryId: 12, updatedAt: '2026-02-02T00:00:00Z' },
    { id: 3, kind: 'trends', categoryId: 13, updatedAt: '2026-02-03T00:00:00Z' },
    { id: 4, kind: 'insight', categoryId: 14, updatedAt: '2026-02-04T00:00:00Z' },
  ],
  categories: [
    { id: 11, kind: 'news' },
    { id: 12, kind: 'help' },
    { id: 13, kind: 'trends' },
    { id: 14, kind: 'insight' },
    { id: 15, kind: 'manual' },
  ],
  videos: [{ id: 21 }],
  partners: [{ id: 31 }],
  tools: [
    { id: 41, key: 'ld-calculate-2' },
    { id: 42, key: 'ld-calculate-9' },
  ],
};

const routingOf = (platform: Platform) =>
  Object.fromEntries(
    PATHS.map((path) => {
      const found = resolveRoute(platform, path);
      if (found.kind !== 'page') return [path, found];
      return [
        path,
        {
          internal: found.internal,
          locale: found.locale,
          pattern: found.match.route.pattern,
          layout: found.match.route.layout,
          middleware: found.match.route.middleware,
          query: found.match.route.query,
          view: pageViewOf(found.match, QUERY),
          viewWithout: pageViewOf(found.match),
          pageQuery: pageQueryOf(found.match.route, QUERY),
        },
      ];
    }),
  );

describe('routing as visitors see it', () => {
  it.each(Object.keys(BRANDS) as Platform[])('is unchanged for brand %s', (platform) => {
    const brand = BRANDS[platform];
    expect({
      routing: routingOf(platform),
      // The sitemap's order is no part of it (a sitemap is a set of URLs): entries by path.
      sitemap: Object.fromEntries(
        brand.locales.map((locale) => [
          locale,
          siteMap(brand, locale, INDEX).sort(
            (a, b) => a.path.localeCompare(b.path) || a.pattern.localeCompare(b.pattern),
          ),
        ]),
      ),
    }).toMatchSnapshot();
  });
});
