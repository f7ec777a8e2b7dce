import type { ipr } from '@site/contracts';
import type { Database } from '@site/db/client';
import { artificialRequests, mailOutbox } from '@site/db/schema';
import { and, count, desc, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { TeamMail } from '../team-mail.ts';

type RecordWire = z.infer<typeof ipr.artificialRecordWire>;

/**
 * Who asks: a signed-in user, or an anonymous visitor known by a device id and/or a phone number (an anonymous
 * visitor's quota counts both: a new device with the same phone is the same visitor).
 */
export type RequestOwner = { userId: number } | { deviceId?: string; phone?: string };

/** The calendar day (YYYY-MM-DD) in China time, the unit of the daily limit. */
export const chinaDay = (now: Date): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' })
    .format(now)
    .slice(0, 10);

const r = artificialRequests;

const ownerCondition = (owner: RequestOwner): SQL | null => {
  if ('userId' in owner) return eq(r.userId, owner.userId);
  const either: SQL[] = [];
  if (owner.deviceId) either.push(eq(r.deviceId, owner.deviceId.toLowerCase()));
  if (owner.phone) either.push(eq(r.phone, owner.phone));
  if (either.length === 0) return null;
  return and(isNull(r.userId), or(...either)) as SQL;
};

/** The lock keys of an owner (one advisory lock each, taken in order, so concurrent saves count one at a time). */
const lockKeys = (owner: RequestOwner): string[] =>
  'userId' in owner
    ? [`artificial:user:${owner.userId}`]
    : [
        ...(owner.deviceId ? [`artificial:device:${owner.deviceId.toLowerCase()}`] : []),
        ...(owner.phone ? [`artificial:phone:${owner.phone}`] : []),
      ].sort();

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

const countOn = async (db: Database | Tx, owner: RequestOwner, day: string): Promise<number> => {
  const condition = ownerCondition(owner);
  if (!condition) return 0;
  const [row] = await db
    .select({ n: count() })
    .from(r)
    .where(and(condition, eq(r.day, day)));
  return row?.n ?? 0;
};

/** How many requests the owner made on `day`. */
export const countRequests = (db: Database, owner: RequestOwner, day: string): Promise<number> =>
  countOn(db, owner, day);

export interface NewRequest {
  kind: 'trademark' | 'category';
  platform: string;
  mark: string;
  offices: string[];
  classes: number[];
  markImg?: string;
  remark?: string;
  contactName?: string;
  phone?: string;
  deviceId?: string;
}

/** The plain-text mail to the team about a request: what to check, for whom, and how to reach them. */
const requestMail = (request: NewRequest, id: number, owner: RequestOwner, team: TeamMail) => {
  const what = request.kind === 'trademark' ? '商标人工查询' : '类别人工查询';
  const lines = [
    `${what} #${id}（${team.brand}）`,
    '',
    `${request.kind === 'trademark' ? '商标' : '产品描述'}：${request.mark}`,
    `国家/地区：${request.offices.length ? request.offices.join('、') : '-'}`,
    `类别：${request.classes.length ? request.classes.join('、') : '-'}`,
    `图样：${request.markImg ?? '-'}`,
    `联系人：${request.contactName || '-'}`,
    `电话：${request.phone ?? '-'}`,
    `用户：${'userId' in owner ? `已登录用户 ${owner.userId}` : '未登录访客'}`,
    '',
    '备注：',
    request.remark || '-',
    '',
    '请在1个工作日内由律师联系客户。',
  ];
  return {
    kind: `artificial-${request.kind}`,
    recipient: team.to,
    subject: `[${what}] ${team.brand} · ${request.mark}`.slice(0, 300),
    text: lines.join('\n'),
    reference: `artificial_requests:${id}`,
  };
};

/**
 * Stores a request unless the owner has made `limit` already on `day`: the count, the insert and the team's mail
 * (the transactional outbox) run in one transaction under the owner's advisory locks, so two concurrent saves cannot
 * both pass the limit. Answers the new id after the commit (durable), or `null` over the limit, with the count.
 */
export async function saveRequest(
  db: Database,
  owner: RequestOwner,
  request: NewRequest,
  options: { day: string; limit: number; team: TeamMail },
): Promise<{ id: number | null; used: number }> {
  return db.transaction(async (tx) => {
    for (const key of lockKeys(owner)) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
    const used = await countOn(tx, owner, options.day);
    if (used >= options.limit) return { id: null, used };
    const [row] = await tx
      .insert(r)
      .values({
        kind: request.kind,
        platform: request.platform,
        userId: 'userId' in owner ? owner.userId : null,
        deviceId: request.deviceId?.toLowerCase() ?? null,
        phone: request.phone ?? null,
        contactName: request.contactName || null,
        mark: request.mark,
        offices: request.offices,
        classes: request.classes,
        markImg: request.markImg ?? null,
        remark: request.remark || null,
        day: options.day,
      })
      .returning({ id: r.id });
    if (!row) throw new Error('artificial request insert returned no row');
    await tx.insert(mailOutbox).values(requestMail(request, row.id, owner, options.team));
    return { id: row.id, used: used + 1 };
  });
}

/** The owner's requests, newest first (at most 50). */
export async function listRequests(db: Database, owner: RequestOwner): Promise<RecordWire[]> {
  const condition = ownerCondition(owner);
  if (!condition) return [];
  const rows = await db
    .select({
      id: r.id,
      kind: r.kind,
      mark: r.mark,
      offices: r.offices,
      classes: r.classes,
      status: r.status,
      createdAt: r.createdAt,
    })
    .from(r)
    .where(condition)
    .orderBy(desc(r.createdAt), desc(r.id))
    .limit(50);
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind === 'category' ? 'category' : 'trademark',
    markElement: row.mark,
    countryList: row.offices,
    classes: row.classes,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  }));
}
