import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { incrPosterCount, listPosters } from '../src/business.ts';
import {
  contactUs,
  getCustom,
  getRegisterAward,
  popupBoxRecordBanner,
  registerAwardPackageWire,
} from '../src/business-extra.ts';
import type { CallDef } from '../src/call.ts';
import { calls } from '../src/calls.ts';
import { showArticleDetailById } from '../src/chtco.ts';
import { Messages } from '../src/envelope.ts';
import { categorySearch, saveSearchRecord, searchTrademark, TrademarkRegion } from '../src/ipr.ts';
import { getAnswerInfo } from '../src/space.ts';
import {
  AccountMessages,
  getDevOutbox,
  getUserInfo,
  getWorkbench,
  login,
  PASSWORD_RULE_MESSAGE,
  recordVisit,
  register,
  sendCode,
  setPassword,
} from '../src/system.ts';
import { getQaAnswerDetail, mcSurveyReportSave } from '../src/vat.ts';

const DEVICE_ID = '0123456789abcdef0123456789ABCDEF';

/** The first issue's message, or undefined when the input parses. */
const messageOf = (schema: z.ZodType | undefined, input: unknown): string | undefined => {
  if (!schema) throw new Error('schema missing');
  const result = schema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
};

const parses = (schema: z.ZodType | undefined, input: unknown) => {
  if (!schema) throw new Error('schema missing');
  const result = schema.safeParse(input);
  expect(result.success, result.success ? '' : JSON.stringify(result.error.issues)).toBe(true);
  return result.data;
};

describe('contactUs', () => {
  const good = {
    companyName: '深圳某某科技有限公司',
    name: '张三',
    email: ' zhang@example.com ',
    phone: '+86 138-0013-8000',
    subject: 'VAT注册',
    content: '想了解德国VAT注册流程',
    from: 'ld/contactUs',
  };

  it('accepts a filled form and trims it', () => {
    expect(parses(contactUs.body, good)).toMatchObject({ email: 'zhang@example.com' });
  });

  it('accepts the minimum: name, email and content; empty optional fields', () => {
    parses(contactUs.body, { name: 'Li', email: 'li@example.de', content: 'hi', phone: '', subject: '' });
  });

  it('rejects an invalid email with the spec message', () => {
    expect(messageOf(contactUs.body, { ...good, email: 'not-an-email' })).toBe(Messages.invalidEmail);
    expect(messageOf(contactUs.body, { ...good, email: '' })).toBe(Messages.invalidEmail);
  });

  it('rejects missing or too long fields and unknown keys', () => {
    expect(messageOf(contactUs.body, { ...good, name: '  ' })).toBe('请输入姓名');
    expect(messageOf(contactUs.body, { ...good, content: '' })).toBe('请输入留言内容');
    expect(messageOf(contactUs.body, { ...good, content: 'x'.repeat(2001) })).toBe('留言内容不能超过2000个字符');
    expect(messageOf(contactUs.body, { ...good, phone: 'abc' })).toBe('请输入正确的电话号码');
    expect(messageOf(contactUs.body, { ...good, extra: 1 })).toBe('不支持的参数：extra');
  });
});

describe('poster and pop-up counters', () => {
  it('incrPosterCount takes items with exactly one counter', () => {
    parses(incrPosterCount.body, [
      { posterId: 3, incrViewCount: 1 },
      { posterId: 3, incrClickCount: 1 },
    ]);
    expect(messageOf(incrPosterCount.body, [{ posterId: 3 }])).toBe(
      'each item needs exactly one of incrViewCount or incrClickCount',
    );
    expect(messageOf(incrPosterCount.body, [])).toBe('at least one item');
    expect(messageOf(incrPosterCount.body, [{ posterId: 3, incrViewCount: 2 }])).toBeDefined();
  });

  it('popupBoxRecordBanner takes id with a view or a click', () => {
    parses(popupBoxRecordBanner.body, { id: 7, incrClickCount: 1 });
    expect(messageOf(popupBoxRecordBanner.body, { id: 7, incrClickCount: 1, incrViewCount: 1 })).toBe(
      'send exactly one of incrViewCount or incrClickCount',
    );
  });

  it('listPosters defaults to the home banner query', () => {
    expect(parses(listPosters.query, {})).toEqual({ module: 1, status: 1, showPosition: '40' });
    expect(parses(listPosters.query, { module: '1', status: '1', showPosition: '40' })).toEqual({
      module: 1,
      status: 1,
      showPosition: '40',
    });
    expect(messageOf(listPosters.query, { showPosition: 'top' })).toBe('showPosition must be a number');
  });
});

