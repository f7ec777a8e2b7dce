import { seriousAxeViolations } from './support/axe.ts';
import { expect, markPopupsSeen, type Page, test } from './support/fixtures.ts';

/**
 * The right panel and floating toolbar (issue 3 item 4) for brands 00, 01, 10 and 19: the data's
 * items and hover cards, contact-us per brand, the quick guide (home page, compliance brands), the
 * 'more' panel, back-to-top after 30 px, keyboard and phone use. Expected texts are the seed
 * content of packages/db/content/brands.
 */

const PORT = Number(process.env.E2E_PORT ?? 3100);
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-c';
const urlOf = (host: string, path = '/') => `http://${host}:${PORT}${path}`;

interface PanelCase {
  host: string;
  label: string;
  items: string[];
  /** A data item that leads to the contact page. */
  contactItem: string;
  contactUs: boolean;
  compliance: boolean;
  moreTitle: string;
  phone: string;
  qrName: RegExp;
  texts: { more: string; top: string; quickGuide: string };
}

const zhCN = { more: '更多', top: '返回顶部', quickGuide: '快速指引' };

const CASES: PanelCase[] = [
  {
    host: 'ost.localhost',
    label: '快捷服务',
    items: ['在线客服', '周年庆特惠', '免费合规自测', '联系我们'],
    contactItem: '联系我们',
    contactUs: true,
    compliance: true,
    moreTitle: '更多服务',
    phone: '400-836-2718',
    qrName: /在线客服二维码/,
    texts: zhCN,
  },
  {
    host: 'mdt.localhost',
    label: '快捷服务',
    items: ['在线咨询律师', '免费商标查询', 'TRO紧急应诉'],
    contactItem: '预约面谈',
    contactUs: false,
    compliance: false,
    moreTitle: '联系律所',
    phone: '400-902-6135',
    qrName: /在线咨询律师二维码/,
    texts: zhCN,
  },
  {
    host: 'xm.localhost',
    label: '快捷服務',
    items: ['線上顧問', '新客優惠', '常見問題', '聯繫我們'],
    contactItem: '聯繫我們',
    contactUs: true,
    compliance: false,
    moreTitle: '更多服務',
    phone: '400-869-3310',
    qrName: /線上顧問二維碼/,
    texts: { more: '更多', top: '返回頂部', quickGuide: '快速指引' },
  },
  {
    host: 'reme.localhost',
    label: '快捷服务',
    items: ['在线客服', 'GPSR自查', '新客礼包', '联系我们'],
    contactItem: '联系我们',
    contactUs: true,
    compliance: true,
    moreTitle: '更多服务',
    phone: '400-998-2519',
    qrName: /在线客服二维码/,
    texts: zhCN,
  },
];

/** A page of the default layout that is not the home page. */
const OTHER_PAGE = '/ld/aboutUs';

const panelOf = (page: Page, c: PanelCase) => page.getByRole('complementary', { name: c.label });
/** An item's tile: a link, or a button where the item has no link. */
const tileNamed = (page: Page, c: PanelCase, name: string) =>
  panelOf(page, c)
    .getByRole('link', { name, exact: true })
    .or(panelOf(page, c).getByRole('button', { name, exact: true }));
const tileOf = (page: Page, c: PanelCase, name: string) =>
  panelOf(page, c)
    .locator('li')
    .filter({ has: page.getByText(name, { exact: true }) })
    .first();

const seriousViolations = (page: Page) => seriousAxeViolations(page);

const brandName = (c: PanelCase) => c.host.split('.')[0];

