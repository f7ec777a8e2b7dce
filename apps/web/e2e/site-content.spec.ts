import { request as httpRequest } from 'node:http';
import type { Platform } from '@site/contracts/hosts';
import { BRANDS } from '../src/brands.ts';
import { isPortalRoute, ROUTES } from '../src/lib/site-routes.ts';
import { seriousAxeViolations } from './support/axe.ts';
import { expect, hydrated, type Page, test } from './support/fixtures.ts';

/**
 * Every route of spec section 2 with real content, for each brand it belongs to (issue 6): the
 * brand's sitemap lists its public pages and every one answers 200 with a heading and content of
 * its own in the main landmark; each route in the brand's scope is in the sitemap or answers 404
 * (the brand has no such item); one page of each kind is looked at in Chromium, with axe.
 */

const PORT = Number(process.env.E2E_PORT ?? 3100);
const urlOf = (host: string, path = '/') => `http://${host}:${PORT}${path}`;

const HOSTS: Record<Platform, string> = {
  '00': 'ost.localhost',
  '01': 'mdt.localhost',
  '08': 'sixdu.localhost',
  '10': 'xm.localhost',
  '13': 'tianhe.localhost',
  '15': 'lvzhou.localhost',
  '19': 'reme.localhost',
  '20': 'shuyou.localhost',
  EU: 'eu.localhost',
  KR: 'korea.localhost',
  CS: 'consult.localhost',
};

/** One request with the brand's Host header, redirects not followed (Node does not resolve *.localhost). */
const raw = (host: string, path: string) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port: PORT, path, headers: { host: `${host}:${PORT}` } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });

const sitemapOf = async (host: string): Promise<string[]> => {
  const { status, body } = await raw(host, '/sitemap.xml');
  expect(status).toBe(200);
  return [...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) =>
    new URL((m[1] ?? '').replace(/&amp;/g, '&')).href.replace(/^https?:\/\/[^/]+/, ''),
  );
};

/** The text of the main landmark without tags, and its first h1. */
const mainOf = (html: string) => {
  const main = html.match(/<main[^>]*>([\s\S]*?)<\/main>/)?.[1] ?? '';
  const h1 =
    main
      .match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1]
      ?.replace(/<[^>]*>/g, '')
      .trim() ?? '';
  const text = main
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return { h1, text };
};

/** A public path of a route pattern for a brand, with a sample parameter. */
const samplePath = (platform: Platform, pattern: string): string => {
  const segment = BRANDS[platform].segment;
  return `/${pattern
    .split('/')
    .filter(Boolean)
    .map((part) => {
      if (part === '~') return segment;
      if (!part.startsWith(':')) return part;
      return part.endsWith('.html') ? '999999.html' : '999999';
    })
    .join('/')}`;
};

const inScope = (platform: Platform, scope: string) =>
  scope === 'all' || (scope === 'intl') === BRANDS[platform].prefixedLocales.length > 0;

/** Routes that are not content pages: the error page, the report result page, the questionnaire steps, the player. */
const NOT_CONTENT = new Set([
  '/errorUrl',
  '/~/questionAnswer',
  '/~/questionAnswer/pdf',
  '/buyingGuide/details',
  '/ld/video/:uid?',
]);

for (const platform of Object.keys(HOSTS) as Platform[]) {
  const host = HOSTS[platform];
  test.describe(`${platform} ${host}`, () => {
    test('every page of the sitemap answers 200 with its own heading and content in main', async () => {
      test.setTimeout(240_000);
      const paths = await sitemapOf(host);
      expect(paths.length).toBeGreaterThan(5);
      const failures: string[] = [];
      for (const path of paths) {
        const { status, body } = await raw(host, path);
        const { h1, text } = mainOf(body);
        if (status !== 200) failures.push(`${status} ${path}`);
        else if (!h1) failures.push(`no h1 in main: ${path}`);
        else if (text.length < h1.length + 60) failures.push(`no content of its own in main: ${path}`);
      }
      expect(failures).toEqual([]);
    });

    test('every route of the brand is in its sitemap, or answers 404 for an item the brand does not have', async () => {
      test.setTimeout(120_000);
      const listed = await sitemapOf(host);
      // The portal's pages (/user/...) are the visitor's own: never in a sitemap (e2e/portal.spec.ts covers them).
      const patterns = ROUTES.filter(
        (r) => inScope(platform, r.scope) && !NOT_CONTENT.has(r.pattern) && !isPortalRoute(r),
      );
      const missing: string[] = [];
      for (const route of patterns) {
        const prefix = samplePath(platform, route.pattern).replace(/\/999999(\.html)?$/, '');
        const covered = listed.some((path) => {
          const bare = path.replace(/^\/(en|de)(?=\/|$)/, '') || '/';
          return route.pattern === '/'
            ? bare === '/'
            : bare === prefix || bare.startsWith(`${prefix}/`) || bare.startsWith(`${prefix}?`);
        });
        if (covered) continue;
        const { status } = await raw(host, samplePath(platform, route.pattern));
        if (status !== 404) missing.push(`${route.pattern}: ${status}`);
      }
      expect(missing).toEqual([]);
    });
  });
}

