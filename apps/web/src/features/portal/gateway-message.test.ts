import { ACCOUNT_MESSAGE_KEYS, AccountMessages } from '@site/contracts/system';
import { describe, expect, it } from 'vitest';
import { CATALOGUE, LOCALES } from '../../i18n/catalogue.ts';
import { textsOf } from '../../i18n/translate.ts';

/** A key's arguments as the gateway sends them (packages/gateway/src/routes/system.ts). */
const ARGS: Partial<Record<string, Record<string, number>>> = {
  resendTooSoon: { seconds: 42 },
  wrongCode: { triesLeft: 3 },
};

describe("the gateway's message keys", () => {
  it('every key the gateway can send is in every locale, and simplified Chinese reads as the gateway words it', () => {
    for (const locale of LOCALES) {
      expect(Object.keys(CATALOGUE[locale].gateway).sort()).toEqual([...ACCOUNT_MESSAGE_KEYS].sort());
    }
    const t = textsOf('zh-CN', 'gateway');
    for (const key of ACCOUNT_MESSAGE_KEYS) {
      const text = AccountMessages[key];
      const args = ARGS[key];
      expect(t(key, args as never)).toBe(typeof text === 'function' ? text(Object.values(args ?? {})[0] ?? 0) : text);
    }
  });

  it('are shown in the page language, numbers kept', () => {
    expect(textsOf('zh-TW', 'gateway')('wrongCode', { triesLeft: 3 })).toBe('驗證碼錯誤，還可嘗試3次');
    expect(textsOf('en', 'gateway')('resendTooSoon', { seconds: 42 })).toBe('Too many requests: try again in 42 s');
    expect(textsOf('de', 'gateway')('codeExpired')).toBe('The code has expired: please get a new one');
  });
});
