import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { rawRequest } from './support/http.ts';

/**
 * Made-up ids (issue 11): a page with an id answers 404 for an id that does not exist, and a flood of such URLs
 * writes nothing to disk (before cache-handler.cjs, each was stored under the build's server/route-cache: 2,000
 * URLs, 336 MB) nor stays in Next.js's page cache.
 */

const DIST_DIR = process.env.NEXT_DIST_DIR || '.next';

/** Every file under a directory, with its size (none when it does not exist). */
const filesUnder = (dir: string): Map<string, number> => {
  const files = new Map<string, number>();
  const walk = (d: string) => {
    let entries: string[];
    try {
      entries = readdirSync(d);
    } catch {
      return;
    }
    for (const name of entries) {
      const full = path.join(d, name);
      const stat = statSync(full);
      if (stat.isDirectory()) walk(full);
      else files.set(full, stat.size);
    }
  };
  walk(dir);
  return files;
};

test('made-up ids answer 404 and fill neither the disk nor the page cache', async () => {
  const before = filesUnder(path.join(DIST_DIR, 'server'));
  const kinds: [host: string, make: (i: number) => string][] = [
    ['xm.localhost', (i) => `/trends/made-up-${i}.html`],
    ['localhost', (i) => `/ld/calculate/made-up-${i}`],
    ['localhost', (i) => `/article/${900_000_000 + i}.html`],
  ];
  for (const [host, make] of kinds) {
    for (let i = 0; i < 40; i++) {
      const answer = await rawRequest(host, make(i));
      expect(answer.status, `${host}${make(i)}`).toBe(404);
      expect(answer.headers['cache-control']).toBe('no-store');
    }
  }
  // Asked again: still a 404 (rendered again, never served from a stored 404), and nothing new on disk.
  expect((await rawRequest('xm.localhost', '/trends/made-up-1.html')).status).toBe(404);
  const after = filesUnder(path.join(DIST_DIR, 'server'));
  const added = [...after.keys()].filter((f) => !before.has(f));
  expect(added, 'files written under the build by made-up URLs').toEqual([]);
});

test('a real id still answers 200 after the flood', async () => {
  const home = await rawRequest('xm.localhost', '/');
  expect(home.status).toBe(200);
  // The seeded XM home lists its newest trend articles.
  const link = home.body.match(/href="(\/trends\/[^"]+\.html)"/)?.[1];
  expect(link, 'a trend article linked from the XM home').toBeTruthy();
  expect((await rawRequest('xm.localhost', link as string)).status).toBe(200);
});
