import { mkdirSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { ADMIN, createStaff, signInFirstTime } from './support/admin.ts';
import { expect, gotoHydrated, type Page, test } from './support/fixtures.ts';

/**
 * The compliance rules in the back office (issue 26 section 4), against the production build: a compliance user adds
 * a source to DE.packaging, sees the stored report that would change in 影响分析, publishes a new rules version with
 * its confirmation; a new report carries the new version and the new source, while the report saved before still
 * shows the old version and the old sources. An editor cannot open the rules or the inbox (403).
 */

const PORT = Number(process.env.E2E_PORT ?? 3100);
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots/admin-rules';
const HOST = 'ost.localhost';
const SOURCE = '服务商解读：德国包装法新规';

const post = (path: string, json: unknown) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port: PORT,
        path,
        method: 'POST',
        headers: { host: `${HOST}:${PORT}`, 'content-type': 'application/json' },
        timeout: 60_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify(json));
  });

/** A German seller of plain goods on Amazon: a stored report's id. */
const saveGermanReport = async (): Promise<string> => {
  const answers = { 1: 'DE', 2: 'AMAZON', 3: 'N', 4: 'N', 5: 'N', 6: 'N', 7: 'N' };
  const answerList = Object.entries(answers).map(([questionId, answer]) => ({
    questionId: Number(questionId),
    answer,
  }));
  const saved = await post('/vat/mcSurveyReport/save', { source: 1, answerList });
  const { code, data } = JSON.parse(saved.body) as { code: number; data: string };
  expect(code).toBe(0);
  return data;
};

/** The result page of a report: its rules version (small print) and the DE.packaging item. */
const openReport = async (page: Page, reportId: string) => {
  await gotoHydrated(page, `http://${HOST}:${PORT}/ld/questionAnswer?reportId=${reportId}`);
  await expect(page.getByRole('heading', { level: 1, name: /的合规报告$/ })).toBeVisible();
  return page.locator('[data-market="DE"] [data-rule="DE.packaging"]');
};

test('a compliance user edits a source, sees the reports that would change, publishes; old reports keep theirs', async ({
  page,
}) => {
  test.setTimeout(240_000);
  mkdirSync(SHOTS, { recursive: true });
  await page.setViewportSize({ width: 1440, height: 900 });
  const stamp = Date.now().toString(36);

  const oldReport = await saveGermanReport();
  const oldItem = await openReport(page, oldReport);
  await expect(page.getByText(/规则版本 2026-11-27\.1/)).toBeVisible();
  await expect(oldItem).not.toContainText(SOURCE);

  await signInFirstTime(
    page,
    `compliance-${stamp}`,
    createStaff(`compliance-${stamp}`, 'compliance'),
    'compliance-pw-1',
  );
  await expect(page).toHaveURL(/\/leads/);
  await page.goto(`${ADMIN}/rules`);
  await expect(page.getByTestId('rules-copy')).toContainText('线上版本 2026-11-27.1');
  await page.getByLabel('搜索编号、标题、法规、登记处').fill('packaging');
  await page.getByRole('button', { name: '筛选' }).click();
  await expect(page.getByRole('cell', { name: 'DE.packaging', exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'UK.vat', exact: true })).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/rules.png` });

  await page.goto(`${ADMIN}/rules/edit/DE.packaging`);
  await expect(page.getByLabel('来源名称').first()).not.toHaveValue('');
  await page.getByRole('button', { name: '添加来源' }).first().click();
  await page.getByLabel('来源名称').nth(2).fill(SOURCE);
  await page.getByLabel('网址（未确认来源可为空）').nth(2).fill('https://example.com/verpackg-2027');
  await page.getByLabel(/本次变更说明/).fill('新增服务商来源：德国包装法新规解读');
  await page.getByTestId('rule-save').click();
  await expect(page.getByText(/已保存到草稿 \d{4}-\d{2}-\d{2}\.\d+/)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/rule-edit.png`, fullPage: true });

  await page.goto(`${ADMIN}/rules/impact`);
  const table = page.getByTestId('impact-table');
  await expect(table.getByRole('row', { name: new RegExp(oldReport) })).toContainText('DE.packaging');
  await page.screenshot({ path: `${SHOTS}/impact.png`, fullPage: true });

  await page.getByLabel(/变更说明/).fill('德国包装法：新增服务商来源');
  await page.getByTestId('rules-publish').click();
  await page
    .locator('.ant-popconfirm')
    .getByRole('button', { name: /确\s*定|OK/ })
    .click();
  await expect(page).toHaveURL(/\/rules\/versions$/);
  const live = page.getByRole('row', { name: /线上/ });
  await expect(live).toContainText('德国包装法：新增服务商来源');
  const version = (((await live.locator('td').first().textContent()) ?? '').match(/\d{4}-\d{2}-\d{2}\.\d+/) ?? [''])[0];
  expect(version).not.toBe('2026-11-27.1');
  await page.screenshot({ path: `${SHOTS}/versions.png` });

  const newReport = await saveGermanReport();
  const newItem = await openReport(page, newReport);
  await expect(page.getByText(`规则版本 ${version}`)).toBeVisible();
  await expect(newItem).toContainText(SOURCE);
  await page.screenshot({ path: `${SHOTS}/new-report.png` });

  const again = await openReport(page, oldReport);
  await expect(page.getByText(/规则版本 2026-11-27\.1/)).toBeVisible();
  await expect(again).not.toContainText(SOURCE);

  // An editor: the page answers 403 and so does the call.
  await page.context().clearCookies();
  await signInFirstTime(page, `editor-r-${stamp}`, createStaff(`editor-r-${stamp}`, 'editor'), 'editor-pw-1');
  await expect(page).toHaveURL(/\/content\/product/);
  await page.goto(`${ADMIN}/rules`);
  await expect(page.getByText('没有权限访问该页面')).toBeVisible();
  const status = await page.evaluate(async () => (await fetch('/admin-api/rules')).status);
  expect(status).toBe(403);
  // Nor the inbox.
  await page.goto(`${ADMIN}/leads`);
  await expect(page.getByText('没有权限访问该页面')).toBeVisible();
  const inbox = await page.evaluate(async () => (await fetch('/admin-api/leads')).status);
  expect(inbox).toBe(403);
});
