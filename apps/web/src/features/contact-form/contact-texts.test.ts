import { CONTACT_HONEYPOT_MESSAGE, CONTACT_RATE_LIMIT_MESSAGE } from '@site/contracts/business-extra';
import { Messages } from '@site/contracts/envelope';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../brands.ts';
import { textsOf } from '../../i18n/translate.ts';
import {
  CONTACT_FIELDS,
  type ContactTexts,
  issueText,
  SERVER_ANSWERS,
  serverText as serverTextOf,
} from './contact-texts.ts';

const texts = (locale: Locale) => textsOf(locale, 'contact') as unknown as ContactTexts;
const serverText = (locale: Locale, message: string) => serverTextOf(texts(locale), locale, message);

const LOCALES: Locale[] = ['zh-CN', 'zh-TW', 'en', 'de'];

describe('contactTexts', () => {
  it('has the spec texts of the button states in simplified Chinese', () => {
    const t = texts('zh-CN');
    expect([t('send'), t('sending'), t('sent')]).toEqual(['发送', '发送中...', '发送成功']);
    expect(t('placeholders.email')).toBe('请输入邮箱');
  });

  it("starts every placeholder with the locale's 'please enter' and names the 48-hour reply", () => {
    const please: Record<Locale, string> = { 'zh-CN': '请输入', 'zh-TW': '請輸入', en: 'Please enter', de: 'Bitte' };
    for (const locale of LOCALES) {
      const t = texts(locale);
      for (const field of CONTACT_FIELDS) expect(t(`placeholders.${field}`).startsWith(please[locale])).toBe(true);
      expect(t('intro')).toContain('48');
      expect(t('sentNotice')).toContain('48');
      expect(new Set([t('send'), t('sending'), t('sent')]).size).toBe(3);
    }
  });
});

describe('issueText', () => {
  it('keeps the contract message in simplified Chinese', () => {
    expect(issueText(texts('zh-CN'), 'zh-CN', 'email', 'invalid_format', '请输入正确的邮箱')).toBe('请输入正确的邮箱');
  });

  it("gives the field's text for a known problem in the other locales", () => {
    expect(issueText(texts('en'), 'en', 'email', 'invalid_format', 'x')).toBe('Please enter a correct email');
    expect(issueText(texts('zh-TW'), 'zh-TW', 'content', 'too_big', 'x')).toBe('留言內容不能超過2000個字元');
    expect(issueText(texts('de'), 'de', 'name', 'too_small', 'x')).toBe('Bitte geben Sie Ihren Namen ein');
  });

  it('falls back to a general text for an unforeseen issue', () => {
    expect(issueText(texts('en'), 'en', 'email', 'custom', 'x')).toBe('Please check this field');
    expect(issueText(texts('de'), 'de', 'unknown', 'too_small', 'x')).toBe('Bitte prüfen Sie dieses Feld');
  });
});

describe('serverText', () => {
  it("shows the gateway's message as it is on simplified Chinese brands", () => {
    expect(serverText('zh-CN', Messages.tooManyRequests)).toBe(Messages.tooManyRequests);
    expect(serverText('zh-CN', '任何消息')).toBe('任何消息');
  });

  it('translates the rate limit and honeypot messages for the other locales, else keeps the message', () => {
    expect(serverText('en', Messages.tooManyRequests)).toBe('Too many requests. Please try again later.');
    expect(serverText('zh-TW', CONTACT_HONEYPOT_MESSAGE)).toBe('提交未通過校驗，請重新整理頁面後重試');
    expect(serverText('de', Messages.systemBusy)).toContain('später');
    expect(serverText('en', 'Something specific')).toBe('Something specific');
    expect(serverText('en', CONTACT_RATE_LIMIT_MESSAGE)).toMatch(/^Too many messages/);
    expect(serverText('de', CONTACT_RATE_LIMIT_MESSAGE)).toMatch(/^Zu viele Nachrichten/);
    expect(serverText('zh-TW', CONTACT_RATE_LIMIT_MESSAGE)).toContain('頻繁');
  });
});

describe('the catalogue', () => {
  it("words the gateway's answers in zh-CN exactly as the contract does", () => {
    for (const [key, message] of Object.entries(SERVER_ANSWERS))
      expect(texts('zh-CN')(`server.${key as keyof typeof SERVER_ANSWERS}`)).toBe(message);
  });
});
