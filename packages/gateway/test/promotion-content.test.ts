import { businessExtra } from '@site/contracts';
import { schema } from '@site/db/client';
import { migrateDatabase } from '@site/db/migrate';
import { seedDatabase } from '@site/db/seed/index';
import { seedContent } from '@site/db/seed/load';
import { type TestDatabase, useTestDatabase } from '@site/db/testing';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { GatewayDeps } from '../src/context.ts';
import { createGateway, type Gateway } from '../src/index.ts';
import { activityPage } from '../src/repositories/activities.ts';
import { noticeModalValue } from '../src/repositories/remote-config.ts';
import { NO_ACTIVITY } from '../src/routes/order.ts';

/**
 * The promotion widgets' calls backed by their own content (migration 0012 and the seed's promotions unit):
 * getByKey (the notice modal), listNewestAgreement, year3Page, and the lead forms retainCapitalSubmit and
 * ippEnEmailSend.
 */

interface Envelope {
  code: number;
  msg: string;
  data: unknown;
}

let database: TestDatabase;
let gateway: Gateway;
let queued = 0;

const request = async (
  path: string,
  init: { platform?: string; body?: unknown; address?: string; headers?: Record<string, string> } = {},
  app: Gateway = gateway,
) => {
  const res = await app.request(
    path,
    {
      method: init.body === undefined ? 'GET' : 'POST',
      headers: {
        'x-platform-type': init.platform ?? '00',
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...init.headers,
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    },
    { incoming: { socket: { remoteAddress: init.address ?? '198.51.100.30' } } },
  );
  return { status: res.status, headers: res.headers, body: (await res.json()) as Envelope };
};

const deps = (): GatewayDeps => ({
  db: database.db,
  rateLimitScale: 0,
  log: () => {},
  onMailQueued: () => {
    queued += 1;
  },
});

beforeAll(async () => {
  database = await useTestDatabase();
  await migrateDatabase(database.db);
  await seedDatabase(database.db);
  gateway = createGateway(deps());
});

afterAll(async () => {
  await database?.close();
});

describe('getByKey (remote configuration per brand)', () => {
  const KEY = '/api/business/biz/remote/config/getByKey';

  it("answers the notice modal of platform 15 in the seeded shape, the merger into 00's site", async () => {
    const res = await request(`${KEY}?key=noticeModal`, { platform: '15' });
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(0);
    const data = res.body.data as { key: string; value: unknown };
    expect(data.key).toBe('noticeModal');
    const value = noticeModalValue.parse(data.value);
    expect(value).toMatchObject({ enabled: true, oldBrandName: '绿舟碳合规', newBrandName: '欧思拓' });
  });

  it('answers data null, not a failure, for a brand without the key and for an unknown key', async () => {
    for (const [key, platform] of [
      ['noticeModal', '00'],
      ['noticeModal', 'EU'],
      ['noSuchKey', '15'],
    ]) {
      const res = await request(`${KEY}?key=${key}`, { platform });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ code: 0, data: null });
      expect(businessExtra.getByKey.data.parse(res.body.data)).toBeNull();
    }
  });

  it("prefers the brand's row over the row of every brand, which serves the others", async () => {
    await database.db.insert(schema.remoteConfigs).values([
      { key: 'test.banner', platform: null, value: { text: 'every brand' } },
      { key: 'test.banner', platform: '08', value: { text: 'six degrees' } },
    ]);
    expect((await request(`${KEY}?key=test.banner`, { platform: '08' })).body.data).toEqual({
      key: 'test.banner',
      value: { text: 'six degrees' },
    });
    expect((await request(`${KEY}?key=test.banner`, { platform: '00' })).body.data).toEqual({
      key: 'test.banner',
      value: { text: 'every brand' },
    });
    // One row per key and brand, and one for every brand (NULLS NOT DISTINCT).
    await expect(
      database.db.insert(schema.remoteConfigs).values({ key: 'test.banner', platform: null, value: 1 }),
    ).rejects.toThrow();
  });

  it('announces a change of a value with its brand (or * for every brand), so cached reads of that brand drop', async () => {
    const client = await database.pool.connect();
    const payloads: string[] = [];
    client.on('notification', (message) => payloads.push(message.payload ?? ''));
    try {
      await client.query('LISTEN site_content');
      await database.db
        .update(schema.remoteConfigs)
        .set({ value: sql`${schema.remoteConfigs.value} || '{"enabled": false}'::jsonb` })
        .where(eq(schema.remoteConfigs.platform, '15'));
      await database.db.insert(schema.remoteConfigs).values({ key: 'test.global', value: true });
      await database.db.insert(schema.agreements).values({
        platform: 'KR',
        lang: 'zh-CN',
        agreementType: 'refundPolicy',
        title: '退款规则',
        version: '1',
        content: '<p>退款</p>',
        effectiveDate: '2026-01-01',
      });
      const deadline = Date.now() + 15_000;
      while (payloads.length < 3 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      expect(payloads).toEqual(['remote_configs:15', 'remote_configs:*', 'agreements:KR']);
    } finally {
      await client.query('UNLISTEN site_content');
      client.release();
    }
    expect(
      (await request('/api/business/biz/remote/config/getByKey?key=noticeModal', { platform: '15' })).body.data,
    ).toMatchObject({
      value: { enabled: false },
    });
  });

  it('refuses a missing or malformed key with 400', async () => {
    for (const query of ['', '?key=', '?key=1abc', `?key=${'k'.repeat(65)}`, '?key=a&x=1']) {
      const res = await request(`${KEY}${query}`);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe(400);
    }
  });
});

