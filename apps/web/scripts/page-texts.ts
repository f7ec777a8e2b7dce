/**
 * The visible text of every sitemap page of every brand, from a running production server: for a refactoring that must
 * not change what visitors see (issue 23). Run the server (`npx next build` then `node --import tsx server.ts` with
 * PAGE_CACHE_WARM=0, RATE_LIMITS=off and a fresh DATA_DIR, as playwright.config.ts does), then:
 *
 *   node --import tsx scripts/page-texts.ts capture <port> <dir>     # one JSON file per brand host in <dir>
 *   node --import tsx scripts/page-texts.ts compare <dirA> <dirB>    # the pages whose status, title or text differ
 *
 * Each page is fetched with the brand's Host header (redirects not followed); its record is the status, the <title>,
 * the description and canonical link, and the text of <body> without scripts and styles. `compare` exits 1 on a
 * difference (the sitemap's URLs are compared as a set). See docs/code-map.md, "Changing the routing".
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';

const HOSTS = [
  'ost.localhost',
  'mdt.localhost',
  'sixdu.localhost',
  'xm.localhost',
  'tianhe.localhost',
  'lvzhou.localhost',
  'reme.localhost',
  'shuyou.localhost',
  'eu.localhost',
  'korea.localhost',
  'consult.localhost',
];

interface PageRecord {
  status: number;
  location?: string;
  title: string;
  description: string;
  canonical: string;
  text: string;
}

const get = (port: number, host: string, path: string) =>
  new Promise<{ status: number; body: string; location?: string }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers: { host: `${host}:${port}` } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, location: res.headers.location }));
    });
    req.setTimeout(120_000, () => req.destroy(new Error(`timeout ${host}${path}`)));
    req.on('error', reject);
    req.end();
  });

const decode = (text: string) =>
  text
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&');

const visibleText = (html: string): string =>
  decode(
    (html.match(/<body[^>]*>([\s\S]*)<\/body>/)?.[1] ?? html)
      .replace(/<(script|style|noscript|template)[\s\S]*?<\/\1>/g, ' ')
      // React's separators between text nodes ('€<!-- -->420.00') are no space on the screen
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(/<[^>]*>/g, ' '),
  )
    .replace(/\s+/g, ' ')
    .trim();

const recordOf = (status: number, html: string, location?: string): PageRecord => ({
  status,
  ...(location ? { location } : {}),
  title: decode(html.match(/<title>([\s\S]*?)<\/title>/)?.[1] ?? ''),
  description: decode(html.match(/<meta name="description" content="([^"]*)"/)?.[1] ?? ''),
  canonical: html.match(/<link rel="canonical" href="([^"]*)"/)?.[1] ?? '',
  text: visibleText(html),
});

const capture = async (port: number, dir: string) => {
  mkdirSync(dir, { recursive: true });
  for (const host of HOSTS) {
    const sitemap = await get(port, host, '/sitemap.xml');
    const paths = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => {
      const url = new URL((m[1] ?? '').replace(/&amp;/g, '&'));
      return `${url.pathname}${url.search}`;
    });
    const pages: Record<string, PageRecord> = {};
    for (const path of paths) {
      const { status, body, location } = await get(port, host, path);
      pages[path] = recordOf(status, body, location);
    }
    writeFileSync(join(dir, `${host}.json`), `${JSON.stringify({ sitemap: sitemap.body, pages }, null, 1)}\n`);
    console.log(`${host}: ${paths.length} pages`);
  }
};

const compare = (a: string, b: string): number => {
  let differences = 0;
  for (const file of readdirSync(a).filter((f) => f.endsWith('.json'))) {
    const before = JSON.parse(readFileSync(join(a, file), 'utf8'));
    const after = JSON.parse(readFileSync(join(b, file), 'utf8'));
    // A sitemap is a set of URLs: its order is no part of it (the page kinds' order writes it since issue 23).
    const urls = (xml: string) => [...xml.matchAll(/<url>.*?<\/url>/g)].map((m) => m[0]).sort();
    if (JSON.stringify(urls(before.sitemap)) !== JSON.stringify(urls(after.sitemap))) {
      differences++;
      console.log(`${file}: the sitemap's URLs differ`);
    } else if (before.sitemap !== after.sitemap) console.log(`${file}: the same URLs in another order`);
    for (const [path, page] of Object.entries(before.pages as Record<string, PageRecord>)) {
      const other = (after.pages as Record<string, PageRecord>)[path];
      for (const field of ['status', 'location', 'title', 'description', 'canonical', 'text'] as const) {
        if (page[field] !== other?.[field]) {
          differences++;
          const at = [...String(page[field])].findIndex((c, i) => c !== String(other?.[field])[i]);
          console.log(`${file} ${path}: ${field} differs at ${at}:`);
          console.log(`  before: ${String(page[field]).slice(Math.max(0, at - 60), at + 100)}`);
          console.log(`  after:  ${String(other?.[field]).slice(Math.max(0, at - 60), at + 100)}`);
        }
      }
    }
  }
  console.log(differences === 0 ? 'identical' : `${differences} differences`);
  return differences === 0 ? 0 : 1;
};

const [command, x, y] = process.argv.slice(2);
if (command === 'capture' && x && y) await capture(Number(x), y);
else if (command === 'compare' && x && y) process.exitCode = compare(x, y);
else {
  console.error('usage: page-texts.ts capture <port> <dir> | compare <dirA> <dirB>');
  process.exitCode = 2;
}
