import { mkdirSync } from 'node:fs';
import { seriousAxeViolations } from './support/axe.ts';
import { expect, gotoHydrated, type Locator, type Page, test } from './support/fixtures.ts';

/**
 * The IP search pages (issue 8, section 4): the trademark clearance search on the sample registry (every matcher's
 * neighbour with its badge, the verdict, the sample label, filters, the shared link, bad input next to the box, the
 * device's history), the category search in Chinese and English with the class browser, the combined entry's tabs,
 * keyboard use, phone layout and axe.
 */

const PORT = Number(process.env.E2E_PORT ?? 3100);
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots/f';
mkdirSync(SHOTS, { recursive: true });
const urlOf = (path: string, host = 'ost.localhost') => `http://${host}:${PORT}${path}`;

const markBox = (page: Page) => page.getByRole('textbox', { name: '商标名称' });
/** The message next to a search box (Next.js's route announcer is an alert too). */
const fieldAlert = (page: Page) => page.locator('form [role="alert"]');
const hits = (page: Page) => page.getByTestId('hit');
const hitOf = (page: Page, mark: string): Locator => page.locator(`[data-testid="hit"][data-mark="${mark}"]`);
const badges = (hit: Locator) => hit.getByRole('list', { name: '近似方式' }).getByRole('listitem');

async function search(page: Page, mark: string, office = '') {
  await markBox(page).fill(mark);
  await page.getByLabel('国家/地区', { exact: true }).first().selectOption(office);
  await page.getByRole('button', { name: '查询', exact: true }).click();
}

