import { CALLBACK_EITHER_MESSAGE, CALLBACK_REPLY_PROMISE } from '@site/contracts/business-extra';
import { Messages } from '@site/contracts/envelope';
import { describe, expect, it } from 'vitest';
import { textsOf } from '../../i18n/translate.ts';
import { type CallbackTexts, fieldText, SERVER_ANSWERS, serverText } from './callback-texts.ts';

const texts = (locale: 'zh-CN' | 'zh-TW' | 'en' | 'de') => textsOf(locale, 'callback') as unknown as CallbackTexts;

describe('the callback dialog texts', () => {
  it("zh-CN words the gateway's answers and the reply promise as the contract does", () => {
    const t = texts('zh-CN');
    for (const [key, message] of Object.entries(SERVER_ANSWERS))
      expect(t(`server.${key as keyof typeof SERVER_ANSWERS}`)).toBe(message);
    expect(t('promise')).toBe(`${CALLBACK_REPLY_PROMISE}。`);
  });

  it("shows the gateway's answer on a zh-CN page and the catalogue's text elsewhere", () => {
    expect(serverText(texts('zh-CN'), 'zh-CN', Messages.systemBusy)).toBe(Messages.systemBusy);
    expect(serverText(texts('zh-TW'), 'zh-TW', Messages.systemBusy)).toBe('系統繁忙，請稍後重試');
    expect(serverText(texts('en'), 'en', SERVER_ANSWERS.rateLimited)).toMatch(/^Too many requests/);
    expect(serverText(texts('de'), 'de', 'Etwas anderes')).toBe('Etwas anderes');
  });

  it("words a field's problem: the schema's message on zh-CN, the field's text elsewhere", () => {
    expect(fieldText(texts('zh-CN'), 'zh-CN', 'name', '请输入姓名')).toBe('请输入姓名');
    expect(fieldText(texts('en'), 'en', 'phone', CALLBACK_EITHER_MESSAGE)).toBe(
      'A phone number or a WeChat ID, at least one',
    );
    expect(fieldText(texts('de'), 'de', 'wechat', 'x')).toMatch(/^Eine WeChat-ID/);
    expect(fieldText(texts('zh-TW'), 'zh-TW', 'message', 'x')).toBe('留言不能超過500個字');
  });

  it('says the office hours and the hotline with their values', () => {
    expect(texts('zh-CN')('hours', { hours: '9:00-18:00' })).toBe('工作时间：9:00-18:00');
    expect(texts('en')('call', { phone: '400-000' })).toBe('In a hurry? Call 400-000');
    expect(texts('en')('sentText', { promise: 'P' })).toBe('P');
  });
});
