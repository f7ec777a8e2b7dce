import { z } from 'zod';
import { defineCall } from './call.ts';
import { Messages } from './envelope.ts';
import { channelNoParam, deviceIdParam } from './system.ts';

/**
 * Center gateway (spec section 7), forms: the contact form, callback requests, retained capital and the IP practice's mail.
 * Gathered with the other areas of business and general in business-extra.ts.
 */

/** Phone as typed in a form: digits with an optional leading +, spaces or dashes; empty allowed. */
const optionalFormPhone = z
  .string()
  .trim()
  .regex(/^(\+?[\d\s-]{5,20})?$/, '请输入正确的电话号码')
  .optional();

const formEmail = z.string().trim().max(100, '邮箱不能超过100个字符').pipe(z.email(Messages.invalidEmail));

/** Shown when the honeypot field is filled: a person never sees that field. */
export const CONTACT_HONEYPOT_MESSAGE = '提交未通过校验，请刷新页面后重试';

/** Answered with HTTP 429 when one address sends the contact form too often. */
export const CONTACT_RATE_LIMIT_MESSAGE = '提交过于频繁，请稍后再试，或直接拨打我们的服务热线';

export const contactFormBody = z
  .object({
    companyName: z.string().trim().max(100, '公司名称不能超过100个字符').optional(),
    name: z.string().trim().min(1, '请输入姓名').max(50, '姓名不能超过50个字符'),
    email: formEmail,
    phone: optionalFormPhone,
    subject: z.string().trim().max(100, '主题不能超过100个字符').optional(),
    content: z.string().trim().min(1, '请输入留言内容').max(2000, '留言内容不能超过2000个字符'),
    /** The contact page's 'from' prop: which page or widget sent the form. */
    from: z
      .string()
      .regex(/^[A-Za-z0-9_./-]{0,64}$/, 'from must be a short page key')
      .optional(),
    /**
     * One key per filled-in form (a UUID the page makes when the form is shown, renewed after a success):
     * a double submit with the same key stores one row and is answered as a success again.
     */
    idempotencyKey: z.uuid('idempotencyKey must be a UUID').optional(),
    /** Honeypot: a field people never see; anything in it marks the submission as automated. */
    website: z.string().max(0, CONTACT_HONEYPOT_MESSAGE).optional(),
  })
  .strict();

export const contactUs = defineCall({
  method: 'POST',
  base: '/api',
  path: '/business/officialQuery/contactUs',
  /** The fields' limits come to about 10 KB in UTF-8. */
  maxBodyBytes: 32 * 1024,
  body: contactFormBody,
  data: z.null(),
  auth: 'none',
  summary:
    'Store the contact form (idempotent by key, honeypot, per-address rate limit) and notify the team by mail; the reply comes within 48 hours',
});

/**
 * The reply promise of a callback request (issue 28, docs/decisions.md): one working day, which on the brands' hours
 * (Monday to Saturday) is never longer than the contact team's 48 hours (spec section 9). Stated here once: the
 * dialog shows it and the team's mail repeats it.
 */
/** The callback's message when neither a phone number nor a WeChat ID is given. */
export const CALLBACK_EITHER_MESSAGE = '请填写手机号或微信号（至少一项）';

export const CALLBACK_REPLY_PROMISE = '我们会在1个工作日内联系您';

/** A WeChat ID as WeChat allows it: 6-20 letters, digits, _ or -, starting with a letter. */
const wechatId = z
  .string()
  .trim()
  .regex(/^([A-Za-z][-_A-Za-z0-9]{5,19})?$/, '请输入正确的微信号（6-20位，字母开头）')
  .optional();

/** A short identifier of the page a form was sent from, as the contact form's 'from'. */
const fromPage = z
  .string()
  .regex(/^[A-Za-z0-9_./-]{0,64}$/, 'from must be a short page key')
  .optional();

/**
 * A callback request of a 咨询 button (issue 28): the service it was pressed for, a name, a phone number or a WeChat
 * ID (at least one), an optional message; the contact form's honeypot and limits.
 */
