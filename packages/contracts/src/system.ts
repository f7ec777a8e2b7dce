import { z } from 'zod';
import { defineCall } from './call.ts';
import { AREA_CODE_LIST, MAINLAND_AREA_CODE, VOICE_AREA_CODES } from './phone-areas.ts';
import { routes } from './route.ts';

/** Relative /system calls. */

export const platformConfigWire = z.object({
  value: z.string(),
  key: z.string(),
  label: z.string(),
  enLabel: z.string(),
  lang: z.string(),
  locales: z.array(z.string()),
  companyName: z.string(),
  copyright: z.string(),
  recordNo: z.string(),
  publicSecurityNo: z.string(),
  licence: z.string(),
  seoTitle: z.string(),
  seoDescription: z.string(),
  seoKeywords: z.string(),
  contact: z.object({
    phone: z.string(),
    businessCooperation: z.string(),
    email: z.string(),
    address: z.string(),
    hours: z.string(),
    /** The customer-service WeChat ID, when the brand has entered one in the back office (ours). */
    wechatId: z.string().optional(),
  }),
  compliance: z.boolean(),
});

export const getPageConfigAllInfo = defineCall({
  method: 'GET',
  base: '',
  path: '/system/pageConfig/allInfo',
  query: z.object({}).strict(),
  data: platformConfigWire,
  auth: 'none',
  summary: "The brand's platform config: names, company, filing numbers, SEO, contact",
});

/** The 32-hex device id kept in local storage (spec sections 3 and 5). */
export const deviceIdParam = z.string().regex(/^[0-9a-fA-F]{32}$/, 'deviceId must be 32 hexadecimal characters');

/** A channel code read from channelNo or channelCode (spec section 3 'Channel tracking'). */
export const channelNoParam = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'channelNo must be 1-64 letters, digits, _ or -');

export const MemberLevel = ['VIP', 'SVIP'] as const;

/** Public info: the site reads mercNo and buryingPoint and keeps the whole object as 'info'. */
export const publicInfoWire = z.looseObject({
  mercNo: z.string(),
  buryingPoint: z.string().nullable(),
  /** Masked, e.g. 138****8000. */
  phone: z.string(),
  areaCode: z.string(),
  nickname: z.string().nullable(),
  platform: z.string(),
  channelNo: z.string().nullable(),
  memberLevel: z.enum(MemberLevel).nullable(),
  createdAt: z.string(),
  /** Whether a password is set (the portal's set/change password form); the gateway always sends it. */
  hasPassword: z.boolean().optional(),
});

export const getUserInfo = defineCall({
  method: 'GET',
  base: '',
  path: '/system/user/info',
  query: z.object({ client: z.literal(1, 'client must be 1') }).strict(),
  data: publicInfoWire,
  auth: 'required',
  summary: "The logged-in user's public info (a failure clears the session)",
});

const sitePath = z
  .string()
  .max(500, 'path is too long (max 500)')
  .regex(/^\/[^\s]*$/, 'path must start with / and contain no spaces');

