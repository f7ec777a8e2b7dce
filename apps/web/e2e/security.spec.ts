import { createHash } from 'node:crypto';
import { expect, test } from './support/fixtures.ts';
import { type RawAnswer, rawRequest } from './support/http.ts';
import { observatoryScore } from './support/observatory.ts';

/**
 * Hardening (issue 11) as a visitor meets it: the security header set on every kind of answer (a page, a gateway
 * call, a static file, the 404 page, the error route), Next.js's internal routing headers kept back, the methods a
 * page refuses, and an error route that cannot be made to say someone else's words.
 */

const PORT = Number(process.env.E2E_PORT ?? 3100);
const urlOf = (host: string, path = '/') => `http://${host}:${PORT}${path}`;

/** The header set of every answer; a document (an HTML page) has its own hashed policy, the rest nothing. */
const expectHeaderSet = (response: RawAnswer, what: string, kind: 'document' | 'resource' = 'document') => {
  const { headers } = response;
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options'], what).toBe('DENY');
  expect(headers['permissions-policy'], what).toContain('camera=()');
  const csp = headers['content-security-policy'] ?? '';
  expect(csp, what).toContain("frame-ancestors 'none'");
  if (kind === 'document') {
    expect(csp, what).toContain("object-src 'none'");
    expect(csp, what).toMatch(/script-src ('sha256-[A-Za-z0-9+/]+=*' )+'strict-dynamic' 'self' https:;/);
    expect(csp, what).not.toMatch(/script-src[^;]*'unsafe-|nonce-/);
    expect(csp, what).toContain('report-uri /api/csp/report; report-to csp');
    expect(headers['reporting-endpoints'], what).toBe('csp="/api/csp/report"');
  } else {
    expect(csp, what).toBe("default-src 'none'; frame-ancestors 'none'");
  }
  expect(headers['x-powered-by'], what).toBeUndefined();
  // Plain HTTP here: no HSTS (it is sent over HTTPS, see src/lib/security-headers.test.ts).
  expect(headers['strict-transport-security'], what).toBeUndefined();
  for (const name of Object.keys(headers)) expect(name, what).not.toMatch(/^x-middleware-|^x-nextjs-matched-path/);
};

test('every kind of answer carries the security headers and no internal routing header', async () => {
  const home = await rawRequest('ost.localhost', '/');
  expect(home.status).toBe(200);
  expectHeaderSet(home, 'home page');

  const page = await rawRequest('xm.localhost', '/cht/bankAccount');
  expect(page.status).toBe(200);
  expectHeaderSet(page, 'content page');

  const call = await rawRequest('ost.localhost', '/api/business/officialQuery/getCommon');
  expect(call.status).toBe(200);
  expectHeaderSet(call, 'gateway call', 'resource');

  const missing = await rawRequest('ost.localhost', '/no-such-page');
  expect(missing.status).toBe(404);
  expectHeaderSet(missing, '404 page');

  const error = await rawRequest('ost.localhost', '/errorUrl?code=500');
  expectHeaderSet(error, 'error route');

  const script = home.body.match(/\/_next\/static\/[^"']+\.js/)?.[0];
  expect(script, 'a script of the home page').toBeTruthy();
  const file = await rawRequest('ost.localhost', script ?? '/');
  expect(file.status).toBe(200);
  expectHeaderSet(file, 'static file', 'resource');
});

test('every inline script of a page is named by its hash, and the page is the same for every visitor', async () => {
  const first = await rawRequest('ost.localhost', '/ld/price');
  const second = await rawRequest('ost.localhost', '/ld/price');
  const hashes = [...String(first.headers['content-security-policy'] ?? '').matchAll(/'(sha256-[^']+)'/g)].map(
    (m) => m[1],
  );
  const scripts = [...first.body.matchAll(/<script(?![^>]*\btype="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g)]
    .map((m) => m[1] ?? '')
    .filter(Boolean);
  expect(scripts.length).toBeGreaterThan(3);
  for (const script of scripts)
    expect(hashes).toContain(`sha256-${createHash('sha256').update(script).digest('base64')}`);
  // No <script src> is left for the parser ('strict-dynamic' would refuse it): each is a hashed loader.
  expect(first.body).not.toMatch(/<script[^>]*\ssrc=/);
  // Nothing per request: a cached page and its policy fit every visitor.
  expect(second.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
});

test("Mozilla Observatory's header rules grade a page over HTTPS A or better", async () => {
  const https = { 'x-forwarded-proto': 'https' };
  const page = await rawRequest('ost.localhost', '/', { headers: https });
  expect(page.status).toBe(200);
  expect(page.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
  // The same address over plain HTTP, as the proxy forwards it: sent to HTTPS (HTTPS_ONLY).
  const plain = await rawRequest('ost.localhost', '/', { headers: { 'x-forwarded-proto': 'http' } });
  expect(plain.status).toBe(308);
  const probe = await rawRequest('ost.localhost', '/', { headers: { ...https, origin: 'https://evil.example' } });
  const { grade, score, outcomes } = observatoryScore({
    url: 'https://ost.localhost/',
    headers: page.headers,
    html: page.body,
    httpRedirect: plain.headers.location ?? null,
    corsProbe: {
      origin: 'https://evil.example',
      allowOrigin: probe.headers['access-control-allow-origin'] as string | undefined,
      allowCredentials: probe.headers['access-control-allow-credentials'] as string | undefined,
    },
  });
  expect(
    outcomes.filter((o) => o.modifier < 0),
    `score ${score}`,
  ).toEqual([]);
  expect(['A+', 'A'], `score ${score}: ${JSON.stringify(outcomes)}`).toContain(grade);
});

test('the cookies the site sets are SameSite=Lax, readable by its scripts, and the server sets none', async ({
  page,
}) => {
  const answer = await page.goto(urlOf('ost.localhost', '/ld/aboutUs?channelNo=AMZSPN2026'));
  expect(answer?.headers()['set-cookie']).toBeUndefined();
  await expect
    .poll(async () => (await page.context().cookies()).find((c) => c.name === 'channelNo')?.value)
    .toBe('AMZSPN2026');
  for (const cookie of await page.context().cookies()) {
    expect(cookie.sameSite, cookie.name).toBe('Lax');
    // Plain HTTP here: Secure is added on HTTPS pages (src/lib/cookies.test.ts).
    expect(cookie.secure, cookie.name).toBe(false);
    expect(cookie.httpOnly, cookie.name).toBe(false);
  }
});

test('a page answers GET and HEAD only; TRACE is refused everywhere', async () => {
  const head = await rawRequest('ost.localhost', '/ld/price', { method: 'HEAD' });
  expect(head.status).toBe(200);
  for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
    const answer = await rawRequest('ost.localhost', '/ld/price', {
      method,
      body: 'x=1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(answer.status, method).toBe(405);
    expect(answer.headers.allow, method).toBe('GET, HEAD');
    expectHeaderSet(answer, `${method} on a page`, 'resource');
  }
  for (const path of ['/', '/api/business/officialQuery/getCommon']) {
    const trace = await rawRequest('ost.localhost', path, { method: 'TRACE', headers: { cookie: 'secret=1' } });
    expect(trace.status, path).toBe(405);
    expect(trace.body, path).not.toContain('secret');
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
