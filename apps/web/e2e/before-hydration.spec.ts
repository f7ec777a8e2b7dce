import type { Route } from '@playwright/test';
import { expect, hydrated, type Page, test } from './support/fixtures.ts';

/**
 * Controls that open a dialog or send a request, clicked before the page has hydrated (issue 23, section 4): each
 * shows it is not ready (disabled and aria-busy in the server's HTML) until its island runs, then works. The page's
 * scripts are held back (page.route) until the click has been tried, then let through: no waiting on time.
 */

const PORT = Number(process.env.E2E_PORT ?? 3100);
const urlOf = (host: string, path: string) => `http://${host}:${PORT}${path}`;

/** Holds every script chunk of Next.js until `release` is called. */
const holdScripts = async (page: Page) => {
  const held: Route[] = [];
  let released = false;
  await page.route('**/_next/static/**/*.js', (route) => {
    if (released) return route.continue();
    held.push(route);
  });
  return async () => {
    released = true;
    for (const route of held.splice(0)) await route.continue();
  };
};

const CONTROLS = [
  {
    name: 'the questionnaire opener 开始免费自测',
    url: urlOf('ost.localhost', '/buyingGuide'),
    control: (page: Page) => page.getByTestId('questionnaire-open'),
    works: async (page: Page) => {
      await page.getByTestId('questionnaire-open').click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  },
  {
    name: 'the portal code button 获取验证码',
    url: urlOf('ost.localhost', '/user/login'),
    control: (page: Page) => page.getByTestId('get-code'),
    works: async (page: Page) => expect(page.getByTestId('get-code')).not.toHaveAttribute('aria-busy'),
  },
  {
    name: 'the contact form send button',
    url: urlOf('ost.localhost', '/ld/contactUs'),
    control: (page: Page) => page.locator('form[data-status] button[type="submit"]'),
    works: async (page: Page) =>
      expect(page.locator('form[data-status] button[type="submit"]')).not.toHaveAttribute('aria-busy'),
  },
  {
    name: 'the VAT calculator button 计算',
    url: urlOf('ost.localhost', '/ld/calculate/1'),
    control: (page: Page) => page.getByRole('button', { name: '计算', exact: true }),
    works: async (page: Page) => {
      await page.getByRole('button', { name: '计算', exact: true }).click();
      await expect(page.locator('section[aria-live="polite"]')).toContainText('€');
      expect(new URL(page.url()).search).toBe('');
    },
  },
];

for (const { name, url, control, works } of CONTROLS) {
  test(`${name}: not ready before hydration, working after`, async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto(url, { waitUntil: 'domcontentloaded' });
    const button = control(page);
    await expect(button).toBeVisible();
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    // A click now is not taken (the button says so), and nothing opens.
    await button.click({ force: true });
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await release();
    await hydrated(page);
    await expect(button).toBeEnabled();
    await works(page);
  });
}
