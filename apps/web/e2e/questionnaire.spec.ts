import { mkdirSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { seriousAxeViolations } from './support/axe.ts';
import { expect, gotoHydrated, type Locator, type Page, test } from './support/fixtures.ts';

/**
 * The buying-guide questionnaire and its result page (issue 7, sections 2 and 3): the modal's views,
 * the conditions of questions 4, 8 and 9, 请勾选完整 with the unanswered blocks marked, reset on close,
 * keyboard use, the save with its 401 retry and its failure toast; the stored report on the result
 * page (a German and French battery seller, a US-only seller), the 404 of an unknown report, the
 * page's caching, print and PDF; screenshots and axe on the modal and the result page, desktop and phone.
 */

const PORT = Number(process.env.E2E_PORT ?? 3100);
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots/b';
mkdirSync(SHOTS, { recursive: true });
const urlOf = (host: string, path = '/') => `http://${host}:${PORT}${path}`;

/** A request from Node to a brand's host (Node does not resolve *.localhost names: the Host header names it). */
const raw = (host: string, path: string, json?: unknown) =>
  new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const payload = json === undefined ? undefined : JSON.stringify(json);
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port: PORT,
        path,
        method: payload ? 'POST' : 'GET',
        headers: { host: `${host}:${PORT}`, ...(payload ? { 'content-type': 'application/json' } : {}) },
        timeout: 60_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      },
    );
    req.on('error', reject);
    req.end(payload);
  });

const dialog = (page: Page) => page.getByRole('dialog', { name: '免费合规自测' });
const question = (page: Page, id: number): Locator => page.locator(`[data-question="${id}"]`);
const shownIds = async (page: Page): Promise<number[]> =>
  (await page.locator('[data-question]').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-question'))))
    .map(Number)
    .sort((a, b) => a - b);

async function openQuestions(page: Page, host = 'ost.localhost') {
  await gotoHydrated(page, urlOf(host, '/buyingGuide'));
  await page.getByRole('button', { name: '开始免费自测' }).click();
  await expect(dialog(page)).toBeVisible();
  await dialog(page).getByRole('button', { name: '开始答题' }).click();
  await expect(question(page, 1)).toBeVisible();
}

/** Ticks answers by their labels: question id -> labels. */
async function answer(page: Page, answers: Record<number, string[]>) {
  for (const [id, labels] of Object.entries(answers)) {
    for (const label of labels) await question(page, Number(id)).getByLabel(label, { exact: true }).check();
  }
}

const GERMAN_FRENCH_BATTERY = {
  1: ['德国', '法国'],
  2: ['亚马逊'],
  3: ['是'],
  5: ['否'],
  6: ['否'],
  7: ['否'],
};

const US_ONLY = { 1: ['美国'], 2: ['亚马逊'], 3: ['否'], 4: ['否'], 5: ['否'], 6: ['否'], 7: ['否'] };

/** Submits and waits for the result page; answers its URL. */
async function submitToReport(page: Page, path = '/ld/questionAnswer'): Promise<URL> {
  await dialog(page).getByRole('button', { name: '生成报告' }).click();
  await page.waitForURL((url) => url.pathname === path, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: /的合规报告$/ })).toBeVisible();
  return new URL(page.url());
}

