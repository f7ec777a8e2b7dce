import { randomUUID } from 'node:crypto';
import { schema } from '@site/db/client';
import { migrateDatabase } from '@site/db/migrate';
import { seedDatabase } from '@site/db/seed/index';
import { type TestDatabase, useTestDatabase } from '@site/db/testing';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createGateway } from '../src/index.ts';
import { createMailDispatcher, defaultBackoffMs, type MailDispatcher, smtpMailSender } from '../src/mail.ts';
import { type SmtpSink, startSmtpSink } from './support/smtp-sink.ts';

let database: TestDatabase;
const cleanup: (() => Promise<void>)[] = [];

beforeAll(async () => {
  database = await useTestDatabase();
  await migrateDatabase(database.db);
  await seedDatabase(database.db);
});

afterAll(async () => {
  await database?.close();
});

beforeEach(async () => {
  await database.db.execute(sql`truncate contact_messages, mail_outbox, rate_limit_counters`);
});

afterEach(async () => {
  for (const close of cleanup.splice(0).reverse()) await close();
});

const sink = async (mode: Parameters<typeof startSmtpSink>[0] = 'accept'): Promise<SmtpSink> => {
  const started = await startSmtpSink(mode);
  cleanup.push(started.close);
  return started;
};

const dispatcher = (url: string, options: { timeoutMs?: number; logs?: string[] } = {}): MailDispatcher => {
  const sender = smtpMailSender({ url, from: 'Website <web@example.com>', timeoutMs: options.timeoutMs ?? 5_000 });
  const created = createMailDispatcher({
    db: database.db,
    sender,
    intervalMs: 3_600_000,
    log: (message) => options.logs?.push(message),
  });
  cleanup.push(() => created.stop());
  return created;
};

const queue = async (subject = '官网留言 测试') => {
  const [row] = await database.db
    .insert(schema.mailOutbox)
    .values({
      kind: 'contact',
      recipient: 'team@example.com',
      subject,
      text: '姓名：王小明\n留言内容：你好',
      reference: 'test',
    })
    .returning();
  if (!row) throw new Error('no row');
  return row;
};

const rowOf = async (id: number) => {
  const [row] = await database.db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.id, id));
  return row;
};

/** Subject of a raw message, with RFC 2047 encoded words decoded. */
const subjectOf = (data: string) => {
  const header = /^Subject: (.*(?:\r\n[ \t].*)*)/m.exec(data)?.[1] ?? '';
  return header
    .replace(/\r\n[ \t]/g, ' ')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_, kind: string, text: string) =>
      kind.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9a-f]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          ).toString('utf8'),
    );
};

describe('the mail dispatcher over SMTP', () => {
  it('sends pending outbox rows and records sent_at and attempts', async () => {
    const smtp = await sink();
    const row = await queue();
    const sent = await dispatcher(smtp.url).runOnce();
    expect(sent).toBe(1);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.to).toEqual(['<team@example.com>']);
    expect(smtp.received[0]?.from).toContain('web@example.com');
    expect(subjectOf(smtp.received[0]?.data ?? '')).toBe('官网留言 测试');
    const after = await rowOf(row.id);
    expect(after?.sentAt).toBeInstanceOf(Date);
    expect(after).toMatchObject({ attempts: 1, lastError: null });
    // Sent rows are not sent again.
    expect(await dispatcher(smtp.url).runOnce()).toBe(0);
    expect(smtp.received).toHaveLength(1);
  });

  it('keeps a row whose send failed, with the error and a backoff, and sends it on a later pass', async () => {
    const refusing = await sink('refuse');
    const logs: string[] = [];
    const row = await queue();
    expect(await dispatcher(refusing.url, { logs }).runOnce()).toBe(0);
    const failed = await rowOf(row.id);
    expect(failed).toMatchObject({ sentAt: null, attempts: 1 });
    expect(failed?.lastError).toMatch(/550|mailbox unavailable/);
    expect(failed?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + defaultBackoffMs(1) - 5_000);
    expect(logs.join('\n')).toMatch(/attempt 1 failed/);

    // Not due yet: a pass leaves it alone.
    const smtp = await sink();
    expect(await dispatcher(smtp.url).runOnce()).toBe(0);
    await database.db.update(schema.mailOutbox).set({ nextAttemptAt: new Date(Date.now() - 1_000) });
    expect(await dispatcher(smtp.url).runOnce()).toBe(1);
    expect(await rowOf(row.id)).toMatchObject({ attempts: 2, lastError: null });
  });

  it('gives up on a server that never answers after the send timeout', async () => {
    const silent = await sink('silent');
    const row = await queue();
    const started = Date.now();
    expect(await dispatcher(silent.url, { timeoutMs: 400 }).runOnce()).toBe(0);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect((await rowOf(row.id))?.lastError).toMatch(/time/i);
  });

  it('backs off doubling from 30 s up to 6 h', () => {
    expect(defaultBackoffMs(1)).toBe(30_000);
    expect(defaultBackoffMs(2)).toBe(60_000);
    expect(defaultBackoffMs(5)).toBe(480_000);
    expect(defaultBackoffMs(30)).toBe(6 * 3_600_000);
  });

  it('a contact submission is answered at once and its mail arrives after the commit (wake)', async () => {
    const smtp = await sink();
    const mail = dispatcher(smtp.url);
    const gateway = createGateway({ db: database.db, mailTo: 'team@example.com', onMailQueued: mail.wake });
    const res = await gateway.request('/api/business/officialQuery/contactUs', {
      method: 'POST',
      headers: { 'x-platform-type': '00', 'content-type': 'application/json' },
      body: JSON.stringify({
        name: '李雷',
        email: 'lilei@example.com',
        content: '请联系我',
        idempotencyKey: randomUUID(),
      }),
    });
    expect(((await res.json()) as { code: number }).code).toBe(0);
    const deadline = Date.now() + 10_000;
    while (smtp.received.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(smtp.received).toHaveLength(1);
    expect(subjectOf(smtp.received[0]?.data ?? '')).toContain('李雷');
    await mail.stop();
    const [row] = await database.db.select().from(schema.mailOutbox);
    expect(row?.sentAt).toBeInstanceOf(Date);
  });

  it('without a sender the mail stays in the outbox (the development outbox), and the submission is stored', async () => {
    const gateway = createGateway({ db: database.db });
    const res = await gateway.request('/api/business/officialQuery/contactUs', {
      method: 'POST',
      headers: { 'x-platform-type': '00', 'content-type': 'application/json' },
      body: JSON.stringify({ name: '韩梅梅', email: 'han@example.com', content: '你好' }),
    });
    expect(res.status).toBe(200);
    expect(await database.db.select().from(schema.contactMessages)).toHaveLength(1);
    const [row] = await database.db.select().from(schema.mailOutbox);
    expect(row).toMatchObject({ kind: 'contact', sentAt: null, attempts: 0 });
  });

  it('stop() waits for the pass in progress and later wakes do nothing', async () => {
    const smtp = await sink();
    await queue();
    const mail = dispatcher(smtp.url);
    const pass = mail.runOnce();
    await mail.stop();
    expect(await pass).toBe(1);
    await queue('after stop');
    mail.wake();
    await new Promise((r) => setTimeout(r, 200));
    expect(smtp.received).toHaveLength(1);
  });
});
