import { z } from 'zod';
import { popupConfigWire, posterWire } from './business.ts';
import { defineCall } from './call.ts';
import { divPageWire, idParam, menuRelationWire, page, pageQuery, productWire } from './common.ts';
import { Messages } from './envelope.ts';
import { routes } from './route.ts';
import { channelNoParam, deviceIdParam } from './system.ts';

/**
 * Center gateway: the rest of spec section 7 'Business and general' and 'Order, resource and survey'
 * (business, notify, channel, order, resource). Where the spec shows no field names, the names are ours.
 */

const empty = z.object({}).strict();
const nullableText = z.string().nullable();

/** A service-type or service-country code in a query string. */
const serviceCode = z
  .number('code must be a number')
  .int('code must be an integer')
  .min(0, 'code must be 0 or more')
  .max(99_999, 'code is too large')
  .optional();

/** Several codes joined by commas in a query string, e.g. '1001,1005'. */
const commaCodes = z
  .string()
  .regex(/^\d{1,5}(,\d{1,5}){0,49}$/, 'expected comma-separated numeric codes')
  .optional();

const showPosition = z.string().regex(/^\d{1,4}$/, 'showPosition must be a number');

const keyword = z.string().trim().max(50, '关键词不能超过50个字符').optional();

// Pop-ups

/** Activity status of spec section 4. */
export const ActivityStatus = { notStarted: 0, processing: 1, over: 2 } as const;
const activityStatus = z.literal([0, 1, 2]);

export const incrPopupCount = defineCall({
  ...routes.incrPopupCount,
  body: z.object({ id: idParam, incrViewCount: z.literal(1, 'incrViewCount must be 1') }).strict(),
  data: z.null(),
  summary: 'Count one display of an activity pop-up (campaign modal)',
});

export const getOfficialPopupBox = defineCall({
  method: 'GET',
  base: '/api',
  path: '/business/admin/sysNotifyPopupBoxConfig/getOfficialPopupBox',
  query: empty,
  data: popupConfigWire.nullable(),
  auth: 'none',
  summary: "The brand's official-website pop-up box, or null when none is live",
});

/** The answer to a preview token that is not the brand's and the id's, or has expired (403). */
export const POPUP_PREVIEW_INVALID = '预览链接无效或已过期，请重新生成';

/**
 * A pop-up preview's token (the gateway's popup-preview.ts): its expiry in Unix seconds, a dot, and the base64url
 * HMAC-SHA-256 that binds it to the brand and the pop-up id. Operators make one with `npm run popup:preview`.
 */
export const popupPreviewToken = z.string().regex(/^\d{1,12}\.[\w-]{43}$/, POPUP_PREVIEW_INVALID);

export const getPopUpConfig = defineCall({
  ...routes.getPopUpConfig,
  query: z
    .object({ id: idParam.optional(), previewToken: popupPreviewToken.optional() })
    .strict()
    .refine((query) => query.previewToken === undefined || query.id !== undefined, {
      message: 'previewToken needs the id it was made for',
      path: ['id'],
    }),
  data: popupConfigWire.nullable(),
  summary:
    'One pop-up config: with an id, that live config, or with a preview token any config of the id whatever its ' +
    'dates (the preview); without, the current one; ' +
    'the spec shows no method or path: GET /business/admin/sysNotifyPopupBoxConfig/getPopUpConfig is ours',
});

export const popupBoxRecordBanner = defineCall({
  ...routes.popupBoxRecordBanner,
  body: z
    .object({
      id: idParam,
      incrViewCount: z.literal(1, 'incrViewCount must be 1').optional(),
      incrClickCount: z.literal(1, 'incrClickCount must be 1').optional(),
      /** The preview's token: counts a pop-up that is not live (yet). */
      previewToken: popupPreviewToken.optional(),
    })
    .strict()
    .refine((v) => (v.incrViewCount ?? 0) + (v.incrClickCount ?? 0) === 1, {
      message: 'send exactly one of incrViewCount or incrClickCount',
    }),
  data: z.null(),
  summary:
    'Count a view or a button click of a live pop-up, or of any with its preview token; ' +
    'the spec shows no method or path: POST /business/admin/sysNotifyPopupBoxConfig/popupBoxRecordBanner is ours',
});

// Agreements, channels, registration rewards

