import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { brandOf } from '../../brands.ts';
import { errorDocument } from './error-document.ts';
import { errorTexts, REQUEST_ID_HEADER } from './error-texts.ts';
import { ErrorView } from './error-view.tsx';
import { REQUEST_ID_TIMING, requestIdFromTimings } from './request-id.ts';

/** The request id (set by server.ts in the x-request-id request header) on the error pages (issue 11, item 8). */
describe('the request id on the error pages', () => {
  it('is read from the header server.ts sets and answers with', () => {
    expect(REQUEST_ID_HEADER).toBe('x-request-id');
  });

  it('is printed by the error page in the page language, escaped, and left out when unknown', () => {
    const html = renderToStaticMarkup(
      createElement(ErrorView, {
        code: 500,
        message: errorTexts('zh-CN').systemBusy,
        home: '/',
        requestId: 'req-<b>-12345678',
        texts: errorTexts('zh-CN'),
      }),
    );
    expect(html).toContain('请求编号：');
    expect(html).toContain('req-&lt;b&gt;-12345678');
    const without = renderToStaticMarkup(
      createElement(ErrorView, { code: 404, message: 'x', home: '/', texts: errorTexts('zh-CN') }),
    );
    expect(without).not.toContain('请求编号');
    expect(errorTexts('zh-TW').requestId).toBe('請求編號：');
    expect(errorTexts('en').requestId).toBe('Request ID: ');
  });

  it("is printed by the proxy's own error document", () => {
    const html = errorDocument({
      brand: brandOf('00'),
      locale: 'zh-CN',
      code: 500,
      message: 'Unknown middleware',
      url: '/x',
      home: '/',
      requestId: '0f6c2b1e-1111-4222-8333-944455556666',
    });
    expect(html).toContain('请求编号：0f6c2b1e-1111-4222-8333-944455556666');
  });
});

describe('the request id in the browser (error boundary)', () => {
  const timing = (name: string, id?: string) => ({
    name,
    serverTiming: id ? [{ name: REQUEST_ID_TIMING, description: id }] : [],
  });

  it("takes the last request for the page's path, else the document's", () => {
    const navigation = [timing('https://x.localhost/a', 'doc-id-0001')];
    expect(requestIdFromTimings(navigation, [], '/a')).toBe('doc-id-0001');
    const resources = [
      timing('https://x.localhost/b?_rsc=1', 'rsc-id-0001'),
      timing('https://x.localhost/_next/static/chunk.js'),
      timing('https://x.localhost/b?_rsc=2', 'rsc-id-0002'),
      timing('https://x.localhost/api/other', 'api-id-0001'),
    ];
    expect(requestIdFromTimings(navigation, resources, '/b')).toBe('rsc-id-0002');
    expect(requestIdFromTimings([], resources, '/c')).toBeNull();
  });
});
