import { ipr } from '@site/contracts';
import { migrateDatabase } from '@site/db/migrate';
import * as schema from '@site/db/schema';
import { seedDatabase } from '@site/db/seed/index';
import { type TestDatabase, useTestDatabase } from '@site/db/testing';
import { NICE_CLASSES } from '@site/trademark';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway, type Gateway } from '../src/index.ts';
import { chinaDay } from '../src/repositories/artificial-requests.ts';
import { historyKey } from '../src/repositories/ipr-history.ts';
import { hashToken } from '../src/repositories/sessions.ts';
import {
  ARTIFICIAL_LIMIT_MESSAGE,
  DEVICE_ID_INVALID_MESSAGE,
  DEVICE_ID_MISSING_MESSAGE,
  IPR_WEBSITE_CONFIG_KEY,
  LOGIN_OR_PHONE_MESSAGE,
} from '../src/routes/ipr-more.ts';

let database: TestDatabase;
let gateway: Gateway;

const TOKEN_A = 'ipr-user-a-token-0123456789';
const TOKEN_B = 'ipr-user-b-token-0123456789';
let deviceCounter = 0;
/** A fresh 32-hex device id per call (each test its own visitor). */
const newDevice = () => (deviceCounter++).toString(16).padStart(8, '0').repeat(4);

interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

