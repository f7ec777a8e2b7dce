import { z } from 'zod';
import { pageBlockWire } from './business-extra.ts';
import { wireInput } from './input.ts';

/**
 * The back office's calls (issue 25), under /admin-api on the admin host only. Like every call: zod in, zod out, in
 * the `{code, msg, data}` envelope. Kept out of `calls` (calls.ts): those are the public site's, which the fuzz and
 * limits tests send anonymously; every admin call needs a staff session and a role (`roles`), checked by the gateway.
 */
export const STAFF_ROLES = ['admin', 'sales', 'marketing', 'editor', 'compliance'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const LEAD_KINDS = [
  'contact',
  'callback',
  'retainCapital',
  'ippEnEmail',
  'report',
  'trademark',
  'category',
  'registration',
] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

export const LEAD_STATUSES = ['new', 'contacted', 'qualified', 'won', 'lost'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export interface AdminCallDef {
  method: 'GET' | 'POST';
  path: string;
  roles: readonly StaffRole[];
  query?: z.ZodType;
  body?: z.ZodType;
  data: z.ZodType;
  summary: string;
}

const defineAdminCall = <const T extends AdminCallDef>(def: T): T => ({
  ...def,
  ...(def.query ? { query: wireInput(def.query, true) } : {}),
  ...(def.body ? { body: wireInput(def.body, false) } : {}),
});

const text = (max: number) => z.string().trim().max(max);
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式须为 YYYY-MM-DD');
/** A lead's key: its kind and its row's id in that kind's table, e.g. contact:12 */
export const leadKey = z.string().regex(/^[A-Za-z]+:[0-9A-Za-z-]{1,40}$/, '线索编号不正确');

export const leadFilter = z.object({
  kind: z.enum(LEAD_KINDS).optional(),
  brand: z
    .string()
    .regex(/^\d{2}$/)
    .optional(),
  status: z.enum(LEAD_STATUSES).optional(),
  channel: text(64).optional(),
  from: day.optional(),
  to: day.optional(),
  /** a staff id, or 'none' for unassigned */
  assignee: text(64).optional(),
  q: text(100).optional(),
});

export const leadRow = z.object({
  key: z.string(),
  kind: z.enum(LEAD_KINDS),
  id: z.string(),
  brand: z.string(),
  name: z.string().nullable(),
  company: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  message: z.string().nullable(),
  channel: z.string().nullable(),
  fromPage: z.string().nullable(),
  device: z.string().nullable(),
  userId: z.number().nullable(),
  createdAt: z.string(),
  status: z.enum(LEAD_STATUSES),
  assigneeId: z.string().nullable(),
  assigneeName: z.string().nullable(),
  followUpOn: z.string().nullable(),
});
export type LeadRow = z.infer<typeof leadRow>;

const staffRow = z.object({
  id: z.string(),
  username: z.string().nullable(),
  name: z.string(),
  role: z.string().nullable(),
});

export const me = defineAdminCall({
  method: 'GET',
  path: '/me',
  roles: STAFF_ROLES,
  data: staffRow.extend({ twoFactorEnabled: z.boolean(), mustChangePassword: z.boolean() }),
  summary: 'The signed-in staff member',
});

export const listStaff = defineAdminCall({
  method: 'GET',
  path: '/staff',
  // Every reader of the inbox: its 负责人 filter and column name them (compliance got a 403 toast on opening it).
  roles: ['admin', 'sales', 'compliance'],
  data: z.array(staffRow),
  summary: 'Staff a lead can be assigned to',
});

export const listLeads = defineAdminCall({
  method: 'GET',
  path: '/leads',
  roles: ['admin', 'sales', 'compliance'],
  query: leadFilter.extend({
    sort: z.enum(['createdAt', 'kind', 'brand', 'status', 'name']).optional(),
    order: z.enum(['asc', 'desc']).optional(),
    page: z.number().int().min(1).max(100_000).optional(),
    pageSize: z.number().int().min(1).max(200).optional(),
  }),
  data: z.object({ total: z.number(), rows: z.array(leadRow) }),
  summary: 'The leads inbox: every lead kind in one list, filtered, sorted, a page of it',
});

export const exportLeads = defineAdminCall({
  method: 'GET',
  path: '/leads/export',
  roles: ['admin', 'sales'],
  query: leadFilter.extend({ format: z.enum(['csv', 'xlsx']) }),
  // A file, not the envelope (streamed).
  data: z.never(),
  summary: 'The filtered list as CSV (UTF-8 with BOM) or XLSX, streamed; logged in the audit log',
});

const timelineItem = z.object({
  at: z.string(),
  type: z.enum(['lead', 'visit', 'note', 'audit']),
  title: z.string(),
  detail: z.string().nullable(),
  key: z.string().nullable(),
});

export const getLead = defineAdminCall({
  method: 'GET',
  path: '/leads/{key}',
  roles: ['admin', 'sales', 'compliance'],
  data: z.object({
    lead: leadRow.extend({ lostReason: z.string().nullable(), extra: z.record(z.string(), z.unknown()) }),
    notes: z.array(z.object({ id: z.number(), author: z.string(), body: z.string(), createdAt: z.string() })),
    timeline: z.array(timelineItem),
  }),
  summary: 'A lead, its work and notes, and the timeline of everything known about that person',
});

export const workLead = defineAdminCall({
  method: 'POST',
  path: '/leads/{key}/work',
  roles: ['admin', 'sales'],
  body: z
    .object({
      assigneeId: z.string().max(64).nullable().optional(),
      status: z.enum(LEAD_STATUSES).optional(),
      lostReason: text(500).nullable().optional(),
      followUpOn: day.nullable().optional(),
      note: text(5000).optional(),
    })
    .superRefine((value, ctx) => {
      if (value.status === 'lost' && !value.lostReason)
        ctx.addIssue({ code: 'custom', path: ['lostReason'], message: '请填写流失原因' });
    })
    .meta({
      examples: [
        { status: 'contacted', note: '已电话联系' },
        { status: 'lost', lostReason: '预算不足' },
      ],
    }),
  data: z.null(),
  summary: 'Work on a lead: assign, status, follow-up date, a note; audited',
});

export const eraseLead = defineAdminCall({
  method: 'POST',
  path: '/leads/{key}/erase',
  roles: ['admin'],
  body: z.object({ confirm: z.literal(true) }),
  data: z.object({ erased: z.array(z.string()), visits: z.number() }),
  summary: "Deletes a person's data on request: the lead, the same person's other leads, their visits and account rows",
});

export const listAudit = defineAdminCall({
  method: 'GET',
  path: '/audit',
  roles: ['admin'],
  query: z.object({
    action: text(64).optional(),
    page: z.number().int().min(1).max(100_000).optional(),
    pageSize: z.number().int().min(1).max(200).optional(),
  }),
  data: z.object({
    total: z.number(),
    rows: z.array(
      z.object({
        id: z.number(),
        actorName: z.string(),
        actorRole: z.string().nullable(),
        action: z.string(),
        target: z.string().nullable(),
        before: z.unknown(),
        after: z.unknown(),
        createdAt: z.string(),
      }),
    ),
  }),
  summary: 'The audit log (admins only, never editable)',
});

/** The funnel's steps (issue 25 section 4), in funnel order; the conversion of each is against the one before. */
export const FUNNEL_STEPS = ['visits', 'reports', 'searches', 'registrations', 'contacts', 'attorneys'] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];
/** Each step's title, in the back office and the funnel's CSV export. */
export const FUNNEL_STEP_TITLES: Readonly<Record<FunnelStep, string>> = {
  visits: '访问',
  reports: '问卷报告',
  searches: '商标查询',
  registrations: '注册',
  contacts: '咨询留言',
  attorneys: '律师人工查询',
};
/** The longest range the funnel reads at once, in days. */
export const FUNNEL_MAX_DAYS = 366;

const funnelCounts = z.object(
  Object.fromEntries(FUNNEL_STEPS.map((step) => [step, z.number().int()])) as {
    [K in FunnelStep]: z.ZodNumber;
  },
);

export const funnelFilter = z
  .object({
    from: day,
    to: day,
    granularity: z.enum(['day', 'week']).optional(),
    brand: z
      .string()
      .regex(/^[0-9A-Z]{2}$/, '品牌代码不正确')
      .optional(),
    /** A channel code, or 'none' for visits and leads without one. */
    channel: z
      .string()
      .trim()
      .regex(/^[\w.-]{1,64}$/, '渠道代码不正确')
      .optional(),
  })
  .superRefine((value, ctx) => {
    // A date that does not exist (02-30) would roll over: it must read back as itself.
    const parse = (text: string) => {
      const time = Date.parse(`${text}T00:00:00Z`);
      return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === text ? time : Number.NaN;
    };
    const from = parse(value.from);
    const to = parse(value.to);
    if (Number.isNaN(from)) ctx.addIssue({ code: 'custom', path: ['from'], message: '开始日期不是有效日期' });
    if (Number.isNaN(to)) ctx.addIssue({ code: 'custom', path: ['to'], message: '结束日期不是有效日期' });
    if (Number.isNaN(from) || Number.isNaN(to)) return;
    if (to < from) ctx.addIssue({ code: 'custom', path: ['to'], message: '结束日期不能早于开始日期' });
    else if ((to - from) / 86_400_000 + 1 > FUNNEL_MAX_DAYS) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: `时间范围最长 ${FUNNEL_MAX_DAYS} 天` });
    }
  })
  .meta({ examples: [{ from: '2026-09-01', to: '2026-11-29', granularity: 'week', brand: '00' }] });

