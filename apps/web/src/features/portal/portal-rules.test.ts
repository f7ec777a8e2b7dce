import { describe, expect, it } from 'vitest';
import { textsOf } from '../../i18n/translate.ts';
import {
  AREA_CODES,
  entryKindOf,
  isValidPhone,
  type PortalTexts,
  phoneError,
  portalQueryOf,
  secondsLeft,
  signInSchema,
  voiceOffered,
} from './portal-rules.ts';

const texts = (locale: 'zh-CN' | 'zh-TW' | 'en' | 'de') => textsOf(locale, 'portal') as unknown as PortalTexts;

describe('the portal phone rule', () => {
  it('accepts real numbers of each area and refuses the rest', () => {
    expect(isValidPhone('86', '13800138000')).toBe(true);
    // Mainland: 11 digits from 13-19 (the contract's rule) and a real number plan (libphonenumber-js).
    expect(isValidPhone('86', '12800138000')).toBe(false);
    expect(isValidPhone('86', '1380013800')).toBe(false);
    expect(isValidPhone('852', '91234567')).toBe(true);
    expect(isValidPhone('852', '1234')).toBe(false);
    expect(isValidPhone('853', '66123456')).toBe(true);
    expect(isValidPhone('886', '912345678')).toBe(true);
    expect(isValidPhone('1', '2025550123')).toBe(true);
    expect(isValidPhone('44', '7400123456')).toBe(true);
    expect(isValidPhone('49', '15123456789')).toBe(true);
    // An area the form does not offer.
    expect(isValidPhone('7', '9123456789')).toBe(false);
    expect(AREA_CODES[0]?.code).toBe('86');
  });

  it("says what is wrong in the page's language", () => {
    expect(phoneError(texts('zh-CN'), '86', '')).toBe('请输入手机号');
    expect(phoneError(texts('zh-CN'), '86', '138 0013 8000')).toBeNull();
    expect(phoneError(texts('zh-TW'), '86', '123')).toBe('請輸入正確的手機號');
    expect(phoneError(texts('en'), '86', '123')).toBe('Please enter a valid mobile number');
  });
});

describe('the portal form', () => {
  const valid = { areaCode: '86', phone: '13800138000', channel: '0', smsCode: '123456', agreementAccepted: true };

  it('checks the code and the agreement: one form signs in or registers', () => {
    const schema = signInSchema(texts('zh-CN'));
    expect(schema.safeParse(valid).success).toBe(true);
    expect(schema.safeParse({ ...valid, smsCode: '12345' }).error?.issues[0]?.message).toBe('请输入6位验证码');
    expect(schema.safeParse({ ...valid, agreementAccepted: false }).error?.issues[0]?.message).toBe(
      '请阅读并同意用户协议和隐私政策',
    );
  });

  it('offers the areas the gateway sends codes to, and voice codes for mainland numbers only', () => {
    expect(AREA_CODES.map((area) => area.code)).toEqual([
      '86',
      '852',
      '853',
      '886',
      '65',
      '60',
      '1',
      '44',
      '49',
      '33',
      '82',
      '81',
      '61',
      '971',
    ]);
    expect(voiceOffered('86')).toBe(true);
    expect(voiceOffered('852')).toBe(false);
    expect(voiceOffered('44')).toBe(false);
  });
});

describe('the query a portal page carries', () => {
  it('keeps channelNo (or channelCode), pointType and intoWay, and drops bad values', () => {
    expect(portalQueryOf('?channelNo=abc&pointType=registers&intoWay=wwwNavGuide&utm=x')).toEqual({
      channelNo: 'abc',
      pointType: 'registers',
      intoWay: 'wwwNavGuide',
    });
    expect(portalQueryOf('?channelCode=AMZ_1')).toEqual({ channelNo: 'AMZ_1' });
    expect(portalQueryOf('?channelNo=<script>&intoWay=a%20b')).toEqual({});
    // The result page's 免费注册并办理 and the header's login on it carry the report (issue 28).
    expect(
      portalQueryOf('?reportId=f8c5d0a2-6b1e-4c3d-9a7f-0e1d2c3b4a59&pointType=registers&intoWay=buyingGuide'),
    ).toEqual({ reportId: 'f8c5d0a2-6b1e-4c3d-9a7f-0e1d2c3b4a59', pointType: 'registers', intoWay: 'buyingGuide' });
    expect(portalQueryOf('?reportId=f8c5')).toEqual({});
  });
});

describe("an account's entry point", () => {
  it('names the report first, then the guide, then the portal page', () => {
    const none = { pointType: null, intoWay: null, reportId: null };
    expect(entryKindOf({ pointType: 'registers', intoWay: 'buyingGuide', reportId: 'f8c5' })).toBe('report');
    expect(entryKindOf({ ...none, pointType: 'registers', intoWay: 'wwwNavGuide' })).toBe('guide');
    expect(entryKindOf({ ...none, pointType: 'registers' })).toBe('register');
    expect(entryKindOf({ ...none, pointType: 'logins' })).toBe('login');
    expect(entryKindOf(none)).toBe('other');
  });
});

describe('the resend countdown', () => {
  it('counts whole seconds down to 0', () => {
    expect(secondsLeft(60_000, 0)).toBe(60);
    expect(secondsLeft(60_000, 1_001)).toBe(59);
    expect(secondsLeft(60_000, 61_000)).toBe(0);
    expect(texts('zh-CN')('resend', { seconds: 59 })).toBe('重新发送(59s)');
  });
});