export const recordVisit = defineCall({
  ...routes.recordVisit,
  /** A path of 500 and a referrer of 2048 characters fit easily. */
  maxBodyBytes: 8 * 1024,
  body: z
    .object({
      deviceId: deviceIdParam,
      path: sitePath,
      referrer: z
        .string()
        .max(2048, 'referrer is too long (max 2048)')
        .refine(
          (v) => v === '' || (/^https?:\/\//.test(v) && URL.canParse(v)),
          'referrer must be an http(s) URL or empty',
        )
        .optional(),
      channelNo: channelNoParam.optional(),
    })
    .strict(),
  data: z.null(),
  summary: 'Record a page visit with its device, referrer and channel',
});

/** Verification channel of spec section 3. */
export const VerificationChannel = { SMS: 0, VOICE: 1 } as const;

/** The portal page that asked for a code; both sign in or register (one flow, docs/portal.md). */
export const CodePurpose = ['register', 'login'] as const;

/** The failures of the code, registration and login calls (docs/portal.md), in the default brand's language. */
export const AccountMessages = {
  invalidPhone: '请输入正确的手机号',
  invalidAreaCode: '请选择正确的区号',
  voiceMainlandOnly: '语音验证码仅支持中国大陆手机号，请选择短信验证码',
  resendTooSoon: (seconds: number) => `发送过于频繁，请${seconds}秒后再试`,
  dailyLimit: '今日验证码发送次数已达上限，请明天再试',
  sendFailed: '验证码发送失败，请稍后重试',
  /** The site's daily budget of sends is spent (issue 22: SMS pumping): nothing the visitor can do but wait. */
  smsBudgetSpent: '验证码发送繁忙，请稍后再试',
  /** A code call without the x-device-id header the site's script always sends. */
  deviceMissing: '缺少设备标识，请刷新页面后重试',
  /** Another send from this device or address needs a solved proof-of-work challenge first (issue 22). */
  humanCheckRequired: '请先完成人机验证',
  humanCheckFailed: '人机验证未通过，请重新验证',
  wrongCode: (triesLeft: number) => `验证码错误，还可尝试${triesLeft}次`,
  codeExpired: '验证码已过期，请重新获取',
  codeInvalid: '验证码已失效，请重新获取',
  /** A cookie-authenticated write whose Origin/Referer is not the request's own host. */
  foreignOrigin: '请求来源不正确，请刷新页面后重试',
} as const;

/**
 * The keys the code, registration and login calls send beside their msg (envelope.ts, KeyedMessage): each names the
 * AccountMessages text of the same name; resendTooSoon has the argument `seconds`, wrongCode `triesLeft`.
 */
export const ACCOUNT_MESSAGE_KEYS = [
  'invalidPhone',
  'invalidAreaCode',
  'voiceMainlandOnly',
  'resendTooSoon',
  'dailyLimit',
  'sendFailed',
  'smsBudgetSpent',
  'deviceMissing',
  'humanCheckRequired',
  'humanCheckFailed',
  'wrongCode',
  'codeExpired',
  'codeInvalid',
] as const;

export type AccountMessageKey = (typeof ACCOUNT_MESSAGE_KEYS)[number];

/** The key of a fixed (argument-free) account message, e.g. a contract rule's zod message; undefined for any other. */
export const accountMessageKeyOf = (text: string): { key: AccountMessageKey } | undefined => {
  const key = ACCOUNT_MESSAGE_KEYS.find((k) => AccountMessages[k] === text);
  return key ? { key } : undefined;
};

/** One of the served areas (phone-areas.ts); anything else, satellite and premium-rate codes included, is refused. */
const areaCode = z.enum(AREA_CODE_LIST, AccountMessages.invalidAreaCode).default(MAINLAND_AREA_CODE);

/** Digits only; the gateway reads them in their area with libphonenumber (a trunk prefix such as 0 is dropped). */
const phoneDigits = z
  .string()
  .trim()
  .regex(/^\d{5,15}$/, AccountMessages.invalidPhone);

/** Mainland numbers are 11 digits starting 13-19; other areas only need 5-15 digits here. */
const mainlandPhoneRule = (v: { areaCode: string; phone: string }, ctx: z.RefinementCtx) => {
  if (v.areaCode === MAINLAND_AREA_CODE && !/^1[3-9]\d{9}$/.test(v.phone)) {
    ctx.addIssue({ code: 'custom', path: ['phone'], message: AccountMessages.invalidPhone });
  }
};

/** A solved proof-of-work challenge (ALTCHA's payload: base64 of JSON), or a CAPTCHA provider's token. */
export const humanCheckParam = z
  .string()
  .regex(
    /^[A-Za-z0-9+/=_.-]{1,4096}$/,
    "humanCheck must be the verification widget's payload (at most 4096 characters)",
  );

export const sendCodeBody = z
  .object({
    phone: phoneDigits,
    areaCode,
    channel: z.literal([VerificationChannel.SMS, VerificationChannel.VOICE], 'channel must be 0 (SMS) or 1 (voice)'),
    purpose: z.enum(CodePurpose, 'purpose must be register or login'),
    /** Needed for a device's or address's second send within a day (docs/portal.md, "Codes"). */
    humanCheck: humanCheckParam.optional(),
  })
  .strict()
  .superRefine((v, ctx) => {
    mainlandPhoneRule(v, ctx);
    if (v.channel === VerificationChannel.VOICE && !VOICE_AREA_CODES.includes(v.areaCode)) {
      ctx.addIssue({ code: 'custom', path: ['channel'], message: AccountMessages.voiceMainlandOnly });
    }
  });

export const sendCode = defineCall({
  method: 'POST',
  base: '',
  path: '/system/user/sendcode',
  body: sendCodeBody,
  data: z.object({ cooldownSeconds: z.number().int() }),
  auth: 'none',
  summary:
    'Send a verification code by SMS or voice call to a number of a served area, whether or not it has an account (the x-device-id header names the requester); data says how long until another may be sent',
});

/** ALTCHA's challenge (altcha-lib v2): the widget solves it as it is. */
export const altchaChallengeWire = z.looseObject({
  parameters: z.looseObject({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
  }),
  signature: z.string().optional(),
});

/**
 * What the browser shows before a send that needs it: a proof-of-work challenge for ALTCHA's widget. A CAPTCHA
 * provider would add its own kind (its site key) beside it, with a widget of its own in the portal.
 */
export const humanCheckChallengeWire = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('altcha'), challenge: altchaChallengeWire }),
]);