export const getFunnel = defineAdminCall({
  method: 'GET',
  path: '/funnel',
  roles: ['admin', 'marketing', 'sales'],
  query: funnelFilter,
  data: z.object({
    from: day,
    to: day,
    granularity: z.enum(['day', 'week']),
    /** The range's sums of each step, with each step's conversion from the one before (null: nothing before). */
    totals: funnelCounts,
    conversions: z.array(
      z.object({ from: z.enum(FUNNEL_STEPS), to: z.enum(FUNNEL_STEPS), rate: z.number().nullable() }),
    ),
    /** One row per day or week (the week's Monday), every bucket of the range present. */
    series: z.array(funnelCounts.extend({ bucket: day })),
    /** The range's sums per brand and channel ('' = no channel), most visits first. */
    channels: z.array(funnelCounts.extend({ brand: z.string(), channel: z.string() })),
    /** Views without a referrer or from another host, by page. */
    landingPages: z.array(z.object({ path: z.string(), visits: z.number().int() })),
    /** Views from another host, by that host. */
    referrers: z.array(z.object({ host: z.string(), visits: z.number().int() })),
  }),
  summary: 'The funnel from visit to lead per brand and channel, by day or week, with top landing pages and referrers',
});

export const exportFunnel = defineAdminCall({
  method: 'GET',
  path: '/funnel/export',
  roles: ['admin', 'marketing', 'sales'],
  query: funnelFilter,
  // A file, not the envelope.
  data: z.never(),
  summary: 'The funnel per day or week, brand and channel as CSV (UTF-8 with BOM); logged in the audit log',
});

/** The content kinds the back office edits as drafts and versions (issue 26). */
export const CONTENT_KINDS = [
  'product',
  'article',
  'qa',
  'video',
  'partner',
  'agreement',
  'popup',
  'poster',
  'platform',
  'page',
  'menu',
  'footer',
  'notice',
  'activity',
] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/**
 * What each kind allows beyond editing (create, duplicate, archive): whether new items are made here, whether items
 * have a language, and the label of the key a new item needs. Null: not created, copied or archived here (the price
 * list is shared by every brand; a brand's configuration is set up with the brand). `category`: placed by an article
 * category of the target brand (its language is the category's).
 */
export const CONTENT_LIFECYCLE: Record<
  ContentKind,
  { create: boolean; lang: boolean; key: string | null; category?: true } | null
> = {
  product: null,
  // An article's brand and language are its category's: a new or copied article is placed in a category.
  article: { create: true, lang: false, key: null, category: true },
  platform: null,
  qa: { create: true, lang: true, key: null },
  // A video's file is uploaded to the video platform and imported: copied and archived here, not created.
  video: { create: false, lang: false, key: null },
  partner: { create: true, lang: true, key: null },
  agreement: { create: true, lang: true, key: '协议类型' },
  popup: { create: true, lang: false, key: null },
  poster: { create: true, lang: false, key: null },
  page: { create: true, lang: true, key: '页面标识' },
  menu: { create: true, lang: true, key: null },
  footer: { create: true, lang: true, key: '区块类型' },
  notice: { create: true, lang: false, key: null },
  activity: { create: true, lang: true, key: '活动标识' },
};