export const callbackBody = z
  .object({
    name: z.string().trim().min(1, '请输入姓名').max(50, '姓名不能超过50个字符'),
    phone: optionalFormPhone,
    wechat: wechatId,
    message: z.string().trim().max(500, '留言不能超过500个字符').optional(),
    /** The service the button stands for, as its row names it ('德国VAT注册 · 德国'). */
    service: z.string().trim().min(1, '请选择咨询的服务').max(120, '服务名称不能超过120个字符'),
    /** The page the button is on (its path). */
    from: fromPage,
    /** Honeypot, as the contact form's. */
    website: z.string().max(0, CONTACT_HONEYPOT_MESSAGE).optional(),
  })
  .strict()
  .superRefine((form, ctx) => {
    if (!form.phone && !form.wechat) {
      ctx.addIssue({ code: 'custom', path: ['phone'], message: CALLBACK_EITHER_MESSAGE });
    }
  })
  // The shortest and longest requests the form may send (one of phone and WeChat is required: a refinement a
  // generator of inputs cannot see).
  .meta({
    examples: [
      { name: '张', phone: '12345', service: 'x' },
      { name: '张', wechat: 'wx1234', service: 'x' },
      {
        name: '张'.repeat(50),
        phone: `+${'1'.repeat(19)}`,
        wechat: `w${'x'.repeat(19)}`,
        message: '留'.repeat(500),
        service: '服'.repeat(120),
        from: 'p'.repeat(64),
        website: '',
      },
    ],
  });

export const requestCallback = defineCall({
  method: 'POST',
  base: '/api',
  path: '/business/officialQuery/callback',
  maxBodyBytes: 8 * 1024,
  body: callbackBody,
  data: z.null(),
  auth: 'none',
  summary:
    "Store a callback request of a 咨询 button (service, page, channel) as a lead and notify the team by mail; the contact form's honeypot and per-address limits",
});

export const retainCapitalSubmit = defineCall({
  method: 'POST',
  base: '/api',
  path: '/business/biz/aws/retainCapital/submit',
  body: z
    .object({
      name: z.string().trim().min(1, '请输入姓名').max(50, '姓名不能超过50个字符'),
      phone: z
        .string()
        .trim()
        .regex(/^\+?[\d\s-]{5,20}$/, '请输入正确的电话号码'),
      companyName: z.string().trim().max(100, '公司名称不能超过100个字符').optional(),
      email: formEmail.optional(),
      demand: z.string().trim().max(500, '需求描述不能超过500个字符').optional(),
      channelNo: channelNoParam.optional(),
      deviceId: deviceIdParam.optional(),
    })
    .strict(),
  data: z.null(),
  auth: 'none',
  summary: 'Lead form (留资) of the Amazon landing page',
});

export const PracticeArea = ['trademark', 'patent', 'copyright', 'litigation'] as const;

export const ippEnEmailSend = defineCall({
  method: 'POST',
  base: '/api',
  path: '/business/mdt/applyProcessLog/ippEnEmailSend',
  body: z
    .object({
      name: z.string().trim().min(1, 'Please enter your name').max(50, 'Name is too long (max 50)'),
      email: z.string().trim().max(100, 'Email is too long (max 100)').pipe(z.email('Please enter a valid email')),
      phone: z
        .string()
        .trim()
        .regex(/^(\+?[\d\s-]{5,20})?$/, 'Please enter a valid phone number')
        .optional(),
      country: z.string().trim().max(50, 'Country is too long (max 50)').optional(),
      practiceArea: z.enum(PracticeArea, 'Please choose trademark, patent, copyright or litigation').optional(),
      message: z.string().trim().min(1, 'Please enter your message').max(2000, 'Message is too long (max 2000)'),
    })
    .strict(),
  data: z.null(),
  auth: 'none',
  summary: "The law-firm variant's English enquiry, sent by email",
});
