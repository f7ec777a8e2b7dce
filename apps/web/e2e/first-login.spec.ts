import { type ChildProcess, spawn } from 'node:child_process';
import { type BrowserContext, expect, markPopupsSeen, type Page, test } from './support/fixtures.ts';

/**
 * A new visitor's first login on a freshly started server, as `npm start` runs it (issue 22, finding 10): the
 * production build on a new data directory with the defaults (a worker per core, the page cache warming every
 * brand's pages in the background), the OST home on ost.localhost, 免费注册 in its header (the portal opens in a new
 * tab on the same host), the code from the development outbox, the workbench; then back to the home. The header
 * showed 登录 / 免费注册 there: in the tab the visitor came from (it had read the session once, before the login),
 * and on the home opened again until the user-info call answered (seconds while the server warms up). The signed-in
 * header must not depend on either: the tab follows the login when shown again, and a page with a login code never
 * shows the anonymous links (docs/decisions.md, "The signed-in header").
 */

const PORT = Number(process.env.E2E_PORT ?? 3100) + 60;
const PG_PORT = Number(process.env.E2E_PG_PORT ?? 54341) + 60;
const DATA_DIR = `${process.env.E2E_DATA_DIR ?? '/tmp/site-e2e-data'}-first-login`;
const home = `http://ost.localhost:${PORT}/`;

test.describe.configure({ mode: 'serial' });

let server: ChildProcess | undefined;
let output = '';

test.beforeAll(async () => {
  test.setTimeout(240_000);
  output = '';
  // npm start's settings but the ports and the data directory: PAGE_CACHE_WARM and WEB_CONCURRENCY as by default.
  const { PAGE_CACHE_WARM: _warm, WEB_CONCURRENCY: _workers, RATE_LIMITS: _limits, ...inherited } = process.env;
  server = spawn(
    'bash',
    ['-c', `rm -rf ${DATA_DIR} && exec node ${process.env.NEXT_DIST_DIR || '.next'}/node-server/server.mjs`],
    {
      cwd: process.cwd(),
      env: {
        ...inherited,
        NODE_ENV: 'production',
        PORT: String(PORT),
        DATA_DIR,
        EMBEDDED_PG_PORT: String(PG_PORT),
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const read = (chunk: Buffer) => {
    output += chunk.toString();
  };
  server.stdout?.on('data', read);
  server.stderr?.on('data', read);
  // Ready as a visitor would find it: the site answers /_ready (database up, migrations applied).
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode})\n${output.slice(-3000)}`);
    const answer = await fetch(`http://localhost:${PORT}/_ready`).catch(() => undefined);
    if (answer?.ok) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
});

test.afterAll(async () => {
  test.setTimeout(90_000);
  const running = server;
  server = undefined;
  if (!running || running.exitCode !== null || running.signalCode !== null) return;
  const exited = new Promise((resolve) => running.once('exit', resolve));
  running.kill('SIGTERM');
  const kill = setTimeout(() => running.kill('SIGKILL'), 60_000);
  await exited;
  clearTimeout(kill);
});

/** Every state the header's account area takes on a page, from the first parsed byte on (data-account). */
const recordAccountStates = () => {
  const seen: string[] = [];
  (window as unknown as { accountStates: string[] }).accountStates = seen;
  const record = () => {
    const state = document.querySelector('header [data-account]')?.getAttribute('data-account');
    if (state && seen.at(-1) !== state) seen.push(state);
  };
  new MutationObserver(record).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['data-account'],
  });
};

const accountStates = (page: Page) =>
  page.evaluate(() => (window as unknown as { accountStates: string[] }).accountStates);

const header = (page: Page) => page.locator('header');

/** Registers a new number from the OST home's header; returns the home's page and the portal's tab. */
const registerFromHeader = async (context: BrowserContext) => {
  const page = await context.newPage();
  await page.goto(home);
  const register = header(page)
    .getByRole('link', { name: /免费注册/ })
    .first();
  await expect(register).toBeVisible();
  const [portal] = await Promise.all([context.waitForEvent('page'), register.click()]);
  expect(new URL(portal.url()).host).toBe(`ost.localhost:${PORT}`);
  await expect(portal.locator('form[data-ready="true"]')).toBeVisible({ timeout: 30_000 });
  const phone = `137${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  await portal.getByLabel(/^手机号/).fill(phone);
  await portal.getByTestId('get-code').click();
  await expect(portal.getByText('验证码已发送，请查收短信')).toBeVisible({ timeout: 30_000 });
  const outbox = await context.newPage();
  await outbox.goto(`http://ost.localhost:${PORT}/user/dev-outbox`);
  const body = await outbox.locator(`tr[data-phone="86${phone}"]`).first().getByTestId('outbox-body').textContent();
  await outbox.close();
  const code = /\b(\d{6})\b/.exec(body ?? '')?.[1];
  if (!code) throw new Error(`no code for ${phone} in the outbox: ${body}`);
  await portal.getByLabel(/^验证码/).fill(code);
  await portal.getByRole('checkbox').check();
  await portal.getByRole('button', { name: '注册', exact: true }).click();
  await portal.waitForURL(/\/user\/workbench$/, { timeout: 30_000 });
  return { page, portal };
};

for (const round of ['the first after the start', 'the next']) {
  test(`registered from the OST header (${round}), the home shows the login at once and for good`, async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
    await markPopupsSeen(context);
    await context.addInitScript(recordAccountStates);
    try {
      const { page, portal } = await registerFromHeader(context);
      const signedIn = header(page).getByRole('button', { name: '退出登录' });
      await expect(header(portal).getByRole('button', { name: '退出登录' })).toBeVisible();

      // The tab the visitor came from, shown again: it follows the login made in the portal's tab.
      await page.bringToFront();
      await expect(signedIn).toBeVisible();
      await expect(header(page).getByRole('link', { name: /免费注册/ })).toHaveCount(0);

      // The home opened again: unseen until the browser has read the login code, then signed in; never 登录 first.
      await page.goto(home);
      await expect(signedIn).toBeVisible();
      expect(await accountStates(page)).toEqual(['unknown', 'signed-in']);
      await page.reload();
      await expect(signedIn).toBeVisible();
      expect(await accountStates(page)).toEqual(['unknown', 'signed-in']);
    } finally {
      await context.close();
    }
  });
}