for (const c of CASES) {
  test.describe(`${c.host} right panel`, () => {
    test('shows the data items with hover cards, and contact-us per brand', async ({ page }) => {
      await page.goto(urlOf(c.host));
      const panel = panelOf(page, c);
      await expect(panel).toBeVisible();
      for (const name of c.items) await expect(tileNamed(page, c, name)).toBeVisible();

      // The online customer service's card (a QR code) opens on hover and closes on leave.
      const service = tileOf(page, c, c.items[0] ?? '');
      const qr = service.getByRole('img', { name: c.qrName });
      await expect(qr).toBeHidden();
      await service.hover();
      await expect(qr).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/${brandName(c)}-panel-hover-desktop.png` });
      await page.mouse.move(200, 200);
      await expect(qr).toBeHidden();

      const contact = panel.locator('[data-panel-item="contact"]');
      const moreContact = page.locator('#right-panel-more a[href$="/contactUs"]');
      if (c.contactUs) {
        await expect(contact).toHaveCount(1);
        await expect(contact.getByRole('link')).toHaveAttribute('href', /\/contactUs$/);
        await expect(moreContact).toHaveCount(1);
      } else {
        await expect(contact).toHaveCount(0);
        await expect(tileNamed(page, c, c.contactItem)).toHaveCount(0);
        await expect(moreContact).toHaveCount(0);
      }
    });

    test('shows the quick guide on the home page only, where the brand has compliance data', async ({ page }) => {
      const quickGuide = () => panelOf(page, c).getByRole('link', { name: c.texts.quickGuide });
      for (const home of ['/', '/ld/homes']) {
        await page.goto(urlOf(c.host, home));
        await expect(panelOf(page, c)).toBeVisible();
        if (c.compliance) {
          await expect(quickGuide()).toBeVisible();
          await expect(quickGuide()).toHaveAttribute('href', '/buyingGuide?intoWay=quickGuide#questionnaire');
        } else {
          await expect(quickGuide()).toHaveCount(0);
        }
      }
      await page.goto(urlOf(c.host, OTHER_PAGE), { waitUntil: 'networkidle' });
      await expect(panelOf(page, c)).toBeVisible();
      await expect(quickGuide()).toHaveCount(0);
    });

    test('is complete as served: nothing in it moves when scripts run', async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, locale: 'zh-CN' });
      const page = await context.newPage();
      const quickGuide = panelOf(page, c).getByRole('link', { name: c.texts.quickGuide });
      await page.goto(urlOf(c.host));
      await expect(quickGuide).toHaveCount(c.compliance ? 1 : 0);
      const moreButton = panelOf(page, c).getByRole('button', { name: c.texts.more });
      const served = await moreButton.boundingBox();
      await page.goto(urlOf(c.host, OTHER_PAGE));
      await expect(quickGuide).toHaveCount(0);
      await context.close();

      const live = await browser.newPage({ locale: 'zh-CN' });
      await markPopupsSeen(live.context());
      await live.goto(urlOf(c.host), { waitUntil: 'networkidle' });
      expect(await panelOf(live, c).getByRole('button', { name: c.texts.more }).boundingBox()).toEqual(served);
      await live.close();
    });

    test('shows back-to-top after 30 px of scroll; a click goes back to the top', async ({ page }) => {
      await page.goto(urlOf(c.host));
      const top = page.getByRole('button', { name: c.texts.top });
      await expect(top).toBeHidden();
      await page.evaluate(() => window.scrollTo({ top: 30, behavior: 'instant' }));
      await page.waitForFunction(() => window.scrollY === 30);
      await expect(top).toBeHidden();
      await page.evaluate(() => window.scrollTo({ top: 31, behavior: 'instant' }));
      await expect(top).toBeVisible();
      await page.evaluate(() => window.scrollTo({ top: 1200, behavior: 'instant' }));
      await top.click();
      await page.waitForFunction(() => window.scrollY === 0);
      await expect(top).toBeHidden();

      // From the keyboard: back to the top, and the next Tab starts at the top of the page.
      await page.evaluate(() => window.scrollTo({ top: 1200, behavior: 'instant' }));
      await top.focus();
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => window.scrollY === 0);
      await expect(top).toBeHidden();
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.classList.contains('skip-link'))).toBe(true);
    });

    test('opens the more panel with its QR code, pre-sale phone and links', async ({ page }) => {
      await page.goto(urlOf(c.host));
      const more = page.locator('#right-panel-more');
      await expect(more).toBeHidden();
      await panelOf(page, c).getByRole('button', { name: c.texts.more }).click();
      await expect(more).toBeVisible();
      await expect(more.getByRole('heading', { name: c.moreTitle })).toBeVisible();
      const phone = more.getByRole('link', { name: c.phone });
      await expect(phone).toHaveAttribute('href', `tel:${c.phone.replace(/\D/g, '')}`);
      await expect(more.getByRole('img', { name: /二维码|二維碼/ }).first()).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/${brandName(c)}-more-desktop.png` });
      expect(await seriousViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(more).toBeHidden();
    });

    test('works with the keyboard', async ({ page }) => {
      await page.goto(urlOf(c.host));
      const service = tileOf(page, c, c.items[0] ?? '');
      const tile = service.locator('a, button').first();
      await tile.focus();
      await expect(service.getByRole('img', { name: c.qrName })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      const moreButton = panelOf(page, c).getByRole('button', { name: c.texts.more });
      await moreButton.focus();
      await page.keyboard.press('Enter');
      await expect(page.locator('#right-panel-more')).toBeVisible();
    });

    test('is a compact toolbar on a phone', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(urlOf(c.host));
      const panel = panelOf(page, c);
      await expect(tileNamed(page, c, c.items[0] ?? '')).toBeHidden();
      const toggle = panel.getByRole('button', { name: c.label });
      await expect(toggle).toBeVisible();
      const box = await toggle.boundingBox();
      expect(box && box.x + box.width).toBeGreaterThan(390 - 40);
      await page.screenshot({ path: `${SHOTS}/${brandName(c)}-toolbar-phone.png` });
      await toggle.click();
      for (const name of c.items) await expect(tileNamed(page, c, name)).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/${brandName(c)}-toolbar-open-phone.png` });
      await panel.getByRole('button', { name: c.texts.more }).click();
      await expect(page.locator('#right-panel-more')).toBeVisible();
      await expect(page.locator('#right-panel-more').getByRole('link', { name: c.phone })).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/${brandName(c)}-more-phone.png` });
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}