export const agreementWire = z.object({
  id: z.number().int(),
  agreementType: z.string(),
  title: z.string(),
  version: z.string(),
  /** HTML. */
  content: z.string(),
  effectiveDate: z.string(),
});

export const listNewestAgreement = defineCall({
  method: 'POST',
  base: '/api',
  path: '/business/sysAgreement/listNewestAgreement',
  body: z
    .object({
      agreementTypes: z
        .array(z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,31}$/, 'agreement type must be a short identifier'))
        .min(1, 'at least one agreement type')
        .max(10, 'at most 10 agreement types'),
    })
    .strict(),
  data: z.array(agreementWire),
  auth: 'none',
  summary: 'The newest version of each requested agreement (user agreement, privacy policy, ...)',
});

export const channelPageConfigWire = z.object({
  channelNo: z.string(),
  channelName: z.string(),
  title: nullableText,
  subtitle: nullableText,
  bannerImg: nullableText,
  buttonText: nullableText,
  buttonUrl: nullableText,
  /** Whether the registration guide widget may show this channel's reward packages. */
  showRegisterAward: z.boolean(),
});

export const getChannelPageConfig = defineCall({
  method: 'GET',
  base: '/api',
  path: '/business/channelPageConfig/merc/getConfig',
  query: z.object({ channelNo: channelNoParam }).strict(),
  data: channelPageConfigWire.nullable(),
  auth: 'none',
  summary: "A channel's landing-page config, or null for an unknown channel",
});

export const registerAwardWire = z.object({
  awardType: z.literal([0, 1, 2, 3, 4]),
  discountType: z.number().int(),
  awardMoney: z.number(),
  count: z.number().int(),
  awardScore: z.number().int(),
  couponTypeText: z.string(),
});

export const registerAwardPackageWire = z.object({
  platform: z.string(),
  awardList: z.array(registerAwardWire),
});

export const getRegisterAward = defineCall({
  ...routes.getRegisterAward,
  query: z
    .object({
      channelNo: channelNoParam.optional(),
      deviceId: deviceIdParam,
      reqType: z.literal(1, 'reqType must be 1'),
    })
    .strict(),
  data: z.array(registerAwardPackageWire),
  summary: 'Reward packages of the registration guide widget (failures are ignored by the site)',
});

export const listChannels = defineCall({
  method: 'GET',
  base: '/api',
  path: '/channel/sysChannelManagelist/allList',
  query: empty,
  data: z.array(z.object({ channelNo: z.string(), channelName: z.string(), platform: nullableText })),
  auth: 'none',
  summary: 'Every enabled channel code with its name',
});

/** An opaque login token or JWT: no slash, so it fits one path segment. */
const tokenParam = z.string().regex(/^[A-Za-z0-9._~-]{16,1024}$/, 'invalid token');

export const checkToken = defineCall({
  method: 'GET',
  base: '/api',
  path: '/business/merc/token/{token}',
  params: z.object({ token: tokenParam }).strict(),
  data: z.object({ valid: z.boolean(), mercNo: nullableText, expiresAt: nullableText }),
  auth: 'none',
  summary:
    "Check a login token (the spec's 'GET {token}'); the spec shows only the token: " +
    'GET /business/merc/token/{token} is ours',
});

// Partners and ecology

export const partnerWire = z.object({
  id: z.number().int(),
  name: z.string(),
  logo: z.string(),
  category: z.string(),
  description: z.string(),
  linkUrl: nullableText,
});

export const introducerWire = z.object({
  id: z.number().int(),
  partnerId: z.number().int(),
  name: z.string(),
  avatar: nullableText,
  title: z.string(),
  introduction: z.string(),
});

export const getEcologyCenter = defineCall({
  method: 'GET',
  base: '/api',
  path: '/business/officialQuery/getEcologyCenter',
  query: empty,
  data: z.array(z.object({ category: z.string(), partners: z.array(partnerWire) })),
  auth: 'none',
  summary: 'The partner ecosystem, grouped by category',
});

export const getPartnersInfoById = defineCall({
  method: 'GET',
  base: '/api',
  path: '/business/officialPartnersInfo/getPartnersInfoById',
  query: z.object({ id: idParam }).strict(),
  data: partnerWire.extend({ content: z.string(), introducers: z.array(introducerWire) }),
  auth: 'none',
  summary: 'One partner with its page content and introducers (/ld/cooperative/{friendId})',
});

