import { mkdirSync } from 'node:fs';
import { networkInterfaces } from 'node:os';
import { SUFFIX_TEST_DOMAINS } from '../playwright.portal.config.ts';
import { withDatabase } from './support/database.ts';
import { type BrowserContext, expect, type Page, test } from './support/fixtures.ts';

/**
 * The user portal end to end (issues 9 and 22, docs/portal.md), in Chromium against the production build, with brand
 * hosts under one parent domain (playwright.portal.config.ts maps *.site.test here): register from a brand's header
 * with the query carried over, the code read from the development outbox page (on portal.localhost: the outbox is
 * the developer's own, a 404 on any other host or from another machine), logged in on two brands' hosts by the
 * parent-domain login code, the workbench, logout and login again with the proof of work (ALTCHA's widget, solved
 * for real); one flow for registered and new numbers; and the code rules as a visitor meets them: the resend
 * countdown, wrong codes, an expired and a used code. Time passing is arranged in the database (a code's send time or
 * expiry moved back), not waited for.
 */

const PORT = Number(process.env.E2E_PORT ?? 3100);
const at = (host: string, path = '/') => `http://${host}.site.test:${PORT}${path}`;
/** The developer's own address for the outbox: a *.localhost name, which Chromium resolves to this machine. */
const OUTBOX = `http://portal.localhost:${PORT}/user/dev-outbox`;
const SHOTS = process.env.PORTAL_SHOTS ?? 'test-results/portal-shots';

