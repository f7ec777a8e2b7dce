import { mkdirSync } from 'node:fs';
import { withDatabase } from './support/database.ts';
import { type BrowserContext, expect, gotoHydrated, type Page, test } from './support/fixtures.ts';

/**
 * The seller's path (issue 28), as a seller walks it in Chromium against the production build: the questionnaire,
 * the result page, 免费注册并办理 to the portal, and the workbench holding the report (and the report made before it
 * on the same device), with the registration's entry point; the workbench on a phone.
 */

// A browser in UTC (and the suite run with TZ=UTC for the server): dates still show China time (issue 28).
test.use({ timezoneId: 'UTC' });

const PORT = Number(process.env.E2E_PORT ?? 3100);
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-seller';
mkdirSync(SHOTS, { recursive: true });
const urlOf = (host: string, path = '/') => `http://${host}:${PORT}${path}`;

const dialog = (page: Page) => page.getByRole('dialog', { name: '免费合规自测' });
const question = (page: Page, id: number) => page.locator(`[data-question="${id}"]`);

/** A mainland number no other test uses. */
const newPhone = () => `137${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

/** Answers the buying guide's questions (question id -> labels) and waits for the result page; its report id. */
async function makeReport(page: Page, answers: Record<number, string[]>): Promise<string> {
  await gotoHydrated(page, urlOf('ost.localhost', '/buyingGuide'));
  await page.getByRole('button', { name: '开始免费自测' }).click();
  await dialog(page).getByRole('button', { name: '开始答题' }).click();
  for (const [id, labels] of Object.entries(answers)) {
    for (const label of labels) await question(page, Number(id)).getByLabel(label, { exact: true }).check();
  }
  await dialog(page).getByRole('button', { name: '生成报告' }).click();
  await page.waitForURL((url) => url.pathname === '/ld/questionAnswer', { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const reportId = new URL(page.url()).searchParams.get('reportId');
  if (!reportId) throw new Error(`no reportId in ${page.url()}`);
  return reportId;
}

/** The newest registration code the development outbox shows for a number. */
const readCode = async (context: BrowserContext, phone: string): Promise<string> => {
  const outbox = await context.newPage();
  try {
    await outbox.goto(urlOf('portal.localhost', '/user/dev-outbox'));
    const body = await outbox.locator(`tr[data-phone="86${phone}"]`).first().getByTestId('outbox-body').textContent();
    const code = /\b(\d{6})\b/.exec(body ?? '')?.[1];
    if (!code) throw new Error(`no code for ${phone} in the outbox: ${body}`);
    return code;
  } finally {
    await outbox.close();
  }
};

test('questionnaire, result, register from the report, and the workbench holds the reports', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const phone = newPhone();
  // An earlier report on this device, then the one whose result page the seller registers from.
  const earlier = await makeReport(page, {
    1: ['美国'],
    2: ['亚马逊'],
    3: ['否'],
    4: ['否'],
    5: ['否'],
    6: ['否'],
    7: ['否'],
  });
  const current = await makeReport(page, {
    1: ['德国'],
    2: ['亚马逊'],
    3: ['否'],
    4: ['否'],
    5: ['否'],
    6: ['否'],
    7: ['否'],
  });

  const registerLink = page.getByRole('link', { name: /免费注册并办理/ });
  const [portal] = await Promise.all([context.waitForEvent('page'), registerLink.click()]);
  await portal.waitForLoadState();
  const url = new URL(portal.url());
  expect(url.pathname).toBe('/user/register');
  expect(url.searchParams.get('reportId')).toBe(current);
  expect(url.searchParams.get('pointType')).toBe('registers');
  await expect(portal.getByTestId('report-kept')).toHaveText(/这份合规报告.*保存到你的工作台/);

  await expect(portal.locator('form[data-ready="true"]')).toBeVisible();
  await portal.getByLabel(/^手机号/).fill(phone);
  await portal.getByTestId('get-code').click();
  await expect(portal.getByText('验证码已发送，请查收短信')).toBeVisible({ timeout: 30_000 });
  await portal.getByLabel(/^验证码/).fill(await readCode(context, phone));
  await portal.getByRole('checkbox').check();
  await portal.getByRole('button', { name: '注册', exact: true }).click();
  await portal.waitForURL(/\/user\/workbench$/);

  // Both reports are the account's, newest first, each opening its result page; the entry point is the report.
  const reports = portal.locator('section[aria-labelledby="wb-reports"]');
  await expect(reports.getByRole('link', { name: '查看报告' })).toHaveCount(2);
  const hrefs = await reports
    .getByRole('link', { name: '查看报告' })
    .evaluateAll((links) =>
      links.map((link) => new URL((link as HTMLAnchorElement).href).searchParams.get('reportId')),
    );
  expect(hrefs).toEqual([current, earlier]);
  await expect(reports).toContainText('德国');
  await expect(reports).toContainText('美国');
  await expect(reports).not.toContainText('还没有合规报告');
  await expect(portal.getByTestId('account-entry')).toHaveText('合规自测报告（免费注册并办理）');
  await expect(portal.getByTestId('account-channel')).not.toHaveText('官网直接注册');
  const user = await withDatabase((db) =>
    db
      .query('SELECT entry_report_id, point_type, into_way, created_at FROM users WHERE phone = $1', [phone])
      .then((r) => r.rows[0]),
  );
  expect(user).toMatchObject({ entry_report_id: current, point_type: 'registers' });
  // How the questionnaire was opened (the result page's intoWay) is kept too.
  expect(user?.into_way).toMatch(/^[A-Za-z]+$/);
  // 注册时间 is the China day of the registration, whatever the zone of the browser and the server.
  // Computed here by hand (UTC+8, China has no daylight saving), not with the site's formatter.
  const chinaDay = new Date(new Date(user?.created_at).getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
  await expect(portal.locator('dt', { hasText: '注册时间' }).locator('xpath=following-sibling::dd[1]')).toHaveText(
    chinaDay,
  );

  // The same workbench on a phone.
  await portal.setViewportSize({ width: 390, height: 844 });
  await portal.reload();
  await expect(reports.getByRole('link', { name: '查看报告' })).toHaveCount(2);
  await portal.screenshot({ path: `${SHOTS}/workbench-report-phone.png`, fullPage: true });
  const overflow = await portal.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  // The report opens from the workbench.
  await reports.getByRole('link', { name: '查看报告' }).first().click();
  await portal.waitForURL((u) => u.searchParams.get('reportId') === current);
});
