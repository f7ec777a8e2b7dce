import { request as httpRequest } from 'node:http';
import type { Platform } from '@site/contracts/hosts';
import { expect, test } from './support/fixtures.ts';

/**
 * No broken internal link (issue 28, section 5): every page of every brand's sitemap is read, every link in it to a
 * path of the same site is collected, and each such path answers 200 (after the redirects it is given). The HTML as
 * served, no browser: links a page's scripts add are not seen.
 */

const PORT = Number(process.env.E2E_PORT ?? 3100);

const HOSTS: Record<Platform, string> = {
  '00': 'ost.localhost',
  '01': 'mdt.localhost',
  '08': 'sixdu.localhost',
  '10': 'xm.localhost',
  '13': 'tianhe.localhost',
  '15': 'lvzhou.localhost',
  '19': 'reme.localhost',
  '20': 'shuyou.localhost',
  EU: 'eu.localhost',
  KR: 'korea.localhost',
  CS: 'consult.localhost',
};

interface Answer {
  status: number;
  location: string | undefined;
  body: string;
}

/** One GET with the brand's Host header, redirects not followed (Node does not resolve *.localhost). */
const raw = (host: string, path: string) =>
  new Promise<Answer>((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port: PORT, path, headers: { host: `${host}:${PORT}` } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, location: res.headers.location, body }));
    });
    req.on('error', reject);
    req.end();
  });

/** The status a path ends at after up to 5 redirects within the site. */
const finalStatus = async (host: string, path: string): Promise<number> => {
  let current = path;
  for (let hop = 0; hop < 5; hop += 1) {
    const answer = await raw(host, current);
    if (answer.status < 300 || answer.status >= 400 || !answer.location) return answer.status;
    const next = new URL(answer.location, `http://${host}:${PORT}${current}`);
    if (next.hostname !== host) return 200;
    current = `${next.pathname}${next.search}`;
  }
  return 310;
};

const decode = (href: string) => href.replace(/&amp;/g, '&');

/** The site paths a page's HTML links to (a elements' href starting with one slash), without their #fragment. */
const internalLinksOf = (html: string): string[] =>
  [...html.matchAll(/<a\b[^>]*?\shref="(\/(?!\/)[^"#]*)(?:#[^"]*)?"/g)].map((m) => decode(m[1] ?? '/'));

/** Runs `work` over `items` with at most `width` at a time. */
const pooled = async <T>(items: T[], width: number, work: (item: T) => Promise<void>) => {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const item = items[next] as T;
        next += 1;
        await work(item);
      }
    }),
  );
};

test('every internal link of every sitemap page of every brand answers 200', async () => {
  test.setTimeout(900_000);
  const broken: string[] = [];
  let pages = 0;
  let links = 0;
  for (const host of Object.values(HOSTS)) {
    const sitemap = await raw(host, '/sitemap.xml');
    expect(sitemap.status, host).toBe(200);
    const paths = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => {
      const url = new URL(decode(m[1] ?? ''));
      return `${url.pathname}${url.search}`;
    });
    const linkedFrom = new Map<string, string>();
    await pooled(paths, 4, async (path) => {
      const page = await raw(host, path);
      pages += 1;
      for (const link of internalLinksOf(page.body)) if (!linkedFrom.has(link)) linkedFrom.set(link, path);
    });
    links += linkedFrom.size;
    await pooled([...linkedFrom.keys()], 4, async (link) => {
      const status = await finalStatus(host, link);
      if (status !== 200) broken.push(`${host} ${link} (${status}), linked from ${linkedFrom.get(link)}`);
    });
  }
  console.log(`internal links: ${links} distinct links on ${pages} pages`);
  expect(pages).toBeGreaterThan(500);
  expect(broken).toEqual([]);
});
