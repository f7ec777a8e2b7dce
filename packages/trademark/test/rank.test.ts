import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { markKeys } from '../src/keys.ts';
import { goodsRelation, hitRisk, type RegisteredMark, rankMarks } from '../src/rank.ts';
import { liveness } from '../src/status.ts';

let seq = 0;
const reg = (mark: string, classes: number[] = [9], extra: Partial<RegisteredMark> = {}): RegisteredMark => ({
  number: extra.number ?? `N${String(++seq).padStart(5, '0')}`,
  mark,
  classes,
  owner: 'Owner Ltd',
  country: 'US',
  status: 'LIVE',
  filed: '2020-01-01',
  ...extra,
});

const POOL: RegisteredMark[] = [
  reg('PHONE', [9], { number: 'A1' }),
  reg('QUICK', [9], { number: 'A2' }),
  reg('NETFLEX', [41], { number: 'A3' }),
  reg('SUNRAY', [11], { number: 'A4' }),
  reg('STRYPE', [36], { number: 'A5' }),
  reg('LONGTENG', [9], { number: 'A6' }),
  reg('ORANGE', [9], { number: 'A7' }),
  reg('GREEN HILL', [25], { number: 'A8' }),
  reg('隆腾', [9], { number: 'A9' }),
];

const names = (mark: string, classes?: number[]) =>
  rankMarks({ mark, classes }, POOL).hits.map((h) => [h.mark, h.matchers.map((m) => m.name)]);

describe('rankMarks finds each kind of neighbour', () => {
  it.each([
    ['FONE', 'PHONE', 'phonetic'],
    ['FONE', 'PHONE', 'exact'],
    ['KWIK', 'QUICK', 'phonetic'],
    ['NETFLIX', 'NETFLEX', 'visual'],
    ['SUNRAY HOME', 'SUNRAY', 'component'],
    ['STRIPE', 'STRYPE', 'skeleton'],
    ['龙腾', 'LONGTENG', 'pinyin'],
    ['龙腾', '隆腾', 'pinyin'],
  ])('%s finds %s by %s', (query, mark, matcher) => {
    const hit = rankMarks({ mark: query }, POOL).hits.find((h) => h.mark === mark);
    expect(hit?.matchers.map((m) => m.name)).toContain(matcher);
  });

  it('does not report unrelated marks', () => {
    expect(names('FONE').map(([m]) => m)).not.toContain('ORANGE');
    expect(rankMarks({ mark: 'ZEBRACORN' }, POOL).hits).toEqual([]);
  });

  it('a hit carries the registered mark, its matchers best first and no keys', () => {
    const keyed = POOL.map((m) => ({ ...m, keys: markKeys(m.mark) }));
    const [hit] = rankMarks({ mark: 'PHONE' }, keyed).hits;
    expect(hit).toMatchObject({ number: 'A1', mark: 'PHONE', classes: [9], owner: 'Owner Ltd', country: 'US' });
    expect(hit).not.toHaveProperty('keys');
    expect(hit?.matchers).toEqual([{ name: 'exact', score: 1 }]);
    const scores = rankMarks({ mark: 'NETFLIX' }, POOL).hits[0]?.matchers.map((m) => m.score) ?? [];
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });
});