export const getIntroducerById = defineCall({
  method: 'GET',
  base: '/api',
  path: '/business/officialPartnersIntroducer/getIntroducerById',
  query: z.object({ id: idParam }).strict(),
  data: introducerWire,
  auth: 'none',
  summary: "One partner introducer's profile",
});

export const getByKey = defineCall({
  ...routes.getByKey,
  query: z
    .object({ key: z.string().regex(/^[A-Za-z][A-Za-z0-9._-]{0,63}$/, 'key must be a 1-64 character identifier') })
    .strict(),
  /** null when the brand has no value for the key (no row of its own and none of every brand). */
  data: z.object({ key: z.string(), value: z.json() }).nullable(),
  summary: 'One remote configuration value by key, or null when the brand has none',
});

// Forms

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
      ctx.addIssue({ code: 'custom', path: ['phone'], message: '请填写手机号或微信号（至少一项）' });
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

// officialQuery reads

export const ArticleKind = [
  'news',
  'help',
  'manual',
  'trends',
  'companyEncy',
  'industryInfo',
  'FinanceTaxEncy',
  'insight',
] as const;

export const articleCategoryWire = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(ArticleKind),
  articleCount: z.number().int(),
});

export const articleSummaryWire = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  cover: nullableText,
  author: z.string(),
  source: z.string(),
  category: z.string(),
  categoryId: z.number().int(),
  publishDate: z.string(),
  views: z.number().int(),
});

const articleLinkWire = z.object({ id: z.number().int(), title: z.string() });

/** Article detail: previous and next are null at either end ('already the first/last article'). */
export const articleDetailWire = z.object({
  id: z.number().int(),
  title: z.string(),
  author: z.string(),
  source: z.string(),
  category: z.string(),
  categoryId: z.number().int(),
  publishDate: z.string(),
  /** HTML. */
  content: z.string(),
  previous: articleLinkWire.nullable(),
  next: articleLinkWire.nullable(),
});

export const articleListQuery = pageQuery.extend({ categoryId: idParam.optional(), keyword }).strict();

export const videoWire = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  cover: z.string(),
  /** A video file on the site's own origin, played when the third-party player cannot load (ours). */
  src: nullableText,
  /** The third-party player's file and app ids. */
  fileID: z.string(),
  appID: z.string(),
  durationSeconds: z.number().int(),
  category: z.string(),
  publishDate: z.string(),
});

/** An entry of the freeTrial menu: a free tool or calculator (ost-calculate-id, buyingGuide). */
export const freeTrialWire = divPageWire.extend({ content: nullableText });

export const aboutUsWire = z.object({
  title: z.string(),
  /** HTML. */
  content: z.string(),
  sections: z.array(z.object({ title: z.string(), content: z.string(), img: nullableText })),
});

const pageAction = z.object({
  label: z.string(),
  /** A site path or an http(s) link. */
  href: z.string(),
  style: z.enum(['primary', 'secondary']).optional(),
});
const anchor = z
  .string()
  .regex(/^[A-Za-z][A-Za-z0-9_-]{0,63}$/)
  .optional();
const titled = { anchor, title: z.string() };

/**
 * A block of a content page (the copy of a service, brand or campaign page), rendered in order.
 * Text is plain except `html`, which is sanitised HTML. `prices` and `articles` are filled by the
 * site from the product and article calls.
 */