/** The kinds of footer block the site's footer shows (one of each per brand and language). */
export const FOOTER_BLOCK_KINDS = ['qrcode', 'blogroll', 'bottom', 'contactInformation', 'function'] as const;

/** Who edits the site's content. */
export const CONTENT_EDITORS = ['admin', 'editor'] as const satisfies readonly StaffRole[];

export const CONTENT_STATES = ['draft', 'published', 'archived'] as const;
export type ContentState = (typeof CONTENT_STATES)[number];

/** The refusal of a save or publish that was not based on the item's newest version. */
export const STALE_CONTENT_MESSAGE = '此内容已被他人修改，请刷新后再编辑';

const price = (label: string) =>
  z
    .number({ error: `${label}须为数字` })
    .min(0, `${label}不能为负数`)
    .max(10_000_000, `${label}不能超过 10,000,000`)
    .refine((value) => Math.round(value * 100) === value * 100, `${label}最多两位小数`);

/**
 * A product's editable fields (shared by every brand). The public price calls (`productWire`) read these columns;
 * the gateway test reads a published change back through them.
 */
export const productContent = z
  .object({
    name: z.string().trim().min(1, '请输入产品名称').max(100, '产品名称不能超过100个字符'),
    unitPrice: price('原价'),
    /** The discount off the unit price (spec section 9: the visitor pays unitPrice - discountPrice); 0: none. */
    discountPrice: price('优惠金额'),
    priceUnit: z.string().trim().min(1, '请输入计价单位').max(16, '计价单位不能超过16个字符'),
    enabled: z.boolean({ error: '请选择是否上架' }),
    sort: z.number({ error: '排序须为整数' }).int('排序须为整数').min(0, '排序不能为负数').max(100_000, '排序过大'),
  })
  .strict()
  .superRefine((value, ctx) => {
    if (value.discountPrice > value.unitPrice)
      ctx.addIssue({ code: 'custom', path: ['discountPrice'], message: '优惠金额不能超过原价' });
  });
export type ProductContent = z.infer<typeof productContent>;

/** An article's editable fields; the body is HTML, cleaned with the site's allow-list on save. */
export const articleContent = z
  .object({
    title: z.string().trim().min(1, '请输入标题').max(200, '标题不能超过200个字符'),
    summary: z.string().trim().max(1000, '摘要不能超过1000个字符'),
    body: z.string().trim().min(1, '请输入正文').max(200_000, '正文过长'),
    author: z.string().trim().max(64, '作者不能超过64个字符'),
    source: z.string().trim().max(128, '来源不能超过128个字符'),
    cover: z
      .string()
      .trim()
      .max(1000, '封面地址过长')
      .regex(/^(https?:\/\/|\/(?!\/))\S*$/, '封面须为 http(s) 地址或站内路径')
      .nullable(),
  })
  .strict();
export type ArticleContent = z.infer<typeof articleContent>;

const sitePathOrUrl = (label: string) =>
  z
    .string()
    .trim()
    .max(1000, `${label}过长`)
    .regex(/^(https?:\/\/|\/(?!\/))\S*$/, `${label}须为 http(s) 地址或站内路径`);

const sortField = z
  .number({ error: '排序须为整数' })
  .int('排序须为整数')
  .min(0, '排序不能为负数')
  .max(100_000, '排序过大');

/** A question of the VAT question-and-answer pages; the answer is HTML, cleaned on save. */
export const qaContent = z
  .object({
    question: z.string().trim().min(1, '请输入问题').max(300, '问题不能超过300个字符'),
    answer: z.string().trim().min(1, '请输入回答').max(100_000, '回答过长'),
    qaType: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_]{1,32}$/, '问题分类不正确'),
  })
  .strict();
export type QaContent = z.infer<typeof qaContent>;

/** A video of the video pages (the file itself is not edited here). */
export const videoContent = z
  .object({
    title: z.string().trim().min(1, '请输入标题').max(200, '标题不能超过200个字符'),
    summary: z.string().trim().max(1000, '简介不能超过1000个字符'),
    cover: sitePathOrUrl('封面'),
    category: z.string().trim().min(1, '请输入分类').max(64, '分类不能超过64个字符'),
    sort: sortField,
  })
  .strict();
export type VideoContent = z.infer<typeof videoContent>;

/** A partner of the cooperative pages; its own page's content is HTML, cleaned on save. */
export const partnerContent = z
  .object({
    name: z.string().trim().min(1, '请输入名称').max(100, '名称不能超过100个字符'),
    category: z.string().trim().min(1, '请输入分类').max(64, '分类不能超过64个字符'),
    description: z.string().trim().min(1, '请输入简介').max(2000, '简介不能超过2000个字符'),
    content: z.string().trim().max(200_000, '正文过长'),
    logo: sitePathOrUrl('标志'),
    linkUrl: z
      .string()
      .trim()
      .max(1000, '链接过长')
      .regex(/^https?:\/\/\S+$/, '链接须为 http(s) 地址')
      .nullable(),
    sort: sortField,
  })
  .strict();
export type PartnerContent = z.infer<typeof partnerContent>;

/** A version of a user agreement or privacy policy; the content is HTML, cleaned on save. */
export const agreementContent = z
  .object({
    title: z.string().trim().min(1, '请输入标题').max(200, '标题不能超过200个字符'),
    content: z.string().trim().min(1, '请输入正文').max(500_000, '正文过长'),
    effectiveDate: z.iso.date({ error: '生效日期格式不正确（YYYY-MM-DD）' }),
  })
  .strict();
export type AgreementContent = z.infer<typeof agreementContent>;

/** A campaign pop-up: its texts, image, link, and the time it runs (it ends at its end time). */
export const popupContent = z
  .object({
    title: z.string().trim().max(200, '标题不能超过200个字符').nullable(),
    content: z.string().trim().max(2000, '内容不能超过2000个字符').nullable(),
    mainImg: sitePathOrUrl('主图').nullable(),
    imgJumpUrl: sitePathOrUrl('跳转地址').nullable(),
    enabled: z.boolean({ error: '请选择是否启用' }),
    startAt: z.iso.datetime({ offset: true, error: '开始时间格式不正确' }).nullable(),
    endAt: z.iso.datetime({ offset: true, error: '结束时间格式不正确' }).nullable(),
  })
  .strict()
  .superRefine((value, ctx) => {
    if (value.startAt && value.endAt && Date.parse(value.endAt) <= Date.parse(value.startAt))
      ctx.addIssue({ code: 'custom', path: ['endAt'], message: '结束时间须晚于开始时间' });
  });