describe('risk', () => {
  it('same class and a close mark is high, with reasons a seller understands', () => {
    const r = rankMarks({ mark: 'FONE', classes: [9] }, POOL);
    expect(r.risk).toBe('high');
    const hit = r.hits[0];
    expect(hit?.mark).toBe('PHONE');
    expect(hit?.risk).toBe('high');
    expect(hit?.goods).toBe('same');
    expect(hit?.reasons).toContain('读音相同：FONE 与 PHONE 发音一致');
    expect(hit?.reasons).toContain('同一类别（第9类）');
    expect(r.reasons[0]).toMatch(/^发现 \d+ 个近似商标：高风险 \d+ 个/);
    expect(r.reasons.at(-1)).toMatch(/^高风险/);
  });

  it('speaks English when asked', () => {
    const r = rankMarks({ mark: 'FONE', classes: [9] }, POOL, { lang: 'en' });
    expect(r.hits[0]?.reasons).toContain('Sounds the same: FONE and PHONE are pronounced alike');
    expect(r.hits[0]?.reasons).toContain('Same class (class 9)');
    expect(r.reasons.at(-1)).toMatch(/^High risk/);
  });

  it('related classes lower the risk less than unrelated ones', () => {
    const pool = [
      reg('GREENLEAF', [25], { number: 'S' }),
      reg('GREENLEAF', [18], { number: 'R' }),
      reg('GREENLEAF', [1], { number: 'U' }),
    ];
    const r = rankMarks({ mark: 'GREENLEAF', classes: [25] }, pool);
    expect(r.hits.map((h) => [h.number, h.goods, h.risk])).toEqual([
      ['S', 'same', 'high'],
      ['R', 'related', 'high'],
      ['U', 'unrelated', 'low'],
    ]);
    expect(r.hits[1]?.reasons.join(' ')).toContain('关联类别：第25类（服装鞋帽）与第18类（皮革皮具）');
    expect(r.hits[2]?.reasons).toContain('类别不同且通常不相关：风险较低');
  });

  it('a low-confidence related pair lowers a close mark by one level', () => {
    const r = rankMarks({ mark: 'GREENLEAF', classes: [29] }, [reg('GREENLEAF', [30])]);
    expect(r.hits[0]?.goods).toBe('related');
    expect(r.hits[0]?.risk).toBe('medium');
  });

  it('dead marks still show, lower', () => {
    const pool = [reg('GREENLEAF', [25], { number: 'L' }), reg('GREENLEAF', [25], { number: 'D', status: 'DEAD' })];
    const r = rankMarks({ mark: 'GREENLEAF', classes: [25] }, pool);
    expect(r.hits.map((h) => [h.number, h.risk])).toEqual([
      ['L', 'high'],
      ['D', 'medium'],
    ]);
    expect(r.hits[1]?.reasons.join(' ')).toContain('该商标已失效，风险降低');
    const onlyDead = rankMarks({ mark: 'GREENLEAF', classes: [25] }, [pool[1] as RegisteredMark]);
    expect(onlyDead.risk).toBe('medium');
  });

  it('no hit is risk none, with a cautious verdict', () => {
    const r = rankMarks({ mark: 'ZEBRACORN', classes: [9] }, POOL);
    expect(r.risk).toBe('none');
    expect(r.reasons).toEqual([
      '在本次检索的数据中未发现相同或近似的在先商标',
      '在检索的商标中未发现近似的在先商标；仅凭这一点不能说明商标可以注册',
    ]);
  });

  it('reads rows with nulls without throwing', () => {
    const row = {
      number: 'X',
      mark: 'PHONE',
      classes: null,
      owner: null,
      country: 'US',
      status: null,
      filed: undefined,
    };
    const r = rankMarks({ mark: 'FONE' }, [row as unknown as RegisteredMark]);
    expect(r.hits[0]).toMatchObject({ number: 'X', classes: [], owner: '', status: '', filed: null });
  });

  it('an empty or punctuation-only query finds nothing', () => {
    expect(rankMarks({ mark: '' }, POOL).hits).toEqual([]);
    expect(rankMarks({ mark: '!!!' }, POOL).risk).toBe('none');
  });

  it('says when no class was chosen', () => {
    expect(rankMarks({ mark: 'FONE' }, POOL).reasons).toContain(
      '未指定类别，已在全部类别中比较；指定类别可得到更准确的判断',
    );
  });

  it('hitRisk levels', () => {
    const same = goodsRelation([9], [9]);
    expect(hitRisk(0.95, same, 'live')).toBe('high');
    expect(hitRisk(0.75, same, 'live')).toBe('medium');
    expect(hitRisk(0.6, same, 'live')).toBe('low');
    expect(hitRisk(0.95, same, 'dead')).toBe('medium');
    expect(hitRisk(0.95, goodsRelation([9], [31]), 'live')).toBe('low');
    expect(hitRisk(0.95, goodsRelation([], [31]), 'live')).toBe('high');
  });

  it('goods relation', () => {
    expect(goodsRelation([25, 9], [9, 35]).relation).toBe('same');
    expect(goodsRelation([25], [14]).row?.confidence).toBe('high');
    expect(goodsRelation([25], [1]).relation).toBe('unrelated');
    expect(goodsRelation([], [1]).relation).toBe('unknown');
    expect(goodsRelation([46], [46]).relation).toBe('same');
    expect(goodsRelation([9], [46]).relation).toBe('unknown');
    expect(goodsRelation([46], [9]).relation).toBe('unknown');
  });

  it('status liveness', () => {
    expect(liveness('LIVE')).toBe('live');
    expect(liveness('Registered')).toBe('live');
    expect(liveness('RENEWED')).toBe('live');
    expect(liveness('DEAD')).toBe('dead');
    expect(liveness('Expired')).toBe('dead');
    expect(liveness('已无效')).toBe('dead');
    expect(liveness('Application filed')).toBe('pending');
    expect(liveness('审查中')).toBe('pending');
    expect(liveness('')).toBe('live');
  });
});