export const getHumanCheck = defineCall({
  method: 'GET',
  base: '',
  path: '/system/user/challenge',
  query: z.object({}).strict(),
  data: humanCheckChallengeWire,
  auth: 'none',
  summary: 'A new proof-of-work challenge (ALTCHA) to solve before sending another verification code',
});

export const PASSWORD_RULE_MESSAGE = '密码为8-20位，须同时包含字母和数字，不能含空格';

/** The password rule: 8-20 printable ASCII characters without spaces, with at least one letter and one digit. */
export const passwordParam = z.string().regex(/^(?=.*[A-Za-z])(?=.*\d)[\x21-\x7E]{8,20}$/, PASSWORD_RULE_MESSAGE);

const smsCodeParam = z.string().regex(/^\d{6}$/, '请输入6位验证码');

/** Where a registration started (the portal query's pointType and intoWay): a short identifier. */
const entryParam = (name: string) =>
  z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_.-]{1,64}$/, `${name} must be 1-64 letters, digits, _, . or -`);

/** The portal's HttpOnly session cookie (docs/portal.md, "Two credentials per login"). */
export const PORTAL_SESSION_COOKIE = 'portal_session';

/**
 * Sign in with a code, registering the number when it has no account yet (one flow: the answer does not say which).
 * The agreement is accepted by every sign-in, as a registration needs it.
 */
const signInFields = {
  phone: phoneDigits,
  areaCode,
  smsCode: smsCodeParam,
  channelNo: channelNoParam.optional(),
  pointType: entryParam('pointType').optional(),
  intoWay: entryParam('intoWay').optional(),
  /**
   * The compliance report whose result page the sign-in started from (its 免费注册并办理 or the header's login, which
   * carry the page's reportId): it becomes the account's unless another account has it already.
   */
  reportId: z
    .string()
    .regex(/^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/, 'reportId must be a UUID')
    .optional(),
  deviceId: deviceIdParam,
  agreementAccepted: z.literal(true, '请阅读并同意用户协议和隐私政策'),
};

