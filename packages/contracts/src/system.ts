import { z } from 'zod';
import { defineCall } from './call.ts';

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
  method: 'POST',
  base: '',
  path: '/system/api/visitor/record',
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
  auth: 'none',
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

export const registerBody = z
  .object({
    phone: phoneDigits,
    areaCode,
    smsCode: z.string().regex(/^\d{6}$/, '请输入6位验证码'),
    password: z.string().regex(/^(?=.*[A-Za-z])(?=.*\d)[\x21-\x7E]{8,20}$/, PASSWORD_RULE_MESSAGE),
    channelNo: channelNoParam.optional(),
    deviceId: deviceIdParam,
    agreementAccepted: z.literal(true, '请阅读并同意用户协议和隐私政策'),
  })
  .strict()
  .superRefine(mainlandPhoneRule);

export const register = defineCall({
  method: 'POST',
  base: '',
  path: '/system/user/register',
  body: registerBody,
  data: z.object({ token: z.string(), mercNo: z.string() }),
  auth: 'none',
  summary: 'Register with phone, SMS code and password; data is the new session token and merchant number',
});
