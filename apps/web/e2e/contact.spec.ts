import { mkdirSync } from 'node:fs';
import { seriousAxeViolations } from './support/axe.ts';
import { withDatabase } from './support/database.ts';
import { expect, type Page, test } from './support/fixtures.ts';

/**
 * The contact form (issue 7 section 4) against the production build: on the contact page of every brand, its
 * 'please enter' placeholders, the bad-email text, the button's states (send -> sending... -> sent successfully),
 * the stored row with its 'from' prop and channel, the team's mail in the outbox, the double submit, the rate
 * limit and the honeypot. Each test sends from its own address (X-Forwarded-For; the e2e server trusts it), so
 * the per-address limit of one test does not reach another.
 */

const PORT = Number(process.env.E2E_PORT ?? 3100);
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots/c';
const urlOf = (host: string, path: string) => `http://${host}:${PORT}${path}`;
const CONTACT_API = '/api/business/officialQuery/contactUs';

interface Words {
  labels: string[];
  emailPlaceholder: string;
  send: string;
  sending: string;
  sent: string;
  badEmail: string;
  missingName: string;
  reply: RegExp;
}

const ZH_CN: Words = {
  labels: ['公司名称', '姓名', '邮箱', '电话', '主题', '留言内容'],
  emailPlaceholder: '请输入邮箱',
  send: '发送',
  sending: '发送中...',
  sent: '发送成功',
  badEmail: '请输入正确的邮箱',
  missingName: '请输入姓名',
  reply: /48小时内回复/,
};

const ZH_TW: Words = {
  labels: ['公司名稱', '姓名', '郵箱', '電話', '主題', '留言內容'],
  emailPlaceholder: '請輸入郵箱',
  send: '發送',
  sending: '發送中...',
  sent: '發送成功',
  badEmail: '請輸入正確的郵箱',
  missingName: '請輸入姓名',
  reply: /48小時內回覆/,
};

const EN: Words = {
  labels: ['Company name', 'Name', 'Email', 'Phone', 'Subject', 'Message'],
  emailPlaceholder: 'Please enter your email',
  send: 'Send',
  sending: 'Sending...',
  sent: 'Sent successfully',
  badEmail: 'Please enter a correct email',
  missingName: 'Please enter your name',
  reply: /replies within 48 hours/,
};

const DE: Words = {
  labels: ['Firmenname', 'Name', 'E-Mail', 'Telefon', 'Betreff', 'Nachricht'],
  emailPlaceholder: 'Bitte E-Mail-Adresse eingeben',
  send: 'Senden',
  sending: 'Wird gesendet...',
  sent: 'Erfolgreich gesendet',
  badEmail: 'Bitte geben Sie eine korrekte E-Mail-Adresse ein',
  missingName: 'Bitte geben Sie Ihren Namen ein',
  reply: /innerhalb von 48 Stunden/,
};

interface Case {
  name: string;
  host: string;
  platform: string;
  path: string;
  /** The 'from' the page gives without a query value. */
  from: string;
  words: Words;
}

/** Every contact page (every brand has /ld/contactUs; the law firm /mdt/contactUs as well; /contact is an alias). */
const CASES: Case[] = [
  { name: 'ost', host: 'ost.localhost', platform: '00', path: '/ld/contactUs', from: 'ld-contactUs', words: ZH_CN },
  { name: 'mdt', host: 'mdt.localhost', platform: '01', path: '/mdt/contactUs', from: 'mdt-contactUs', words: ZH_CN },
  { name: 'sixdu', host: 'sixdu.localhost', platform: '08', path: '/contact', from: 'ld-contactUs', words: ZH_CN },
  { name: 'xm', host: 'xm.localhost', platform: '10', path: '/ld/contactUs', from: 'ld-contactUs', words: ZH_TW },
  {
    name: 'tianhe',
    host: 'tianhe.localhost',
    platform: '13',
    path: '/ld/contactUs',
    from: 'ld-contactUs',
    words: ZH_CN,
  },
  {
    name: 'lvzhou',
    host: 'lvzhou.localhost',
    platform: '15',
    path: '/ld/contactUs',
    from: 'ld-contactUs',
    words: ZH_CN,
  },
  { name: 'reme', host: 'reme.localhost', platform: '19', path: '/ld/contactUs', from: 'ld-contactUs', words: ZH_CN },
  {
    name: 'shuyou',
    host: 'shuyou.localhost',
    platform: '20',
    path: '/ld/contactUs',
    from: 'ld-contactUs',
    words: ZH_CN,
  },
  { name: 'eu-en', host: 'eu.localhost', platform: 'EU', path: '/en/ld/contactUs', from: 'ld-contactUs', words: EN },
  { name: 'eu-de', host: 'eu.localhost', platform: 'EU', path: '/de/contact', from: 'ld-contactUs', words: DE },
  { name: 'korea', host: 'korea.localhost', platform: 'KR', path: '/ld/contactUs', from: 'ld-contactUs', words: ZH_CN },
  {
    name: 'consult',
    host: 'consult.localhost',
    platform: 'CS',
    path: '/ld/contactUs',
    from: 'ld-contactUs',
    words: ZH_CN,
  },
];

