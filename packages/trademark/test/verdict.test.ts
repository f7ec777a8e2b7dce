import { describe, expect, it } from 'vitest';
import { WELL_KNOWN_MARKS } from '../src/data/well-known-marks.ts';
import { type RegisteredMark, rankMarks } from '../src/rank.ts';
import { clearanceVerdict, type OfficeCoverage, riskWarning, warningAdvice, warningTitle } from '../src/verdict.ts';
import { wellKnownHits } from '../src/well-known.ts';

const mark = (m: string, classes = [9]): RegisteredMark => ({
  number: m,
  mark: m,
  classes,
  owner: 'Owner',
  country: 'US',
  status: 'registered',
  filed: null,
});

const US: OfficeCoverage = {
  office: 'US',
  marks: 1_234_567,
  newestFiled: '2026-11-20',
  lastImport: '2026-11-26T03:00:12Z',
};

describe('well-known marks', () => {
  it.each(['华为', 'HUAWEI', 'NIKE', '耐克', '茅台', 'Huawei', 'HUAWEl', '華為', 'NIKEE', '耐克运动', 'MAOTAI'])(
    '%s is a high risk whatever the classes',
    (query) => {
      const [hit] = wellKnownHits(query);
      expect(hit?.risk).toBe('high');
      expect(hit?.reasons[0]).toContain('知名、驰名商标的保护不限于其注册的类别');
      expect(hit?.reasons.at(-1)).toMatch(/^来源：/);
    },
  );

  it('names the mark, the form matched, the source and that it awaits review', () => {
    const [hit] = wellKnownHits('华伟', 'en');
    expect(hit).toMatchObject({ mark: '华为', owner: '华为技术有限公司', basis: 'cn-well-known', reviewed: false });
    expect(['HUAWEI', '华为']).toContain(hit?.name);
    expect(hit?.matchers.map((m) => m.name)).toContain('pinyin');
    expect(hit?.reasons[0]).toContain('Well-known marks are protected beyond their own goods');
  });

  it('answers one hit a mark, naming only the exact matcher for the identical spelling', () => {
    const hits = wellKnownHits('华为');
    expect(hits.filter((h) => h.owner === '华为技术有限公司')).toHaveLength(1);
    expect(hits[0]?.matchers.map((m) => m.name)).toEqual(['exact']);
    const names = WELL_KNOWN_MARKS.flatMap((m) => m.names.map((n) => n.toUpperCase()));
    expect(new Set(names).size).toBe(names.length);
  });

  it('leaves unrelated marks alone', () => {
    expect(wellKnownHits('ZENTRIX')).toEqual([]);
    expect(wellKnownHits('龙腾')).toEqual([]);
    expect(wellKnownHits('SUNRAY')).toEqual([]);
  });

  it('every entry has a source, a date and names, and no registration number', () => {
    for (const entry of WELL_KNOWN_MARKS) {
      expect(entry.names.length, entry.mark).toBeGreaterThan(0);
      expect(entry.source).not.toBe('');
      expect(entry.sourceDate).not.toBe('');
      expect(JSON.stringify(entry)).not.toMatch(/\d{6,}/);
    }
  });
});

