import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Platform } from '@site/contracts/hosts';
import { describe, expect, it } from 'vitest';
import { BRANDS } from '../brands.ts';
import {
  homePath,
  internalPath,
  isDisabledByMenu,
  isInternalPath,
  type Layout,
  localePath,
  type MenuTarget,
  MIDDLEWARE_NAMES,
  matchInternalPath,
  menuTarget,
  ostRedirect,
  ROUTES,
  type RouteResolution,
  resolveRoute,
  unknownMiddleware,
} from './site-routes.ts';

const page = (platform: Platform, pathname: string) => {
  const result = resolveRoute(platform, pathname);
  if (result.kind !== 'page') throw new Error(`${platform} ${pathname}: ${result.kind}`);
  return result;
};

const kindOf = (platform: Platform, pathname: string): RouteResolution['kind'] => resolveRoute(platform, pathname).kind;

/** Every route of spec section 2 as a Chinese brand (00) serves it: public path, internal path, layout. */
const SPEC_ROUTES: [string, string, Layout][] = [
  ['/', '', 'default'],
  ['/ld/homes', '', 'default'],
  ['/amazon', '/amazon', 'blank'],
  ['/anniversary', '/anniversary', 'activity'],
  ['/buyingGuide', '/buyingGuide', 'default'],
  ['/buyingGuide/details', '/buyingGuide/details', 'default'],
  ['/compliance_service_epr', '/compliance_service_epr', 'default'],
  ['/design_for_recycling', '/design_for_recycling', 'default'],
  ['/errorUrl', '/errorUrl', 'blank'],
  ['/land618', '/land618', 'blank'],
  ['/recycling_labels', '/recycling_labels', 'default'],
  ['/search', '/search', 'default'],
  ['/searchCategory', '/searchCategory', 'default'],
  ['/syProductService', '/syProductService', 'default'],
  ['/systemSearch', '/systemSearch', 'default'],
  ['/cht/accountingAudit', '/cht/accountingAudit', 'default'],
  ['/cht/bankAccount', '/cht/bankAccount', 'default'],
  ['/cht/commonQuestion', '/cht/commonQuestion', 'default'],
  ['/cht/secretaryServices', '/cht/secretaryServices', 'default'],
  ['/cht/xmsailSchool', '/cht/xmsailSchool', 'default'],
  ...['companyEncy', 'FinanceTaxEncy', 'industryInfo', 'trends'].map((child): [string, string, Layout] => [
    `/cht/xmsailSchool/${child}`,
    `/cht/xmsailSchool/${child}`,
    'default',
  ]),
  ...['trends', 'companyEncy', 'industryInfo', 'FinanceTaxEncy'].map((kind): [string, string, Layout] => [
    `/${kind}/42.html`,
    `/${kind}/42`,
    'default',
  ]),
  ...['BVI', 'HK', 'SSE', 'USA', 'XJP', 'YG'].map((place): [string, string, Layout] => [
    `/cht/annualReview/annualReview${place}`,
    `/cht/annualReview/annualReview${place}`,
    'default',
  ]),
  ...['BVI', 'FR', 'HK', 'SSE', 'USA', 'XJP', 'YG'].map((place): [string, string, Layout] => [
    `/cht/Incorporation/Incorporation${place}`,
    `/cht/Incorporation/Incorporation${place}`,
    'default',
  ]),
  ['/cht/hot/newcomerActivities', '/cht/hot/newcomerActivities', 'default'],
  ['/cht/hot/module/hotModal', '/cht/hot/module/hotModal', 'default'],
  ['/cht/hot/module/loginSuccessful', '/cht/hot/module/loginSuccessful', 'default'],
  ['/cht/hot/module/repeat', '/cht/hot/module/repeat', 'default'],
  ...['aboutUs', 'contactUs', 'copyright', 'faq', 'litigation', 'patent', 'trademark'].map(
    (name): [string, string, Layout] => [`/mdt/${name}`, `/mdt/${name}`, 'default'],
  ),
  ['/mdt/homes', '', 'default'],
  ['/mdt/practiceAreas/patent', '/mdt/patent', 'default'],
  ['/ld/aboutUs', '/ld/aboutUs', 'default'],
  ['/ld/aboutVAT', '/ld/aboutVat', 'default'],
  ['/ld/aboutVat/11', '/ld/aboutVat/11', 'default'],
  ['/ld/CBAM', '/ld/CBAM', 'default'],
  ['/ld/complianceAnswer', '/ld/complianceAnswer', 'default'],
  ['/ld/contactUs', '/ld/contactUs', 'default'],
  ['/contact', '/ld/contactUs', 'default'],
  ['/ld/cooperative', '/ld/cooperative', 'default'],
  ['/ld/cooperative/friend-7', '/ld/cooperative/friend-7', 'default'],
  ['/ld/operation', '/ld/operation', 'default'],
  ['/ld/operation/setup', '/ld/operation/setup', 'default'],
  ['/ld/price', '/ld/price', 'default'],
  ['/ld/questionAnswer', '/ld/questionAnswer', 'default'],
  ['/ld/questionAnswer/pdf', '/ld/questionAnswer/pdf', 'default'],
  ['/ld/registered', '/ld/registered', 'blank'],
  ['/ld/VAT', '/ld/VAT', 'default'],
  ['/ld/VATdetail', '/ld/VATdetail', 'default'],
  ['/ld/VATdetail/9', '/ld/VATdetail/9', 'default'],
  ...['EPR', 'ouAgent', 'videos', 'videoDetail', 'problem'].flatMap((name): [string, string, Layout][] => [
    [`/ld/${name}`, `/ld/${name}`, 'default'],
    [`/ld/${name}/q1`, `/ld/${name}/q1`, 'default'],
  ]),
  ['/ld/calculate', '/ld/calculate', 'default'],
  ['/ld/calculate/3', '/ld/calculate/3', 'default'],
  ['/ld/video', '/ld/video', 'blank'],
  ['/ld/video/v-1', '/ld/video/v-1', 'blank'],
  ['/custom', '/custom', 'blank'],
  ['/custom/privacy-policy', '/custom/privacy-policy', 'blank'],
  ['/guide', '/guide', 'blank'],
  ['/guide/spring', '/guide/spring', 'blank'],
  ['/services/eu_cbam', '/services/eu_cbam', 'default'],
  ['/services/amazon-climate-pledge-friendly', '/services/amazon-climate-pledge-friendly', 'default'],
  ['/support/tutorial', '/ld/operation', 'default'],
  ['/support/tutorial/setup', '/ld/operation/setup', 'default'],
  ['/support/video/3', '/ld/videos/3', 'default'],
  ['/support/videoDetail/3', '/ld/videoDetail/3', 'default'],
  ['/support/faq', '/ld/problem', 'default'],
  ['/news', '/ld/aboutVat', 'default'],
  ['/news/12', '/ld/aboutVat/12', 'default'],
  ['/newsDetail/5', '/ld/VATdetail/5', 'default'],
  ['/services', '/ld/price', 'default'],
  ['/about', '/ld/aboutUs', 'default'],
];

