import { spawnSync } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { seriousAxeViolations } from './support/axe.ts';
import { e2eDatabase } from './support/database.ts';
import { type BrowserContext, expect, type Page, type Request, test } from './support/fixtures.ts';

/**
 * The promotion widgets (spec sections 2, 4, 5 and 9; features/promotions): the registration guide (OST 00 and
 * SIX_DU 08 have reward packages), the notice modal of a brand merger (seeded for LV_ZHOU 15; the spec adds one for
 * XM 10 and removes it afterwards), the home banner pop-up (seeded posters: SIX_DU 08 with a link, REME 19 showType 2)
 * and the pop-up preview (?popupPreview=id&previewToken=..., the link of npm run popup:preview). The suite's fixture keeps these widgets away from other tests; here
 * they are live.
 */

const PORT = Number(process.env.E2E_PORT ?? 3100);
const SHOTS = process.env.SHOTS_DIR;
const urlOf = (host: string, pagePath = '/') => `http://${host}:${PORT}${pagePath}`;

const AWARD = '/api/business/channelPageConfig/merc/getRegisterAward';
const BY_KEY = '/api/business/biz/remote/config/getByKey';
const POSTERS = '/api/business/posterConfig/merc/list';
const POSTER_COUNT = '/api/business/posterConfig/merc/incrCount';
const POPUP_CONFIG = '/api/business/admin/sysNotifyPopupBoxConfig/getPopUpConfig';
const POPUP_CLICK = '/api/business/admin/sysNotifyPopupBoxConfig/popupBoxRecordBanner';

const XM_NOTICE = {
  enabled: true,
  title: '品牌整合公告',
  content: '信邁出海的香港公司服務已整合至歐思拓，原有帳號、訂單與文件均保持不變。',
  oldBrandName: '信邁出海',
  newBrandName: '歐思拓',
  newSiteUrl: 'https://www.example.com/',
  continueLabel: '繼續登入信邁出海',
  goLabel: '前往歐思拓官網',
};

const db = new pg.Client(e2eDatabase);

test.beforeAll(async () => {
  await db.connect();
  await db.query(
    `INSERT INTO remote_configs (key, platform, value) VALUES ('noticeModal', '10', $1)
     ON CONFLICT (key, platform) DO UPDATE SET value = EXCLUDED.value`,
    [JSON.stringify(XM_NOTICE)],
  );
});

test.afterAll(async () => {
  await db.query(`DELETE FROM remote_configs WHERE key = 'noticeModal' AND platform = '10'`);
  await db.end();
});

test.use({ timezoneId: 'Asia/Shanghai', promotions: 'live', viewport: { width: 1440, height: 900 } });

const beijing = (day: number, time: string) => new Date(`2026-11-${day}T${time}:00+08:00`);

const dialog = (page: Page) => page.locator('dialog[open]');

/** Opens a page and waits until the widgets' chunk is loaded and running. */
const open = async (page: Page, host: string, pagePath = '/') => {
  await page.goto(urlOf(host, pagePath));
  await page.locator('html[data-promotions="loaded"]').waitFor({ state: 'attached' });
};

/** Every request to `part` the page sends, recorded as it goes. */
const requests = (page: Page, part: string) => {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (request.url().includes(part)) seen.push(request);
  });
  return seen;
};

const shoot = async (page: Page, name: string) => {
  if (!SHOTS) return;
  await page.waitForTimeout(350); // the modal's opening animation
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
};

const expectNoSeriousAxeViolations = async (page: Page) =>
  expect(await seriousAxeViolations(page, 'dialog[open]')).toEqual([]);

const newTab = (context: BrowserContext) => context.waitForEvent('page');