test.describe('the routes of each brand have content', () => {
  const EXPECTED: [Platform, string[]][] = [
    [
      '00',
      [
        '/ld/VAT',
        '/ld/EPR',
        '/ld/CBAM',
        '/services/eu_cbam',
        '/services/amazon-climate-pledge-friendly',
        '/ld/ouAgent',
        '/compliance_service_epr',
        '/design_for_recycling',
        '/recycling_labels',
        '/syProductService',
        '/ld/price',
        '/ld/aboutUs',
        '/ld/contactUs',
        '/contact',
        '/ld/cooperative',
        '/ld/complianceAnswer',
        '/news',
        '/support/faq',
        '/support/tutorial',
        '/support/video',
        '/search',
        '/searchCategory',
        '/systemSearch',
        '/buyingGuide',
        '/anniversary',
        '/amazon',
        '/land618',
        '/ld/registered',
        '/custom',
        '/guide',
      ],
    ],
    [
      '01',
      [
        '/mdt/aboutUs',
        '/mdt/contactUs',
        '/mdt/copyright',
        '/mdt/faq',
        '/mdt/litigation',
        '/mdt/patent',
        '/mdt/trademark',
        '/mdt/practiceAreas/patent',
      ],
    ],
    [
      '10',
      [
        '/cht/accountingAudit',
        '/cht/bankAccount',
        '/cht/commonQuestion',
        '/cht/secretaryServices',
        '/cht/xmsailSchool',
        '/cht/xmsailSchool/companyEncy',
        '/cht/xmsailSchool/FinanceTaxEncy',
        '/cht/xmsailSchool/industryInfo',
        '/cht/xmsailSchool/trends',
        '/cht/annualReview/annualReviewBVI',
        '/cht/annualReview/annualReviewHK',
        '/cht/annualReview/annualReviewSSE',
        '/cht/annualReview/annualReviewUSA',
        '/cht/annualReview/annualReviewXJP',
        '/cht/annualReview/annualReviewYG',
        '/cht/Incorporation/IncorporationBVI',
        '/cht/Incorporation/IncorporationFR',
        '/cht/Incorporation/IncorporationHK',
        '/cht/Incorporation/IncorporationSSE',
        '/cht/Incorporation/IncorporationUSA',
        '/cht/Incorporation/IncorporationXJP',
        '/cht/Incorporation/IncorporationYG',
        '/cht/hot/newcomerActivities',
        '/cht/hot/module/hotModal',
        '/cht/hot/module/loginSuccessful',
        '/cht/hot/module/repeat',
      ],
    ],
    [
      'EU',
      [
        '/en/service',
        '/de/service',
        '/en/compliance_service_epr',
        '/de/compliance_service_epr',
        '/en/recycling_labels',
        '/de/recycling_labels',
        '/design_for_recycling',
        '/de/design_for_recycling',
        '/insight',
        '/de/insight',
        '/case_studies',
        '/en/news/301',
        '/de/news/311',
      ],
    ],
    ['KR', ['/ld/aboutUs', '/ld/price', '/ld/contactUs', '/ld/aboutVAT', '/ld/problem']],
  ];
  for (const [platform, paths] of EXPECTED) {
    test(`${platform}: each route answers 200 with a heading and content in main`, async () => {
      test.setTimeout(120_000);
      const failures: string[] = [];
      for (const path of paths) {
        const { status, body } = await raw(HOSTS[platform], path);
        const { h1, text } = mainOf(body);
        if (status !== 200 || !h1 || text.length < 300)
          failures.push(`${status} ${path} (h1 '${h1}', ${text.length} chars)`);
      }
      expect(failures).toEqual([]);
    });
  }

  test('the EU service page has the anchors the menus open, and the compliance page its four', async () => {
    for (const [path, anchors] of [
      ['/en/service', ['companyRegistration', 'taxService', 'visaService', 'expertMarketing']],
      ['/de/compliance_service_epr', ['registration', 'authorisedRepresentative', 'obligationAnalysis', 'audits']],
    ] as const) {
      const { body } = await raw('eu.localhost', path);
      for (const anchor of anchors) expect(body, `${path}#${anchor}`).toContain(`id="${anchor}"`);
    }
  });

  test('an unknown item is a 404, not a page', async () => {
    for (const [host, path] of [
      ['ost.localhost', '/ld/VATdetail/999999'],
      ['ost.localhost', '/ld/aboutVat/999999'],
      ['ost.localhost', '/ld/cooperative/999999'],
      ['ost.localhost', '/support/videoDetail/999999'],
      ['ost.localhost', '/ld/EPR/made-up'],
      ['ost.localhost', '/custom/made-up-page'],
      ['xm.localhost', '/trends/999999.html'],
      ['eu.localhost', '/newsDetail?id=999999'],
      ['mdt.localhost', '/ld/VAT'],
    ] as const) {
      expect((await raw(host, path)).status, `${host}${path}`).toBe(404);
    }
  });
});

