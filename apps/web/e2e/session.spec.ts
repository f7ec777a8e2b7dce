import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';
import { e2eDatabase } from './support/database.ts';
import { chromium, expect, markPopupsSeen, type Page, type Request, test } from './support/fixtures.ts';

/**
 * The session in the shell (issue 3 item 6): the user-info call with the login code, the
 * logged-in header, logout, a failed user-info, the login code's length rule, the parent-domain
 * cookie and the device id. Users and sessions are written straight into the e2e database.
 */

const PORT = Number(process.env.E2E_PORT ?? 3100);
const urlOf = (host: string, path = '/') => `http://${host}:${PORT}${path}`;

const db = new pg.Pool({ ...e2eDatabase, max: 2 });

test.afterAll(async () => {
  await db.end();
});

/** A user with a live session; returns the session's token (the login code). */
const createSession = async (platform: string): Promise<{ token: string; mercNo: string }> => {
  const token = randomBytes(24).toString('hex');
  const mercNo = `E2EC${randomBytes(6).toString('hex')}`;
  const phone = `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const user = await db.query<{ id: number }>(
    'INSERT INTO users (merc_no, platform, phone, burying_point) VALUES ($1, $2, $3, $4) RETURNING id',
    [mercNo, platform, phone, `bp-${mercNo}`],
  );
  await db.query("INSERT INTO sessions (token_hash, user_id, expires_at) VALUES ($1, $2, now() + interval '1 day')", [
    createHash('sha256').update(token).digest('hex'),
    user.rows[0]?.id,
  ]);
  return { token, mercNo };
};

const isRevoked = async (token: string): Promise<boolean> => {
  const result = await db.query<{ revoked_at: Date | null }>('SELECT revoked_at FROM sessions WHERE token_hash = $1', [
    createHash('sha256').update(token).digest('hex'),
  ]);
  return result.rows[0]?.revoked_at != null;
};

const loginCookie = async (page: Page) =>
  (await page.context().cookies()).find((cookie) => cookie.name === 'loginCode');

const sessionState = (page: Page) => page.locator('[data-session]');

interface SessionCase {
  host: string;
  platform: string;
  logout: string;
  loggedOut: string;
}

const CASES: SessionCase[] = [
  { host: 'ost.localhost', platform: '00', logout: '退出登录', loggedOut: '账号已退出' },
  { host: 'mdt.localhost', platform: '01', logout: '退出登录', loggedOut: '账号已退出' },
  { host: 'xm.localhost', platform: '10', logout: '退出登錄', loggedOut: '帳號已退出' },
  { host: 'reme.localhost', platform: '19', logout: '退出登录', loggedOut: '账号已退出' },
];

for (const c of CASES) {
  test(`${c.host}: the login code loads the session; logout ends it`, async ({ page }) => {
    const { token, mercNo } = await createSession(c.platform);
    await page.context().addCookies([{ name: 'loginCode', value: token, domain: c.host, path: '/' }]);
    const userInfo = page.waitForRequest((r) => r.url().includes('/system/user/info'));
    await page.goto(urlOf(c.host));

    const request = await userInfo;
    expect(new URL(request.url()).searchParams.get('client')).toBe('1');
    expect(request.headers().authorization).toBe(`Bearer ${token}`);
    expect(request.headers()['x-device-id']).toMatch(/^[0-9a-f]{32}$/);

    await expect(sessionState(page)).toHaveAttribute('data-session', 'logged-in');
    const reported = await page.evaluate(() => (window as unknown as { dataLayer?: unknown[] }).dataLayer);
    expect(reported).toContainEqual({ event: 'user_info', mercNo, buryingPoint: `bp-${mercNo}` });

    const logoutButton = page.getByRole('button', { name: c.logout }).first();
    await expect(logoutButton).toBeVisible();
    const logoutCall = page.waitForRequest((r) => r.url().endsWith('/auth/logout') && r.method() === 'POST');
    await logoutButton.click();
    expect((await logoutCall).headers().authorization).toBe(`Bearer ${token}`);
    await expect(page.locator('#site-toasts')).toContainText(c.loggedOut);
    await expect(sessionState(page)).toHaveAttribute('data-session', 'anonymous');
    expect(await loginCookie(page)).toBeUndefined();
    expect(await isRevoked(token)).toBe(true);
  });
}

test('a failed user-info call clears the session and the login cookie', async ({ page }) => {
  await page
    .context()
    .addCookies([{ name: 'loginCode', value: 'no-such-session-token', domain: 'ost.localhost', path: '/' }]);
  const answer = page.waitForResponse((r) => r.url().includes('/system/user/info'));
  await page.goto(urlOf('ost.localhost'));
  expect((await answer).status()).toBe(401);
  await expect.poll(() => loginCookie(page)).toBeUndefined();
  await expect(sessionState(page)).toHaveAttribute('data-session', 'anonymous');
  // No login tab and no error toast for a session that simply ended.
  expect(page.context().pages()).toHaveLength(1);
  await expect(page.locator('#site-toasts')).toHaveCount(0);
});

test('a login code of 5 characters or fewer is never sent', async ({ page }) => {
  await page.context().addCookies([{ name: 'loginCode', value: '12345', domain: 'ost.localhost', path: '/' }]);
  const calls: Request[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/system/user/info') || r.headers().authorization) calls.push(r);
  });
  await page.goto(urlOf('ost.localhost'), { waitUntil: 'networkidle' });
  expect(calls).toEqual([]);
  await expect(sessionState(page)).toHaveAttribute('data-session', 'anonymous');
});

test('the device id is created once and kept across reloads', async ({ page }) => {
  await page.goto(urlOf('ost.localhost'));
  const read = () => page.evaluate(() => window.localStorage.getItem('deviceId'));
  await expect.poll(read).toMatch(/^[0-9a-f]{32}$/);
  const first = await read();
  await page.reload();
  await page.goto(urlOf('ost.localhost', '/ld/homes'));
  expect(await read()).toBe(first);
});

test('on a real domain the login code lives on the parent domain: read there, removed there', async () => {
  // www.example.test resolves to this machine; the portal would set the cookie for .example.test.
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--host-resolver-rules=MAP *.example.test 127.0.0.1'],
  });
  try {
    const context = await browser.newContext({ locale: 'zh-CN' });
    await markPopupsSeen(context);
    const page = await context.newPage();
    const { token } = await createSession('00');
    await context.addCookies([{ name: 'loginCode', value: token, domain: '.example.test', path: '/' }]);
    await page.goto(`http://www.example.test:${PORT}/`);
    await expect(sessionState(page)).toHaveAttribute('data-session', 'logged-in');
    await page.getByRole('button', { name: '退出登录' }).first().click();
    await expect(sessionState(page)).toHaveAttribute('data-session', 'anonymous');
    expect((await context.cookies()).find((cookie) => cookie.name === 'loginCode')).toBeUndefined();
  } finally {
    await browser.close();
  }
});
