import type { MenuItemWire } from '@site/contracts/common';
import { NextRequest } from 'next/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createProxy, proxy } from '../proxy.ts';
import { clearMenuState } from '../src/content/menu-state.ts';
import { type GatewayHandle, registerGateway } from '../src/lib/gateway-registry.ts';
import { wireMenuEntry as menuEntry } from './support/wire-menu.ts';

/** proxy.ts end to end, without a server: the host picks the brand (DEFAULT_HOSTS), the gateway is a stub. */

const request = (host: string, path: string) => new NextRequest(`http://${host}${path}`, { headers: { host } });

const rewriteOf = (response: Response) => response.headers.get('x-middleware-rewrite');

/** A gateway whose getCommon answers the given menus and counts its calls. */
const stubGateway = (menus: MenuItemWire[]) => {
  const handle: GatewayHandle & { calls: number } = {
    calls: 0,
    target: 'stub',
    fetch: async () => {
      handle.calls += 1;
      return Response.json({ code: 0, msg: 'success', data: { pcnavList: menus } });
    },
  };
  registerGateway(handle);
  return handle;
};

beforeEach(() => {
  clearMenuState();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('proxy', () => {
  it('rewrites a route to the brand internal path, keeping the query', async () => {
    stubGateway([]);
    const response = await proxy(request('xm.localhost', '/support/tutorial?x=1'));
    expect(rewriteOf(response)).toBe('http://xm.localhost/site/10/zh-TW/cht/operation?x=1');
  });

  it('redirects /ost/ paths to the brand segment, keeping the rest and the query', async () => {
    const xm = await proxy(request('xm.localhost', '/ost/operation/5?channelNo=a'));
    expect(xm.status).toBe(301);
    expect(xm.headers.get('location')).toBe('http://xm.localhost/cht/operation/5?channelNo=a');
    const ost = await proxy(request('ost.localhost', '/ost/price'));
    expect(ost.headers.get('location')).toBe('http://ost.localhost/ld/price');
  });

  it('sends unknown paths and internal paths to the 404 page, with the locale', async () => {
    stubGateway([]);
    const unknown = await proxy(request('reme.localhost', '/nope'));
    expect(rewriteOf(unknown)).toBe('http://reme.localhost/__not-found');
    expect(unknown.headers.get('x-middleware-request-x-site-locale')).toBe('zh-CN');
    expect(rewriteOf(await proxy(request('ost.localhost', '/site/01/zh-CN')))).toBe('http://ost.localhost/__not-found');
    const german = await proxy(request('eu.localhost', '/de/nope'));
    expect(german.headers.get('x-middleware-request-x-site-locale')).toBe('de');
  });

  it('redirects a page whose menu entry is disabled to the home of its locale', async () => {
    stubGateway([menuEntry(1, '/ld/videos', false), menuEntry(2, '/ld/aboutUs', true)]);
    const response = await proxy(request('ost.localhost', '/support/video?page=2'));
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe('http://ost.localhost/');
    expect(rewriteOf(await proxy(request('ost.localhost', '/ld/aboutUs')))).toBe(
      'http://ost.localhost/site/00/zh-CN/ld/aboutUs',
    );
  });

  it('redirects the English/German variant to the locale home', async () => {
    stubGateway([{ ...menuEntry(1, '/de/service', false), lang: 'de' }]);
    const response = await proxy(request('eu.localhost', '/de/service'));
    expect(response.headers.get('location')).toBe('http://eu.localhost/de');
  });

  it('reads the menus once per brand and locale within the cache time', async () => {
    const gateway = stubGateway([]);
    await proxy(request('ost.localhost', '/ld/price'));
    await proxy(request('ost.localhost', '/ld/VAT'));
    await proxy(request('ost.localhost', '/'));
    expect(gateway.calls).toBe(1);
    await proxy(request('mdt.localhost', '/mdt/faq'));
    expect(gateway.calls).toBe(2);
  });

  it('serves pages when the gateway is unavailable', async () => {
    registerGateway({
      target: 'down',
      fetch: async () => {
        throw new Error('connection refused');
      },
    });
    expect(rewriteOf(await proxy(request('ost.localhost', '/ld/price')))).toBe(
      'http://ost.localhost/site/00/zh-CN/ld/price',
    );
    registerGateway({ target: 'broken', fetch: async () => new Response('<html>', { status: 502 }) });
    clearMenuState();
    expect((await proxy(request('ost.localhost', '/ld/VAT'))).status).toBe(200);
  });

  it("answers a route's unknown middleware with the 500 error page", async () => {
    const withoutMiddleware = createProxy({ middleware: {} });
    const response = await withoutMiddleware(request('reme.localhost', '/ld/price?x=<b>'));
    expect(response.status).toBe(500);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await response.text();
    expect(html).toContain('<p class="code">500</p>');
    expect(html).toContain('<h1>Unknown middleware</h1>');
    expect(html).toContain('错误请求：/ld/price?x=%3Cb%3E');
    expect(html).toContain('返回首页');
    expect(html).not.toContain('<b>');
    // Home runs no middleware, so it is served whatever the proxy knows.
    expect(rewriteOf(await withoutMiddleware(request('reme.localhost', '/')))).toBe(
      'http://reme.localhost/site/19/zh-CN',
    );
  });
});
