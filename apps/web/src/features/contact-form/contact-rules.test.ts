import { contactFormBody } from '@site/contracts/business-extra';
import { Messages } from '@site/contracts/envelope';
import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../brands.ts';
import { textsOf } from '../../i18n/translate.ts';
import {
  bodyOf,
  type ContactValues,
  contactResolver,
  EMPTY_VALUES,
  fromOf,
  newIdempotencyKey,
} from './contact-rules.ts';
import type { ContactTexts } from './contact-texts.ts';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const KEY = '6f1c2a34-5b6d-4e7f-8a9b-0c1d2e3f4a5b';

const filled: ContactValues = {
  ...EMPTY_VALUES,
  name: '张三',
  email: 'zhang@example.com',
  content: '想咨询德国VAT注册',
};

const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<ContactValues>;

describe('fromOf', () => {
  it("takes the query's from when it is a short page key", () => {
    expect(fromOf('?from=home-banner', 'ld-contactUs')).toBe('home-banner');
    expect(fromOf('from=ld/price', 'ld-contactUs')).toBe('ld/price');
  });

  it("falls back to the route's key for a missing, empty or malformed from", () => {
    expect(fromOf('', 'ld-contactUs')).toBe('ld-contactUs');
    expect(fromOf('?from=', 'mdt-contactUs')).toBe('mdt-contactUs');
    expect(fromOf('?from=%3Cscript%3E', 'ld-contactUs')).toBe('ld-contactUs');
    expect(fromOf(`?from=${'a'.repeat(65)}`, 'ld-contactUs')).toBe('ld-contactUs');
    expect(fromOf('?from=a%20b', 'ld-contactUs')).toBe('ld-contactUs');
  });
});

describe('newIdempotencyKey', () => {
  it('uses randomUUID where there is one', () => {
    expect(newIdempotencyKey({ randomUUID: () => KEY, getRandomValues: (b) => b })).toBe(KEY);
  });

  it('builds a version 4 UUID from random bytes otherwise', () => {
    const key = newIdempotencyKey({ getRandomValues: (bytes) => bytes.fill(0xff) });
    expect(key).toMatch(UUID_V4);
    expect(newIdempotencyKey({ getRandomValues: (bytes) => bytes.fill(0) })).toBe(
      '00000000-0000-4000-8000-000000000000',
    );
  });

  it('makes keys the contract accepts, different each time', () => {
    const a = newIdempotencyKey({ getRandomValues: (bytes) => crypto.getRandomValues(bytes) });
    const b = newIdempotencyKey({ getRandomValues: (bytes) => crypto.getRandomValues(bytes) });
    expect(a).not.toBe(b);
    expect(contactFormBody.shape.idempotencyKey.safeParse(a).success).toBe(true);
  });
});

describe('bodyOf', () => {
  it('leaves empty optional fields out and adds from and the key', () => {
    const body = bodyOf(filled, { from: 'ld-contactUs', idempotencyKey: KEY, website: '' });
    expect(body).toEqual({
      ...filled,
      companyName: undefined,
      phone: undefined,
      subject: undefined,
      from: 'ld-contactUs',
      idempotencyKey: KEY,
    });
    expect(Object.keys(body)).not.toContain('website');
    expect(contactFormBody.safeParse(body).success).toBe(true);
  });

  it('sends a filled honeypot, which the shared schema refuses', () => {
    const body = bodyOf(filled, { from: 'x', idempotencyKey: KEY, website: 'http://spam.example' });
    expect(body.website).toBe('http://spam.example');
    expect(contactFormBody.safeParse(body).success).toBe(false);
  });
});

describe('contactResolver', () => {
  const run = (locale: Locale, values: ContactValues) =>
    contactResolver(textsOf(locale, 'contact') as unknown as ContactTexts, locale)(values, undefined, options);

  it('passes a complete form', async () => {
    const result = await run('zh-CN', { ...filled, phone: '+86 138 0000 0000' });
    expect(result.errors).toEqual({});
  });

  it('keeps the contract message for a bad email on simplified Chinese brands', async () => {
    const result = await run('zh-CN', { ...filled, email: 'not-an-email' });
    expect(result.errors.email?.message).toBe(Messages.invalidEmail);
    expect(Messages.invalidEmail).toBe('请输入正确的邮箱');
  });

  it('says it in traditional Chinese on XM', async () => {
    const result = await run('zh-TW', { ...filled, email: 'a@' });
    expect(result.errors.email?.message).toBe('請輸入正確的郵箱');
  });

  it('says it in English and German on the EU variant', async () => {
    expect((await run('en', { ...filled, email: 'x' })).errors.email?.message).toBe('Please enter a correct email');
    expect((await run('de', { ...filled, email: 'x' })).errors.email?.message).toBe(
      'Bitte geben Sie eine korrekte E-Mail-Adresse ein',
    );
  });

  it('names every missing required field, by field and problem', async () => {
    const zh = await run('zh-CN', EMPTY_VALUES);
    expect(Object.keys(zh.errors).sort()).toEqual(['content', 'email', 'name']);
    expect(zh.errors.name?.message).toBe('请输入姓名');
    expect(zh.errors.content?.message).toBe('请输入留言内容');
    const en = await run('en', EMPTY_VALUES);
    expect(en.errors.name?.message).toBe('Please enter your name');
    expect(en.errors.content?.message).toBe('Please enter your message');
    expect(en.errors.email?.message).toBe('Please enter a correct email');
  });

  it('reports too long and malformed optional fields in the page language', async () => {
    const result = await run('de', {
      ...filled,
      phone: 'abc',
      companyName: 'x'.repeat(101),
      content: 'y'.repeat(2001),
    });
    expect(result.errors.phone?.message).toBe('Bitte geben Sie eine korrekte Telefonnummer ein');
    expect(result.errors.companyName?.message).toContain('100');
    expect(result.errors.content?.message).toContain('2000');
    const tw = await run('zh-TW', { ...filled, name: '名'.repeat(51) });
    expect(tw.errors.name?.message).toBe('姓名不能超過50個字元');
  });

  it('treats a blank answer like an empty one (the schema trims)', async () => {
    const result = await run('zh-CN', { ...filled, name: '   ' });
    expect(result.errors.name?.message).toBe('请输入姓名');
  });
});
