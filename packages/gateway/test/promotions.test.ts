import { businessExtra } from '@site/contracts';
import { schema } from '@site/db/client';
import { migrateDatabase } from '@site/db/migrate';
import { seedDatabase } from '@site/db/seed/index';
import { type TestDatabase, useTestDatabase } from '@site/db/testing';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createGateway, type Gateway } from '../src/index.ts';
import { makePopupPreview, popupPreviewSecret, signPopupPreview } from '../src/popup-preview.ts';
import { hashToken } from '../src/repositories/sessions.ts';
import { NO_SUCH_POPUP } from '../src/routes/promotions.ts';

/** The promotion widgets' calls (routes/promotions.ts) against the seeded embedded database. */

const DEVICE_A = 'a'.repeat(32);
const DEVICE_B = 'b'.repeat(32);
const POPUPS = '/api/business/admin/sysNotifyPopupBoxConfig';
const AWARDS = '/api/business/channelPageConfig/merc/getRegisterAward';
const CHANNEL = '/api/business/channelPageConfig/merc/getConfig';

interface Envelope {
  code: number;
  msg: string;
  data: unknown;
}

let database: TestDatabase;
let gateway: Gateway;

interface Call {
  platform?: string;
  device?: string;
  address?: string;
  body?: unknown;
}

const get = async (path: string, init: Call = {}) => {
  const res = await gateway.request(
    path,
    {
      headers: {
        'x-platform-type': init.platform ?? '00',
        ...(init.device ? { 'x-device-id': init.device } : {}),
      },
    },
    { incoming: { socket: { remoteAddress: init.address ?? '198.51.100.20' } } },
  );
  return { status: res.status, body: (await res.json()) as Envelope };
};

const post = async (path: string, init: Call = {}) => {
  const res = await gateway.request(
    path,
    {
      method: 'POST',
      headers: {
        'x-platform-type': init.platform ?? '00',
        'content-type': 'application/json',
        ...(init.device ? { 'x-device-id': init.device } : {}),
      },
      body: JSON.stringify(init.body ?? {}),
    },
    { incoming: { socket: { remoteAddress: init.address ?? '198.51.100.20' } } },
  );
  return { status: res.status, body: (await res.json()) as Envelope };
};

beforeAll(async () => {
  database = await useTestDatabase();
  await migrateDatabase(database.db);
  await seedDatabase(database.db);
  gateway = createGateway({ db: database.db, rateLimitScale: 0, log: () => {} });
});

afterAll(async () => {
  await database?.close();
});

