import { seriousAxeViolations } from './support/axe.ts';
import { expect, type Page, test } from './support/fixtures.ts';

/**
 * The language-change modal (issue 3 item 2): raised once for a browser whose language is not
 * Chinese or a foreign IP, on the Chinese pages of brands 00, 01, 10 and 19; the choice is kept in
 * the i18n_redirected cookie (365 days) and in local storage. The e2e server runs with
 * TRUST_PROXY=1, so X-Forwarded-For stands in for the visitor's address.
 */

const PORT = Number(process.env.E2E_PORT ?? 3100);
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-c';
const urlOf = (host: string, path = '/') => `http://${host}:${PORT}${path}`;
const DAY_S = 24 * 60 * 60;

interface LanguageCase {
  host: string;
  locale: string;
  title: string;
  stay: string;
}

const CASES: LanguageCase[] = [
  { host: 'ost.localhost', locale: 'zh-CN', title: '切换到英文网站？', stay: '继续使用中文' },
  { host: 'mdt.localhost', locale: 'zh-CN', title: '切换到英文网站？', stay: '继续使用中文' },
  { host: 'xm.localhost', locale: 'zh-TW', title: '切換到英文網站？', stay: '繼續使用中文' },
  { host: 'reme.localhost', locale: 'zh-CN', title: '切换到英文网站？', stay: '继续使用中文' },
];

const modalOf = (page: Page, c: LanguageCase) => page.getByRole('dialog', { name: c.title });

const languageCookie = async (page: Page) =>
  (await page.context().cookies()).find((cookie) => cookie.name === 'i18n_redirected');

/**
 * The page has hydrated, so the modal's decision has run: SessionBoot creates the device id in the
 * same commit, and the init script below removes it before each page loads.
 */
const settled = (page: Page) => page.waitForFunction(() => localStorage.getItem('deviceId') !== null);

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.removeItem('deviceId'));
});

test.describe('an English browser', () => {
  test.use({ locale: 'en-US' });

  for (const c of CASES) {
    test(`${c.host}: offered once; 'Stay in Chinese' is remembered`, async ({ page }) => {
      await page.goto(urlOf(c.host));
      const modal = modalOf(page, c);
      await expect(modal).toBeVisible();
      await expect(modal.getByRole('button', { name: 'Switch to English' })).toBeVisible();
      // A modal dialog: focus is inside it.
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog[open]')))).toBe(true);
      await page.screenshot({ path: `${SHOTS}/${c.host.split('.')[0]}-language-modal-desktop.png` });
      expect(await seriousAxeViolations(page)).toEqual([]);

      await modal.getByRole('button', { name: c.stay }).click();
      await expect(modal).toBeHidden();
      const cookie = await languageCookie(page);
      expect(cookie?.value).toBe(c.locale);
      const lifetime = (cookie?.expires ?? 0) - Date.now() / 1000;
      expect(lifetime).toBeGreaterThan(364 * DAY_S);
      expect(lifetime).toBeLessThanOrEqual(365 * DAY_S + 5);
      expect(await page.evaluate(() => localStorage.getItem('languagePreference'))).toBe(c.locale);

      await page.reload();
      await settled(page);
      await expect(modalOf(page, c)).toBeHidden();
    });
  }

  test('Escape closes it and counts as staying', async ({ page }) => {
    const c = CASES[0] as LanguageCase;
    await page.goto(urlOf(c.host));
    await expect(modalOf(page, c)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(modalOf(page, c)).toBeHidden();
    expect((await languageCookie(page))?.value).toBe('zh-CN');
  });

  test("'Switch to English' opens the English site's home", async ({ page }) => {
    const c = CASES[0] as LanguageCase;
    await page.goto(urlOf(c.host));
    await modalOf(page, c).getByRole('button', { name: 'Switch to English' }).click();
    await page.waitForURL(urlOf('eu.localhost', '/en'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    // The choice is kept on the Chinese site, which no longer offers English.
    await page.goto(urlOf(c.host));
    await settled(page);
    expect((await languageCookie(page))?.value).toBe('en');
    expect(await page.evaluate(() => localStorage.getItem('languagePreference'))).toBe('en');
    await expect(modalOf(page, c)).toBeHidden();
  });

  test('is not raised on the English site', async ({ page }) => {
    await page.goto(urlOf('eu.localhost', '/en'));
    await settled(page);
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('is shown on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const c of CASES) {
      await page.goto(urlOf(c.host));
      await expect(modalOf(page, c)).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/${c.host.split('.')[0]}-language-modal-phone.png` });
    }
  });
});

test.describe('a Chinese browser', () => {
  test('at a home address: asked about the IP, not raised', async ({ page }) => {
    const c = CASES[0] as LanguageCase;
    const answer = page.waitForResponse((r) => r.url().includes('/getIsForeignIp'));
    await page.goto(urlOf(c.host));
    expect(await (await answer).json()).toMatchObject({ code: 0, data: false });
    await settled(page);
    await expect(modalOf(page, c)).toBeHidden();
    expect(await languageCookie(page)).toBeUndefined();
  });

  test.describe('from a foreign address', () => {
    test.use({ extraHTTPHeaders: { 'X-Forwarded-For': '8.8.8.8' } });

    for (const c of CASES) {
      test(`${c.host}: raised once`, async ({ page }) => {
        await page.goto(urlOf(c.host));
        await expect(modalOf(page, c)).toBeVisible();
        await modalOf(page, c).getByRole('button', { name: c.stay }).click();
        await page.goto(urlOf(c.host, '/ld/homes'));
        await settled(page);
        await expect(modalOf(page, c)).toBeHidden();
      });
    }
  });

  test.describe('from a Chinese address behind the proxy', () => {
    test.use({ extraHTTPHeaders: { 'X-Forwarded-For': '114.114.114.114' } });

    test('not raised', async ({ page }) => {
      const c = CASES[2] as LanguageCase;
      const answer = page.waitForResponse((r) => r.url().includes('/getIsForeignIp'));
      await page.goto(urlOf(c.host));
      expect(await (await answer).json()).toMatchObject({ data: false });
      await settled(page);
      await expect(modalOf(page, c)).toBeHidden();
    });
  });
});
