import { describe, expect, it } from 'vitest';
import { browserPrefersOtherLanguage, isChinese, languageModalDecision } from './rules.ts';

const base = { pageLocale: 'zh-CN', chosen: undefined, browserLanguages: ['zh-CN', 'en'], foreignIp: undefined };

describe('browserPrefersOtherLanguage', () => {
  it('reads the first language', () => {
    expect(browserPrefersOtherLanguage(['en-US', 'zh-CN'])).toBe(true);
    expect(browserPrefersOtherLanguage(['zh-CN', 'en-US'])).toBe(false);
    expect(browserPrefersOtherLanguage(['zh-TW'])).toBe(false);
    expect(browserPrefersOtherLanguage(['zh'])).toBe(false);
    expect(browserPrefersOtherLanguage(['de'])).toBe(true);
    expect(browserPrefersOtherLanguage([])).toBe(false);
    expect(isChinese('zh_Hant')).toBe(true);
    expect(isChinese('zu')).toBe(false);
  });
});

describe('languageModalDecision', () => {
  it('shows for a browser language that is not Chinese, without asking the IP', () => {
    expect(languageModalDecision({ ...base, browserLanguages: ['en-US'] })).toBe('show');
  });

  it('asks the IP for a Chinese browser, and shows for a foreign IP only', () => {
    expect(languageModalDecision(base)).toBe('check-ip');
    expect(languageModalDecision({ ...base, foreignIp: true })).toBe('show');
    expect(languageModalDecision({ ...base, foreignIp: false })).toBe('hide');
  });

  it('never shows again once a language was chosen', () => {
    expect(languageModalDecision({ ...base, chosen: 'zh-CN', browserLanguages: ['en-US'] })).toBe('hide');
    expect(languageModalDecision({ ...base, chosen: 'en', foreignIp: true })).toBe('hide');
  });

  it('only shows on Chinese pages', () => {
    expect(languageModalDecision({ ...base, pageLocale: 'en', browserLanguages: ['de'] })).toBe('hide');
    expect(languageModalDecision({ ...base, pageLocale: 'zh-TW', browserLanguages: ['en'] })).toBe('show');
  });
});
