import { AsyncLocalStorage } from 'node:async_hooks';
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { PREVIEW_COOKIE, PREVIEW_PATH } from '@site/contracts/admin';
import { textsOf } from '../i18n/translate.ts';
import { isSitePath } from './urls.ts';

/**
 * Content previews on a brand's host (issue 26), for server.ts. The back office's preview link opens
 * `/__preview?token=...`: a genuine token (checked by the gateway's key) goes into a cookie of that host and the
 * browser is sent to the item's page. A page request carrying that cookie skips the page cache, is rendered by
 * Next.js in draft mode (its ISR pages and cached reads bypassed, nothing stored) with the token sent on every
 * gateway read of the render (previewToken), and leaves `private, no-store` and noindex. Anything else: the ordinary
 * path.
 */

export interface PreviewClaimLike {
  platform: string;
  path: string;
  exp: number;
}

/** The token of the render in progress, read by the in-process gateway handle (server.ts registerGateway). */
export const previewToken = new AsyncLocalStorage<string>();

/** Next.js's draft-mode cookie value of this build (its prerender manifest). */
export const draftModeIdOf = (distDir: string): string | undefined => {
  try {
    const manifest = JSON.parse(readFileSync(path.join(distDir, 'prerender-manifest.json'), 'utf8')) as {
      preview?: { previewModeId?: string };
    };
    return manifest.preview?.previewModeId;
  } catch {
    return undefined;
  }
};

const cookieOf = (req: IncomingMessage, name: string): string | undefined => {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return decodeURIComponent(part.slice(at + 1).trim());
  }
  return undefined;
};

/** A page path of the site (no scheme, no other host). */
const isPreviewPath = (value: string) => isSitePath(value) && !value.includes('\\');

/** A preview's headers: framing by the same origin allowed (the side-by-side view), by any other still refused. */
const framableBySelf = <T extends number | string | readonly string[]>(name: string, value: T): T | string => {
  const lower = name.toLowerCase();
  if (lower === 'x-frame-options') return 'SAMEORIGIN';
  if (lower === 'content-security-policy' && typeof value === 'string')
    return value.replace("frame-ancestors 'none'", "frame-ancestors 'self'");
  return value;
};

