import { describe, expect, it } from 'vitest';
import { markKeys } from '../src/keys.ts';
import {
  combineScores,
  componentMatcher,
  componentWords,
  exactMatcher,
  FIRE_AT,
  MATCHER_NAMES,
  type MatcherDetail,
  type MatcherName,
  phoneticMatcher,
  pinyinMatcher,
  runMatchers,
  skeletonMatcher,
  visualMatcher,
  vowelSounds,
} from '../src/matchers.ts';
import { editSimilarity, jaro, jaroWinkler, trigramSimilarity } from '../src/similarity.ts';

type Matcher = (q: ReturnType<typeof markKeys>, c: ReturnType<typeof markKeys>) => MatcherDetail;
const score = (m: Matcher, a: string, b: string) => m(markKeys(a), markKeys(b)).score;
const fires = (name: MatcherName, m: Matcher, a: string, b: string) => score(m, a, b) >= FIRE_AT[name];

describe('exact', () => {
  it.each([
    ['BLUE-WAVE', 'Blue Wave', 1],
    ['ＢＬＵＥ　ＷＡＶＥ', 'bluewave', 1],
    ['Crème', 'CREME', 1],
    ['L00K', 'LOOK', 0.92],
    ['FONE', 'PHONE', 0.92],
    ['B3ST', 'BEST', 0.92],
    ['KLICK', 'CLICK', 0.92],
    ['ZIP', 'SIP', 0.92],
    ['APPLE', 'APPLES', 0],
    ['', '', 0],
  ])('%s ~ %s = %s', (a, b, expected) => {
    expect(score(exactMatcher, a, b)).toBe(expected);
  });
});

describe('phonetic', () => {
  it.each([
    ['FONE', 'PHONE'],
    ['KWIK', 'QUICK'],
    ['NITE', 'NIGHT'],
    ['ANKER', 'ANCHOR'],
    ['STRYPE', 'STRIPE'],
    ['KANDY', 'CANDY'],
    ['FOTOGENIX', 'PHOTOGENICS'],
    ['L1TE', 'LIGHT'],
    ['龙腾', 'LONGTENG'],
  ])('%s sounds like %s', (a, b) => {
    expect(fires('phonetic', phoneticMatcher, a, b)).toBe(true);
  });

  it.each([
    ['APPLE', 'ORANGE'],
    ['NIKE', 'ADIDAS'],
    ['SONY', 'PANASONIC'],
  ])('%s does not sound like %s', (a, b) => {
    expect(fires('phonetic', phoneticMatcher, a, b)).toBe(false);
  });

  it('trusts a long shared code more than a short one', () => {
    expect(score(phoneticMatcher, 'PHOTOGENIX', 'FOTOGENICS')).toBeGreaterThan(score(phoneticMatcher, 'KWIK', 'QUICK'));
    expect(score(phoneticMatcher, 'A', 'E')).toBeLessThan(FIRE_AT.phonetic);
  });
});

describe('vowel sounds', () => {
  it.each([
    ['LYTE', 'I'],
    ['LIGHT', 'I'],
    ['ANKER', 'A'],
    ['ANCHOR', 'A'],
    ['KWIK', 'I'],
    ['QUICK', 'I'],
    ['SNOOZY', 'OI'],
    ['SNAZZY', 'AI'],
    ['STRIPE', 'I'],
    ['STRYPE', 'I'],
  ])('%s -> %s', (sound, vowels) => {
    expect(vowelSounds(sound)).toBe(vowels);
  });

  it('lowers a consonant-only likeness when the vowels differ', () => {
    expect(score(phoneticMatcher, 'SNUZY', 'SNAZZY')).toBeLessThan(score(phoneticMatcher, 'SNUZY', 'SNUUZY'));
    expect(score(phoneticMatcher, 'LYTE', 'LIGHT')).toBe(0.85);
  });
});

describe('visual', () => {
  it.each([
    ['NETFLIX', 'NETFLEX'],
    ['AMAZON', 'AMAZOM'],
    ['ADIDAS', 'ADIDOS'],
    ['SAMSUNG', 'SAMSONG'],
    ['BLUETOOTH', 'BLUETOOH'],
  ])('%s looks like %s', (a, b) => {
    expect(fires('visual', visualMatcher, a, b)).toBe(true);
  });

  it.each([
    ['NETFLIX', 'SPOTIFY'],
    ['CAT', 'DOG'],
    ['BLUEWAVE', 'REDSTONE'],
  ])('%s does not look like %s', (a, b) => {
    expect(fires('visual', visualMatcher, a, b)).toBe(false);
  });

  it('weighs the start of a mark more than its end', () => {
    expect(score(visualMatcher, 'BLUEWAVE', 'BLUEWAVX')).toBeGreaterThan(score(visualMatcher, 'BLUEWAVE', 'XLUEWAVE'));
    expect(jaroWinkler('SUNRAYS', 'SUNRAYZ')).toBeGreaterThan(jaroWinkler('SUNRAYS', 'ZUNRAYS'));
  });

  it('leaves identical spellings to the exact matcher', () => {
    expect(score(visualMatcher, 'BLUE WAVE', 'BLUEWAVE')).toBe(0);
  });
});