test.describe('registration guide', () => {
  test('the gift icon opens the packages; register opens the portal with intoWay=wwwNavGuide and the query', async ({
    page,
    context,
  }) => {
    const awards = requests(page, AWARD);
    const answer = page.waitForResponse((response) => response.url().includes(AWARD));
    await open(page, 'ost.localhost', '/ld/contactUs?channelNo=XHS_2026&utm_source=xhs');
    expect((await (await answer).json()).code).toBe(0);
    const query = new URL(awards[0]?.url() ?? 'http://x').searchParams;
    expect(query.get('channelNo')).toBe('XHS_2026');
    expect(query.get('reqType')).toBe('1');
    expect(query.get('deviceId')).toMatch(/^[0-9a-f]{32}$/);

    const gift = page.getByRole('button', { name: '领取注册礼包' });
    await expect(gift).toBeVisible();
    await gift.click();
    const guide = page.getByRole('dialog', { name: '新用户注册礼包' });
    await expect(guide).toBeVisible();
    const items = guide.locator('li[data-award-type]');
    await expect(items).toHaveCount(4);
    await expect(items.nth(0)).toContainText('￥500');
    await expect(items.nth(0)).toContainText('满减券');
    await expect(items.nth(0)).toContainText('满3000元可用');
    await expect(items.nth(1)).toContainText('8.5折');
    await expect(items.nth(3)).toContainText('200积分');
    await expect(items.nth(3)).toContainText('奖励积分');
    await expectNoSeriousAxeViolations(page);
    await shoot(page, 'guide-ost');

    // Escape closes it, the icon opens it again.
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);
    await gift.click();
    await expect(guide).toBeVisible();

    const tab = newTab(context);
    await guide.getByRole('link', { name: '立即注册领取' }).click();
    const portal = await tab;
    const url = new URL(portal.url());
    expect(url.pathname).toBe('/user/register');
    expect(url.searchParams.get('intoWay')).toBe('wwwNavGuide');
    expect(url.searchParams.get('pointType')).toBe('registers');
    expect(url.searchParams.get('channelNo')).toBe('XHS_2026');
    expect(url.searchParams.get('utm_source')).toBe('xhs');
    await expect(dialog(page)).toHaveCount(0);
    await portal.close();
  });

  test('a second brand shows its own packages', async ({ page }) => {
    await open(page, 'sixdu.localhost', '/ld/contactUs');
    await page.getByRole('button', { name: '领取注册礼包' }).click();
    const guide = page.getByRole('dialog', { name: '新用户注册礼包' });
    await expect(guide.locator('li[data-award-type="1"]')).toContainText('×4');
    await expect(guide).toContainText('优惠券包');
    await shoot(page, 'guide-sixdu');
  });

  test('not loaded with from=th', async ({ page }) => {
    const awards = requests(page, AWARD);
    const posters = page.waitForResponse((response) => response.url().includes(POSTERS));
    await open(page, 'ost.localhost', '/?from=th');
    await posters; // the widgets ran as far as the banner
    await page.waitForTimeout(300);
    expect(awards).toHaveLength(0);
    await expect(page.getByRole('button', { name: '领取注册礼包' })).toHaveCount(0);
  });
});

