import { businessExtra, chtco, vat } from '@site/contracts';
import { schema } from '@site/db/client';
import { migrateDatabase } from '@site/db/migrate';
import { seedDatabase } from '@site/db/seed/index';
import { type TestDatabase, useTestDatabase } from '@site/db/testing';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { createGateway, type Gateway } from '../src/index.ts';

let database: TestDatabase;
let gateway: Gateway;

const get = (path: string, platform = '00', headers: Record<string, string> = {}) =>
  gateway.request(path, { headers: { 'x-platform-type': platform, ...headers } });

const dataOf = async <T extends z.ZodType>(res: Response, schema: T): Promise<z.infer<T>> => {
  const body = (await res.json()) as { code: number; data: unknown };
  expect(body.code).toBe(0);
  return schema.parse(body.data);
};

const hero = (title: string) => ({ kind: 'hero', title, lead: 'lead', actions: [] });

beforeAll(async () => {
  database = await useTestDatabase();
  await migrateDatabase(database.db);
  await seedDatabase(database.db);
  const { db } = database;
  // Test rows of their own, so the assertions do not depend on the seeded copy.
  await db.insert(schema.pages).values([
    {
      platform: '00',
      lang: 'zh-CN',
      key: 'test-page',
      title: '共享页面',
      description: 'd',
      keywords: 'k',
      blocks: [hero('共享')],
    },
    {
      platform: '08',
      lang: 'zh-CN',
      key: 'test-own',
      title: '自有页面',
      description: 'd',
      keywords: 'k',
      blocks: [hero('自有')],
    },
    {
      platform: '00',
      lang: 'zh-CN',
      key: 'test-own',
      title: '被覆盖',
      description: 'd',
      keywords: 'k',
      blocks: [hero('x')],
    },
    {
      platform: '00',
      lang: 'zh-CN',
      key: 'test-broken',
      title: '坏块',
      description: 'd',
      keywords: 'k',
      blocks: [{ kind: 'nope' }],
    },
  ]);
  const [partner] = await db
    .insert(schema.partners)
    .values({
      platform: '00',
      lang: 'zh-CN',
      name: '测试海外仓',
      logo: '/partners/test.svg',
      category: '物流与海外仓',
      description: '德国海外仓',
      content: '<p>合作介绍</p>',
    })
    .returning({ id: schema.partners.id });
  await db
    .insert(schema.partnerIntroducers)
    .values({ partnerId: partner?.id ?? 0, name: '王经理', title: '渠道经理', introduction: '负责德国仓' });
  await db.insert(schema.qaTypes).values([
    { platform: '00', lang: 'zh-CN', value: 'testReg', label: '注册', sort: 0 },
    { platform: '00', lang: 'zh-CN', value: 'testFile', label: '申报', sort: 1 },
  ]);
  await db.insert(schema.qaQuestions).values([
    {
      platform: '00',
      lang: 'zh-CN',
      qaType: 'testReg',
      question: '测试问题：德国VAT注册要多久？',
      answer: '<p>一般<strong>4-8周</strong>。</p>',
    },
    {
      platform: '00',
      lang: 'zh-CN',
      qaType: 'testReg',
      question: '测试问题：英国VAT注册需要什么资料？',
      answer: '<p>营业执照。</p>',
    },
    {
      platform: '00',
      lang: 'zh-CN',
      qaType: 'testFile',
      question: '测试问题：法国申报截止日？',
      answer: '<p>次月19日。</p>',
    },
  ]);
  gateway = createGateway({ db });
});

afterAll(async () => {
  await database?.close();
});

const articlePage = businessExtra.getInformation.data;

