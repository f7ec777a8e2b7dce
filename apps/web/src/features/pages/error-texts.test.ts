import { ApiError } from '@site/contracts/client';
import { describe, expect, it } from 'vitest';
import { describeError, errorCodeOf, errorFromQuery, errorTexts } from './error-texts.ts';

const zh = errorTexts('zh-CN');

describe('error texts', () => {
  it('use the spec words in each language, simplified Chinese by default', () => {
    expect(zh).toMatchObject({ notFound: '哎呀，页面错误~', errorRequest: '错误请求：', backHome: '返回首页' });
    expect(errorTexts('zh-TW').notFound).toBe('哎呀，頁面錯誤~');
    expect(errorTexts('en').backHome).toBe('Back to home');
    expect(errorTexts(undefined)).toBe(zh);
    expect(errorTexts('fr')).toBe(zh);
  });
});

describe('errorCodeOf', () => {
  it('keeps a status code and falls back to 500', () => {
    expect(errorCodeOf(404)).toBe(404);
    expect(errorCodeOf('502')).toBe(502);
    expect(errorCodeOf(undefined)).toBe(500);
    expect(errorCodeOf('abc')).toBe(500);
    expect(errorCodeOf(42)).toBe(500);
    expect(errorCodeOf(700)).toBe(500);
  });
});

describe('errorFromQuery', () => {
  it('reads code and url of the error route, and says the code in its own words', () => {
    expect(errorFromQuery({ code: '404', url: '/api/x?id=1' }, zh)).toEqual({
      code: 404,
      url: '/api/x?id=1',
      message: '哎呀，页面错误~',
    });
    expect(errorFromQuery({ code: '429' }, zh).message).toBe('操作过于频繁，请稍后再试');
    expect(errorFromQuery({ code: '503' }, errorTexts('zh-TW')).message).toBe('服務暫時無法使用，請稍後重試');
    expect(errorFromQuery({ code: '418' }, zh).message).toBe('系统繁忙，请稍后重试');
  });

  it("never shows free text from the address: only the site's own words", () => {
    const phishing = { code: '403', message: '您的账户已冻结，请致电 400-000-0000', url: 'https://elsewhere.example' };
    expect(errorFromQuery(phishing, zh)).toEqual({
      code: 403,
      message: '没有访问权限',
      url: 'https://elsewhere.example',
    });
    expect(errorFromQuery({ code: '500', message: '<script>alert(1)</script>' }, zh).message).toBe(
      '系统繁忙，请稍后重试',
    );
    expect(errorFromQuery({ code: '500', message: 'Unknown middleware' }, zh).message).toBe('Unknown middleware');
    expect(errorFromQuery({ code: '502', message: '请先登录' }, zh).message).toBe('请先登录');
    expect(errorFromQuery({ code: '502', message: '错误请求：' }, zh).message).toBe('服务暂时不可用，请稍后重试');
  });

  it('shows 500, no url and system busy when the query has nothing', () => {
    expect(errorFromQuery({}, zh)).toEqual({ code: 500, url: null, message: '系统繁忙，请稍后重试' });
    expect(errorFromQuery({ code: ['503', '400'], url: ' ', message: '' }, zh)).toEqual({
      code: 503,
      url: null,
      message: '服务暂时不可用，请稍后重试',
    });
  });

  it('shows a url only when it is one: a path or an http(s) address without spaces', () => {
    expect(errorFromQuery({ url: '您的账户已冻结 请致电客服' }, zh).url).toBeNull();
    expect(errorFromQuery({ url: 'javascript:alert(1)' }, zh).url).toBeNull();
    expect(errorFromQuery({ url: '/ld/VAT?x=1' }, zh).url).toBe('/ld/VAT?x=1');
  });

  it('cuts an overlong url', () => {
    expect(errorFromQuery({ url: `/${'x'.repeat(1000)}` }, zh).url).toHaveLength(500);
  });
});

describe('describeError', () => {
  it("shows a gateway error's own message, status and call", () => {
    const error = new ApiError('资源不存在', 404, 502, '/api/business/x');
    expect(describeError(error, zh, '/ld/VAT')).toEqual({ code: 502, message: '资源不存在', url: '/api/business/x' });
  });

  it('shows any other error as 500 system busy on the page that failed', () => {
    expect(describeError(new Error('boom'), zh, '/ld/VAT')).toEqual({
      code: 500,
      message: '系统繁忙，请稍后重试',
      url: '/ld/VAT',
    });
  });
});