describe('resolveRoute', () => {
  it.each(SPEC_ROUTES)('serves %s of brand 00 at its internal path in its layout', (pathname, rest, layout) => {
    const result = page('00', pathname);
    expect(result.internal).toBe(internalPath('00', 'zh-CN', rest));
    expect(result.match.route.layout).toBe(layout);
    expect(result.locale).toBe('zh-CN');
  });

  it('serves each brand at its own internal path and locale', () => {
    expect(page('10', '/').internal).toBe('/site/10/zh-TW');
    expect(page('19', '/ld/contactUs').internal).toBe('/site/19/zh-CN/ld/contactUs');
  });

  it('serves the own segment group under /cht/ for XM only, and the aliases there', () => {
    expect(page('10', '/cht/operation/setup').internal).toBe('/site/10/zh-TW/cht/operation/setup');
    expect(page('10', '/ld/operation').internal).toBe('/site/10/zh-TW/ld/operation');
    expect(page('10', '/support/tutorial').internal).toBe('/site/10/zh-TW/cht/operation');
    expect(page('10', '/services').internal).toBe('/site/10/zh-TW/cht/price');
    expect(kindOf('00', '/cht/operation')).toBe('notFound');
    expect(kindOf('10', '/cht/contactUs')).toBe('notFound');
  });

  it('serves the English/German variant per locale prefix, English by default, with its own routes', () => {
    expect(page('EU', '/').internal).toBe('/site/EU/en');
    expect(page('EU', '/de').internal).toBe('/site/EU/de');
    expect(page('EU', '/de/ld/homes').internal).toBe('/site/EU/de');
    expect(page('EU', '/de/service').internal).toBe('/site/EU/de/service');
    expect(page('EU', '/en/news/301').match.route.pattern).toBe('/news/:id');
    expect(page('EU', '/insight').internal).toBe('/site/EU/en/insight');
    expect(page('EU', '/de/compliance_service_epr').internal).toBe('/site/EU/de/compliance_service_epr');
    expect(page('EU', '/newsDetail').match.route.query).toEqual(['id']);
    expect(kindOf('EU', '/cht/accountingAudit')).toBe('notFound');
    expect(kindOf('EU', '/fr')).toBe('notFound');
    expect(kindOf('00', '/service')).toBe('notFound');
    expect(kindOf('00', '/en')).toBe('notFound');
  });

  it('sends unknown and malformed paths to the brand 404, internal paths included', () => {
    for (const pathname of [
      '/no-such-page',
      '/ld/VAT/extra',
      '/trends/42',
      '/trends/abc.def.html',
      '/ld/calculate/1/2',
      '/ld/calculate/a.b',
      '/custom/a/b',
      '/site/00/zh-CN',
      '/site',
    ]) {
      const result = resolveRoute('00', pathname);
      expect(result, pathname).toEqual({ kind: 'notFound', locale: 'zh-CN' });
    }
    expect(resolveRoute('EU', '/de/nothing')).toEqual({ kind: 'notFound', locale: 'de' });
  });

  it('has routes that only match their own page below the internal prefix', () => {
    expect(matchInternalPath(BRANDS['00'], '/no-such-page')).toBeNull();
    expect(matchInternalPath(BRANDS['10'], '/trends/42')?.params).toEqual({ id: '42' });
    expect(matchInternalPath(BRANDS['10'], '/trends/42.html')).toBeNull();
  });
});