const openPage = async (page: Page, host: string, path: string) => {
  const response = await page.goto(urlOf(host, path));
  expect(response?.status(), path).toBe(200);
  await expect(page.locator('main h1').first()).toBeVisible();
};

test.describe('in the browser', () => {
  test('00: a service page with its sections, prices in the spec format and FAQ', async ({ page }) => {
    await openPage(page, 'ost.localhost', '/ld/VAT');
    const main = page.locator('main');
    await expect(main.locator('h1')).toHaveText(/VAT/);
    expect(await main.locator('section').count()).toBeGreaterThan(4);
    // Spec section 9: two decimals; a discounted product shows its original price as ￥ amount plus unit.
    await expect(
      main
        .locator('td')
        .filter({ hasText: /^￥\d+\.\d{2}/ })
        .first(),
    ).toBeVisible();
    const original = main.locator('s').first();
    if ((await original.count()) > 0) await expect(original).toContainText(/￥\d+\.\d{2}\/\S+/);
    const question = main.locator('details summary').first();
    await question.click();
    await expect(main.locator('details[open] p').first()).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test('00: a news list by category with pagination, and an article with its neighbours', async ({ page }) => {
    await openPage(page, 'ost.localhost', '/ld/aboutVat/103');
    const main = page.locator('main');
    await expect(main.getByRole('navigation', { name: '分类' }).getByRole('link', { name: 'VAT资讯' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(main.getByRole('navigation', { name: '分页' })).toBeVisible();
    await main.getByRole('navigation', { name: '分页' }).getByRole('link', { name: '2', exact: true }).click();
    await expect(page).toHaveURL(/\/ld\/aboutVat\/103\?page=2$/);
    await page.goto(urlOf('ost.localhost', '/ld/aboutVat/103'));
    await main.locator('a[href^="/ld/VATdetail/"]').first().click();
    await expect(page).toHaveURL(/\/ld\/VATdetail\/\d+$/);
    await expect(main.getByText('已经是第一篇了')).toBeVisible();
    await expect(main.getByText(/^作者/)).toBeVisible();
    await expect(main.getByText(/^来源/)).toBeVisible();
    await expect(main.getByText(/^发布日期/)).toBeVisible();
    await main.locator('a[rel="next"]').click();
    await expect(main.getByText('上一篇')).toBeVisible();
    await expect(main.getByText('已经是第一篇了')).toHaveCount(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test('00: a tutorial video plays the site copy at the chosen speed when the player script is missing', async ({
    page,
  }) => {
    await openPage(page, 'ost.localhost', '/support/video');
    await page.locator('main a[href*="/videoDetail/"]').first().click();
    const video = page.locator('main video');
    await expect(video).toBeVisible();
    // The detail page is a new document: its player works once the page (its player island) has hydrated.
    await hydrated(page);
    await page.getByRole('button', { name: '1.5x' }).click();
    await expect(page.getByRole('button', { name: '1.5x' })).toHaveAttribute('aria-pressed', 'true');
    expect(await video.evaluate((v: HTMLVideoElement) => v.playbackRate)).toBe(1.5);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test('00: partners and the VAT questions open their details', async ({ page }) => {
    await openPage(page, 'ost.localhost', '/ld/cooperative');
    await page.locator('main').getByRole('link').filter({ hasText: '海外仓' }).first().click();
    await expect(page).toHaveURL(/\/ld\/cooperative\/\d+$/);
    await expect(page.getByRole('heading', { name: '对接人' })).toBeVisible();
    await openPage(page, 'ost.localhost', '/ld/complianceAnswer');
    await page.locator('#questions ul a').first().click();
    await expect(page).toHaveURL(/answerId=\d+/);
    await expect(page.locator('#answer-title')).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  for (const [host, path] of [
    ['xm.localhost', '/cht/Incorporation/IncorporationHK'],
    ['xm.localhost', '/cht/xmsailSchool'],
    ['mdt.localhost', '/mdt/trademark'],
    ['eu.localhost', '/de/compliance_service_epr'],
    ['korea.localhost', '/ld/aboutUs'],
    ['lvzhou.localhost', '/ld/CBAM'],
  ] as const) {
    test(`${host}${path}: finished, and no serious axe violation`, async ({ page }) => {
      await openPage(page, host, path);
      expect(await page.locator('main section').count()).toBeGreaterThan(1);
      expect(await seriousAxeViolations(page)).toEqual([]);
    });
  }

  test('XM: an article of the school opens at its own detail route with the hot articles beside it', async ({
    page,
  }) => {
    await openPage(page, 'xm.localhost', '/cht/xmsailSchool/trends');
    await page.locator('main a[href^="/trends/"]').first().click();
    await expect(page).toHaveURL(/\/trends\/\d+\.html$/);
    await expect(page.getByRole('heading', { name: '熱門文章' })).toBeVisible();
    await expect(
      page
        .getByText(/已經是(第一|最後)篇了/)
        .or(page.locator('a[rel="next"]'))
        .first(),
    ).toBeVisible();
  });

  test('EU: the page links its language versions, and the canonical URL is absolute', async ({ page }) => {
    await openPage(page, 'eu.localhost', '/en/recycling_labels');
    await expect(page.locator('link[rel="alternate"][hreflang="de"]')).toHaveAttribute(
      'href',
      /\/de\/recycling_labels$/,
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      /^http:\/\/eu\.localhost:\d+\/en\/recycling_labels$/,
    );
    const ld = await page.locator('script[type="application/ld+json"]').first().textContent();
    expect(JSON.parse(ld ?? '{}')['@graph'].some((n: { '@type': string }) => n['@type'] === 'BreadcrumbList')).toBe(
      true,
    );
  });

  test('XM: the price tables name products, service types and countries in traditional Chinese', async ({ page }) => {
    await openPage(page, 'xm.localhost', '/cht/price');
    const table = page.locator('main section#incorporation table');
    const uk = table.getByRole('row').filter({ hasText: '英國公司註冊（含註冊地址一年）' });
    await expect(uk).toBeVisible();
    await expect(uk).toContainText('英國');
    await expect(table.getByRole('row').filter({ hasText: '美國' }).first()).toBeVisible();
    expect(await page.locator('main').textContent()).not.toMatch(/[国册报税码审认证产类单]/);
  });

  test('XM: the header shows the newcomer guide on the newcomer page only', async ({ page }) => {
    await openPage(page, 'xm.localhost', '/cht/hot/newcomerActivities');
    const guide = page.getByRole('banner').getByRole('region', { name: '三分鐘領取並使用' });
    await expect(guide).toBeVisible();
    await expect(guide.getByRole('listitem').first()).toContainText('註冊帳戶');
    await openPage(page, 'xm.localhost', '/cht/bankAccount');
    await expect(page.getByRole('banner').getByRole('region')).toHaveCount(0);
  });

  test('EU: switching the language keeps the page, news categories included', async ({ page }) => {
    await openPage(page, 'eu.localhost', '/en/news/301');
    await page.goto(urlOf('eu.localhost', '/de/news/301'));
    await expect(page).toHaveURL(urlOf('eu.localhost', '/de/news/311'));
    await expect(page.locator('main h1')).toBeVisible();
    const home = await raw('eu.localhost', '/de');
    expect(home.body).toMatch(/hreflang="en"/i);
  });

  test('robots.txt names the sitemap of the brand', async () => {
    const { status, body } = await raw('xm.localhost', '/robots.txt');
    expect(status).toBe(200);
    expect(body).toContain(`Sitemap: http://xm.localhost:${PORT}/sitemap.xml`);
  });
});