/** A mainland number no other test uses. */
const newPhone = () => `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

/** The newest code the development outbox shows for a number and purpose (注册 or 登录 on the zh-CN portal). */
const readCode = async (context: BrowserContext, phone: string, purpose: '注册' | '登录'): Promise<string> => {
  const outbox = await context.newPage();
  try {
    await outbox.goto(OUTBOX);
    const row = outbox.locator(`tr[data-phone="86${phone}"]`).filter({ hasText: purpose }).first();
    const body = await row.getByTestId('outbox-body').textContent();
    const code = /\b(\d{6})\b/.exec(body ?? '')?.[1];
    if (!code) throw new Error(`no code for ${phone} in the outbox: ${body}`);
    return code;
  } finally {
    await outbox.close();
  }
};

/** As if the phone's codes had been sent minutes ago: the 60 s resend wait is over. */
const ageCodes = (phone: string) =>
  withDatabase((db) =>
    db.query("UPDATE sms_codes SET created_at = created_at - interval '2 minutes' WHERE phone = $1", [phone]),
  );

const ready = (page: Page) => expect(page.locator('form[data-ready="true"]')).toBeVisible();

/** The proof of work takes a second or two of this machine's two cores (more when it is busy). */
const SOLVED = { timeout: 30_000 };

/**
 * Asks for a code; the browser's first code of a run goes at once, later ones after the proof of work (the gateway
 * asks for it from a device's or address's second send), which the widget solves by itself.
 */
const requestCode = async (page: Page, phone: string) => {
  await ready(page);
  await page.getByLabel(/^手机号/).fill(phone);
  await page.getByTestId('get-code').click();
  await expect(page.getByText('验证码已发送，请查收短信')).toBeVisible(SOLVED);
};

const signIn = async (page: Page, code: string, button: '注册' | '登录') => {
  await page.getByLabel(/^验证码/).fill(code);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: button, exact: true }).click();
};
const register = (page: Page, code: string) => signIn(page, code, '注册');
const login = (page: Page, code: string) => signIn(page, code, '登录');

const failure = (page: Page) => page.getByTestId('form-failure');

const shot = async (page: Page, name: string) => {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

test('register from a brand header, logged in on two brands, workbench, logout and login again', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const phone = newPhone();
  await page.goto(at('ost', '/?channelNo=abc'));
  const register$ = page
    .locator('header')
    .getByRole('link', { name: /免费注册/ })
    .first();
  const [portal] = await Promise.all([context.waitForEvent('page'), register$.click()]);
  await portal.waitForLoadState();
  const url = new URL(portal.url());
  expect(url.host).toBe(`portal.site.test:${PORT}`);
  expect(url.pathname).toBe('/user/register');
  expect(url.searchParams.get('channelNo')).toBe('abc');
  expect(url.searchParams.get('pointType')).toBe('registers');

  await requestCode(portal, phone);
  await expect(portal.getByTestId('get-code')).toHaveText(/^重新发送\((60|59|58)s\)$/);
  await expect(portal.getByTestId('get-code')).toBeDisabled();
  await shot(portal, 'register-zh-CN');
  const code = await readCode(context, phone, '注册');
  await register(portal, code);
  await portal.waitForURL(/\/user\/workbench$/);
  await expect(portal.getByTestId('account-channel')).toHaveText('abc');
  await expect(portal.getByTestId('account-phone')).toHaveText(/\+86 139\*{4}\d{4}/);
  await expect(portal.getByRole('heading', { name: '合规报告' })).toBeVisible();
  await expect(portal.getByRole('link', { name: '开始合规自查' })).toBeVisible();
  await shot(portal, 'workbench-zh-CN');

  // The query was recorded on the account.
  const user = await withDatabase((db) =>
    db.query('SELECT channel_no, point_type FROM users WHERE phone = $1', [phone]).then((r) => r.rows[0]),
  );
  expect(user).toEqual({ channel_no: 'abc', point_type: 'registers' });

  // The login code is a parent-domain cookie: every brand host of site.test shows the session.
  const loginCode = (await context.cookies()).find((c) => c.name === 'loginCode');
  expect(loginCode?.domain).toMatch(/^\.?site\.test$/);
  await page.goto(at('ost'));
  await expect(page.locator('header').getByRole('button', { name: '退出登录' })).toBeVisible();
  await page.goto(at('xm', '/user/workbench'));
  await expect(page.getByRole('heading', { name: '合規報告' })).toBeVisible();
  await expect(page.getByTestId('account-channel')).toHaveText('abc');
  await shot(page, 'workbench-zh-TW');
  await page.goto(at('xm'));
  await expect(page.locator('header').getByRole('button', { name: '退出登錄' })).toBeVisible();

  // XM's header opens XM's own portal (PORTAL_URL names one for code 10): its look, its language, the same session.
  const [xmPortal] = await Promise.all([
    context.waitForEvent('page'),
    page
      .locator('header')
      .getByRole('link', { name: /進入工作台/ })
      .click(),
  ]);
  await xmPortal.waitForURL(at('xm-portal', '/user/workbench'));
  await expect(xmPortal.getByRole('heading', { name: '合規報告' })).toBeVisible();
  await expect(xmPortal.getByTestId('account-channel')).toHaveText('abc');
  await xmPortal.close();

  // OST's header opens the shared portal's workbench.
  await page.goto(at('ost'));
  const [workbench] = await Promise.all([
    context.waitForEvent('page'),
    page
      .locator('header')
      .getByRole('link', { name: /进入工作台/ })
      .click(),
  ]);
  await workbench.waitForURL(at('portal', '/user/workbench'));
  // The workbench's own button (the header, signed in too, has one of the same name).
  await workbench.locator('#main').getByRole('button', { name: '退出登录' }).click();
  await expect(workbench.getByText('账号已退出')).toBeVisible();
  await workbench.waitForURL(/\/user\/login$/);
  expect((await context.cookies()).find((c) => c.name === 'loginCode')).toBeUndefined();
  await page.goto(at('ost'));
  await expect(
    page
      .locator('header')
      .getByRole('link', { name: /免费注册/ })
      .first(),
  ).toBeVisible();
  // The session is gone on the gateway too: the workbench sends the visitor to the login.
  await workbench.goto(at('portal', '/user/workbench'));
  await workbench.waitForURL(/\/user\/login/);

  // Log in again, a minute later: this browser's second code, so the proof of work first, solved by the widget.
  await ageCodes(phone);
  await ready(workbench);
  await workbench.getByLabel(/^手机号/).fill(phone);
  await workbench.getByTestId('get-code').click();
  const check = workbench.getByTestId('human-check');
  await expect(check).toBeVisible();
  await expect(workbench.getByText('再次获取验证码前需要完成人机验证，验证通过后将自动发送。')).toBeVisible();
  await shot(workbench, 'login-human-check-zh-CN');
  await expect(workbench.getByText('验证码已发送，请查收短信')).toBeVisible(SOLVED);
  await expect(check).toBeHidden();
  await shot(workbench, 'login-zh-CN');
  await login(workbench, await readCode(context, phone, '登录'));
  await workbench.waitForURL(/\/user\/workbench$/);
  await expect(workbench.getByTestId('account-channel')).toHaveText('abc');
  await page.goto(at('ost'));
  await expect(page.locator('header').getByRole('button', { name: '退出登录' })).toBeVisible();
});

test('the resend countdown, and its message when the page forgot it', async ({ page }) => {
  test.setTimeout(90_000);
  const phone = newPhone();
  await page.goto(at('portal', '/user/register'));
  await requestCode(page, phone);
  const button = page.getByTestId('get-code');
  await expect(button).toHaveText(/^重新发送\((60|59|58)s\)$/);
  await expect(button).toHaveText(/^重新发送\((57|56|55)s\)$/, { timeout: 6_000 });
  // A new page knows nothing of the countdown: the gateway refuses with the seconds left, and the button counts them.
  await page.reload();
  await ready(page);
  await page.getByLabel(/^手机号/).fill(phone);
  await button.click();
  await expect(page.getByTestId('code-failure')).toHaveText(/^发送过于频繁，请5\d秒后再试$/);
  await expect(button).toHaveText(/^重新发送\(5\ds\)$/);
  await expect(button).toBeDisabled();
  // A minute later a code may be sent again.
  await ageCodes(phone);
  await page.reload();
  await requestCode(page, phone);
});

test('one flow: the login page registers a new number, the register page signs a registered one in, alike', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const phone = newPhone();
  await page.goto(at('portal', '/user/login'));
  await expect(page.getByText('未注册的手机号验证后自动注册。')).toBeVisible();
  await requestCode(page, phone);
  await login(page, await readCode(context, phone, '登录'));
  await page.waitForURL(/\/user\/workbench$/);
  const mercNo = await withDatabase((db) =>
    db.query('SELECT merc_no, e164 FROM users WHERE phone = $1', [phone]).then((r) => r.rows[0]),
  );
  expect(mercNo).toEqual({ merc_no: expect.stringMatching(/^M\d{14}$/), e164: `+86${phone}` });

  // The register page with the registered number: the same answer as for a new one, and the same account after.
  await context.clearCookies();
  await ageCodes(phone);
  await page.goto(at('portal', '/user/register'));
  await requestCode(page, phone);
  await expect(page.getByTestId('code-failure')).toHaveCount(0);
  await register(page, await readCode(context, phone, '注册'));
  await page.waitForURL(/\/user\/workbench$/);
  await expect(page.locator('dd', { hasText: mercNo.merc_no })).toBeVisible();
});

test("the development outbox is the developer's own: the 404 page to another machine or host name", async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(90_000);
  const phone = newPhone();
  await page.goto(at('portal', '/user/register'));
  await requestCode(page, phone);
  const code = await readCode(context, phone, '注册');

  // Not a *.localhost name: the brand's 404 page, and the JSON call answers 404 too.
  const byName = await page.goto(at('portal', '/user/dev-outbox'));
  expect(byName?.status()).toBe(404);
  await expect(page.locator('#main').getByRole('heading', { level: 1, name: '哎呀，页面错误~' })).toBeVisible();
  expect(await page.content()).not.toContain(code);
  const call = await page.evaluate(() =>
    fetch('/system/user/dev-outbox').then(async (answer) => ({ status: answer.status, text: await answer.text() })),
  );
  expect(call.status).toBe(404);
  expect(call.text).not.toContain(code);

  // Another machine on the developer's host name: the proxy the server trusts (TRUST_PROXY) names its address.
  const remote = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '203.0.113.9' } });
  try {
    const other = await remote.newPage();
    const answer = await other.goto(OUTBOX);
    expect(answer?.status()).toBe(404);
    await expect(other.locator('#main').getByRole('heading', { level: 1, name: '哎呀，页面错误~' })).toBeVisible();
    expect(await other.content()).not.toContain(code);
    // The page's own call carries the context's forwarded address too.
    expect(await other.evaluate(() => fetch('/system/user/dev-outbox').then((answer) => answer.status))).toBe(404);
    await shot(other, 'dev-outbox-remote-404');
  } finally {
    await remote.close();
  }

  // This machine's own network address, as another machine on the network reaches it: a non-loopback client.
  const address = Object.values(networkInterfaces())
    .flat()
    .find((entry) => entry && entry.family === 'IPv4' && !entry.internal)?.address;
  expect(address, 'a non-loopback IPv4 interface').toBeTruthy();
  const lan = await page.goto(`http://${address}:${PORT}/user/dev-outbox`);
  expect(lan?.status()).toBe(404);
  expect(await page.content()).not.toContain(code);
  const lanCall = await page.request.get(`http://${address}:${PORT}/system/user/dev-outbox`);
  expect(lanCall.status()).toBe(404);

  // The developer on this machine reads it.
  const own = await page.goto(OUTBOX);
  expect(own?.status()).toBe(200);
  await expect(page.getByTestId('outbox')).toContainText(code);
});

