import { seriousAxeViolations } from './support/axe.ts';
import { expect, type Page, test } from './support/fixtures.ts';

/**
 * The home page of several brands, each on its own host name (*.localhost resolves to the
 * loopback address in Chromium): brand name, header menus, footer, SEO texts, /ld/homes.
 * Expected texts are the seeded content of packages/db/content/brands.
 */

const PORT = Number(process.env.E2E_PORT ?? 3100);
const urlOf = (host: string, path = '/') => `http://${host}:${PORT}${path}`;

interface BrandCase {
  host: string;
  lang: string;
  name: string;
  menus: string[];
  companyName: string;
  filingNo: string;
  seoTitle: string;
  seoDescriptionStart: string;
}

const BRANDS: BrandCase[] = [
  {
    host: 'ost.localhost',
    lang: 'zh-CN',
    name: '欧思拓',
    menus: ['首页', '免费试用', '产品服务', '在线工具', '行业洞察', '帮助中心', '关于我们'],
    companyName: '深圳欧思拓跨境合规科技有限公司',
    filingNo: '粤ICP备2021086473号-1',
    seoTitle: '欧思拓 - 欧洲VAT注册申报_EPR合规_产品合规一站式服务平台',
    seoDescriptionStart: '欧思拓为跨境电商卖家提供',
  },
  {
    host: 'xm.localhost',
    lang: 'zh-TW',
    name: '信邁出海',
    menus: ['首頁', '產品服務', '熱門活動', '常見問題', '聯繫我們'],
    companyName: '信邁企業服務（香港）有限公司',
    filingNo: '粵ICP備2020117652號-1',
    seoTitle: '信邁出海 - 香港公司註冊_海外公司年審_會計審計_公司秘書一站式服務',
    seoDescriptionStart: '信邁出海為跨境電商及出海企業提供',
  },
  {
    host: 'mdt.localhost',
    lang: 'zh-CN',
    name: '明德通律师事务所',
    menus: ['首页', '业务领域', '关于我们', '联系我们', '常见问题'],
    companyName: '广东明德通律师事务所',
    filingNo: '粤ICP备2021140528号-1',
    seoTitle: '明德通律师事务所 - 海外商标注册_专利申请_版权登记_跨境知识产权诉讼',
    seoDescriptionStart: '广东明德通律师事务所专注跨境电商知识产权法律服务',
  },
];

const header = (page: Page) => page.locator('header').first();
const footer = (page: Page) => page.locator('footer');

for (const brand of BRANDS) {
  test.describe(brand.host, () => {
    test('shows the brand, its header menus and its footer', async ({ page }) => {
      const response = await page.goto(urlOf(brand.host));
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', brand.lang);

      await expect(
        header(page)
          .getByRole('link', { name: new RegExp(brand.name) })
          .first(),
      ).toBeVisible();
      const nav = page.getByRole('navigation').first();
      for (const label of brand.menus) {
        await expect(nav.getByText(label, { exact: true }).first()).toBeVisible();
      }

      await expect(footer(page).getByText(brand.companyName, { exact: true }).first()).toBeVisible();
      const filing = footer(page).getByRole('link', { name: brand.filingNo });
      await expect(filing).toBeVisible();
      await expect(filing).toHaveAttribute('href', 'https://beian.miit.gov.cn/');
      await expect(footer(page).locator('a[href^="https://beian.mps.gov.cn/"]')).toBeVisible();
    });

    test('takes title and description from the brand SEO texts', async ({ page }) => {
      await page.goto(urlOf(brand.host));
      const title = await page.title();
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(title).toBe(brand.seoTitle);
      expect(description?.startsWith(brand.seoDescriptionStart)).toBe(true);
      // The same texts the gateway serves for this brand (asked from the page: the Host picks the brand).
      const data = await page.evaluate(async () => {
        const answer = await fetch('/system/pageConfig/allInfo');
        return ((await answer.json()) as { data: { seoTitle: string; seoDescription: string } }).data;
      });
      expect(title).toBe(data.seoTitle);
      expect(description).toBe(data.seoDescription);
    });

    test('/ld/homes shows the same page as /', async ({ page }) => {
      await page.goto(urlOf(brand.host));
      const home = await page.locator('main').textContent();
      const homeTitle = await page.title();
      const response = await page.goto(urlOf(brand.host, '/ld/homes'));
      expect(response?.status()).toBe(200);
      expect(await page.title()).toBe(homeTitle);
      expect(await page.locator('main').textContent()).toBe(home);
    });
  });
}

test('each brand gets its own page on the same path', async ({ page }) => {
  const names: string[] = [];
  for (const brand of BRANDS) {
    await page.goto(urlOf(brand.host));
    names.push(
      (await page.locator('footer').getByText(brand.companyName, { exact: true }).first().textContent()) ?? '',
    );
  }
  expect(new Set(names).size).toBe(BRANDS.length);
});

test('the English/German variant serves a home per locale', async ({ page }) => {
  await page.goto(urlOf('eu.localhost', '/de'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await page.goto(urlOf('eu.localhost', '/'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('an unknown host gets the default platform and unknown paths a 404', async ({ page }) => {
  await page.goto(`http://localhost:${PORT}/`);
  await expect(page.locator('footer')).toContainText('深圳欧思拓跨境合规科技有限公司');
  const missing = await page.goto(urlOf('ost.localhost', '/no-such-page'));
  expect(missing?.status()).toBe(404);
  const internal = await page.goto(urlOf('ost.localhost', '/site/00/zh-CN'));
  expect(internal?.status()).toBe(404);
});

test('the home page is served from the cache', async ({ page }) => {
  await page.goto(urlOf('ost.localhost'));
  const again = await page.goto(urlOf('ost.localhost'));
  // The page cache in front of Next.js (src/lib/page-cache.ts) answers the second visit.
  expect(again?.headers()['x-page-cache']).toBe('HIT');
});

test.describe('accessibility', () => {
  const everyBrand = [
    'ost.localhost',
    'mdt.localhost',
    'sixdu.localhost',
    'xm.localhost',
    'tianhe.localhost',
    'lvzhou.localhost',
    'reme.localhost',
    'shuyou.localhost',
    'eu.localhost',
    'korea.localhost',
    'consult.localhost',
  ];
  const widths = [
    { name: 'desktop', width: 1440, height: 900 },
    { name: 'phone', width: 390, height: 844 },
  ];
  for (const host of everyBrand) {
    for (const viewport of widths) {
      test(`${host} home at ${viewport.name} width has no serious axe violations`, async ({ page }) => {
        await page.setViewportSize({ width: viewport.width, height: viewport.height });
        await page.goto(urlOf(host));
        expect(await seriousAxeViolations(page)).toEqual([]);
      });
    }
  }
});