test.describe('notice modal', () => {
  test("once per day, then never again once 'do not show again' is ticked", async ({ page, context }) => {
    const seeded = await db.query<{
      value: { title: string; newSiteUrl: string; continueLabel: string; goLabel: string };
    }>(`SELECT value FROM remote_configs WHERE key = 'noticeModal' AND platform = '15'`);
    const notice = seeded.rows[0]?.value;
    expect(notice?.title).toBeTruthy();
    if (!notice) return;

    await page.clock.install({ time: beijing(25, '09:00') });
    const calls = requests(page, BY_KEY);
    await open(page, 'lvzhou.localhost', '/ld/contactUs');
    const modal = page.getByRole('dialog', { name: notice.title });
    await expect(modal).toBeVisible();
    await expect(modal.getByRole('link', { name: notice.goLabel })).toHaveAttribute('href', notice.newSiteUrl);
    await expectNoSeriousAxeViolations(page);
    await shoot(page, 'notice-lvzhou');
    await modal.getByRole('button', { name: '关闭' }).click();
    await expect(dialog(page)).toHaveCount(0);
    expect(calls).toHaveLength(1);

    // The same day: not again, and not even asked for.
    await page.clock.setSystemTime(beijing(25, '18:00'));
    await open(page, 'lvzhou.localhost', '/ld/contactUs');
    await page.waitForTimeout(500);
    await expect(dialog(page)).toHaveCount(0);
    expect(calls).toHaveLength(1);

    // The next day it shows again; ticked 'do not show again', continuing at the old brand opens its login.
    await page.clock.setSystemTime(beijing(26, '08:00'));
    await open(page, 'lvzhou.localhost', '/ld/contactUs?channelNo=LZ_1');
    await expect(modal).toBeVisible();
    await modal.getByRole('checkbox', { name: '不再提示' }).check();
    const tab = newTab(context);
    await modal.getByRole('link', { name: notice.continueLabel }).click();
    const login = await tab;
    const url = new URL(login.url());
    expect(url.host).toBe(`lvzhou.localhost:${PORT}`);
    expect(url.pathname).toBe('/user/login');
    expect(url.searchParams.get('pointType')).toBe('logins');
    expect(url.searchParams.get('channelNo')).toBe('LZ_1');
    await login.close();
    await expect(dialog(page)).toHaveCount(0);

    for (const day of [27, 30]) {
      await page.clock.setSystemTime(beijing(day, '10:00'));
      await open(page, 'lvzhou.localhost', '/ld/contactUs');
      await page.waitForTimeout(500);
      await expect(dialog(page)).toHaveCount(0);
    }
  });

  test('configured per brand: in the brand language where it has one, nowhere else', async ({ page }) => {
    await open(page, 'xm.localhost', '/ld/contactUs');
    const modal = page.getByRole('dialog', { name: XM_NOTICE.title });
    await expect(modal).toBeVisible();
    await expect(modal.getByRole('checkbox', { name: '不再提示' })).toBeVisible();
    await expect(modal.getByRole('link', { name: XM_NOTICE.goLabel })).toHaveAttribute('href', XM_NOTICE.newSiteUrl);
    await shoot(page, 'notice-xm');

    const answer = page.waitForResponse((response) => response.url().includes(BY_KEY));
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    await open(page, 'sixdu.localhost', '/ld/contactUs');
    const response = await answer;
    // No notice for this brand: an answer, not a failure (a 404 was a console error on every page of the brand).
    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({ code: 0, data: null });
    await page.waitForTimeout(300);
    await expect(dialog(page)).toHaveCount(0);
    expect(new URL(page.url()).pathname).toBe('/ld/contactUs');
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('home banner pop-up', () => {
  // The seed's campaign windows (posters.start_at/end_at) follow the calendar: opened, every seeded poster is listed
  // whatever the day the suite runs (the update's notification drops the cached home pages).
  test.beforeAll(async () => {
    await db.query('UPDATE posters SET start_at = NULL, end_at = NULL');
  });

  const posterOf = async (platform: string) =>
    (
      await db.query<{ id: number; view_count: number; click_count: number; link: string | null }>(
        `SELECT id, view_count, click_count, link FROM posters
         WHERE platform = $1 AND module = 1 AND status = 1 AND show_position = '40' ORDER BY sort, id LIMIT 1`,
        [platform],
      )
    ).rows[0];

  test('waits for the notice modal: asked for beside it, shown once the notice is closed', async ({ page }) => {
    // LVZHOU 15 has both a notice (its seed) and a poster.
    const poster = await posterOf('15');
    expect(poster).toBeDefined();
    if (!poster) return;
    await page.clock.install({ time: beijing(24, '09:00') });
    const posters = page.waitForResponse((response) => response.url().includes(POSTERS));
    await open(page, 'lvzhou.localhost');
    await posters;
    await expect(dialog(page)).toHaveCount(1);
    await page.waitForTimeout(300);
    await expect(page.locator('[data-home-banner]')).toHaveCount(0);
    await dialog(page).getByRole('button', { name: '关闭' }).click();
    await expect(page.locator(`dialog[open] [data-home-banner="${poster.id}"]`)).toBeVisible();
  });

  test.describe('an English browser', () => {
    test.use({ locale: 'en-US' });

    test('not over another dialog: the language offer first, the banner on a later page', async ({ page }) => {
      const poster = await posterOf('00');
      expect(poster).toBeDefined();
      if (!poster) return;
      const posters = page.waitForResponse((response) => response.url().includes(POSTERS));
      await open(page, 'ost.localhost');
      await posters;
      const offer = dialog(page);
      await expect(offer).toHaveCount(1);
      await page.waitForTimeout(300);
      await expect(page.locator('[data-home-banner]')).toHaveCount(0);
      expect(await page.evaluate((key) => localStorage.getItem(key), `site:home-banner:${poster.id}`)).toBeNull();
      await offer.getByRole('button', { name: '继续使用中文' }).click();
      await expect(dialog(page)).toHaveCount(0);

      await open(page, 'ost.localhost');
      await expect(page.locator(`dialog[open] [data-home-banner="${poster.id}"]`)).toBeVisible();
    });
  });

  test('shown on the home only, at most 3 a day with an hour between, counting views', async ({ page }) => {
    const poster = await posterOf('08');
    expect(poster).toBeDefined();
    if (!poster) return;
    await page.clock.install({ time: beijing(25, '10:00') });
    const counts = requests(page, POSTER_COUNT);
    const views = () => counts.map((request) => request.postDataJSON());

    await open(page, 'sixdu.localhost', '/ld/contactUs');
    await page.waitForTimeout(500);
    await expect(dialog(page)).toHaveCount(0);

    await open(page, 'sixdu.localhost');
    const banner = page.locator(`dialog[open] [data-home-banner="${poster.id}"]`);
    await expect(banner).toBeVisible();
    expect(views()).toEqual([[{ posterId: poster.id, incrViewCount: 1 }]]);
    await expect.poll(async () => (await posterOf('08'))?.view_count).toBe(poster.view_count + 1);
    await expectNoSeriousAxeViolations(page);
    await shoot(page, 'banner-sixdu');
    // Left open (the next page replaces it): the daily rule. Closed with 关闭: never again (issue 28, below).

    const showsAt = async (time: string, day = 25) => {
      await page.clock.setSystemTime(beijing(day, time));
      const before = counts.length;
      const answer = page.waitForResponse((response) => response.url().includes(POSTERS));
      await open(page, 'sixdu.localhost');
      await answer;
      await page.waitForTimeout(300);
      const shown = (await banner.count()) === 1;
      expect(counts.length - before).toBe(shown ? 1 : 0);
      return shown;
    };
    expect(await showsAt('10:59')).toBe(false); // less than an hour
    expect(await showsAt('11:01')).toBe(true); // the second show
    expect(await showsAt('12:30')).toBe(true); // the third
    expect(await showsAt('14:00')).toBe(false); // 3 a day
    expect(await showsAt('23:59')).toBe(false);
    expect(await showsAt('00:05', 26)).toBe(true); // a new calendar day
    // Closed with 关闭, it never shows again: not after an hour, not on a new day.
    await dialog(page).getByRole('button', { name: '关闭' }).click();
    await expect(dialog(page)).toHaveCount(0);
    expect(await showsAt('02:00', 26)).toBe(false);
    expect(await showsAt('10:00', 27)).toBe(false);
  });

  test('a click on the image counts a click and opens the link in a new tab', async ({ page, context }) => {
    const poster = await posterOf('08');
    if (!poster) throw new Error('no seeded poster for 08');
    const counts = requests(page, POSTER_COUNT);
    await open(page, 'sixdu.localhost');
    const link = dialog(page).locator(`[data-home-banner="${poster.id}"] a`);
    await expect(link).toHaveAttribute('target', '_blank');
    const tab = newTab(context);
    await link.click();
    const opened = await tab;
    expect(new URL(opened.url()).pathname).toBe(poster.link);
    await opened.close();
    await expect(dialog(page)).toHaveCount(0);
    await expect
      .poll(() => counts.map((request) => request.postDataJSON()))
      .toContainEqual([{ posterId: poster.id, incrClickCount: 1 }]);
    await expect.poll(async () => (await posterOf('08'))?.click_count).toBe(poster.click_count + 1);
  });

  test('showType 2 has no link', async ({ page }) => {
    const poster = await posterOf('19');
    if (!poster) throw new Error('no seeded poster for 19');
    await open(page, 'reme.localhost');
    const banner = dialog(page).locator(`[data-home-banner="${poster.id}"]`);
    await expect(banner.locator('img')).toBeVisible();
    await expect(banner.locator('a')).toHaveCount(0);
    await shoot(page, 'banner-reme');
  });

  test('a failing poster call shows nothing and says nothing', async ({ page }) => {
    await page.route(`**${POSTERS}?*`, (route) => route.fulfill({ status: 500, body: 'down' }));
    await open(page, 'sixdu.localhost');
    await page.waitForTimeout(800);
    await expect(dialog(page)).toHaveCount(0);
    await expect(page.locator('[role="status"], [role="alert"]').filter({ hasText: /\S/ })).toHaveCount(0);
  });
});

test.describe('pop-up preview', () => {
  const popupOf = async (platform: string, buttons: number) =>
    (
      await db.query<{ id: number }>(
        `SELECT p.id FROM popup_configs p WHERE p.platform = $1 AND p.display_style = 1
           AND (SELECT count(*) FROM popup_buttons b WHERE b.popup_id = p.id) = $2 ORDER BY p.id LIMIT 1`,
        [platform, buttons],
      )
    ).rows[0]?.id;

  /** The query of the link `npm run popup:preview` prints for the pop-up (run against this suite's database). */
  const previewQuery = (id: number) => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/popup-preview.ts', String(id)], {
      cwd: path.resolve(import.meta.dirname, '..'),
      encoding: 'utf8',
      env: {
        ...process.env,
        DATABASE_URL: '',
        DATA_DIR: process.env.E2E_DATA_DIR ?? '/tmp/site-e2e-data',
        EMBEDDED_PG_PORT: process.env.E2E_PG_PORT ?? '54341',
        PORT: String(PORT),
      },
    });
    if (run.status !== 0) throw new Error(`popup:preview failed: ${run.stderr}`);
    return new URL(run.stdout.trim()).search;
  };

  test('the link of npm run popup:preview opens the config; a button with a URL counts a click, opens it and closes', async ({
    page,
  }) => {
    const id = await popupOf('00', 2);
    if (!id) throw new Error('no two-button pop-up seeded for 00');
    const query = previewQuery(id);
    expect(query).toMatch(new RegExp(`^\\?popupPreview=${id}&previewToken=\\d+\\.[\\w-]{43}$`));
    const clicks = requests(page, POPUP_CLICK);
    const config = page.waitForResponse((response) => response.url().includes(POPUP_CONFIG));
    await open(page, 'ost.localhost', `/ld/contactUs${query}`);
    expect((await (await config).json()).data.id).toBe(id);
    const preview = dialog(page).locator(`[data-popup-preview="${id}"]`);
    await expect(preview).toBeVisible();
    const buttons = preview.locator('.btn');
    await expect(buttons).toHaveCount(2);
    await expect(buttons.nth(0)).toHaveClass(/btn-outline/);
    await expect(buttons.nth(1)).toHaveClass(/btn-primary/);
    await expectNoSeriousAxeViolations(page);
    await shoot(page, 'preview-ost');

    const href = (await buttons.nth(0).getAttribute('href')) ?? '';
    await buttons.nth(0).click();
    const previewToken = new URLSearchParams(query).get('previewToken');
    await expect
      .poll(() => clicks.map((request) => request.postDataJSON()))
      .toEqual([{ id, incrClickCount: 1, previewToken }]);
    await expect(page).toHaveURL(urlOf('ost.localhost', href));
    await expect(dialog(page)).toHaveCount(0);
  });

  test('a single button is primary', async ({ page }) => {
    const id = await popupOf('10', 1);
    if (!id) throw new Error('no one-button pop-up seeded for 10');
    await open(page, 'xm.localhost', `/${previewQuery(id)}`);
    const buttons = dialog(page).locator(`[data-popup-preview="${id}"] .btn`);
    await expect(buttons).toHaveCount(1);
    await expect(buttons.first()).toHaveClass(/btn-primary/);
    await shoot(page, 'preview-xm');
    await dialog(page).getByRole('button', { name: '關閉' }).click();
    // Closed, and the page stays quiet: XM's notice (added by this spec) does not follow the operator's preview.
    await page.waitForTimeout(500);
    await expect(dialog(page)).toHaveCount(0);
  });
});

test.describe('a pop-up that is not live', () => {
  let id = 0;
  test.beforeAll(async () => {
    const inserted = await db.query<{ id: number }>(
      `INSERT INTO popup_configs (platform, limit_type, title, start_at) VALUES ('00', 0, '明年的活动', '2099-01-01')
       RETURNING id`,
    );
    id = inserted.rows[0]?.id ?? 0;
  });
  test.afterAll(async () => {
    await db.query('DELETE FROM popup_configs WHERE id = $1', [id]);
  });

  test('opens for nobody who counts ids: ?popupPreview without its token shows nothing', async ({ page }) => {
    const config = page.waitForResponse((response) => response.url().includes(POPUP_CONFIG));
    await open(page, 'ost.localhost', `/?popupPreview=${id}`);
    const answer = await config;
    expect(answer.status()).toBe(404);
    expect(await answer.json()).toEqual({ code: 404, msg: '弹窗配置不存在', data: null });
    await page.waitForTimeout(500);
    await expect(dialog(page)).toHaveCount(0);
    // A forged or another pop-up's token opens nothing either.
    const forged = page.waitForResponse((response) => response.url().includes(POPUP_CONFIG));
    await open(page, 'ost.localhost', `/?popupPreview=${id}&previewToken=4102444800.${'A'.repeat(43)}`);
    expect((await forged).status()).toBe(403);
    await expect(dialog(page)).toHaveCount(0);
  });
});

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the banner fits the screen; the gift icon sits above the toolbar and opens the packages', async ({ page }) => {
    await open(page, 'sixdu.localhost');
    const banner = dialog(page).locator('[data-home-banner]');
    await expect(banner).toBeVisible();
    const box = await dialog(page).boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390 && box.y >= 0 && box.y + box.height <= 844).toBe(true);
    await shoot(page, 'banner-sixdu-phone');
    await dialog(page).getByRole('button', { name: '关闭' }).click();

    const gift = page.getByRole('button', { name: '领取注册礼包' });
    await expect(gift).toBeVisible();
    const giftBox = await gift.boundingBox();
    const toggleBox = await page.locator('[data-right-panel] > button').first().boundingBox();
    // Beside the toolbar's toggle in the bottom row (issue 28), not over it.
    expect(giftBox && toggleBox && giftBox.x + giftBox.width <= toggleBox.x).toBe(true);
    // It covers no text or figure of the home's first screen.
    const covered = await gift.evaluate((button) => {
      const box = button.getBoundingClientRect();
      return [...document.querySelectorAll('main *')]
        .filter((el) => el.children.length === 0 && (el.textContent ?? '').trim() !== '')
        .filter((el) => {
          const r = el.getBoundingClientRect();
          return r.width > 0 && r.left < box.right && r.right > box.left && r.top < box.bottom && r.bottom > box.top;
        })
        .map((el) => (el.textContent ?? '').trim());
    });
    expect(covered).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await gift.click();
    await expect(page.getByRole('dialog', { name: '新用户注册礼包' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await shoot(page, 'guide-sixdu-phone');
  });
});
