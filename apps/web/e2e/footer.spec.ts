import { expect, type Page, test } from './support/fixtures.ts';

/**
 * The footer of brands 00, 01, 10 and 19 (spec section 2, "Footer"): contact lines, company and
 * filings, the four blocks, the wording of the MDT and REME variants, REME's 2025 copyright, and the
 * bottom registration banner (absent for MDT, its button hidden on REME's contact pages, opening the
 * portal's registration like the header's button). Expected texts are the seed content of
 * packages/db/content/brands and the variant wording of src/features/footer/footer-rules.ts.
 */

const PORT = Number(process.env.E2E_PORT ?? 3100);
const urlOf = (host: string, path = '/') => `http://${host}:${PORT}${path}`;

// A Chinese browser: the language-change modal (issue 3, part C) stays closed on the Chinese brands.
test.use({ locale: 'zh-CN' });
const footer = (page: Page) => page.getByRole('contentinfo');

interface FooterCase {
  host: string;
  blocks: [string, string, string, string];
  contact: [string, string][];
  companyName: string;
  filingNo: string;
  policeNo: string;
  licence: string;
  copyright: string;
  hotline: string;
  notice: string | null;
  banner: { title: string; button: string } | null;
}

const CASES: FooterCase[] = [
  {
    host: 'ost.localhost',
    blocks: ['快速入口', '联系我们', '友情链接', '关注我们'],
    contact: [
      ['服务热线', '400-836-2718'],
      ['渠道合作', '189-2654-7316'],
      ['官方邮箱', 'service@ost-compliance.cn'],
      ['公司地址', '深圳市南山区粤海街道高新南七道18号海岸科创中心A座21楼'],
    ],
    companyName: '深圳欧思拓跨境合规科技有限公司',
    filingNo: '粤ICP备2021086473号-1',
    policeNo: '粤公网安备44030502008317号',
    licence: '增值电信业务经营许可证：粤B2-20210935',
    copyright: 'Copyright © 2017-2026 深圳欧思拓跨境合规科技有限公司 All Rights Reserved',
    hotline: '全国服务热线',
    notice: null,
    banner: { title: '注册即领新人合规礼包', button: '立即注册' },
  },
  {
    host: 'mdt.localhost',
    blocks: ['律所导航', '联系律所', '知识产权机构', '关注律所'],
    contact: [
      ['咨询热线', '400-902-6135'],
      ['机构合作', '020-3892-6071'],
      ['律所邮箱', 'counsel@mdt-iplaw.com'],
      ['律所地址', '广州市天河区珠江新城花城大道85号远洋中心27楼2703室'],
    ],
    companyName: '广东明德通律师事务所',
    filingNo: '粤ICP备2021140528号-1',
    policeNo: '粤公网安备44010602011876号',
    licence: '律师事务所执业许可证：31440000MD0172853K（广东省司法厅颁发）',
    copyright: 'Copyright © 2019-2026 广东明德通律师事务所 All Rights Reserved',
    hotline: '法律咨询热线',
    notice: '本网站内容仅为一般性法律信息，不构成针对具体事项的法律意见；委托关系以双方签署的委托代理合同为准。',
    banner: null,
  },
  {
    host: 'xm.localhost',
    blocks: ['熱門服務', '聯繫我們', '友情鏈接', '關注我們'],
    contact: [
      ['服務熱線', '400-869-3310'],
      ['商務合作', '+852 3705 2618'],
      ['官方電郵', 'service@xmglobal.hk'],
      ['公司地址', '香港九龍尖沙咀廣東道33號中港城第二座15樓1503室'],
    ],
    companyName: '信邁企業服務（香港）有限公司',
    filingNo: '粵ICP備2020117652號-1',
    policeNo: '粵公網安備44030502006142號',
    licence: '香港信託或公司服務提供者牌照：TC006418 ｜ 香港公司編號：2856731',
    copyright: 'Copyright © 2019-2026 信邁企業服務（香港）有限公司 版權所有',
    hotline: '服務熱線',
    notice: null,
    banner: { title: '註冊即享新客禮遇', button: '立即註冊' },
  },
  {
    host: 'reme.localhost',
    blocks: ['服务入口', '联系瑞美', '友情链接', '关注瑞美'],
    contact: [
      ['服务热线', '400-998-2519'],
      ['商务合作', 'bd@remecompliance.com'],
      ['客服邮箱', 'support@remecompliance.com'],
      ['公司地址', '深圳市宝安区西乡街道宝源路1065号智汇创新中心A座12层'],
    ],
    companyName: '深圳市瑞美合规技术服务有限公司',
    filingNo: '粤ICP备2024107315号-1',
    policeNo: '粤公网安备44030602008254号',
    licence: '营业执照统一社会信用代码：91440300MADG4R7E2C',
    copyright: 'Copyright © 2025 深圳市瑞美合规技术服务有限公司 All Rights Reserved',
    hotline: '合规咨询热线',
    notice: '法律声明：欧盟及英国授权代表服务的责任范围以双方签署的授权代表协议为准，本站内容不构成检测或认证结论。',
    banner: { title: '注册领取GPSR合规自查包', button: '立即注册' },
  },
];

