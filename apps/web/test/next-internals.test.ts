import { createServer, type ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';

/**
 * The upgrade check of next-internals.cjs: every Next.js (or Node) internal the web app leans on, run against the
 * installed version. A failure here after `npm update next` names what moved; fix it in next-internals.cjs alone.
 */
const require = createRequire(import.meta.url);
const internals = require('../next-internals.cjs') as {
  FileSystemCache: { prototype: Record<string, unknown> };
  expireTags: (tags: string[]) => Promise<void>;
  areTagsExpired: (tags: string[], timestamp: number) => boolean;
  beforeHeadersLeave: (
    res: ServerResponse,
    edit: (status: number, headers: Record<string, unknown> | null) => void,
  ) => void;
};

describe("Next.js's internals (next-internals.cjs)", () => {
  it('still has the file-system cache class cache-handler.cjs extends, with the methods it overrides and calls', () => {
    expect(typeof internals.FileSystemCache).toBe('function');
    for (const method of ['get', 'set', 'revalidateTag']) {
      expect(typeof internals.FileSystemCache.prototype[method], method).toBe('function');
    }
  });

  it('expires a tag at once for the entries made before, and only that tag', async () => {
    const before = Date.now() - 1000;
    const tag = `upgrade-check-${process.pid}`;
    expect(internals.areTagsExpired([tag], before)).toBe(false);
    await internals.expireTags([tag]);
    expect(internals.areTagsExpired([tag], before)).toBe(true);
    expect(internals.areTagsExpired([`${tag}-other`], before)).toBe(false);
  });

  it('sees the headers before they leave, however they leave, and can change them', async () => {
    const seen: [string, number, boolean][] = [];
    const server = createServer((req, res) => {
      res.setHeader('x-middleware-rewrite', '/internal');
      internals.beforeHeadersLeave(res, (status, headers) => {
        seen.push([req.url ?? '', status, headers !== null]);
        res.removeHeader('x-middleware-rewrite');
        if (headers) delete headers['x-nextjs-matched-path'];
      });
      if (req.url === '/explicit') {
        res.writeHead(201, { 'x-nextjs-matched-path': '/x', 'content-type': 'text/plain' });
        res.end('explicit');
      } else if (req.url === '/write') {
        res.statusCode = 404;
        res.write('implicit');
        res.end();
      } else {
        res.end('end only');
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      for (const [path, status] of [
        ['/explicit', 201],
        ['/write', 404],
        ['/end', 200],
      ] as const) {
        const answer = await fetch(`http://127.0.0.1:${port}${path}`);
        expect(answer.status).toBe(status);
        expect(answer.headers.get('x-middleware-rewrite')).toBeNull();
        expect(answer.headers.get('x-nextjs-matched-path')).toBeNull();
        await answer.text();
      }
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
    expect(seen).toEqual([
      ['/explicit', 201, true],
      ['/write', 404, false],
      ['/end', 200, false],
    ]);
  });
});
