import { describe, expect, it } from 'vitest';
import { FOREIGN_WORDS } from '../src/data/foreign-words.ts';
import { glyphNeighbours, glyphSimilarity, glyphVariants } from '../src/glyphs.ts';
import { markKeys } from '../src/keys.ts';
import {
  exactMatcher,
  FIRE_AT,
  glyphMatcher,
  type MatcherDetail,
  meaningMatcher,
  scriptMatcher,
} from '../src/matchers.ts';
import { chineseEquivalents, markMeanings, synonymsOf } from '../src/meanings.ts';
import { rankMarks } from '../src/rank.ts';
import { simplifiedForm } from '../src/script.ts';

type Matcher = (q: ReturnType<typeof markKeys>, c: ReturnType<typeof markKeys>) => MatcherDetail;
const detail = (m: Matcher, a: string, b: string) => m(markKeys(a), markKeys(b));
const fires = (m: Matcher, a: string, b: string) => {
  const d = detail(m, a, b);
  return d.score >= FIRE_AT[d.name];
};

describe('script: traditional and simplified are the same mark', () => {
  it.each([
    ['門', '门'],
    ['龍騰', '龙腾'],
    ['華為', '华为'],
    ['愛', '爱'],
  ])('%s is %s', (traditional, simplified) => {
    expect(simplifiedForm(traditional)).toBe(simplified);
    expect(simplifiedForm(simplified)).toBe(simplified);
  });

  it('fires both ways at 0.97, and the exact matcher leaves it to the script matcher', () => {
    expect(detail(scriptMatcher, '门', '門')).toMatchObject({ name: 'script', score: 0.97, value: '门' });
    expect(detail(scriptMatcher, '龍騰', '龙腾').score).toBe(0.97);
    expect(detail(exactMatcher, '門', '门').score).toBe(0);
    expect(detail(scriptMatcher, '门', '门').score).toBe(0);
    expect(detail(scriptMatcher, '门', '们').score).toBe(0);
    expect(detail(scriptMatcher, 'ABC', 'ABD').score).toBe(0);
  });

  it('stores the simplified form among the variants, so the candidate query finds one from the other', () => {
    expect(markKeys('門').variants).toEqual(['門', '门']);
    expect(markKeys('门').variants).toEqual(['门']);
  });

  it("ranks 門 first for 门 with the script matcher named, in the seller's words", () => {
    const { hits } = rankMarks({ mark: '门' }, [
      { number: '1', mark: '門', classes: [9], owner: 'x', country: 'CN', status: 'registered', filed: null },
    ]);
    expect(hits[0]?.matchers[0]?.name).toBe('script');
    expect(hits[0]?.risk).toBe('high');
    expect(hits[0]?.reasons[0]).toBe('繁简体相同：门 与 門 是同一商标的繁体和简体写法（门）');
  });
});

/**
 * The look-alike pairs checked by hand against the stroke data (one stroke or one component apart); the table in
 * docs/decisions.md lists them with these similarities.
 */
const LOOK_ALIKE: [string, string][] = [
  ['己', '已'],
  ['已', '巳'],
  ['己', '巳'],
  ['戊', '戌'],
  ['戌', '戍'],
  ['贝', '见'],
  ['刀', '力'],
  ['未', '末'],
  ['土', '士'],
  ['日', '曰'],
  ['王', '玉'],
  ['候', '侯'],
  ['拔', '拨'],
  ['免', '兔'],
  ['兵', '乒'],
  ['米', '来'],
];
/** Pairs that must not count as look-alikes. */
const NOT_ALIKE: [string, string][] = [
  ['小', '大'],
  ['为', '夏'],
  ['的', '丽'],
  ['门', '们'],
  ['山', '出'],
];

