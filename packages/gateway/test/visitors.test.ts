import { schema } from '@site/db/client';
import { migrateDatabase } from '@site/db/migrate';
import { seedDatabase } from '@site/db/seed/index';
import { type TestDatabase, useTestDatabase } from '@site/db/testing';
import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway, type Gateway } from '../src/index.ts';

let database: TestDatabase;
let gateway: Gateway;
const deviceId = '0123456789abcdef0123456789ABCDEF';

const record = (body: unknown, headers: Record<string, string> = {}) =>
  gateway.request('/system/api/visitor/record', {
    method: 'POST',
    headers: { 'x-platform-type': '00', 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

const visits = () => database.db.select().from(schema.visitorRecords).orderBy(desc(schema.visitorRecords.id));

beforeAll(async () => {
  database = await useTestDatabase();
  await migrateDatabase(database.db);
  await seedDatabase(database.db);
  gateway = createGateway({ db: database.db });
});

afterAll(async () => {
  await database?.close();
});

describe('recordVisit', () => {
  it('stores brand, path, referrer, channel, device id, user agent and time before answering', async () => {
    const before = Date.now();
    const res = await record(
      { deviceId, path: '/ld/questionAnswer?reportId=x', referrer: 'https://www.google.com/', channelNo: 'AMZSPN2026' },
      { 'x-platform-type': '15', 'user-agent': 'Mozilla/5.0 (visit test)' },
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ code: 0, msg: 'success', data: null });
    const [row] = await visits();
    expect(row).toMatchObject({
      platform: '15',
      deviceId: deviceId.toLowerCase(),
      path: '/ld/questionAnswer?reportId=x',
      referrer: 'https://www.google.com/',
      channelNo: 'AMZSPN2026',
      userAgent: 'Mozilla/5.0 (visit test)',
    });
    expect(row?.createdAt.getTime()).toBeGreaterThanOrEqual(before - 5_000);
  });

  it('takes the channel from the cookie when the body has none; an empty referrer is stored as none', async () => {
    await record({ deviceId, path: '/', referrer: '' }, { cookie: 'channelCode=FSCOMM01' });
    const [row] = await visits();
    expect(row).toMatchObject({ path: '/', referrer: null, channelNo: 'FSCOMM01', platform: '00' });
  });

  it('refuses malformed visits with 400 and non-JSON bodies with 415, storing nothing', async () => {
    const count = (await visits()).length;
    expect((await record({ deviceId: 'xyz', path: '/' })).status).toBe(400);
    expect((await record({ deviceId, path: 'no-slash' })).status).toBe(400);
    expect((await record({ deviceId, path: '/', referrer: 'javascript:alert(1)' })).status).toBe(400);
    expect((await record({ deviceId, path: '/', channelNo: '<script>' })).status).toBe(400);
    expect((await record(JSON.stringify({ deviceId, path: '/' }), { 'content-type': 'text/plain' })).status).toBe(415);
    expect((await visits()).length).toBe(count);
  });
});

describe('listChannels', () => {
  it("lists the enabled channel codes of the brand and the shared ones, not other brands' or disabled ones", async () => {
    await database.db.insert(schema.channelCodes).values([
      { code: 'SHARED01', name: '全品牌渠道', platform: null },
      { code: 'OFF00', name: '已停用', platform: '00', enabled: false },
    ]);
    const res = await gateway.request('/api/channel/sysChannelManagelist/allList', {
      headers: { 'x-platform-type': '00' },
    });
    const body = (await res.json()) as { code: number; data: { channelNo: string; platform: string | null }[] };
    expect(body.code).toBe(0);
    const codes = body.data.map((c) => c.channelNo);
    expect(codes).toEqual(expect.arrayContaining(['AMZSPN2026', 'FSCOMM01', 'CCEE2026SZ', 'SHARED01']));
    expect(codes).not.toContain('OFF00');
    expect(codes).not.toContain('SDZHIHU01');
    expect(body.data.find((c) => c.channelNo === 'AMZSPN2026')).toEqual({
      channelNo: 'AMZSPN2026',
      channelName: '亚马逊SPN服务商网络',
      platform: '00',
    });
    const xm = await gateway.request('/api/channel/sysChannelManagelist/allList', {
      headers: { 'x-platform-type': '10' },
    });
    // The result page's fixed channel is seeded for every brand.
    expect(((await xm.json()) as { data: { channelNo: string }[] }).data.map((c) => c.channelNo).sort()).toEqual([
      'QUESTIONNAIRE_REPORT',
      'SHARED01',
      'XMWXHK01',
    ]);
  });
});
