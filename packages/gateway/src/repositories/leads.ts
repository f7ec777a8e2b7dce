import { createHash } from 'node:crypto';
import { businessExtra } from '@site/contracts';
import type { Database } from '@site/db/client';
import { leads, mailOutbox } from '@site/db/schema';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { TeamMail } from '../team-mail.ts';

const { CALLBACK_REPLY_PROMISE } = businessExtra;

/**
 * Leads of the forms besides the contact form: the Amazon landing page's 留资 form (retainCapital), the law
 * firm's English enquiry (ippEnEmail) and the 咨询 buttons' callback requests (callback). Each is stored with the team's mail in one transaction (the transactional
 * outbox) and answered after the commit; the same lead sent again within DEDUPE_MINUTES (a double click, a retry
 * after a lost answer) stores nothing new and is answered as a success.
 */

export type LeadKind = 'retainCapital' | 'ippEnEmail' | 'callback';

export interface Lead {
  platform: string;
  kind: LeadKind;
  name: string;
  phone?: string | undefined;
  email?: string | undefined;
  companyName?: string | undefined;
  country?: string | undefined;
  practiceArea?: string | undefined;
  /** The demand (retainCapital) or the message (ippEnEmail, callback). */
  message?: string | undefined;
  /** A callback request's WeChat ID, the service its button stands for, and the page it was sent from. */
  wechat?: string | undefined;
  service?: string | undefined;
  fromPage?: string | undefined;
  channelNo: string | null;
  deviceId?: string | undefined;
  userAgent: string | null;
  clientHash: string;
}

/** How long the same lead counts as a repeat. */
const DEDUPE_MINUTES = 10;

const blank = (value: string | undefined) => (value === undefined || value.trim() === '' ? null : value);

/** SHA-256 of what makes a lead the same lead: the brand, the form and what the person typed. */
const dedupeKeyOf = (lead: Lead): string =>
  createHash('sha256')
    .update(
      JSON.stringify([
        lead.platform,
        lead.kind,
        lead.name,
        blank(lead.phone)?.replace(/[\s-]/g, '') ?? null,
        blank(lead.email)?.toLowerCase() ?? null,
        blank(lead.companyName),
        blank(lead.country),
        blank(lead.practiceArea),
        blank(lead.message),
        blank(lead.wechat),
        blank(lead.service),
      ]),
    )
    .digest('hex');

const FORM_NAMES: Record<LeadKind, { subject: string; title: string }> = {
  retainCapital: { subject: '[亚马逊落地页留资]', title: '亚马逊落地页留资' },
  ippEnEmail: { subject: '[English enquiry]', title: '律所英文咨询（English enquiry）' },
  callback: { subject: '[回电请求]', title: '咨询回电请求' },
};

const MAIL_KINDS: Record<LeadKind, string> = {
  retainCapital: 'lead-retain-capital',
  ippEnEmail: 'lead-ipp-en',
  callback: 'lead-callback',
};

/** The plain-text mail to the team about a lead. */
const leadMail = (lead: Lead, id: number, team: TeamMail) => {
  const form = FORM_NAMES[lead.kind];
  const lines = [
    `${form.title} #${id}（${team.brand}）`,
    '',
    `姓名 Name：${lead.name}`,
    `电话 Phone：${blank(lead.phone) ?? '-'}`,
    `邮箱 Email：${blank(lead.email) ?? '-'}`,
    ...(lead.kind === 'retainCapital' ? [`公司：${blank(lead.companyName) ?? '-'}`] : []),
    ...(lead.kind === 'ippEnEmail'
      ? [`国家 Country：${blank(lead.country) ?? '-'}`, `业务领域 Practice area：${blank(lead.practiceArea) ?? '-'}`]
      : []),
    ...(lead.kind === 'callback'
      ? [
          `微信：${blank(lead.wechat) ?? '-'}`,
          `咨询服务：${blank(lead.service) ?? '-'}`,
          `来源页面：${blank(lead.fromPage) ?? '-'}`,
        ]
      : []),
    `渠道：${lead.channelNo ?? '-'}`,
    '',
    lead.kind === 'retainCapital' ? '需求描述：' : '留言 Message：',
    blank(lead.message) ?? '-',
    '',
    lead.kind === 'callback' ? `已向客户承诺：${CALLBACK_REPLY_PROMISE}。` : '请在48小时内联系。',
  ];
  return {
    kind: MAIL_KINDS[lead.kind],
    recipient: team.to,
    subject: `${form.subject} ${team.brand} · ${lead.name}`.slice(0, 300),
    text: lines.join('\n'),
    reference: `leads:${id}`,
  };
};

/**
 * Stores a lead and the team's mail about it in one transaction. Resolves once both are committed: with the new
 * row's id, or null when the same lead was stored within DEDUPE_MINUTES (nothing is written).
 */
export const storeLead = async (db: Database, lead: Lead, team: TeamMail, now = new Date()): Promise<number | null> => {
  const dedupeKey = dedupeKeyOf(lead);
  return db.transaction(async (tx) => {
    // One writer per lead at a time: two parallel submits of the same lead store one row.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`lead:${dedupeKey}`}))`);
    const since = new Date(now.getTime() - DEDUPE_MINUTES * 60_000);
    const [repeat] = await tx
      .select({ id: leads.id })
      .from(leads)
      .where(and(eq(leads.dedupeKey, dedupeKey), gt(leads.createdAt, since)))
      .limit(1);
    if (repeat) return null;
    const [row] = await tx
      .insert(leads)
      .values({
        platform: lead.platform,
        kind: lead.kind,
        name: lead.name,
        phone: blank(lead.phone),
        email: blank(lead.email),
        companyName: blank(lead.companyName),
        country: blank(lead.country),
        practiceArea: blank(lead.practiceArea),
        message: blank(lead.message),
        wechat: blank(lead.wechat),
        service: blank(lead.service),
        fromPage: blank(lead.fromPage),
        channelNo: lead.channelNo,
        deviceId: lead.deviceId?.toLowerCase() ?? null,
        userAgent: lead.userAgent,
        clientHash: lead.clientHash,
        dedupeKey,
        createdAt: now,
      })
      .returning({ id: leads.id });
    if (!row) throw new Error('lead was not stored');
    await tx.insert(mailOutbox).values(leadMail(lead, row.id, team));
    return row.id;
  });
};
