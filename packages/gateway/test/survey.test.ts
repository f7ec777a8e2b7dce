import { type Answers, buildReport, PLATFORMS, summaryOf, TARGET_SITES, toAnswerList } from '@site/compliance';
import { Messages, vat } from '@site/contracts';
import { schema } from '@site/db/client';
import { migrateDatabase } from '@site/db/migrate';
import { seedDatabase } from '@site/db/seed/index';
import { type TestDatabase, useTestDatabase } from '@site/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { createGateway, type Gateway } from '../src/index.ts';
import { hashToken } from '../src/repositories/sessions.ts';

let database: TestDatabase;
let gateway: Gateway;
const token = 'survey-session-token-0123456789';
const otherToken = 'survey-other-token-0123456789ab';
let userId: number;

interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

const call = async <T = unknown>(
  path: string,
  init: { method?: string; body?: unknown; token?: string; platform?: string; cookie?: string } = {},
) => {
  const headers: Record<string, string> = { 'x-platform-type': init.platform ?? '00' };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.cookie) headers.cookie = init.cookie;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  const res = await gateway.request(path, {
    method: init.method ?? (init.body !== undefined ? 'POST' : 'GET'),
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: res.status, body: (await res.json()) as Envelope<T> };
};

/** Answers with defaults: plain goods, no trademark, on Amazon in Germany. */
const answers = (overrides: Partial<Answers> = {}): Answers => {
  const a: Answers = {
    targetSites: ['DE'],
    platforms: ['AMAZON'],
    battery: false,
    powered: false,
    textileOrFurniture: false,
    energyLabelGoods: false,
    trademark: false,
    brandRegistry: false,
    rightsProtection: false,
    ...overrides,
  };
  const brandRegistry = a.trademark && a.brandRegistry;
  return {
    ...a,
    powered: a.powered || a.battery,
    brandRegistry,
    rightsProtection: brandRegistry && a.rightsProtection,
  };
};

const save = (a: Answers, init: { token?: string; platform?: string; cookie?: string; path?: string } = {}) =>
  call<string>(init.path ?? '/vat/mcSurveyReport/save', {
    ...init,
    body: { answerList: toAnswerList(a), source: 1 },
  });

type StoredReport = z.infer<typeof vat.surveyReportWire>;

const getReport = (reportId: string, init: { token?: string; platform?: string } = {}) =>
  call<StoredReport>(`/vat/mcSurveyReport/get?reportId=${encodeURIComponent(reportId)}`, init);

const allObligations = (report: StoredReport['report'], country?: string) =>
  report.markets
    .filter((m) => country === undefined || m.country === country)
    .flatMap((m) => m.streams.flatMap((s) => s.obligations));

beforeAll(async () => {
  database = await useTestDatabase();
  await migrateDatabase(database.db);
  await seedDatabase(database.db);
  gateway = createGateway({ db: database.db });
  const users = await database.db
    .insert(schema.users)
    .values([
      { mercNo: 'M20261201001', platform: '00', phone: '13800138101' },
      { mercNo: 'M20261201002', platform: '00', phone: '13800138102' },
    ])
    .returning();
  const [first, second] = users;
  if (!first || !second) throw new Error('no users');
  userId = first.id;
  const expiresAt = new Date(Date.now() + 3_600_000);
  await database.db.insert(schema.sessions).values([
    { tokenHash: hashToken(token), userId: first.id, expiresAt },
    { tokenHash: hashToken(otherToken), userId: second.id, expiresAt },
  ]);
});

afterAll(async () => {
  await database?.close();
});