export const registerBody = z
  .object({
    ...signInFields,
    /** Optional, and set only on an account this call makes (a password is set or changed in the workbench). */
    password: passwordParam.optional(),
  })
  .strict()
  .superRefine(mainlandPhoneRule);

/** What register and login answer: the login code (sent as Bearer) and the merchant number; the portal cookie is set too. */
export const loginResultWire = z.object({ token: z.string(), mercNo: z.string() });

export const register = defineCall({
  method: 'POST',
  base: '',
  path: '/system/user/register',
  body: registerBody,
  data: loginResultWire,
  auth: 'none',
  summary:
    'Sign in with phone and SMS code, making the account if the number has none (password optional, for a new account); data is the login code and merchant number, the portal cookie is set',
});

export const loginBody = z.object(signInFields).strict().superRefine(mainlandPhoneRule);

export const login = defineCall({
  method: 'POST',
  base: '',
  path: '/system/user/login',
  body: loginBody,
  data: loginResultWire,
  auth: 'none',
  summary:
    'Sign in with phone and SMS code, making the account if the number has none (as register); data is the login code and merchant number, the portal cookie is set',
});

export const setPassword = defineCall({
  method: 'POST',
  base: '',
  path: '/system/user/password',
  body: z.object({ password: passwordParam }).strict(),
  data: z.null(),
  auth: 'required',
  summary: "Set or change the signed-in user's password (Bearer, or the portal cookie from the portal's own origin)",
});

/** One compliance report of the workbench: its result page is /ld/questionAnswer?reportId=<id>. */
export const workbenchReportWire = z.object({
  id: z.string(),
  createdAt: z.string(),
  /** The report's markets: country code and its label. */
  markets: z.array(z.object({ country: z.string(), label: z.string() })),
});

export const workbenchSearchWire = z.object({
  /** TRADEMARK 0, CATEGORY 2, OATH 3. */
  searchType: z.number().int(),
  mark: z.string(),
  /** The office code; '' is every office. */
  office: z.string(),
  searchedAt: z.string(),
});

export const workbenchContactWire = z.object({
  id: z.number().int(),
  subject: z.string().nullable(),
  content: z.string(),
  createdAt: z.string(),
});

export const workbenchWire = z.object({
  account: z.object({
    mercNo: z.string(),
    /** Masked, e.g. 138****8000. */
    phone: z.string(),
    areaCode: z.string(),
    platform: z.string(),
    channelNo: z.string().nullable(),
    /** Where the registration started: the portal query's pointType and intoWay, and the report it came from. */
    entry: z.object({
      pointType: z.string().nullable(),
      intoWay: z.string().nullable(),
      reportId: z.string().nullable(),
    }),
    createdAt: z.string(),
    hasPassword: z.boolean(),
  }),
  /** Newest first, at most 50 each. */
  reports: z.array(workbenchReportWire),
  searches: z.array(workbenchSearchWire),
  contacts: z.array(workbenchContactWire),
});

export const getWorkbench = defineCall({
  method: 'GET',
  base: '',
  path: '/system/user/workbench',
  query: z.object({}).strict(),
  data: workbenchWire,
  auth: 'required',
  summary: "The signed-in user's own reports, trademark searches, contact requests and account details",
});

export const devOutboxMessageWire = z.object({
  id: z.number().int(),
  areaCode: z.string(),
  /** The full number: the outbox is the developer's stand-in phone. */
  phone: z.string(),
  channel: z.enum(['sms', 'voice']),
  purpose: z.enum(CodePurpose),
  /** The text that would have been sent, with the code. */
  body: z.string(),
  createdAt: z.string(),
});

export const getDevOutbox = defineCall({
  method: 'GET',
  base: '',
  path: '/system/user/dev-outbox',
  query: z.object({}).strict(),
  data: z.array(devOutboxMessageWire),
  auth: 'none',
  summary:
    "The development SMS outbox: the newest 50 messages of the last hour, for the developer's own machine only (404 to any other client or host, and when a real provider is set)",
});
