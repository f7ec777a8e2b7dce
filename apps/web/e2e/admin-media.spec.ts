import { mkdirSync } from 'node:fs';
import sharp from 'sharp';
import { ADMIN, createStaff, signInFirstTime } from './support/admin.ts';
import { expect, test } from './support/fixtures.ts';

/**
 * The back office's media library (issue 26 section 3) against the production build: an editor uploads a PNG by
 * drag-and-drop's file input with its alt text, an HTML file named .png is refused with the gateway's message, the
 * image goes into an article with 插入图片, is published, and the public page shows it as WebP at 1024 px (the
 * width the editor inserts), served a year; the library then lists the article where the image is used and refuses
 * to delete it.
 */

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots/admin-media';

test('an editor uploads an image, puts it in an article, the public page shows it in WebP; delete refused', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  mkdirSync(SHOTS, { recursive: true });
  await page.setViewportSize({ width: 1440, height: 900 });
  const stamp = Date.now().toString(36);
  const name = `media-${stamp}`;
  await signInFirstTime(page, name, createStaff(name, 'editor'), 'editor-password-1');
  await expect(page).toHaveURL(/\/content\/product/);

  await page.goto(`${ADMIN}/media`);
  await expect(page.getByText('点击或拖拽文件到此处上传')).toBeVisible();
  // A picture the test draws: 1400 px wide, so the library stores 320, 640, 1024 and 1400.
  const png = await sharp({
    create: { width: 1400, height: 700, channels: 3, background: { r: 20, g: 110, b: 200 } },
  })
    .png()
    .toBuffer();
  const fileInput = page.locator('input[type=file]');

  // Refused by what the bytes are, whatever the name says.
  await page.getByLabel('图片说明（简体中文）').fill('伪装的网页');
  await fileInput.setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('<html>hi</html>') });
  await expect(page.getByTestId('upload-error')).toContainText('不支持该文件类型');

  const alt = `蓝色横幅 ${stamp}`;
  await page.getByLabel('图片说明（简体中文）').fill(alt);
  await page.getByLabel('图片说明（英文）').fill('Blue banner');
  await fileInput.setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByText('已上传：banner.png')).toBeVisible();
  const card = page.locator('[data-testid^="media-"]', { hasText: alt });
  await expect(card).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/library.png`, fullPage: true });

  // Into an article with 插入图片, saved and published.
  await page.goto(`${ADMIN}/content/article`);
  const articleRow = page.locator('.ant-table-tbody tr.ant-table-row').first();
  await expect(articleRow).toBeVisible();
  await articleRow.getByRole('button', { name: '编辑' }).click();
  await expect(page).toHaveURL(/\/content\/article\/edit\/\d+/);
  await page.getByRole('button', { name: '插入图片' }).click();
  const picker = page.locator('.ant-modal');
  await expect(picker.locator('[data-testid^="media-"]', { hasText: alt })).toBeVisible();
  // The dialog's zoom-in is over (its animation classes gone) before the picture is taken.
  await expect(page.locator('.ant-modal[class*="ant-zoom"]')).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/picker.png` });
  await picker.locator('[data-testid^="media-"]', { hasText: alt }).click();
  await expect(picker).toBeHidden();
  await page.getByRole('button', { name: '保存草稿' }).click();
  await expect(page.getByTestId('edit-state')).toContainText('草稿');
  await page.screenshot({ path: `${SHOTS}/article-with-image.png`, fullPage: true });
  await page.getByRole('button', { name: '发布', exact: true }).click();
  await page
    .locator('.ant-popconfirm')
    .getByRole('button', { name: /确\s*定|OK/ })
    .click();
  await expect(page.getByTestId('edit-state')).toContainText('已发布');
  const articleUrl = (await page.getByTestId('public-link').getAttribute('href')) ?? '';

  const visitorContext = await browser.newContext({ locale: 'zh-CN' });
  const visitor = await visitorContext.newPage();
  await visitor.setViewportSize({ width: 1440, height: 900 });
  const image = visitor.locator(`img[alt="${alt}"]`);
  await expect(async () => {
    await visitor.goto(articleUrl);
    await expect(image).toBeAttached({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  const src = (await image.getAttribute('src')) ?? '';
  expect(src).toMatch(/^\/media\/[0-9a-f]{20}-1024\.webp$/);
  await image.scrollIntoViewIfNeeded();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1024);
  // Fetched by the page itself (the brand's *.localhost host resolves in Chromium only).
  const served = await visitor.evaluate(async (url) => {
    const res = await fetch(url);
    return { type: res.headers.get('content-type'), cache: res.headers.get('cache-control') };
  }, src);
  expect(served).toEqual({ type: 'image/webp', cache: 'public, max-age=31536000, immutable' });
  await image.screenshot({ path: `${SHOTS}/public-image.png` });
  await visitorContext.close();

  // The library knows where it is used and will not delete it.
  await page.goto(`${ADMIN}/media`);
  await page.locator('[data-testid^="media-"]', { hasText: alt }).click();
  await expect(page.getByTestId('media-usage')).toContainText('已发布');
  await page.getByRole('button', { name: '删除' }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: '删除' }).click();
  await expect(page.getByTestId('delete-error')).toContainText('正在被 1 处内容使用');
  await page.screenshot({ path: `${SHOTS}/details-in-use.png`, fullPage: true });
});