describe('pop-up configs (getOfficialPopupBox, getPopUpConfig, popupBoxRecordBanner)', () => {
  let live: number;
  let later: number;
  let otherModule: number;

  const insertPopup = async (values: Partial<typeof schema.popupConfigs.$inferInsert>) => {
    const [row] = await database.db
      .insert(schema.popupConfigs)
      .values({ platform: 'CS', limitType: 0, title: '测试弹窗', ...values })
      .returning({ id: schema.popupConfigs.id });
    if (!row) throw new Error('no pop-up');
    return row.id;
  };

  beforeEach(async () => {
    await database.db.execute(sql`truncate counted_views`);
    await database.db.delete(schema.popupConfigs).where(eq(schema.popupConfigs.platform, 'CS'));
    otherModule = await insertPopup({ moduleType: 2, sort: 0, title: '其他模块' });
    live = await insertPopup({ sort: 1, title: 'CBAM申报提醒', content: '正式期首份年度申报' });
    await database.db.insert(schema.popupButtons).values([
      { popupId: live, name: '立即预约', url: '/ld/contactUs', sort: 0 },
      { popupId: live, name: '了解CBAM', url: '/ld/CBAM', sort: 1 },
    ]);
    later = await insertPopup({ sort: 2, title: '尚未开始', startAt: new Date(Date.now() + 86_400_000) });
  });

  it('getOfficialPopupBox answers the first live pop-up of module 1 with its buttons in order', async () => {
    const res = await get(`${POPUPS}/getOfficialPopupBox`, { platform: 'CS' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: live,
      moduleType: 1,
      title: 'CBAM申报提醒',
      buttonDetailList: [
        { buttonName: '立即预约', buttonUrl: '/ld/contactUs' },
        { buttonName: '了解CBAM', buttonUrl: '/ld/CBAM' },
      ],
    });
  });

  it('getOfficialPopupBox answers null when nothing is live', async () => {
    await database.db
      .update(schema.popupConfigs)
      .set({ enabled: false })
      .where(and(eq(schema.popupConfigs.platform, 'CS'), eq(schema.popupConfigs.id, live)));
    const res = await get(`${POPUPS}/getOfficialPopupBox`, { platform: 'CS' });
    expect(res.body).toEqual({ code: 0, msg: 'success', data: null });
  });

  it('getPopUpConfig answers the live config of an id (any module), else the current one', async () => {
    expect((await get(`${POPUPS}/getPopUpConfig?id=${live}`, { platform: 'CS' })).body.data).toMatchObject({
      id: live,
      title: 'CBAM申报提醒',
    });
    expect((await get(`${POPUPS}/getPopUpConfig?id=${otherModule}`, { platform: 'CS' })).body.data).toMatchObject({
      moduleType: 2,
    });
    expect((await get(`${POPUPS}/getPopUpConfig`, { platform: 'CS' })).body.data).toMatchObject({ id: live });
  });

  it('getPopUpConfig answers 404 for a config that is not live, as for none: ids cannot be counted to read one', async () => {
    const ended = await insertPopup({ title: '已结束', endAt: new Date(Date.now() - 86_400_000) });
    const off = await insertPopup({ title: '已关闭', enabled: false });
    for (const id of [later, ended, off]) {
      const res = await get(`${POPUPS}/getPopUpConfig?id=${id}`, { platform: 'CS' });
      expect(res.status, String(id)).toBe(404);
      expect(res.body).toEqual({ code: 404, msg: NO_SUCH_POPUP, data: null });
    }
  });

  it('getPopUpConfig answers any config of the brand with a preview token made for its id, until it expires', async () => {
    const secret = await popupPreviewSecret(database.db);
    const inADay = new Date(Date.now() + 86_400_000);
    const token = signPopupPreview(secret, { platform: 'CS', id: later }, inADay);
    const res = await get(`${POPUPS}/getPopUpConfig?id=${later}&previewToken=${token}`, { platform: 'CS' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: later, title: '尚未开始', buttonDetailList: [] });

    const refused = [
      // Made for another id, another brand, expired, signed with another key, altered.
      signPopupPreview(secret, { platform: 'CS', id: live }, inADay),
      signPopupPreview(secret, { platform: '00', id: later }, inADay),
      signPopupPreview(secret, { platform: 'CS', id: later }, new Date(Date.now() - 1000)),
      signPopupPreview('another key', { platform: 'CS', id: later }, inADay),
      `${Math.floor(inADay.getTime() / 1000) + 60}${token.slice(token.indexOf('.'))}`,
    ];
    for (const bad of refused) {
      const answer = await get(`${POPUPS}/getPopUpConfig?id=${later}&previewToken=${bad}`, { platform: 'CS' });
      expect(answer.status, bad).toBe(403);
      expect(answer.body).toEqual({ code: 403, msg: businessExtra.POPUP_PREVIEW_INVALID, data: null });
    }
    for (const query of [`previewToken=${token}`, `id=${later}&previewToken=abc`]) {
      expect((await get(`${POPUPS}/getPopUpConfig?${query}`, { platform: 'CS' })).status, query).toBe(400);
    }
  });

  it("getPopUpConfig answers 404 for an unknown id or another brand's, 400 for a bad id", async () => {
    for (const res of [
      await get(`${POPUPS}/getPopUpConfig?id=2147483000`, { platform: 'CS' }),
      await get(`${POPUPS}/getPopUpConfig?id=${live}`, { platform: '00' }),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ code: 404, msg: NO_SUCH_POPUP, data: null });
    }
    const bad = await get(`${POPUPS}/getPopUpConfig?id=abc`, { platform: 'CS' });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe(400);
  });

  const countsOf = async (id: number) => {
    const [row] = await database.db
      .select({ views: schema.popupConfigs.viewCount, clicks: schema.popupConfigs.clickCount })
      .from(schema.popupConfigs)
      .where(eq(schema.popupConfigs.id, id));
    return row;
  };

  it('popupBoxRecordBanner counts a view and a click once per device and day', async () => {
    const record = (body: unknown, device: string) =>
      post(`${POPUPS}/popupBoxRecordBanner`, { platform: 'CS', body, device });
    expect((await record({ id: live, incrViewCount: 1 }, DEVICE_A)).body).toEqual({
      code: 0,
      msg: 'success',
      data: null,
    });
    await record({ id: live, incrViewCount: 1 }, DEVICE_A);
    await record({ id: live, incrClickCount: 1 }, DEVICE_A);
    await record({ id: live, incrClickCount: 1 }, DEVICE_A);
    await record({ id: live, incrClickCount: 1 }, DEVICE_B);
    expect(await countsOf(live)).toEqual({ views: 1, clicks: 2 });
    // The display counter (incrCount) counts the same view: the device was counted today already.
    await post('/api/notify/sysNotifyPopupBoxConfig/incrCount', {
      platform: 'CS',
      body: { id: live, incrViewCount: 1 },
      device: DEVICE_A,
    });
    expect(await countsOf(live)).toEqual({ views: 1, clicks: 2 });
  });

  it('makePopupPreview (npm run popup:preview) makes the token of a pop-up for its brand, for the hours asked', async () => {
    const now = new Date();
    const preview = await makePopupPreview(database.db, later, 2, now);
    expect(preview).toMatchObject({ platform: 'CS', id: later, title: '尚未开始', live: false });
    expect(preview?.expiresAt.getTime()).toBe(now.getTime() + 2 * 3_600_000);
    const res = await get(`${POPUPS}/getPopUpConfig?id=${later}&previewToken=${preview?.token}`, { platform: 'CS' });
    expect(res.body.data).toMatchObject({ id: later });
    expect((await makePopupPreview(database.db, live))?.live).toBe(true);
    expect(await makePopupPreview(database.db, 2_147_483_000)).toBeNull();
    await expect(makePopupPreview(database.db, later, 24 * 15)).rejects.toThrow(RangeError);
  });

  it('popupBoxRecordBanner counts a pop-up that is not live only with its preview token', async () => {
    const click = { id: later, incrClickCount: 1 };
    const anonymous = await post(`${POPUPS}/popupBoxRecordBanner`, { platform: 'CS', body: click, device: DEVICE_A });
    expect(anonymous.status).toBe(404);
    expect(await countsOf(later)).toEqual({ views: 0, clicks: 0 });

    const previewToken = signPopupPreview(
      await popupPreviewSecret(database.db),
      { platform: 'CS', id: later },
      new Date(Date.now() + 3_600_000),
    );
    const previewed = await post(`${POPUPS}/popupBoxRecordBanner`, {
      platform: 'CS',
      body: { ...click, previewToken },
      device: DEVICE_A,
    });
    expect(previewed.body).toEqual({ code: 0, msg: 'success', data: null });
    const forged = await post(`${POPUPS}/popupBoxRecordBanner`, {
      platform: 'CS',
      body: { ...click, previewToken: `1${previewToken}` },
      device: DEVICE_B,
    });
    expect(forged.status).toBe(403);
    expect(await countsOf(later)).toEqual({ views: 0, clicks: 1 });
  });

  it("popupBoxRecordBanner answers 404 for another brand's pop-up and 400 for a body with both or neither counter", async () => {
    const other = await post(`${POPUPS}/popupBoxRecordBanner`, {
      platform: '00',
      body: { id: live, incrViewCount: 1 },
      device: DEVICE_A,
    });
    expect(other.status).toBe(404);
    expect(other.body.msg).toBe(NO_SUCH_POPUP);
    for (const body of [
      { id: live },
      { id: live, incrViewCount: 1, incrClickCount: 1 },
      { id: live, incrViewCount: 2 },
    ]) {
      const res = await post(`${POPUPS}/popupBoxRecordBanner`, { platform: 'CS', body, device: DEVICE_A });
      expect(res.status).toBe(400);
    }
    expect(await countsOf(live)).toEqual({ views: 0, clicks: 0 });
  });
});