describe('the article library', () => {
  it('lists the categories of the brand library with their article counts', async () => {
    const list = await dataOf(
      await get('/api/business/officialQuery/getHelpCenterCategory'),
      businessExtra.getHelpCenterCategory.data,
    );
    expect(list.map((c) => c.id)).toEqual(expect.arrayContaining([101, 102, 103, 104]));
    expect(list.find((c) => c.id === 103)?.articleCount).toBeGreaterThan(0);
    expect(list.every((c) => c.id < 200)).toBe(true);
  });

  it('lends the shared library to a simplified-Chinese brand without one, and not to XM', async () => {
    const ofSixdu = await dataOf(
      await get('/api/business/officialQuery/getHelpCenterCategory', '08'),
      businessExtra.getHelpCenterCategory.data,
    );
    expect(ofSixdu.map((c) => c.id)).toContain(101);
    const ofXm = await dataOf(
      await get('/api/business/officialQuery/getHelpCenterCategory', '10'),
      businessExtra.getHelpCenterCategory.data,
    );
    expect(ofXm.map((c) => c.id).sort()).toEqual([201, 202, 203, 204]);
  });

  it('lends the carbon brand only the fitting part of the shared library: no VAT news (issue 28)', async () => {
    const ofLvzhou = await dataOf(
      await get('/api/business/officialQuery/getHelpCenterCategory', '15'),
      businessExtra.getHelpCenterCategory.data,
    );
    expect(ofLvzhou.map((c) => c.id).sort()).toEqual([101, 102, 104, 107]);
  });

  it('gives the English/German variant the categories of the language asked for', async () => {
    const en = await dataOf(
      await get('/api/business/officialQuery/getHelpCenterCategory', 'EU', { 'content-language': 'en' }),
      businessExtra.getHelpCenterCategory.data,
    );
    const de = await dataOf(
      await get('/api/business/officialQuery/getHelpCenterCategory', 'EU', { 'content-language': 'de' }),
      businessExtra.getHelpCenterCategory.data,
    );
    expect(en.map((c) => c.id)).toEqual([301, 302, 303]);
    expect(de.map((c) => c.id)).toEqual([311, 312, 313]);
  });

  it('pages news newest first, by category, and finds Chinese keywords in title or body', async () => {
    const first = await dataOf(await get('/api/business/officialQuery/getInformation?pageSize=2'), articlePage);
    expect(first.list).toHaveLength(2);
    expect(first.total).toBeGreaterThan(2);
    const [a, b] = first.list;
    expect((a?.publishDate ?? '') >= (b?.publishDate ?? '')).toBe(true);
    const second = await dataOf(
      await get('/api/business/officialQuery/getInformation?pageSize=2&pageNum=2'),
      articlePage,
    );
    expect(second.list.map((x) => x.id)).not.toContain(a?.id);
    const vat = await dataOf(
      await get('/api/business/officialQuery/getInformation?categoryId=103&pageSize=100'),
      articlePage,
    );
    expect(vat.list.every((x) => x.categoryId === 103)).toBe(true);
    const found = await dataOf(
      await get(`/api/business/officialQuery/getInformation?keyword=${encodeURIComponent('包装')}&pageSize=100`),
      articlePage,
    );
    expect(found.total).toBeGreaterThan(0);
    // A keyword searches the whole library: operation manuals and FAQ too (the header's search box).
    const everywhere = await dataOf(
      await get(`/api/business/officialQuery/getInformation?keyword=${encodeURIComponent('LUCID注册全流程')}`),
      articlePage,
    );
    expect(everywhere.list.map((x) => x.categoryId)).toContain(101);
    const none = await dataOf(
      await get(`/api/business/officialQuery/getInformation?keyword=${encodeURIComponent('%_不存在的词')}`),
      articlePage,
    );
    expect(none.total).toBe(0);
  });

  it('keeps operation manuals and the FAQ handbook apart from the news', async () => {
    const manuals = await dataOf(await get('/api/business/officialQuery/getOperationManual?pageSize=100'), articlePage);
    expect(manuals.list.length).toBeGreaterThan(0);
    expect(manuals.list.every((x) => x.categoryId === 101)).toBe(true);
    const help = await dataOf(await get('/api/business/officialQuery/queryArticleHandbook?pageSize=100'), articlePage);
    expect(help.list.every((x) => x.categoryId === 102)).toBe(true);
  });

  it('links an article to its neighbours, with null at the ends of its category', async () => {
    const all = await dataOf(
      await get('/api/business/officialQuery/getInformation?categoryId=103&pageSize=100'),
      articlePage,
    );
    const newest = all.list[0];
    const oldest = all.list.at(-1);
    const top = await dataOf(
      await get(`/api/business/officialQuery/getInformationInfo?id=${newest?.id}`),
      businessExtra.getInformationInfo.data,
    );
    expect(top.previous).toBeNull();
    expect(top.next?.id).toBe(all.list[1]?.id);
    expect(top.content).toContain('<');
    const bottom = await dataOf(
      await get(`/api/business/officialQuery/getInformationInfo?id=${oldest?.id}`),
      businessExtra.getInformationInfo.data,
    );
    expect(bottom.next).toBeNull();
    expect(bottom.previous?.id).toBe(all.list.at(-2)?.id);
  });

  it('answers 404 for an unknown id or another library, 400 for a bad one', async () => {
    expect((await get('/api/business/officialQuery/getInformationInfo?id=999999')).status).toBe(404);
    const xm = await dataOf(await get('/api/chtco/officialArticle/showArticleList?type=trends', '10'), articlePage);
    const xmId = xm.list[0]?.id;
    expect(xmId).toBeDefined();
    expect((await get(`/api/business/officialQuery/getInformationInfo?id=${xmId}`)).status).toBe(404);
    const bad = await get('/api/business/officialQuery/getInformationInfo?id=abc');
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { msg: string }).msg).toMatch(/^id:/);
  });

  it('serves the overseas-company school by type, hot articles and details', async () => {
    const trends = await dataOf(
      await get('/api/chtco/officialArticle/showArticleList?type=trends&pageSize=100', '10'),
      chtco.showArticleList.data,
    );
    expect(trends.list.every((x) => x.categoryId === 201)).toBe(true);
    const hot = await dataOf(
      await get('/api/chtco/officialArticle/getHotArticleByType?type=companyEncy&limit=2', '10'),
      chtco.getHotArticleByType.data,
    );
    expect(hot.length).toBeLessThanOrEqual(2);
    const detail = await dataOf(
      await get(`/api/chtco/officialArticle/showArticleDetailById?id=${trends.list[0]?.id}`, '10'),
      chtco.showArticleDetailById.data,
    );
    expect(detail.category).toBe('出海趨勢');
    expect((await get('/api/chtco/officialArticle/showArticleList?type=bogus', '10')).status).toBe(400);
  });

  it('lists the tutorial videos with their player ids', async () => {
    const videos = await dataOf(
      await get('/api/business/officialQuery/getVideoCourse'),
      businessExtra.getVideoCourse.data,
    );
    expect(videos.total).toBeGreaterThanOrEqual(6);
    expect(videos.list[0]?.fileID).toMatch(/\d+/);
  });
});

