import { mkdirSync } from 'node:fs';
import { expect, gotoHydrated, test } from './support/fixtures.ts';

/**
 * The free tools' forms (react-hook-form with the zod rules of calculator-rules.ts) against the production build, on
 * OST: bad input gets the catalogue's message under its field, the first wrong field takes the focus, the result
 * panel asks for the fix, no typed value is lost, and a corrected form calculates again.
 */

const PORT = Number(process.env.E2E_PORT ?? 3100);
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots/calculators';
const urlOf = (path: string) => `http://ost.localhost:${PORT}${path}`;

test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

test('the VAT calculator refuses bad numbers field by field and keeps what was typed', async ({ page }) => {
  await gotoHydrated(page, urlOf('/ld/calculate/1'));
  const form = page.getByRole('form', { name: /VAT/ });
  const results = page.locator('section[aria-live="polite"]');
  await expect(results).toContainText('€');

  const price = form.getByRole('textbox', { name: /价格/ });
  const sales = form.getByRole('textbox', { name: /含税销售额/ });
  await price.fill('12,5元');
  await sales.fill('-3');
  await form.getByRole('button', { name: '计算' }).click();

  await expect(price).toBeFocused();
  await expect(price).toHaveAttribute('aria-invalid', 'true');
  await expect(form).toContainText('请输入数字，例如 1280.5（不要带货币符号或单位）');
  await expect(form).toContainText('不能为负数');
  await expect(results).toContainText('请先修正上面标红的输入项，再重新计算。');
  await expect(price).toHaveValue('12,5元');
  await expect(sales).toHaveValue('-3');
  await page.screenshot({ path: `${SHOTS}/vat-errors.png`, fullPage: true });

  // Once submitted, a field is checked again as it changes: the fixed one loses its message.
  await price.fill('119');
  await expect(price).not.toHaveAttribute('aria-invalid');
  await expect(form).not.toContainText('请输入数字');
  await sales.fill('');
  await form.getByRole('button', { name: '计算' }).click();
  await expect(results).toContainText('€100.00');
  await expect(results).toContainText('€19.00');
  await expect(form).not.toContainText('不能为负数');
});

test('the multi-site tool asks for a country and a stream, focusing the first group to fix', async ({ page }) => {
  await gotoHydrated(page, urlOf('/ld/calculate/3'));
  const form = page.getByRole('form', { name: '欧盟多站点合规费用测算' });
  const results = page.locator('section[aria-live="polite"]');
  await expect(results.locator('table')).toBeVisible();

  for (const select of await form.locator('select').all()) await select.selectOption('none');
  for (const box of await form.getByRole('checkbox').all()) await box.uncheck();
  await form.locator('button[type="submit"]').click();

  const firstCountry = form.locator('select').first();
  await expect(firstCountry).toBeFocused();
  await expect(form).toContainText('请至少为一个国家选择“仅销售”或“备货并销售”');
  await expect(form).toContainText('请至少选择一个合规项目');
  await expect(results).toContainText('请先修正上面标红的输入项，再重新计算。');

  // The pan-EU button fills the countries; only the streams are left to fix.
  await form.locator('button[type="button"]').click();
  await expect(form).not.toContainText('请至少为一个国家选择');
  await form.locator('button[type="submit"]').click();
  await expect(form.getByRole('checkbox').first()).toBeFocused();

  await form.getByRole('checkbox').first().check();
  await form.locator('button[type="submit"]').click();
  await expect(form).not.toContainText('请至少选择一个合规项目');
  await expect(results.locator('table')).toBeVisible();
  await expect(results.locator('tbody tr')).toHaveCount(6); // the six pan-EU countries' VAT
  await page.screenshot({ path: `${SHOTS}/multi-site-pan-eu.png`, fullPage: true });
});

test('the packaging and CBAM estimates refuse too many decimals and recalculate when fixed', async ({ page }) => {
  await gotoHydrated(page, urlOf('/ld/calculate/2'));
  let form = page.getByRole('form', { name: '德国包装EPR费用估算' });
  let results = page.locator('section[aria-live="polite"]');
  const paper = form.getByRole('textbox').first();
  await paper.fill('1.2345');
  await form.locator('button[type="submit"]').click();
  await expect(paper).toBeFocused();
  await expect(form).toContainText('最多保留3位小数');
  await paper.fill('2000');
  await form.locator('button[type="submit"]').click();
  await expect(results.locator('table').first()).toContainText('2,000');

  // The CBAM tool is opened from the tools' overview (its number is its menu entry's id).
  await gotoHydrated(page, urlOf('/ld/calculate'));
  const cbamHref = await page
    .getByRole('link', { name: /CBAM排放测算/, includeHidden: true })
    .first()
    .getAttribute('href');
  expect(cbamHref).toMatch(/^\/ld\/calculate\/\d+$/);
  await gotoHydrated(page, urlOf(cbamHref ?? ''));
  form = page.getByRole('form', { name: 'CBAM排放测算' });
  results = page.locator('section[aria-live="polite"]');
  const intensity = form.getByRole('textbox').nth(1);
  await intensity.fill('51');
  await form.locator('button[type="submit"]').click();
  await expect(intensity).toBeFocused();
  await expect(form).toContainText('数值过大，请输入不超过 50 的数');
  await expect(results).toContainText('请先修正上面标红的输入项，再重新计算。');
  await intensity.fill('');
  await form.locator('button[type="submit"]').click();
  await expect(results.locator('table')).toBeVisible();
});
