import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ipr } from '@site/contracts';
import { generateMarks } from '@site/db/marks/generator';
import { importMarks, markRow, upsertMarkRows } from '@site/db/marks/import';
import { migrateDatabase } from '@site/db/migrate';
import { seedDatabase } from '@site/db/seed/index';
import { type TestDatabase, useTestDatabase } from '@site/db/testing';
import { markKeys } from '@site/trademark';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { createGateway, type Gateway } from '../src/index.ts';
import { CANDIDATE_LIMITS, CANDIDATE_SETTINGS, candidateParts, candidateQuery } from '../src/repositories/marks.ts';

type SearchData = z.infer<typeof ipr.searchTrademark.data>;
type Hit = SearchData['list'][number];

let database: TestDatabase;
let gateway: Gateway;

const FIXTURES = fileURLToPath(new URL('../../db/test/fixtures/marks/', import.meta.url));

const search = async (body: unknown, platform = '00') => {
  const res = await gateway.request('/api/ipr/trademark/search', {
    method: 'POST',
    headers: { 'x-platform-type': platform, 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { code: number; msg: string; data: SearchData } };
};

const hits = async (body: Record<string, unknown>): Promise<SearchData> => {
  const { status, body: envelope } = await search(body);
  expect(status, envelope.msg).toBe(200);
  expect(ipr.searchTrademark.data.safeParse(envelope.data).success).toBe(true);
  return envelope.data;
};

const find = (data: SearchData, mark: string, country?: string): Hit | undefined =>
  data.list.find((h) => h.mark === mark && (country === undefined || h.country === country));

beforeAll(async () => {
  database = await useTestDatabase();
  await migrateDatabase(database.db);
  await seedDatabase(database.db);
  gateway = createGateway({ db: database.db });
});

afterAll(async () => {
  await database?.close();
});

describe('trademark search on the sample registry', () => {
  it('finds the identical mark whatever its case, width, spacing or punctuation', async () => {
    for (const query of ['BLUE WAVE', 'blue-wave', 'ＢＬＵＥ　ＷＡＶＥ', 'Bluewave']) {
      const data = await hits({ markElement: query });
      for (const [mark, office] of [
        ['BLUE WAVE', 'US'],
        ['Blue-Wave', 'EU'],
        ['BLUEWAVE', 'CN'],
      ] as const) {
        const hit = find(data, mark, office);
        expect(hit?.matchers, `${query} -> ${mark}`).toContain('exact');
        expect(hit?.sample).toBe(true);
      }
      expect(data.sample).toBe(true);
      expect(data.risk).toBe('high');
    }
  });

  it('finds sound-alike marks with the phonetic matcher (PHONE ~ FONE, QUICK ~ KWIK)', async () => {
    const phone = await hits({ markElement: 'PHONE' });
    const fone = find(phone, 'FONE');
    expect(fone).toBeDefined();
    expect(fone?.matchers.some((m) => m === 'phonetic' || m === 'exact')).toBe(true);
    const quick = await hits({ markElement: 'QUICK' });
    expect(find(quick, 'KWIK')?.matchers).toContain('phonetic');
  });

  it('finds look-alike marks with the visual matcher (NETFLAIR ~ NETFLARE, LUMORA ~ LUMURA)', async () => {
    const data = await hits({ markElement: 'NETFLAIRE' });
    expect(find(data, 'NETFLAIR')?.matchers).toContain('visual');
    expect(find(data, 'NETFLARE')?.matchers).toContain('visual');
    expect(find(await hits({ markElement: 'LUMORA' }), 'LUMURA')?.matchers).toContain('visual');
  });

  it('finds a registered mark inside a multi-word query and the reverse (component)', async () => {
    const data = await hits({ markElement: 'SUNRAY HOME' });
    expect(find(data, 'SUNRAY HOME')?.matchers).toContain('exact');
    expect(find(data, 'SUNRAY')?.matchers).toContain('component');
    const reverse = await hits({ markElement: 'SUNRAY' });
    expect(find(reverse, 'SUNRAY OUTDOOR LIVING')?.matchers).toContain('component');
    expect(find(reverse, 'SUNRAY HOME')?.matchers).toContain('component');
  });

  it('finds the same consonant skeleton (STRIPE ~ STRYPE)', async () => {
    const data = await hits({ markElement: 'STRIPE' });
    expect(find(data, 'STRYPE')?.matchers).toContain('skeleton');
  });

  it('finds Chinese marks by pinyin and Latin marks by the pinyin of Chinese ones (龙腾 ~ LONGTENG)', async () => {
    const chinese = await hits({ markElement: '龙腾' });
    expect(find(chinese, 'LONGTENG')?.matchers).toContain('pinyin');
    expect(find(chinese, '龙腾')?.matchers).toContain('exact');
    expect(find(chinese, '龙腾科技')?.matchers).toContain('component');
    const latin = await hits({ markElement: 'longteng' });
    expect(find(latin, '龙腾')?.matchers).toContain('pinyin');
    expect(find(await hits({ markElement: 'MEIJIA' }), '美佳')?.matchers).toContain('pinyin');
  });

  it('answers each hit with its fields, per-matcher scores, risk and reasons, best first', async () => {
    const data = await hits({ markElement: 'ZENTRIX', classes: [9] });
    const top = data.list[0];
    expect(top).toMatchObject({ mark: 'ZENTRIX', country: 'US', classes: [9, 42], status: 'registered', risk: 'high' });
    expect(top?.number).toMatch(/^S/);
    expect(top?.filed).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(top?.owner).toBeTruthy();
    expect(top?.matcherScores.map((m) => m.name)).toEqual(top?.matchers);
    expect(top?.reasons.length).toBeGreaterThan(0);
    const scores = data.list.map((h) => h.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(data.total).toBeGreaterThanOrEqual(data.list.length);
    expect(data.reasons.length).toBeGreaterThan(0);
  });

  it('filters by office (code or region number) and by classes with their related classes', async () => {
    const us = await hits({ markElement: 'SUNRAY', country: 'US' });
    expect(us.list.length).toBeGreaterThan(0);
    expect(us.list.every((h) => h.country === 'US')).toBe(true);
    const eu = await hits({ markElement: 'SUNRAY', country: '99' });
    expect(eu.list.every((h) => h.country === 'EU')).toBe(true);
    expect(find(eu, 'SUNRAY HOME')).toBeDefined();

    const classes = [25];
    const inClass = await hits({ markElement: 'STRIPE', classes });
    expect(find(inClass, 'STRYPE')).toBeDefined();
    // STRAIP is in class 18 (bags), which the related-class table links to clothing: kept, with a lower score.
    const { classesWithRelated } = await import('../src/repositories/marks.ts');
    const allowed = new Set(classesWithRelated(classes));
    expect(inClass.list.every((h) => h.classes.some((c) => allowed.has(c)))).toBe(true);
    const outside = await hits({ markElement: 'STRIPE', classes: [1] });
    expect(find(outside, 'STRYPE')).toBeUndefined();
  });

  it('searches a one-character mark, alone or beside an emoji, with the risk warning too (it answered 500)', async () => {
    // A one-letter query has no branch that orders by the compact spelling: its parameter had no type (42P18).
    await upsertMarkRows(database.pool, [
      markRow(
        {
          office: 'US',
          number: 'T1CHAR01',
          mark: 'Q',
          classes: [9],
          owner: 'One Letter Ltd',
          status: 'registered',
          filed: null,
        },
        'generated',
      ),
    ]);
    for (const mark of ['q', 'Q😀', '1', 'é', 'a😀', '商']) {
      for (const filter of [{}, { country: 'US' }, { classes: [9] }, { country: 'CN', classes: [35] }]) {
        const body = { markElement: mark, ...filter };
        const data = await hits(body);
        if (/q/i.test(mark) && filter.country !== 'CN') expect(find(data, 'Q')?.matchers).toContain('exact');
        const warning = await gateway.request('/api/ipr/iprTrademarkSearchRecord/artificialRiskWarning', {
          method: 'POST',
          headers: { 'x-platform-type': '00', 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        expect(warning.status, JSON.stringify(body)).toBe(200);
      }
    }
  });

  it('answers 400 with a clear message for bad input, never a 500', async () => {
    const cases: [unknown, string][] = [
      [{ markElement: '' }, '请输入商标名称'],
      [{ markElement: '   ' }, '请输入商标名称'],
      [{}, '请输入商标名称'],
      [{ markElement: 'A'.repeat(500) }, '商标名称不能超过50个字符'],
      [{ markElement: '?!...---' }, '商标名称需包含文字、字母或数字，不能只有标点符号'],
      [{ markElement: 'AB\u0000CD' }, '商标名称不能包含控制字符或换行'],
      [{ markElement: 'AB\nCD' }, '商标名称不能包含控制字符或换行'],
      [{ markElement: 'SUNRAY', classes: [47] }, '类别为1-45（美国特殊类别46）'],
      [{ markElement: 'SUNRAY', classes: ['x'] }, '类别须为数字'],
      [{ markElement: 'SUNRAY', country: 'MARS' }, '请选择正确的国家/地区'],
      [{ markElement: 'SUNRAY', country: 25 }, '请选择正确的国家/地区'],
      [{ markElement: 42 }, '请输入商标名称'],
    ];
    for (const [body, message] of cases) {
      const res = await search(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe(400);
      expect(res.body.msg).toBe(message);
    }
    const malformed = await search('{"markElement": ');
    expect(malformed.status).toBe(400);
    expect(malformed.body.msg).not.toMatch(/at |SELECT|\/work/);
  });

  it('never says "no similar marks, consider filing" over the sample registry: it cannot judge', async () => {
    const data = await hits({ markElement: 'QZXWVJ KPLMNRT' });
    expect(data.list).toEqual([]);
    expect(data).toMatchObject({ risk: 'unknown', judged: false, sample: true, wellKnown: [] });
    expect(data.reasons.join(' ')).toContain('无法判断');
    expect(data.reasons.join(' ')).not.toContain('可考虑申请');
    expect(data.coverage.map((c) => c.office)).toEqual(['US', 'EU', 'UK', 'CN', 'JP', 'WIPO']);
    expect(data.coverage.every((c) => c.marks === 0)).toBe(true);
    // A low hit on sample data is no verdict either.
    const low = await hits({ markElement: 'SUNRAY', classes: [41] });
    expect(['unknown', 'medium', 'high']).toContain(low.risk);
  });

  it.each(['华为', 'HUAWEI', 'NIKE', '耐克', '茅台', '華為'])(
    '%s is high risk as a well-known mark, whatever the classes and the registry',
    async (markElement) => {
      const data = await hits({ markElement, classes: [30], country: 'JP' });
      expect(data.risk).toBe('high');
      expect(data.wellKnown[0]?.risk).toBe('high');
      expect(data.reasons[0]).toContain('知名、驰名商标的保护不限于其注册的类别');
      expect(data.reasons.join(' ')).not.toContain('可考虑申请');
    },
  );

  it('finds meaning, look-alike and script neighbours with their matchers (MOON ~ LUNA, 己知 ~ 已知, 门 ~ 門)', async () => {
    for (const [query, mark, matcher] of [
      ['MOON', 'LUNA', 'meaning'],
      ['己知', '已知', 'glyph'],
      ['门', '門', 'script'],
    ] as const) {
      const data = await hits({ markElement: query });
      const at = data.list.findIndex((h) => h.mark === mark);
      expect(at, `${query} -> ${mark}`).toBeGreaterThanOrEqual(0);
      expect(at).toBeLessThan(5);
      expect(data.list[at]?.matchers).toContain(matcher);
    }
    const moon = await hits({ markElement: 'MOON' });
    expect(find(moon, 'LUNA')?.reasons.join(' ')).toContain('西班牙语、意大利语');
  });

  it('answers reasons in English for an English brand', async () => {
    const res = await search({ markElement: 'ZENTRIX' }, 'EU');
    expect(res.status).toBe(200);
    expect(res.body.data.reasons.join(' ')).toMatch(/[A-Za-z]/);
  });
});

describe('imported marks', () => {
  it('are searchable at once, without a restart, and not labelled sample', async () => {
    const before = await hits({ markElement: 'TRAILFOXX' });
    expect(find(before, 'TRAILFOXX')).toBeUndefined();
    const summary = await importMarks(database.pool, [
      path.join(FIXTURES, 'registry.csv'),
      path.join(FIXTURES, 'uspto-daily.xml'),
      path.join(FIXTURES, 'euipo-st66.xml'),
    ]);
    expect(summary).toMatchObject({ inserted: 10, bad: 3, skipped: 1, failedFiles: 0 });
    const after = await hits({ markElement: 'TRAILFOX' });
    const imported = find(after, 'TRAILFOXX', 'US');
    expect(imported).toMatchObject({ number: '99000102', owner: 'Copperleaf Outdoor Inc.', sample: false });
    expect(imported?.matchers).toContain('visual');
    expect(find(await hits({ markElement: 'LUMIVERA', country: 'EU' }), 'Lumivéra')?.matchers).toContain('exact');
    expect(find(await hits({ markElement: 'Snapper Box' }), 'Ｓｎａｐｐｅｒ　Ｂｏｘ')?.matchers).toContain('exact');
  });

  it('give the offices they cover a verdict with that coverage stated', async () => {
    const coverage = await gateway.request('/api/ipr/trademark/coverage', { headers: { 'x-platform-type': '00' } });
    const body = (await coverage.json()) as { data: z.infer<typeof ipr.trademarkCoverage.data> };
    expect(ipr.trademarkCoverage.data.safeParse(body.data).success).toBe(true);
    const us = body.data.offices.find((o) => o.office === 'US');
    expect(us?.marks).toBeGreaterThan(0);
    expect(us?.newestFiled).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(us?.lastImport).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    const covered = await hits({ markElement: 'QZXWVJ KPLMNRT', country: 'US' });
    expect(covered).toMatchObject({ risk: 'none', judged: true });
    expect(covered.coverage).toEqual([us]);
    expect(covered.reasons.at(-1)).toMatch(
      /^在已检索的商标局数据中未发现冲突（美国：\d+ 件（最新申请日 \d{4}-\d{2}-\d{2}，最近导入 \d{4}-\d{2}-\d{2}））/,
    );
  });
});

describe('the candidate query', () => {
  it('reads the marks table through its indexes, never a sequential scan', async () => {
    // More rows than the samples, fresh statistics, and the search's settings, which price sequential scans out: a
    // branch that no index can serve would still show a Seq Scan node, which is what this test is about.
    const rows = [...generateMarks(20_000, { seed: 99 })].map((m) => markRow(m, 'generated'));
    for (let i = 0; i < rows.length; i += 5000) await upsertMarkRows(database.pool, rows.slice(i, i + 5000));
    await database.pool.query('ANALYZE marks');
    const client = await database.pool.connect();
    try {
      // The search's own settings: the trigram threshold, sequential scans priced out.
      await client.query(`BEGIN READ ONLY; ${CANDIDATE_SETTINGS}`);
      for (const query of [
        'SUNRAY HOME',
        'PHONE',
        '龙腾',
        '龙腾科技',
        'STRIPE',
        'L1TEWAVE',
        'NOVA PEAK OUTDOOR',
        'ab',
        'MOON',
        '红牛',
        '己知',
        '門',
        'a',
        '1',
      ]) {
        for (const filter of [{}, { office: 'US' }, { classes: [9, 25] }, { office: 'CN', classes: [35] }]) {
          // The whole union, and the two halves the search runs side by side (a half may pick another index, such
          // as the office's, when that is cheaper: never a scan).
          const union = candidateQuery(markKeys(query), filter);
          for (const { text, values } of [union, ...candidateParts(markKeys(query), filter)]) {
            const plan = await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${text}`, values);
            const lines = plan.rows.map((r) => r['QUERY PLAN']).join('\n');
            expect(lines, `${query} ${JSON.stringify(filter)}`).not.toMatch(/Seq Scan on marks/);
            if (text === union.text) expect(lines).toMatch(/Bitmap Index Scan on marks_(compact_trgm|variants)/);
          }
        }
      }
    } finally {
      await client.query('ROLLBACK');
      client.release();
    }
    expect(Object.values(CANDIDATE_LIMITS).reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(700);
  });
});
