import { createHmac } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { ADMIN, createStaff, signInFirstTime } from './support/admin.ts';
import { expect, type Page, test } from './support/fixtures.ts';

/**
 * The back office (issue 25) against the production build, on its own host (admin.localhost): a sales account made
 * with `npm run admin:create` signs in with its one-time password, sets its own, finds the contact message the test
 * just sent through a brand's public form, assigns it to itself, sets it to contacted with a note, exports the list as
 * CSV and XLSX (read back here); an admin (password, then TOTP computed here) sees each step in the audit log.
 */

const PORT = Number(process.env.E2E_PORT ?? 3100);
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots/admin';

/** RFC 6238 TOTP (SHA-1, 6 digits, 30 s) of a base32 secret, as an authenticator app computes it. */
const totp = (base32: string, at = Date.now()): string => {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const ch of base32.replace(/=+$/, '').toUpperCase()) bits += alphabet.indexOf(ch).toString(2).padStart(5, '0');
  const key = Buffer.from((bits.match(/.{8}/g) ?? []).map((b) => Number.parseInt(b, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const mac = createHmac('sha1', key).update(counter).digest();
  const offset = (mac.at(-1) ?? 0) & 0xf;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
};

/** A GET from the page itself (Node does not resolve *.localhost names; the browser does): status and headers. */
const fetchFromPage = (page: Page, url: string) =>
  page.evaluate(async (target) => {
    const res = await fetch(target, { credentials: 'same-origin' });
    return { status: res.status, headers: Object.fromEntries(res.headers.entries()) };
  }, url);

test.describe.configure({ mode: 'serial' });

test('a sales account works a contact message and an admin sees it in the audit log', async ({ page, browser }) => {
  test.setTimeout(180_000);
  mkdirSync(SHOTS, { recursive: true });
  await page.setViewportSize({ width: 1440, height: 900 });
  const stamp = Date.now().toString(36);
  const visitor = `e2e 访客 ${stamp}`;

  // A visitor's contact message through a brand's public form.
  await page.goto(`http://ost.localhost:${PORT}/ld/contactUs?channelNo=e2e-admin`);
  await expect(page.locator('#contact-form form[data-ready="true"]')).toBeVisible();
  const form = page.locator('#contact-form form');
  await form.locator('#contact-companyName').fill('e2e 测试公司');
  await form.locator('#contact-name').fill(visitor);
  await form.locator('#contact-email').fill(`visitor-${stamp}@example.com`);
  await form.locator('#contact-phone').fill('+86 138 0013 8000');
  await form.locator('#contact-subject').fill('VAT');
  await form.locator('#contact-content').fill('想了解德国 VAT 注册（后台测试）');
  await form.getByRole('button', { name: '发送' }).click();
  await expect(form.getByRole('button', { name: '发送成功' })).toBeVisible();

  // The back office is not served on a brand's host.
  expect((await fetchFromPage(page, '/admin-api/me')).status).toBe(404);

  // A sales account: one-time password, then its own.
  const sales = `sales-${stamp}`;
  await signInFirstTime(page, sales, createStaff(sales, 'sales'), 'sales-password-1');
  await expect(page).toHaveURL(/\/leads/);
  const row = page.locator('tr', { hasText: visitor });
  await expect(row).toBeVisible();
  await expect(row).toContainText('联系我们');
  const { headers } = await fetchFromPage(page, '/leads');
  expect(headers['x-robots-tag']).toContain('noindex');
  expect(headers['cache-control']).toBe('private, no-store');
  expect(headers['content-security-policy']).toContain("script-src 'self'");
  await page.screenshot({ path: `${SHOTS}/inbox.png` });

  // Work on it: assign to oneself, contacted, a note.
  await row.getByRole('button').click();
  await expect(page).toHaveURL(/\/leads\/show\//);
  await expect(page.getByText(visitor).first()).toBeVisible();
  await page.getByLabel('负责人').click({ force: true });
  await page.locator(`.ant-select-item-option[title="${sales}"]`).click();
  await page.getByLabel('状态').click({ force: true });
  await page.locator('.ant-select-item-option[title="已联系"]').click();
  await page.getByLabel('备注').fill('已电话联系，客户下周回复');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('已保存')).toBeVisible();
  await expect(page.locator('.ant-timeline')).toContainText('已电话联系，客户下周回复');
  await page.screenshot({ path: `${SHOTS}/lead.png`, fullPage: true });

  // Export the filtered list: CSV with a BOM, and an XLSX, both read back.
  await page.goto(`${ADMIN}/leads`);
  await page.getByLabel('搜索姓名、公司、电话、邮箱、留言').fill(visitor);
  await page.getByRole('button', { name: '筛选' }).click();
  await expect(page.locator('tbody tr.ant-table-row')).toHaveCount(1);
  await expect(page.locator('tbody tr.ant-table-row')).toContainText('已联系');
  const [csv] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-csv').click()]);
  const csvBytes = readFileSync(await csv.path());
  expect([...csvBytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const csvText = csvBytes.toString('utf8');
  expect(csvText).toContain(visitor);
  expect(csvText.trim().split('\r\n')).toHaveLength(2);
  const [xlsx] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-xlsx').click()]);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await xlsx.path());
  const cells = (book.worksheets[0]?.getSheetValues() ?? []).flat().map(String);
  expect(cells).toContain(visitor);
  expect(cells).toContain('contacted');

  // A sales account has no audit log (403 from the API, no menu entry).
  expect((await fetchFromPage(page, '/admin-api/audit')).status).toBe(403);
  await expect(page.getByRole('menuitem', { name: '审计日志' })).toHaveCount(0);

  // An admin: password, TOTP, then the audit log shows each step.
  const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
  const adminPage = await context.newPage();
  const admin = `admin-${stamp}`;
  await signInFirstTime(adminPage, admin, createStaff(admin, 'admin'), 'admin-password-1');
  await expect(adminPage).toHaveURL(/\/two-factor\/setup$/);
  await adminPage.getByLabel('登录密码').fill('admin-password-1');
  await adminPage.getByRole('button', { name: '生成密钥' }).click();
  const secret = (await adminPage.getByTestId('totp-secret').textContent())?.trim() ?? '';
  await adminPage.getByLabel('验证码').fill(totp(secret));
  await adminPage.getByRole('button', { name: '验证并开启' }).click();
  await expect(adminPage).toHaveURL(/\/leads/);
  await adminPage.getByRole('menuitem', { name: '审计日志' }).click();
  const log = adminPage.locator('tbody');
  // In words: the action, the lead by its kind and number, what changed.
  for (const action of ['跟进线索', '添加备注', '导出线索', '两步验证登录']) await expect(log).toContainText(action);
  await expect(log).toContainText(sales);
  await expect(log).toContainText(/联系我们 #\d+/);
  await expect(log).toContainText('状态：新线索 → 已联系');
  await adminPage.screenshot({ path: `${SHOTS}/audit.png` });

  // The visitor asks for their data to be deleted: the admin erases it from the lead's page.
  await adminPage.goto(`${ADMIN}/leads`);
  await adminPage.getByLabel('搜索姓名、公司、电话、邮箱、留言').fill(visitor);
  await adminPage.getByRole('button', { name: '筛选' }).click();
  await adminPage.locator('tr', { hasText: visitor }).getByRole('button').click();
  await adminPage.getByRole('button', { name: '删除个人数据' }).click();
  await adminPage.getByRole('button', { name: '删除', exact: true }).click();
  // Back on the list (not the lead's own page, which /leads alone would match before the erase has answered), then a
  // fresh load of the audit log: the menu would show the list read before the erase from the client's cache.
  await expect(adminPage).toHaveURL(/\/leads(\?.*)?$/);
  await adminPage.goto(`${ADMIN}/audit`);
  await expect(adminPage.locator('tbody')).toContainText('删除个人数据');
  await context.close();
});