describe('the home page news', () => {
  const newsOf = async (platform: string, headers: Record<string, string> = {}) => {
    const res = await get('/api/business/officialQuery/getHomePageInfo', platform, headers);
    const body = (await res.json()) as { data: { news: { list: { id: number; title: string }[] } | null } };
    return body.data.news?.list ?? [];
  };

  it("lists the library's news in the page's language, for brands that share the library too", async () => {
    const german = await dataOf(
      await get('/api/business/officialQuery/getInformation?pageSize=100', 'EU', { 'content-language': 'de' }),
      articlePage,
    );
    const germanIds = new Set(german.list.map((a) => a.id));
    const onGermanHome = await newsOf('EU', { 'content-language': 'de' });
    expect(onGermanHome.length).toBeGreaterThan(0);
    expect(onGermanHome.every((a) => germanIds.has(a.id))).toBe(true);
    const onEnglishHome = await newsOf('EU', { 'content-language': 'en' });
    expect(onEnglishHome.some((a) => germanIds.has(a.id))).toBe(false);
  });
});

describe('content pages', () => {
  const customPage = businessExtra.getCustom.data;

  it("serves a page by route name, falling back to '00' for a sister brand", async () => {
    const own = await dataOf(await get('/api/business/officialQuery/getCustom?uid=test-page'), customPage);
    expect(own.title).toBe('共享页面');
    const lent = await dataOf(await get('/api/business/officialQuery/getCustom?uid=test-page', '19'), customPage);
    expect(lent.title).toBe('共享页面');
    const overridden = await dataOf(await get('/api/business/officialQuery/getCustom?uid=test-own', '08'), customPage);
    expect(overridden.title).toBe('自有页面');
  });

  it('does not lend a page across languages, and hides a page whose blocks are malformed', async () => {
    expect((await get('/api/business/officialQuery/getCustom?uid=test-page', '10')).status).toBe(404);
    // The law firm and the Korean-market variant show only their own pages and articles.
    expect((await get('/api/business/officialQuery/getCustom?uid=test-page', '01')).status).toBe(404);
    expect((await get('/api/business/officialQuery/getCustom?uid=test-page', 'KR')).status).toBe(404);
    const ofMdt = await dataOf(
      await get('/api/business/officialQuery/getHelpCenterCategory', '01'),
      businessExtra.getHelpCenterCategory.data,
    );
    expect(ofMdt).toEqual([]);
    expect((await get('/api/business/officialQuery/getCustom?uid=test-broken')).status).toBe(404);
    expect((await get('/api/business/officialQuery/getCustom?uid=no-such-page')).status).toBe(404);
    expect((await get('/api/business/officialQuery/getCustom?uid=../etc')).status).toBe(400);
  });
});