describe('listNewestAgreement', () => {
  const PATH = '/api/business/sysAgreement/listNewestAgreement';

  it("answers every brand's user agreement and privacy policy in its language, in the order asked", async () => {
    const expected: [string, string, string, RegExp][] = [
      ['00', '用户服务协议', '隐私政策', /深圳欧思拓跨境合规科技有限公司/],
      ['10', '用戶服務協議', '私隱政策', /香港特別行政區法律/],
      ['EU', 'Terms of Use', 'Privacy Notice', /Recyvia Compliance GmbH/],
    ];
    for (const [platform, user, privacy, company] of expected) {
      const res = await request(PATH, { platform, body: { agreementTypes: ['privacyPolicy', 'userAgreement'] } });
      expect(res.status).toBe(200);
      const data = res.body.data as { agreementType: string; title: string; content: string; effectiveDate: string }[];
      expect(data.map((a) => a.agreementType)).toEqual(['privacyPolicy', 'userAgreement']);
      expect(data.map((a) => a.title)).toEqual([privacy, user]);
      expect(data[1]?.content).toMatch(company);
      expect(data[0]?.effectiveDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    const german = await request(PATH, {
      platform: 'EU',
      body: { agreementTypes: ['userAgreement'] },
      headers: { 'accept-language': 'de' },
    });
    expect((german.body.data as { title: string }[])[0]?.title).toBe('Nutzungsbedingungen');
  });

  it('has both texts for every brand and language of the seed', async () => {
    for (const brand of seedContent().brands) {
      const res = await request(PATH, {
        platform: brand.code,
        body: { agreementTypes: ['userAgreement', 'privacyPolicy'] },
        headers: { 'accept-language': brand.locale },
      });
      const data = res.body.data as { title: string; content: string }[];
      expect(data, `${brand.code} ${brand.locale}`).toHaveLength(2);
      expect(data[0]?.content).toContain(brand.companyName);
    }
  });

  it('serves the newest version in effect: not one that takes effect later', async () => {
    const rows = await database.db
      .insert(schema.agreements)
      .values([
        {
          platform: '08',
          lang: 'zh-CN',
          agreementType: 'userAgreement',
          title: '用户服务协议（2026年修订）',
          version: '2026.9',
          content: '<p>修订版</p>',
          effectiveDate: '2026-06-01',
        },
        {
          platform: '08',
          lang: 'zh-CN',
          agreementType: 'userAgreement',
          title: '用户服务协议（未来版本）',
          version: '2999.1',
          content: '<p>未来</p>',
          effectiveDate: '2999-01-01',
        },
      ])
      .returning({ id: schema.agreements.id });
    const res = await request(PATH, { platform: '08', body: { agreementTypes: ['userAgreement'] } });
    expect(res.body.data).toEqual([
      {
        id: rows[0]?.id,
        agreementType: 'userAgreement',
        title: '用户服务协议（2026年修订）',
        version: '2026.9',
        content: '<p>修订版</p>',
        effectiveDate: '2026-06-01',
      },
    ]);
  });

  it('leaves out unknown types and refuses a bad body with 400', async () => {
    expect((await request(PATH, { body: { agreementTypes: ['cookiePolicy'] } })).body).toEqual({
      code: 0,
      msg: 'success',
      data: [],
    });
    for (const body of [{}, { agreementTypes: [] }, { agreementTypes: ['1x'] }, { agreementTypes: ['a'], x: 1 }]) {
      const res = await request(PATH, { body });
      expect(res.status).toBe(400);
    }
  });
});

describe('year3Page (the anniversary)', () => {
  const PATH = '/api/order/activity/year3Page';

  it("answers the brand's anniversary with its activities, statuses and products", async () => {
    const res = await request(PATH);
    expect(res.status).toBe(200);
    const data = res.body.data as {
      status: number;
      startTime: string;
      activities: { activityKind: string; status: number; products: { serviceType: number; country: number }[] }[];
    };
    expect(data.startTime).toBe(new Date('2026-11-18T00:00:00+08:00').toISOString());
    expect(data.activities.map((a) => a.activityKind)).toEqual([
      'register',
      'invite',
      'zeroSecondKill',
      'discount30',
      'setMeal',
      'fullFree',
      'couponCenter',
      'trademark',
    ]);
    const vat = data.activities.find((a) => a.activityKind === 'discount30');
    expect(vat?.products.length).toBeGreaterThan(0);
    for (const product of vat?.products ?? []) {
      expect(product.serviceType).toBe(1001);
      expect([0, 2]).toContain(product.country);
    }
  });

  it('computes each status from the dates: not started, processing, over', async () => {
    const at = (iso: string) => activityPage(database.db, '00', 'zh-CN', 'year3', new Date(iso));
    const before = await at('2026-11-01T00:00:00Z');
    expect(before?.status).toBe(0);
    expect(new Set(before?.activities.map((a) => a.status))).toEqual(new Set([0]));
    const during = await at('2026-11-25T12:00:00+08:00');
    expect(during?.status).toBe(1);
    const kinds = Object.fromEntries(during?.activities.map((a) => [a.activityKind, a.status]) ?? []);
    expect(kinds).toMatchObject({ register: 1, zeroSecondKill: 2, trademark: 0 });
    const after = await at('2027-01-01T00:00:00Z');
    expect(after?.status).toBe(2);
    expect(new Set(after?.activities.map((a) => a.status))).toEqual(new Set([2]));
  });

  it('answers 404 for a brand without an anniversary, or one switched off', async () => {
    const none = await request(PATH, { platform: '08' });
    expect(none.status).toBe(404);
    expect(none.body).toEqual({ code: 404, msg: NO_ACTIVITY, data: null });
    await database.db
      .update(schema.activityPages)
      .set({ enabled: false })
      .where(eq(schema.activityPages.platform, '19'));
    expect((await request(PATH, { platform: '19' })).status).toBe(404);
    expect((await request(`${PATH}?x=1`)).status).toBe(400);
  });
});

describe('lead forms (retainCapitalSubmit, ippEnEmailSend)', () => {
  const RETAIN = '/api/business/biz/aws/retainCapital/submit';
  const IPP = '/api/business/mdt/applyProcessLog/ippEnEmailSend';
  const leads = () => database.db.select().from(schema.leads).orderBy(desc(schema.leads.id));
  const outbox = () => database.db.select().from(schema.mailOutbox).orderBy(desc(schema.mailOutbox.id));

  beforeEach(async () => {
    await database.db.execute(sql`truncate leads, mail_outbox, rate_limit_counters`);
    queued = 0;
  });

  const retainForm = {
    name: '陈经理',
    phone: '+86 139-2233-4455',
    companyName: '义乌星帆电子商务有限公司',
    email: 'chen@example.com',
    demand: '亚马逊德国站新店，想了解VAT和包装法一起办理的价格',
    deviceId: 'ABCDEF0123456789abcdef0123456789',
  };

  it('stores the Amazon lead with its channel cookie and hashed address, queues the team mail, answers after', async () => {
    const res = await request(RETAIN, { body: retainForm, headers: { cookie: 'channelNo=AMZSPN2026' } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ code: 0, msg: 'success', data: null });
    const [lead] = await leads();
    expect(lead).toMatchObject({
      platform: '00',
      kind: 'retainCapital',
      name: '陈经理',
      phone: '+86 139-2233-4455',
      companyName: '义乌星帆电子商务有限公司',
      message: retainForm.demand,
      channelNo: 'AMZSPN2026',
      deviceId: 'abcdef0123456789abcdef0123456789',
    });
    expect(lead?.clientHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(lead)).not.toContain('198.51.100.30');
    const [mail] = await outbox();
    expect(mail).toMatchObject({ kind: 'lead-retain-capital', reference: `leads:${lead?.id}` });
    expect(mail?.subject).toContain('陈经理');
    expect(mail?.text).toContain(retainForm.demand);
    expect(queued).toBe(1);
  });

  it('a repeat of the same lead within minutes is a success that stores nothing new', async () => {
    await request(RETAIN, { body: retainForm });
    const again = await request(RETAIN, { body: { ...retainForm, phone: '+8613922334455' } });
    expect(again.body.code).toBe(0);
    const parallel = await Promise.all([
      request(RETAIN, { body: { ...retainForm, name: '李女士' } }),
      request(RETAIN, { body: { ...retainForm, name: '李女士' } }),
    ]);
    expect(parallel.map((r) => r.body.code)).toEqual([0, 0]);
    expect(await leads()).toHaveLength(2);
    expect(await outbox()).toHaveLength(2);
  });

  it('refuses a bad form with the visitor message and stores nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...retainForm, name: '' }, '请输入姓名'],
      [{ ...retainForm, phone: 'abc' }, '请输入正确的电话号码'],
      [{ ...retainForm, email: 'not-an-email' }, '请输入正确的邮箱'],
    ];
    for (const [body, msg] of cases) {
      const res = await request(RETAIN, { body });
      expect(res.status).toBe(400);
      expect(res.body.msg).toContain(msg);
    }
    expect((await request(RETAIN, { body: { ...retainForm, extra: 1 } })).status).toBe(400);
    expect(await leads()).toHaveLength(0);
    expect(await outbox()).toHaveLength(0);
  });

  it("stores the law firm's English enquiry and mails the firm's team", async () => {
    const body = {
      name: 'Emma Clarke',
      email: 'emma.clarke@example.co.uk',
      phone: '+44 20 7946 0958',
      country: 'United Kingdom',
      practiceArea: 'trademark',
      message: 'A Chinese seller copies our registered UK mark on Amazon. Can you file a takedown and oppose?',
    };
    const res = await request(IPP, { platform: '01', body });
    expect(res.body).toEqual({ code: 0, msg: 'success', data: null });
    const [lead] = await leads();
    expect(lead).toMatchObject({
      platform: '01',
      kind: 'ippEnEmail',
      email: 'emma.clarke@example.co.uk',
      country: 'United Kingdom',
      practiceArea: 'trademark',
      message: body.message,
    });
    const [mail] = await outbox();
    expect(mail).toMatchObject({ kind: 'lead-ipp-en', reference: `leads:${lead?.id}` });
    expect(mail?.subject).toContain('[English enquiry]');
    expect(mail?.text).toContain('Practice area：trademark');
  });

  it('answers the English enquiry with English messages', async () => {
    const res = await request(IPP, { platform: '01', body: { name: 'Emma', email: 'nope', message: 'Hi' } });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('Please enter a valid email');
    const area = await request(IPP, {
      platform: '01',
      body: { name: 'Emma', email: 'e@example.com', message: 'Hi', practiceArea: 'tax' },
    });
    expect(area.body.msg).toBe('Please choose trademark, patent, copyright or litigation');
  });

  it('the per-address limits of limits.ts apply (5 a minute)', async () => {
    const limited = createGateway({ ...deps(), rateLimitScale: 1 });
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await request(RETAIN, { body: { ...retainForm, name: `客户${i}` }, address: '203.0.113.9' }, limited);
      codes.push(res.status);
    }
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
    expect(await leads()).toHaveLength(5);
  });
});