describe('questionnaire (mcSurveyReportSave)', () => {
  const good = {
    answerList: [
      { questionId: 1, answer: '0,1,4' },
      { questionId: 3, answer: '1' },
    ],
    source: 1,
  };

  it('accepts answerList with comma-joined codes and source 1', () => {
    parses(mcSurveyReportSave.body, good);
    expect(mcSurveyReportSave.auth).toBe('optional');
    expect(parses(mcSurveyReportSave.data, '2f1c6a1e-8f0b-4b7e-9a51-3d2e5c7f9a10')).toBeTypeOf('string');
  });

  it('says 请勾选完整 for an empty list or an empty answer', () => {
    expect(messageOf(mcSurveyReportSave.body, { ...good, answerList: [] })).toBe(Messages.tickCompletely);
    expect(messageOf(mcSurveyReportSave.body, { ...good, answerList: [{ questionId: 1, answer: '' }] })).toBe(
      Messages.tickCompletely,
    );
    expect(messageOf(mcSurveyReportSave.body, { ...good, answerList: [{ questionId: 1, answer: '1,,2' }] })).toBe(
      Messages.tickCompletely,
    );
  });

  it('rejects a duplicated question, a duplicated code and another source', () => {
    expect(
      messageOf(mcSurveyReportSave.body, {
        ...good,
        answerList: [
          { questionId: 1, answer: '1' },
          { questionId: 1, answer: '2' },
        ],
      }),
    ).toBe('each question is answered once');
    expect(messageOf(mcSurveyReportSave.body, { ...good, answerList: [{ questionId: 1, answer: '1,1' }] })).toBe(
      'an answer lists each code once',
    );
    expect(messageOf(mcSurveyReportSave.body, { ...good, source: 2 })).toBe('source must be 1');
  });

  it('AnswerInfo passes the query through as strings', () => {
    expect(parses(getAnswerInfo.query, { reportId: 'abc', pointType: 'x' })).toEqual({
      reportId: 'abc',
      pointType: 'x',
    });
    expect(messageOf(getAnswerInfo.query, { reportId: 1 })).toBeDefined();
  });
});

describe('getRegisterAward', () => {
  it('takes an optional channel, a 32-hex device id and reqType 1 from the query string', () => {
    expect(parses(getRegisterAward.query, { channelNo: 'baidu_01', deviceId: DEVICE_ID, reqType: '1' })).toEqual({
      channelNo: 'baidu_01',
      deviceId: DEVICE_ID,
      reqType: 1,
    });
    parses(getRegisterAward.query, { deviceId: DEVICE_ID, reqType: 1 });
  });

  it('rejects a bad device id, another reqType, a bad channel and extra keys', () => {
    expect(messageOf(getRegisterAward.query, { deviceId: 'xyz', reqType: '1' })).toBe(
      'deviceId must be 32 hexadecimal characters',
    );
    expect(messageOf(getRegisterAward.query, { deviceId: DEVICE_ID, reqType: '2' })).toBe('reqType must be 1');
    expect(messageOf(getRegisterAward.query, { deviceId: DEVICE_ID, reqType: '1', channelNo: 'a b' })).toBe(
      'channelNo must be 1-64 letters, digits, _ or -',
    );
    expect(messageOf(getRegisterAward.query, { deviceId: DEVICE_ID, reqType: '1', from: 'th' })).toBe(
      '不支持的参数：from',
    );
  });

  it('answers reward packages with award lists', () => {
    parses(getRegisterAward.data, [
      {
        platform: '00',
        awardList: [
          { awardType: 3, discountType: 0, awardMoney: 200, count: 1, awardScore: 0, couponTypeText: '满3000元可用' },
          { awardType: 4, discountType: 0, awardMoney: 0, count: 1, awardScore: 500, couponTypeText: '奖励积分' },
        ],
      },
    ]);
    expect(registerAwardPackageWire.safeParse({ platform: '00', awardList: [{ awardType: 9 }] }).success).toBe(false);
  });
});

