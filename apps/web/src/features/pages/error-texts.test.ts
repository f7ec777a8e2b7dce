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
  it('reads code, url and message of the error route', () => {
    expect(errorFromQuery({ code: '404', url: '/api/x?id=1', message: '资源不存在' }, zh)).toEqual({
      code: 404,
      url: '/api/x?id=1',
      message: '资源不存在',
    });
  });

  it('shows 500, no url and system busy when the query has nothing', () => {
    expect(errorFromQuery({}, zh)).toEqual({ code: 500, url: null, message: '系统繁忙，请稍后重试' });
    expect(errorFromQuery({ code: ['503', '400'], url: ' ', message: '' }, zh)).toEqual({
      code: 503,
      url: null,
      message: '系统繁忙，请稍后重试',
    });
  });

  it('cuts overlong values', () => {
    expect(errorFromQuery({ message: 'x'.repeat(1000) }, zh).message).toHaveLength(200);
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
