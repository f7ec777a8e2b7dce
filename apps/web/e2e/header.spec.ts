import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';
import { seriousAxeViolations } from './support/axe.ts';
import { e2eDatabase } from './support/database.ts';
import { expect, type Locator, type Page, test } from './support/fixtures.ts';

/**
 * The header (issue 3 item 3) for the brands 00, 01, 10 and 19 (and the EU variant where it
 * differs): menus and their special types, the hover timings (with Playwright's clock), the search
 * box, the language dropdown, the portal links and their query, the logged-in buttons, the scroll
 * opacity, the phone drawer, the keyboard and axe on the open mega-menu. Expected texts are the
 * seeded content of packages/db/content/brands.
 */

const PORT = Number(process.env.E2E_PORT ?? 3100);
const urlOf = (host: string, path = '/') => `http://${host}:${PORT}${path}`;

const db = new pg.Pool({ ...e2eDatabase, max: 2 });

test.afterAll(async () => {
  await db.end();
});

test.use({ viewport: { width: 1440, height: 900 } });

const nav = (page: Page, name = '主导航') => page.getByRole('navigation', { name });

/** Opens a page and waits for the header's islands to be interactive. */
const open = async (page: Page, host: string, path = '/') => {
  await page.goto(urlOf(host, path));
  await expect(page.locator('nav[data-ready]')).toBeAttached();
};

/** The dropdown a submenu button controls. */
const dropdownOf = async (page: Page, button: Locator): Promise<Locator> =>
  page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);

/** A point in the page's content, well away from the header and its panels. */
const moveAway = (page: Page) => page.mouse.move(720, 860);

interface MenuWire {
  id: number;
  typeValueOne: string;
  typeValueFour: string | null;
  children: MenuWire[];
}

/** The brand's menus as the gateway sends them (asked from the page: the Host picks the brand). */
const wireMenus = (page: Page) =>
  page.evaluate(async () => {
    const answer = await fetch('/api/business/officialQuery/getCommon');
    return ((await answer.json()) as { data: { pcnavList: MenuWire[] } }).data.pcnavList;
  });