export const pageBlockWire = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('hero'),
    ...titled,
    eyebrow: z.string().optional(),
    lead: z.string(),
    points: z.array(z.string()).optional(),
    actions: z.array(pageAction),
  }),
  z.object({
    kind: z.literal('figures'),
    anchor,
    title: z.string().optional(),
    items: z.array(z.object({ value: z.string(), label: z.string() })),
  }),
  z.object({
    kind: z.literal('features'),
    ...titled,
    intro: z.string().optional(),
    items: z.array(z.object({ title: z.string(), text: z.string(), icon: z.string().optional() })),
  }),
  z.object({
    kind: z.literal('steps'),
    ...titled,
    intro: z.string().optional(),
    items: z.array(z.object({ title: z.string(), text: z.string() })),
  }),
  z.object({
    kind: z.literal('table'),
    ...titled,
    intro: z.string().optional(),
    columns: z.array(z.string()),
    rows: z.array(z.array(z.string())),
    note: z.string().optional(),
  }),
  z.object({
    kind: z.literal('faq'),
    ...titled,
    items: z.array(z.object({ question: z.string(), answer: z.string() })),
  }),
  z.object({ kind: z.literal('text'), anchor, title: z.string().optional(), html: z.string() }),
  z.object({
    kind: z.literal('cases'),
    ...titled,
    items: z.array(z.object({ title: z.string(), client: z.string(), text: z.string(), result: z.string() })),
  }),
  z.object({ kind: z.literal('cta'), ...titled, text: z.string(), actions: z.array(pageAction) }),
  z.object({
    kind: z.literal('prices'),
    ...titled,
    intro: z.string().optional(),
    serviceTypes: z.array(z.number().int()).optional(),
    countries: z.array(z.number().int()).optional(),
  }),
  /** An interactive tool of the site (the free calculators of the freeTrial menu). */
  z.object({
    kind: z.literal('calculator'),
    ...titled,
    intro: z.string().optional(),
    tool: z.enum(['vat', 'packaging', 'multiSite', 'cbam']),
  }),
  z.object({
    kind: z.literal('articles'),
    ...titled,
    categoryId: z.number().int(),
    limit: z.number().int().optional(),
  }),
]);
export type PageBlockWire = z.infer<typeof pageBlockWire>;

/** A content page: the route name (uid), its SEO texts and its blocks. */
export const customPageWire = z.object({
  uid: z.string(),
  title: z.string(),
  /** HTML: an optional introduction before the blocks. */
  content: z.string(),
  seoDescription: nullableText,
  seoKeywords: nullableText,
  blocks: z.array(pageBlockWire),
  /** When the copy was last changed (ISO), for sitemaps and Article/WebPage metadata. */
  updatedAt: z.string(),
});

export const getHelpCenterCategory = defineCall({
  method: 'GET',
  base: '/api',
  path: '/business/officialQuery/getHelpCenterCategory',
  query: empty,
  data: z.array(articleCategoryWire),
  auth: 'none',
  summary: 'Help-center article categories (problem, operation, news)',
});

export const getPartner = defineCall({
  method: 'GET',
  base: '/api',
  path: '/business/officialQuery/getPartner',
  query: pageQuery.extend({ category: z.string().trim().max(32, 'category is too long (max 32)').optional() }).strict(),
  data: page(partnerWire),
  auth: 'none',
  summary: 'Partners of the cooperative page, a page at a time',
});

export const getFreeTrial = defineCall({
  method: 'GET',
  base: '/api',
  path: '/business/officialQuery/getFreeTrial',
  query: z.object({ id: idParam.optional() }).strict(),
  data: z.array(freeTrialWire),
  auth: 'none',
  summary: 'Free tools and calculators of the freeTrial menu (one when id is given)',
});

export const getInformation = defineCall({
  method: 'GET',
  base: '/api',
  path: '/business/officialQuery/getInformation',
  query: articleListQuery,
  data: page(articleSummaryWire),
  auth: 'none',
  summary: 'News articles (aboutVat, /news, /{locale}/news/{mainId}), a page at a time',
});

export const getInformationInfo = defineCall({
  method: 'GET',
  base: '/api',
  path: '/business/officialQuery/getInformationInfo',
  query: z.object({ id: idParam }).strict(),
  data: articleDetailWire,
  auth: 'none',
  summary: 'One news article with its previous and next links',
});

export const getOperationManual = defineCall({
  method: 'GET',
  base: '/api',
  path: '/business/officialQuery/getOperationManual',
  query: articleListQuery,
  data: page(articleSummaryWire),
  auth: 'none',
  summary: 'Operation-manual articles (operation, /support/tutorial), a page at a time',
});

export const getVideoCourse = defineCall({
  method: 'GET',
  base: '/api',
  path: '/business/officialQuery/getVideoCourse',
  query: pageQuery
    .extend({ category: z.string().trim().max(32, 'category is too long (max 32)').optional(), keyword })
    .strict(),
  data: page(videoWire),
  auth: 'none',
  summary: 'Tutorial videos (videos, /support/video), a page at a time',
});

