import { randomUUID } from 'node:crypto';
import { businessExtra, Messages } from '@site/contracts';
import { schema } from '@site/db/client';
import { migrateDatabase } from '@site/db/migrate';
import { seedDatabase } from '@site/db/seed/index';
import { type TestDatabase, useTestDatabase } from '@site/db/testing';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { GatewayDeps } from '../src/context.ts';
import { createGateway } from '../src/index.ts';

const { CONTACT_HONEYPOT_MESSAGE, CONTACT_RATE_LIMIT_MESSAGE } = businessExtra;
const PATH = '/api/business/officialQuery/contactUs';

let database: TestDatabase;

interface Envelope {
  code: number;
  msg: string;
  data: unknown;
}

const form = (overrides: Record<string, unknown> = {}) => ({
  companyName: '深圳市示例贸易有限公司',
  name: '王小明',
  email: 'wang@example.com',
  phone: '+86 138-0013-8000',
  subject: '德国EPR咨询',
  content: '我们在德国和法国销售带电池的产品，想了解包装法和电池法的注册。',
  from: 'contactUs',
  idempotencyKey: randomUUID(),
  website: '',
  ...overrides,
});

/** A gateway whose calls come from `address` over a socket (as @hono/node-server gives them). */
const client = (deps: Partial<GatewayDeps> = {}) => {
  const gateway = createGateway({ db: database.db, ...deps });
  return async (
    body: unknown,
    init: { address?: string; headers?: Record<string, string>; raw?: string; platform?: string } = {},
  ) => {
    const res = await gateway.request(
      PATH,
      {
        method: 'POST',
        headers: {
          'x-platform-type': init.platform ?? '00',
          'content-type': 'application/json',
          'user-agent': 'Mozilla/5.0 (contact test)',
          ...init.headers,
        },
        body: init.raw ?? JSON.stringify(body),
      },
      { incoming: { socket: { remoteAddress: init.address ?? '198.51.100.7' } } },
    );
    return { status: res.status, headers: res.headers, body: (await res.json()) as Envelope };
  };
};

const messages = () => database.db.select().from(schema.contactMessages).orderBy(desc(schema.contactMessages.id));
const outbox = () => database.db.select().from(schema.mailOutbox).orderBy(desc(schema.mailOutbox.id));

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