describe('trademark search', () => {
  it('accepts a mark, an office code or a region number, and classes', () => {
    expect(parses(searchTrademark.body, { markElement: ' Apple ', country: 'eu', classes: [9, 35] })).toEqual({
      markElement: 'Apple',
      country: 'EU',
      classes: [9, 35],
    });
    expect(parses(searchTrademark.body, { markElement: '龙腾' })).toEqual({ markElement: '龙腾' });
    expect(parses(searchTrademark.body, { markElement: 'OST', country: '' })).toEqual({ markElement: 'OST' });
    expect(parses(searchTrademark.body, { markElement: 'OST', country: TrademarkRegion.US, classes: [46] })).toEqual({
      markElement: 'OST',
      country: 'US',
      classes: [46],
    });
    for (const [region, office] of [
      ['20', 'US'],
      ['21', 'UK'],
      ['99', 'EU'],
      ['23', 'JP'],
      ['24', 'JP'],
      ['WIPO', 'WIPO'],
      ['CN', 'CN'],
    ]) {
      expect(parses(searchTrademark.body, { markElement: 'OST', country: region })).toMatchObject({ country: office });
    }
  });

  it('rejects an empty, long, control-character or punctuation-only mark, unknown offices and bad classes', () => {
    const base = { markElement: 'OST', country: 'US' };
    expect(messageOf(searchTrademark.body, { ...base, markElement: ' ' })).toBe('请输入商标名称');
    expect(messageOf(searchTrademark.body, { ...base, markElement: 'A'.repeat(500) })).toBe('商标名称不能超过50个字符');
    expect(messageOf(searchTrademark.body, { ...base, markElement: 'AB\u0007C' })).toBe(
      '商标名称不能包含控制字符或换行',
    );
    expect(messageOf(searchTrademark.body, { ...base, markElement: '!!! --- ？？' })).toBe(
      '商标名称需包含文字、字母或数字，不能只有标点符号',
    );
    expect(parses(searchTrademark.body, { ...base, markElement: '龙'.repeat(50) })).toMatchObject({ country: 'US' });
    expect(messageOf(searchTrademark.body, { ...base, country: 22 })).toBe('请选择正确的国家/地区');
    expect(messageOf(searchTrademark.body, { ...base, country: 'XX' })).toBe('请选择正确的国家/地区');
    expect(messageOf(searchTrademark.body, { ...base, country: String(TrademarkRegion.SVIP) })).toBe(
      '请选择正确的国家/地区',
    );
    expect(messageOf(searchTrademark.body, { ...base, classes: [0] })).toBe('类别为1-45（美国特殊类别46）');
    expect(messageOf(searchTrademark.body, { ...base, classes: [47] })).toBe('类别为1-45（美国特殊类别46）');
    expect(messageOf(searchTrademark.body, { ...base, classes: [3, 3] })).toBe('类别不能重复');
    expect(messageOf(searchTrademark.body, { ...base, country: 'UK', classes: [46] })).toBe('类别46仅适用于美国');
    expect(messageOf(searchTrademark.body, { ...base, pageSize: 5 })).toBeDefined();
  });

  it('category search takes a product keyword and type 2', () => {
    expect(parses(categorySearch.body, { keyword: '蓝牙耳机' })).toMatchObject({ searchType: 2 });
    expect(messageOf(categorySearch.body, { keyword: '' })).toBe('请输入商品或服务名称');
  });

  it('search records answer history items', () => {
    parses(saveSearchRecord.body, { markElement: 'OST', country: 21, searchType: 0 });
    expect(parses(saveSearchRecord.body, { markElement: 'OST', country: 'uk', searchType: 0 })).toMatchObject({
      country: 'UK',
    });
    expect(messageOf(saveSearchRecord.body, { markElement: 'OST\u0007', searchType: 0 })).toBe(
      '搜索内容不能包含控制字符或换行',
    );
    parses(saveSearchRecord.data, [
      { markElement: 'OST', country: 'UK', searchType: 0, searchDate: '2025-06-01T08:00:00Z' },
      { markElement: '蓝牙耳机', country: null, searchType: 2, searchDate: '2025-06-01T08:00:00Z' },
    ]);
  });
});