describe('similarity measures', () => {
  it('trigram similarity is pg_trgm style', () => {
    expect(trigramSimilarity('ABC', 'ABC')).toBe(1);
    // "  A"," AB","ABC","BC " vs "  A"," AB","ABD","BD ": 2 shared of 6.
    expect(trigramSimilarity('ABC', 'ABD')).toBeCloseTo(2 / 6);
    expect(trigramSimilarity('ABC', '')).toBe(0);
  });

  it('edit similarity and Jaro', () => {
    expect(editSimilarity('NETFLIX', 'NETFLEX')).toBeCloseTo(6 / 7);
    expect(editSimilarity('', '')).toBe(1);
    expect(jaro('MARTHA', 'MARHTA')).toBeCloseTo(0.9444, 3);
    expect(jaroWinkler('MARTHA', 'MARHTA')).toBeCloseTo(0.9611, 3);
    expect(jaro('', 'A')).toBe(0);
  });
});

describe('component', () => {
  it.each([
    ['SUNRAY', 'SUNRAY HOME'],
    ['SUNRAY HOME', 'SUNRAY'],
    ['BLUE OCEAN', 'THE BLUE OCEAN COMPANY'],
    ['WAVE RIDER', 'SILVER WAVE RIDER'],
    ['龙腾', '龙腾科技'],
    ['龙腾', '龙腾 TECH'],
    ['LONGTENG', '龙腾 TECH'],
    ['SUNRAY', 'SUNRAYHOME'],
    ['KRAFTON', 'KRAFTON GAMES STUDIO'],
  ])('%s ~ %s', (a, b) => {
    expect(fires('component', componentMatcher, a, b)).toBe(true);
  });

  it.each([
    ['HOME', 'SUNRAY HOME'],
    ['THE', 'THE BLUE OCEAN'],
    ['SUN', 'SUNDAY'],
    ['SUNRAY', 'SUNRAY'],
    ['RAY', 'SUNRAY HOME'],
  ])('%s is not a component of %s', (a, b) => {
    expect(fires('component', componentMatcher, a, b)).toBe(false);
  });

  it('tells which side contains the other', () => {
    expect(componentMatcher(markKeys('SUNRAY'), markKeys('SUNRAY HOME')).kind).toBe('queryInside');
    expect(componentMatcher(markKeys('SUNRAY HOME'), markKeys('SUNRAY')).kind).toBe('markInside');
  });

  it('scores a component at the start above one at the end', () => {
    expect(score(componentMatcher, 'WAVE RIDER', 'WAVE RIDER PRO GEAR')).toBeGreaterThan(
      score(componentMatcher, 'WAVE RIDER', 'PRO GEAR WAVE RIDER'),
    );
  });
});

describe('componentWords', () => {
  it('lists distinctive words, Chinese runs without generic suffixes and their pinyin', () => {
    expect(componentWords(markKeys('Sunray Home'))).toEqual(['SUNRAY']);
    expect(componentWords(markKeys('龙腾科技'))).toEqual(['龙腾科技', '龙腾', 'LONGTENG', 'LONGTENGKEJI']);
    expect(componentWords(markKeys('THE A'))).toEqual([]);
  });
});

describe('skeleton', () => {
  it.each([
    ['STRIPE', 'STRYPE', 0.85],
    ['BOLT', 'BOOLT', 0.7],
    ['NETFLIX', 'NETFLYX', 0.85],
    ['NETFLIX', 'NETFLAX', 0.85 * (0.7 + 0.3 * 0.5)],
    ['TWITTER', 'TWATTER', 0.7 * 0.7],
    ['STRIPE', 'STROBE', 0],
    ['AB', 'ABE', 0],
    ['龙腾', '龙腾', 0],
  ])('%s ~ %s = %s', (a, b, expected) => {
    expect(score(skeletonMatcher, a, b)).toBeCloseTo(expected, 10);
  });
});

describe('pinyin', () => {
  it.each([
    ['龙腾', 'LONGTENG', 0.95],
    ['龙腾', 'Long Teng', 0.95],
    ['小米', 'XIAOMI', 0.95],
    ['龙腾', '隆腾', 0.95],
    ['华为', '化为', 0.95],
    ['龙腾', 'LONGTENGS', 0],
    ['龙腾飞', 'LONGTENGFEI', 0.95],
    ['龙腾飞', 'LONGDENGFEI', 0.72],
    ['LONGTENG', 'LONGTENG', 0],
    ['龙腾', 'APPLE', 0],
    ['龙腾', '飞鸟', 0],
  ])('%s ~ %s = %s', (a, b, expected) => {
    expect(score(pinyinMatcher, a, b)).toBe(expected);
  });
});

describe('all matchers', () => {
  it('score in [0, 1] in a fixed order', () => {
    const all = runMatchers(markKeys('NETFLIX'), markKeys('NETFLEX'));
    expect(all.map((d) => d.name)).toEqual([...MATCHER_NAMES]);
    for (const d of all) {
      expect(d.score).toBeGreaterThanOrEqual(0);
      expect(d.score).toBeLessThanOrEqual(1);
    }
  });

  it('combine: the best score raised by the second, never above 1', () => {
    expect(combineScores([])).toBe(0);
    expect(combineScores([{ name: 'visual', score: 0.8 }])).toBe(0.8);
    expect(
      combineScores([
        { name: 'phonetic', score: 0.5 },
        { name: 'visual', score: 0.8 },
      ]),
    ).toBeCloseTo(0.8 + 0.2 * 0.4 * 0.5);
    // Two sound keys are one kind of likeness: no raise.
    expect(
      combineScores([
        { name: 'phonetic', score: 0.8 },
        { name: 'skeleton', score: 0.8 },
      ]),
    ).toBe(0.8);
    expect(
      combineScores([
        { name: 'exact', score: 1 },
        { name: 'visual', score: 1 },
      ]),
    ).toBe(1);
  });
});
