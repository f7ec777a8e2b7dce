import { z } from 'zod';
import { defineCall } from './call.ts';
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

export const CodePurpose = ['register', 'login'] as const;

const MAINLAND_AREA_CODE = '86';

const areaCode = z
  .string()
  .trim()
  .regex(/^\d{1,4}$/, '请选择正确的区号')
  .default(MAINLAND_AREA_CODE);

const phoneDigits = z
  .string()
  .trim()
  .regex(/^\d{5,15}$/, '请输入正确的手机号');

/** Mainland numbers are 11 digits starting 13-19; other areas only need 5-15 digits. */
const mainlandPhoneRule = (v: { areaCode: string; phone: string }, ctx: z.RefinementCtx) => {
  if (v.areaCode === MAINLAND_AREA_CODE && !/^1[3-9]\d{9}$/.test(v.phone)) {
    ctx.addIssue({ code: 'custom', path: ['phone'], message: '请输入正确的手机号' });
  }
};

export const sendCodeBody = z
  .object({
    phone: phoneDigits,
    areaCode,
    channel: z.literal([VerificationChannel.SMS, VerificationChannel.VOICE], 'channel must be 0 (SMS) or 1 (voice)'),
    purpose: z.enum(CodePurpose, 'purpose must be register or login'),
  })
  .strict()
  .superRefine(mainlandPhoneRule);

export const sendCode = defineCall({
  method: 'POST',
  base: '',
  path: '/system/user/sendcode',
  body: sendCodeBody,
  data: z.object({ cooldownSeconds: z.number().int() }),
  auth: 'none',
  summary: 'Send a verification code by SMS or voice call; data says how long until another may be sent',
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

/** The failures of the code, registration and login calls (docs/portal.md), in the default brand's language. */
export const AccountMessages = {
  phoneRegistered: '该手机号已注册，请直接登录',
  phoneNotRegistered: '该手机号尚未注册，请先注册',
  resendTooSoon: (seconds: number) => `发送过于频繁，请${seconds}秒后再试`,
  dailyLimit: '今日验证码发送次数已达上限，请明天再试',
  sendFailed: '验证码发送失败，请稍后重试',
  wrongCode: (triesLeft: number) => `验证码错误，还可尝试${triesLeft}次`,
  codeExpired: '验证码已过期，请重新获取',
  codeInvalid: '验证码已失效，请重新获取',
  /** A cookie-authenticated write whose Origin/Referer is not the request's own host. */
  foreignOrigin: '请求来源不正确，请刷新页面后重试',
} as const;

/** The portal's HttpOnly session cookie (docs/portal.md, "Two credentials per login"). */
export const PORTAL_SESSION_COOKIE = 'portal_session';

export const registerBody = z
  .object({
    phone: phoneDigits,
    areaCode,
    smsCode: smsCodeParam,
    /** Optional: an account may set its password later (POST /system/user/password). */
    password: passwordParam.optional(),
    channelNo: channelNoParam.optional(),
    pointType: entryParam('pointType').optional(),
    intoWay: entryParam('intoWay').optional(),
    deviceId: deviceIdParam,
    agreementAccepted: z.literal(true, '请阅读并同意用户协议和隐私政策'),
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
  summary: 'Register with phone and SMS code (password optional); data is the login code and merchant number',
});

export const loginBody = z
  .object({ phone: phoneDigits, areaCode, smsCode: smsCodeParam, deviceId: deviceIdParam })
  .strict()
  .superRefine(mainlandPhoneRule);

export const login = defineCall({
  method: 'POST',
  base: '',
  path: '/system/user/login',
  body: loginBody,
  data: loginResultWire,
  auth: 'none',
  summary: 'Log in with phone and SMS code; data is the login code and merchant number, the portal cookie is set',
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
  summary: 'The development SMS outbox: the newest 50 messages of the last hour (404 when a real provider is set)',
});