test.describe('the questionnaire modal', () => {
  test('shows questions 4, 8 and 9 only under their conditions', async ({ page }) => {
    await openQuestions(page);
    expect(await shownIds(page)).toEqual([1, 2, 3, 5, 6, 7]);
    await answer(page, { 3: ['否'] });
    expect(await shownIds(page)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    // A battery answers 'powered' by itself.
    await answer(page, { 3: ['是'] });
    expect(await shownIds(page)).toEqual([1, 2, 3, 5, 6, 7]);
    await answer(page, { 7: ['是'] });
    expect(await shownIds(page)).toEqual([1, 2, 3, 5, 6, 7, 8]);
    await answer(page, { 8: ['是'] });
    expect(await shownIds(page)).toEqual([1, 2, 3, 5, 6, 7, 8, 9]);
    await answer(page, { 8: ['否'] });
    expect(await shownIds(page)).toEqual([1, 2, 3, 5, 6, 7, 8]);
    await answer(page, { 7: ['否'] });
    expect(await shownIds(page)).toEqual([1, 2, 3, 5, 6, 7]);
    // Multi-choice for sites and platforms, single choice for yes/no.
    await expect(question(page, 1).getByRole('checkbox')).toHaveCount(15);
    await expect(question(page, 2).getByRole('checkbox')).toHaveCount(3);
    await expect(question(page, 3).getByRole('radio')).toHaveCount(2);
    await expect(question(page, 1).locator('legend')).toContainText('您计划销售的目标站点');
  });

  test('asks for every shown question with 请勾选完整 and marks the unanswered blocks', async ({ page }) => {
    await openQuestions(page);
    await page.screenshot({ path: `${SHOTS}/modal-questions-desktop.png`, animations: 'disabled' });
    await answer(page, { 1: ['德国'], 3: ['否'] });
    await dialog(page).getByRole('button', { name: '生成报告' }).click();
    await expect(dialog(page).getByRole('alert')).toHaveText('请勾选完整');
    const unanswered = await page
      .locator('[data-unanswered]')
      .evaluateAll((nodes) => nodes.map((n) => Number(n.getAttribute('data-question'))));
    expect(unanswered).toEqual([2, 4, 5, 6, 7]);
    // Each marked block says so to screen readers (its description), and the first takes the focus.
    await expect(question(page, 2)).toHaveAccessibleDescription('此题未作答');
    await expect(question(page, 2).getByRole('checkbox').first()).toBeFocused();
    await expect(question(page, 1)).not.toHaveAttribute('data-unanswered');
    await page.screenshot({ path: `${SHOTS}/modal-questions-error-desktop.png`, animations: 'disabled' });
    expect(await seriousAxeViolations(page, 'dialog[open]')).toEqual([]);
    // Answering a marked block unmarks it.
    await answer(page, { 2: ['速卖通'] });
    await expect(question(page, 2)).not.toHaveAttribute('data-unanswered');
    await answer(page, { 4: ['否'], 5: ['否'], 6: ['否'], 7: ['否'] });
    await expect(page.locator('[data-unanswered]')).toHaveCount(0);
    // The message goes (its live region stays, empty and hidden).
    await expect(page.locator('dialog[open] [role="alert"]')).toHaveText('');
  });

  test('is a real dialog for the keyboard, and closing resets every answer', async ({ page }) => {
    await gotoHydrated(page, urlOf('ost.localhost', '/buyingGuide'));
    const start = page.getByRole('button', { name: '开始免费自测' });
    await start.focus();
    await page.keyboard.press('Enter');
    await expect(dialog(page)).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/modal-intro-desktop.png`, animations: 'disabled' });
    expect(await seriousAxeViolations(page, 'dialog[open]')).toEqual([]);
    // Focus stays in the dialog.
    for (let i = 0; i < 6; i += 1) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog[open]')))).toBe(true);
    }
    await dialog(page).getByRole('button', { name: '开始答题' }).click();
    await expect(page.getByRole('heading', { name: /3分钟生成您的专属合规报告/ })).toBeFocused();
    await answer(page, { 1: ['英国', '日本'], 3: ['否'], 7: ['是'] });
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await expect(start).toBeFocused();
    await start.click();
    await expect(dialog(page).getByRole('button', { name: '开始答题' })).toBeVisible();
    await dialog(page).getByRole('button', { name: '开始答题' }).click();
    await expect(page.locator('dialog[open] input:checked')).toHaveCount(0);
    expect(await shownIds(page)).toEqual([1, 2, 3, 5, 6, 7]);
    // The close button too.
    await answer(page, { 2: ['亚马逊'] });
    await dialog(page).getByRole('button', { name: '关闭' }).click();
    await expect(dialog(page)).toBeHidden();
    await start.click();
    await dialog(page).getByRole('button', { name: '开始答题' }).click();
    await expect(page.locator('dialog[open] input:checked')).toHaveCount(0);
  });

  test('opens from the quick guide and the header, and on a phone', async ({ page }) => {
    await page.goto(urlOf('ost.localhost', '/'));
    await page.locator('[data-panel-item="quick-guide"] a').click();
    await page.waitForURL((url) => url.pathname === '/buyingGuide');
    await expect(dialog(page)).toBeVisible();
    expect(new URL(page.url()).searchParams.get('intoWay')).toBe('quickGuide');
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    // The header's purchase-guide entry, from this very page.
    await page.getByRole('navigation', { name: '主导航' }).getByRole('button', { name: '免费试用' }).click();
    await page.getByRole('link', { name: /购买指南/ }).click();
    await expect(dialog(page)).toBeVisible();

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(urlOf('ost.localhost', '/buyingGuide#questionnaire'));
    await expect(dialog(page)).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/modal-intro-phone.png`, animations: 'disabled' });
    await dialog(page).getByRole('button', { name: '开始答题' }).click();
    await dialog(page).getByRole('button', { name: '生成报告' }).click();
    await expect(dialog(page).getByRole('alert')).toHaveText('请勾选完整');
    await page.screenshot({ path: `${SHOTS}/modal-questions-error-phone.png`, animations: 'disabled' });
    const box = await page.locator('dialog[open]').boundingBox();
    expect(box?.width).toBeLessThanOrEqual(390);
    expect(await seriousAxeViolations(page, 'dialog[open]')).toEqual([]);
  });

  test('a failed save says system busy and closes and resets the modal', async ({ page }) => {
    await page.route('**/vat/mcSurveyReport/save', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"code":500,"msg":"boom","data":null}' }),
    );
    await openQuestions(page);
    await answer(page, US_ONLY);
    await dialog(page).getByRole('button', { name: '生成报告' }).click();
    await expect(page.locator('#site-toasts')).toContainText('系统繁忙，请稍后重试');
    await expect(dialog(page)).toBeHidden();
    await page.getByRole('button', { name: '开始免费自测' }).click();
    await dialog(page).getByRole('button', { name: '开始答题' }).click();
    await expect(page.locator('dialog[open] input:checked')).toHaveCount(0);
  });

  test('a stale login code is cleared and the answers are sent once more without it', async ({ page }) => {
    await openQuestions(page);
    await answer(page, US_ONLY);
    const saves: (string | undefined)[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/vat/mcSurveyReport/save')) saves.push(request.headers().authorization);
    });
    // The page's own session check reads a new login code at once (the Cookie Store's change event) and would end a
    // refused one before the save: held failing (a failure that says nothing of the code keeps it), the save is the
    // first call to meet the stale code.
    await page.route('**/system/user/info**', (route) => route.abort('failed'));
    await page
      .context()
      .addCookies([{ name: 'loginCode', value: 'stale-login-code', domain: 'ost.localhost', path: '/' }]);
    const url = await submitToReport(page);
    expect(saves).toEqual(['Bearer stale-login-code', undefined]);
    expect((await page.context().cookies()).find((c) => c.name === 'loginCode')).toBeUndefined();
    expect(url.searchParams.get('reportId')).toBeTruthy();
  });
});