export type PopupContent = z.infer<typeof popupContent>;

/**
 * A home banner poster: its image, link and title, and the campaign's window (listed from startAt until endAt;
 * open on a side that is null). The window is optional for versions saved before it existed (publishing one keeps
 * the row's window).
 */
export const posterContent = z
  .object({
    title: z.string().trim().max(200, '标题不能超过200个字符').nullable(),
    img: sitePathOrUrl('图片'),
    link: sitePathOrUrl('链接').nullable(),
    sort: sortField,
    startAt: z.iso.datetime({ offset: true, error: '开始时间格式不正确' }).nullable().optional(),
    endAt: z.iso.datetime({ offset: true, error: '结束时间格式不正确' }).nullable().optional(),
  })
  .strict()
  .superRefine((value, ctx) => {
    if (value.startAt && value.endAt && Date.parse(value.endAt) <= Date.parse(value.startAt))
      ctx.addIssue({ code: 'custom', path: ['endAt'], message: '结束时间须晚于开始时间' });
  });
export type PosterContent = z.infer<typeof posterContent>;

const line = (label: string, max: number) => z.string().trim().max(max, `${label}不能超过${max}个字符`);

/**
 * A brand's configuration in one language: its names, the company that runs it, filing numbers, search texts and
 * contact details (the header, footer, contact page and every page's title read them).
 */
export const platformContent = z
  .object({
    label: line('品牌名称', 64).min(1, '请输入品牌名称'),
    companyName: line('公司名称', 100).min(1, '请输入公司名称'),
    copyright: line('版权信息', 200),
    filingNo: line('备案号', 64),
    policeFilingNo: line('公安备案号', 64),
    licence: line('许可证', 200),
    seoTitle: line('网站标题', 200).min(1, '请输入网站标题'),
    seoDescription: line('网站描述', 500),
    seoKeywords: line('关键词', 500),
    contact: z
      .object({
        phone: line('电话', 64),
        businessCooperation: line('商务合作', 64),
        email: z.union([z.literal(''), z.email('邮箱格式不正确').max(128, '邮箱过长')]),
        address: line('地址', 200),
        hours: line('工作时间', 64),
        /** WeChat's own rule: 6-20 letters, digits, _ or -, starting with a letter; empty: none. */
        wechatId: z
          .string()
          .trim()
          .regex(/^([A-Za-z][A-Za-z0-9_-]{5,19})?$/, '微信号须为6-20位字母、数字、下划线或减号，以字母开头')
          .optional(),
      })
      .strict(),
  })
  .strict();
export type PlatformContent = z.infer<typeof platformContent>;

/** A content page of a brand in one language (getCustom): its search texts and blocks (the renderer's block kinds). */
export const pageContent = z
  .object({
    title: z.string().trim().min(1, '请输入标题').max(200, '标题不能超过200个字符'),
    description: line('页面描述', 500),
    keywords: line('关键词', 500),
    /** Checked block by block against the renderer's block kinds; a bad block is named by its place and field. */
    blocks: z
      .array(z.unknown(), { error: '页面区块须为列表' })
      .max(200, '区块不能超过200个')
      .superRefine((blocks, ctx) => {
        blocks.forEach((block, index) => {
          const checked = pageBlockWire.safeParse(block);
          if (!checked.success)
            ctx.addIssue({
              code: 'custom',
              path: [index, ...(checked.error.issues[0]?.path ?? [])] as PropertyKey[],
              message: '页面区块格式不正确',
            });
        });
      }),
  })
  .strict();
export type PageContent = z.infer<typeof pageContent>;

const optionalLine = (label: string, max: number) => line(label, max).nullable();

/** A header menu entry: its type (header, special types), label, link and its order among its siblings. */
export const menuContent = z
  .object({
    typeName: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{1,32}$/, '菜单类型须为1-32位字母、数字、下划线或减号'),
    label: line('菜单名称', 100).min(1, '请输入菜单名称'),
    description: optionalLine('说明', 500),
    path: optionalLine('链接', 1000),
    typeKey: optionalLine('特殊类型', 64),
    extra: optionalLine('附加值', 1000),
    enabled: z.boolean({ error: '请选择是否启用' }),
    sort: sortField,
  })
  .strict();
export type MenuContent = z.infer<typeof menuContent>;

/** A footer block (QR codes, links, contact details...) and its items, in order. */
export const footerContent = z
  .object({
    title: line('标题', 100).min(1, '请输入标题'),
    sort: sortField,
    items: z
      .array(
        z
          .object({
            label: line('名称', 200).min(1, '请输入名称'),
            value: optionalLine('内容', 1000),
          })
          .strict(),
      )
      .max(50, '条目不能超过50个'),
  })
  .strict();
export type FooterContent = z.infer<typeof footerContent>;

/** The brand's notice modal (remote configuration 'noticeModal': the brand-merger notice). */
export const noticeContent = z
  .object({
    enabled: z.boolean({ error: '请选择是否启用' }),
    title: line('标题', 200).min(1, '请输入标题'),
    content: line('内容', 2000).min(1, '请输入内容'),
    oldBrandName: line('原品牌名称', 64).min(1, '请输入原品牌名称'),
    newBrandName: line('新品牌名称', 64).min(1, '请输入新品牌名称'),
    newSiteUrl: z
      .string()
      .trim()
      .max(1000, '新网站地址过长')
      .regex(/^https?:\/\/\S+$/, '新网站地址须为 http(s) 地址'),
    continueLabel: line('继续按钮', 32).min(1, '请输入继续按钮文字'),
    goLabel: line('前往按钮', 32).min(1, '请输入前往按钮文字'),
  })
  .strict();
export type NoticeContent = z.infer<typeof noticeContent>;