describe('the /ost/ rule', () => {
  it('redirects to the brand segment (cht for XM, ld otherwise), keeping the rest of the path', () => {
    expect(resolveRoute('10', '/ost/operation/5')).toEqual({
      kind: 'redirect',
      location: '/cht/operation/5',
      permanent: true,
    });
    expect(resolveRoute('00', '/ost/price')).toEqual({ kind: 'redirect', location: '/ld/price', permanent: true });
    expect(resolveRoute('19', '/ost/aboutVat/11')).toMatchObject({ location: '/ld/aboutVat/11' });
    expect(ostRedirect(BRANDS.EU, '/de/ost/VAT')).toBe('/de/ld/VAT');
  });

  it('needs ost as a whole segment with something after it', () => {
    expect(ostRedirect(BRANDS['00'], '/ost')).toBeNull();
    expect(ostRedirect(BRANDS['00'], '/costs/x')).toBeNull();
    expect(ostRedirect(BRANDS['00'], '/ld/ostrich')).toBeNull();
  });
});

describe('middleware names', () => {
  it('are all known to the proxy', () => {
    for (const route of ROUTES) expect(unknownMiddleware(route), route.pattern).toEqual([]);
  });

  it('report the names the proxy does not have', () => {
    const route = { ...ROUTES[1], middleware: ['disabledMenu', 'channel'] } as (typeof ROUTES)[number];
    expect(unknownMiddleware(route)).toEqual(['channel']);
    expect(unknownMiddleware(route, [...MIDDLEWARE_NAMES, 'channel'])).toEqual([]);
  });

  it('leave home and the error route alone', () => {
    expect(page('00', '/').match.route.middleware).toEqual([]);
    expect(page('00', '/errorUrl').match.route.middleware).toEqual([]);
    expect(page('00', '/ld/price').match.route.middleware).toEqual(['disabledMenu']);
  });
});