test('five wrong codes kill the code; the right one is refused after', async ({ page, context }) => {
  test.setTimeout(90_000);
  const phone = newPhone();
  await page.goto(at('portal', '/user/register'));
  await requestCode(page, phone);
  const code = await readCode(context, phone, '注册');
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  await page.getByRole('checkbox').check();
  for (const left of [4, 3, 2, 1, 0]) {
    await page.getByLabel(/^验证码/).fill(wrong);
    await page.getByRole('button', { name: '注册', exact: true }).click();
    await expect(failure(page)).toHaveText(`验证码错误，还可尝试${left}次`);
  }
  await page.getByLabel(/^验证码/).fill(code);
  await page.getByRole('button', { name: '注册', exact: true }).click();
  await expect(failure(page)).toHaveText('验证码已失效，请重新获取');
  expect(new URL(page.url()).pathname).toBe('/user/register');
});

test('an expired code and a used code are refused with their messages', async ({ page, context }) => {
  test.setTimeout(120_000);
  const phone = newPhone();
  await page.goto(at('portal', '/user/register'));
  await requestCode(page, phone);
  const first = await readCode(context, phone, '注册');
  await withDatabase((db) =>
    db.query("UPDATE sms_codes SET expires_at = now() - interval '1 second' WHERE phone = $1", [phone]),
  );
  await register(page, first);
  await expect(failure(page)).toHaveText('验证码已过期，请重新获取');

  // A minute later a new code registers; then a login code works once.
  await ageCodes(phone);
  await page.reload();
  await requestCode(page, phone);
  await register(page, await readCode(context, phone, '注册'));
  await page.waitForURL(/\/user\/workbench$/);
  await context.clearCookies();
  await ageCodes(phone);
  await page.goto(at('portal', '/user/login'));
  await requestCode(page, phone);
  const loginCode = await readCode(context, phone, '登录');
  await login(page, loginCode);
  await page.waitForURL(/\/user\/workbench$/);
  await context.clearCookies();
  await page.goto(at('portal', '/user/login'));
  await ready(page);
  await page.getByLabel(/^手机号/).fill(phone);
  await login(page, loginCode);
  await expect(failure(page)).toHaveText('验证码已失效，请重新获取');
});

