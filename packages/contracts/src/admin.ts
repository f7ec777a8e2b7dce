import { z } from 'zod';
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

/** Every admin call, keyed by name. */
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
} as const;
export type AdminCallName = keyof typeof adminCalls;

/** The admin API's mount point on the admin host. */
export const ADMIN_API_BASE = '/admin-api';