describe('registration', () => {
  const good = {
    phone: '13800138000',
    areaCode: '86',
    smsCode: '123456',
    password: 'abc12345',
    channelNo: 'wwwNavGuide',
    deviceId: DEVICE_ID,
    agreementAccepted: true,
  };

  it('accepts a complete payload; the area code defaults to 86', () => {
    parses(register.body, good);
    const { areaCode: _, ...withoutArea } = good;
    expect(parses(register.body, withoutArea)).toMatchObject({ areaCode: '86' });
    parses(register.body, { ...good, areaCode: '852', phone: '51234567' });
  });

  it('rejects bad phone, code, password and an unticked agreement', () => {
    expect(messageOf(register.body, { ...good, phone: '12345' })).toBe('请输入正确的手机号');
    expect(messageOf(register.body, { ...good, phone: '1380013800a' })).toBe('请输入正确的手机号');
    expect(messageOf(register.body, { ...good, smsCode: '12345' })).toBe('请输入6位验证码');
    expect(messageOf(register.body, { ...good, password: 'abcdefgh' })).toBe(PASSWORD_RULE_MESSAGE);
    expect(messageOf(register.body, { ...good, password: '1234567' })).toBe(PASSWORD_RULE_MESSAGE);
    expect(messageOf(register.body, { ...good, password: 'abc 12345' })).toBe(PASSWORD_RULE_MESSAGE);
    expect(messageOf(register.body, { ...good, agreementAccepted: false })).toBe('请阅读并同意用户协议和隐私政策');
    expect(messageOf(register.body, { ...good, deviceId: undefined })).toBeDefined();
  });

  it('takes no password, and the portal entry (pointType, intoWay) as short identifiers', () => {
    const { password: _, ...withoutPassword } = good;
    parses(register.body, { ...withoutPassword, pointType: 'header', intoWay: 'wwwNavGuide' });
    expect(messageOf(register.body, { ...good, intoWay: '<script>' })).toBe(
      'intoWay must be 1-64 letters, digits, _, . or -',
    );
    expect(messageOf(register.body, { ...good, pointType: 'x'.repeat(65) })).toBe(
      'pointType must be 1-64 letters, digits, _, . or -',
    );
  });

  it('login is a sign-in that may make the account: the agreement is needed, a password is not taken', () => {
    const fields = { phone: '13800138000', smsCode: '123456', deviceId: DEVICE_ID, agreementAccepted: true };
    parses(login.body, fields);
    parses(login.body, { ...fields, channelNo: 'abc', pointType: 'logins' });
    parses(login.body, { ...fields, reportId: 'f8c5d0a2-6b1e-4c3d-9a7f-0e1d2c3b4a59' });
    expect(messageOf(login.body, { ...fields, reportId: 'f8c5' })).toBe('reportId must be a UUID');
    expect(messageOf(login.body, { ...fields, agreementAccepted: undefined })).toBe('请阅读并同意用户协议和隐私政策');
    expect(messageOf(login.body, { ...fields, smsCode: '12345' })).toBe('请输入6位验证码');
    expect(messageOf(login.body, { ...fields, password: 'x' })).toBe('不支持的参数：password');
    expect(messageOf(login.body, { phone: '13800138000', smsCode: '123456' })).toBeDefined();
    parses(login.data, { token: 't', mercNo: 'M1' });
  });

  it('password set takes the password rule', () => {
    parses(setPassword.body, { password: 'abc12345' });
    expect(messageOf(setPassword.body, { password: 'abcdefgh' })).toBe(PASSWORD_RULE_MESSAGE);
    expect(messageOf(setPassword.body, {})).toBeDefined();
  });

  it('the workbench and the development outbox take no query and answer their shapes', () => {
    expect(messageOf(getWorkbench.query, { userId: '2' })).toBe('不支持的参数：userId');
    parses(getWorkbench.data, {
      account: {
        mercNo: 'M1',
        phone: '138****8000',
        areaCode: '86',
        platform: '00',
        channelNo: null,
        entry: { pointType: 'registers', intoWay: 'buyingGuide', reportId: null },
        createdAt: '2026-01-01T00:00:00.000Z',
        hasPassword: false,
      },
      reports: [{ id: 'f8c5…', createdAt: '2026-01-01T00:00:00.000Z', markets: [{ country: 'DE', label: '德国' }] }],
      searches: [{ searchType: 0, mark: 'ACME', office: '', searchedAt: '2026-01-01T00:00:00.000Z' }],
      contacts: [{ id: 1, subject: null, content: 'hi', createdAt: '2026-01-01T00:00:00.000Z' }],
    });
    expect(messageOf(getDevOutbox.query, { all: '1' })).toBe('不支持的参数：all');
    parses(getDevOutbox.data, [
      {
        id: 1,
        areaCode: '86',
        phone: '13800138000',
        channel: 'sms',
        purpose: 'login',
        body: '验证码 123456',
        createdAt: '2026-01-01T00:00:00.000Z',
      },
    ]);
  });

  it('account messages carry their numbers', () => {
    expect(AccountMessages.resendTooSoon(42)).toBe('发送过于频繁，请42秒后再试');
    expect(AccountMessages.wrongCode(3)).toBe('验证码错误，还可尝试3次');
  });

  it('sendcode takes SMS 0 or voice 1 and a purpose', () => {
    parses(sendCode.body, { phone: '13800138000', areaCode: '86', channel: 0, purpose: 'register' });
    parses(sendCode.body, { phone: '13800138000', channel: 1, purpose: 'login' });
    expect(messageOf(sendCode.body, { phone: '13800138000', channel: 2, purpose: 'register' })).toBe(
      'channel must be 0 (SMS) or 1 (voice)',
    );
    expect(messageOf(sendCode.body, { phone: '13800138000', channel: 0, purpose: 'reset' })).toBe(
      'purpose must be register or login',
    );
    expect(messageOf(sendCode.body, { phone: '23800138000', channel: 0, purpose: 'register' })).toBe(
      '请输入正确的手机号',
    );
    expect(messageOf(sendCode.body, { phone: '13800138000', areaCode: '+86x', channel: 0, purpose: 'login' })).toBe(
      '请选择正确的区号',
    );
    // Only the areas served (issue 22): no satellite or premium-rate codes, no area code split off a number.
    for (const areaCode of ['882', '979', '870', '247', '881', '8', '861', '8613']) {
      expect(messageOf(sendCode.body, { phone: '613800138000', areaCode, channel: 0, purpose: 'login' })).toBe(
        '请选择正确的区号',
      );
    }
    // Voice calls to mainland numbers only.
    expect(messageOf(sendCode.body, { phone: '91234567', areaCode: '852', channel: 1, purpose: 'login' })).toBe(
      AccountMessages.voiceMainlandOnly,
    );
    parses(sendCode.body, { phone: '91234567', areaCode: '852', channel: 0, purpose: 'login', humanCheck: 'eyJ9' });
    expect(
      messageOf(sendCode.body, { phone: '13800138000', channel: 0, purpose: 'login', humanCheck: 'x'.repeat(4097) }),
    ).toMatch(/humanCheck/);
  });

  it('user info is called with client=1 and keeps the rest of the public info', () => {
    expect(parses(getUserInfo.query, { client: '1' })).toEqual({ client: 1 });
    expect(messageOf(getUserInfo.query, { client: '2' })).toBe('client must be 1');
    const info = parses(getUserInfo.data, {
      mercNo: 'M1001',
      buryingPoint: null,
      phone: '138****8000',
      areaCode: '86',
      nickname: null,
      platform: '00',
      channelNo: null,
      memberLevel: 'VIP',
      createdAt: '2025-01-01T00:00:00Z',
      balance: 0,
    });
    expect(info).toMatchObject({ balance: 0 });
  });
});

