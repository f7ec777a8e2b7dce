import { EventEmitter } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { createPreviewHandler, previewToken } from './preview.ts';

/** A request and a response that records what was sent. */
const exchange = (url: string, cookie?: string) => {
  const req = { url, headers: { host: 'ost.localhost:3000', ...(cookie ? { cookie } : {}) } } as IncomingMessage;
  const sent: { status?: number; headers: Record<string, unknown>; body?: string } = { headers: {} };
  const res = Object.assign(new EventEmitter(), {
    setHeader(name: string, value: unknown) {
      sent.headers[name.toLowerCase()] = value;
    },
    getHeader(name: string) {
      return sent.headers[name.toLowerCase()];
    },
    writeHead(status: number, headers: Record<string, unknown> = {}) {
      sent.status = status;
      for (const [k, v] of Object.entries(headers)) sent.headers[k.toLowerCase()] = v;
      return res;
    },
    end(body?: string) {
      sent.body = body;
    },
  }) as unknown as ServerResponse;
  return { req, res, sent };
};

const claims: Record<string, { platform: string; path: string; exp: number }> = {
  good: { platform: '*', path: '/ld/price', exp: 1_000_000 + 600_000 },
  xm: { platform: '10', path: '/trends/1.html', exp: 1_000_000 + 600_000 },
  away: { platform: '*', path: '//evil.example/x', exp: 1_000_000 + 600_000 },
};

const handler = createPreviewHandler({
  claimOf: async (token) => claims[token] ?? null,
  platformOf: (host) => (host?.startsWith('xm.') ? '10' : '00'),
  draftModeId: 'draft-id',
  now: () => 1_000_000,
});

describe('content previews on a brand host', () => {
  it('the entry puts a genuine token in a cookie for its lifetime and opens the page', async () => {
    const { req, res, sent } = exchange('/__preview?token=good');
    expect(handler.wants(req, '/__preview')).toBe(true);
    await handler.handle(req, res, '/__preview', () => undefined);
    expect(sent.status).toBe(303);
    expect(sent.headers.location).toBe('/ld/price');
    expect(sent.headers['set-cookie']).toBe('site_preview=good; Path=/; Max-Age=600; HttpOnly; SameSite=Lax');
    expect(sent.headers['cache-control']).toBe('private, no-store');
  });

  it('refuses a bad token, another brand, or a path off the site (403, no cookie)', async () => {
    for (const token of ['nothing', 'xm', 'away']) {
      const { req, res, sent } = exchange(`/__preview?token=${token}`);
      await handler.handle(req, res, '/__preview', () => undefined);
      expect(sent.status).toBe(403);
      expect(sent.headers['set-cookie']).toBeUndefined();
    }
  });

  it('renders a page with a valid cookie in draft mode with the token, never stored', async () => {
    const { req, res, sent } = exchange('/ld/price', 'a=1; site_preview=good');
    expect(handler.wants(req, '/ld/price')).toBe(true);
    expect(handler.wants(req, '/_next/static/x.css')).toBe(false);
    let token: string | undefined;
    await handler.handle(req, res, '/ld/price', () => {
      token = previewToken.getStore();
      res.writeHead(200, { 'cache-control': 's-maxage=300' });
    });
    expect(token).toBe('good');
    expect(req.headers.cookie).toContain('__prerender_bypass=draft-id');
    expect(sent.headers['cache-control']).toBe('private, no-store');
    expect(sent.headers['x-robots-tag']).toBe('noindex, nofollow');
  });

  it('side by side: one page of this host frames the item at desktop and phone widths, with the cookie', async () => {
    const { req, res, sent } = exchange('/__preview?token=good&view=both');
    await handler.handle(req, res, '/__preview', () => undefined);
    expect(sent.status).toBe(200);
    expect(sent.headers['set-cookie']).toContain('site_preview=good;');
    expect(sent.headers['content-security-policy']).toContain("frame-src 'self'");
    expect(sent.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(sent.body?.match(/<iframe src="\/ld\/price"/g)).toHaveLength(2);
    expect(sent.body).toContain('data-preview-banner');
  });

  it('a preview page may be framed by its own host only (the side-by-side view); a published page by nobody', async () => {
    const { req, res, sent } = exchange('/ld/price', 'site_preview=good');
    res.setHeader('x-frame-options', 'DENY');
    res.setHeader('content-security-policy', "default-src 'none'; frame-ancestors 'none'");
    await handler.handle(req, res, '/ld/price', () => {
      res.setHeader('content-security-policy', "script-src 'self'; frame-ancestors 'none'; object-src 'none'");
      res.writeHead(200, { 'x-frame-options': 'DENY' });
    });
    expect(sent.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(sent.headers['content-security-policy']).toBe(
      "script-src 'self'; frame-ancestors 'self'; object-src 'none'",
    );

    const published = exchange('/ld/price', 'site_preview=nothing');
    published.res.setHeader('x-frame-options', 'DENY');
    await handler.handle(published.req, published.res, '/ld/price', () => {
      published.res.setHeader('content-security-policy', "frame-ancestors 'none'");
    });
    expect(published.sent.headers['x-frame-options']).toBe('DENY');
    expect(published.sent.headers['content-security-policy']).toBe("frame-ancestors 'none'");
  });

  it('an expired or foreign cookie is dropped and the published page rendered without draft mode', async () => {
    const { req, res, sent } = exchange('/ld/price', 'site_preview=nothing');
    let token: string | undefined = 'unset';
    await handler.handle(req, res, '/ld/price', () => {
      token = previewToken.getStore();
    });
    expect(token).toBeUndefined();
    expect(req.headers.cookie).not.toContain('__prerender_bypass');
    expect(sent.headers['set-cookie']).toContain('Max-Age=0');
  });

  it('is off without a draft-mode id (no build, or no gateway to check tokens)', () => {
    const off = createPreviewHandler({ claimOf: async () => null, platformOf: () => '00', draftModeId: undefined });
    expect(off.wants(exchange('/__preview?token=good').req, '/__preview')).toBe(false);
  });
});