describe('layouts', () => {
  const appDir = path.resolve(import.meta.dirname, '../../app/site/[platform]/[locale]');
  const folderOf = (pattern: string) =>
    pattern
      .split('/')
      .filter(Boolean)
      .map((part) => {
        if (!part.startsWith(':')) return part;
        const name = part.slice(1).replace(/\?$/, '').replace('.html', '');
        return part.endsWith('?') ? `[[...${name}]]` : `[${name}]`;
      })
      .join('/');
  const pageFile = (group: Layout, pattern: string) => path.join(appDir, `(${group})`, folderOf(pattern), 'page.tsx');

  it('put each blank and activity route in its layout group, and no default route there', () => {
    for (const route of ROUTES) {
      for (const group of ['blank', 'activity'] as const) {
        expect(existsSync(pageFile(group, route.pattern)), `${route.pattern} in (${group})`).toBe(
          route.layout === group,
        );
      }
    }
    expect(existsSync(path.join(appDir, '(default)', '[...route]', 'page.tsx'))).toBe(true);
    expect(existsSync(path.join(appDir, '(default)', 'page.tsx'))).toBe(true);
  });
});

describe('paths of a locale', () => {
  it('are prefixed where the brand uses a prefix', () => {
    expect(homePath(BRANDS['00'], 'zh-CN')).toBe('/');
    expect(homePath(BRANDS.EU, 'en')).toBe('/en');
    expect(homePath(BRANDS.EU, 'de')).toBe('/de');
    expect(localePath(BRANDS.EU, 'de', '/service')).toBe('/de/service');
    expect(localePath(BRANDS.EU, 'de', '/')).toBe('/de');
    expect(localePath(BRANDS['10'], 'zh-TW', '/cht/bankAccount')).toBe('/cht/bankAccount');
  });

  it('are told apart from internal paths', () => {
    expect(isInternalPath(internalPath('01', 'zh-CN'))).toBe(true);
    expect(isInternalPath('/site')).toBe(true);
    expect(isInternalPath('/sites')).toBe(false);
    expect(isInternalPath('/')).toBe(false);
  });
});

describe('the disabled-menu rule', () => {
  const target = (href: string): MenuTarget => {
    const found = menuTarget(BRANDS['00'], 'zh-CN', href);
    if (!found) throw new Error(href);
    return found;
  };
  const disabled = (off: string[], on: string[], request: string) => {
    const url = new URL(request, 'http://x');
    return isDisabledByMenu(
      off.map(target),
      on.map(target),
      page('00', url.pathname).match.canonical,
      url.searchParams,
    );
  };

  it('reads menu paths as the routes they show, through aliases, with their query', () => {
    expect(target('/ld/VAT?country=2')).toEqual({ canonical: '/ld/VAT', query: [['country', '2']] });
    expect(target('/news/11')).toEqual({ canonical: '/ld/aboutVat/11', query: [] });
    expect(menuTarget(BRANDS['00'], 'zh-CN', 'https://example.com/x')).toBeNull();
    expect(menuTarget(BRANDS['00'], 'zh-CN', '/no-such-page')).toBeNull();
    expect(menuTarget(BRANDS.EU, 'de', '/de/compliance_service_epr#audits')).toEqual({
      canonical: '/compliance_service_epr',
      query: [],
    });
    expect(menuTarget(BRANDS.EU, 'de', '/en/compliance_service_epr')).toBeNull();
  });

  it('switches off the page of a disabled entry, under any of its public paths', () => {
    expect(disabled(['/ld/videos'], [], '/ld/videos')).toBe(true);
    expect(disabled(['/ld/videos'], [], '/support/video')).toBe(true);
    expect(disabled(['/ld/videos'], [], '/ld/videos?page=2')).toBe(true);
    expect(disabled(['/ld/videos'], [], '/ld/videos/3')).toBe(false);
  });

  it('switches off only the view of the page an entry with a query names', () => {
    expect(disabled(['/ld/VAT?country=2'], ['/ld/VAT'], '/ld/VAT?country=2')).toBe(true);
    expect(disabled(['/ld/VAT?country=2'], ['/ld/VAT'], '/ld/VAT')).toBe(false);
    expect(disabled(['/ld/VAT?country=2'], ['/ld/VAT'], '/ld/VAT?country=1')).toBe(false);
  });

  it('keeps a page another enabled entry links to just as closely', () => {
    expect(disabled(['/ld/contactUs'], ['/ld/contactUs'], '/ld/contactUs')).toBe(false);
    expect(disabled(['/ld/VAT'], ['/ld/VAT?country=2'], '/ld/VAT?country=2')).toBe(false);
    expect(disabled(['/ld/VAT'], ['/ld/VAT?country=2'], '/ld/VAT')).toBe(true);
  });
});