for (const brand of CASES) {
  test.describe(brand.host, () => {
    test('shows contact lines, company, filings, licence, copyright and the four blocks', async ({ page }) => {
      await page.goto(urlOf(brand.host, '/ld/price'));
      const f = footer(page);
      for (const title of brand.blocks)
        await expect(f.getByRole('heading', { name: title, exact: true })).toBeVisible();
      for (const [label, value] of brand.contact) {
        await expect(f.getByText(label, { exact: true }).first()).toBeVisible();
        await expect(f.getByText(value, { exact: true }).first()).toBeVisible();
      }
      // Function links, friendly links (a new tab) and follow-us QR codes.
      const [functions, , friends, qr] = brand.blocks;
      await expect(
        f.locator('section', { has: page.getByRole('heading', { name: functions }) }).getByRole('link'),
      ).not.toHaveCount(0);
      const friendly = f.locator('section', { has: page.getByRole('heading', { name: friends }) }).getByRole('link');
      await expect(friendly.first()).toHaveAttribute('target', '_blank');
      await expect(
        f.locator('section', { has: page.getByRole('heading', { name: qr }) }).getByRole('img'),
      ).not.toHaveCount(0);

      await expect(f.getByText(brand.companyName, { exact: true }).first()).toBeVisible();
      const filing = f.getByRole('link', { name: brand.filingNo });
      await expect(filing).toHaveAttribute('href', 'https://beian.miit.gov.cn/');
      const police = f.getByRole('link', { name: brand.policeNo });
      await expect(police).toHaveAttribute('href', /^https:\/\/beian\.mps\.gov\.cn\//);
      await expect(f.getByText(brand.licence, { exact: true })).toBeVisible();
      await expect(f.getByText(brand.copyright, { exact: true })).toBeVisible();
    });

    test('speaks in its variant wording', async ({ page }) => {
      await page.goto(urlOf(brand.host));
      const f = footer(page);
      // The label over the hotline number of the brand column (the contact block may use the same words).
      await expect(f.getByRole('paragraph').filter({ hasText: new RegExp(`^${brand.hotline}$`) })).toBeVisible();
      if (brand.notice) await expect(f.getByText(brand.notice, { exact: true })).toBeVisible();
      else await expect(f.getByText(/^(法律声明：|本网站内容仅为|本平台为自助服务平台)/)).toHaveCount(0);
    });

    test(
      brand.banner ? 'ends every default-layout page with the registration banner' : 'has no registration banner',
      async ({ page }) => {
        for (const path of ['/', '/ld/price', '/no-such-page']) {
          await page.goto(urlOf(brand.host, path));
          const banner = footer(page).getByRole('region', { name: brand.banner?.title ?? /./ });
          if (!brand.banner) {
            await expect(footer(page).locator('#register-title')).toHaveCount(0);
            continue;
          }
          await expect(banner, path).toBeVisible();
          await expect(banner.getByRole('link', { name: brand.banner.button }), path).toBeVisible();
        }
      },
    );
  });
}

test.describe('the registration banner', () => {
  // The width of the screenshots: at narrower desktop widths the floating right panel covers the button's right edge.
  test.use({ viewport: { width: 1440, height: 900 } });

  test("opens the portal's registration in a new tab with the page's query, like the header's button", async ({
    page,
    context,
  }) => {
    await page.goto(urlOf('ost.localhost', '/ld/price?channelNo=ch42'));
    const button = footer(page).getByRole('link', { name: '立即注册' });
    await expect(button).toHaveAttribute('target', '_blank');
    const [popup] = await Promise.all([context.waitForEvent('page'), button.click()]);
    const opened = new URL(popup.url());
    expect(opened.pathname).toBe('/user/register');
    expect(opened.searchParams.get('pointType')).toBe('registers');
    expect(opened.searchParams.get('channelNo')).toBe('ch42');
    await popup.close();
  });

  test("hides its button on REME's contact pages, and only there", async ({ page }) => {
    for (const path of ['/ld/contactUs', '/contact']) {
      const response = await page.goto(urlOf('reme.localhost', path));
      expect(response?.status()).toBe(200);
      // Hidden in the server's HTML already, not only after the page's script runs.
      const html = (await response?.text()) ?? '';
      const bannerHtml = html.match(/id="register-title"[\s\S]*?<\/section>/)?.[0] ?? '';
      expect(bannerHtml).toContain('注册领取GPSR合规自查包');
      expect(bannerHtml).not.toContain('href=');
      const banner = footer(page).getByRole('region', { name: '注册领取GPSR合规自查包' });
      await expect(banner).toBeVisible();
      await expect(banner.getByRole('link')).toHaveCount(0);
    }
    await page.goto(urlOf('ost.localhost', '/ld/contactUs'));
    await expect(footer(page).getByRole('link', { name: '立即注册' })).toBeVisible();
  });

  test('is not on activity or blank pages', async ({ page }) => {
    await page.goto(urlOf('ost.localhost', '/anniversary'));
    await expect(page.locator('#register-title')).toHaveCount(0);
    await page.goto(urlOf('ost.localhost', '/amazon'));
    await expect(page.locator('#register-title')).toHaveCount(0);
  });
});

test.describe('REME copyright', () => {
  test('reads 2025 and nothing adds another year', async ({ page }) => {
    for (const path of ['/', '/ld/aboutUs', '/no-such-page']) {
      await page.goto(urlOf('reme.localhost', path));
      const line = footer(page).getByText(/^Copyright ©/);
      await expect(line).toHaveText('Copyright © 2025 深圳市瑞美合规技术服务有限公司 All Rights Reserved');
      await expect(footer(page)).not.toContainText('2026');
    }
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const host of ['ost.localhost', 'mdt.localhost', 'xm.localhost', 'reme.localhost']) {
    test(`${host} footer fits the screen`, async ({ page }) => {
      await page.goto(urlOf(host, '/ld/price'));
      await footer(page).scrollIntoViewIfNeeded();
      await expect(footer(page)).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});
