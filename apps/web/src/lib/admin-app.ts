/**
 * The back office (apps/admin, issue 25) on its own host (ADMIN_HOST, admin.localhost by default): its built files
 * (apps/admin/dist, a Vite build) with the single-page app's index.html for every other path. Never on a brand's
 * host (server.ts sends only the admin host here), never in the page cache, never indexed, never stored by a shared
 * cache; the strict headers of every answer (security-headers.ts) plus its own CSP: scripts and styles of its own
 * origin only (antd's CSS-in-JS needs inline styles), calls to its own origin only.
 */
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';

export const ADMIN_API_PREFIX = '/admin-api/';

/** The back office's document policy. */
const ADMIN_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
].join('; ');

const ADMIN_HEADERS: Readonly<Record<string, string>> = {
  'x-robots-tag': 'noindex, nofollow',
  'cache-control': 'private, no-store',
};

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
};

/** The request listener of the back office's files (not /admin-api: server.ts sends that to the gateway). */
export const createAdminApp = (distDir: string) => {
  const root = path.resolve(distDir);
  let index: Promise<Buffer | null> | undefined;
  const indexHtml = () => {
    index ??= readFile(path.join(root, 'index.html')).catch(() => {
      index = undefined;
      return null;
    });
    return index;
  };
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    for (const [name, value] of Object.entries(ADMIN_HEADERS)) res.setHeader(name, value);
    const pathname = decodeURIComponent((req.url ?? '/').split('?', 1)[0] ?? '/');
    const head = req.method === 'HEAD';
    // Hashed build files (assets/…): kept by the browser only (private), never by a shared cache.
    if (pathname.startsWith('/assets/') && !pathname.includes('..')) {
      const file = path.join(root, pathname);
      const info = file.startsWith(`${root}${path.sep}`) ? await stat(file).catch(() => null) : null;
      if (info?.isFile()) {
        res.writeHead(200, {
          'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
          'content-length': info.size,
          'cache-control': 'private, max-age=31536000, immutable',
        });
        if (head) res.end();
        else createReadStream(file).pipe(res);
        return;
      }
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('404 Not Found\n');
      return;
    }
    const html = await indexHtml();
    if (!html) {
      res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('The back office is not built: npm run build\n');
      return;
    }
    res.writeHead(200, {
      'content-type': TYPES['.html'],
      'content-length': html.length,
      'content-security-policy': ADMIN_CSP,
    });
    res.end(head ? undefined : html);
  };
};