/** A campaign's activity page: its title and the time it runs (after its end the page shows the campaign as over). */
export const activityContent = z
  .object({
    title: line('标题', 200).min(1, '请输入标题'),
    startAt: z.iso.datetime({ offset: true, error: '开始时间格式不正确' }),
    endAt: z.iso.datetime({ offset: true, error: '结束时间格式不正确' }),
    enabled: z.boolean({ error: '请选择是否启用' }),
  })
  .strict()
  .superRefine((value, ctx) => {
    if (Date.parse(value.endAt) <= Date.parse(value.startAt))
      ctx.addIssue({ code: 'custom', path: ['endAt'], message: '结束时间须晚于开始时间' });
  });
export type ActivityContent = z.infer<typeof activityContent>;

/** Each kind's editable fields, checked by the gateway on every save. */
export const contentSchemas = {
  product: productContent,
  article: articleContent,
  qa: qaContent,
  video: videoContent,
  partner: partnerContent,
  agreement: agreementContent,
  popup: popupContent,
  poster: posterContent,
  platform: platformContent,
  page: pageContent,
  menu: menuContent,
  footer: footerContent,
  notice: noticeContent,
  activity: activityContent,
} as const satisfies Record<ContentKind, z.ZodType>;

const versionNumber = z.number({ error: '版本号须为整数' }).int('版本号须为整数').min(0).max(1_000_000);

const contentVersionRow = z.object({
  version: z.number(),
  state: z.enum(CONTENT_STATES),
  authorName: z.string(),
  createdAt: z.string(),
  publishedAt: z.string().nullable(),
  publishedBy: z.string().nullable(),
  /** A draft's scheduled publication. */
  publishAt: z.string().nullable(),
  basedOn: z.number().nullable(),
  restoredFrom: z.number().nullable(),
  /** The version the public site shows now. */
  live: z.boolean(),
});

export const contentListRow = z.object({
  id: z.number(),
  platform: z.string(),
  title: z.string(),
  subtitle: z.string().nullable(),
  /** The newest version's number and state (0 and null: never edited here). */
  latestVersion: z.number(),
  latestState: z.enum(CONTENT_STATES).nullable(),
  updatedAt: z.string().nullable(),
  /** Hidden from the public site (archived, or new and never published). */
  archived: z.boolean(),
});

const contentPath = '/content/{kind}';
const itemPath = `${contentPath}/{id}`;

export const listContent = defineAdminCall({
  method: 'GET',
  path: contentPath,
  roles: CONTENT_EDITORS,
  query: z.object({
    q: text(100).optional(),
    platform: z
      .string()
      .regex(/^[0-9A-Z]{2}$/, '品牌代码不正确')
      .optional(),
    lang: z
      .string()
      .regex(/^[a-z]{2}(-[A-Z]{2})?$/, '语言代码不正确')
      .optional(),
    /** only items with an unpublished draft ('true' in the query string) */
    drafts: z.stringbool({ error: '筛选条件不正确' }).optional(),
    /** only archived items (已归档); otherwise archived items are left out */
    archived: z.stringbool({ error: '筛选条件不正确' }).optional(),
    page: z.number().int().min(1).max(100_000).optional(),
    pageSize: z.number().int().min(1).max(200).optional(),
  }),
  data: z.object({ total: z.number(), rows: z.array(contentListRow) }),
  summary: 'A kind of content: filtered, searched, a page of it, with each item’s newest version',
});

export const getContent = defineAdminCall({
  method: 'GET',
  path: itemPath,
  roles: CONTENT_EDITORS,
  data: z.object({
    id: z.number(),
    kind: z.enum(CONTENT_KINDS),
    platform: z.string(),
    title: z.string(),
    /** What the public site shows now. */
    live: z.record(z.string(), z.unknown()),
    /** The version a save must be based on (0: never edited here). */
    latestVersion: z.number(),
    /** The unpublished draft, if the newest version is one. */
    draft: z
      .object({
        version: z.number(),
        data: z.record(z.string(), z.unknown()),
        authorName: z.string(),
        createdAt: z.string(),
      })
      .nullable(),
    /** Where the item appears on the public site. */
    publicUrl: z.string(),
    /** Read-only context (a product's service type and country). */
    context: z.record(z.string(), z.string()),
    /** Hidden from the public site (archived, or new and never published). */
    archived: z.boolean(),
    /** What the kind allows beyond editing: null when it cannot be created, copied or archived here. */
    lifecycle: z
      .object({
        create: z.boolean(),
        hasLang: z.boolean(),
        keyLabel: z.string().nullable(),
        /** Placed by an article category of the target brand (articles). */
        byCategory: z.boolean(),
      })
      .nullable(),
  }),
  summary: 'One item: its live data, its draft and the version to base a save on',
});

export const saveContentDraft = defineAdminCall({
  method: 'POST',
  path: `${itemPath}/draft`,
  roles: CONTENT_EDITORS,
  body: z.object({ baseVersion: versionNumber, data: z.record(z.string(), z.unknown()) }).meta({
    examples: [{ baseVersion: 0, data: { name: 'OST 欧盟 VAT 注册', unitPrice: 3800, discountPrice: 2980 } }],
  }),
  data: z.object({ version: z.number() }),
  summary: 'Saves a draft (never public), based on the newest version or refused with 409; audited',
});

export const publishContent = defineAdminCall({
  method: 'POST',
  path: `${itemPath}/publish`,
  roles: CONTENT_EDITORS,
  body: z.object({
    version: versionNumber,
    /** Publish at this time instead of now (the draft waits; a newer draft cancels it). */
    at: z.iso.datetime({ offset: true, error: '定时发布时间格式不正确' }).optional(),
  }),
  data: z.object({ version: z.number(), publishedAt: z.string().nullable(), scheduledAt: z.string().nullable() }),
  summary: 'Publishes the newest draft now (its data into the live row in one transaction) or schedules it; audited',
});

export const contentHistory = defineAdminCall({
  method: 'GET',
  path: `${itemPath}/versions`,
  roles: CONTENT_EDITORS,
  data: z.array(contentVersionRow),
  summary: 'Every version of an item, newest first: who, when, state',
});

export const contentDiff = defineAdminCall({
  method: 'GET',
  path: `${itemPath}/diff`,
  roles: CONTENT_EDITORS,
  query: z.object({ from: versionNumber, to: versionNumber }),
  data: z.object({
    changes: z.array(z.object({ field: z.string(), before: z.unknown(), after: z.unknown() })),
  }),
  summary: 'The fields that differ between two versions (0: the live data), old -> new',
});