describe('glyph: Chinese characters that look alike', () => {
  it.each(LOOK_ALIKE)('%s and %s are neighbours (both ways)', (a, b) => {
    expect(glyphSimilarity(a, b)).toBeGreaterThanOrEqual(0.72);
    expect(glyphSimilarity(b, a)).toBe(glyphSimilarity(a, b));
  });

  it.each(NOT_ALIKE)('%s and %s are not', (a, b) => {
    expect(glyphSimilarity(a, b)).toBe(0);
  });

  it('keeps at most 8 neighbours a character, best first', () => {
    const list = glyphNeighbours('己');
    expect(list.length).toBeGreaterThan(0);
    expect(list.length).toBeLessThanOrEqual(8);
    expect(list.map(([, s]) => s)).toEqual([...list.map(([, s]) => s)].sort((x, y) => y - x));
  });

  it('expands a Chinese mark into the spellings one look-alike away (the candidate query looks them up)', () => {
    expect(glyphVariants('己知')).toContain('已知');
    expect(glyphVariants('ABC')).toEqual([]);
    expect(glyphVariants('一二三四五六七八九')).toEqual([]);
  });

  it('fires on marks one look-alike character apart, naming the characters', () => {
    const d = detail(glyphMatcher, '己知', '已知');
    expect(d.name).toBe('glyph');
    expect(d.value).toBe('己/已');
    expect(d.score).toBeGreaterThanOrEqual(0.85);
    expect(fires(glyphMatcher, '戊辰', '戌辰')).toBe(true);
    expect(fires(glyphMatcher, '贝壳', '见壳')).toBe(true);
    // Traditional characters are compared in their simplified form.
    expect(fires(glyphMatcher, '己知', '已知')).toBe(true);
  });

  it('does not fire on other characters, on two look-alikes in a short mark, or on different lengths', () => {
    expect(fires(glyphMatcher, '小米', '大米')).toBe(false);
    expect(fires(glyphMatcher, '华为', '华夏')).toBe(false);
    expect(fires(glyphMatcher, '己未', '已末')).toBe(false);
    expect(fires(glyphMatcher, '己知', '已知道')).toBe(false);
    expect(fires(glyphMatcher, '己知', '己知')).toBe(false);
  });
});

describe('meaning: translations, foreign words and synonyms', () => {
  it('reads Chinese words through CC-CEDICT', () => {
    expect(chineseEquivalents('月亮')).toContain('MOON');
    expect(chineseEquivalents('红牛')).toContain('RED BULL');
    expect(chineseEquivalents('紅牛')).toContain('RED BULL');
  });

  it('stores what a mark means, and nothing for invented words', () => {
    expect(markKeys('LUNA').meanings).toContain('MOON');
    expect(markKeys('MOON').meanings).toContain('MOON');
    expect(markKeys('月亮').meanings).toContain('MOON');
    expect(markKeys('红牛').meanings).toContain('RED BULL');
    expect(markKeys('RED BULL').meanings).toContain('RED BULL');
    expect(markKeys('SOLEIL').meanings).toContain('SUN');
    expect(markKeys('ZENTRIX').meanings).toEqual([]);
    expect(markKeys('龙腾科技').meanings).toEqual(markKeys('龙腾').meanings);
  });

  it('reads every curated foreign word (each with its language)', () => {
    for (const f of FOREIGN_WORDS) {
      const meanings = markMeanings([markKeys(f.word).compact]).map((m) => m.english);
      expect(meanings, `${f.word} (${f.lang})`).toContain(f.english);
    }
  });

  it.each([
    ['MOON', 'LUNA'],
    ['LUNA', 'MOON'],
    ['RED BULL', '红牛'],
    ['红牛', 'RED BULL'],
    ['SOLEIL', 'SUN'],
    ['月亮', 'MOON'],
    ['STELLA', 'STAR'],
  ])('%s means what %s means', (a, b) => {
    const d = detail(meaningMatcher, a, b);
    expect(d.kind).toBe('translation');
    expect(d.score).toBeGreaterThanOrEqual(0.8);
  });

  it('gives synonyms a medium score', () => {
    const [synonym] = synonymsOf('BIG');
    expect(synonym).toBeDefined();
    const d = detail(meaningMatcher, 'BIG', synonym ?? '');
    expect(d).toMatchObject({ kind: 'synonym', score: 0.72 });
  });

  it.each([
    ['APPLE', 'ORANGE'],
    ['MOONLIGHT', 'SUNLIGHT'],
    ['SUNRISE', 'SUNSET'],
    ['小米', '大米'],
    ['美的', '美丽'],
    ['HAPPY PANDA', 'SAD KOALA'],
    ['BLUE WAVE', 'BLUE-WAVE'],
  ])('%s does not mean %s', (a, b) => {
    expect(fires(meaningMatcher, a, b)).toBe(false);
  });

  it('names the translation used in the reason', () => {
    const { hits } = rankMarks({ mark: 'MOON', classes: [9] }, [
      { number: '1', mark: 'LUNA', classes: [9], owner: 'x', country: 'EU', status: 'registered', filed: null },
    ]);
    expect(hits[0]?.matchers.map((m) => m.name)).toContain('meaning');
    expect(hits[0]?.reasons.join(' ')).toContain(
      '含义近似：MOON 与 LUNA 意思相同，都是“moon”（LUNA（西班牙语、意大利语：moon））',
    );
    const en = rankMarks(
      { mark: '红牛' },
      [{ number: '2', mark: 'RED BULL', classes: [32], owner: 'x', country: 'US', status: 'registered', filed: null }],
      { lang: 'en' },
    );
    expect(en.hits[0]?.reasons.join(' ')).toContain('the CC-CEDICT dictionary: red bull');
  });
});
