import { expect, hydrated, type Page, test } from './support/fixtures.ts';
import { rawRequest } from './support/http.ts';

/**
 * The Content-Security-Policy as Chromium enforces it (issue 11): every kind of page of the site, on two or more
 * brands, loads with zero violations (the `securitypolicyviolation` events of the page and Chromium's console
 * messages), and still works: one client interaction per kind reacts, which needs the page's scripts to have run.
 * An inline script injected into a page's HTML is refused.
 */

const PORT = Number(process.env.E2E_PORT ?? 3100);
const urlOf = (host: string, path = '/') => `http://${host}:${PORT}${path}`;

/** Every violation the page reports, from its first script on (added before any page script runs). */
const watchViolations = async (page: Page): Promise<string[]> => {
  const seen: string[] = [];
  await page.addInitScript(() => {
    const list: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = list;
    document.addEventListener('securitypolicyviolation', (event) => {
      list.push(`${event.effectiveDirective} blocked ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) seen.push(`console: ${message.text().slice(0, 300)}`);
  });
  return seen;
};

const violationsOf = async (page: Page, console: string[]) => [
  ...console,
  ...(await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? [])),
];

/** Scrolls past 30 px: the right panel's back-to-top button appears (a scroll listener), and takes the page up. */
const backToTop = async (page: Page, label: string) => {
  await page.evaluate(() => window.scrollTo({ top: 400, behavior: 'instant' }));
  const top = page.getByRole('button', { name: label });
  await expect(top).toBeVisible();
  await top.click();
  await page.waitForFunction(() => window.scrollY === 0);
};

interface PageKind {
  kind: string;
  host: string;
  path: string;
  status?: number;
  /** A client interaction that only works once the page's scripts run. */
  works: (page: Page) => Promise<void>;
}

const reportFor = async (host: string): Promise<string> => {
  const saved = await rawRequest(host, '/vat/mcSurveyReport/save', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      source: 1,
      answerList: [1, 2, 3, 4, 5, 6, 7].map((questionId) => ({
        questionId,
        answer: questionId === 1 ? 'DE' : questionId === 2 ? 'AMAZON' : 'N',
      })),
    }),
  });
  const { code, data } = JSON.parse(saved.body) as { code: number; data: string };
  expect(code).toBe(0);
  return data;
};

const KINDS: PageKind[] = [
  { kind: 'home', host: 'ost.localhost', path: '/', works: (page) => backToTop(page, '返回顶部') },
  { kind: 'home', host: 'xm.localhost', path: '/', works: (page) => backToTop(page, '返回頂部') },
  { kind: 'home', host: 'mdt.localhost', path: '/', works: (page) => backToTop(page, '返回顶部') },
  {
    kind: 'content list and article',
    host: 'ost.localhost',
    path: '/ld/aboutVat/103',
    works: async (page) => {
      const main = page.locator('main');
      await main.locator('a[href^="/ld/VATdetail/"]').first().click();
      await expect(page).toHaveURL(/\/ld\/VATdetail\/\d+$/);
      await main.locator('a[rel="next"]').click();
      await expect(main.getByText('上一篇')).toBeVisible();
    },
  },
  { kind: 'price', host: 'ost.localhost', path: '/ld/price', works: (page) => backToTop(page, '返回顶部') },
  { kind: 'price', host: 'xm.localhost', path: '/cht/price', works: (page) => backToTop(page, '返回頂部') },
  {
    kind: 'questionnaire',
    host: 'ost.localhost',
    path: '/buyingGuide',
    works: async (page) => {
      await hydrated(page);
      await page.getByRole('button', { name: '开始免费自测' }).click();
      const dialog = page.getByRole('dialog', { name: '免费合规自测' });
      await dialog.getByRole('button', { name: '开始答题' }).click();
      await expect(page.locator('[data-question="1"]')).toBeVisible();
    },
  },
  {
    kind: 'questionnaire result',
    host: 'ost.localhost',
    path: '/ld/questionAnswer?reportId=',
    works: async (page) => {
      await expect(page.getByRole('heading', { level: 1, name: /的合规报告$/ })).toBeVisible();
      await backToTop(page, '返回顶部');
    },
  },
  {
    kind: 'contact',
    host: 'ost.localhost',
    path: '/ld/contactUs',
    works: async (page) => {
      const form = page.locator('#contact-form form[data-ready="true"]');
      await expect(form).toBeVisible();
      await form.getByRole('button').last().click();
      await expect(form.locator('[aria-invalid="true"]').first()).toBeVisible();
    },
  },
  {
    kind: 'contact',
    host: 'xm.localhost',
    path: '/ld/contactUs',
    works: async (page) => {
      const form = page.locator('#contact-form form[data-ready="true"]');
      await expect(form).toBeVisible();
      await form.getByRole('button').last().click();
      await expect(form.locator('[aria-invalid="true"]').first()).toBeVisible();
    },
  },
  {
    kind: 'calculator',
    host: 'ost.localhost',
    path: '/ld/calculate/1',
    works: async (page) => {
      await hydrated(page);
      const form = page.getByRole('form', { name: 'VAT税金计算' });
      await form.getByLabel(/^价格/).fill('abc');
      await form.getByRole('button', { name: '计算' }).click();
      await expect(form.getByLabel(/^价格/)).toHaveAttribute('aria-invalid', 'true');
    },
  },
  {
    kind: 'video',
    host: 'ost.localhost',
    path: '/ld/videoDetail/1',
    works: async (page) => {
      await hydrated(page);
      const speed = page.getByRole('button', { name: '1.5x' });
      await speed.click();
      await expect(speed).toHaveAttribute('aria-pressed', 'true');
      await expect(page.locator('main video')).toHaveJSProperty('playbackRate', 1.5);
    },
  },
  {
    kind: 'trademark search',
    host: 'ost.localhost',
    path: '/search',
    works: async (page) => {
      await hydrated(page);
      await page.getByRole('textbox', { name: '商标名称' }).first().fill('PHONE');
      await page.getByRole('button', { name: '查询', exact: true }).click();
      await expect(page.locator('[data-testid="hit"][data-mark="FONE"]')).toBeVisible();
    },
  },
  {
    kind: 'category search',
    host: 'ost.localhost',
    path: '/searchCategory',
    works: async (page) => {
      await hydrated(page);
      await page.getByRole('textbox', { name: '商品或服务名称' }).fill('手机壳');
      await page.getByRole('button', { name: '查询', exact: true }).click();
      await expect(page.getByTestId('terms')).toContainText('手机壳');
    },
  },
  {
    kind: '404',
    host: 'ost.localhost',
    path: '/no-such-page',
    status: 404,
    works: async (page) => {
      await page.getByRole('link', { name: '返回首页' }).first().click();
      await expect(page).toHaveURL(urlOf('ost.localhost', '/'));
    },
  },
  {
    kind: '404',
    host: 'xm.localhost',
    path: '/no-such-page',
    status: 404,
    works: async (page) => {
      await page.getByRole('link', { name: '返回首頁' }).first().click();
      await expect(page).toHaveURL(urlOf('xm.localhost', '/'));
    },
  },
  {
    kind: 'error route',
    host: 'reme.localhost',
    path: '/errorUrl?code=500',
    works: async (page) => {
      await page.locator('main').getByRole('link', { name: '返回首页' }).click();
      await expect(page).toHaveURL(urlOf('reme.localhost', '/'));
    },
  },
];

test.describe('with the Content-Security-Policy on', () => {
  for (const c of KINDS) {
    test(`${c.kind} on ${c.host}${c.path}: no violation, and the page works`, async ({ page }) => {
      const path = c.kind === 'questionnaire result' ? `${c.path}${await reportFor(c.host)}` : c.path;
      const console = await watchViolations(page);
      const response = await page.goto(urlOf(c.host, path));
      expect(response?.status()).toBe(c.status ?? 200);
      expect(response?.headers()['content-security-policy']).toMatch(/script-src 'sha256-[^']+'.* 'strict-dynamic'/);
      await c.works(page);
      expect(await violationsOf(page, console)).toEqual([]);
    });
  }

  test('an inline script injected into the HTML is refused and reported', async ({ page }) => {
    // The page as the server sends it (node:http: Node does not resolve *.localhost), with a script injected.
    const original = await rawRequest('ost.localhost', '/ld/price');
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(original.headers))
      if (value !== undefined && name !== 'content-length') headers[name] = String(value);
    const body = original.body.replace('</head>', '<script>window.__injected = true</script></head>');
    // The page's own header: its hashes name the page's scripts, not the injected one.
    await page.route(urlOf('ost.localhost', '/ld/price'), (route) => route.fulfill({ status: 200, headers, body }));
    const console = await watchViolations(page);
    await page.goto(urlOf('ost.localhost', '/ld/price'));
    await backToTop(page, '返回顶部');
    expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
    const violations = await violationsOf(page, console);
    expect(violations.some((v) => v.includes('script-src-elem blocked inline'))).toBe(true);
  });
});