export const restoreContent = defineAdminCall({
  method: 'POST',
  path: `${itemPath}/restore`,
  roles: CONTENT_EDITORS,
  body: z.object({ version: versionNumber, baseVersion: versionNumber }),
  data: z.object({ version: z.number() }),
  summary: 'Makes a new draft from an old version (publish it to make it live); audited',
});

export const previewContent = defineAdminCall({
  method: 'POST',
  path: `${itemPath}/preview`,
  roles: CONTENT_EDITORS,
  body: z.object({ version: versionNumber }),
  data: z.object({ url: z.string(), expiresAt: z.string() }),
  summary:
    'A signed link (15 minutes) to the public page with that version applied: never cached, noindex, 预览 banner',
});

/* ---------------- the compliance rules (issue 26 section 4) ---------------- */

/** Who edits the compliance rules. */
export const RULE_EDITORS = ['admin', 'compliance'] as const satisfies readonly StaffRole[];
export const RULE_VERSION_STATES = ['draft', 'published'] as const;

/** A rules version's id: YYYY-MM-DD.N */
const ruleVersionId = z.string().regex(/^\d{4}-\d{2}-\d{2}\.\d{1,4}$/, '规则版本号格式不正确');
const ruleRevision = z.number({ error: '修订号须为整数' }).int('修订号须为整数').min(0).max(1_000_000);
/** A rule's id, e.g. DE.packaging or EU.vat.oss */
export const ruleIdWire = z.string().regex(/^[A-Z]{2}\.[A-Za-z]+(\.[A-Za-z0-9]+)*$/, '规则编号不正确');

/** The working copy the back office edits: the draft if there is one, else the newest published version. */
const ruleWorkingCopy = z.object({
  version: z.string(),
  status: z.enum(RULE_VERSION_STATES),
  /** Saves of the draft; a save or publish names it with the version (409 when another came first). */
  revision: z.number(),
  /** The newest published version (what new reports are made with). */
  published: z.string(),
  authorName: z.string(),
  updatedAt: z.string(),
});

export const ruleListRow = z.object({
  id: z.string(),
  country: z.string(),
  stream: z.string(),
  level: z.string(),
  title: z.string(),
  law: z.string().nullable(),
  confidence: z.string(),
  checkedOn: z.string(),
  /** Changed in the draft (against the published version), or new in it. */
  changed: z.boolean(),
});

export const listRules = defineAdminCall({
  method: 'GET',
  path: '/rules',
  roles: RULE_EDITORS,
  query: z.object({
    stream: z
      .string()
      .regex(/^[A-Za-z]{2,32}$/, '领域不正确')
      .optional(),
    country: z
      .string()
      .regex(/^[A-Z]{2}$/, '国家代码不正确')
      .optional(),
    q: text(100).optional(),
    /** 1: only rules the draft changes */
    changed: z.literal('1', { error: 'changed 只能为 1' }).optional(),
  }),
  data: z.object({ copy: ruleWorkingCopy, total: z.number(), rows: z.array(ruleListRow) }),
  summary:
    'The rules of the working copy (draft, else the published version): filtered by stream and country, searched',
});

export const getRule = defineAdminCall({
  method: 'GET',
  path: '/rules/rule/{ruleId}',
  roles: RULE_EDITORS,
  data: z.object({
    copy: ruleWorkingCopy,
    /** The rule in the working copy (packages/compliance ruleSchema). */
    rule: z.record(z.string(), z.unknown()),
    /** The rule as published (null: new in the draft). */
    published: z.record(z.string(), z.unknown()).nullable(),
  }),
  summary: 'One rule of the working copy, with its published form',
});

export const saveRuleDraft = defineAdminCall({
  method: 'POST',
  path: '/rules/rule/{ruleId}/draft',
  roles: RULE_EDITORS,
  body: z.object({
    baseVersion: ruleVersionId,
    baseRevision: ruleRevision,
    /** The whole rule (law, register, who, timing, conditions, sources, Amazon, checked date...): ruleSchema. */
    rule: z.record(z.string(), z.unknown()),
  }),
  data: z.object({ version: z.string(), revision: z.number() }),
  summary:
    'Saves a rule into the draft (made from the published version at the first save); validated by ruleSchema (400 with the field), 409 when stale; audited',
});

export const ruleItemChange = z.object({
  market: z.string(),
  ruleId: z.string(),
  change: z.enum(['added', 'removed', 'status', 'content']),
  before: z.string().nullable(),
  after: z.string().nullable(),
});

export const ruleDraftImpact = defineAdminCall({
  method: 'GET',
  path: '/rules/draft/impact',
  roles: RULE_EDITORS,
  data: z.object({
    /** The draft (null: none, nothing would change). */
    version: z.string().nullable(),
    published: z.string(),
    /** Stored reports whose answers were run (the newest, at most 1,000). */
    scanned: z.number(),
    reports: z.array(
      z.object({
        reportId: z.string(),
        platform: z.string(),
        createdAt: z.string(),
        rulesVersion: z.string(),
        changes: z.array(ruleItemChange),
      }),
    ),
  }),
  summary:
    "The draft's impact: the answers of the newest 1,000 stored reports run under the published set and the draft; the reports whose items would change",
});

export const publishRules = defineAdminCall({
  method: 'POST',
  path: '/rules/publish',
  roles: RULE_EDITORS,
  body: z.object({
    version: ruleVersionId,
    revision: ruleRevision,
    note: z.string().trim().min(4, '请填写变更说明（至少4个字）').max(1000, '变更说明不能超过1000个字'),
  }),
  data: z.object({ version: z.string(), hash: z.string(), publishedAt: z.string() }),
  summary: 'Publishes the draft as the new rules version (new reports carry it; stored ones keep theirs); audited',
});

export const ruleVersionRow = z.object({
  version: z.string(),
  status: z.enum(RULE_VERSION_STATES),
  hash: z.string(),
  basedOn: z.string().nullable(),
  revision: z.number(),
  note: z.string().nullable(),
  ruleCount: z.number(),
  /** Rules added or changed against the version before it. */
  changedRules: z.array(z.string()),
  createdByName: z.string(),
  createdAt: z.string(),
  publishedBy: z.string().nullable(),
  publishedAt: z.string().nullable(),
  /** The version new reports are made with. */
  live: z.boolean(),
});

