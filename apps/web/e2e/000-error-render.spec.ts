import { withDatabase } from './support/database.ts';
import { expect, test } from './support/fixtures.ts';

/**
 * A render that fails (the database lost a table) answers the spec's error page with status 500, and the site
 * keeps serving. Kept in its own file, named (000-) to run before every other spec, so the brand it uses is not cached.
 */

const PORT = Number(process.env.E2E_PORT ?? 3100);
const _PG_PORT = Number(process.env.E2E_PG_PORT ?? 54341);
const urlOf = (host: string, path = '/') => `http://${host}:${PORT}${path}`;

test('shows a failing render as a 500 error page, and the proxy keeps serving', async ({ page }) => {
  // This file runs first (Playwright runs files in name order) and the test server starts with an empty page
  // and data cache, so the consulting brand's shell is not cached yet: with its menus table gone the layout
  // cannot read the shell, and the proxy cannot read the menus either.
  await withDatabase((db) => db.query('ALTER TABLE menu_items RENAME TO menu_items_gone'));
  try {
    const response = await page.goto(urlOf('consult.localhost', '/ld/price?from=test'));
    expect(response?.status()).toBe(500);
    const main = page.locator('main');
    await expect(main.getByText('500', { exact: true })).toBeVisible();
    await expect(main.getByRole('heading', { level: 1, name: '系统繁忙，请稍后重试' })).toBeVisible();
    await expect(main.getByText('错误请求：/ld/price?from=test')).toBeVisible();
    await main.getByRole('link', { name: '返回首页' }).click();
    await expect(page).toHaveURL(urlOf('consult.localhost', '/'));
  } finally {
    await withDatabase((db) => db.query('ALTER TABLE menu_items_gone RENAME TO menu_items'));
  }
});