describe('visitor record', () => {
  const good = {
    deviceId: DEVICE_ID,
    path: '/ld/VAT?x=1',
    referrer: 'https://www.baidu.com/s?wd=vat',
    channelNo: 'bd',
  };

  it('accepts a visit with or without referrer and channel', () => {
    parses(recordVisit.body, good);
    parses(recordVisit.body, { deviceId: DEVICE_ID, path: '/', referrer: '' });
  });

  it('rejects a bad device id, a relative path and a non-http referrer', () => {
    expect(messageOf(recordVisit.body, { ...good, deviceId: `${DEVICE_ID}0` })).toBe(
      'deviceId must be 32 hexadecimal characters',
    );
    expect(messageOf(recordVisit.body, { ...good, path: 'ld/VAT' })).toBe(
      'path must start with / and contain no spaces',
    );
    expect(messageOf(recordVisit.body, { ...good, referrer: 'javascript:alert(1)' })).toBe(
      'referrer must be an http(s) URL or empty',
    );
  });
});

describe('path parameters and mirrored reads', () => {
  it('declares params for every {name} segment', () => {
    expect(parses(getQaAnswerDetail.params, { answerId: '12' })).toEqual({ answerId: 12 });
    expect(messageOf(calls.checkToken.params, { token: 'short' })).toBe('invalid token');
  });

  it('chtco reads keep the business shapes', () => {
    expect(calls.chtcoGetCommon.data).toBe(calls.getCommon.data);
    parses(showArticleDetailById.data, {
      id: 1,
      title: 't',
      author: 'a',
      source: 's',
      category: 'trends',
      categoryId: 201,
      publishDate: '2025-01-01',
      content: '<p>x</p>',
      previous: null,
      next: { id: 2, title: 'n' },
    });
  });

  it('content page uids are route names: short identifiers', () => {
    parses(getCustom.query, { uid: 'spring-2025' });
    parses(getCustom.query, { uid: 'cht-Incorporation-IncorporationHK' });
    expect(messageOf(getCustom.query, { uid: '../etc' })).toBe('uid must be 1-96 letters, digits, _ or -');
    expect(messageOf(getCustom.query, { uid: 'x'.repeat(97) })).toBe('uid must be 1-96 letters, digits, _ or -');
  });
});

describe('the calls table', () => {
  const entries = Object.entries(calls) as [string, CallDef][];

  it('holds every call once, with a unique method, base and path', () => {
    const keys = entries.map(([, c]) => `${c.method} ${c.base}${c.path}`);
    const duplicates = keys.filter((k, i) => keys.indexOf(k) !== i);
    expect(duplicates).toEqual([]);
    expect(entries.length).toBeGreaterThanOrEqual(90);
  });

  it.each(entries)('%s is well formed', (_name, call) => {
    expect(call.path.startsWith('/')).toBe(true);
    expect(['', '/api', '/api/ipr', '/api/chtco']).toContain(call.base);
    expect(call.data).toBeInstanceOf(z.ZodType);
    expect(call.summary.length).toBeGreaterThan(0);
    expect(['none', 'optional', 'required']).toContain(call.auth);
    if (call.method === 'GET') expect(call.body).toBeUndefined();
    const segments = [...call.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
    if (segments.length > 0) {
      expect(call.params).toBeInstanceOf(z.ZodObject);
      expect(Object.keys((call.params as z.ZodObject).shape).sort()).toEqual(segments.sort());
    } else {
      expect(call.params).toBeUndefined();
    }
  });
});