const call = async <T = unknown>(
  path: string,
  init: { method?: 'GET' | 'POST'; body?: unknown; token?: string; device?: string; lang?: string } = {},
) => {
  const headers: Record<string, string> = { 'x-platform-type': '00' };
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.device) headers['x-device-id'] = init.device;
  if (init.lang) headers['accept-language'] = init.lang;
  const res = await gateway.request(`/api/ipr${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers,
    body: init.body === undefined ? undefined : typeof init.body === 'string' ? init.body : JSON.stringify(init.body),
  });
  return { status: res.status, body: (await res.json()) as Envelope<T> };
};

/** Calls and checks the answer is a success that its contract's data schema accepts. */
const ok = async <T>(
  def: { data: { safeParse: (v: unknown) => { success: boolean; error?: unknown } } },
  path: string,
  init: Parameters<typeof call>[1] = {},
): Promise<T> => {
  const { status, body } = await call<T>(path, init);
  expect(status, body.msg).toBe(200);
  expect(body.code).toBe(0);
  const parsed = def.data.safeParse(body.data);
  expect(parsed.success, JSON.stringify(parsed.error)).toBe(true);
  return body.data;
};

const expect400 = async (path: string, init: Parameters<typeof call>[1], msg?: string | RegExp) => {
  const { status, body } = await call(path, init);
  expect(status, `${path} ${JSON.stringify(init?.body)}: ${body.msg}`).toBe(400);
  expect(body.code).toBe(400);
  expect(body.msg).not.toMatch(/at |\.ts|select |insert /i);
  if (typeof msg === 'string') expect(body.msg).toBe(msg);
  else if (msg) expect(body.msg).toMatch(msg);
  return body.msg;
};

beforeAll(async () => {
  database = await useTestDatabase();
  await migrateDatabase(database.db);
  await seedDatabase(database.db);
  const [a, b] = await database.db
    .insert(schema.users)
    .values([
      { mercNo: 'IPR-A', platform: '00', phone: '13900000001' },
      { mercNo: 'IPR-B', platform: '00', phone: '13900000002' },
    ])
    .returning();
  if (!a || !b) throw new Error('users');
  const expiresAt = new Date(Date.now() + 3_600_000);
  await database.db.insert(schema.sessions).values([
    { tokenHash: hashToken(TOKEN_A), userId: a.id, expiresAt },
    { tokenHash: hashToken(TOKEN_B), userId: b.id, expiresAt },
  ]);
  gateway = createGateway({ db: database.db, addressHashSecret: 'test-secret' });
});

afterAll(async () => {
  await database?.close();
});

describe('offices and classes', () => {
  it('lists the offices with region numbers and Chinese and English names', async () => {
    type Data = Array<{ office: string; country: number | null; regions: number[]; countryName: string }>;
    const list = await ok<Data>(ipr.getAllCountry, '/trademark/getAllCountry');
    expect(list.map((o) => o.office)).toEqual(['US', 'EU', 'UK', 'CN', 'JP', 'WIPO']);
    expect(list.find((o) => o.office === 'US')).toMatchObject({ country: 20, countryName: '美国' });
    expect(list.find((o) => o.office === 'JP')?.regions).toEqual([23, 24]);
    expect(list.find((o) => o.office === 'CN')?.country).toBeNull();
    await expect400('/trademark/getAllCountry?x=1', {});
  });

  it('lists classes 1-46 with labels and descriptions in both languages, or one class', async () => {
    type Data = Array<{ classNo: number; label: string; labelEn: string; description: string; kind: string }>;
    const all = await ok<Data>(ipr.getTrademarkClasses, '/trademark/categories/products/getClass');
    expect(all.map((c) => c.classNo)).toEqual(Array.from({ length: 46 }, (_, i) => i + 1));
    expect(all[8]).toMatchObject({ classNo: 9, label: NICE_CLASSES[8]?.labelZh, kind: 'goods' });
    expect(all[45]).toMatchObject({ classNo: 46, kind: 'special' });
    const one = await ok<Data>(ipr.getTrademarkClasses, '/trademark/categories/products/getClass?classNo=25');
    expect(one).toHaveLength(1);
    expect(one[0]?.labelEn).toBe(NICE_CLASSES[24]?.labelEn);
    for (const bad of ['0', '47', 'abc', '2.5']) {
      await expect400(`/trademark/categories/products/getClass?classNo=${bad}`, {});
    }
  });
});

describe('terms by product word', () => {
  type Page = {
    total: number;
    list: Array<{ classNo: number; productName: string; productNameEn: string; productCode: string }>;
    classes: Array<{ classNo: number }>;
  };

  it('finds terms and suggests classes for a Chinese or an English word (paged)', async () => {
    const zh = await ok<Page>(ipr.categorySearch, '/trademark/categories/products/categorySearch', {
      body: { keyword: '手机壳' },
    });
    expect(zh.total).toBeGreaterThan(0);
    expect(zh.list[0]?.classNo).toBe(9);
    expect(zh.list[0]?.productName).toContain('手机壳');
    expect(zh.classes[0]?.classNo).toBe(9);
    const en = await ok<Page>(ipr.categorySearch, '/trademark/categories/products/categorySearch', {
      body: { keyword: 'Phone Cases', pageSize: 2 },
    });
    expect(en.list.length).toBeLessThanOrEqual(2);
    expect(en.list[0]?.classNo).toBe(9);
    expect(en.list[0]?.productNameEn.toLowerCase()).toContain('phone case');
    expect(en.list[0]?.productCode).toMatch(/^09-\d{3}$/);
    const second = await ok<Page>(ipr.categorySearch, '/trademark/categories/products/categorySearch', {
      body: { keyword: 'shirt', pageSize: 1, pageNum: 2 },
    });
    const first = await ok<Page>(ipr.categorySearch, '/trademark/categories/products/categorySearch', {
      body: { keyword: 'shirt', pageSize: 1, pageNum: 1 },
    });
    expect(second.total).toBe(first.total);
    expect(second.list[0]?.productCode).not.toBe(first.list[0]?.productCode);
    const filtered = await ok<Page>(ipr.categorySearch, '/trademark/categories/products/categorySearch', {
      body: { keyword: '灯', classNo: 11 },
    });
    expect(filtered.list.every((t) => t.classNo === 11)).toBe(true);
    expect(filtered.total).toBeGreaterThan(0);
  });

  it('answers the unpaged search with terms and classes (trademarkCategorySearch)', async () => {
    type Data = { list: Page['list']; classes: Page['classes'] };
    const data = await ok<Data>(ipr.trademarkCategorySearch, '/trademark/trademarkCategorySearch', {
      body: { keyword: '连衣裙' },
    });
    expect(data.list[0]?.classNo).toBe(25);
    expect(data.classes[0]?.classNo).toBe(25);
    const limited = await ok<Data>(ipr.trademarkCategorySearch, '/trademark/trademarkCategorySearch', {
      body: { keyword: 'light', limit: 3 },
    });
    expect(limited.list.length).toBeLessThanOrEqual(3);
  });

  it("lists one class's terms, or a word's (niceClassificationQuery)", async () => {
    type Data = Page['list'];
    const cls = await ok<Data>(
      ipr.niceClassificationQuery,
      '/iprArtificialTrademark/trademark/niceClassificationQuery',
      {
        body: { classNo: 18 },
      },
    );
    expect(cls.length).toBeGreaterThanOrEqual(25);
    expect(cls.every((t) => t.classNo === 18)).toBe(true);
    expect(new Set(cls.map((t) => t.productCode)).size).toBe(cls.length);
    const both = await ok<Data>(
      ipr.niceClassificationQuery,
      '/iprArtificialTrademark/trademark/niceClassificationQuery',
      {
        body: { classNo: 18, keyword: 'bag' },
      },
    );
    expect(both.length).toBeGreaterThan(0);
    expect(both.length).toBeLessThan(cls.length);
    await expect400(
      '/iprArtificialTrademark/trademark/niceClassificationQuery',
      { body: {} },
      '请输入关键词或选择类别',
    );
  });

  it('rejects empty, too long, control-character, punctuation-only words and unknown classes in Chinese', async () => {
    const path = '/trademark/categories/products/categorySearch';
    await expect400(path, { body: { keyword: '' } }, '请输入商品或服务名称');
    await expect400(path, { body: { keyword: '   ' } }, '请输入商品或服务名称');
    await expect400(path, { body: {} }, '请输入商品或服务名称');
    await expect400(path, { body: { keyword: 'a'.repeat(500) } }, '商品或服务名称不能超过50个字符');
    await expect400(path, { body: { keyword: 'cup\u0000' } }, '商品或服务名称不能包含控制字符或换行');
    await expect400(path, { body: { keyword: 'cup\nmug' } }, '商品或服务名称不能包含控制字符或换行');
    await expect400(path, { body: { keyword: '!!!…' } }, /请输入有效的商品或服务名称/);
    await expect400(path, { body: { keyword: 'cup', classNo: 47 } }, /类别为1-45/);
    await expect400(path, { body: { keyword: 'cup', pageSize: 1000 } });
    await expect400(path, { body: { keyword: 123 } });
    await expect400(path, { body: '{not json' });
    await expect400('/trademark/trademarkCategorySearch', { body: { keyword: '' } }, '请输入商品或服务名称');
    await expect400('/trademark/trademarkCategorySearch', { body: { keyword: 'cup', extra: 1 } });
    await expect400(
      '/iprArtificialTrademark/trademark/niceClassificationQuery',
      { body: { keyword: '\u0007' } },
      '商品或服务名称不能包含控制字符或换行',
    );
  });
});

describe('search history', () => {
  type Item = { markElement: string; country: string | null; searchType: number; searchDate: string };
  const record = (body: Record<string, unknown>, init: { token?: string; device?: string } = {}) =>
    ok<Item[]>(ipr.saveSearchRecord, '/trademark/searchRecord', { body, ...init });
  const list = (searchType: number, init: { token?: string; device?: string } = {}, query = '') =>
    ok<Item[]>(ipr.listSearchRecords, `/trademark/searchRecord?searchType=${searchType}${query}`, init);

  it('keeps one entry per mark and office, newest first, per device', async () => {
    const device = newDevice();
    await record({ markElement: 'BLUE WAVE', country: 'US', searchType: 0 }, { device });
    await record({ markElement: 'FONE', country: 20, searchType: 0 }, { device });
    await record({ markElement: 'FONE', country: 'EU', searchType: 0 }, { device });
    const history = await record({ markElement: ' blue  wave ', country: 'us', searchType: 0 }, { device });
    expect(history.map((h) => [h.markElement, h.country])).toEqual([
      ['blue  wave', 'US'],
      ['FONE', 'EU'],
      ['FONE', 'US'],
    ]);
    expect(history[0]?.searchType).toBe(0);
    expect(Date.parse(history[0]?.searchDate ?? '')).toBeGreaterThan(Date.parse(history[1]?.searchDate ?? ''));
    // Every office (no country) is its own entry; the GET reads the same list without recording.
    await record({ markElement: 'FONE', searchType: 0 }, { device });
    const read = await list(0, { device });
    expect(read.map((h) => [h.markElement, h.country])).toEqual([
      ['FONE', null],
      ['blue  wave', 'US'],
      ['FONE', 'EU'],
      ['FONE', 'US'],
    ]);
    expect(await list(0, { device })).toEqual(read);
    // Another device sees nothing of it; the device id may come as a field too.
    expect(await list(0, { device: newDevice() })).toEqual([]);
    expect((await list(0, {}, `&deviceId=${device.toUpperCase()}`)).length).toBe(4);
  });

  it('trims to 15 trademark and 10 category entries, keeping the newest', async () => {
    const device = newDevice();
    let last: Item[] = [];
    for (let i = 1; i <= 18; i++) last = await record({ markElement: `MARK ${i}`, searchType: 0 }, { device });
    expect(last).toHaveLength(ipr.SEARCH_HISTORY_LIMIT.trademark);
    expect(last[0]?.markElement).toBe('MARK 18');
    expect(last.at(-1)?.markElement).toBe('MARK 4');
    for (let i = 1; i <= 12; i++) last = await record({ markElement: `杯子${i}`, searchType: 2 }, { device });
    expect(last).toHaveLength(ipr.SEARCH_HISTORY_LIMIT.category);
    expect(last[0]?.markElement).toBe('杯子12');
    expect(last.at(-1)?.markElement).toBe('杯子3');
    // The types are separate lists; the table holds no more than the limits.
    expect(await list(0, { device })).toHaveLength(15);
    const rows = await database.db
      .select()
      .from(schema.trademarkSearchRecords)
      .where(eq(schema.trademarkSearchRecords.deviceId, device));
    expect(rows).toHaveLength(25);
    // A repeat of an old entry moves it to the top without growing the list.
    last = await record({ markElement: 'mark 5', searchType: 0 }, { device });
    expect(last).toHaveLength(15);
    expect(last[0]?.markElement).toBe('mark 5');
    expect(last.filter((h) => h.markElement.toUpperCase() === 'MARK 5')).toHaveLength(1);
  });

  it('keeps a signed-in user history on the server, apart from devices and other users', async () => {
    const device = newDevice();
    await record({ markElement: 'DEVICE ONLY', searchType: 0 }, { device });
    await record({ markElement: 'USER A MARK', country: 'JP', searchType: 3 }, { token: TOKEN_A, device });
    const a = await list(3, { token: TOKEN_A });
    expect(a.map((h) => h.markElement)).toEqual(['USER A MARK']);
    expect(a[0]?.country).toBe('JP');
    expect(await list(3, { token: TOKEN_B })).toEqual([]);
    expect((await list(0, { device })).map((h) => h.markElement)).toEqual(['DEVICE ONLY']);
    expect((await list(3, { device })).map((h) => h.markElement)).toEqual([]);
  });

  it('rejects bad input with a clear message, never a 500', async () => {
    const device = newDevice();
    const path = '/trademark/searchRecord';
    await expect400(path, { body: { markElement: 'X', searchType: 0 } }, DEVICE_ID_MISSING_MESSAGE);
    await expect400(path, { body: { markElement: 'X', searchType: 0 }, device: 'xyz' }, DEVICE_ID_INVALID_MESSAGE);
    await expect400(path, { body: { markElement: 'X', searchType: 0, deviceId: 'abc' } }, DEVICE_ID_INVALID_MESSAGE);
    await expect400(path, { body: { markElement: '', searchType: 0 }, device }, '请输入搜索内容');
    await expect400(path, { body: { markElement: 'x'.repeat(500), searchType: 0 }, device }, /不能超过50个字符/);
    await expect400(path, { body: { markElement: 'A\u0001B', searchType: 0 }, device }, /控制字符/);
    await expect400(path, { body: { markElement: '!!!', searchType: 0 }, device }, /文字、字母或数字/);
    await expect400(path, { body: { markElement: 'X', searchType: 1 }, device }, /搜索类型/);
    await expect400(path, { body: { markElement: 'X', searchType: 0, country: 'MARS' }, device }, /国家/);
    await expect400(path, { body: { markElement: 'X', searchType: 0, country: 25 }, device }, /国家/);
    await expect400(`${path}?searchType=9`, { device }, /搜索类型/);
    await expect400(`${path}?searchType=abc`, { device }, /搜索类型/);
    const unauthorized = await call(path, { body: { markElement: 'X', searchType: 0 }, token: 'not-a-session-token' });
    expect(unauthorized.status).toBe(401);
  });

  it('de-duplicates by a key that ignores case, width and spacing', () => {
    expect(historyKey('ＢＬＵＥ　Wave ')).toBe(historyKey('blue wave'));
    expect(historyKey('龙腾')).toBe('龙腾');
  });
});

describe('asking an attorney', () => {
  const save = (body: Record<string, unknown>, init: { token?: string; device?: string } = {}) =>
    call<{ id: number }>('/iprArtificialTrademark/save', { body, ...init });
  const good = { markElement: 'SUNRAY', countryList: ['US', 99], classes: [9, 25], remark: '想在亚马逊美国站备案' };
  type Limit = { allowed: boolean; usedCount: number; limitCount: number; remaining: number };
  type UserData = Limit & { memberLevel: null; records: Array<{ id: number; countryList: string[]; kind: string }> };

  it('stores a signed-in user request durably and counts it against 3 a day; the 4th is a 429', async () => {
    const before = await ok<Limit>(ipr.artificialLimitCheck, '/iprArtificialTrademark/artificialLimitCheck', {
      token: TOKEN_A,
    });
    expect(before).toEqual({ allowed: true, usedCount: 0, limitCount: 3, remaining: 3 });
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) {
      const { status, body } = await save({ ...good, markElement: `SUNRAY ${i}` }, { token: TOKEN_A });
      expect(status, body.msg).toBe(200);
      expect(ipr.saveArtificialTrademark.data.safeParse(body.data).success).toBe(true);
      ids.push(body.data.id);
      // Durable before the answer: the row is there when the call returns.
      const [row] = await database.db
        .select()
        .from(schema.artificialRequests)
        .where(eq(schema.artificialRequests.id, body.data.id));
      expect(row).toMatchObject({ mark: `SUNRAY ${i}`, offices: ['US', 'EU'], classes: [9, 25], kind: 'trademark' });
      expect(row?.day).toBe(chinaDay(new Date()));
      // The team's mail about it is committed with it (the outbox the mail dispatcher sends from).
      const [mail] = await database.db
        .select()
        .from(schema.mailOutbox)
        .where(eq(schema.mailOutbox.reference, `artificial_requests:${body.data.id}`));
      expect(mail).toMatchObject({ kind: 'artificial-trademark', sentAt: null });
      expect(mail?.subject).toContain(`SUNRAY ${i}`);
      expect(mail?.text).toContain('类别：9、25');
      expect(mail?.text).toContain('想在亚马逊美国站备案');
    }
    const refused = await save(good, { token: TOKEN_A });
    expect(refused.status).toBe(429);
    expect(refused.body.msg).toBe(ARTIFICIAL_LIMIT_MESSAGE);
    const after = await ok<Limit>(ipr.artificialLimitCheck, '/iprArtificialTrademark/artificialLimitCheck', {
      token: TOKEN_A,
    });
    expect(after).toEqual({ allowed: false, usedCount: 3, limitCount: 3, remaining: 0 });
    const data = await ok<UserData>(ipr.artificialUserData, '/iprArtificialTrademark/artificialUserData', {
      token: TOKEN_A,
    });
    expect(data.records.map((r) => r.id)).toEqual([...ids].reverse());
    expect(data.usedCount).toBe(3);
    // User B has a quota of their own.
    expect((await save(good, { token: TOKEN_B })).status).toBe(200);
    // A manual category query counts toward B's limit too (and needs a sign-in).
    const category = await call<{ id: number }>('/trademark/categories/products/artificialCategorySearch', {
      body: { productDescription: '宠物牵引绳和项圈', country: 20 },
      token: TOKEN_B,
    });
    expect(category.status, category.body.msg).toBe(200);
    const b = await ok<UserData>(ipr.artificialUserData, '/iprArtificialTrademark/artificialUserData', {
      token: TOKEN_B,
    });
    expect(b.usedCount).toBe(2);
    expect(b.records.map((r) => r.kind)).toEqual(['category', 'trademark']);
    expect(b.records[0]?.countryList).toEqual(['US']);
    const anonymousCategory = await call('/trademark/categories/products/artificialCategorySearch', {
      body: { productDescription: '宠物牵引绳' },
    });
    expect(anonymousCategory.status).toBe(401);
  });

  it('takes an anonymous request with a phone, limited per device and per phone', async () => {
    const device = newDevice();
    const noPhone = await save(good, { device });
    expect(noPhone.status).toBe(400);
    expect(noPhone.body.msg).toBe(LOGIN_OR_PHONE_MESSAGE);
    for (let i = 0; i < 3; i++) {
      const { status, body } = await save({ ...good, phone: '13800138000', contactName: '王女士' }, { device });
      expect(status, body.msg).toBe(200);
    }
    expect((await save({ ...good, phone: '13800138000' }, { device })).status).toBe(429);
    // A new device with the same phone is the same visitor; the same device with another phone too.
    expect((await save({ ...good, phone: '13800138000' }, { device: newDevice() })).status).toBe(429);
    expect((await save({ ...good, phone: '13700137000' }, { device })).status).toBe(429);
    const limit = await ok<Limit>(ipr.artificialLimitCheck, '/iprArtificialTrademark/artificialLimitCheck', {
      device,
    });
    expect(limit).toMatchObject({ allowed: false, usedCount: 3 });
    const fresh = await ok<Limit>(
      ipr.artificialLimitCheck,
      `/iprArtificialTrademark/artificialLimitCheck?deviceId=${newDevice()}`,
    );
    expect(fresh.usedCount).toBe(0);
    const data = await ok<UserData>(ipr.artificialUserData, '/iprArtificialTrademark/artificialUserData', {
      device,
    });
    expect(data.records).toHaveLength(3);
    await expect400('/iprArtificialTrademark/artificialLimitCheck', {}, DEVICE_ID_MISSING_MESSAGE);
    await expect400('/iprArtificialTrademark/artificialUserData', { device: 'zz' }, DEVICE_ID_INVALID_MESSAGE);
  });

  it('never lets concurrent saves pass the limit', async () => {
    const device = newDevice();
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        save({ ...good, markElement: `RACE ${i}`, phone: '13600136000' }, { device }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    expect(results.filter((r) => r.status === 429)).toHaveLength(3);
  });

  it('rejects bad requests with clear messages, never a 500', async () => {
    const device = newDevice();
    const path = '/iprArtificialTrademark/save';
    const withPhone = { ...good, phone: '13800138001' };
    await expect400(path, { body: { ...withPhone, markElement: '' }, device }, '请输入商标名称');
    await expect400(path, { body: { ...withPhone, markElement: 'A'.repeat(500) }, device }, /不能超过50个字符/);
    await expect400(path, { body: { ...withPhone, markElement: '\u0007BEL' }, device }, /控制字符/);
    await expect400(path, { body: { ...withPhone, markElement: '***' }, device }, /标点符号/);
    await expect400(path, { body: { ...withPhone, countryList: [] }, device }, '请选择国家/地区');
    await expect400(path, { body: { ...withPhone, countryList: ['MARS'] }, device }, /国家/);
    await expect400(path, { body: { ...withPhone, classes: [] }, device }, '请选择类别');
    await expect400(path, { body: { ...withPhone, classes: [0] }, device }, /类别为1-45/);
    await expect400(path, { body: { ...withPhone, classes: [9, 9] }, device }, '类别不能重复');
    await expect400(path, { body: { ...withPhone, classes: [46], countryList: ['EU'] }, device }, '类别46仅适用于美国');
    await expect400(path, { body: { ...withPhone, phone: '12' }, device }, '请输入正确的手机号码');
    await expect400(path, { body: { ...withPhone, remark: 'x'.repeat(501) }, device }, /备注不能超过500/);
    await expect400(path, { body: { ...withPhone, markImg: 'javascript:alert(1)' }, device }, /http/);
    await expect400(path, { body: { ...withPhone, extra: true }, device });
    await expect400(path, { body: 'null', device });
    const tooBig = await call(path, { body: { ...withPhone, remark: 'x'.repeat(20_000) }, device });
    expect(tooBig.status).toBe(413);
    // Nothing was stored for this device.
    const rows = await database.db
      .select()
      .from(schema.artificialRequests)
      .where(eq(schema.artificialRequests.deviceId, device));
    expect(rows).toEqual([]);
  });

  it('counts the day in China time', () => {
    expect(chinaDay(new Date('2025-06-01T15:59:59Z'))).toBe('2025-06-01');
    expect(chinaDay(new Date('2025-06-01T16:00:00Z'))).toBe('2025-06-02');
  });
});

describe('risk warning', () => {
  type Warning = {
    risk: string;
    title: string;
    warning: string;
    matchers: string[];
    hits: Array<{ mark: string; matchers: string[] }>;
    sample: boolean;
  };
  const warn = (body: Record<string, unknown>, lang?: string) =>
    ok<Warning>(ipr.artificialRiskWarning, '/iprTrademarkSearchRecord/artificialRiskWarning', { body, lang });

  it('warns about the closest marks and names the matchers that found them', async () => {
    const fone = await warn({ markElement: 'PHONE', classes: [9] });
    expect(fone.risk).toBe('high');
    expect(fone.title).toContain('高风险');
    const hit = fone.hits.find((h) => h.mark === 'FONE');
    expect(hit).toBeDefined();
    expect(fone.matchers).toContain('phonetic');
    expect(fone.warning).toContain('FONE');
    expect(fone.warning).toContain('读音近似');
    // The office's status in a seller's words, not the register's English.
    expect(fone.warning).toContain('已注册');
    expect(fone.warning).not.toMatch(/registered|pending|dead/i);
    expect(fone.sample).toBe(true);
    expect(fone.warning).toContain('示例商标库');
    expect(fone.hits.length).toBeLessThanOrEqual(5);

    const pinyin = await warn({ markElement: 'LONGTENG' });
    expect(pinyin.hits.some((h) => h.mark === '龙腾' && h.matchers.includes('pinyin'))).toBe(true);
    expect(pinyin.warning).toContain('拼音');

    const stripe = await warn({ markElement: 'STRIPE', country: 'US' }, 'en');
    expect(stripe.matchers).toContain('skeleton');
  });

  it('says when nothing close is found that the sample data cannot judge, and rejects bad input', async () => {
    const none = await warn({ markElement: 'QZXWVJ KPLMNRT' });
    expect(none.risk).toBe('unknown');
    expect(none.hits).toEqual([]);
    expect(none.title).toBe('无法判断：现有数据不足');
    expect(none.warning).toContain('请律师查询商标局的正式数据');
    const famous = await warn({ markElement: '华为', classes: [25] });
    expect(famous.risk).toBe('high');
    expect(famous.warning).toContain('知名商标 华为');
    const path = '/iprTrademarkSearchRecord/artificialRiskWarning';
    await expect400(path, { body: { markElement: '' } }, '请输入商标名称');
    await expect400(path, { body: { markElement: '.,;' } }, /标点符号/);
    await expect400(path, { body: { markElement: 'A\u0000' } }, /控制字符/);
    await expect400(path, { body: { markElement: 'A'.repeat(500) } }, /不能超过50个字符/);
    await expect400(path, { body: { markElement: 'ACME', classes: [47] } }, /类别为1-45/);
    await expect400(path, { body: { markElement: 'ACME', country: 'XX' } }, /国家/);
    await expect400(path, { body: { markElement: 'ACME', country: 'EU', classes: [46] } }, '类别46仅适用于美国');
  });
});

describe('trademark SKUs', () => {
  type Sku = { serverItem: string; office: string; skuList: Array<{ name: string; unitPrice: number }> };

  it('answers the trademark registration products of an office by code or region number', async () => {
    const us = await ok<Sku>(ipr.getVipSkuDetail, '/sysProduct/getVipSkuDetail/US');
    expect(us.office).toBe('US');
    expect(us.skuList[0]?.name).toContain('美国商标');
    const byRegion = await ok<Sku>(ipr.getVipSkuDetail, '/sysProduct/getVipSkuDetail/20');
    expect(byRegion.skuList).toEqual(us.skuList);
    const jp = await ok<Sku>(ipr.getVipSkuDetail, '/sysProduct/getVipSkuDetail/24');
    expect(jp.office).toBe('JP');
  });

  it('answers 404 for an unknown item and 400 for a malformed one', async () => {
    for (const item of ['CN', 'SVIP', '25', 'nothing']) {
      const { status, body } = await call(`/sysProduct/getVipSkuDetail/${item}`);
      expect(status, item).toBe(404);
      expect(body.msg).toBe('暂无该服务项目');
    }
    await expect400(`/sysProduct/getVipSkuDetail/${'x'.repeat(65)}`, {});
    await expect400('/sysProduct/getVipSkuDetail/a.b', {});
  });
});

describe('IP website config', () => {
  type Entry = { id: number; title: string; sort: number };

  it('lists the valid entries of remote_configs by sort, and nothing when unset', async () => {
    expect(await ok<Entry[]>(ipr.listIprWebsiteConfig, '/web/websiteConfig/iprList')).toEqual([]);
    const entry = (id: number, sort: number) => ({
      id,
      configType: 'banner',
      title: `横幅${id}`,
      content: null,
      img: null,
      linkUrl: '/search',
      sort,
    });
    await database.db
      .insert(schema.remoteConfigs)
      .values({ key: IPR_WEBSITE_CONFIG_KEY, value: [entry(1, 2), { id: 'bad' }, entry(2, 1)] });
    const list = await ok<Entry[]>(ipr.listIprWebsiteConfig, '/web/websiteConfig/iprList');
    expect(list.map((e) => e.id)).toEqual([2, 1]);
    await expect400('/web/websiteConfig/iprList?x=1', {});
  });
});