const PHONE = { width: 390, height: 844 };

let addressCounter = 0;
/** A fresh documentation address (RFC 5737) per test, so each test has its own rate limit. */
const freshAddress = () => {
  addressCounter += 1;
  return `198.51.100.${(addressCounter % 250) + 1}`;
};

const unique = (label: string) => `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;

interface StoredRow {
  id: number;
  platform: string;
  name: string;
  email: string;
  company_name: string | null;
  phone: string | null;
  subject: string | null;
  content: string;
  from_page: string | null;
  channel_no: string | null;
  idempotency_key: string | null;
}

const rowsByEmail = (email: string) =>
  withDatabase(async (db) => {
    const result = await db.query<StoredRow>('select * from contact_messages where email = $1 order by id', [email]);
    return result.rows;
  });

const outboxOf = (id: number) =>
  withDatabase(async (db) => {
    const result = await db.query<{ kind: string; subject: string; text: string; recipient: string }>(
      'select kind, subject, text, recipient from mail_outbox where reference = $1',
      [`contact_messages:${id}`],
    );
    return result.rows;
  });

/**
 * Posts JSON to the gateway from inside the page (same origin: the browser resolves *.localhost names, Node does
 * not), with extra headers; the status and the envelope.
 */
const postJson = (page: Page, path: string, body: unknown, headers: Record<string, string> = {}) =>
  page.evaluate(
    async ({ path, body, headers }) => {
      const response = await fetch(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });
      return { status: response.status, json: (await response.json()) as { code: number; msg: string } };
    },
    { path, body, headers },
  );

const form = (page: Page) => page.locator('#contact-form form');

/** The page with its form ready (the script has run: the button is enabled). */
const openForm = async (page: Page, url: string) => {
  await page.goto(url);
  await expect(page.locator('#contact-form form[data-ready="true"]')).toBeVisible();
};

const FIELD_IDS = ['companyName', 'name', 'email', 'phone', 'subject', 'content'];

/** A field by its place (company name, name, email, phone, subject, content). */
const field = (page: Page, _words: Words, index: number) => form(page).locator(`#contact-${FIELD_IDS[index]}`);

const fillValid = async (page: Page, words: Words, values: { name: string; email: string; content: string }) => {
  await field(page, words, 0).fill('e2e 测试公司');
  await field(page, words, 1).fill(values.name);
  await field(page, words, 2).fill(values.email);
  await field(page, words, 3).fill('+86 138 0013 8000');
  await field(page, words, 4).fill('VAT');
  await field(page, words, 5).fill(values.content);
};

