import { mkdirSync } from 'node:fs';
import { withDatabase } from './support/database.ts';
import { expect, gotoHydrated, type Page, test } from './support/fixtures.ts';

/**
 * Asking for a quote in one step (issue 28, section 3), desktop and phone (390 px), against the production build:
 * every 咨询 button of the price page opens the callback dialog in place with its service filled in; a phone number or
 * a WeChat ID is needed; the request is stored as a lead with the service, page and channel; the reply promise is
 * said in the dialog. On a phone, 在线客服 offers its link and a tap-to-call number besides the code.
 */

const PORT = Number(process.env.E2E_PORT ?? 3100);
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-seller';
mkdirSync(SHOTS, { recursive: true });
const PRICE = `http://ost.localhost:${PORT}/ld/price`;

const dialog = (page: Page) => page.getByRole('dialog', { name: '预约顾问回电' });

const leadOf = (service: string) =>
  withDatabase((db) =>
    db
      .query(
        "SELECT name, phone, wechat, message, service, from_page, channel_no FROM leads WHERE kind = 'callback' AND service = $1",
        [service],
      )
      .then((r) => r.rows),
  );

test('every 咨询 button of the price page opens the callback dialog in place (desktop)', async ({ page }) => {
  test.setTimeout(90_000);
  // Arrived through a promotion channel's link: the channel goes with the request.
  await gotoHydrated(page, `${PRICE}?channelNo=PRICE26`);
  const buttons = page.locator('main').getByRole('link', { name: /^咨询/ });
  const count = await buttons.count();
  expect(count).toBeGreaterThanOrEqual(60);
  await expect(page.locator('main [data-callback-service]')).toHaveCount(count);

  const button = buttons.nth(4);
  const service = (await button.getAttribute('data-callback-service')) ?? '';
  expect(service).toMatch(/ · /);
  await button.click();
  await expect(dialog(page)).toBeVisible();
  // In place: no navigation to the contact page.
  expect(new URL(page.url()).pathname).toBe('/ld/price');
  await expect(page.getByTestId('callback-service')).toHaveText(service);
  await expect(page.getByTestId('callback-promise')).toContainText('我们会在1个工作日内联系您');
  await expect(dialog(page).getByLabel(/^姓名/)).toBeFocused();

  await dialog(page).getByLabel(/^姓名/).fill('王小明');
  await dialog(page).getByRole('button', { name: '提交，等顾问回电' }).click();
  await expect(dialog(page).getByRole('alert').first()).toHaveText('请填写手机号或微信号（至少一项）');
  await dialog(page)
    .getByLabel(/^微信号/)
    .fill('seller_wang');
  await dialog(page).getByLabel(/^留言/).fill('想了解办理周期');
  await page.screenshot({ path: `${SHOTS}/callback-desktop.png` });
  await dialog(page).getByRole('button', { name: '提交，等顾问回电' }).click();
  await expect(dialog(page).getByText('已收到！')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/callback-desktop-sent.png` });
  expect(await leadOf(service)).toEqual([
    {
      name: '王小明',
      phone: null,
      wechat: 'seller_wang',
      message: '想了解办理周期',
      service,
      from_page: '/ld/price',
      channel_no: 'PRICE26',
    },
  ]);

  // Another button: the dialog opens again with that service.
  await dialog(page).getByRole('button', { name: '好的' }).click();
  await expect(dialog(page)).toBeHidden();
  const other = buttons.nth(20);
  const otherService = (await other.getAttribute('data-callback-service')) ?? '';
  await other.click();
  await expect(page.getByTestId('callback-service')).toHaveText(otherService);
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the dialog fits the screen and sends with a phone number', async ({ page }) => {
    test.setTimeout(90_000);
    await gotoHydrated(page, PRICE);
    const button = page.locator('main').getByRole('link', { name: /^咨询/ }).nth(2);
    const service = (await button.getAttribute('data-callback-service')) ?? '';
    await button.scrollIntoViewIfNeeded();
    await button.tap();
    await expect(dialog(page)).toBeVisible();
    const box = await dialog(page).boundingBox();
    expect(box?.x).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
    await expect(dialog(page).getByRole('link', { name: /拨打 400-836-2718/ })).toHaveAttribute(
      'href',
      'tel:4008362718',
    );
    await dialog(page).getByLabel(/^姓名/).fill('李');
    await dialog(page)
      .getByLabel(/^手机号/)
      .fill('138 0013 8000');
    await page.screenshot({ path: `${SHOTS}/callback-phone.png` });
    await dialog(page).getByRole('button', { name: '提交，等顾问回电' }).click();
    await expect(dialog(page).getByText('已收到！')).toBeVisible();
    expect(await leadOf(service)).toMatchObject([{ name: '李', phone: '138 0013 8000', from_page: '/ld/price' }]);
  });

  test('在线客服 offers its link and a tap-to-call number, not only a code', async ({ page }) => {
    await gotoHydrated(page, `http://ost.localhost:${PORT}/`);
    const panel = page.locator('aside[data-right-panel]');
    await panel.getByRole('button', { name: '快捷服务' }).tap();
    await panel.getByRole('button', { name: '在线客服' }).tap();
    const open = panel.getByRole('link', { name: '在微信中打开' });
    await expect(open).toBeVisible();
    await expect(open).toHaveAttribute('href', /^https:\/\/work\.weixin\.qq\.com\//);
    await expect(panel.getByRole('link', { name: '拨打 400-836-2718' }).first()).toHaveAttribute(
      'href',
      'tel:4008362718',
    );
    await page.screenshot({ path: `${SHOTS}/online-service-phone.png` });
  });
});
