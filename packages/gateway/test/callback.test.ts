/**
 * The 咨询 buttons' callback requests (issue 28, section 3): a lead with the service, page and channel, the team's
 * mail in the same transaction, the contact form's honeypot and its per-address limits (one budget for both).
 */
import { businessExtra } from '@site/contracts';
import { schema } from '@site/db/client';
import { migrateDatabase } from '@site/db/migrate';
import { seedDatabase } from '@site/db/seed/index';
import { type TestDatabase, useTestDatabase } from '@site/db/testing';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { GatewayDeps } from '../src/context.ts';
import { createGateway } from '../src/index.ts';

const { CONTACT_HONEYPOT_MESSAGE, CONTACT_RATE_LIMIT_MESSAGE, CALLBACK_REPLY_PROMISE } = businessExtra;
const CALLBACK = '/api/business/officialQuery/callback';
const CONTACT = '/api/business/officialQuery/contactUs';

let database: TestDatabase;

interface Envelope {
  code: number;
  msg: string;
  data: unknown;
}

const request = (overrides: Record<string, unknown> = {}) => ({
  name: '王小明',
  phone: '138 0013 8000',
  message: '想了解德国VAT注册要多久',
  service: '德国VAT注册 · 德国',
  from: '/ld/price',
  website: '',
  ...overrides,
});

const client = (deps: Partial<GatewayDeps> = {}) => {
  const gateway = createGateway({ db: database.db, ...deps });
  return async (path: string, body: unknown, init: { address?: string; headers?: Record<string, string> } = {}) => {
    const res = await gateway.request(
      path,
      {
        method: 'POST',
        headers: {
          'x-platform-type': '00',
          'content-type': 'application/json',
          'user-agent': 'Mozilla/5.0 (callback test)',
          ...init.headers,
        },
        body: JSON.stringify(body),
      },
      { incoming: { socket: { remoteAddress: init.address ?? '198.51.100.9' } } },
    );
    return { status: res.status, headers: res.headers, body: (await res.json()) as Envelope };
  };
};

const leads = () => database.db.select().from(schema.leads).orderBy(desc(schema.leads.id));

beforeAll(async () => {
  database = await useTestDatabase();
  await migrateDatabase(database.db);
  await seedDatabase(database.db);
});

afterAll(async () => {
  await database?.close();
});

beforeEach(async () => {
  await database.db.execute(sql`truncate leads, contact_messages, mail_outbox, rate_limit_counters`);
});

describe('a callback request', () => {
  it('is a lead with the service, page, channel and device, and the team mail in the same transaction', async () => {
    const send = client();
    const res = await send(CALLBACK, request({ wechat: 'wang_xm2026' }), {
      headers: { cookie: 'channelNo=AMZSPN2026', 'x-device-id': 'ABCDEF0123456789ABCDEF0123456789' },
    });
    expect(res.body).toEqual({ code: 0, msg: 'success', data: null });
    const [lead] = await leads();
    expect(lead).toMatchObject({
      platform: '00',
      kind: 'callback',
      name: '王小明',
      phone: '138 0013 8000',
      wechat: 'wang_xm2026',
      message: '想了解德国VAT注册要多久',
      service: '德国VAT注册 · 德国',
      fromPage: '/ld/price',
      channelNo: 'AMZSPN2026',
      deviceId: 'abcdef0123456789abcdef0123456789',
    });
    expect(lead?.clientHash).toMatch(/^[0-9a-f]{64}$/);
    const [mail] = await database.db
      .select()
      .from(schema.mailOutbox)
      .where(eq(schema.mailOutbox.reference, `leads:${lead?.id}`));
    expect(mail?.kind).toBe('lead-callback');
    expect(mail?.subject).toContain('[回电请求]');
    for (const line of [
      '咨询服务：德国VAT注册 · 德国',
      '来源页面：/ld/price',
      '微信：wang_xm2026',
      '渠道：AMZSPN2026',
    ]) {
      expect(mail?.text).toContain(line);
    }
    expect(mail?.text).toContain(CALLBACK_REPLY_PROMISE);
  });

  it('needs a phone number or a WeChat ID; a WeChat ID alone is enough; the message is optional', async () => {
    const send = client();
    const neither = await send(CALLBACK, request({ phone: '', wechat: '' }));
    expect(neither.body).toMatchObject({ code: 400, msg: '请填写手机号或微信号（至少一项）' });
    const badWechat = await send(CALLBACK, request({ phone: undefined, wechat: '12' }));
    expect(badWechat.body.code).toBe(400);
    const wechatOnly = await send(CALLBACK, request({ phone: undefined, wechat: 'seller_abc', message: undefined }));
    expect(wechatOnly.body.code).toBe(0);
    expect((await send(CALLBACK, request({ service: '' }))).body.code).toBe(400);
    expect((await leads()).map((l) => l.wechat)).toEqual(['seller_abc']);
  });

  it('the honeypot refuses it with the contact form’s message and stores nothing', async () => {
    const res = await client()(CALLBACK, request({ website: 'http://spam.example' }));
    expect(res.body).toMatchObject({ code: 400, msg: CONTACT_HONEYPOT_MESSAGE });
    expect(await leads()).toEqual([]);
  });

  it('the same request twice (a double click) is one lead and one mail', async () => {
    const send = client();
    const [a, b] = await Promise.all([send(CALLBACK, request()), send(CALLBACK, request())]);
    expect([a.body.code, b.body.code]).toEqual([0, 0]);
    expect(await leads()).toHaveLength(1);
    expect(await database.db.select().from(schema.mailOutbox)).toHaveLength(1);
  });

  it('shares the contact form’s per-address budget', async () => {
    const send = client({ contactRateLimit: [{ limit: 2, windowMs: 60_000 }] });
    const contact = {
      name: '王小明',
      email: 'wang@example.com',
      content: '你好',
    };
    expect((await send(CONTACT, contact)).body.code).toBe(0);
    expect((await send(CALLBACK, request())).body.code).toBe(0);
    const third = await send(CALLBACK, request({ service: '英国VAT注册 · 英国' }));
    expect(third.status).toBe(429);
    expect(third.body.msg).toBe(CONTACT_RATE_LIMIT_MESSAGE);
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address has its own budget.
    expect(
      (await send(CALLBACK, request({ service: '英国VAT注册 · 英国' }), { address: '198.51.100.10' })).body.code,
    ).toBe(0);
  });
});