describe('order and limits', () => {
  it('sorts by score, then number, and honours the limit', () => {
    const pool = [
      reg('SUNRAY', [9], { number: 'B' }),
      reg('SUNRAY', [9], { number: 'A' }),
      reg('SUNRAYS', [9], { number: 'C' }),
    ];
    const r = rankMarks({ mark: 'SUNRAY' }, pool);
    expect(r.hits.map((h) => h.number)).toEqual(['A', 'B', 'C']);
    expect(rankMarks({ mark: 'SUNRAY' }, pool, { limit: 1 }).hits.map((h) => h.number)).toEqual(['A']);
    expect(rankMarks({ mark: 'SUNRAY' }, pool, { limit: 1 }).reasons[0]).toContain('发现 3 个近似商标');
  });
});

const WORDS = [
  'SUN',
  'RAY',
  'BLUE',
  'WAVE',
  'FONE',
  'PHONE',
  'NET',
  'FLIX',
  'STRIPE',
  'STRYPE',
  '龙腾',
  'LONG',
  'TENG',
  'KWIK',
  'QUICK',
  'HOME',
];
const markArb = fc
  .tuple(
    fc.array(fc.oneof(fc.constantFrom(...WORDS), fc.string({ maxLength: 8 })), { minLength: 1, maxLength: 3 }),
    fc.constantFrom(' ', '-', ''),
  )
  .map(([words, separator]) => words.join(separator));
const registeredArb = fc.record({
  number: fc.string({ minLength: 1, maxLength: 4 }),
  mark: markArb,
  classes: fc.uniqueArray(fc.integer({ min: 1, max: 46 }), { maxLength: 3 }),
  owner: fc.constantFrom('A', 'B'),
  country: fc.constantFrom('US', 'EU', 'CN'),
  status: fc.constantFrom('LIVE', 'DEAD', 'Pending', ''),
  filed: fc.option(fc.constantFrom('2020-01-01', '2021-05-05')),
});

describe('properties', () => {
  it('scores stay in [0, 1] and the ranking does not depend on the candidates’ order', () => {
    fc.assert(
      fc.property(
        markArb,
        fc.uniqueArray(fc.integer({ min: 1, max: 45 }), { maxLength: 2 }),
        fc.array(registeredArb, { maxLength: 25 }),
        fc.integer(),
        (mark, classes, pool, seed) => {
          const a = rankMarks({ mark, classes }, pool);
          const shuffled = [...pool]
            .map((m, i) => ({ m, k: Math.imul(i + 1, seed | 1) >>> 0 }))
            .sort((x, y) => x.k - y.k)
            .map((x) => x.m);
          const b = rankMarks({ mark, classes }, shuffled);
          expect(b).toEqual(a);
          expect(rankMarks({ mark, classes }, pool)).toEqual(a);
          for (const h of a.hits) {
            expect(h.score).toBeGreaterThanOrEqual(0);
            expect(h.score).toBeLessThanOrEqual(1);
            expect(h.similarity).toBeLessThanOrEqual(1);
            expect(h.matchers.length).toBeGreaterThan(0);
            for (const m of h.matchers) expect(m.score).toBeGreaterThan(0);
            for (const m of h.matchers) expect(m.score).toBeLessThanOrEqual(1);
          }
          for (let i = 1; i < a.hits.length; i++) {
            expect(a.hits[i - 1]?.score ?? 0).toBeGreaterThanOrEqual(a.hits[i]?.score ?? 0);
          }
          expect(a.risk === 'none').toBe(a.hits.length === 0);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('precomputed keys give the same ranking as keys computed on the fly', () => {
    fc.assert(
      fc.property(markArb, fc.array(registeredArb, { maxLength: 15 }), (mark, pool) => {
        const keyed = pool.map((m) => ({ ...m, keys: markKeys(m.mark) }));
        expect(rankMarks({ mark }, keyed)).toEqual(rankMarks({ mark }, pool));
      }),
      { numRuns: 100 },
    );
  });
});