export const ruleVersions = defineAdminCall({
  method: 'GET',
  path: '/rules/versions',
  roles: RULE_EDITORS,
  data: z.array(ruleVersionRow),
  summary: 'Every rules version, newest first: who, when, note, the rules it changed',
});

const platformCode = z.string({ error: '请选择品牌' }).regex(/^[0-9A-Z]{2}$/, '品牌代码不正确');
const langCode = z
  .string()
  .regex(/^[a-z]{2}(-[A-Z]{2})?$/, '语言代码不正确')
  .optional();
const categoryId = z
  .number({ error: 'categoryId: 请选择文章分类' })
  .int()
  .positive('categoryId: 请选择文章分类')
  .optional();

export const createContent = defineAdminCall({
  method: 'POST',
  path: contentPath,
  roles: CONTENT_EDITORS,
  body: z
    .object({
      platform: platformCode,
      /** The language, for kinds whose items have one. */
      lang: langCode,
      /** A page's route name, a footer block's kind, an agreement's type, an activity page's key. */
      key: z.string().trim().max(96, '标识过长').optional(),
      /** An article's category (of the brand given): its language is the category's. */
      categoryId,
      data: z.record(z.string(), z.unknown()),
    })
    .meta({ examples: [{ platform: '00', lang: 'zh-CN', data: { title: '新海报', img: '/img/a.webp', sort: 0 } }] }),
  data: z.object({ id: z.number(), version: z.number() }),
  summary: 'Creates an item as a draft (hidden from the public site until its first publish); audited',
});

export const duplicateContent = defineAdminCall({
  method: 'POST',
  path: `${itemPath}/duplicate`,
  roles: CONTENT_EDITORS,
  body: z.object({ platform: platformCode, lang: langCode, categoryId }),
  data: z.object({ id: z.number(), version: z.number() }),
  summary: 'Copies an item to another brand or language as a new draft (the source untouched); audited',
});

export const archiveContent = defineAdminCall({
  method: 'POST',
  path: `${itemPath}/archive`,
  roles: CONTENT_EDITORS,
  body: z.object({
    baseVersion: versionNumber,
    /** true: archive (hide); false: restore (show again). */
    archived: z.boolean({ error: '请选择归档或恢复' }),
  }),
  data: z.object({ version: z.number() }),
  summary: 'A draft that archives or restores an item (publish it to hide or show it on the public site); audited',
});

export const listArticleCategories = defineAdminCall({
  method: 'GET',
  path: '/article-categories',
  roles: CONTENT_EDITORS,
  query: z.object({ platform: platformCode }),
  data: z.array(
    z.object({ id: z.number(), platform: z.string(), lang: z.string(), kind: z.string(), name: z.string() }),
  ),
  summary: 'The article categories of a brand (where a new or copied article goes)',
});

/** The preview link's path on a brand's host (apps/web server.ts): it sets PREVIEW_COOKIE and opens the page. */
export const PREVIEW_PATH = '/__preview';
/** The cookie of a brand's host that holds a preview token while it lasts. */
export const PREVIEW_COOKIE = 'site_preview';
/** The header the site's server sends a page's gateway reads with, carrying the preview token. */
export const PREVIEW_HEADER = 'x-site-preview';

// ---------------------------------------------------------------------------------------------------------------
// The media library (issue 26 section 3)

/** Who may upload, edit and delete media: the content editors. */
export const MEDIA_EDITORS = CONTENT_EDITORS;
export const MEDIA_KINDS = ['image', 'pdf'] as const;
/** The WebP widths an image is stored at (each at most the original's width; the original's own when smaller). */
export const MEDIA_WIDTHS = [320, 640, 1024, 1600] as const;
/** Size limits, in bytes: an image 10 MB, a PDF 20 MB. */
export const MEDIA_LIMITS = { image: 10 * 1024 * 1024, pdf: 20 * 1024 * 1024 } as const;
/** An image's largest area (pixels): 40 megapixels, e.g. 8000 × 5000. */
export const MEDIA_MAX_PIXELS = 40_000_000;

export const MediaMessages = {
  noFile: '请选择要上传的文件',
  tooLarge: '文件过大：图片不能超过 10 MB，PDF 不能超过 20 MB',
  svg: '不支持 SVG 图片（可能含有脚本），请导出为 PNG、JPEG 或 WebP 后上传',
  unsupported: '不支持该文件类型：仅支持 PNG、JPEG、WebP 图片和 PDF 文件（按文件内容识别，与文件名无关）',
  broken: '图片无法读取，文件可能已损坏',
  tooManyPixels: '图片尺寸过大：不能超过 4000 万像素（如 8000 × 5000），请缩小后上传',
  notFound: '文件不存在',
  inUse: (count: number) => `该文件正在被 ${count} 处内容使用，请先从内容中移除后再删除`,
  notMultipart: '上传须为 multipart/form-data 格式',
} as const;

/** Alt text per language (a PDF's description): zh-CN required, 繁體 and English optional. */
export const mediaAlt = z.object({
  altZhCn: z.string().trim().min(1, '请填写图片说明（简体中文）').max(200, '图片说明不能超过200个字符'),
  altZhTw: z.string().trim().max(200, '图片说明（繁体中文）不能超过200个字符').optional(),
  altEn: z.string().trim().max(200, '图片说明（英文）不能超过200个字符').optional(),
});

