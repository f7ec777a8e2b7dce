import type { LeadKind, LeadRow, LeadStatus, leadFilter } from '@site/contracts/admin';
import type { Database } from '@site/db/client';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { pageOf } from './lists.ts';
import { maskEmail, maskPhone } from './roles.ts';

/**
 * Every lead kind the site stores, as one list (issue 25): a UNION ALL over the tables, in one query, with the work
 * on each lead (lead_work) and its assignee. Kept as a query rather than a database view so its columns change with
 * the code that reads them, not with a migration.
 */
const UNIFIED = sql.raw(`(
  select 'contact'::text as kind, c.id::text as id, c.platform as brand, c.name, c.company_name as company, c.phone,
    c.email, concat_ws(': ', c.subject, c.content) as message, c.channel_no as channel, c.from_page,
    null::text as device, c.user_id, c.created_at
  from contact_messages c
  union all
  select l.kind, l.id::text, l.platform, l.name, l.company_name, l.phone, l.email,
    concat_ws(' / ', l.message, l.service, case when l.wechat is not null then '微信 ' || l.wechat end), l.channel_no,
    l.from_page, l.device_id, null::integer, l.created_at
  from leads l
  union all
  select 'report', r.id::text, r.platform, u.nickname, null, u.phone, null, null, r.channel_no, null, r.device_id,
    r.user_id, r.created_at
  from questionnaire_reports r left join users u on u.id = r.user_id
  where r.refined_from is null
  union all
  select a.kind, a.id::text, a.platform, a.contact_name, null, a.phone, null, concat_ws(' / ', a.mark, a.remark), null,
    null, a.device_id, a.user_id, a.created_at
  from artificial_requests a
  union all
  select 'registration', u.id::text, u.platform, u.nickname, null, u.phone, null, null, u.channel_no,
    concat_ws(' / ', u.point_type, u.into_way), u.device_id, u.id, u.created_at
  from users u
)`);

const SELECT = sql`select x.kind, x.id, x.brand, x.name, x.company, x.phone, x.email, x.message, x.channel,
  x.from_page, x.device, x.user_id, x.created_at, coalesce(w.status, 'new') as status, w.assignee_id,
  s.name as assignee_name, w.follow_up_on, w.lost_reason,
  to_char(x.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as cursor_at
  from ${UNIFIED} x
  left join lead_work w on w.kind = x.kind and w.lead_id = x.id
  left join staff_users s on s.id = w.assignee_id`;

export type LeadFilter = z.infer<typeof leadFilter>;

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

const conditionsOf = (f: LeadFilter): SQL[] => {
  const parts: SQL[] = [];
  if (f.kind) parts.push(sql`x.kind = ${f.kind}`);
  if (f.brand) parts.push(sql`x.brand = ${f.brand}`);
  if (f.status) parts.push(sql`coalesce(w.status, 'new') = ${f.status}`);
  if (f.channel) parts.push(sql`x.channel = ${f.channel}`);
  // Days in China time, the team's calendar.
  if (f.from) parts.push(sql`x.created_at >= (${f.from}::date)::timestamp at time zone 'Asia/Shanghai'`);
  if (f.to) parts.push(sql`x.created_at < (${f.to}::date + 1)::timestamp at time zone 'Asia/Shanghai'`);
  if (f.assignee === 'none') parts.push(sql`w.assignee_id is null`);
  else if (f.assignee) parts.push(sql`w.assignee_id = ${f.assignee}`);
  if (f.q) {
    const p = likePattern(f.q);
    parts.push(
      sql`(x.name ilike ${p} or x.company ilike ${p} or x.phone ilike ${p} or x.email ilike ${p} or x.message ilike ${p})`,
    );
  }
  return parts;
};

const whereOf = (f: LeadFilter, more: SQL[] = []): SQL => {
  const parts = [...conditionsOf(f), ...more];
  return parts.length ? sql`where ${sql.join(parts, sql` and `)}` : sql``;
};

const SORTS = {
  createdAt: sql`x.created_at`,
  kind: sql`x.kind`,
  brand: sql`x.brand`,
  status: sql`coalesce(w.status, 'new')`,
  name: sql`x.name`,
} as const;