describe('the report wire', () => {
  it('complianceReportWire takes what the engine gives, unchanged, for many answer sets', () => {
    const siteSets = [
      ...TARGET_SITES.map((site) => [site]),
      ['DE', 'FR'],
      ['UK', 'US', 'JP'],
      ['EU_OTHER', 'IT', 'ES'],
      [...TARGET_SITES],
    ];
    let checked = 0;
    for (const targetSites of siteSets) {
      for (let bits = 0; bits < 64; bits++) {
        const flag = (n: number) => (bits & (1 << n)) !== 0;
        const a = answers({
          targetSites: targetSites as Answers['targetSites'],
          platforms: flag(5) ? [...PLATFORMS] : ['ALIEXPRESS'],
          battery: flag(0),
          powered: flag(1),
          textileOrFurniture: flag(2),
          energyLabelGoods: flag(3),
          trademark: flag(4),
          brandRegistry: flag(4),
          rightsProtection: flag(1),
        });
        const report = buildReport(a, { checkedOn: '2026-12-01' });
        const parsed = vat.complianceReportWire.safeParse(report);
        expect(parsed.success, JSON.stringify(parsed.error?.issues[0])).toBe(true);
        // Nothing is dropped on the way: the wire is exactly the engine's report.
        expect(parsed.data).toEqual(JSON.parse(JSON.stringify(report)));
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });
});

describe('saving a questionnaire and reading its report', () => {
  it('stores a German and French battery seller’s report: LUCID, stiftung ear, the battery law, the French IDU', async () => {
    const saved = await save(answers({ targetSites: ['DE', 'FR'], battery: true }));
    expect(saved.status).toBe(200);
    expect(saved.body.code).toBe(0);
    const reportId = saved.body.data;
    expect(reportId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);

    const { status, body } = await getReport(reportId);
    expect(status).toBe(200);
    expect(vat.surveyReportWire.safeParse(body.data).success).toBe(true);
    const report = body.data.report;
    const text = JSON.stringify(report);
    expect(text).toContain('LUCID');
    expect(allObligations(report, 'DE').find((o) => o.ruleId === 'DE.weee')?.register).toBe('stiftung ear');
    expect(allObligations(report, 'DE').find((o) => o.ruleId === 'DE.batteries')?.law).toContain('BattDG');
    expect(allObligations(report, 'EU').find((o) => o.ruleId === 'EU.batteries.registration')?.law).toContain(
      'Regulation (EU) 2023/1542',
    );
    const french = allObligations(report, 'FR');
    expect(french.some((o) => o.register?.includes('SYDEREP'))).toBe(true);
    expect(JSON.stringify(french)).toContain('IDU');
    const streams = new Set(report.markets.flatMap((m) => m.streams.map((s) => s.stream)));
    expect(streams.has('textiles')).toBe(false);
    // Only the smartphone/tablet label, as a condition (the nine questions do not say what is powered).
    const labels = allObligations(report).filter((o) => o.stream === 'energyLabel');
    expect(labels.every((o) => o.status === 'conditional')).toBe(true);
    expect(body.data.platform).toBe('00');
    expect(body.data.answerList).toEqual(toAnswerList(answers({ targetSites: ['DE', 'FR'], battery: true })));
  });

  it('stores the engine’s report as it is, for today (UTC), with the engine and rules versions', async () => {
    const a = answers({ targetSites: ['DE', 'FR'], battery: true, trademark: true });
    const saved = await save(a);
    const today = new Date().toISOString().slice(0, 10);
    const { body } = await getReport(saved.body.data);
    expect(body.data.report).toEqual(JSON.parse(JSON.stringify(buildReport(a, { checkedOn: today }))));
    const [row] = await database.db
      .select()
      .from(schema.questionnaireReports)
      .where(eq(schema.questionnaireReports.id, saved.body.data));
    expect(row).toMatchObject({
      platform: '00',
      source: 1,
      userId: null,
      checkedOn: today,
      engineVersion: body.data.report.engineVersion,
      rulesVersion: body.data.report.rulesVersion,
    });
  });

  it('gives a US-only seller no EU obligation', async () => {
    const saved = await save(answers({ targetSites: ['US'], battery: true, textileOrFurniture: true }));
    const { body } = await getReport(saved.body.data);
    expect(body.data.report.markets.map((m) => m.country)).toEqual(['US']);
    const all = allObligations(body.data.report);
    expect(all.length).toBeGreaterThan(0);
    expect(all.every((o) => o.ruleId.startsWith('US.'))).toBe(true);
    expect(JSON.stringify(body.data.report)).not.toMatch(/LUCID|stiftung ear|SYDEREP|EPREL/);
  });

  it('prices the recommended services from the products table: two decimals, original price when discounted', async () => {
    const saved = await save(answers({ targetSites: ['DE', 'FR'], battery: true, trademark: true }));
    const { body } = await getReport(saved.body.data);
    const { services } = body.data;
    expect(services.map(({ serviceType, country }) => `${serviceType}:${country}`)).toEqual(
      body.data.report.recommendedServices.map(({ serviceType, country }) => `${serviceType}:${country}`),
    );
    const priced = services.filter((s) => s.price1 !== null);
    expect(priced.length).toBeGreaterThan(0);
    const products = await database.db.select().from(schema.products);
    for (const service of priced) {
      for (const price of [service.price1, service.price2, service.price3]) {
        expect(price?.amount).toMatch(/^\d+\.\d{2}$/);
        const product = products.find(
          (p) =>
            p.serviceType === service.serviceType && p.country === service.country && p.name === price?.productName,
        );
        expect(product, price?.productName).toBeDefined();
        if (!product || !price) continue;
        expect(Number(price.amount)).toBeCloseTo(product.unitPrice - product.discountPrice, 2);
        expect(price.original).toBe(
          product.discountPrice > 0 ? `￥${product.unitPrice.toFixed(2)}/${product.priceUnit}` : null,
        );
      }
    }
    // The trademark registration of the seed is discounted, so at least one original price shows.
    expect(priced.some((s) => s.price1?.original)).toBe(true);
  });

  it('keeps a stored report as stored: a later change of prices or rules does not change it', async () => {
    const saved = await save(answers({ targetSites: ['DE'], battery: true }));
    const before = (await getReport(saved.body.data)).body.data;
    const prices = await database.db
      .select({ id: schema.products.id, unitPrice: schema.products.unitPrice })
      .from(schema.products);
    await database.db.update(schema.products).set({ unitPrice: 1 });
    try {
      const after = (await getReport(saved.body.data)).body.data;
      expect(after).toEqual(before);
    } finally {
      for (const { id, unitPrice } of prices) {
        await database.db.update(schema.products).set({ unitPrice }).where(eq(schema.products.id, id));
      }
    }
  });

  it('stores the brand of the header and the channel cookie (channelNo, else channelCode; malformed ignored)', async () => {
    const a = answers({ targetSites: ['UK'] });
    const cases: [string | undefined, string | null][] = [
      ['channelNo=AMZSPN2026', 'AMZSPN2026'],
      ['channelCode=FSCOMM01', 'FSCOMM01'],
      ['channelNo=bad%20code!; channelCode=CCEE2026SZ', 'CCEE2026SZ'],
      ['channelNo=%3Cscript%3E', null],
      [undefined, null],
    ];
    for (const [cookie, expected] of cases) {
      const saved = await save(a, { cookie, platform: '10' });
      expect(saved.body.code, String(cookie)).toBe(0);
      const { body } = await getReport(saved.body.data);
      expect(body.data.channelNo, String(cookie)).toBe(expected);
      expect(body.data.platform).toBe('10');
    }
  });

  it('answers 400 请勾选完整 for missing or inconsistent answers, and stores nothing', async () => {
    const count = async () => (await database.db.select().from(schema.questionnaireReports)).length;
    const before = await count();
    const full = toAnswerList(answers());
    const missing = full.filter((a) => a.questionId !== 3);
    const hidden = [...full, { questionId: 9, answer: 'Y' }];
    const unknownCode = full.map((a) => (a.questionId === 1 ? { ...a, answer: 'DE,XX' } : a));
    for (const answerList of [missing, hidden, unknownCode, [{ questionId: 1, answer: 'DE' }]]) {
      const res = await call('/vat/mcSurveyReport/save', { body: { answerList, source: 1 } });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ code: 400, msg: Messages.tickCompletely, data: null });
    }
    const empty = await call('/vat/mcSurveyReport/save', { body: { answerList: [], source: 1 } });
    expect(empty.status).toBe(400);
    expect(empty.body.msg).toContain(Messages.tickCompletely);
    const badSource = await call('/vat/mcSurveyReport/save', { body: { answerList: full, source: 2 } });
    expect(badSource.status).toBe(400);
    expect(await count()).toBe(before);
  });

  it('refuses bodies that are not JSON or too large with 4xx and a clear message', async () => {
    const plain = await gateway.request('/vat/mcSurveyReport/save', {
      method: 'POST',
      headers: { 'x-platform-type': '00', 'content-type': 'text/plain' },
      body: JSON.stringify({ answerList: toAnswerList(answers()), source: 1 }),
    });
    expect(plain.status).toBe(415);
    const huge = await gateway.request('/vat/mcSurveyReport/save', {
      method: 'POST',
      headers: { 'x-platform-type': '00', 'content-type': 'application/json' },
      body: JSON.stringify({ answerList: toAnswerList(answers()), source: 1, pad: 'x'.repeat(40_000) }),
    });
    expect(huge.status).toBe(413);
    expect(((await huge.json()) as Envelope).msg).toMatch(/过长/);
    const broken = await gateway.request('/vat/mcSurveyReport/save', {
      method: 'POST',
      headers: { 'x-platform-type': '00', 'content-type': 'application/json' },
      body: '{"answerList": [',
    });
    expect(broken.status).toBe(400);
  });

  it('answers 404 for an unknown or malformed report id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', '12345', 'abc-def']) {
      const res = await getReport(id);
      expect(res.status, id).toBe(404);
      expect(res.body).toEqual({ code: 404, msg: Messages.notFound, data: null });
    }
    const bad = await call('/vat/mcSurveyReport/get?reportId=../../etc');
    expect(bad.status).toBe(400);
  });
});

