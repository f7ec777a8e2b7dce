import { mkdirSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { expect, gotoHydrated, type Page, test } from './support/fixtures.ts';

/**
 * Issue 24: the compliance report a consultant would sign. Reports saved through the gateway for the issue's
 * sellers, read on the production result page: product safety, the fiscal representative, the battery producer
 * organisation, PSE; conditions instead of guesses and the refine step (a new report, the first unchanged), with
 * screenshots before and after refining on desktop and phone; the 法规更新 page and its place in the sitemap.
 */

const PORT = Number(process.env.E2E_PORT ?? 3100);
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-compliance';
mkdirSync(SHOTS, { recursive: true });
const HOST = 'ost.localhost';
const urlOf = (path: string) => `http://${HOST}:${PORT}${path}`;

const post = (path: string, json?: unknown) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    const payload = json === undefined ? undefined : JSON.stringify(json);
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port: PORT,
        path,
        method: payload ? 'POST' : 'GET',
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
    req.end(payload);
  });

/** Saves answers (question id -> comma-joined codes) and answers the new report's id. */
const save = async (answers: Record<number, string>): Promise<string> => {
  const answerList = Object.entries(answers).map(([questionId, answer]) => ({
    questionId: Number(questionId),
    answer,
  }));
  const saved = await post('/vat/mcSurveyReport/save', { source: 1, answerList });
  const { code, data } = JSON.parse(saved.body) as { code: number; data: string };
  expect(code).toBe(0);
  return data;
};

const PLAIN = { 2: 'AMAZON', 3: 'N', 4: 'N', 5: 'N', 6: 'N', 7: 'N' };
const POWERED = { 2: 'AMAZON', 3: 'N', 4: 'Y', 5: 'N', 6: 'N', 7: 'N' };
const BATTERY = { 2: 'AMAZON', 3: 'Y', 4: 'Y', 5: 'N', 6: 'N', 7: 'N' };

const openReport = async (page: Page, reportId: string) => {
  await gotoHydrated(page, urlOf(`/ld/questionAnswer?reportId=${reportId}`));
  await expect(page.getByRole('heading', { level: 1, name: /的合规报告$/ })).toBeVisible();
};
const rules = (page: Page) =>
  page.locator('main [data-rule]').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-rule') ?? ''));
const statusOf = (page: Page, market: string, rule: string) =>
  page.locator(`[data-market="${market}"] [data-rule="${rule}"]`).getAttribute('data-status');

