import { business, Messages, system } from '@site/contracts';
import { schema } from '@site/db/client';
import { migrateDatabase } from '@site/db/migrate';
import { seedDatabase } from '@site/db/seed/index';
import { type TestDatabase, useTestDatabase } from '@site/db/testing';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway, type Gateway } from '../src/index.ts';

let database: TestDatabase;
let gateway: Gateway;

const get = (path: string, headers: Record<string, string> = {}) =>
  gateway.request(path, { headers: { 'x-platform-type': '00', ...headers } });
const post = (path: string, body: string, headers: Record<string, string> = {}) =>
  gateway.request(path, {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json', 'x-platform-type': '00', ...headers },
  });

beforeAll(async () => {
  database = await useTestDatabase();
  await migrateDatabase(database.db);
  await seedDatabase(database.db);
  gateway = createGateway({ db: database.db, trustProxy: true });
});

afterAll(async () => {
  await database?.close();
});

describe('reads of the site shell', () => {
  it('answers getCommon with the brand menus, right panel and footer in wire names', async () => {
    const res = await get('/api/business/officialQuery/getCommon');
    expect(res.status).toBe(200);
    const body = business.getCommon.data.parse(((await res.json()) as { data: unknown }).data);
    expect(body.pcnavList.length).toBeGreaterThanOrEqual(5);
    expect(body.pcnavList.map((m) => m.typeValueFour)).toEqual(
      expect.arrayContaining(['freeTrial', 'Services', 'OnlineTool', 'IndustryInsight']),
    );
    const freeTrial = body.pcnavList.find((m) => m.typeValueFour === 'freeTrial');
    expect(freeTrial?.children.some((c) => c.typeValueThree === '/buyingGuide')).toBe(true);
    expect(body.suspendedList.length).toBeGreaterThan(0);
    expect(body.more?.subsetList.map((i) => i.typeValueFive)).toEqual(
      expect.arrayContaining(['contactUs', 'preSaleTelephone']),
    );
    expect(body.footer.function?.subsetList.length).toBeGreaterThan(0);
    expect(body.footer.qrcode?.subsetList[0]?.typeValueTow).toMatch(/^qr:/);
    expect(body.compliance).toBe(true);
  });

  it('serves each brand its own content, in its language', async () => {
    const xm = business.getCommon.data.parse(
      (
        (await (await get('/api/business/officialQuery/getCommon', { 'x-platform-type': '10' })).json()) as {
          data: unknown;
        }
      ).data,
    );
    expect(xm.pcnavList.some((m) => m.typeValueFour === 'productServices')).toBe(true);
    expect(xm.pcnavList[0]?.lang).toBe('zh-TW');

    const mdt = (await (await get('/system/pageConfig/allInfo', { 'x-platform-type': '01' })).json()) as {
      data: unknown;
    };
    const mdtConfig = system.getPageConfigAllInfo.data.parse(mdt.data);
    expect(mdtConfig.key).toBe('MDT');

    const reme = system.getPageConfigAllInfo.data.parse(
      ((await (await get('/system/pageConfig/allInfo', { 'x-platform-type': '19' })).json()) as { data: unknown }).data,
    );
    expect(reme.copyright).toContain('2025');
  });

  it('picks the German or English content of the EU variant from the request language', async () => {
    const de = system.getPageConfigAllInfo.data.parse(
      (
        (await (
          await get('/system/pageConfig/allInfo', { 'x-platform-type': 'EU', 'accept-language': 'de-DE,de;q=0.9' })
        ).json()) as { data: unknown }
      ).data,
    );
    const en = system.getPageConfigAllInfo.data.parse(
      (
        (await (
          await get('/system/pageConfig/allInfo', { 'x-platform-type': 'EU', 'accept-language': 'fr' })
        ).json()) as {
          data: unknown;
        }
      ).data,
    );
    expect(de.lang).toBe('de');
    expect(en.lang).toBe('en');
    expect(de.seoTitle).not.toBe(en.seoTitle);
  });

  it('resolves the brand from the Host when the call has no platform header', async () => {
    const res = await gateway.request('/system/pageConfig/allInfo', { headers: { host: 'xm.localhost:3000' } });
    const body = system.getPageConfigAllInfo.data.parse(((await res.json()) as { data: unknown }).data);
    expect(body.value).toBe('10');
  });

  it('answers home page info, search data, pop-ups and prices', async () => {
    const home = business.getHomePageInfo.data.parse(
      ((await (await get('/api/business/officialQuery/getHomePageInfo')).json()) as { data: unknown }).data,
    );
    expect(home.services.items.length).toBeGreaterThanOrEqual(4);
    expect(home.advantageList.length).toBeGreaterThanOrEqual(4);
    expect(home.registerBanner).not.toBeNull();

    const mdtHome = business.getHomePageInfo.data.parse(
      (
        (await (await get('/api/business/officialQuery/getHomePageInfo', { 'x-platform-type': '01' })).json()) as {
          data: unknown;
        }
      ).data,
    );
    expect(mdtHome.registerBanner).toBeNull();

    const search = business.getCommoditySearch.data.parse(
      ((await (await get('/api/business/officialQuery/getCommoditySearch')).json()) as { data: unknown }).data,
    );
    expect(search.hotService.length).toBeGreaterThan(0);
    expect(search.allService.length).toBeGreaterThan(search.hotService.length);

    const popups = business.listPopMarket.data.parse(
      ((await (await get('/api/business/merc/popMarket/list')).json()) as { data: unknown }).data,
    );
    expect(Array.isArray(popups)).toBe(true);

    const prices = business.officialProductPrice.data.parse(
      ((await (await get('/api/business/merc/product/officialProductPrice?country=2')).json()) as { data: unknown })
        .data,
    );
    expect(prices.length).toBeGreaterThan(0);
    expect(prices.every((p) => p.country === 2 && typeof p.unitPrice === 'number')).toBe(true);

    const grouped = business.getProductsPrices.data.parse(
      ((await (await get('/api/business/officialQuery/getProductsPrices')).json()) as { data: unknown }).data,
    );
    expect(grouped.length).toBeGreaterThan(1);
  });

  it("names the products, their service types and countries in XM's traditional Chinese", async () => {
    const pricesOf = async (platform: string) =>
      business.officialProductPrice.data.parse(
        (
          (await (
            await get('/api/business/merc/product/officialProductPrice?serviceType=1014', {
              'x-platform-type': platform,
            })
          ).json()) as { data: unknown }
        ).data,
      );
    const uk = (list: Awaited<ReturnType<typeof pricesOf>>) => list.find((p) => p.country === 0);
    expect(uk(await pricesOf('10'))).toMatchObject({
      productName: '英國公司註冊（含註冊地址一年）',
      serviceTypeName: '公司註冊',
      countryName: '英國',
    });
    expect(uk(await pricesOf('00'))).toMatchObject({
      productName: '英国公司注册（含注册地址一年）',
      serviceTypeName: '公司注册',
      countryName: '英国',
    });
    const grouped = business.getProductsPrices.data.parse(
      (
        (await (await get('/api/business/officialQuery/getProductsPrices', { 'x-platform-type': '10' })).json()) as {
          data: unknown;
        }
      ).data,
    );
    const text = JSON.stringify(grouped);
    expect(text).toContain('VAT註冊');
    expect(text).not.toMatch(/[国册报税码审认证产类单]/);
  });

  it('tells a foreign IP from a Chinese one, trusting X-Forwarded-For only behind a trusted proxy', async () => {
    const foreign = await (await get('/api/business/merc/sys/getIsForeignIp', { 'x-forwarded-for': '8.8.8.8' })).json();
    const home = await (
      await get('/api/business/merc/sys/getIsForeignIp', { 'x-forwarded-for': '114.114.114.114' })
    ).json();
    expect(foreign).toEqual({ code: 0, msg: 'success', data: true });
    expect(home).toEqual({ code: 0, msg: 'success', data: false });

    const untrusting = createGateway({ db: database.db, trustProxy: false, countryOf: () => 'CN' });
    const res = await untrusting.request('/api/business/merc/sys/getIsForeignIp', {
      headers: { 'x-platform-type': '00', 'x-forwarded-for': '8.8.8.8' },
    });
    expect(((await res.json()) as { data: boolean }).data).toBe(false);
  });
});