export const mediaRow = z.object({
  id: z.number(),
  hash: z.string(),
  kind: z.enum(MEDIA_KINDS),
  sourceType: z.string(),
  originalName: z.string(),
  bytes: z.number(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  widths: z.array(z.number()),
  /** The public URL of the largest stored file (an image's widest WebP, or the PDF). */
  url: z.string(),
  /** Each stored width's URL, narrowest first (images only). */
  variants: z.array(z.object({ width: z.number(), url: z.string() })),
  altZhCn: z.string(),
  altZhTw: z.string(),
  altEn: z.string(),
  uploadedByName: z.string(),
  createdAt: z.string(),
});
export type MediaRow = z.infer<typeof mediaRow>;

const mediaPath = '/media';
const mediaItemPath = `${mediaPath}/{id}`;

export const listMedia = defineAdminCall({
  method: 'GET',
  path: mediaPath,
  roles: MEDIA_EDITORS,
  query: z.object({
    /** Searched in the file name and the alt texts. */
    q: text(100).optional(),
    kind: z.enum(MEDIA_KINDS).optional(),
    page: z.number().int().min(1).max(100_000).optional(),
    pageSize: z.number().int().min(1).max(200).optional(),
  }),
  data: z.object({ total: z.number(), rows: z.array(mediaRow) }),
  summary: 'The media library: newest first, searched by file name and alt text',
});

export const uploadMedia = defineAdminCall({
  method: 'POST',
  path: mediaPath,
  roles: MEDIA_EDITORS,
  // multipart/form-data: `file` and the fields of mediaAlt (checked by the gateway with mediaAlt).
  data: mediaRow.extend({ existed: z.boolean() }),
  summary:
    'Uploads an image (PNG, JPEG, WebP; 10 MB) or a PDF (20 MB) as multipart `file` with its alt texts: the type is sniffed from the bytes (415 otherwise, SVG refused), images stored as WebP at the site’s widths; audited',
});

export const updateMediaAlt = defineAdminCall({
  method: 'POST',
  path: `${mediaItemPath}/alt`,
  roles: MEDIA_EDITORS,
  body: mediaAlt,
  data: mediaRow,
  summary: 'Changes a file’s alt texts; audited',
});

export const mediaUsageRow = z.object({
  /** A content kind (CONTENT_KINDS), or 'page' for a site page (not edited here). */
  kind: z.string(),
  id: z.number(),
  platform: z.string(),
  title: z.string(),
  /** 'live': the published content uses it; 'draft': an unpublished draft does. */
  state: z.enum(['live', 'draft']),
});

export const mediaUsage = defineAdminCall({
  method: 'GET',
  path: `${mediaItemPath}/usage`,
  roles: MEDIA_EDITORS,
  data: z.array(mediaUsageRow),
  summary: 'Where a file is used: content whose text (live or draft) holds its URL',
});

export const deleteMedia = defineAdminCall({
  method: 'POST',
  path: `${mediaItemPath}/delete`,
  roles: MEDIA_EDITORS,
  body: z.object({ confirm: z.literal(true, '请确认删除') }),
  data: z.object({ id: z.number() }),
  summary: 'Deletes a file and its stored sizes, refused (409) while any content uses it; audited',
});

/** Every admin call, keyed by name. */
/** Who imports trademark registry files in the back office (issue 26 section 4): admins and the compliance team. */
export const MARK_IMPORTERS = ['admin', 'compliance'] as const satisfies readonly StaffRole[];
/** The largest registry file the back office takes (USPTO daily files run to a few hundred MB). */
export const MARK_UPLOAD_MAX_MB = 512;

export const markImportRow = z.object({
  id: z.number(),
  /** 'command', 'schedule' or 'upload' */
  trigger: z.string(),
  office: z.string().nullable(),
  origin: z.string(),
  status: z.enum(['running', 'done', 'failed']),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  counts: z.record(z.string(), z.number()).nullable(),
  error: z.string().nullable(),
  progress: z.object({ bytes: z.number(), size: z.number() }).nullable(),
  /**
   * The first refused records: file, line, the reason in English, and its key with its values (the importer's reasons,
   * packages/db/src/marks/formats.ts, worded by the back office's catalogue under `marks.reasons`). Imports recorded
   * before the keys have the English reason only.
   */
  refused: z
    .array(
      z.object({
        file: z.string(),
        line: z.number(),
        reason: z.string(),
        key: z.string().optional(),
        values: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
      }),
    )
    .nullable(),
  startedBy: z.string().nullable(),
});
export type MarkImportRow = z.infer<typeof markImportRow>;

export const listMarkImports = defineAdminCall({
  method: 'GET',
  path: '/marks/imports',
  roles: MARK_IMPORTERS,
  query: z.object({
    page: z.number().int().min(1).max(100_000).optional(),
    pageSize: z.number().int().min(1).max(100).optional(),
  }),
  data: z.object({
    total: z.number(),
    rows: z.array(markImportRow),
    coverage: z.array(
      z.object({
        office: z.string(),
        marks: z.number(),
        newestFiled: z.string().nullable(),
        lastImport: z.string().nullable(),
      }),
    ),
  }),
  summary: 'The registry imports (uploads, commands and the schedule), newest first, and each office coverage',
});

export const getMarkImport = defineAdminCall({
  method: 'GET',
  path: '/marks/imports/{id}',
  roles: MARK_IMPORTERS,
  data: markImportRow,
  summary: 'One registry import with its progress and refused records',
});

/** The largest part of an upload: each part is its own request, well inside the server's request time limit. */
export const MARK_UPLOAD_PART_BYTES = 8 * 1024 * 1024;

export const uploadMarkImport = defineAdminCall({
  method: 'POST',
  path: '/marks/imports',
  roles: MARK_IMPORTERS,
  query: z.object({
    name: z
      .string()
      .trim()
      .min(1, '请选择文件')
      .max(200, '文件名过长')
      .regex(/\.(csv|xml)$/i, '仅支持 CSV 或 XML 文件（CSV、USPTO XML、EUIPO TM-XML）'),
    /** The upload's id, chosen by the uploader for all its parts. */
    upload: z.string().uuid('上传编号不正确'),
    /** Where this part starts in the file: the bytes already received. */
    offset: z.number().int().min(0),
    /** The file's last part (`true`): the import starts once it is received. */
    last: z.stringbool().optional(),
  }),
  data: z.union([markImportRow, z.object({ received: z.number() })]),
  summary:
    'Upload a registry file in parts of at most 8 MB (each request body is a part, as is); the last part starts its import in the background',
});

export const adminCalls = {
  me,
  listStaff,
  listLeads,
  exportLeads,
  getLead,
  workLead,
  eraseLead,
  listAudit,
  getFunnel,
  exportFunnel,
  listContent,
  getContent,
  saveContentDraft,
  publishContent,
  contentHistory,
  contentDiff,
  restoreContent,
  previewContent,
  listMarkImports,
  getMarkImport,
  uploadMarkImport,
  listRules,
  getRule,
  saveRuleDraft,
  ruleDraftImpact,
  publishRules,
  ruleVersions,
  listMedia,
  uploadMedia,
  updateMediaAlt,
  mediaUsage,
  deleteMedia,
  createContent,
  duplicateContent,
  archiveContent,
  listArticleCategories,
} as const;
export type AdminCallName = keyof typeof adminCalls;

/** The admin API's mount point on the admin host. */
export const ADMIN_API_BASE = '/admin-api';