test.describe('the compliance report of issue 24', () => {
  test('a German seller of plain goods sees GPSR and LUCID and no €10,000 threshold as theirs', async ({ page }) => {
    await openReport(page, await save({ 1: 'DE', ...PLAIN }));
    const shown = await rules(page);
    expect(shown).toEqual(
      expect.arrayContaining(['EU.productSafety.gpsr', 'EU.productSafety.listing', 'DE.packaging']),
    );
    expect(shown).not.toContain('EU.vat.threshold');
    await expect(page.locator('[data-rule="DE.packaging"]')).toContainText('LUCID');
    // Both confidences, each with its own label.
    const gpsr = page.locator('[data-rule="EU.productSafety.gpsr"]');
    await expect(gpsr.locator('[data-law-confidence]')).toHaveText('官方来源');
    await expect(gpsr.locator('[data-amazon-confidence]')).toHaveText('未确认');
    // The as-of line states the rules' own checked dates.
    await expect(page.locator('[data-as-of]')).toContainText('2026-11-23、2026-11-27');
  });

  test('a French powered-goods seller sees CE, GPSR, the fiscal representative and the IDU', async ({ page }) => {
    await openReport(page, await save({ 1: 'FR', ...POWERED }));
    const shown = await rules(page);
    expect(shown).toEqual(
      expect.arrayContaining([
        'EU.productSafety.ce',
        'EU.productSafety.gpsr',
        'FR.authorisedRep.fiscal',
        'FR.packaging',
      ]),
    );
    await expect(page.locator('[data-rule="FR.packaging"]')).toContainText('IDU');
    await expect(page.locator('[data-rule="FR.authorisedRep.fiscal"] [data-condition]')).toContainText('法国存放库存');
  });

  test('a German battery seller sees BattDG, stiftung ear and the producer organisation', async ({ page }) => {
    await openReport(page, await save({ 1: 'DE', ...BATTERY }));
    const shown = await rules(page);
    expect(shown).toEqual(expect.arrayContaining(['DE.batteries', 'DE.batteries.producerOrganisation']));
    const battery = page.locator('[data-rule="DE.batteries"]');
    await expect(battery).toContainText('BattDG');
    await expect(battery).toContainText('stiftung ear');
    await expect(page.locator('[data-rule="DE.batteries.producerOrganisation"]')).toContainText('OfH');
  });

  test('a Japanese powered-goods seller sees PSE and the domestic administrator', async ({ page }) => {
    await openReport(page, await save({ 1: 'JP', ...POWERED }));
    const shown = await rules(page);
    expect(shown).toEqual(expect.arrayContaining(['JP.productSafety.pse', 'JP.productSafety.domesticAdministrator']));
    await expect(page.locator('[data-rule="JP.productSafety.domesticAdministrator"]')).toContainText('国内管理人');
  });

  test('a US-only seller sees no EU or UK safety duty', async ({ page }) => {
    await openReport(page, await save({ 1: 'US', ...BATTERY }));
    const shown = await rules(page);
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.filter((id) => id.startsWith('EU.') || id.startsWith('UK.'))).toEqual([]);
  });

  test('refining "stock in Germany via FBA" makes the German VAT duty required in a new report', async ({ page }) => {
    // A bound for a hang, not a speed check: six full-page screenshots and three reports on a busy 2-core machine.
    test.setTimeout(180_000);
    const firstId = await save({ 1: 'DE', ...PLAIN });
    for (const [name, size] of [
      ['desktop', { width: 1366, height: 900 }],
      ['phone', { width: 390, height: 844 }],
    ] as const) {
      await page.setViewportSize(size);
      await openReport(page, firstId);
      expect(await statusOf(page, 'DE', 'DE.vat')).toBe('conditional');
      await expect(page.locator('[data-rule="DE.vat"] [data-condition]')).toHaveText(
        '需要：如果您在德国存放库存（例如FBA、泛欧计划、自有仓库）',
      );
      await page.screenshot({ path: `${SHOTS}/report-before-refine-${name}.png`, fullPage: true });
    }

    await page.setViewportSize({ width: 1366, height: 900 });
    await openReport(page, firstId);
    const form = page.locator('[data-refine-form]');
    await form.locator('[data-refine="stockLocations"]').getByLabel('德国', { exact: true }).check();
    await form.locator('[data-refine="established"]').getByLabel('中国大陆', { exact: true }).check();
    await form.getByRole('button', { name: '生成细化报告' }).click();
    await page.waitForURL((url) => url.searchParams.get('reportId') !== firstId, { timeout: 20_000 });
    const secondId = new URL(page.url()).searchParams.get('reportId');
    expect(secondId).not.toBe(firstId);
    await expect(page.getByRole('heading', { level: 1, name: /的合规报告$/ })).toBeVisible();
    expect(await statusOf(page, 'DE', 'DE.vat')).toBe('required');
    await expect(page.locator(`[data-refined-from="${firstId}"]`)).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/report-after-refine-desktop.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: /的合规报告$/ })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/report-after-refine-phone.png`, fullPage: true });

    // The first report is as it was.
    await openReport(page, firstId);
    expect(await statusOf(page, 'DE', 'DE.vat')).toBe('conditional');
  });

  test('issue 28: an Amazon-only seller to Germany and France gets a recommendation to trust', async ({ page }) => {
    test.setTimeout(120_000);
    const reportId = await save({ 1: 'DE,FR', ...PLAIN });
    for (const [name, size] of [
      ['desktop', { width: 1366, height: 900 }],
      ['phone', { width: 390, height: 844 }],
    ] as const) {
      await page.setViewportSize(size);
      await openReport(page, reportId);
      // Whose report and which markets; the number and versions on one small-print line.
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('您在德国、法国的合规报告');
      await expect(page.locator('[data-small-print]')).toContainText(`报告编号 ${reportId}`);
      await expect(page.locator('[data-small-print]')).toContainText('规则版本');
      await expect(page.locator('[data-small-print]')).toContainText('引擎版本 2.1.0');
      await expect(page.locator('header').getByText('引擎版本')).toHaveCount(0);
      // No IOSS: Amazon pays that VAT; OSS not among the services that apply, only on its condition, shown with it.
      await expect(page.locator('[data-service="1003:99"]')).toHaveCount(0);
      await expect(page.locator('[data-rule="EU.vat.ioss"]')).toContainText('视同供应商');
      await expect(page.locator('[data-service-group="certain"] [data-service="1004:99"]')).toHaveCount(0);
      const oss = page.locator('[data-service="1004:99"]');
      if ((await oss.count()) > 0) {
        await expect(oss).toHaveAttribute('data-service-conditional', '');
        await expect(oss).toContainText('视情况而定');
        await expect(oss.locator('[data-service-condition]')).toContainText('设立在欧盟成员国');
      }
      // German VAT's services are conditional, with the stock condition.
      const deVat = page.locator('[data-service="1001:2"]');
      await expect(deVat).toHaveAttribute('data-service-conditional', '');
      await expect(deVat.locator('[data-service-condition]')).toContainText('德国存放库存');
      // The first year: one-off and recurring apart, official fees excluded, summed from the services that apply.
      const firstYear = page.locator('[data-first-year]');
      await expect(firstYear).toContainText('一次性费用');
      await expect(firstYear).toContainText('周期性费用');
      await expect(firstYear).toContainText('不含官方规费');
      const certain = firstYear.locator('[data-first-year-certain]');
      const shown = await certain.evaluate((p) => [p.getAttribute('data-one-off'), p.getAttribute('data-recurring')]);
      const prices = await page
        .locator('[data-service-group="certain"] [data-service] strong')
        .evaluateAll((nodes) => nodes.map((n) => n.textContent ?? ''));
      let oneOff = 0;
      let recurring = 0;
      for (const price of prices) {
        const [, amount = '0', unit = ''] = /^￥(\d+\.\d{2})\/?(.*)$/.exec(price) ?? [];
        const cents = Math.round(Number(amount) * 100);
        if (unit === '年') recurring += cents;
        else if (unit === '季度') recurring += 4 * cents;
        else if (unit === '月') recurring += 12 * cents;
        else oneOff += cents;
      }
      const yuan = (cents: number) => `￥${(cents / 100).toFixed(2)}`;
      expect(shown).toEqual([yuan(oneOff), yuan(recurring)]);
      await expect(certain).toContainText(`一次性费用 ${yuan(oneOff)} 起`);
      await expect(certain).toContainText(`周期性费用 ${yuan(recurring)} 起`);
      // The priority list: France's IDU as it applies, German VAT on its condition.
      await expect(page.locator('[data-priority="applies"]', { hasText: 'IDU' })).toHaveCount(1);
      await expect(page.locator('[data-priority="conditional"]', { hasText: '德国VAT' })).toHaveCount(1);
      // The counts are the items': every market's row equals its items.
      for (const market of ['DE', 'FR', 'EU']) {
        const section = page.locator(`[data-market="${market}"]`);
        const required = await section.locator('[data-status="required"], [data-status="recommended"]').count();
        const conditional = await section.locator('[data-status="conditional"]').count();
        const row = page.locator('table tr', { has: page.locator(`a[href="#market-${market}"]`) });
        await expect(row.locator('td').nth(0)).toHaveText(String(required));
        await expect(row.locator('td').nth(2)).toHaveText(String(conditional));
      }
      const frUrgent = page
        .locator('table tr', { has: page.locator('a[href="#market-FR"]') })
        .locator('td')
        .nth(1);
      await expect(frUrgent).not.toHaveText('0');
      // The number and versions only in the small print at the end, below the next step.
      const smallPrint = await page.locator('[data-small-print]').boundingBox();
      const nextStep = await page.locator('#report-next').boundingBox();
      expect(smallPrint?.y ?? 0).toBeGreaterThan(nextStep?.y ?? Number.POSITIVE_INFINITY);
      await expect(page.locator('[data-platforms]')).toContainText('亚马逊');
      await page.screenshot({ path: `${SHOTS}/report-issue28-${name}.png`, fullPage: true });
    }
  });

  test('issue 28: an Amazon-only seller established in China is offered no IOSS or OSS at all', async ({ page }) => {
    const firstId = await save({ 1: 'DE,FR,EU_OTHER', ...PLAIN });
    const refined = await post('/vat/mcSurveyReport/refine', {
      reportId: firstId,
      refine: { established: 'CN', stockLocations: ['PAN_EU', 'CN_DIRECT'], otherEuCountries: ['OTHER'] },
    });
    const { code, data: reportId } = JSON.parse(refined.body) as { code: number; data: string };
    expect(code).toBe(0);
    await openReport(page, reportId);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('您在德国、法国、其他欧盟国家的合规报告');
    // The report says why: the marketplace is the deemed supplier.
    await expect(page.locator('[data-rule="EU.vat.ioss"]')).toContainText('视同供应商');
    await expect(page.locator('[data-rule="EU.vat.oss"]')).toContainText('视同供应商');
    await expect(page.locator('[data-service="1003:99"], [data-service="1004:99"]')).toHaveCount(0);
    await expect(page.locator('section[aria-labelledby="report-services"]')).not.toContainText(/IOSS|OSS注册/);
    // Stock in Germany and France: their VAT applies, before the first sale.
    await expect(page.locator('[data-service-group="certain"] [data-service="1001:2"]')).toHaveCount(1);
    await expect(page.locator('[data-priority="applies"]', { hasText: '德国VAT' })).toHaveCount(1);
    // Italy is in the report for the Pan-EU stock, and says so (not 'you chose an EU member').
    await expect(page.locator('[data-market="IT"] [data-added="stock"]')).toContainText('存放库存');
    await expect(page.locator('[data-market="EU"] [data-added]')).toHaveCount(0);
    // The report it refines is named in the small print only.
    await expect(page.locator('[data-refined-from]')).not.toContainText(firstId);
    await expect(page.locator('[data-small-print]')).toContainText(`细化自报告 ${firstId}`);
    await page.screenshot({ path: `${SHOTS}/report-issue28-established-cn-desktop.png`, fullPage: true });
  });

  test('issue 27: the report is sent once, and shows again through the client router', async ({ page }) => {
    const reportId = await save({ 1: 'DE,FR', ...PLAIN });
    // The document carries the report's sections in its HTML only, not again in the flight data of its scripts.
    const html = (await post(`/ld/questionAnswer?reportId=${reportId}`)).body;
    // Its id and the label that names it: twice, not four times.
    expect(html.split('market-DE-title')).toHaveLength(3);
    await openReport(page, reportId);
    const markets = page.locator('main [data-market]');
    await expect(markets).toHaveCount(3);
    // Away through the client router and back: the page is rebuilt from its flight data, the sections kept from
    // the document.
    await page.locator('header a[href="/"]').first().click();
    await page.waitForURL((url) => !url.search.includes('reportId'));
    await page.goBack();
    await expect(markets).toHaveCount(3);
    await expect(page.locator('[data-rule="DE.packaging"]')).toContainText('LUCID');
    // Reached through the client router (flight data only): the sections come in the flight data.
    await gotoHydrated(page, urlOf('/'));
    await page.evaluate(
      (href) => (window as unknown as { next: { router: { push(href: string): void } } }).next.router.push(href),
      `/ld/questionAnswer?reportId=${reportId}`,
    );
    await expect(markets).toHaveCount(3);
    await expect(page.locator('[data-rule="DE.packaging"]')).toContainText('LUCID');
  });

  test('bad refine answers get a 400 with a clear message', async () => {
    const reportId = await save({ 1: 'DE', ...PLAIN });
    const bad = await post('/vat/mcSurveyReport/refine', { reportId, refine: { established: 'MARS' } });
    expect(bad.status).toBe(400);
    expect(bad.body).toContain('established');
  });

  test('the 法规更新 page lists the changes newest first, and the sitemap has it', async ({ page }) => {
    await gotoHydrated(page, urlOf('/ld/regulationUpdates'));
    await expect(page.getByRole('heading', { level: 1, name: '法规更新' })).toBeVisible();
    const days = await page
      .locator('main time[datetime]')
      .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('datetime') ?? ''));
    expect(days.length).toBeGreaterThan(0);
    expect(days).toEqual([...days].sort().reverse());
    await expect(page.locator('[data-rule="DE.vat.filing"]').first()).toContainText('2021-2026');
    await page.screenshot({ path: `${SHOTS}/regulation-updates-desktop.png`, fullPage: false });
    // Node does not resolve *.localhost names: the Host header names the brand.
    const sitemap = await post('/sitemap.xml');
    expect(sitemap.body).toContain('/ld/regulationUpdates');
  });
});