/** Holds the contact call back for `ms`, so the 'sending...' state can be seen. */
const slowContact = async (page: Page, ms = 700) => {
  await page.route(`**${CONTACT_API}`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
};

const shot = async (page: Page, name: string) => {
  mkdirSync(SHOTS, { recursive: true });
  // The fixed header and right panel would be painted over the stitched picture of a tall section: hidden for it.
  await page.locator('#contact-form').screenshot({
    path: `${SHOTS}/${name}.png`,
    animations: 'disabled',
    style: 'header:not(#contact-form header), aside[data-right-panel] { visibility: hidden !important; }',
  });
};

for (const c of CASES) {
  for (const viewport of ['desktop', 'phone'] as const) {
    test(`contact form on ${c.name} (${c.path}, ${viewport}): labels, placeholders, errors, states, stored row`, async ({
      page,
    }) => {
      if (viewport === 'phone') await page.setViewportSize(PHONE);
      await page.setExtraHTTPHeaders({ 'X-Forwarded-For': freshAddress() });
      await openForm(page, urlOf(c.host, c.path));
      const { words } = c;

      // Below the page's own content, with the 48-hour reply text and every label tied to its input.
      await expect(page.locator('#contact-form')).toContainText(words.reply);
      for (const [index, label] of words.labels.entries()) {
        const input = field(page, words, index);
        await expect(input).toBeVisible();
        // Its label names it (the label element is tied to the input).
        const labelText = await input.evaluate((el) => (el as HTMLInputElement).labels?.[0]?.textContent ?? '');
        expect(labelText.startsWith(label)).toBe(true);
      }
      await expect(field(page, words, 2)).toHaveAttribute('placeholder', words.emailPlaceholder);
      const button = form(page).getByRole('button', { name: words.send, exact: true });
      await expect(button).toBeEnabled();
      if (viewport === 'phone') {
        // One column on a phone: the fields are as wide as the form.
        const [a, b] = await Promise.all([field(page, words, 0).boundingBox(), field(page, words, 1).boundingBox()]);
        expect(b?.y ?? 0).toBeGreaterThan((a?.y ?? 0) + (a?.height ?? 0));
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(scrollWidth).toBeLessThanOrEqual(PHONE.width);
      }
      expect(await seriousAxeViolations(page, '#contact-form')).toEqual([]);
      await shot(page, `${c.name}-${viewport}-empty`);
      if (c.name === 'ost') {
        // The whole page once: the form sits below the page's own content.
        await page.screenshot({ path: `${SHOTS}/${c.name}-${viewport}-page.png`, fullPage: true });
      }

      // Nothing filled in: the required fields say so, announced and tied to their inputs.
      await button.click();
      const nameInput = field(page, words, 1);
      await expect(nameInput).toHaveAttribute('aria-invalid', 'true');
      const nameError = page.locator(`#${await nameInput.getAttribute('aria-describedby')}`);
      await expect(nameError).toHaveText(words.missingName);
      await expect(nameError).toHaveAttribute('role', 'alert');
      await expect(nameInput).toBeFocused();

      // A bad email: the spec's text.
      const email = `${unique(c.name)}@example.com`;
      await fillValid(page, words, { name: `访客 ${c.name}`, email: 'not-an-email@', content: '想了解合规服务' });
      await button.click();
      const emailInput = field(page, words, 2);
      await expect(emailInput).toHaveAttribute('aria-invalid', 'true');
      await expect(page.locator(`#${await emailInput.getAttribute('aria-describedby')}`)).toHaveText(words.badEmail);
      await expect(nameInput).not.toHaveAttribute('aria-invalid', 'true');
      expect(await seriousAxeViolations(page, '#contact-form')).toEqual([]);
      await shot(page, `${c.name}-${viewport}-error`);

      // send -> sending... -> sent successfully; the row is stored with the page's 'from'.
      await emailInput.fill(email);
      await slowContact(page);
      await button.click();
      await expect(form(page).getByRole('button', { name: words.sending, exact: true })).toBeDisabled();
      await expect(form(page).getByRole('button', { name: words.sent, exact: true })).toBeVisible();
      await expect(form(page).getByRole('status')).toContainText(words.reply);
      // The fields are cleared for the next message.
      await expect(emailInput).toHaveValue('');
      await shot(page, `${c.name}-${viewport}-sent`);

      const rows = await rowsByEmail(email);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        platform: c.platform,
        name: `访客 ${c.name}`,
        company_name: 'e2e 测试公司',
        phone: '+86 138 0013 8000',
        subject: 'VAT',
        content: '想了解合规服务',
        from_page: c.from,
      });
      expect(rows[0]?.idempotency_key).toMatch(/^[0-9a-f-]{36}$/);
    });
  }
}