test("portal pages are private, in each brand's language, and kept out of the page cache", async ({ page }) => {
  test.setTimeout(90_000);
  for (const host of ['portal', 'xm']) {
    await page.goto(at(host, '/user/login'));
    // Each page twice from the page itself (same origin: every header readable); the second would be a cache hit.
    const answers = await page.evaluate(
      async (paths) => {
        const out = [];
        for (const path of paths) {
          await fetch(path);
          const answer = await fetch(path);
          out.push({
            path,
            status: answer.status,
            cacheControl: answer.headers.get('cache-control'),
            pageCache: answer.headers.get('x-page-cache'),
            noindex: (await answer.text()).includes('<meta name="robots" content="noindex, nofollow"/>'),
          });
        }
        return out;
      },
      ['/user/register', '/user/login', '/user/workbench'],
    );
    for (const answer of answers) {
      expect(answer, host).toMatchObject({ status: 200, noindex: true });
      expect(answer.cacheControl, `${host}${answer.path}`).toMatch(/private/);
      expect(answer.cacheControl, `${host}${answer.path}`).toMatch(/no-store/);
      expect(answer.pageCache, `${host}${answer.path}`).not.toBe('HIT');
    }
  }
  // The outbox, on the developer's own host names: private as well.
  for (const host of ['portal', 'xm']) {
    const answer = await page.goto(`http://${host}.localhost:${PORT}/user/dev-outbox`);
    expect(answer?.status()).toBe(200);
    expect(answer?.headers()['cache-control']).toMatch(/private.*no-store|no-store.*private/);
  }
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('開發環境簡訊');
  await shot(page, 'dev-outbox-zh-TW');
  await page.goto(OUTBOX);
  await shot(page, 'dev-outbox-zh-CN');
  await page.goto(at('xm', '/user/register?channelNo=xm1'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('註冊帳號');
  await ready(page);
  await shot(page, 'register-zh-TW');
  // Voice codes for mainland numbers only: another area offers SMS alone, and says why.
  await page.getByLabel('區號').selectOption('852');
  await expect(page.getByRole('radio', { name: '語音驗證碼' })).toBeDisabled();
  await expect(page.getByText('語音驗證碼僅支援中國大陸手機號')).toBeVisible();
  await page.goto(at('xm', '/user/login'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('登入');
  await ready(page);
  await shot(page, 'login-zh-TW');
  // The EU variant's portal speaks English, under both its locales.
  for (const locale of ['en', 'de']) {
    await page.goto(`http://eu.localhost:${PORT}/${locale}/user/login?channelNo=eu1`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log in');
    await ready(page);
    await expect(page.getByText('A new number is registered.')).toBeVisible();
  }
  await shot(page, 'login-de-en');
  // The phone layout: the form fits the screen (no sideways scrolling).
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(at('portal', '/user/register'));
  await ready(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shot(page, 'register-phone-zh-CN');
  // Not signed in: the workbench is the login page.
  await page.goto(at('xm', '/user/workbench'));
  await page.waitForURL(/\/user\/login/);
});

// Brand domains under a public suffix of two labels (issue 22): "the last two labels of the host" of
// portal.ost.com.cn is com.cn, a cookie browsers drop, so no header ever showed a login there. The login code goes on
// the registrable domain the browser itself allows (src/lib/cookies.ts): ost.com.cn, xm.com.hk, ost.co.uk.
for (const { domain, suffix, platform } of SUFFIX_TEST_DOMAINS) {
  test(`on ${domain} the login code is kept on ${domain}, not on ${suffix}: the brand's header shows the login`, async ({
    page,
    context,
  }) => {
    const phone = newPhone();
    await page.goto(`http://portal.${domain}:${PORT}/user/register`);
    await requestCode(page, phone);
    await register(page, await readCode(context, phone, '注册'));
    await page.waitForURL(/\/user\/workbench$/);
    const loginCode = (await context.cookies()).find((c) => c.name === 'loginCode');
    expect(loginCode?.domain).toBe(`.${domain}`);
    await page.goto(`http://www.${domain}:${PORT}/`);
    const logout = platform === '10' ? '退出登錄' : '退出登录';
    await expect(page.locator('header').getByRole('button', { name: logout })).toBeVisible();
    // The channel cookies and the language choice take the same parent domain.
    await page.goto(`http://www.${domain}:${PORT}/?channelNo=${suffix.replace('.', '')}`);
    await expect
      .poll(async () => (await context.cookies()).find((c) => c.name === 'channelNo')?.domain)
      .toBe(`.${domain}`);
  });
}