test.describe('trademark search', () => {
  test('finds every kind of neighbour on the sample registry, with badges, verdict and the sample label', async ({
    page,
  }) => {
    await gotoHydrated(page, urlOf('/search'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // Phonetic: FONE ~ PHONE (and the exact variant).
    await search(page, 'PHONE');
    await expect(hitOf(page, 'FONE')).toBeVisible();
    await expect(badges(hitOf(page, 'FONE')).filter({ hasText: '读音近似' })).toHaveCount(1);
    await expect(page.getByTestId('sample-notice')).toContainText('示例数据');
    await expect(page.getByTestId('verdict')).toHaveAttribute('data-risk', 'high');
    await expect(page.getByTestId('verdict')).toContainText('高风险');
    await expect(hitOf(page, 'FONE')).toContainText('英国');
    await expect(hitOf(page, 'FONE')).toContainText('第9类');
    await expect(hitOf(page, 'FONE')).toContainText('2016-05-23');
    await expect(hitOf(page, 'FONE')).toContainText('Fonewell Telecom Ltd');
    await expect(page).toHaveURL(/\/search\?markElement=PHONE$/);

    // Exact after normalisation: full-width BLUE WAVE.
    await search(page, 'ＢＬＵＥ　ＷＡＶＥ');
    await expect(badges(hitOf(page, 'BLUE WAVE')).filter({ hasText: '完全相同' })).toHaveCount(1);
    await expect(badges(hitOf(page, 'Blue-Wave')).filter({ hasText: '完全相同' })).toHaveCount(1);

    // Visual: NETFLAIR ~ NETFLARE.
    await search(page, 'NETFLAIR');
    await expect(badges(hitOf(page, 'NETFLARE')).filter({ hasText: '字形近似' })).toHaveCount(1);

    // Component: SUNRAY inside SUNRAY HOME.
    await search(page, 'SUNRAY');
    await expect(badges(hitOf(page, 'SUNRAY HOME')).filter({ hasText: '包含关系' })).toHaveCount(1);

    // Skeleton: STRIPE ~ STRYPE.
    await search(page, 'STRIPE');
    await expect(badges(hitOf(page, 'STRYPE')).filter({ hasText: '辅音结构相同' })).toHaveCount(1);

    // Pinyin: 龙腾 ~ LONGTENG, both ways.
    await search(page, '龙腾');
    await expect(badges(hitOf(page, 'LONGTENG')).filter({ hasText: '拼音相同' })).toHaveCount(1);
    await search(page, 'LONGTENG');
    await expect(badges(hitOf(page, '龙腾')).filter({ hasText: '拼音相同' })).toHaveCount(1);
    await page.locator('#trademark-search').screenshot({ path: `${SHOTS}/search-longteng.png` });
  });

  test('filters the results by office, class and status', async ({ page }) => {
    await gotoHydrated(page, urlOf('/search?markElement=SUNRAY'));
    await expect(hitOf(page, 'SUNRAY HOME')).toBeVisible();
    const all = await hits(page).count();
    expect(all).toBeGreaterThan(2);
    const filters = page.getByRole('group', { name: '筛选结果' });

    await filters.getByLabel('国家/地区').selectOption({ label: '欧盟' });
    await expect(hitOf(page, 'SUNRAY HOME')).toBeVisible();
    await expect(hitOf(page, 'SUNRAY')).toHaveCount(0);
    for (const office of await hits(page).locator('dd').nth(0).allTextContents()) expect(office).toBe('欧盟');

    await filters.getByLabel('国家/地区').selectOption('');
    await filters.getByLabel('类别').selectOption({ label: '第11类' });
    await expect(hitOf(page, 'SUNRAY')).toBeVisible();
    await expect(hitOf(page, 'SUNRAY HOME')).toHaveCount(0);

    await filters.getByLabel('类别').selectOption('');
    await filters.getByLabel('状态').selectOption({ label: '已失效' });
    await expect(hitOf(page, 'SUN-RAY')).toBeVisible();
    await expect(hitOf(page, 'SUNRAY')).toHaveCount(0);
    await expect(page.getByTestId('result-count')).toContainText('显示');

    await page.getByRole('button', { name: '清除筛选' }).click();
    await expect(hits(page)).toHaveCount(all);
  });

  test('a shared link shows the same results, and the page itself is the same for everyone', async ({ page }) => {
    await gotoHydrated(page, urlOf('/search'));
    await search(page, 'FONE', 'UK');
    await expect(hitOf(page, 'FONE')).toBeVisible();
    const shared = page.url();
    expect(shared).toContain('markElement=FONE');
    expect(shared).toContain('country=UK');
    const first = await hits(page).evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-mark')));

    const other = await page.context().browser()?.newContext({ locale: 'zh-CN' });
    if (!other) throw new Error('no browser');
    const second = await other.newPage();
    await second.goto(shared);
    await expect(markBox(second)).toHaveValue('FONE');
    await expect(hitOf(second, 'FONE')).toBeVisible();
    expect(await hits(second).evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-mark')))).toEqual(first);
    await expect(second.getByRole('combobox', { name: '国家/地区' }).first()).toHaveValue('UK');
    await other.close();

    // The HTML does not depend on the query (it is cached): the results are fetched in the browser.
    const html = await page.evaluate(async () => {
      const res = await fetch('/search?markElement=FONE&country=UK', { cache: 'no-store' });
      return { status: res.status, text: await res.text() };
    });
    expect(html.status).toBe(200);
    expect(html.text).not.toContain('Fonewell');
  });

  test('bad input gets its message next to the box, never a failure page', async ({ page }) => {
    await gotoHydrated(page, urlOf('/search'));
    const box = markBox(page);
    const button = page.getByRole('button', { name: '查询', exact: true });

    await button.click();
    await expect(fieldAlert(page)).toHaveText('请输入商标名称');
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toBeFocused();
    const describedBy = (await box.getAttribute('aria-describedby')) ?? '';
    const errorId = describedBy.split(' ').find((id) => id.endsWith('-mark-error'));
    expect(errorId).toBeTruthy();

    await box.fill('A'.repeat(51));
    await button.click();
    await expect(fieldAlert(page)).toHaveText('商标名称不能超过50个字符');

    await box.fill('！!——...');
    await button.click();
    await expect(fieldAlert(page)).toContainText('不能只有标点符号');
    await page.screenshot({ path: `${SHOTS}/search-bad-input.png` });

    // The same from a shared link: the message, no request error.
    await gotoHydrated(page, urlOf('/search?markElement=%21%21%21'));
    await expect(fieldAlert(page)).toContainText('不能只有标点符号');

    await box.fill('FONE');
    await button.click();
    await expect(fieldAlert(page)).toHaveCount(0);
    await expect(hitOf(page, 'FONE')).toBeVisible();
  });

  test('keyboard only: type, choose an office and a class, search, reach the results', async ({ page }) => {
    await gotoHydrated(page, urlOf('/search'));
    await markBox(page).focus();
    await page.keyboard.type('KWIK');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('combobox', { name: '国家/地区' }).first()).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: '查询', exact: true })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab'); // class 2
    await page.keyboard.press('Space');
    await expect(page.getByRole('checkbox', { name: '2. 颜料油漆' })).toBeChecked();
    await page.keyboard.press('Space');
    await markBox(page).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 2, name: /^检索结果：/ })).toBeFocused();
    await expect(hitOf(page, 'KWIK').first()).toBeVisible();
  });

  test('phone layout: nothing wider than the screen, and axe finds no serious problem', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 375, height: 800 }, locale: 'zh-CN' });
    const page = await context.newPage();
    await gotoHydrated(page, urlOf('/search?markElement=SUNRAY'));
    await expect(hitOf(page, 'SUNRAY HOME')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${SHOTS}/search-phone.png` });
    await page
      .getByTestId('hit')
      .first()
      .screenshot({ path: `${SHOTS}/search-phone-hit.png` });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await context.close();
  });

  test('desktop axe on the results', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await gotoHydrated(page, urlOf('/search?markElement=STRIPE&classes=25'));
    await expect(hitOf(page, 'STRYPE')).toBeVisible();
    await expect(page.getByRole('group', { name: /尼斯分类/ })).toBeHidden();
    await page.locator('#trademark-search').screenshot({ path: `${SHOTS}/search-desktop.png` });
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});

test.describe("the law firm's search (MDT): no verdict without data, well-known marks, meaning, glyphs, script", () => {
  const mdt = (path: string) => urlOf(path, 'mdt.localhost');
  const verdict = (page: Page) => page.getByTestId('verdict');
  const topFive = async (page: Page) =>
    (await hits(page).evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-mark')))).slice(0, 5);

  test('over the sample registry it says it cannot judge and leads to the attorney, never "consider filing"', async ({
    page,
  }) => {
    await gotoHydrated(page, mdt('/search'));
    await expect(page.getByTestId('coverage')).toContainText('尚未导入任何商标局的数据');
    await search(page, 'QZXWVJ KPLMNRT');
    await expect(verdict(page)).toHaveAttribute('data-risk', 'unknown');
    await expect(verdict(page)).toContainText('无法判断');
    await expect(verdict(page)).not.toContainText('可考虑申请');
    const cannot = page.getByTestId('cannot-judge');
    await expect(cannot).toContainText('请商标律师查询商标局的正式数据');
    await cannot.getByRole('button', { name: '请律师查询正式数据' }).click();
    await expect(page.getByRole('dialog', { name: /申请律师人工复核/ })).toBeVisible();
  });

  test("华为 and NIKE are high risk as well-known marks, with the reason in a seller's words", async ({ page }) => {
    await gotoHydrated(page, mdt('/search'));
    for (const [query, mark] of [
      ['华为', '华为'],
      ['NIKE', 'NIKE'],
    ] as const) {
      await search(page, query);
      await expect(verdict(page)).toHaveAttribute('data-risk', 'high');
      const card = page.locator(`[data-testid="well-known"][data-mark="${mark}"]`);
      await expect(card).toContainText('知名、驰名商标的保护不限于其注册的类别');
      await expect(card).toContainText('高风险');
      await expect(card).toContainText('待律师核实');
    }
    await page.locator('#trademark-search').screenshot({ path: `${SHOTS}/mdt-search-huawei-nike.png` });
  });

  test('MOON finds LUNA, 己知 finds 已知 and 门 finds 門 in the top 5, each with its matcher named', async ({
    page,
  }) => {
    await gotoHydrated(page, mdt('/search'));
    for (const [query, mark, badge] of [
      ['MOON', 'LUNA', '含义近似'],
      ['己知', '已知', '汉字形近'],
      ['门', '門', '繁简体相同'],
    ] as const) {
      await search(page, query);
      await expect(hitOf(page, mark)).toBeVisible();
      expect(await topFive(page)).toContain(mark);
      await expect(badges(hitOf(page, mark)).filter({ hasText: badge })).toHaveCount(1);
    }
    await expect(hitOf(page, '門')).toContainText('繁简体相同：门 与 門');
  });

  test('desktop and phone screenshots of the search page, nothing wider than a phone', async ({ browser }) => {
    for (const [name, viewport] of [
      ['desktop', { width: 1280, height: 900 }],
      ['phone', { width: 375, height: 800 }],
    ] as const) {
      const context = await browser.newContext({ viewport, locale: 'zh-CN' });
      const page = await context.newPage();
      await gotoHydrated(page, mdt('/search?markElement=%E5%8D%8E%E4%B8%BA'));
      await expect(page.getByTestId('well-known').first()).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `${SHOTS}/mdt-search-${name}.png`, fullPage: true });
      expect(await seriousAxeViolations(page)).toEqual([]);
      await context.close();
    }
  });
});

test.describe('history, attorney request and price quote', () => {
  test('the history keeps one entry per mark and office, newest first, at most 15', async ({ page }) => {
    // Eighteen searches and a reload: more than the default 30 s on a busy 2-core machine. A budget, not a timing
    // assertion.
    test.setTimeout(120_000);
    await gotoHydrated(page, urlOf('/search'));
    const history = page.getByTestId('search-history').getByRole('button');
    const marks = Array.from({ length: 16 }, (_, i) => `HISTORYMARK${String.fromCharCode(65 + i)}`);
    for (const mark of marks) {
      await search(page, mark);
      await expect(page.getByRole('heading', { level: 2, name: `检索结果：${mark}` })).toBeVisible();
    }
    await expect(history).toHaveCount(15);
    await expect(history.first()).toContainText('HISTORYMARKP');
    await expect(page.getByTestId('search-history')).not.toContainText('HISTORYMARKA');
    // The same mark again (other case): still one entry, now first; in another office, a second entry.
    await search(page, 'historymarkc');
    await expect(history.first()).toContainText(/HISTORYMARKC/i);
    await expect(history.filter({ hasText: /HISTORYMARKC/i })).toHaveCount(1);
    await expect(history).toHaveCount(15);
    await search(page, 'HISTORYMARKC', 'EU');
    await expect(history.filter({ hasText: /HISTORYMARKC/i })).toHaveCount(2);
    await expect(history.first()).toContainText('欧盟');
    // Kept for the device: a reload shows it; a click searches it again.
    await page.reload();
    await expect(history).toHaveCount(15);
    await history.nth(1).click();
    await expect(page).toHaveURL(/markElement=historymarkc/i);
  });

  test('ask an attorney: risk warning, request, and the daily limit', async ({ page }) => {
    await gotoHydrated(page, urlOf('/search?markElement=FONE&country=UK'));
    await expect(hitOf(page, 'FONE')).toBeVisible();
    const open = page.getByRole('button', { name: '请律师人工复核' });
    const dialog = page.getByRole('dialog', { name: /申请律师人工复核/ });
    await open.click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('risk-warning')).toContainText('高风险');
    await expect(dialog.getByTestId('attorney-limit')).toContainText('今日还可申请 3 次');
    await expect(dialog.getByRole('checkbox', { name: '英国' })).toBeChecked();
    // Anonymous: the phone is required.
    await dialog.getByRole('button', { name: '提交申请' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('请填写手机号码，律师会电话联系您');
    await dialog.getByRole('textbox', { name: '手机号码' }).fill('13800138000');
    await page.screenshot({ path: `${SHOTS}/attorney-form.png` });
    await dialog.getByRole('button', { name: '提交申请' }).click();
    await expect(dialog.getByTestId('attorney-done')).toContainText('已提交');
    // The visitor's own requests (this device's) are listed, the new one first.
    await expect(dialog.getByTestId('attorney-records').locator('li').first()).toContainText('FONE · 英国');
    await expect(dialog.getByTestId('attorney-records')).toContainText('待律师联系');
    await page.screenshot({ path: `${SHOTS}/attorney-done.png` });
    expect(await seriousAxeViolations(page, 'dialog')).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    for (let i = 0; i < 2; i++) {
      await open.click();
      await dialog.getByRole('textbox', { name: '手机号码' }).fill('13800138000');
      await dialog.getByRole('button', { name: '提交申请' }).click();
      await expect(dialog.getByTestId('attorney-done')).toBeVisible();
      await page.keyboard.press('Escape');
    }
    await open.click();
    await expect(dialog.getByTestId('attorney-limit')).toContainText('次数已用完');
    await expect(dialog.getByTestId('attorney-records').locator('li')).toHaveCount(3);
    await expect(dialog.getByRole('button', { name: '提交申请' })).toBeDisabled();
  });

  test('the price quote follows region and classes', async ({ page }) => {
    await gotoHydrated(page, urlOf('/search'));
    const quote = page.getByTestId('price-quote');
    await expect(quote.getByRole('table')).toBeVisible();
    const oneClass = await quote.locator('tbody tr').first().locator('td').nth(1).textContent();
    await quote.getByLabel('类别数量').selectOption({ label: '一标3类' });
    await expect(quote.getByRole('columnheader', { name: '一标3类合计' })).toBeVisible();
    const threeClasses = await quote.locator('tbody tr').first().locator('td').nth(1).textContent();
    const amount = (t: string | null) => Number((t ?? '').replace(/[^\d.]/g, ''));
    expect(amount(threeClasses)).toBeCloseTo(amount(oneClass) * 3, 0);
    // The item's SKUs (getVipSkuDetail): member prices only when they carry a member level.
    await expect(quote.getByRole('heading', { level: 3, name: /服务规格|会员价（(VIP|SVIP)）/ })).toBeVisible();
    await quote.getByLabel('注册地区').selectOption({ label: '欧盟' });
    await expect(quote.locator('tbody')).toContainText(/欧盟|EU/);
    await quote.screenshot({ path: `${SHOTS}/price-quote.png` });
  });
});

test.describe('category search', () => {
  test('a product word in Chinese or English gives terms and suggested classes', async ({ page }) => {
    await gotoHydrated(page, urlOf('/searchCategory'));
    const box = page.getByRole('textbox', { name: '商品或服务名称' });
    await box.fill('手机壳');
    await page.getByRole('button', { name: '查询', exact: true }).click();
    await expect(page.getByTestId('suggested-classes').locator('li').first()).toHaveAttribute('data-class', '9');
    await expect(page.getByTestId('terms')).toContainText('手机壳');
    await expect(page.getByRole('heading', { level: 2, name: '“手机壳”' })).toBeFocused();
    await expect(page).toHaveURL(/keyword=/);

    await box.fill('phone case');
    await page.getByRole('button', { name: '查询', exact: true }).click();
    await expect(page.getByTestId('suggested-classes').locator('li').first()).toHaveAttribute('data-class', '9');
    await expect(page.getByTestId('terms')).toContainText(/phone case/i);

    await box.fill('pet toys');
    await page.getByRole('button', { name: '查询', exact: true }).click();
    await expect(page.getByTestId('suggested-classes').locator('li[data-class="28"]')).toHaveCount(1);
    await page.screenshot({ path: `${SHOTS}/category-results.png`, fullPage: false });

    await box.fill('');
    await page.getByRole('button', { name: '查询', exact: true }).click();
    await expect(fieldAlert(page)).toHaveText('请输入商品或服务名称');
  });

  test('recent category searches: newest first, one per word, at most 10, kept by the server for the device', async ({
    page,
  }) => {
    await gotoHydrated(page, urlOf('/searchCategory'));
    const box = page.getByRole('textbox', { name: '商品或服务名称' });
    const recent = page.getByTestId('category-history').getByRole('button');
    const words = ['杯子', '雨伞', '手表', '耳机', '台灯', '背包', '鞋子', '帽子', '围巾', '袜子', '手套', '钱包'];
    for (const word of words) {
      await box.fill(word);
      await page.getByRole('button', { name: '查询', exact: true }).click();
      await expect(recent.first()).toHaveText(word);
    }
    await expect(recent).toHaveCount(10);
    await expect(page.getByTestId('category-history')).not.toContainText('雨伞');
    await box.fill('手表');
    await page.getByRole('button', { name: '查询', exact: true }).click();
    await expect(recent.first()).toHaveText('手表');
    await expect(recent.filter({ hasText: '手表' })).toHaveCount(1);

    // The server kept them for this device: a new visit shows the same list.
    await gotoHydrated(page, urlOf('/searchCategory'));
    await expect(recent).toHaveCount(10);
    await expect(recent.first()).toHaveText('手表');
    await recent.nth(1).click();
    await expect(page).toHaveURL(/keyword=/);
    await expect(page.getByRole('heading', { level: 2, name: `“${words[11]}”` })).toBeVisible();
  });

  test('the class browser lists 1-45 and 46 with labels and descriptions; axe and phone', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 375, height: 800 }, locale: 'zh-CN' });
    const page = await context.newPage();
    await gotoHydrated(page, urlOf('/searchCategory?keyword=%E5%AE%A0%E7%89%A9'));
    await expect(page.getByTestId('terms')).toBeVisible();
    const list = page.getByTestId('class-list').locator(':scope > li');
    await expect(list).toHaveCount(46);
    await expect(page.locator('#nice-class-9')).toContainText('第9类');
    await expect(page.locator('#nice-class-46')).toContainText('美国特殊类');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await gotoHydrated(page, urlOf('/searchCategory?keyword=%E5%AE%A0%E7%89%A9'));
    await expect(page.getByRole('heading', { level: 2, name: '“宠物”' })).toBeInViewport();
    await page.screenshot({ path: `${SHOTS}/category-phone.png` });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await context.close();
  });
});

test.describe('other brands', () => {
  test('a brand without the search pages in its content (XM) answers 404 for them, like every content route', async ({
    page,
  }) => {
    for (const path of ['/search?markElement=STRIPE', '/searchCategory', '/systemSearch']) {
      const response = await page.goto(urlOf(path, 'xm.localhost'));
      expect(response?.status(), path).toBe(404);
    }
  });
});

test.describe('systemSearch', () => {
  test('the search types as tabs lead to the searches', async ({ page }) => {
    await gotoHydrated(page, urlOf('/systemSearch'));
    const tabs = page.getByRole('tab');
    await expect(tabs).toHaveText(['商标查询', '类别查询', '单一国家查询']);
    await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');
    await tabs.nth(0).focus();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(1)).toBeFocused();
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(2)).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/searchType=3/);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/system-search.png` });

    // Oath: one office.
    const panel = page.getByRole('tabpanel');
    await panel.getByRole('textbox', { name: '商标名称' }).fill('STRIPE');
    await panel.getByRole('combobox', { name: '国家/地区' }).selectOption('EU');
    await panel.getByRole('button', { name: '查询' }).click();
    await expect(page).toHaveURL(/\/search\?markElement=STRIPE&country=EU/);
    await expect(hitOf(page, 'STRYPE')).toBeVisible();
    await expect(hits(page).filter({ hasNotText: '欧盟' })).toHaveCount(0);

    // Category.
    await gotoHydrated(page, urlOf('/systemSearch?searchType=2'));
    await expect(page.getByRole('tab', { name: '类别查询' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tabpanel').getByRole('textbox').fill('耳机');
    await page.getByRole('tabpanel').getByRole('button', { name: '查询' }).click();
    await expect(page).toHaveURL(/\/searchCategory\?keyword=/);
    await expect(page.getByTestId('suggested-classes').locator('li').first()).toHaveAttribute('data-class', '9');
  });
});