test.describe('the result page', () => {
  test('a German and French battery seller gets LUCID, stiftung ear, the battery law and the French IDU', async ({
    page,
  }) => {
    // Three PDF prints (the page's, the download route's twice), two full-page screenshots and two axe runs: more
    // than the default 30 s on a busy 2-core machine; the report of issue 24 is about twice as long. A budget, not a
    // timing assertion.
    test.setTimeout(240_000);
    await openQuestions(page);
    await answer(page, GERMAN_FRENCH_BATTERY);
    // Hold the save a moment to see the loading view.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/vat/mcSurveyReport/save', async (route) => {
      await held;
      await route.continue();
    });
    await dialog(page).getByRole('button', { name: '生成报告' }).click();
    await expect(dialog(page).getByRole('status')).toContainText('正在生成报告');
    await expect(page.getByRole('heading', { name: '正在生成报告' })).toBeFocused();
    await page.screenshot({ path: `${SHOTS}/modal-loading-desktop.png`, animations: 'disabled' });
    release();
    await page.waitForURL((u) => u.pathname === '/ld/questionAnswer', { timeout: 20_000 });
    const url = new URL(page.url());
    expect(url.searchParams.get('pointType')).toBe('questionnaire');
    expect(url.searchParams.get('intoWay')).toBe('buyingGuide');
    const reportId = url.searchParams.get('reportId') ?? '';
    expect(reportId).toMatch(/^[A-Za-z0-9-]{16,64}$/);

    const main = page.locator('main');
    await expect(main.getByRole('heading', { level: 1, name: /的合规报告$/ })).toBeVisible();
    const text = ((await main.textContent()) ?? '').replace(/\s+/g, ' ');
    for (const expected of ['LUCID', 'stiftung ear', 'BattDG', 'Regulation (EU) 2023/1542', 'IDU', 'SYDEREP']) {
      expect(text, expected).toContain(expected);
    }
    const rules = await main
      .locator('[data-rule]')
      .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-rule')));
    expect(rules).toEqual(expect.arrayContaining(['DE.packaging', 'DE.batteries', 'FR.batteries', 'FR.packaging']));
    // No textile or energy-label duty is asserted (the phone label may show as a condition: issue 24).
    const decided = await main
      .locator('[data-rule]:not([data-status="conditional"])')
      .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-rule')));
    expect(decided.filter((id) => /textiles|energyLabel/.test(id ?? ''))).toEqual([]);
    await expect(main.getByRole('heading', { level: 2, name: '德国' })).toBeVisible();
    await expect(main.getByRole('heading', { level: 2, name: '法国' })).toBeVisible();
    // Summary, Amazon's enforcement, sources, as-of dates, confidence, versions.
    await expect(main.getByRole('heading', { name: '报告概览' })).toBeVisible();
    await expect(main.locator('[data-rule="DE.batteries"]')).toContainText('亚马逊会检查');
    await expect(main.locator('[data-rule="DE.batteries"]')).toContainText('官方来源');
    await expect(main.locator('[data-rule="DE.batteries"] a[href^="https://"]').first()).toBeVisible();
    await expect(main.locator('[data-rule="DE.batteries"] time')).toHaveText(/^\d{4}-\d{2}-\d{2}$/);
    await expect(main).toContainText('规则版本');
    await expect(main).toContainText('引擎版本');
    for (const unconfirmed of await main.locator('[data-confidence="unconfirmed"]').all()) {
      await expect(unconfirmed).toContainText('未确认');
    }
    // Services with prices, the next step.
    const services = main.locator('[data-service]');
    expect(await services.count()).toBeGreaterThan(0);
    await expect(services.first()).toContainText(/￥\d+\.\d{2}|价格请咨询/);
    const register = main.getByRole('link', { name: /免费注册并办理/ });
    const registerUrl = new URL((await register.getAttribute('href')) ?? '', 'http://x');
    expect(registerUrl.pathname).toBe('/user/register');
    expect(registerUrl.searchParams.get('pointType')).toBe('registers');
    expect(registerUrl.searchParams.get('reportId')).toBe(reportId);
    expect(registerUrl.searchParams.get('intoWay')).toBe('buyingGuide');
    await expect(main.getByRole('link', { name: '联系顾问' })).toHaveAttribute(
      'href',
      '/ld/contactUs?from=questionAnswer',
    );
    await expect(main.getByRole('link', { name: '查看服务价格' })).toHaveAttribute('href', '/ld/price');

    // The visitor's own page: never kept by a browser or a shared cache, never indexed, not in the sitemap. The
    // server keeps its render for this report (a report never changes): a reload, or the printer's load, is a hit.
    await raw('ost.localhost', `${url.pathname}${url.search}&junk=1`);
    const pageAnswer = await raw('ost.localhost', `${url.pathname}${url.search}`);
    expect(pageAnswer.status).toBe(200);
    expect(pageAnswer.headers['x-page-cache']).toBe('HIT');
    expect(pageAnswer.headers['cache-control']).toMatch(/private/);
    expect(pageAnswer.headers['cache-control']).toMatch(/no-store/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    const sitemap = (await raw('ost.localhost', '/sitemap.xml')).body.toString();
    expect(sitemap).not.toContain('questionAnswer');

    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/report-desktop.png`, fullPage: true });

    // Print: the report alone, with page breaks between markets; then the PDF.
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('body > header').first()).toBeHidden();
    await expect(page.locator('footer').first()).toBeHidden();
    await expect(page.locator('[data-right-panel]')).toBeHidden();
    await expect(main.getByRole('button', { name: '打印报告' })).toBeHidden();
    expect(await main.locator('[data-market="FR"]').evaluate((node) => getComputedStyle(node).breakBefore)).toBe(
      'page',
    );
    await page.screenshot({ path: `${SHOTS}/report-print.png`, fullPage: true });
    const printed = await page.pdf({ format: 'A4' });
    expect(printed.subarray(0, 4).toString()).toBe('%PDF');
    await page.emulateMedia({ media: 'screen' });

    const pdf = await raw('ost.localhost', `/ld/questionAnswer/pdf?reportId=${reportId}`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(/^attachment; filename="compliance-report-/);
    const body = pdf.body;
    expect(body.subarray(0, 4).toString()).toBe('%PDF');
    expect(body.length).toBeGreaterThan(20_000);
    // Printed once: in the background when the page was first shown (or now, if the printer was busy then); kept.
    expect(['kept', 'joined', 'printed']).toContain(pdf.headers['x-report-pdf']);
    const again = await raw('ost.localhost', `/ld/questionAnswer/pdf?reportId=${reportId}&junk=2`);
    expect(again.headers['x-report-pdf']).toBe('kept');
    expect(again.body.equals(body)).toBe(true);

    // The page's download button fetches the same file.
    const download = page.waitForEvent('download', { timeout: 60_000 });
    await main.getByRole('link', { name: '下载PDF' }).click();
    expect((await download).suggestedFilename()).toBe(`compliance-report-${reportId}.pdf`);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await page.screenshot({ path: `${SHOTS}/report-phone.png`, fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test('a US-only seller gets no EU duty', async ({ page }) => {
    await openQuestions(page);
    await answer(page, US_ONLY);
    await submitToReport(page);
    const main = page.locator('main');
    const markets = await main.locator('[data-market]').evaluateAll((n) => n.map((e) => e.getAttribute('data-market')));
    expect(markets).toEqual(['US']);
    const rules = await main.locator('[data-rule]').evaluateAll((n) => n.map((e) => e.getAttribute('data-rule')));
    expect(rules.length).toBeGreaterThan(0);
    expect(rules.every((id) => id?.startsWith('US.'))).toBe(true);
    const text = (await main.textContent()) ?? '';
    for (const absent of ['LUCID', 'stiftung ear', 'IDU', 'EPREL', 'VerpackG']) expect(text).not.toContain(absent);
  });

  test('a download the server cannot print says so on the page', async ({ page }) => {
    await openQuestions(page);
    await answer(page, US_ONLY);
    await submitToReport(page);
    await page.route('**/questionAnswer/pdf?**', (route) =>
      route.fulfill({ status: 503, contentType: 'text/plain; charset=utf-8', body: '暂时无法生成PDF：测试' }),
    );
    // Once the island has taken the link over (before that a click downloads the answer plainly).
    await expect(page.locator('a[download][data-ready]')).toBeAttached();
    await page.getByRole('link', { name: '下载PDF' }).click();
    await expect(page.locator('#site-toasts')).toContainText('暂时无法生成PDF：测试');
    await expect(page.getByRole('heading', { level: 1, name: /的合规报告$/ })).toBeVisible();
  });

  test('an unknown or malformed report is the 404 page', async ({ page }) => {
    for (const query of ['reportId=00000000-0000-4000-8000-000000000000', 'reportId=..%2Fx', 'reportId=', '']) {
      const response = await page.goto(urlOf('ost.localhost', `/ld/questionAnswer?${query}`));
      expect(response?.status(), query).toBe(404);
      await expect(page.getByText('哎呀，页面错误~').first()).toBeVisible();
    }
    expect((await raw('ost.localhost', '/ld/questionAnswer/pdf?reportId=nope')).status).toBe(404);
    expect((await raw('ost.localhost', '/ld/questionAnswer/pdf')).status).toBe(404);
  });

  test('a report belongs to its brand, and XM reads it in traditional Chinese', async ({ page }) => {
    // A full-page screenshot and an axe run of the longer report of issue 24: a budget, not a timing assertion.
    test.setTimeout(90_000);
    const saved = await raw('xm.localhost', '/vat/mcSurveyReport/save', {
      source: 1,
      answerList: [
        { questionId: 1, answer: 'DE' },
        { questionId: 2, answer: 'AMAZON' },
        { questionId: 3, answer: 'N' },
        { questionId: 4, answer: 'N' },
        { questionId: 5, answer: 'N' },
        { questionId: 6, answer: 'N' },
        { questionId: 7, answer: 'N' },
      ],
    });
    const { code, data: reportId } = JSON.parse(saved.body.toString()) as { code: number; data: string };
    expect(code).toBe(0);
    await page.goto(urlOf('xm.localhost', `/cht/questionAnswer?reportId=${reportId}`));
    await expect(page.getByRole('heading', { level: 1, name: /的合規報告$/ })).toBeVisible();
    await expect(page.getByRole('button', { name: '列印報告' })).toBeVisible();
    await expect(page.locator('[data-market="DE"]')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: '德國' })).toBeVisible();
    // The rules' own texts too (stored in simplified Chinese): no simplified-only character on the page.
    const shown = (await page.locator('main').textContent()) ?? '';
    expect(shown).toContain('包裝');
    expect(shown.match(/[国们这说对关销册检证务应须责产电]/g) ?? []).toEqual([]);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/report-xm-desktop.png`, fullPage: true });
    // Another brand does not show it.
    expect((await page.goto(urlOf('ost.localhost', `/ld/questionAnswer?reportId=${reportId}`)))?.status()).toBe(404);
  });
});

test.describe('every brand with the buying guide', () => {
  for (const host of [
    'ost.localhost',
    'sixdu.localhost',
    'tianhe.localhost',
    'lvzhou.localhost',
    'reme.localhost',
    'shuyou.localhost',
    'consult.localhost',
  ]) {
    test(`${host} opens the questionnaire and saves a report of its own`, async ({ page }) => {
      await openQuestions(page, host);
      await answer(page, US_ONLY);
      const url = await submitToReport(page);
      expect(url.host).toBe(`${host}:${PORT}`);
      await expect(page.locator('[data-market="US"]')).toBeVisible();
    });
  }

  test('brands without the buying guide have no questionnaire page', async () => {
    for (const host of ['xm.localhost', 'mdt.localhost', 'korea.localhost']) {
      expect((await raw(host, '/buyingGuide')).status, host).toBe(404);
    }
    expect((await raw('eu.localhost', '/en/buyingGuide')).status).toBe(404);
  });
});