export const getAboutUs = defineCall({
  method: 'GET',
  base: '/api',
  path: '/business/officialQuery/getAboutUs',
  query: empty,
  data: aboutUsWire,
  auth: 'none',
  summary: "The brand's about-us page",
});

export const getCustom = defineCall({
  method: 'GET',
  base: '/api',
  path: '/business/officialQuery/getCustom',
  query: z
    .object({
      uid: z
        .string()
        .regex(/^[A-Za-z0-9_-]{1,96}$/, 'uid must be 1-96 letters, digits, _ or -')
        .optional(),
    })
    .strict(),
  data: customPageWire,
  auth: 'none',
  summary:
    'A content page by route name (ld-VAT, cht-bankAccount...) or a custom page (/custom/{uid?}); without uid, the default one',
});

export const queryArticleHandbook = defineCall({
  method: 'GET',
  base: '/api',
  path: '/business/officialQuery/queryArticleHandbook',
  query: articleListQuery,
  data: page(articleSummaryWire),
  auth: 'none',
  summary: 'Handbook (FAQ, /support/faq) articles, a page at a time',
});

export const getSuccessfulCase = defineCall({
  method: 'GET',
  base: '/api',
  path: '/business/officialMenuRelation/getSuccessfulCase',
  query: z.object({ menuId: idParam.optional() }).strict(),
  data: z.array(menuRelationWire),
  auth: 'none',
  summary: 'Success cases attached to a menu entry (all when menuId is absent)',
});

// Prices, posters, activities

export const priceForWWW = defineCall({
  method: 'GET',
  base: '/api',
  path: '/resource/officialProduct/priceForWWW',
  query: z.object({ serviceType: serviceCode, country: serviceCode }).strict(),
  data: z.array(productWire),
  auth: 'none',
  summary: 'Product prices for the website, optionally filtered by service type and country',
});

export const findOister = defineCall({
  method: 'GET',
  base: '/api',
  path: '/business/posterConfig/merc/findOister',
  query: z.object({ showPosition }).strict(),
  data: posterWire.nullable(),
  auth: 'none',
  summary: "The live poster of one show position, or null (the path's spelling is the spec's)",
});

export const priceForSurveyReport = defineCall({
  method: 'GET',
  base: '/api',
  path: '/business/old/admin/product/priceForSurveyReport',
  query: z.object({ serviceTypes: commaCodes, countries: commaCodes }).strict(),
  data: z.array(productWire),
  auth: 'none',
  summary: 'Prices of the services a questionnaire report recommends (service types and countries, comma-joined)',
});

export const ActivityKind = [
  'invite',
  'register',
  'fullFree',
  'zeroSecondKill',
  'discount30',
  'setMeal',
  'couponCenter',
  'trademark',
] as const;

export const year3PageWire = z.object({
  status: activityStatus,
  startTime: z.string(),
  endTime: z.string(),
  activities: z.array(
    z.object({
      activityKind: z.enum(ActivityKind),
      title: z.string(),
      description: z.string(),
      status: activityStatus,
      linkUrl: nullableText,
      products: z.array(productWire),
    }),
  ),
});

export const year3Page = defineCall({
  method: 'GET',
  base: '/api',
  path: '/order/activity/year3Page',
  query: empty,
  data: year3PageWire,
  auth: 'none',
  summary: 'The anniversary activity page: status, dates and its activities',
});

/** What a brand publishes, for its sitemap (ours: the spec shows no sitemap call). */
export const siteIndexWire = z.object({
  pages: z.array(z.object({ key: z.string(), updatedAt: z.string() })),
  articles: z.array(
    z.object({ id: z.number().int(), kind: z.enum(ArticleKind), categoryId: z.number().int(), updatedAt: z.string() }),
  ),
  categories: z.array(z.object({ id: z.number().int(), kind: z.enum(ArticleKind) })),
  videos: z.array(z.object({ id: z.number().int() })),
  partners: z.array(z.object({ id: z.number().int() })),
});

export const getSiteIndex = defineCall({
  method: 'GET',
  base: '/api',
  path: '/business/officialQuery/getSiteIndex',
  query: empty,
  data: siteIndexWire,
  auth: 'none',
  summary: 'Every page, article, video and partner a brand publishes, for its sitemap (ours, not in the spec)',
});
