/**
 * Screenshots of every brand's home page at desktop and phone width, for looking at the layout.
 *
 *   node --import tsx scripts/screenshots.ts [baseOrigin] [outDir]
 *
 * baseOrigin defaults to http://localhost:3000 (a running `npm start`); each brand is opened on
 * its *.localhost host name, which Chromium resolves to the loopback address.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { DEFAULT_HOSTS } from '@site/contracts/hosts';
import { chromium } from 'playwright-core';

const origin = new URL(process.argv[2] ?? 'http://localhost:3000');
const outDir = process.argv[3] ?? '/tmp/shots';
const widths = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
];
/** The EU variant's German home as well as its default English one. */
const extraPaths: Record<string, string[]> = { 'eu.localhost': ['/de'] };

await mkdir(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
try {
  for (const host of Object.keys(DEFAULT_HOSTS)) {
    for (const pagePath of ['/', ...(extraPaths[host] ?? [])]) {
      for (const viewport of widths) {
        // A Chinese browser: an English one would be offered the English site in the language-change modal.
        const page = await browser.newPage({
          viewport: { width: viewport.width, height: viewport.height },
          locale: 'zh-CN',
        });
        const url = `${origin.protocol}//${host}:${origin.port || 80}${pagePath}`;
        const response = await page.goto(url, { waitUntil: 'networkidle' });
        const brand = host.split('.')[0];
        const suffix = pagePath === '/' ? '' : pagePath.replaceAll('/', '-');
        const file = path.join(outDir, `${brand}${suffix}-${viewport.name}.png`);
        await page.screenshot({ path: file, fullPage: true });
        console.log(`${response?.status()} ${url} -> ${file}`);
        await page.close();
      }
    }
  }
} finally {
  await browser.close();
}