describe('the rest of the read set', () => {
  it('serves the shell reads on the overseas-company service too', async () => {
    const common = await dataOf(await get('/api/chtco/officialQuery/getCommon', '10'), chtco.getCommon.data);
    expect(common.pcnavList.length).toBeGreaterThan(0);
    const home = await dataOf(await get('/api/chtco/officialQuery/getHomePageInfo', '10'), chtco.getHomePageInfo.data);
    expect(home.hero.title).toBeTruthy();
    const prices = await dataOf(
      await get('/api/chtco/officialQuery/getProductsPrices', '10'),
      chtco.getProductsPrices.data,
    );
    expect(prices.length).toBeGreaterThan(0);
  });

  it('lists the website prices, filtered by service type and country', async () => {
    const all = await dataOf(await get('/api/resource/officialProduct/priceForWWW'), businessExtra.priceForWWW.data);
    const german = await dataOf(
      await get('/api/resource/officialProduct/priceForWWW?serviceType=1001&country=2'),
      businessExtra.priceForWWW.data,
    );
    expect(german.length).toBeGreaterThan(0);
    expect(german.length).toBeLessThan(all.length);
    expect(german.every((p) => p.serviceType === 1001 && p.country === 2)).toBe(true);
    expect((await get('/api/resource/officialProduct/priceForWWW?country=x')).status).toBe(400);
  });

  it("lists a menu entry's success cases and relations of the brand only", async () => {
    const [menu] = await database.db
      .select({ id: schema.menuItems.id })
      .from(schema.menuItems)
      .where(eq(schema.menuItems.platform, '00'))
      .limit(1);
    await database.db.insert(schema.menuRelations).values([
      { menuId: menu?.id ?? 0, kind: 'case', title: '测试案例：德国包装法补注册', content: '三天完成LUCID注册' },
      { menuId: menu?.id ?? 0, kind: 'highlight', title: '测试亮点' },
    ]);
    const cases = await dataOf(
      await get(`/api/business/officialMenuRelation/getSuccessfulCase?menuId=${menu?.id}`),
      businessExtra.getSuccessfulCase.data,
    );
    expect(cases.map((c) => c.title)).toEqual(['测试案例：德国包装法补注册']);
    const all = await dataOf(
      await get(`/api/chtco/officialMenuRelation/getList?menuId=${menu?.id}`),
      chtco.getMenuRelationList.data,
    );
    expect(all.map((c) => c.kind).sort()).toEqual(['case', 'highlight']);
    const ofXm = await dataOf(
      await get(`/api/chtco/officialMenuRelation/getList?menuId=${menu?.id}`, '10'),
      chtco.getMenuRelationList.data,
    );
    expect(ofXm).toEqual([]);
  });
});

describe('free tools', () => {
  it("lists the brand's freeTrial entries with the path of the tool each opens", async () => {
    const entries = await dataOf(
      await get('/api/business/officialQuery/getFreeTrial'),
      businessExtra.getFreeTrial.data,
    );
    const vat = entries.find((e) => e.hadeUrl === '/ld/calculate/1');
    expect(vat?.navigationName).toBe('VAT税金计算器');
    const one = await dataOf(
      await get(`/api/business/officialQuery/getFreeTrial?id=${vat?.id}`),
      businessExtra.getFreeTrial.data,
    );
    expect(one.map((e) => e.id)).toEqual([vat?.id]);
    const none = await dataOf(
      await get(`/api/business/officialQuery/getFreeTrial?id=${vat?.id}`, '10'),
      businessExtra.getFreeTrial.data,
    );
    expect(none).toEqual([]);
  });
});