test.describe('menus', () => {
  test('00: the logo goes home; the top-level menus come from the server', async ({ page }) => {
    await open(page, 'ost.localhost', '/ld/homes');
    const header = page.locator('header').first();
    await expect(header.getByRole('link', { name: /欧思拓/ }).first()).toHaveAttribute('href', '/');
    const labels = await nav(page)
      .locator(':scope > ul > li')
      .evaluateAll((items) => items.map((item) => item.querySelector('a, button, span')?.textContent?.trim()));
    expect(labels).toEqual(['首页', '免费试用', '产品服务', '在线工具', '行业洞察', '帮助中心', '关于我们']);
  });

  test('EU: the logo goes to the locale home', async ({ page }) => {
    await open(page, 'eu.localhost', '/de');
    await expect(page.locator('header a').first()).toHaveAttribute('href', '/de');
    await open(page, 'eu.localhost', '/en');
    await expect(page.locator('header a').first()).toHaveAttribute('href', '/en');
  });

  test('00 freeTrial: purchase guide to the buying guide with its id, calculators with theirs, an external link in a new tab', async ({
    page,
    context,
  }) => {
    await open(page, 'ost.localhost');
    const wire = (await wireMenus(page)).find((menu) => menu.typeValueFour === 'freeTrial');
    const idOf = (label: string) => wire?.children.find((child) => child.typeValueOne === label)?.id;
    const button = nav(page).getByRole('button', { name: '免费试用' });
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const dropdown = await dropdownOf(page, button);
    await expect(dropdown.getByRole('link', { name: /购买指南/ })).toHaveAttribute(
      'href',
      `/buyingGuide?id=${idOf('购买指南')}#questionnaire`,
    );
    await expect(dropdown.getByRole('link', { name: /VAT税金计算器/ })).toHaveAttribute(
      'href',
      `/ld/calculate/${idOf('VAT税金计算器')}`,
    );
    const vies = dropdown.getByRole('link', { name: /VIES/ });
    await expect(vies).toHaveAttribute('target', '_blank');
    await context.route('https://ec.europa.eu/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: 'VIES' }),
    );
    const [popup] = await Promise.all([page.waitForEvent('popup'), vies.click()]);
    await popup.waitForLoadState();
    expect(popup.url()).toBe('https://ec.europa.eu/taxation_customs/vies/');
    expect(page.url()).toBe(urlOf('ost.localhost'));
  });

  for (const host of ['ost.localhost', 'reme.localhost']) {
    test(`${host} OnlineTool: the EPR check and the recyclability assessment, both marked free`, async ({ page }) => {
      await open(page, host);
      const button = nav(page).getByRole('button', { name: '在线工具' });
      await button.hover();
      const dropdown = await dropdownOf(page, button);
      const check = dropdown.getByRole('link', { name: /EPR合规检查/ });
      const recycling = dropdown.getByRole('link', { name: /可回收性评估工具/ });
      await expect(check).toHaveAttribute('href', '/compliance_service_epr');
      await expect(recycling).toHaveAttribute('href', '/design_for_recycling');
      for (const tool of [check, recycling]) await expect(tool.getByText('免费', { exact: true })).toBeVisible();
    });
  }

  test('00 IndustryInsight: children list their news category', async ({ page }) => {
    await open(page, 'ost.localhost');
    const button = nav(page).getByRole('button', { name: '行业洞察' });
    await button.click();
    const dropdown = await dropdownOf(page, button);
    await expect(dropdown.getByRole('link', { name: /VAT资讯/ })).toHaveAttribute('href', '/ld/aboutVat/103');
  });

  test('10 XM: the fixed product-services menu, once, with the spec routes', async ({ page }) => {
    await page.clock.install();
    await open(page, 'xm.localhost');
    const main = nav(page, '主導航');
    await expect(main.getByText('產品服務', { exact: true })).toHaveCount(1);
    const button = main.getByRole('button', { name: '產品服務' });
    await button.hover();
    const dropdown = await dropdownOf(page, button);
    await expect(dropdown).toBeVisible();
    const left = dropdown.locator('ul').first();
    await expect(left.locator(':scope > li > :first-child')).toHaveText([
      /公司註冊/,
      /公司年審/,
      /會計審計/,
      /銀行開戶/,
      /秘書服務/,
    ]);
    // The first group shows until another is chosen: its countries as cards.
    const registration = dropdown.getByRole('button', { name: /公司註冊/ });
    await expect(registration).toHaveAttribute('aria-expanded', 'true');
    const cards = await dropdownOf(page, registration);
    await expect(cards.getByRole('link')).toHaveCount(5);
    await expect(cards.getByRole('link', { name: /香港公司註冊/ })).toHaveAttribute(
      'href',
      '/cht/Incorporation/IncorporationHK',
    );
    // Resting on the annual review for the 50 ms switch delay shows its countries.
    const review = dropdown.getByRole('button', { name: /公司年審/ });
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await review.hover();
    await page.clock.runFor(49);
    await expect(review).toHaveAttribute('aria-expanded', 'false');
    await page.clock.runFor(1);
    await expect(review).toHaveAttribute('aria-expanded', 'true');
    const reviewCards = await dropdownOf(page, review);
    await expect(reviewCards.getByRole('link')).toHaveText([/香港/, /美國/, /英國/, /新加坡/]);
    await expect(reviewCards.getByRole('link', { name: /新加坡公司年審/ })).toHaveAttribute(
      'href',
      '/cht/annualReview/annualReviewXJP',
    );
    for (const [name, href] of [
      ['會計審計', '/cht/accountingAudit'],
      ['銀行開戶', '/cht/bankAccount'],
      ['秘書服務', '/cht/secretaryServices'],
    ] as const) {
      await expect(
        dropdown
          .locator('ul')
          .first()
          .getByRole('link', { name: new RegExp(name) }),
      ).toHaveAttribute('href', href);
    }
  });

  test('01 MDT: the law-firm menu', async ({ page }) => {
    await open(page, 'mdt.localhost');
    const main = nav(page);
    for (const [name, href] of [
      ['首页', '/mdt/homes'],
      ['业务领域', '/mdt/trademark'],
      ['关于我们', '/mdt/aboutUs'],
      ['联系我们', '/mdt/contactUs'],
      ['常见问题', '/mdt/faq'],
    ] as const) {
      await expect(main.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    const toggle = main.getByRole('button', { name: '业务领域子菜单' });
    await toggle.click();
    const dropdown = await dropdownOf(page, toggle);
    const practice = dropdown.getByRole('link');
    await expect(practice).toHaveText([/商标/, /专利/, /版权/, /诉讼/]);
    expect(await practice.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual([
      '/mdt/trademark',
      '/mdt/patent',
      '/mdt/copyright',
      '/mdt/litigation',
    ]);
  });

  test('19 REME: its own menus, mega-menu panels with icon, name and description', async ({ page }) => {
    await open(page, 'reme.localhost');
    const link = nav(page).getByRole('link', { name: '合规服务', exact: true });
    await link.hover();
    const dropdown = await dropdownOf(page, nav(page).getByRole('button', { name: '合规服务子菜单' }));
    const card = dropdown.getByRole('link', { name: /GPSR合规/ });
    await expect(card).toBeVisible();
    await expect(card).toHaveAttribute('href', '/ld/ouAgent?type=gpsr');
    await expect(card.locator('svg')).toBeVisible();
    await expect(card).toContainText('通用产品安全法规负责人与标签整改');
  });

  test('the entry of the current route is highlighted, also after a client-side navigation', async ({ page }) => {
    await open(page, 'ost.localhost', '/ld/homes');
    const home = nav(page).getByRole('link', { name: '首页', exact: true });
    await expect(home).toHaveAttribute('aria-current', 'page');
    await open(page, 'mdt.localhost');
    await expect(nav(page).getByRole('link', { name: '首页', exact: true })).toHaveAttribute('aria-current', 'page');

    await open(page, 'ost.localhost', '/ld/price');
    await expect(nav(page).getByRole('link', { name: '产品服务', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await open(page, 'ost.localhost', '/ld/aboutVat/103');
    await expect(nav(page).getByRole('button', { name: '行业洞察' })).toHaveClass(/triggerActive/);
    // The submenu is closed: its link is found by its address, not by its role.
    await expect(nav(page).locator('a[href="/ld/aboutVat/103"]')).toHaveAttribute('aria-current', 'page');
    await open(page, 'xm.localhost', '/cht/accountingAudit');
    await expect(nav(page, '主導航').getByRole('button', { name: '產品服務' })).toHaveClass(/triggerActive/);

    await open(page, 'ost.localhost');
    await nav(page).getByRole('link', { name: '关于我们', exact: true }).click();
    await expect(page).toHaveURL(urlOf('ost.localhost', '/ld/aboutUs'));
    await expect(nav(page).getByRole('link', { name: '关于我们', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(nav(page).getByRole('link', { name: '首页', exact: true })).not.toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});

test.describe('hover timings', () => {
  for (const host of ['ost.localhost', 'mdt.localhost', 'reme.localhost']) {
    test(`${host}: open on enter, still open 99 ms after leave, closed at 100 ms, re-entering keeps it open`, async ({
      page,
    }) => {
      await page.clock.install();
      await open(page, host);
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
      const entry = nav(page).locator(':scope > ul > li').nth(1);
      const button = entry.locator('[aria-expanded]').first();
      const dropdown = await dropdownOf(page, button);

      await entry.locator(':scope > div:first-child > :first-child').hover();
      await expect(dropdown).toBeVisible();
      await moveAway(page);
      await page.clock.runFor(99);
      await expect(dropdown).toBeVisible();
      await page.clock.runFor(1);
      await expect(dropdown).toBeHidden();

      await entry.locator(':scope > div:first-child > :first-child').hover();
      await expect(dropdown).toBeVisible();
      await moveAway(page);
      await page.clock.runFor(60);
      await dropdown.hover();
      await page.clock.runFor(500);
      await expect(dropdown).toBeVisible();
      await moveAway(page);
      await page.clock.runFor(100);
      await expect(dropdown).toBeHidden();
    });
  }

  test('xm.localhost: moving to another entry switches at once', async ({ page }) => {
    await page.clock.install();
    await open(page, 'xm.localhost');
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    const main = nav(page, '主導航');
    const products = main.getByRole('button', { name: '產品服務' });
    const school = main.getByRole('button', { name: '出海學院子選單' });
    await products.hover();
    await expect(products).toHaveAttribute('aria-expanded', 'true');
    await main.getByRole('link', { name: '出海學院', exact: true }).hover();
    await expect(school).toHaveAttribute('aria-expanded', 'true');
    await expect(products).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('search', () => {
  test('00: hot searches on focus, live filtering ignoring case, no results with the price link', async ({ page }) => {
    await open(page, 'ost.localhost');
    const search = page.getByRole('search');
    const input = search.getByRole('searchbox', { name: '搜索产品与服务' });
    await expect(input).toHaveAttribute('placeholder', '搜索您感兴趣的产品');
    await expect(search.getByRole('button', { name: '搜索', exact: true })).toBeVisible();

    const hot = search.getByRole('list', { name: '热门搜索' });
    await expect(hot).toBeHidden();
    await input.focus();
    await expect(hot.getByRole('link')).toHaveText([
      '德国VAT注册',
      '英国VAT注册',
      '德国包装法LUCID注册',
      'GPSR欧盟责任人',
      'CBAM碳边境申报',
    ]);

    await input.fill('vat');
    const results = search.getByRole('list', { name: '搜索结果' }).getByRole('link');
    await expect(results).toHaveText([
      '德国VAT注册',
      '英国VAT注册',
      '法国VAT注册',
      '意大利VAT注册',
      '西班牙VAT注册',
      '波兰VAT注册',
      '捷克VAT注册',
    ]);
    await input.fill('GpSr');
    await expect(results).toHaveText(['GPSR欧盟责任人']);

    await input.fill('不存在的服务');
    await expect(search.getByText('暂无相关结果').first()).toBeVisible();
    await expect(search.getByRole('link', { name: '查看全部服务价格' })).toHaveAttribute('href', '/ld/price');

    await input.fill('英国vat');
    await results.first().click();
    await expect(page).toHaveURL(urlOf('ost.localhost', '/ld/VAT?country=0'));
  });

  test('00: the search button opens the first result; Escape closes the list', async ({ page }) => {
    await open(page, 'ost.localhost');
    const search = page.getByRole('search');
    const input = search.getByRole('searchbox');
    await input.focus();
    await input.press('ArrowDown');
    await expect(search.getByRole('list', { name: '热门搜索' }).getByRole('link').first()).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(input).toBeFocused();
    await input.fill('商标');
    await expect(search.getByRole('list', { name: '搜索结果' })).toBeVisible();
    await input.press('Escape');
    await expect(search.getByRole('list', { name: '搜索结果' })).toBeHidden();
    await search.getByRole('button', { name: '搜索', exact: true }).click();
    await expect(page).toHaveURL(urlOf('ost.localhost', '/search'));
  });

  test('10 XM: traditional texts and its own services', async ({ page }) => {
    await open(page, 'xm.localhost');
    const search = page.getByRole('search');
    const input = search.getByRole('searchbox');
    await expect(input).toHaveAttribute('placeholder', '搜索您感興趣的產品');
    await expect(search.getByRole('button', { name: '搜索', exact: true })).toBeVisible();
    await input.fill('年審');
    await expect(search.getByRole('list', { name: '搜索結果' }).getByRole('link').first()).toHaveAttribute(
      'href',
      /\/cht\/annualReview\//,
    );
    await input.fill('zzz');
    await expect(search.getByText('暫無相關結果').first()).toBeVisible();
  });

  test('01 and 19: the search box filters their own services', async ({ page }) => {
    await open(page, 'mdt.localhost');
    await page.getByRole('searchbox').fill('TRO');
    await expect(page.getByRole('list', { name: '搜索结果' }).getByRole('link')).toHaveText(['TRO临时禁令应诉']);
    await open(page, 'reme.localhost');
    await page.getByRole('searchbox').focus();
    await expect(page.getByRole('list', { name: '热门搜索' }).getByRole('link').first()).toHaveText('GPSR欧盟负责人');
  });

  test('the English variant has no search box', async ({ page }) => {
    await open(page, 'eu.localhost', '/en');
    await expect(page.getByRole('search')).toHaveCount(0);
    await expect(page.getByRole('searchbox')).toHaveCount(0);
  });
});

test.describe('language dropdown', () => {
  test('00: simplified Chinese, and English leading to the English site', async ({ page }) => {
    await open(page, 'ost.localhost');
    const button = page.getByRole('button', { name: '语言: 简体中文' });
    await button.click();
    const list = await dropdownOf(page, button);
    await expect(list.getByText('简体中文')).toHaveAttribute('aria-current', 'true');
    await expect(list.getByRole('link', { name: 'English' })).toHaveAttribute('href', urlOf('eu.localhost', '/en'));
    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('10 XM: traditional Chinese', async ({ page }) => {
    await open(page, 'xm.localhost');
    await expect(page.getByRole('button', { name: '語言: 繁體中文' })).toBeVisible();
  });

  test('EU: the same page in the other locale', async ({ page }) => {
    await open(page, 'eu.localhost', '/en');
    const button = page.getByRole('button', { name: 'Language: English' });
    await button.click();
    await expect((await dropdownOf(page, button)).getByRole('link', { name: 'Deutsch' })).toHaveAttribute(
      'href',
      '/de',
    );
  });
});

test.describe('login and register', () => {
  for (const [host, login, register] of [
    ['ost.localhost', '登录', '免费注册'],
    ['mdt.localhost', '登录', '免费注册'],
    ['xm.localhost', '登入', '免費註冊'],
    ['reme.localhost', '登录', '免费注册'],
  ] as const) {
    test(`${host}: the portal opens in a new tab with the page's query and pointType`, async ({ page, context }) => {
      await context.route(
        (url) => url.pathname.startsWith('/user/'),
        (route) => route.fulfill({ contentType: 'text/html', body: 'portal' }),
      );
      await open(page, host, '/?channelNo=e2e01&from=ad');
      const header = page.locator('header');
      const [loginTab] = await Promise.all([
        page.waitForEvent('popup'),
        header.getByRole('link', { name: new RegExp(`^${login}`) }).click(),
      ]);
      await loginTab.waitForLoadState();
      expect(loginTab.url()).toBe(urlOf(host, '/user/login?channelNo=e2e01&from=ad&pointType=logins'));
      const [registerTab] = await Promise.all([
        page.waitForEvent('popup'),
        header.getByRole('link', { name: new RegExp(`^${register}`) }).click(),
      ]);
      await registerTab.waitForLoadState();
      expect(registerTab.url()).toBe(urlOf(host, '/user/register?channelNo=e2e01&from=ad&pointType=registers'));
    });
  }
});

/** A user with a live session; returns the session's token (the login code). */
const createSession = async (platform: string): Promise<string> => {
  const token = randomBytes(24).toString('hex');
  const mercNo = `E2EH${randomBytes(6).toString('hex')}`;
  const phone = `137${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const user = await db.query<{ id: number }>(
    'INSERT INTO users (merc_no, platform, phone) VALUES ($1, $2, $3) RETURNING id',
    [mercNo, platform, phone],
  );
  await db.query("INSERT INTO sessions (token_hash, user_id, expires_at) VALUES ($1, $2, now() + interval '1 day')", [
    createHash('sha256').update(token).digest('hex'),
    user.rows[0]?.id,
  ]);
  return token;
};

test.describe('logged in', () => {
  for (const [host, platform, logout, workbench, loggedOut, login] of [
    ['ost.localhost', '00', '退出登录', '进入工作台', '账号已退出', '登录'],
    ['xm.localhost', '10', '退出登錄', '進入工作台', '帳號已退出', '登入'],
  ] as const) {
    test(`${host}: log out and enter workbench`, async ({ page, context }) => {
      const token = await createSession(platform);
      await context.addCookies([{ name: 'loginCode', value: token, url: urlOf(host) }]);
      await open(page, host);
      const header = page.locator('header');
      const logoutButton = header.getByRole('button', { name: logout });
      await expect(logoutButton).toBeVisible();
      const enter = header.getByRole('link', { name: new RegExp(`^${workbench}`) });
      await expect(enter).toHaveAttribute('href', '/user/workbench');
      await expect(enter).toHaveAttribute('target', '_blank');
      await expect(header.getByRole('link', { name: new RegExp(`^${login}`) })).toHaveCount(0);

      await logoutButton.click();
      await expect(page.getByText(loggedOut)).toBeVisible();
      await expect(header.getByRole('link', { name: new RegExp(`^${login}`) })).toBeVisible();
      await expect(logoutButton).toHaveCount(0);
    });
  }
});

test.describe('scroll opacity', () => {
  const alpha = (page: Page) =>
    page
      .locator('header')
      .first()
      .evaluate((header) => {
        const match = /rgba\([^)]*,\s*([\d.]+)\)/.exec(getComputedStyle(header).backgroundColor);
        return match ? Number(match[1]) : 1;
      });
  /** The blur behind the header: only while the page is under a header that is not yet opaque. */
  const blur = (page: Page) =>
    page
      .locator('header')
      .first()
      .evaluate((header) => getComputedStyle(header).backdropFilter);
  const scrollTo = (page: Page, top: number) =>
    page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top);

  for (const host of ['ost.localhost', 'xm.localhost']) {
    test(`${host}: 0.8 at the top, 0.9 at 100 px, 1 from 200 px; blurred only in between`, async ({ page }) => {
      await open(page, host);
      await expect.poll(() => alpha(page)).toBeCloseTo(0.8, 3);
      expect(await blur(page)).toBe('none');
      await scrollTo(page, 100);
      await expect.poll(() => alpha(page)).toBeCloseTo(0.9, 3);
      await expect.poll(() => blur(page)).toContain('blur(12px)');
      await scrollTo(page, 200);
      await expect.poll(() => alpha(page)).toBe(1);
      await expect.poll(() => blur(page)).toBe('none');
      await scrollTo(page, 900);
      await expect.poll(() => alpha(page)).toBe(1);
      await scrollTo(page, 0);
      await expect.poll(() => alpha(page)).toBeCloseTo(0.8, 3);
      await expect.poll(() => blur(page)).toBe('none');
    });
  }
});

test.describe('phone drawer', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const [host, openMenu, group, child, login] of [
    ['ost.localhost', '打开菜单', '免费试用', '购买指南', '登录'],
    ['mdt.localhost', '打开菜单', '业务领域子菜单', '专利', '登录'],
    ['xm.localhost', '打開選單', '產品服務', '香港公司註冊', '登入'],
    ['reme.localhost', '打开菜单', '免费测评', '购买指南', '登录'],
  ] as const) {
    test(`${host}: the menu button opens the drawer with search, menus and the portal buttons`, async ({ page }) => {
      await open(page, host);
      const menuButton = page.getByRole('button', { name: openMenu });
      await expect(menuButton).toBeVisible();
      await expect(page.locator('header nav').first()).toBeHidden();
      await menuButton.click();
      const drawer = page.locator('[popover]:popover-open');
      await expect(drawer).toBeVisible();
      await expect(drawer.getByRole('searchbox')).toBeVisible();
      await expect(drawer.getByRole('link', { name: new RegExp(`^${login}`) })).toBeVisible();
      const groupButton = drawer.getByRole('button', { name: group });
      await groupButton.click();
      await expect(groupButton).toHaveAttribute('aria-expanded', 'true');
      await expect(drawer.getByRole('link', { name: new RegExp(child) }).first()).toBeVisible();
      const box = await drawer.boundingBox();
      expect(box?.width).toBe(390);
      // Escape closes the open submenu first, then the drawer.
      await page.keyboard.press('Escape');
      await expect(groupButton).toHaveAttribute('aria-expanded', 'false');
      await expect(drawer).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
    });
  }
});

test.describe('keyboard', () => {
  test('00: Tab reaches the menus, Enter and ArrowDown open, arrows move, Escape closes back to the button', async ({
    page,
  }) => {
    await open(page, 'ost.localhost');
    const main = nav(page);
    const home = main.getByRole('link', { name: '首页', exact: true });
    await home.focus();
    await page.keyboard.press('Tab');
    const freeTrial = main.getByRole('button', { name: '免费试用' });
    await expect(freeTrial).toBeFocused();
    expect(await freeTrial.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe('none');

    await page.keyboard.press('Enter');
    await expect(freeTrial).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowDown');
    const dropdown = await dropdownOf(page, freeTrial);
    await expect(dropdown.getByRole('link').first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(dropdown.getByRole('link').nth(1)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(freeTrial).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Escape');
    await expect(freeTrial).toHaveAttribute('aria-expanded', 'false');
    await expect(freeTrial).toBeFocused();

    await page.keyboard.press('ArrowRight');
    await expect(main.getByRole('link', { name: '产品服务', exact: true })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    const services = main.getByRole('button', { name: '产品服务子菜单' });
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    const vat = (await dropdownOf(page, services)).getByRole('link', { name: /^VAT税务/ });
    await expect(vat).toBeFocused();
    // Tab goes into the focused entry's panel.
    await page.keyboard.press('Tab');
    await expect(page.locator(':focus')).toHaveAttribute('href', '/ld/VAT?country=0');
    // Focus leaving the entry closes it.
    await main.getByRole('link', { name: '首页', exact: true }).focus();
    await expect(services).toHaveAttribute('aria-expanded', 'false');
  });

  test('XM: the group entries of the fixed menu are reachable with the keyboard', async ({ page }) => {
    await open(page, 'xm.localhost');
    const main = nav(page, '主導航');
    const products = main.getByRole('button', { name: '產品服務' });
    await products.focus();
    await page.keyboard.press('ArrowDown');
    const review = main.getByRole('button', { name: /公司年審/ });
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(review).toBeFocused();
    await expect(review).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(page.locator(':focus')).toHaveAttribute('href', '/cht/annualReview/annualReviewHK');
  });
});

test.describe('accessibility', () => {
  const seriousViolations = (page: Page) => seriousAxeViolations(page, 'header');

  for (const [host, entry, query] of [
    ['ost.localhost', '产品服务', '注'],
    ['mdt.localhost', '业务领域', '商标'],
    ['xm.localhost', '產品服務', '香港'],
    ['reme.localhost', '合规服务', 'GPSR'],
  ] as const) {
    test(`${host}: the open mega-menu and the search list have no serious axe violations`, async ({ page }) => {
      await open(page, host);
      const main = page.getByRole('navigation').first();
      await main
        .getByRole('link', { name: entry, exact: true })
        .or(main.getByRole('button', { name: entry, exact: true }))
        .hover();
      await expect(main.locator('li[data-open]')).toHaveCount(1);
      await page.waitForTimeout(250);
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('searchbox').fill(query);
      await expect(page.getByRole('search').getByRole('list')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
