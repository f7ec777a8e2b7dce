import type { businessExtra } from '@site/contracts';
import type { Database } from '@site/db/client';
import { contactMessages, mailOutbox } from '@site/db/schema';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { TeamMail } from '../team-mail.ts';

/** Contact-form submissions and the team's mail about them (one transaction: the transactional outbox). */

type ContactForm = z.infer<typeof businessExtra.contactFormBody>;

export interface ContactSubmission {
  /** The signed-in sender (a live Bearer session came with the form), shown in their workbench. */
  userId?: number | null;
  platform: string;
  form: ContactForm;
  channelNo: string | null;
  userAgent: string | null;
  clientHash: string;
}

/** Whether a submission with this idempotency key is already stored. */
export const contactKeyExists = async (db: Database, key: string): Promise<boolean> => {
  const [row] = await db
    .select({ id: contactMessages.id })
    .from(contactMessages)
    .where(eq(contactMessages.idempotencyKey, key));
  return row !== undefined;
};

const blank = (value: string | undefined) => (value === undefined || value === '' ? null : value);

/** The plain-text mail to the team about a submission. */
const contactMail = (submission: ContactSubmission, id: number, team: TeamMail) => {
  const { form } = submission;
  const lines = [
    `官网留言 #${id}（${team.brand}）`,
    '',
    `姓名：${form.name}`,
    `公司：${form.companyName || '-'}`,
    `邮箱：${form.email}`,
    `电话：${form.phone || '-'}`,
    `主题：${form.subject || '-'}`,
    `来源页面：${form.from || '-'}`,
    `渠道：${submission.channelNo ?? '-'}`,
    '',
    '留言内容：',
    form.content,
    '',
    '请在48小时内回复。',
  ];
  return {
    kind: 'contact',
    recipient: team.to,
    subject: `[官网留言] ${team.brand} · ${form.name}${form.subject ? ` · ${form.subject}` : ''}`.slice(0, 300),
    text: lines.join('\n'),
    reference: `contact_messages:${id}`,
  };
};

/**
 * Stores a submission and the team's mail about it in one transaction. Resolves once both are committed: with the
 * new row's id, or null when a submission with the same idempotency key was already stored (nothing is written).
 */
export const storeContact = async (
  db: Database,
  submission: ContactSubmission,
  team: TeamMail,
): Promise<number | null> =>
  db.transaction(async (tx) => {
    const { form } = submission;
    const [row] = await tx
      .insert(contactMessages)
      .values({
        platform: submission.platform,
        idempotencyKey: form.idempotencyKey ?? null,
        companyName: blank(form.companyName),
        name: form.name,
        email: form.email,
        phone: blank(form.phone),
        subject: blank(form.subject),
        content: form.content,
        fromPage: blank(form.from),
        channelNo: submission.channelNo,
        userAgent: submission.userAgent,
        clientHash: submission.clientHash,
        userId: submission.userId ?? null,
      })
      .onConflictDoNothing({ target: contactMessages.idempotencyKey })
      .returning({ id: contactMessages.id });
    if (!row) return null;
    await tx.insert(mailOutbox).values(contactMail(submission, row.id, team));
    return row.id;
  });