/** The side-by-side view: its own inline style only, frames of this origin only, framed by nobody. */
const SIDE_BY_SIDE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; frame-src 'self'; frame-ancestors 'none'; base-uri 'none'";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The page at a desktop width (1280 px, shown at half size) beside a phone (390 px). */
const sideBySide = (pagePath: string): string => {
  const src = escapeHtml(pagePath);
  // The back office's staff read simplified Chinese: the preview's own words are the catalogue's zh-CN ones.
  const t = textsOf('zh-CN', 'preview');
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="robots" content="noindex">
<title>${t('title')}</title><style>
body{margin:0;font-family:system-ui,sans-serif;background:#f0f2f5;color:#222}
header{padding:10px 16px;background:#faad14;font-weight:600}
header a{color:#222;margin-left:12px}
main{display:flex;gap:24px;align-items:flex-start;padding:16px;overflow-x:auto}
figure{margin:0}figcaption{font-size:13px;margin-bottom:6px;color:#555}
.desk{width:640px;height:800px;overflow:hidden;border:1px solid #ccc;background:#fff}
.desk iframe{width:1280px;height:1600px;transform:scale(.5);transform-origin:0 0;border:0}
.phone{width:390px;height:800px;border:1px solid #ccc;border-radius:16px;overflow:hidden;background:#fff}
.phone iframe{width:390px;height:800px;border:0}
</style></head><body><header data-preview-banner>${t('banner')}<a href="${src}">${t('openPage')}</a></header><main>
<figure><figcaption>${t('desktop')}</figcaption><div class="desk"><iframe src="${src}" title="${t('desktopFrame')}"></iframe></div></figure>
<figure><figcaption>${t('phone')}</figcaption><div class="phone"><iframe src="${src}" title="${t('phoneFrame')}"></iframe></div></figure>
</main></body></html>`;
};

export interface PreviewOptions {
  claimOf: (token: string) => Promise<PreviewClaimLike | null>;
  /** The brand of a Host header. */
  platformOf: (host: string | undefined) => string;
  draftModeId: string | undefined;
  now?: () => number;
}

/**
 * Answers the preview entry and renders preview requests; false for every other request (and for a preview request
 * when no gateway checks tokens: then previews are off).
 */
export const createPreviewHandler = (options: PreviewOptions) => {
  const now = options.now ?? Date.now;
  const valid = async (req: IncomingMessage, token: string) => {
    const claim = await options.claimOf(token).catch(() => null);
    if (!claim) return null;
    const platform = options.platformOf(req.headers.host);
    return claim.platform === '*' || claim.platform === platform ? claim : null;
  };

  return {
    /** The request is the preview entry or carries a preview cookie: it is this handler's (async). */
    wants(req: IncomingMessage, pathname: string): boolean {
      // Next.js's own files (scripts, styles) are the same for a preview: the ordinary path.
      if (!options.draftModeId || pathname.startsWith('/_next/')) return false;
      return pathname === PREVIEW_PATH || cookieOf(req, PREVIEW_COOKIE) !== undefined;
    },
    async handle(req: IncomingMessage, res: ServerResponse, pathname: string, render: () => void): Promise<void> {
      const noStore = () => {
        res.setHeader('cache-control', 'private, no-store');
        res.setHeader('x-robots-tag', 'noindex, nofollow');
      };
      if (pathname === PREVIEW_PATH) {
        const token = new URL(req.url ?? '/', 'http://x').searchParams.get('token') ?? '';
        const claim = token ? await valid(req, token) : null;
        noStore();
        if (!claim || !isPreviewPath(claim.path)) {
          res.writeHead(403, { 'content-type': 'text/plain; charset=utf-8' });
          res.end(textsOf('zh-CN', 'preview')('invalidLink'));
          return;
        }
        const seconds = Math.max(1, Math.floor((claim.exp - now()) / 1000));
        const cookie = `${PREVIEW_COOKIE}=${encodeURIComponent(token)}; Path=/; Max-Age=${seconds}; HttpOnly; SameSite=Lax`;
        if (new URL(req.url ?? '/', 'http://x').searchParams.get('view') === 'both') {
          // Desktop and phone widths side by side: two frames of the page on this host (so the cookie is first-party).
          res.writeHead(200, {
            'content-type': 'text/html; charset=utf-8',
            'set-cookie': cookie,
            'content-security-policy': SIDE_BY_SIDE_CSP,
          });
          res.end(sideBySide(claim.path));
          return;
        }
        res.writeHead(303, { location: claim.path, 'set-cookie': cookie });
        res.end();
        return;
      }
      const token = cookieOf(req, PREVIEW_COOKIE) ?? '';
      const claim = await valid(req, token);
      if (!claim) {
        // An expired or foreign preview: the cookie goes, the page is the published one.
        res.setHeader('set-cookie', `${PREVIEW_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`);
        noStore();
        render();
        return;
      }
      req.headers.cookie = `${req.headers.cookie}; __prerender_bypass=${options.draftModeId}`;
      // A preview page may be framed by this host's own side-by-side view (and by nothing else).
      const setHeader = res.setHeader.bind(res);
      res.setHeader = ((name: string, value: number | string | readonly string[]) =>
        setHeader(name, framableBySelf(name, value))) as typeof res.setHeader;
      for (const name of ['x-frame-options', 'content-security-policy']) {
        const value = res.getHeader(name);
        if (value !== undefined) res.setHeader(name, value);
      }
      // Whatever Next.js sets, a preview is never stored by anyone.
      const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
      res.writeHead = ((...args: unknown[]) => {
        noStore();
        for (const arg of args)
          if (arg && typeof arg === 'object' && !Array.isArray(arg)) {
            const headers = arg as Record<string, number | string | readonly string[]>;
            for (const name of Object.keys(headers)) {
              if (name.toLowerCase() === 'cache-control') headers[name] = 'private, no-store';
              else if (headers[name] !== undefined) headers[name] = framableBySelf(name, headers[name]);
            }
          }
        return writeHead(...args);
      }) as typeof res.writeHead;
      noStore();
      previewToken.run(token, render);
    },
  };
};