describe('the refine step (issue 24)', () => {
  const refine = (body: unknown) => call<string>('/vat/mcSurveyReport/refine', { body });

  it('stores a new report in which the German VAT duty is decided; the first stays as it was', async () => {
    const saved = await save(answers());
    const firstId = saved.body.data;
    const before = await getReport(firstId);
    const vatOf = (r: StoredReport) => allObligations(r.report, 'DE').find((o) => o.ruleId === 'DE.vat');
    expect(vatOf(before.body.data)?.status).toBe('conditional');
    expect(vatOf(before.body.data)?.condition).toContain('德国存放库存');

    const refined = await refine({ reportId: firstId, refine: { stockLocations: ['DE'], established: 'CN' } });
    expect(refined.status).toBe(200);
    const secondId = refined.body.data;
    expect(secondId).not.toBe(firstId);
    const after = await getReport(secondId);
    expect(vatOf(after.body.data)?.status).toBe('required');
    expect(after.body.data.refine).toEqual({ stockLocations: ['DE'], established: 'CN' });
    expect(after.body.data.refinedFrom).toBe(firstId);
    expect(after.body.data.answerList).toEqual(before.body.data.answerList);
    expect(vat.surveyReportWire.safeParse(after.body.data).success).toBe(true);

    // Refining the refined report keeps its earlier answers.
    const third = await refine({ reportId: secondId, refine: { products: [] } });
    const refinedAgain = await getReport(third.body.data);
    expect(refinedAgain.body.data.refine).toEqual({ stockLocations: ['DE'], established: 'CN', products: [] });
    expect(refinedAgain.body.data.refinedFrom).toBe(secondId);

    const again = await getReport(firstId);
    expect(again.body.data).toEqual(before.body.data);
    expect(again.body.data.refine).toBeNull();
  });

  it('answers 400 with a clear message for bad refine answers, 404 for an unknown report', async () => {
    const saved = await save(answers());
    const bad = await refine({ reportId: saved.body.data, refine: { established: 'MARS' } });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('established');
    const repeated = await refine({ reportId: saved.body.data, refine: { stockLocations: ['DE', 'DE'] } });
    expect(repeated.status).toBe(400);
    expect(repeated.body.msg).toContain('repeated');
    const empty = await refine({ reportId: saved.body.data, refine: {} });
    expect(empty.status).toBe(400);
    const unknownKey = await refine({ reportId: saved.body.data, refine: { shoeSize: 42 } });
    expect(unknownKey.status).toBe(400);
    const missing = await refine({ reportId: '00000000-0000-4000-8000-000000000000', refine: { established: 'CN' } });
    expect(missing.status).toBe(404);
  });

  it("lists the rules' changes newest first", async () => {
    const { status, body } = await call<{ rulesVersion: string; changes: { date: string }[] }>(
      '/vat/complianceRules/changes',
    );
    expect(status).toBe(200);
    expect(body.data.changes.length).toBeGreaterThan(50);
    const dates = body.data.changes.map((c) => c.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });
});

describe('reports of a logged-in user', () => {
  it('links the report to the user of the token; the space calls find it', async () => {
    expect((await call('/api/space/buyGuideHisAnswers/isUserNewReport', { token })).body.data).toBe(false);
    expect((await call('/api/space/buyGuideAnswers/user/ViewAnswers/Info', { token })).body.data).toBeNull();

    const a = answers({ targetSites: ['DE', 'FR'], battery: true });
    const saved = await save(a, { token });
    expect(saved.body.code).toBe(0);
    const [row] = await database.db
      .select()
      .from(schema.questionnaireReports)
      .where(eq(schema.questionnaireReports.id, saved.body.data));
    expect(row?.userId).toBe(userId);

    const latest = await call<{ reportId: string; source: number; answerList: unknown }>(
      '/api/space/buyGuideAnswers/user/ViewAnswers/Info',
      { token },
    );
    expect(latest.body.data).toMatchObject({ reportId: saved.body.data, source: 1, answerList: toAnswerList(a) });
    expect((await call('/api/space/buyGuideHisAnswers/isUserNewReport', { token })).body.data).toBe(true);
    // Another user sees none of it.
    expect((await call('/api/space/buyGuideHisAnswers/isUserNewReport', { token: otherToken })).body.data).toBe(false);
    const foreign = await call(
      `/api/space/buyGuideHisAnswers/user/AnswerInfo?reportId=${saved.body.data}&pointType=report`,
      { token: otherToken },
    );
    expect(foreign.status).toBe(404);

    // Opening it (the result page's query passed through) marks it seen.
    const info = await call<{ reportId: string }>(
      `/api/space/buyGuideHisAnswers/user/AnswerInfo?reportId=${saved.body.data}&pointType=report&intoWay=1&channelNo=AMZSPN2026`,
      { token },
    );
    expect(info.status).toBe(200);
    expect(info.body.data.reportId).toBe(saved.body.data);
    expect((await call('/api/space/buyGuideHisAnswers/isUserNewReport', { token })).body.data).toBe(false);
  });

  it('saveUserAnswersInfo needs a live token; saveAnswersForOfficialWeb works with or without one', async () => {
    const body = { answerList: toAnswerList(answers({ targetSites: ['JP'] })), source: 1 };
    const anonymous = await call('/api/space/buyGuideAnswers/saveUserAnswersInfo', { body });
    expect(anonymous.status).toBe(401);
    const linked = await call<string>('/api/space/buyGuideAnswers/saveUserAnswersInfo', { body, token });
    expect(linked.body.code).toBe(0);
    const official = await call<string>('/api/space/buyGuideAnswers/saveAnswersForOfficialWeb', { body });
    expect(official.body.code).toBe(0);
    const officialLinked = await call<string>('/api/space/buyGuideAnswers/saveAnswersForOfficialWeb', {
      body,
      token,
    });
    const rows = await database.db.select().from(schema.questionnaireReports);
    const owner = (id: string) => rows.find((r) => r.id === id)?.userId;
    expect(owner(linked.body.data)).toBe(userId);
    expect(owner(official.body.data)).toBeNull();
    expect(owner(officialLinked.body.data)).toBe(userId);
    // The report of getSurveyReport opened with the owner's token counts as seen.
    expect((await call('/api/space/buyGuideHisAnswers/isUserNewReport', { token })).body.data).toBe(true);
    await getReport(linked.body.data, { token });
    await getReport(officialLinked.body.data, { token });
    expect((await call('/api/space/buyGuideHisAnswers/isUserNewReport', { token })).body.data).toBe(false);
  });

  it('answers 401 to an optional-auth call with a token that is not a live session (the site retries without)', async () => {
    const res = await save(answers(), { token: 'expired-or-unknown-token-000000' });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe(401);
    const get = await call('/vat/mcSurveyReport/get?reportId=00000000-0000-4000-8000-000000000000', {
      token: 'expired-or-unknown-token-000000',
    });
    expect(get.status).toBe(401);
    for (const path of [
      '/api/space/buyGuideHisAnswers/isUserNewReport',
      '/api/space/buyGuideAnswers/user/ViewAnswers/Info',
      '/api/space/buyGuideHisAnswers/user/AnswerInfo',
    ]) {
      expect((await call(path)).status, path).toBe(401);
    }
  });
});

describe('priceForSurveyReport', () => {
  it('lists the products of the given service types and countries', async () => {
    const res = await call<{ serviceType: number; country: number; unitPrice: number }[]>(
      '/api/business/old/admin/product/priceForSurveyReport?serviceTypes=1006,1007&countries=2,1',
    );
    expect(res.status).toBe(200);
    expect(res.body.data.length).toBeGreaterThan(0);
    for (const p of res.body.data) {
      expect([1006, 1007]).toContain(p.serviceType);
      expect([1, 2]).toContain(p.country);
    }
    const all = await call<unknown[]>('/api/business/old/admin/product/priceForSurveyReport');
    expect(all.body.data.length).toBeGreaterThan(res.body.data.length);
    expect((await call('/api/business/old/admin/product/priceForSurveyReport?serviceTypes=abc')).status).toBe(400);
  });
});

describe('the IP gateway’s trademark prices (priceForSurveyReport)', () => {
  type Row = { country: number; productName: string; unitPrice: number; discountPrice: number; memberLevel: null };
  const prices = (query = '') => call<Row[]>(`/api/ipr/trademark/member/priceForSurveyReport${query}`);

  it('lists the trademark products of each register, or of one', async () => {
    const all = await prices();
    expect(all.status).toBe(200);
    expect([...new Set(all.body.data.map((r) => r.country))].sort((a, b) => a - b)).toEqual([20, 21, 23, 99]);
    expect(all.body.data.every((r) => r.productName.includes('商标') && r.memberLevel === null)).toBe(true);
    const us = await prices('?country=20');
    expect(us.body.data).toHaveLength(1);
    expect(us.body.data[0]).toMatchObject({ country: 20, productName: '美国商标注册（单类）', unitPrice: 3980 });
    expect((await prices('?country=24')).body.data[0]?.country).toBe(24);
    expect((await prices('?country=25')).body.data).toEqual([]);
    expect((await prices('?country=7')).status).toBe(400);
    expect((await prices('?classCount=11')).status).toBe(400);
  });
});

describe('every stored report (issue 28)', () => {
  it('has summary counts equal to the items they summarise, as saved and as refined', async () => {
    // Varied sellers saved through the route, two of them refined; then every report the database holds.
    const sets: Answers[] = [
      answers({ targetSites: ['DE', 'FR'] }),
      answers({ targetSites: ['UK', 'DE', 'FR', 'IT', 'ES'], platforms: ['AMAZON', 'OTHER'], battery: true }),
      answers({ targetSites: ['EU_OTHER', 'IT'], platforms: ['ALIEXPRESS'], textileOrFurniture: true }),
      answers({ targetSites: [...TARGET_SITES], platforms: [...PLATFORMS], energyLabelGoods: true, trademark: true }),
      answers({ targetSites: ['JP', 'US'], powered: true }),
    ];
    const ids: string[] = [];
    for (const a of sets) {
      const saved = await save(a);
      expect(saved.body.code).toBe(0);
      ids.push(saved.body.data);
    }
    for (const [reportId, refine] of [
      [ids[0], { stockLocations: ['PAN_EU'], established: 'CN' }],
      [ids[2], { otherEuCountries: ['NL', 'PL'], stockLocations: ['CN_DIRECT'] }],
    ] as const) {
      const refined = await call<string>('/vat/mcSurveyReport/refine', { body: { reportId, refine } });
      expect(refined.status).toBe(200);
    }
    const rows = await database.db.select({ id: schema.questionnaireReports.id }).from(schema.questionnaireReports);
    expect(rows.length).toBeGreaterThanOrEqual(ids.length + 2);
    for (const { id } of rows) {
      const { body } = await getReport(id);
      const report = body.data.report;
      expect(report.summary, id).toEqual(summaryOf(allObligations(report)));
      for (const market of report.markets) {
        const items = market.streams.flatMap((s) => s.obligations);
        expect(market.summary, `${id} ${market.country}`).toEqual(summaryOf(items));
      }
    }
  });
});
