import path from 'node:path';
import pg from 'pg';
import { seriousAxeViolations } from './support/axe.ts';
import { e2eDatabase } from './support/database.ts';
import { type BrowserContext, expect, type Page, test } from './support/fixtures.ts';

/**
 * The activity pop-up of the default layout (spec section 4 'Activity pop-up', section 9): which
 * pop-up shows where, the limit types under the 3-a-day / 1-hour cap (with the browser clock), the
 * view count, trigger pages, button styles, the image retry. Seeded pop-ups live on 2026-11-21:
 * OST 00 on /ld/CBAM (once ever, image only) and XM 10 on /cht/annualReview/annualReviewHK (once a
 * day, one button). The tests add a home pop-up to 00 (always, two buttons) and one of another
 * module, and remove them afterwards. MDT 01 and REME 19 have none.
 */

const PORT = Number(process.env.E2E_PORT ?? 3100);
const SHOTS = process.env.SHOTS_DIR;
const urlOf = (host: string, pagePath = '/') => `http://${host}:${PORT}${pagePath}`;

const LIST = '/api/business/merc/popMarket/list';
const VIEW = '/api/notify/sysNotifyPopupBoxConfig/incrCount';
const HOME_TITLE = '测试活动：VAT注册立减500元';
const CBAM_TITLE = 'CBAM证书2027年2月1日开售';
const XM_TITLE = '年審季提醒：審計報稅一站辦妥';

const db = new pg.Client(e2eDatabase);
const added: number[] = [];
let homePopupId = 0;

