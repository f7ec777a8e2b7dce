import { describe, expect, it } from 'vitest';
import { textsOf } from '../../i18n/translate.ts';
import { pageKeyOf } from './callback-request.ts';
import { callbackBodyOf, callbackResolver, EMPTY_CALLBACK } from './callback-rules.ts';
import type { CallbackTexts } from './callback-texts.ts';

const resolve = (locale: 'zh-CN' | 'en', values: Partial<typeof EMPTY_CALLBACK>) =>
  callbackResolver(textsOf(locale, 'callback') as unknown as CallbackTexts, locale)(
    { ...EMPTY_CALLBACK, ...values },
    undefined,
    {
      fields: {},
      shouldUseNativeValidation: false,
    } as never,
  );

describe('the callback dialog', () => {
  it('needs a name and a phone number or a WeChat ID, in the page language', async () => {
    const none = await resolve('zh-CN', { name: '王' });
    expect(none.errors.phone?.message).toBe('请填写手机号或微信号（至少一项）');
    expect((await resolve('en', { name: '' })).errors.name?.message).toMatch(/name/i);
    expect((await resolve('en', { name: 'Li' })).errors.phone?.message).toBe(
      'A phone number or a WeChat ID, at least one',
    );
    expect((await resolve('zh-CN', { name: '王', wechat: 'seller_abc' })).errors).toEqual({});
    expect((await resolve('zh-CN', { name: '王', wechat: '1abc' })).errors.wechat).toBeDefined();
    expect((await resolve('zh-CN', { name: '王', phone: '138 0013 8000' })).errors).toEqual({});
  });

  it('sends the service and page, leaves empty fields out, and the honeypot only when filled', () => {
    const request = { service: '德国VAT注册 · 德国', from: '/ld/price' };
    expect(callbackBodyOf({ ...EMPTY_CALLBACK, name: '王', phone: '13800138000' }, request, '')).toEqual({
      name: '王',
      phone: '13800138000',
      service: '德国VAT注册 · 德国',
      from: '/ld/price',
    });
    expect(callbackBodyOf({ ...EMPTY_CALLBACK, name: '王', wechat: 'seller_abc' }, request, 'x').website).toBe('x');
  });

  it('names the page by its path, as a short page key', () => {
    expect(pageKeyOf('/ld/price')).toBe('/ld/price');
    expect(pageKeyOf(`/ld/${'价'.repeat(3)}${'a'.repeat(80)}`)).toHaveLength(64);
  });
});