describe('the site index', () => {
  it('lists what a brand publishes: its pages (own and lent), library articles, videos and partners', async () => {
    const index = await dataOf(
      await get('/api/business/officialQuery/getSiteIndex', '08'),
      businessExtra.getSiteIndex.data,
    );
    expect(index.pages.map((p) => p.key)).toEqual(expect.arrayContaining(['test-page', 'test-own']));
    expect(index.articles.length).toBeGreaterThan(10);
    expect(index.categories.map((c) => c.id)).toContain(103);
    expect(index.videos.length).toBeGreaterThan(0);
    const ofXm = await dataOf(
      await get('/api/business/officialQuery/getSiteIndex', '10'),
      businessExtra.getSiteIndex.data,
    );
    expect(ofXm.pages.map((p) => p.key)).not.toContain('test-page');
    expect(ofXm.articles.every((a) => a.categoryId >= 201 && a.categoryId <= 204)).toBe(true);
  });
});

describe('partners', () => {
  it('lists partners, groups them by category and opens one with its introducers', async () => {
    const list = await dataOf(
      await get('/api/business/officialQuery/getPartner?pageSize=100'),
      businessExtra.getPartner.data,
    );
    const partner = list.list.find((p) => p.name === '测试海外仓');
    expect(partner).toBeDefined();
    const groups = await dataOf(
      await get('/api/business/officialQuery/getEcologyCenter'),
      businessExtra.getEcologyCenter.data,
    );
    expect(groups.find((g) => g.category === '物流与海外仓')?.partners.map((p) => p.name)).toContain('测试海外仓');
    const one = await dataOf(
      await get(`/api/business/officialPartnersInfo/getPartnersInfoById?id=${partner?.id}`),
      businessExtra.getPartnersInfoById.data,
    );
    expect(one.introducers[0]?.name).toBe('王经理');
    const introducer = await dataOf(
      await get(`/api/business/officialPartnersIntroducer/getIntroducerById?id=${one.introducers[0]?.id}`),
      businessExtra.getIntroducerById.data,
    );
    expect(introducer.partnerId).toBe(partner?.id);
    expect((await get(`/api/business/officialPartnersInfo/getPartnersInfoById?id=${partner?.id}`, '10')).status).toBe(
      404,
    );
  });
});

describe('VAT questions and answers', () => {
  it('lists the question types, searches questions and opens an answer with related questions', async () => {
    const types = await dataOf(await get('/vat/sysDataDictionary/getQaType'), vat.getQaType.data);
    expect(types.map((t) => t.value)).toEqual(expect.arrayContaining(['testReg', 'testFile']));
    const found = await dataOf(
      await get(`/vat/qaQuestion/searchlist?qaType=testReg&keyword=${encodeURIComponent('德国')}`),
      vat.searchQaQuestions.data,
    );
    expect(found.list.map((q) => q.question)).toEqual(['测试问题：德国VAT注册要多久？']);
    expect(found.list[0]?.answerSummary).toBe('一般 4-8周 。');
    const detail = await dataOf(
      await get(`/vat/qaAnswerDetail/get/${found.list[0]?.answerId}`),
      vat.getQaAnswerDetail.data,
    );
    expect(detail.answer).toContain('<strong>');
    expect(detail.relatedQuestions.map((q) => q.question)).toEqual(['测试问题：英国VAT注册需要什么资料？']);
    expect((await get('/vat/qaAnswerDetail/get/999999')).status).toBe(404);
    expect((await get('/vat/qaAnswerDetail/get/x')).status).toBe(400);
    expect((await get('/vat/qaQuestion/searchlist?qaType=a%20b')).status).toBe(400);
  });

  it('stores nothing on a read', async () => {
    const [row] = await database.db
      .select({ views: schema.qaQuestions.views })
      .from(schema.qaQuestions)
      .where(and(eq(schema.qaQuestions.platform, '00'), eq(schema.qaQuestions.qaType, 'testFile')));
    expect(row?.views).toBe(0);
  });
});