const addPopup = async (values: {
  platform: string;
  limitType: number;
  moduleType: number;
  triggerPage: string | null;
  title: string;
  sort: number;
  buttons: [string, string | null][];
}): Promise<number> => {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO popup_configs (platform, limit_type, module_type, trigger_page, title, content, main_img,
       display_style, image_option_type, img_jump_url, start_at, end_at, sort)
     VALUES ($1, $2, $3, $4, $5, $6, '/campaign/ost-double12-2026.svg', 1, 1, '/ld/price',
       now() - interval '1 day', now() + interval '30 days', $7)
     RETURNING id`,
    [
      values.platform,
      values.limitType,
      values.moduleType,
      values.triggerPage,
      values.title,
      '12月1日-12月14日，英国、德国VAT注册立减最高500元。\n新老客户均可参与，名额有限，先到先得。',
      values.sort,
    ],
  );
  const id = rows[0]?.id ?? 0;
  for (const [index, [name, url]] of values.buttons.entries()) {
    await db.query('INSERT INTO popup_buttons (popup_id, name, url, sort) VALUES ($1, $2, $3, $4)', [
      id,
      name,
      url,
      index,
    ]);
  }
  added.push(id);
  return id;
};

const viewCount = async (id: number): Promise<number> =>
  (await db.query<{ view_count: number }>('SELECT view_count FROM popup_configs WHERE id = $1', [id])).rows[0]
    ?.view_count ?? -1;

/** Seeded pop-ups of the brands under test switched off by this spec, switched back on after it. */
let switchedOff: number[] = [];

test.beforeAll(async () => {
  await db.connect();
  // The spec decides which pop-ups are live, whatever the day it runs: the two seeded ones it tests are stretched
  // over today, every other seeded pop-up of 00 and 10 (campaigns that start on 2026-12-01 and later) is off.
  await db.query(
    `UPDATE popup_configs SET start_at = LEAST(start_at, now() - interval '1 day'),
       end_at = GREATEST(end_at, now() + interval '30 days') WHERE title = ANY($1)`,
    [[CBAM_TITLE, XM_TITLE]],
  );
  const { rows } = await db.query<{ id: number }>(
    `UPDATE popup_configs SET enabled = false
     WHERE platform IN ('00', '10') AND enabled AND NOT (title = ANY($1)) RETURNING id`,
    [[CBAM_TITLE, XM_TITLE]],
  );
  switchedOff = rows.map((row) => row.id);
  // Another module's pop-up sorts first on the same page: it must never show.
  await addPopup({
    platform: '00',
    limitType: 1,
    moduleType: 2,
    triggerPage: '/',
    title: '其他模块的弹窗',
    sort: -1,
    buttons: [],
  });
  homePopupId = await addPopup({
    platform: '00',
    limitType: 1,
    moduleType: 1,
    triggerPage: '/',
    title: HOME_TITLE,
    sort: 0,
    buttons: [
      ['咨询顾问', '/ld/contactUs'],
      ['立即抢购', '/ld/price'],
    ],
  });
});

test.afterAll(async () => {
  if (added.length) await db.query('DELETE FROM popup_configs WHERE id = ANY($1)', [added]);
  if (switchedOff.length) await db.query('UPDATE popup_configs SET enabled = true WHERE id = ANY($1)', [switchedOff]);
  await db.end();
});

// This spec is about the pop-ups: they are live here (the suite's fixture marks them seen everywhere else).
test.use({ timezoneId: 'Asia/Shanghai', popups: 'live' });

/** 2026-11-21 at the given Beijing time. */
const beijing = (day: number, time: string) => new Date(`2026-11-${day}T${time}:00+08:00`);

const dialog = (page: Page) => page.locator('dialog[open]');

/** Opens a page and waits until the island has read the live pop-ups (and rendered what it chose). */
const open = async (page: Page, host: string, pagePath = '/') => {
  const list = page.waitForResponse((response) => response.url().includes(LIST));
  await page.goto(urlOf(host, pagePath));
  expect((await (await list).json()).code).toBe(0);
  await page.waitForTimeout(400);
};

/** Every view report the page sends. */
const viewReports = (page: Page) => {
  const bodies: unknown[] = [];
  page.on('request', (request) => {
    if (request.url().includes(VIEW) && request.method() === 'POST') bodies.push(request.postDataJSON());
  });
  return bodies;
};

const expectNoSeriousAxeViolations = async (page: Page) =>
  expect(await seriousAxeViolations(page, 'dialog[open]')).toEqual([]);

const shoot = async (page: Page, name: string) => {
  if (!SHOTS) return;
  await page.waitForTimeout(300); // the modal's opening animation
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
};

const phone = async (context: BrowserContext) => {
  const page = await context.newPage();
  await page.setViewportSize({ width: 390, height: 844 });
  return page;
};

test.describe('OST 00', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the home pop-up: always, but at most 3 a day with an hour between them', async ({ page }) => {
    await page.clock.install({ time: beijing(21, '10:00') });
    const reports = viewReports(page);
    const before = await viewCount(homePopupId);

    await open(page, 'ost.localhost');
    await expect(dialog(page)).toHaveCount(1);
    await expect(dialog(page).getByRole('heading', { name: HOME_TITLE })).toBeVisible();
    await expect(page.getByRole('dialog', { name: HOME_TITLE })).toBeVisible();
    await expect(dialog(page).getByText('其他模块的弹窗')).toHaveCount(0);
    expect(reports).toEqual([{ id: homePopupId, incrViewCount: 1 }]);
    await expect.poll(() => viewCount(homePopupId)).toBe(before + 1);
    const stored = await page.evaluate((id) => localStorage.getItem(`site:activity-popup:${id}`), homePopupId);
    const record = JSON.parse(stored ?? '{}');
    expect(record.count).toBe(1);
    expect(record.time - beijing(21, '10:00').getTime()).toBeGreaterThanOrEqual(0);
    expect(record.time - beijing(21, '10:00').getTime()).toBeLessThan(10_000);

    // Left open (the next page replaces it): the daily rule. Closed with 关闭: never again (issue 28, below).

    const showsAt = async (time: string, day = 21) => {
      await page.clock.setSystemTime(beijing(day, time));
      const count = reports.length;
      await open(page, 'ost.localhost');
      const shown = (await dialog(page).count()) === 1;
      expect(reports.length - count).toBe(shown ? 1 : 0);
      return shown;
    };
    expect(await showsAt('10:59')).toBe(false); // less than an hour
    expect(await showsAt('11:01')).toBe(true); // the second show (the clock ran a little since 10:00)
    expect(await showsAt('12:30')).toBe(true); // the third show
    expect(await showsAt('14:00')).toBe(false); // 3 a day
    expect(await showsAt('23:59')).toBe(false);
    expect(await showsAt('00:05', 22)).toBe(true); // a new day
    // Closed with 关闭, it never shows again: not after an hour, not on a new day.
    await dialog(page).getByRole('button', { name: '关闭' }).click();
    await expect(dialog(page)).toHaveCount(0);
    expect(await showsAt('02:00', 22)).toBe(false);
    expect(await showsAt('10:00', 23)).toBe(false);
  });

  test('the buttons: every second one is primary, and a button opens its link', async ({ page }) => {
    await open(page, 'ost.localhost');
    const first = dialog(page).getByRole('link', { name: '咨询顾问' });
    const second = dialog(page).getByRole('link', { name: '立即抢购' });
    await expect(first).toHaveClass(/btn-outline/);
    await expect(second).toHaveClass(/btn-primary/);
    await expect(second).toHaveAttribute('href', '/ld/price');
    await expect(dialog(page).getByRole('link', { name: HOME_TITLE })).toHaveAttribute('href', '/ld/price');
    await expectNoSeriousAxeViolations(page);
    await shoot(page, 'popup-ost-desktop');

    await second.click();
    await expect(page).toHaveURL(urlOf('ost.localhost', '/ld/price'));
    await expect(dialog(page)).toHaveCount(0);
  });

  test('trigger pages: the CBAM pop-up only on /ld/CBAM, once ever', async ({ page }) => {
    await page.clock.install({ time: beijing(21, '10:00') });
    await open(page, 'ost.localhost', '/ld/price');
    await expect(dialog(page)).toHaveCount(0);

    const reports = viewReports(page);
    await open(page, 'ost.localhost', '/ld/CBAM');
    const popup = page.getByRole('dialog', { name: CBAM_TITLE });
    await expect(popup).toBeVisible();
    // displayStyle 2: the image alone, linked to imgJumpUrl (imageOptionType 1).
    await expect(popup.getByRole('heading')).toHaveCount(0);
    await expect(popup.getByRole('link', { name: CBAM_TITLE })).toHaveAttribute('href', '/ld/contactUs');
    await expect(popup.getByRole('img', { name: CBAM_TITLE })).toHaveAttribute('src', '/campaign/ost-cbam-2027.svg');
    expect(reports).toHaveLength(1);

    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);
    await page.clock.setSystemTime(beijing(28, '10:00'));
    await open(page, 'ost.localhost', '/ld/CBAM');
    await expect(dialog(page)).toHaveCount(0);
    expect(reports).toHaveLength(1);
  });

  test('stored data that cannot be read means no pop-up', async ({ page }) => {
    await page.addInitScript((id) => localStorage.setItem(`site:activity-popup:${id}`, '{broken'), homePopupId);
    await open(page, 'ost.localhost');
    await expect(dialog(page)).toHaveCount(0);
  });

  test('the pop-up image is retried twice with a cache-busting query', async ({ page }) => {
    const requested: string[] = [];
    await page.route('**/campaign/ost-double12-2026.svg*', async (route) => {
      requested.push(route.request().url());
      if (requested.length <= 2) await route.fulfill({ status: 503, body: '' });
      else await route.continue();
    });
    await open(page, 'ost.localhost');
    const image = dialog(page).getByRole('img', { name: HOME_TITLE });
    await expect(image).toHaveAttribute('src', '/campaign/ost-double12-2026.svg?retry=2');
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    expect(requested.map((url) => new URL(url).search)).toEqual(['', '?retry=1', '?retry=2']);
  });

  test('an image that keeps failing gives way to a neutral placeholder', async ({ page }) => {
    let requests = 0;
    await page.route('**/campaign/ost-double12-2026.svg*', (route) => {
      requests += 1;
      return route.fulfill({ status: 503, body: '' });
    });
    await open(page, 'ost.localhost');
    await expect(dialog(page).locator('[data-image-failed]')).toBeVisible();
    await expect(dialog(page).getByRole('img', { name: HOME_TITLE })).toBeVisible();
    expect(requests).toBe(3);
  });

  test('at phone width', async ({ context }) => {
    const page = await phone(context);
    await open(page, 'ost.localhost');
    await expect(dialog(page)).toBeVisible();
    const box = await dialog(page).boundingBox();
    expect(box?.width).toBeLessThanOrEqual(390 - 32 + 1);
    await shoot(page, 'popup-ost-phone');
  });

  test('700 px wide on a desktop screen, the focus on its close button', async ({ page }) => {
    await open(page, 'ost.localhost');
    await expect(dialog(page).getByRole('button', { name: '关闭' })).toBeFocused();
    expect((await dialog(page).boundingBox())?.width).toBe(700);
  });
});

test.describe('XM 10', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  const REVIEW = '/cht/annualReview/annualReviewHK';

  test('the annual-review pop-up: once a day on its page, one primary button', async ({ page }) => {
    await page.clock.install({ time: beijing(21, '09:00') });
    const reports = viewReports(page);
    await open(page, 'xm.localhost');
    await expect(dialog(page)).toHaveCount(0);

    await open(page, 'xm.localhost', REVIEW);
    const popup = page.getByRole('dialog', { name: XM_TITLE });
    await expect(popup).toBeVisible();
    const button = popup.getByRole('link', { name: '預約審計' });
    await expect(button).toHaveClass(/btn-primary/);
    await expect(button).toHaveAttribute('href', '/cht/accountingAudit');
    await expect(popup.getByRole('button', { name: '關閉' })).toBeVisible();
    expect(reports).toHaveLength(1);
    await expectNoSeriousAxeViolations(page);
    await shoot(page, 'popup-xm-desktop');

    await page.clock.setSystemTime(beijing(21, '15:00'));
    await open(page, 'xm.localhost', REVIEW);
    await expect(dialog(page)).toHaveCount(0);

    await page.clock.setSystemTime(beijing(22, '09:00'));
    await open(page, 'xm.localhost', REVIEW);
    await expect(page.getByRole('dialog', { name: XM_TITLE })).toBeVisible();
    expect(reports).toHaveLength(2);
  });

  test('at phone width', async ({ context }) => {
    const page = await phone(context);
    await open(page, 'xm.localhost', REVIEW);
    await expect(dialog(page)).toBeVisible();
    await shoot(page, 'popup-xm-phone');
  });
});

for (const host of ['mdt.localhost', 'reme.localhost']) {
  test(`${host} has no live pop-up and shows none`, async ({ page }) => {
    const reports = viewReports(page);
    await open(page, host);
    await expect(dialog(page)).toHaveCount(0);
    expect(reports).toEqual([]);
  });
}