type Raw = {
  kind: LeadKind;
  id: string;
  brand: string;
  name: string | null;
  company: string | null;
  phone: string | null;
  email: string | null;
  message: string | null;
  channel: string | null;
  from_page: string | null;
  device: string | null;
  user_id: number | null;
  created_at: Date | string;
  status: LeadStatus;
  assignee_id: string | null;
  assignee_name: string | null;
  follow_up_on: string | null;
  lost_reason: string | null;
  cursor_at: string;
};

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

export const rowOf = (r: Raw, masked: boolean): LeadRow & { lostReason: string | null } => ({
  key: `${r.kind}:${r.id}`,
  kind: r.kind,
  id: r.id,
  brand: r.brand,
  name: r.name,
  company: r.company,
  phone: masked ? maskPhone(r.phone) : r.phone,
  email: masked ? maskEmail(r.email) : r.email,
  message: r.message,
  channel: r.channel,
  fromPage: r.from_page,
  device: r.device,
  userId: r.user_id,
  createdAt: iso(r.created_at),
  status: r.status,
  assigneeId: r.assignee_id,
  assigneeName: r.assignee_name,
  followUpOn: r.follow_up_on,
  lostReason: r.lost_reason,
});

export const listLeads = async (
  db: Database,
  f: LeadFilter & { sort?: keyof typeof SORTS; order?: 'asc' | 'desc'; page?: number; pageSize?: number },
  masked: boolean,
) => {
  const where = whereOf(f);
  const { limit, offset } = pageOf(f);
  const order = f.order === 'asc' ? sql`asc` : sql`desc`;
  const sortBy = SORTS[f.sort ?? 'createdAt'];
  const [rows, count] = await Promise.all([
    db.execute<Raw>(
      sql`${SELECT} ${where} order by ${sortBy} ${order}, x.created_at desc, x.kind, x.id limit ${limit} offset ${offset}`,
    ),
    db.execute<{ n: string }>(
      sql`select count(*)::text as n from ${UNIFIED} x left join lead_work w on w.kind = x.kind and w.lead_id = x.id ${where}`,
    ),
  ]);
  return { total: Number(count.rows[0]?.n ?? 0), rows: rows.rows.map((r) => rowOf(r, masked)) };
};

/** The filtered list in batches (keyset on created_at, kind, id, newest first): export reads 100,000 rows without holding them. */
export async function* leadBatches(db: Database, f: LeadFilter, masked: boolean, batchSize = 2000) {
  let after: { at: string; kind: string; id: string } | null = null;
  for (;;) {
    const where = whereOf(
      f,
      after ? [sql`(x.created_at, x.kind, x.id) < (${after.at}::timestamptz, ${after.kind}, ${after.id})`] : [],
    );
    const result = await db.execute<Raw>(
      sql`${SELECT} ${where} order by x.created_at desc, x.kind desc, x.id desc limit ${batchSize}`,
    );
    if (result.rows.length === 0) return;
    yield result.rows.map((r) => rowOf(r, masked));
    const last = result.rows.at(-1) as Raw;
    after = { at: last.cursor_at, kind: last.kind, id: last.id };
    if (result.rows.length < batchSize) return;
  }
}

export const findLead = async (db: Database, kind: string, id: string, masked: boolean) => {
  const result = await db.execute<Raw>(sql`${SELECT} where x.kind = ${kind} and x.id = ${id}`);
  const raw = result.rows[0];
  return raw ? { raw, row: rowOf(raw, masked) } : null;
};

/** The same person's other leads: the same phone (digits only), e-mail, device or account. */
export const relatedLeads = async (db: Database, raw: Raw, masked: boolean) => {
  const phone = raw.phone?.replace(/\D/g, '') ?? '';
  const email = raw.email?.trim().toLowerCase() ?? '';
  const device = raw.device ?? '';
  if (!phone && !email && !device && raw.user_id === null) return [];
  const result = await db.execute<Raw>(sql`${SELECT}
    where not (x.kind = ${raw.kind} and x.id = ${raw.id}) and (
      (${phone} <> '' and regexp_replace(coalesce(x.phone, ''), '\\D', '', 'g') = ${phone})
      or (${email} <> '' and lower(x.email) = ${email})
      or (${device} <> '' and x.device = ${device})
      or (${raw.user_id}::integer is not null and x.user_id = ${raw.user_id}::integer))
    order by x.created_at desc limit 100`);
  return result.rows.map((r) => rowOf(r, masked));
};