test.describe('contact form on the main brand', () => {
  const words = ZH_CN;
  const page0 = urlOf('ost.localhost', '/ld/contactUs');

  test("stores the query's 'from' and the visitor's channel, and queues the team's mail", async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': freshAddress() });
    await openForm(page, `${page0}?from=home-banner&channelNo=AMZSPN2026`);
    const email = `${unique('from')}@example.com`;
    await fillValid(page, words, { name: '渠道访客', email, content: '咨询德国EPR' });
    await form(page).getByRole('button', { name: words.send, exact: true }).click();
    await expect(form(page).getByRole('button', { name: words.sent, exact: true })).toBeVisible();

    const [row] = await rowsByEmail(email);
    expect(row).toMatchObject({ from_page: 'home-banner', channel_no: 'AMZSPN2026', platform: '00' });
    const mails = await outboxOf(row?.id ?? 0);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.kind).toBe('contact');
    expect(mails[0]?.text).toContain(email);
    expect(mails[0]?.text).toContain('咨询德国EPR');
    expect(mails[0]?.text).toContain('home-banner');
    expect(mails[0]?.text).toContain('AMZSPN2026');
  });

  test("falls back to the route's key for a malformed 'from'", async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': freshAddress() });
    await openForm(page, `${page0}?from=%3Cscript%3E`);
    const email = `${unique('badfrom')}@example.com`;
    await fillValid(page, words, { name: '访客', email, content: '你好' });
    await form(page).getByRole('button', { name: words.send, exact: true }).click();
    await expect(form(page).getByRole('button', { name: words.sent, exact: true })).toBeVisible();
    expect((await rowsByEmail(email))[0]?.from_page).toBe('ld-contactUs');
  });

  test('a double submit stores one row; the next message gets a key of its own', async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': freshAddress() });
    await openForm(page, page0);
    const email = `${unique('double')}@example.com`;
    await fillValid(page, words, { name: '连点访客', email, content: '双击提交' });
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith(CONTACT_API)) requests.push(request.postData() ?? '');
    });
    await slowContact(page, 400);
    await form(page).getByRole('button', { name: words.send, exact: true }).dblclick();
    await expect(form(page).getByRole('button', { name: words.sent, exact: true })).toBeVisible();
    expect(await rowsByEmail(email)).toHaveLength(1);

    // The same message again (a retry after a lost answer) with the same key: still one row, answered as a success.
    const key = (await rowsByEmail(email))[0]?.idempotency_key;
    const body = { name: '连点访客', email, content: '双击提交', idempotencyKey: key };
    const again = await postJson(page, CONTACT_API, body, { 'X-Forwarded-For': freshAddress() });
    expect(again.json).toMatchObject({ code: 0 });
    expect(await rowsByEmail(email)).toHaveLength(1);

    // A second message from the same form is a new row with a new key.
    await fillValid(page, words, { name: '连点访客', email, content: '第二条留言' });
    await form(page).getByRole('button', { name: words.send, exact: true }).click();
    await expect(form(page).getByRole('button', { name: words.sent, exact: true })).toBeVisible();
    const rows = await rowsByEmail(email);
    expect(rows).toHaveLength(2);
    expect(rows[0]?.idempotency_key).not.toBe(rows[1]?.idempotency_key);
    expect(new Set(requests.map((r) => JSON.parse(r).idempotencyKey)).size).toBe(2);
  });

  test('the rate limit answers with its message and nothing typed is lost', async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': freshAddress() });
    await openForm(page, page0);
    // Use up the address's allowance through the API.
    let limited = false;
    for (let i = 0; i < 30 && !limited; i += 1) {
      const body = { name: '批量', email: `${unique('burst')}@example.com`, content: `第${i}条` };
      const response = await postJson(page, CONTACT_API, body);
      limited = response.status === 429;
      if (limited) expect(response.json.msg).toMatch(/频繁/);
    }
    expect(limited).toBe(true);

    const email = `${unique('limited')}@example.com`;
    await fillValid(page, words, { name: '被限流的访客', email, content: '这条会被限流' });
    await form(page).getByRole('button', { name: words.send, exact: true }).click();
    const alert = form(page).getByRole('alert');
    await expect(alert).toContainText(/频繁/);
    await expect(form(page).getByRole('button', { name: words.send, exact: true })).toBeEnabled();
    await expect(field(page, words, 2)).toHaveValue(email);
    await expect(field(page, words, 5)).toHaveValue('这条会被限流');
    expect(await rowsByEmail(email)).toHaveLength(0);
    await shot(page, 'ost-desktop-rate-limited');
  });

  test('the honeypot: hidden from people and screen readers, and a filled one is refused with its message', async ({
    page,
  }) => {
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': freshAddress() });
    await openForm(page, page0);
    const trap = form(page).locator('input[name="website"]');
    await expect(trap).toHaveAttribute('tabindex', '-1');
    await expect(trap).toHaveAttribute('autocomplete', 'off');
    expect(await trap.evaluate((el) => el.closest('[aria-hidden="true"]') !== null)).toBe(true);
    const box = await trap.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(0);

    // Tabbing through the form never lands on it.
    await field(page, words, 5).focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).not.toBe('website');

    const email = `${unique('bot')}@example.com`;
    await fillValid(page, words, { name: '机器人', email, content: '广告' });
    await trap.evaluate((el) => {
      (el as HTMLInputElement).value = 'http://spam.example';
    });
    await form(page).getByRole('button', { name: words.send, exact: true }).click();
    await expect(form(page).getByRole('alert')).toHaveText('提交未通过校验，请刷新页面后重试');
    expect(await rowsByEmail(email)).toHaveLength(0);

    // The gateway refuses the same with the same message.
    const response = await postJson(page, CONTACT_API, {
      name: '机器人',
      email,
      content: '广告',
      website: 'http://spam.example',
    });
    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({ msg: '提交未通过校验，请刷新页面后重试' });
    expect(await rowsByEmail(email)).toHaveLength(0);
  });

  test('the page stays cacheable: its HTML carries no visitor data or key', async ({ page }) => {
    const response = await page.goto(`${page0}?from=home-banner&channelNo=AMZSPN2026`);
    const html = (await response?.text()) ?? '';
    expect(html).toContain('contact-form');
    expect(html).not.toContain('home-banner');
    expect(html).not.toContain('AMZSPN2026');
    expect(html).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}/);
  });
});