describe('contactUs', () => {
  it('stores the submission with its page, brand, channel, user agent and hashed address, and the team mail', async () => {
    const send = client();
    const body = form();
    const res = await send(body, { headers: { cookie: 'channelNo=AMZSPN2026' }, platform: '08' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ code: 0, msg: 'success', data: null });

    const [row] = await messages();
    expect(row).toMatchObject({
      platform: '08',
      idempotencyKey: body.idempotencyKey,
      companyName: body.companyName,
      name: body.name,
      email: body.email,
      phone: body.phone,
      subject: body.subject,
      content: body.content,
      fromPage: 'contactUs',
      channelNo: 'AMZSPN2026',
      userAgent: 'Mozilla/5.0 (contact test)',
    });
    expect(row?.clientHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain('198.51.100.7');

    const [mail] = await outbox();
    const [config] = await database.db
      .select()
      .from(schema.platformConfigs)
      .where(eq(schema.platformConfigs.code, '08'));
    expect(mail).toMatchObject({
      kind: 'contact',
      recipient: config?.contact.email,
      reference: `contact_messages:${row?.id}`,
      sentAt: null,
      attempts: 0,
    });
    expect(mail?.subject).toContain(body.name);
    for (const part of [body.name, body.email, body.content, 'contactUs', 'AMZSPN2026']) {
      expect(mail?.text).toContain(part);
    }
  });

  it('sends the mail to MAIL_TO when set, and wakes the dispatcher after the commit', async () => {
    let woken = 0;
    const send = client({
      mailTo: 'team@example.com',
      onMailQueued: () => {
        woken++;
      },
    });
    expect((await send(form())).body.code).toBe(0);
    expect(woken).toBe(1);
    expect((await outbox())[0]?.recipient).toBe('team@example.com');
  });

  it('stores one row for a double submit with the same idempotency key, answering success both times', async () => {
    const send = client();
    const body = form();
    const [first, second] = await Promise.all([send(body), send(body)]);
    const third = await send(body);
    for (const res of [first, second, third]) expect(res.body.code).toBe(0);
    expect(await messages()).toHaveLength(1);
    expect(await outbox()).toHaveLength(1);
    // A new key is a new message.
    expect((await send(form())).body.code).toBe(0);
    expect(await messages()).toHaveLength(2);
  });

  it('refuses a filled honeypot with its message and stores nothing', async () => {
    const send = client();
    const res = await send(form({ website: 'http://spam.example' }));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 400, msg: CONTACT_HONEYPOT_MESSAGE, data: null });
    // Its message wins over the others, so a bot learns nothing about the fields.
    const both = await send(form({ website: 'x', email: 'nope' }));
    expect(both.body.msg).toBe(CONTACT_HONEYPOT_MESSAGE);
    expect(await messages()).toHaveLength(0);
    expect(await outbox()).toHaveLength(0);
  });

  it('answers 请输入正确的邮箱 for a bad email, and the contract’s text for other fields', async () => {
    const send = client();
    const bad = await send(form({ email: 'wang@' }));
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ code: 400, msg: Messages.invalidEmail, data: null });
    expect((await send(form({ name: '  ' }))).body.msg).toBe('请输入姓名');
    expect((await send(form({ content: 'x'.repeat(2001) }))).body.msg).toBe('留言内容不能超过2000个字符');
    expect((await send(form({ idempotencyKey: 'not-a-uuid' }))).status).toBe(400);
    expect((await send(form({ extra: 1 }))).status).toBe(400);
    expect(await messages()).toHaveLength(0);
  });

  it('refuses an oversize body (413), a text/plain body (415) and broken JSON (400), each with a message', async () => {
    const send = client();
    const huge = await send(null, { raw: JSON.stringify(form({ content: 'x'.repeat(40_000) })) });
    expect(huge.status).toBe(413);
    expect(huge.body.msg).toMatch(/过长/);
    const plain = await send(null, { raw: JSON.stringify(form()), headers: { 'content-type': 'text/plain' } });
    expect(plain.status).toBe(415);
    expect(plain.body.msg).toContain('application/json');
    const broken = await send(null, { raw: '{"name": "王' });
    expect(broken.status).toBe(400);
    expect(broken.body.msg).toBeTruthy();
    expect(await messages()).toHaveLength(0);
  });

  it('limits each client address (429 with a clear message and Retry-After); other addresses go on', async () => {
    const send = client({ contactRateLimit: [{ limit: 3, windowMs: 600_000 }] });
    for (let i = 0; i < 3; i++) expect((await send(form(), { address: '203.0.113.9' })).body.code).toBe(0);
    const limited = await send(form(), { address: '203.0.113.9' });
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ code: 429, msg: CONTACT_RATE_LIMIT_MESSAGE, data: null });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(600);
    // X-Forwarded-For is not believed without TRUST_PROXY.
    const spoofed = await send(form(), { address: '203.0.113.9', headers: { 'x-forwarded-for': '192.0.2.1' } });
    expect(spoofed.status).toBe(429);
    expect((await send(form(), { address: '::ffff:203.0.113.10' })).body.code).toBe(0);
    expect(await messages()).toHaveLength(4);
    // A repeat of a stored submission is still a success, not counted.
    const [stored] = await messages();
    expect((await send(form({ idempotencyKey: stored?.idempotencyKey }), { address: '203.0.113.9' })).status).toBe(200);
  });

  it('with TRUST_PROXY, takes the address our proxy appended to X-Forwarded-For (the last entry)', async () => {
    const send = client({ trustProxy: true, contactRateLimit: [{ limit: 1, windowMs: 600_000 }] });
    const via = (forwarded: string) => send(form(), { address: '10.0.0.2', headers: { 'x-forwarded-for': forwarded } });
    expect((await via('192.0.2.50, 203.0.113.20')).status).toBe(200);
    // The client cannot escape its limit by making up earlier entries.
    expect((await via('192.0.2.51, 203.0.113.20')).status).toBe(429);
    expect((await via('203.0.113.21')).status).toBe(200);
    const [a, b] = await messages();
    expect(a?.clientHash).not.toBe(b?.clientHash);
  });

  it('hashes the same address the same way across gateways on one database (the key is kept in app_secrets)', async () => {
    await client()(form(), { address: '203.0.113.30' });
    await client()(form(), { address: '203.0.113.30' });
    const [a, b] = await messages();
    expect(a?.clientHash).toBe(b?.clientHash);
    const secrets = await database.db.select().from(schema.appSecrets);
    expect(secrets).toHaveLength(1);
  });
});