describe('the verdict weighs what was searched', () => {
  const ranked = (query: string, pool: RegisteredMark[], classes?: number[]) =>
    rankMarks({ mark: query, classes }, pool);

  it('over the sample registry, no hit is "cannot judge", never green', () => {
    const v = clearanceVerdict({
      ranked: ranked('ZEBRACORN', [mark('FONE')]),
      wellKnown: [],
      coverage: [],
      sample: true,
      lang: 'zh-CN',
    });
    expect(v.risk).toBe('unknown');
    expect(v.judged).toBe(false);
    expect(v.reasons.join(' ')).toContain('无法判断：本次检索的数据只有示例商标库');
    expect(v.reasons.join(' ')).not.toContain('可考虑申请');
  });

  it('over the sample registry, a low hit is still "cannot judge"; a high one is shown as high', () => {
    const low = clearanceVerdict({
      ranked: ranked('FONE', [mark('FONE', [30])], [9]),
      wellKnown: [],
      coverage: [],
      sample: true,
      lang: 'zh-CN',
    });
    expect(low.risk).toBe('unknown');
    const high = clearanceVerdict({
      ranked: ranked('FONE', [mark('FONE')]),
      wellKnown: [],
      coverage: [],
      sample: true,
      lang: 'en',
    });
    expect(high.risk).toBe('high');
    expect(high.reasons.join(' ')).toContain('Cannot judge');
  });

  it('华为 over the sample registry is high risk for the well-known mark', () => {
    const v = clearanceVerdict({
      ranked: ranked('华为', []),
      wellKnown: wellKnownHits('华为'),
      coverage: [],
      sample: true,
      lang: 'zh-CN',
    });
    expect(v.risk).toBe('high');
    expect(v.reasons[0]).toContain('华为');
    expect(v.reasons.at(-1)).toBe('高风险：与知名商标近似，知名商标在所有类别都受保护，建议更换名称');
  });

  it('over real records of the office asked, no hit is "no conflict found" with the coverage stated', () => {
    const v = clearanceVerdict({
      ranked: ranked('ZEBRACORN', [mark('FONE')]),
      wellKnown: [],
      office: 'US',
      coverage: [US],
      sample: false,
      lang: 'zh-CN',
    });
    expect(v.risk).toBe('none');
    expect(v.judged).toBe(true);
    expect(v.covered).toEqual(['US']);
    expect(v.reasons.at(-1)).toBe(
      '在已检索的商标局数据中未发现冲突（美国：1,234,567 件（最新申请日 2026-11-20，最近导入 2026-11-26））；仅比对文字商标，检索结果不代表一定能获准注册',
    );
  });

  it('an office asked about without records cannot be judged, even when another office has them', () => {
    const eu = clearanceVerdict({
      ranked: ranked('ZEBRACORN', []),
      wellKnown: [],
      office: 'EU',
      coverage: [US],
      sample: false,
      lang: 'zh-CN',
    });
    expect(eu.risk).toBe('unknown');
    expect(eu.missing).toEqual(['EU']);
    const all = clearanceVerdict({
      ranked: ranked('ZEBRACORN', []),
      wellKnown: [],
      coverage: [US],
      sample: false,
      lang: 'zh-CN',
    });
    expect(all.risk).toBe('unknown');
    expect(all.reasons.join(' ')).toContain('缺少欧盟、英国、中国、日本、马德里国际注册的商标数据');
    expect(all.reasons.join(' ')).toContain('已检索的商标局数据：美国：1,234,567 件');
  });

  it('the risk warning has a title and advice for every verdict, in both languages', () => {
    for (const risk of ['high', 'medium', 'low', 'none', 'unknown'] as const) {
      for (const lang of ['zh-CN', 'en'] as const) {
        expect(warningTitle(risk, lang)).not.toBe('');
        expect(warningAdvice(risk, lang)).not.toBe('');
      }
    }
    expect(warningTitle('unknown', 'zh-CN')).toBe('无法判断：现有数据不足');
  });
});

describe('riskWarning', () => {
  const hit = {
    number: '123',
    mark: 'ACME',
    country: 'US',
    classes: [9, 35],
    status: 'registered',
    matchers: ['exact', 'phonetic'],
  };

  it('names the closest marks, the register and classes, the advice and the sample note (Chinese)', () => {
    const told = riskWarning({
      mark: 'Acme',
      register: '美国',
      classes: [9],
      hits: [hit],
      wellKnown: [],
      risk: 'high',
      sample: true,
      lang: 'zh-CN',
    });
    expect(told.title).toBe(warningTitle('high', 'zh-CN'));
    expect(told.warning).toMatch(
      /^在美国，第9类中，与“Acme”最接近的商标：“ACME”（US 123，第9、35类，.+；写法相同、读音近似）。/,
    );
    expect(told.warning.endsWith(`${warningAdvice('high', 'zh-CN')}（结果来自示例商标库，仅供演示。）`)).toBe(true);
  });

  it('says all registers and only the advice when nothing was found (English)', () => {
    const told = riskWarning({
      mark: 'Acme',
      register: null,
      hits: [],
      wellKnown: [{ reasons: ['Close to a well-known mark.'] }],
      risk: 'none',
      sample: false,
      lang: 'en',
    });
    expect(told.warning).toBe(`Close to a well-known mark.${warningAdvice('none', 'en')}`);
  });
});
