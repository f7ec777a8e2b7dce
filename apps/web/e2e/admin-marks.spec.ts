import { mkdirSync } from 'node:fs';
import { ADMIN, createStaff, signInFirstTime } from './support/admin.ts';
import { withDatabase } from './support/database.ts';
import { type Browser, expect, type Page, test } from './support/fixtures.ts';

/**
 * The trademark registry's imports in the back office (issue 26 section 4), production build: a compliance user
 * drops a registry CSV on 商标库导入, the import runs in the background and ends 已完成 with its counts, the refused
 * lines are listed in Chinese with their line numbers, the office's coverage shows the new marks, and the public
 * search finds the imported mark at once. An editor cannot open the page.
 */

const PORT = Number(process.env.E2E_PORT ?? 3100);
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots/admin-marks';

/** The imported marks and the coverage they made are removed afterwards: the other specs search the sample registry
 * only (trademark.spec.ts states that no office's data is imported). */
const removeImported = (stamp: string) =>
  withDatabase(async (client) => {
    await client.query(`DELETE FROM marks WHERE number LIKE $1`, [`E2E-${stamp}-%`]);
    await client.query(
      `DELETE FROM mark_coverage c WHERE NOT EXISTS (SELECT 1 FROM marks m WHERE m.source = 'import' AND m.office = c.office)`,
    );
  });

test('a compliance user imports a registry file; an editor cannot', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  try {
    await importAndCheck(page, browser, stamp);
  } finally {
    await removeImported(stamp);
  }
});

const importAndCheck = async (page: Page, browser: Browser, stamp: string) => {
  mkdirSync(SHOTS, { recursive: true });
  await page.setViewportSize({ width: 1440, height: 900 });
  const name = `compliance-${stamp}`;
  await signInFirstTime(page, name, createStaff(name, 'compliance'), 'compliance-password-1');
  await expect(page).toHaveURL(/\/leads/);

  await page.getByRole('menuitem', { name: '商标库导入' }).click();
  await expect(page).toHaveURL(/\/marks\/imports/);
  await expect(page.getByText('点击或拖拽文件到此处上传')).toBeVisible();

  const mark = `QZELTRONIX${stamp.toUpperCase()}`;
  const csv = [
    'number,mark,classes,owner,country,status,filed',
    `E2E-${stamp}-1,${mark},9;35,Qzeltron GmbH,EU,registered,2025-06-01`,
    `E2E-${stamp}-2,,9,Nobody,EU,registered,2025-06-02`,
    `E2E-${stamp}-3,VALIDMARK${stamp.toUpperCase()},77,Someone,EU,registered,2025-06-03`,
  ].join('\n');
  const file = `registry-${stamp}.csv`;
  await page.locator('input[type=file]').setInputFiles({ name: file, mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(page.getByText(`${file} 已上传，正在导入`)).toBeVisible();

  // The list follows the running import until it ends.
  const row = page.locator('.ant-table-row', { hasText: file });
  await expect(row.getByText('已完成')).toBeVisible({ timeout: 60_000 });
  await expect(row).toContainText('读取 3 行：新增 1，更新 0，未变 0，拒绝 2');
  await expect(row).toContainText('后台上传');
  await expect(row).toContainText(name);

  await row.locator('.ant-table-row-expand-icon').click();
  const refused = page.locator('.ant-table-expanded-row');
  await expect(refused.getByText('第 3 行')).toBeVisible();
  await expect(refused.getByText('缺少商标文字')).toBeVisible();
  await expect(refused.getByText('第 4 行')).toBeVisible();
  await expect(refused.getByText(/未知类别“77”/)).toBeVisible();

  const coverage = page.locator('.ant-card', { hasText: '各局数据覆盖' });
  await expect(coverage.locator('tr', { hasText: 'EU' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/imports.png`, fullPage: true });

  // Searchable at once on the public site.
  const search = await page.request.post(`http://localhost:${PORT}/api/ipr/trademark/search`, {
    headers: { 'x-platform-type': '00', 'content-type': 'application/json' },
    data: { markElement: mark },
  });
  expect(search.status()).toBe(200);
  const found = (await search.json()) as { data: { list: { mark: string }[] } };
  expect(found.data.list.map((hit) => hit.mark)).toContain(mark);

  // An editor is shown 403 on the page (and the gateway refuses the calls).
  const other = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
  const editorPage = await other.newPage();
  const editor = `editor-tm-${stamp}`;
  await signInFirstTime(editorPage, editor, createStaff(editor, 'editor'), 'editor-password-1');
  await expect(editorPage).toHaveURL(/\/content\/product/);
  await editorPage.goto(`${ADMIN}/marks/imports`);
  await expect(editorPage.getByText('没有权限访问该页面')).toBeVisible();
  // (From the page: Node's resolver does not know *.localhost names, Chromium does.)
  const refusedCall = await editorPage.evaluate(async () => (await fetch('/admin-api/marks/imports')).status);
  expect(refusedCall).toBe(403);
  await other.close();
};