describe('counters', () => {
  it('counts poster views and clicks of the brand', async () => {
    // The seed's campaign windows follow the calendar: opened, the list shows OST's posters whatever the day.
    await database.db
      .update(schema.posters)
      .set({ startAt: null, endAt: null })
      .where(eq(schema.posters.platform, '00'));
    const list = business.listPosters.data.parse(
      (
        (await (await get('/api/business/posterConfig/merc/list?module=1&status=1&showPosition=40')).json()) as {
          data: unknown;
        }
      ).data,
    );
    const poster = list[0];
    expect(poster).toBeDefined();
    if (!poster) return;
    const before = await database.db.query.posters.findFirst({ where: eq(schema.posters.id, poster.posterId) });
    const res = await post(
      '/api/business/posterConfig/merc/incrCount',
      JSON.stringify([
        { posterId: poster.posterId, incrViewCount: 1 },
        { posterId: poster.posterId, incrClickCount: 1 },
      ]),
    );
    expect(await res.json()).toEqual({ code: 0, msg: 'success', data: null });
    const after = await database.db.query.posters.findFirst({ where: eq(schema.posters.id, poster.posterId) });
    expect(after?.viewCount).toBe((before?.viewCount ?? 0) + 1);
    expect(after?.clickCount).toBe((before?.clickCount ?? 0) + 1);
  });

  it("does not count another brand's poster", async () => {
    const [other] = await database.db
      .select()
      .from(schema.posters)
      .where(and(eq(schema.posters.platform, '08')))
      .limit(1);
    expect(other).toBeDefined();
    if (!other) return;
    const res = await post(
      '/api/business/posterConfig/merc/incrCount',
      JSON.stringify([{ posterId: other.id, incrViewCount: 1 }]),
    );
    expect(res.status).toBe(404);
    const after = await database.db.query.posters.findFirst({ where: eq(schema.posters.id, other.id) });
    expect(after?.viewCount).toBe(other.viewCount);
  });
});

