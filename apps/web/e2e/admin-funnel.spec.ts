import { mkdirSync } from 'node:fs';
import { ADMIN, createStaff, signInFirstTime } from './support/admin.ts';
import { expect, type Page, test } from './support/fixtures.ts';

/**
 * The back office's funnel (issue 25 section 4) against the production build: a visitor opens a brand page with a
 * channel of the test's own; a marketing account (made with `npm run admin:create`) has no inbox in its menu, gets
 * 403 from the inbox's API, and sees the funnel with that visit counted under the channel. Screenshots, desktop.
 */

const PORT = Number(process.env.E2E_PORT ?? 3100);
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots/admin';

const statusFromPage = (page: Page, url: string) =>
  page.evaluate(async (target) => (await fetch(target, { credentials: 'same-origin' })).status, url);

/** A day around today (the funnel's days are China time: the range takes in the day before and after). */
const dayFrom = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

test('a marketing account sees the funnel with its visit under the channel, and no inbox', async ({ page }) => {
  test.setTimeout(180_000);
  mkdirSync(SHOTS, { recursive: true });
  await page.setViewportSize({ width: 1440, height: 900 });
  const stamp = Date.now().toString(36);
  const channel = `e2e-funnel-${stamp}`;

  // The visit: a brand page with the channel in its link (recorded with its channel, see channel.spec.ts).
  await page.goto(`http://ost.localhost:${PORT}/ld/aboutUs?channelNo=${channel}`);
  await expect
    .poll(async () => (await page.context().cookies()).find((c) => c.name === 'channelNo')?.value)
    .toBe(channel);

  const name = `marketing-${stamp}`;
  await signInFirstTime(page, name, createStaff(name, 'marketing'), 'marketing-password-1');

  // Marketing starts on the funnel; its menu has the funnel and no inbox, and the inbox's calls answer 403.
  await expect(page).toHaveURL(/\/funnel/);
  const menu = page.locator('.ant-menu');
  await expect(menu.getByText('转化漏斗')).toBeVisible();
  await expect(menu.getByText('线索', { exact: true })).toHaveCount(0);
  await expect(menu.getByText('审计日志')).toHaveCount(0);
  expect(await statusFromPage(page, '/admin-api/leads')).toBe(403);
  expect(await statusFromPage(page, '/admin-api/leads/export?format=csv')).toBe(403);
  expect(await statusFromPage(page, '/admin-api/funnel?from=2026-01-01&to=2026-01-02')).toBe(200);

  // Every channel over the default range: the charts and the tables.
  await expect(page.getByTestId('funnel-total-visits')).toBeVisible();
  await expect(page.locator('canvas').first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/funnel.png`, fullPage: true });

  // The test's channel: its one visit, in the totals and in the brand-and-channel table.
  await page.goto(`${ADMIN}/funnel?from=${dayFrom(-1)}&to=${dayFrom(1)}&channel=${channel}`);
  await expect(page.getByTestId('funnel-total-visits')).toContainText('1');
  const row = page.getByTestId('funnel-channels').locator('tr', { hasText: channel });
  await expect(row).toHaveCount(1);
  await expect(row.locator('td').nth(0)).toHaveText('欧思拓 00');
  await expect(row.locator('td').nth(2)).toHaveText('1');
  await expect(page.getByText('/ld/aboutUs').first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/funnel-channel.png`, fullPage: true });

  // The inbox page itself: the app shows 403 (the server refuses the calls anyway).
  await page.goto(`${ADMIN}/leads`);
  await expect(page.getByText('403')).toBeVisible();
});