describe('findOister', () => {
  it('answers the first live poster of the show position, without a link for showType 2', async () => {
    const res = await get('/api/business/posterConfig/merc/findOister?showPosition=40');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ posterImg: expect.stringMatching(/^\/campaign\//), showType: 1 });

    const [noLink] = await database.db
      .insert(schema.posters)
      .values({ platform: 'CS', showPosition: '77', img: '/campaign/poster-a.svg', link: '/x', showType: 2, sort: 1 })
      .returning({ id: schema.posters.id });
    await database.db
      .insert(schema.posters)
      .values({ platform: 'CS', showPosition: '77', img: '/campaign/poster-b.svg', status: 0, sort: 0 });
    const shown = await get('/api/business/posterConfig/merc/findOister?showPosition=77', { platform: 'CS' });
    expect(shown.body.data).toEqual({
      posterId: noLink?.id,
      posterImg: '/campaign/poster-a.svg',
      showWay: null,
      showType: 2,
      title: null,
    });
  });

  it('answers the seeded anniversary posters (position 41) of 00 and 19, leading to /anniversary', async () => {
    for (const [platform, img] of [
      ['00', '/campaign/poster-ost-anniversary.svg'],
      ['19', '/campaign/poster-reme-anniversary.svg'],
    ]) {
      const res = await get('/api/business/posterConfig/merc/findOister?showPosition=41', { platform });
      expect(res.body.data).toMatchObject({ posterImg: img, showWay: '/anniversary', showType: 1 });
    }
    expect(
      (await get('/api/business/posterConfig/merc/findOister?showPosition=41', { platform: '08' })).body.data,
    ).toBeNull();
  });

  it('answers null for a position without a poster and 400 for a bad position', async () => {
    expect((await get('/api/business/posterConfig/merc/findOister?showPosition=9999')).body.data).toBeNull();
    expect((await get('/api/business/posterConfig/merc/findOister?showPosition=4x')).status).toBe(400);
    expect((await get('/api/business/posterConfig/merc/findOister')).status).toBe(400);
  });
});

describe('getRegisterAward and getChannelPageConfig', () => {
  const awards = (query: string, platform = '00') =>
    get(`${AWARDS}?deviceId=${DEVICE_A}&reqType=1${query}`, { platform });

  beforeAll(async () => {
    await database.db.insert(schema.channelCodes).values([
      { code: 'TESTNOAWARD', name: '无礼包渠道', platform: '00', meta: { showRegisterAward: false } },
      { code: 'TESTBADMETA', name: '配置有误渠道', platform: '00', meta: { title: 42 } },
      { code: 'TESTOFF', name: '停用渠道', platform: '00', enabled: false },
    ]);
    const [pack] = await database.db
      .insert(schema.registerAwardPackages)
      .values({ platform: '00', channelNo: 'TESTCHANNEL', name: '渠道专属礼包', sort: 10 })
      .returning({ id: schema.registerAwardPackages.id });
    if (!pack) throw new Error('no package');
    await database.db.insert(schema.registerAwards).values({
      packageId: pack.id,
      awardType: 2,
      discountType: 0,
      awardMoney: 99.5,
      couponTypeText: '渠道专享服务券',
    });
    const [off] = await database.db
      .insert(schema.registerAwardPackages)
      .values({ platform: '00', name: '已停用礼包', enabled: false })
      .returning({ id: schema.registerAwardPackages.id });
    if (!off) throw new Error('no package');
    await database.db.insert(schema.registerAwards).values({ packageId: off.id, awardType: 0, couponTypeText: '停用' });
  });

  it("answers the brand's enabled packages of every channel, with their awards in order", async () => {
    const res = await awards('');
    expect(res.status).toBe(200);
    const data = res.body.data as { platform: string; awardList: { couponTypeText: string; awardMoney: number }[] }[];
    expect(data).toHaveLength(1);
    expect(data[0]?.platform).toBe('00');
    expect(data[0]?.awardList.map((a) => a.couponTypeText)).toEqual([
      '满3000元可用 · VAT注册与申报',
      'EPR注册服务通用',
      '英国EORI号码申请服务券',
      '注册即得，可抵扣服务费',
    ]);
    expect(data[0]?.awardList[1]).toMatchObject({ awardType: 0, discountType: 1, awardMoney: 8.5 });
    expect(JSON.stringify(data)).not.toContain('停用');
  });

  it("adds the channel's own packages, never fails for an unknown channel, and honours showRegisterAward", async () => {
    const withChannel = (await awards('&channelNo=TESTCHANNEL')).body.data as { awardList: unknown[] }[];
    expect(withChannel).toHaveLength(2);
    expect(withChannel[1]?.awardList).toEqual([
      {
        awardType: 2,
        discountType: 0,
        awardMoney: 99.5,
        count: 1,
        awardScore: 0,
        couponTypeText: '渠道专享服务券',
      },
    ]);
    const unknown = await awards('&channelNo=NOSUCHCHANNEL');
    expect(unknown.status).toBe(200);
    expect(unknown.body.data).toHaveLength(1);
    expect((await awards('&channelNo=TESTNOAWARD')).body.data).toEqual([]);
    // A brand without packages: an empty list.
    expect((await awards('', 'CS')).body).toEqual({ code: 0, msg: 'success', data: [] });
  });

  it('refuses a bad device id, another reqType and extra keys with 400', async () => {
    for (const query of [
      'deviceId=xyz&reqType=1',
      `deviceId=${DEVICE_A}&reqType=2`,
      `deviceId=${DEVICE_A}&reqType=1&x=1`,
    ]) {
      const res = await get(`${AWARDS}?${query}`);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe(400);
    }
  });

  it("getConfig answers a channel's page config, null for an unknown, disabled or other brand's channel", async () => {
    const seeded = await get(`${CHANNEL}?channelNo=TESTNOAWARD`);
    expect(seeded.body.data).toEqual({
      channelNo: 'TESTNOAWARD',
      channelName: '无礼包渠道',
      title: null,
      subtitle: null,
      bannerImg: null,
      buttonText: null,
      buttonUrl: null,
      showRegisterAward: false,
    });
    expect((await get(`${CHANNEL}?channelNo=TESTBADMETA`)).body.data).toMatchObject({
      title: null,
      showRegisterAward: true,
    });
    // A channel of every brand (platform null) is every brand's.
    expect((await get(`${CHANNEL}?channelNo=QUESTIONNAIRE_REPORT`, { platform: '08' })).body.data).toMatchObject({
      channelNo: 'QUESTIONNAIRE_REPORT',
    });
    for (const [channel, platform] of [
      ['NOSUCHCHANNEL', '00'],
      ['TESTOFF', '00'],
      ['TESTNOAWARD', '08'],
    ]) {
      const res = await get(`${CHANNEL}?channelNo=${channel}`, { platform });
      expect(res.body).toEqual({ code: 0, msg: 'success', data: null });
    }
    expect((await get(`${CHANNEL}?channelNo=bad%20code`)).status).toBe(400);
    expect((await get(CHANNEL)).status).toBe(400);
  });
});

describe('checkToken', () => {
  const TOKEN = 'tok_live_0123456789abcdefABCDEF';
  const EXPIRED = 'tok_expired_0123456789abcdef';
  const REVOKED = 'tok_revoked_0123456789abcdef';
  const expiresAt = new Date(Date.now() + 30 * 86_400_000);

  beforeAll(async () => {
    const [user] = await database.db
      .insert(schema.users)
      .values({ mercNo: 'M2026112500001', platform: '00', phone: '13800138000' })
      .returning({ id: schema.users.id });
    if (!user) throw new Error('no user');
    await database.db.insert(schema.sessions).values([
      { userId: user.id, tokenHash: hashToken(TOKEN), expiresAt },
      { userId: user.id, tokenHash: hashToken(EXPIRED), expiresAt: new Date(Date.now() - 1000) },
      { userId: user.id, tokenHash: hashToken(REVOKED), expiresAt, revokedAt: new Date() },
    ]);
  });

  it('answers valid, the account and the expiry for a live token (found by its hash)', async () => {
    const res = await get(`/api/business/merc/token/${TOKEN}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ valid: true, mercNo: 'M2026112500001', expiresAt: expiresAt.toISOString() });
    const stored = await database.db.execute(sql`select count(*)::int as n from sessions where token_hash = ${TOKEN}`);
    expect(stored.rows[0]).toEqual({ n: 0 });
  });

  it('answers valid false and nothing else for an unknown, expired or revoked token', async () => {
    for (const token of ['tok_unknown_0123456789abcdef', EXPIRED, REVOKED]) {
      const res = await get(`/api/business/merc/token/${token}`);
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({ valid: false, mercNo: null, expiresAt: null });
    }
  });

  it('refuses a malformed token with 400', async () => {
    for (const token of ['short', 'has%20space0123456789', 'x'.repeat(1025)]) {
      const res = await get(`/api/business/merc/token/${token}`);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe(400);
    }
  });
});
