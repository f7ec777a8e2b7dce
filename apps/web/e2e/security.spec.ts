import { type APIResponse, expect, test } from '@playwright/test';

/**
 * Hardening (issue 11) as a visitor meets it: the security header set on every kind of answer (a page, a gateway
 * call, a static file, the 404 page, the error route), Next.js's internal routing headers kept back, the methods a
 * page refuses, and an error route that cannot be made to say someone else's words.
 */

const PORT = Number(process.env.E2E_PORT ?? 3100);
const urlOf = (host: string, path = '/') => `http://${host}:${PORT}${path}`;

const expectHeaderSet = (response: APIResponse, what: string) => {
  const headers = response.headers();
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options'], what).toBe('DENY');
  expect(headers['permissions-policy'], what).toContain('camera=()');
  expect(headers['content-security-policy'], what).toContain("frame-ancestors 'none'");
  expect(headers['content-security-policy'], what).toContain("object-src 'none'");
  expect(headers['x-powered-by'], what).toBeUndefined();
  // Plain HTTP here: no HSTS (it is sent over HTTPS, see src/lib/security-headers.test.ts).
  expect(headers['strict-transport-security'], what).toBeUndefined();
  for (const name of Object.keys(headers)) expect(name, what).not.toMatch(/^x-middleware-|^x-nextjs-matched-path/);
};

test('every kind of answer carries the security headers and no internal routing header', async ({ request }) => {
  const home = await request.get(urlOf('ost.localhost', '/'));
  expect(home.status()).toBe(200);
  expectHeaderSet(home, 'home page');

  const page = await request.get(urlOf('xm.localhost', '/cht/bankAccount'));
  expect(page.status()).toBe(200);
  expectHeaderSet(page, 'content page');

  const call = await request.get(urlOf('ost.localhost', '/api/business/officialQuery/getCommon'));
  expectHeaderSet(call, 'gateway call');

  const missing = await request.get(urlOf('ost.localhost', '/no-such-page'));
  expect(missing.status()).toBe(404);
  expectHeaderSet(missing, '404 page');

  const error = await request.get(urlOf('ost.localhost', '/errorUrl?code=500'));
  expectHeaderSet(error, 'error route');

  const html = await home.text();
  const script = html.match(/\/_next\/static\/[^"']+\.js/)?.[0];
  expect(script, 'a script of the home page').toBeTruthy();
  const file = await request.get(urlOf('ost.localhost', script));
  expect(file.status()).toBe(200);
  expectHeaderSet(file, 'static file');
});

test('a page answers GET and HEAD only; TRACE is refused everywhere', async ({ request }) => {
  const head = await request.head(urlOf('ost.localhost', '/ld/price'));
  expect(head.status()).toBe(200);
  for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
    const answer = await request.fetch(urlOf('ost.localhost', '/ld/price'), { method, data: 'x=1' });
    expect(answer.status(), method).toBe(405);
    expect(answer.headers().allow, method).toBe('GET, HEAD');
    expectHeaderSet(answer, `${method} on a page`);
  }
  for (const path of ['/', '/api/business/officialQuery/getCommon']) {
    const trace = await request.fetch(urlOf('ost.localhost', path), { method: 'TRACE' });
    expect(trace.status(), path).toBe(405);
    expect(await trace.text(), path).not.toContain('cookie');
  }
});

test("the error route says the code in the site's own words, never the address's text", async ({ page }) => {
  const bait = encodeURIComponent('您的账户已冻结，请立即致电 400-000-0000 解冻');
  const response = await page.goto(
    urlOf(
      'ost.localhost',
      `/errorUrl?code=403&message=${bait}&url=${encodeURIComponent('https://elsewhere.example/x')}`,
    ),
  );
  expect(response?.status()).toBe(200);
  const main = page.locator('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('没有访问权限');
  await expect(main).not.toContainText('冻结');
  // The failed url is plain text, never a link to another site.
  await expect(main.getByText('错误请求：https://elsewhere.example/x')).toBeVisible();
  await expect(main.locator('a[href*="elsewhere.example"]')).toHaveCount(0);
});