describe('bad requests get a clear message, the right status and no stack trace', () => {
  const cases: [string, () => Response | Promise<Response>, number, RegExp][] = [
    [
      'an unknown platform code',
      () => get('/api/business/officialQuery/getCommon', { 'x-platform-type': '99' }),
      400,
      /unknown platform code/,
    ],
    ['an unexpected query parameter', () => get('/api/business/officialQuery/getCommon?foo=1'), 400, /foo/],
    [
      'a non-numeric poster position',
      () => get('/api/business/posterConfig/merc/list?showPosition=abc'),
      400,
      /showPosition/,
    ],
    [
      'a non-numeric service type',
      () => get('/api/business/merc/product/officialProductPrice?serviceType=vat'),
      400,
      /serviceType/,
    ],
    [
      'a body that is not JSON',
      () => post('/api/business/posterConfig/merc/incrCount', '{oops'),
      400,
      /不是有效的 JSON/,
    ],
    ['an empty count list', () => post('/api/business/posterConfig/merc/incrCount', '[]'), 400, /at least one item/],
    [
      'a count item with both counters',
      () => post('/api/business/posterConfig/merc/incrCount', '[{"posterId":1,"incrViewCount":1,"incrClickCount":1}]'),
      400,
      /exactly one/,
    ],
    [
      'a poster id that is not a number',
      () => post('/api/business/posterConfig/merc/incrCount', '[{"posterId":"x","incrViewCount":1}]'),
      400,
      /posterId/,
    ],
    ['an unknown call', () => get('/api/business/officialQuery/nope'), 404, /页面错误/],
    ['a GET of a POST call', () => get('/api/business/posterConfig/merc/incrCount'), 405, /不支持该请求方式/],
  ];
  for (const [name, send, status, message] of cases) {
    it(`rejects ${name}`, async () => {
      const res = await send();
      expect(res.status).toBe(status);
      const text = await res.text();
      const body = JSON.parse(text) as { code: number; msg: string; data: unknown };
      expect(body.code).toBe(status);
      expect(body.msg).toMatch(message);
      expect(body.data).toBeNull();
      expect(text).not.toMatch(/\bat .+\.ts:\d+|Error:/);
    });
  }

  it('answers a database failure with "system busy" and no details', async () => {
    const broken = await useTestDatabase();
    await migrateDatabase(broken.db);
    await seedDatabase(broken.db);
    const brokenGateway = createGateway({ db: broken.db });
    await broken.db.execute('drop table menu_div_pages cascade');
    const res = await brokenGateway.request('/api/business/officialQuery/getCommon', {
      headers: { 'x-platform-type': '00' },
    });
    const text = await res.text();
    await broken.close();
    expect(res.status).toBe(500);
    expect(JSON.parse(text)).toEqual({ code: 500, msg: Messages.systemBusy, data: null });
    expect(text).not.toMatch(/menu_div_pages|relation|stack/);
  });
});
